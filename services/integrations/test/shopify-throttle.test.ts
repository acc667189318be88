import { FakeShopify, sampleProducts } from "./support/fake-shopify";
import { SHOPIFY_CLIENT_ID, SHOPIFY_CLIENT_SECRET } from "./support/integrations-harness";
import { createShopifyApp } from "../src/stores/shopify-app";
import { shopifyProducts, StoreCallFailed, StoreWriteUncertain, type RetryPolicy } from "../src/stores/shopify-products";

const SHOP = "throttled-shop.myshopify.com";

// Shopify's own client (@shopify/admin-api-client) against the local Shopify, with a bucket small enough to
// run dry: every wait must come from the answer's throttleStatus or Retry-After, and stay bounded.
describe("the Admin API's limits", () => {
  let shopify: FakeShopify;
  let token: string;
  const waits: number[] = [];
  const retry = (attempts = 6): RetryPolicy => ({
    attempts,
    baseWaitMs: 50,
    maxWaitMs: 2_000,
    sleep: async (ms) => {
      waits.push(ms);
      await new Promise((resolve) => setTimeout(resolve, ms));
    },
  });
  const client = () =>
    createShopifyApp({ clientId: SHOPIFY_CLIENT_ID, clientSecret: SHOPIFY_CLIENT_SECRET, apiVersion: "2026-10", testOrigin: shopify.url }).adminClient(SHOP, token);

  beforeAll(async () => {
    // 30 points held, 100 restored a second: a page of 10 products costs 22.
    shopify = await new FakeShopify({ clientId: SHOPIFY_CLIENT_ID, clientSecret: SHOPIFY_CLIENT_SECRET, bucket: { maximumAvailable: 30, restoreRate: 100 } }).start();
    shopify.shop(SHOP).products = sampleProducts(35);
    token = "shpat_throttle_test";
    shopify.shop(SHOP).tokens.add(token);
  });
  afterAll(() => shopify.stop());
  beforeEach(() => waits.splice(0));

  it("pages through every product, waiting out THROTTLED answers for as long as the restore rate needs", async () => {
    const seen: string[] = [];
    for await (const page of shopifyProducts(client(), retry()).all(10)) seen.push(...page.map((p) => p.id));
    expect(seen).toHaveLength(35);
    expect(new Set(seen).size).toBe(35);
    // Four pages of 22 points from a 30-point bucket: at least two ran dry, and each wait is what was short
    // divided by 100 points a second (at most 220 ms), never a blind fixed sleep.
    expect(waits.length).toBeGreaterThanOrEqual(2);
    for (const ms of waits) expect(ms).toBeLessThanOrEqual(220);
  });

  it("waits Retry-After on a 429 and backs off on a 5xx, then answers", async () => {
    shopify.scriptedFailures.push({ status: 429, retryAfter: "1" }, { status: 502 });
    const product = await shopifyProducts(client(), retry()).get("gid://shopify/Product/1001");
    expect(product?.handle).toBe("merino-crew-sweater-1");
    expect(waits.slice(0, 2)).toEqual([1000, 100]);
  });

  it("gives up after its attempts with the store's message", async () => {
    shopify.scriptedFailures.push({ status: 503 }, { status: 503 }, { status: 503 });
    await expect(shopifyProducts(client(), retry(3)).get("gid://shopify/Product/1001")).rejects.toThrow(StoreCallFailed);
    expect(waits).toHaveLength(2);
  });

  it("never resends a write whose answer was lost: the caller must read the product back", async () => {
    shopify.applyThenFail = 1;
    const products = shopifyProducts(client(), retry());
    await expect(products.update("gid://shopify/Product/1002", { descriptionHtml: "<p>new</p>" })).rejects.toThrow(StoreWriteUncertain);
    expect(shopify.updatesOf(SHOP, "gid://shopify/Product/1002")).toBe(1);
    expect((await products.get("gid://shopify/Product/1002"))?.descriptionHtml).toBe("<p>new</p>");
  });
});
