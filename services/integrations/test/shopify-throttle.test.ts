import { FakeShopify, sampleProducts } from "./support/fake-shopify";
import { SHOPIFY_CLIENT_ID, SHOPIFY_CLIENT_SECRET } from "./support/integrations-harness";
import { createShopifyApp } from "../src/stores/shopify-app";
import { shopifyProducts, StoreCallFailed, StoreWriteUncertain, type RetryPolicy } from "../src/stores/shopify-products";
import { shopifyStore } from "../src/stores/shopify-store";
import { ShopifyThrottleBudget } from "../src/stores/shopify-throttle-budget";
import { DEFAULT_RETRY, type StoreProducts } from "../src/stores/store-products";

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

  it("pages through every product, waiting for as long as the restore rate needs", async () => {
    const seen: string[] = [];
    for await (const page of shopifyProducts(client(), retry()).all(10)) seen.push(...page.map((p) => p.id));
    expect(seen).toHaveLength(35);
    expect(new Set(seen).size).toBe(35);
    // Four pages of 22 points from a 30-point bucket: at least two waited, and each wait is what was short
    // divided by 100 points a second (at most 220 ms), never a blind fixed sleep, and none was refused.
    expect(waits.length).toBeGreaterThanOrEqual(2);
    for (const ms of waits) expect(ms).toBeLessThanOrEqual(220);
    expect(shopify.throttledCalls).toHaveLength(0);
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


// The publisher's calls (read the product, then productUpdate: 10 + 10 points) against a bucket shaped like the
// Standard one (it holds 20 seconds of restore: 1,000 points at 50 a second) scaled down to keep the test short:
// 100 points held, 500 restored a second. 60 products are 1,200 points, so after the first 5 products every
// call has to wait for its points; paced on every answer's throttleStatus, none is refused.
describe("pacing on every answer's throttleStatus", () => {
  const shop = "paced-shop.myshopify.com";
  const products = 60;
  let shopify: FakeShopify;
  const token = "shpat_paced_test";
  const client = () =>
    createShopifyApp({ clientId: SHOPIFY_CLIENT_ID, clientSecret: SHOPIFY_CLIENT_SECRET, apiVersion: "2026-10", testOrigin: shopify.url }).adminClient(shop, token);

  beforeEach(async () => {
    shopify = await new FakeShopify({ clientId: SHOPIFY_CLIENT_ID, clientSecret: SHOPIFY_CLIENT_SECRET, bucket: { maximumAvailable: 100, restoreRate: 500 } }).start();
    shopify.shop(shop).products = sampleProducts(products);
    shopify.shop(shop).tokens.add(token);
  });
  afterEach(() => shopify.stop());

  async function publishAll(store: StoreProducts, ids: string[]) {
    for (const id of ids) {
      const current = (await store.get([id])).get(id)!;
      const answer = (await store.update([{ product: current, values: [{ field: "descriptionHtml", value: `<p>Paced copy for ${id}.</p>` }] }])).get(id)!;
      expect("error" in answer).toBe(false);
    }
  }

  it("publishes every product with no THROTTLED answer: each call waits for its cost to be restored first", async () => {
    const ids = shopify.shop(shop).products.map((p) => p.id);
    const waits: number[] = [];
    const retry: RetryPolicy = {
      ...DEFAULT_RETRY,
      sleep: (ms) => {
        waits.push(ms);
        return DEFAULT_RETRY.sleep(ms);
      },
    };
    const started = performance.now();
    await publishAll(shopifyStore(shopifyProducts(client(), retry)), ids);
    const seconds = (performance.now() - started) / 1000;
    expect(shopify.shop(shop).products.every((p) => p.descriptionHtml === `<p>Paced copy for ${p.id}.</p>`)).toBe(true);
    expect(shopify.calls).toHaveLength(products * 2);
    // Without pacing (a wait after a THROTTLED answer only) this run got 21 THROTTLED answers in 141 calls.
    expect(shopify.throttledCalls.length).toBeLessThanOrEqual(1);
    // It waits as the throttle needs: (1,200 - 100) points at 500 a second is 2.2 s of refill, so no faster than that...
    expect(seconds).toBeGreaterThanOrEqual(2.1);
    // ...and no slower: the waits it asked for, not the wall clock (load stretches that), each at most a call's 10 points
    // (20 ms), all 2.2 s plus rounding.
    for (const ms of waits) expect(ms).toBeLessThanOrEqual(20);
    expect(waits.reduce((sum, ms) => sum + ms, 0)).toBeLessThanOrEqual(2_200 + waits.length);
  });

  it("two runs on the same shop share its budget, and neither is refused", async () => {
    const ids = shopify.shop(shop).products.map((p) => p.id);
    const budget = new ShopifyThrottleBudget();
    const half = ids.length / 2;
    await Promise.all([
      publishAll(shopifyStore(shopifyProducts(client(), DEFAULT_RETRY, budget)), ids.slice(0, half)),
      publishAll(shopifyStore(shopifyProducts(client(), DEFAULT_RETRY, budget)), ids.slice(half)),
    ]);
    expect(shopify.shop(shop).products.every((p) => p.descriptionHtml === `<p>Paced copy for ${p.id}.</p>`)).toBe(true);
    // Without pacing (a wait after a THROTTLED answer only) the same two runs got 54 THROTTLED answers.
    expect(shopify.throttledCalls.length).toBeLessThanOrEqual(1);
  });
});

describe("a shop's throttle budget", () => {
  it("expects an operation's last requested cost, restores at the rate up to the bucket, and sets calls in flight aside", async () => {
    let now = 0;
    const budget = new ShopifyThrottleBudget(() => now);
    const sleeps: number[] = [];
    const sleep = async (ms: number) => {
      sleeps.push(ms);
      now += ms;
    };
    // Nothing known yet: the first call goes at once, with the caller's estimate.
    expect(await budget.reserve("products", 102, sleep)).toBe(102);
    expect(sleeps).toEqual([]);
    // Shopify charged 102, ran it for 22 (a short last page) and refunded 80: 30 left of 1,000, 50 a second.
    budget.answered("products", 102, { requestedQueryCost: 102, actualQueryCost: 22, throttleStatus: { maximumAvailable: 1000, currentlyAvailable: 30, restoreRate: 50 } });
    expect(budget.available()).toBe(30);
    // The next page is expected to cost what the last one requested (102, not the actual 22): 72 short, 1.44 s.
    expect(await budget.reserve("products", 10, sleep)).toBe(102);
    expect(sleeps).toEqual([1440]);
    // In flight: its 102 points are set aside for another caller until its answer comes.
    expect(budget.available()).toBeCloseTo(30 + 72 - 102);
    budget.answered("products", 102, { requestedQueryCost: 102, actualQueryCost: 102, throttleStatus: { maximumAvailable: 1000, currentlyAvailable: 0, restoreRate: 50 } });
    // An operation never answered yet: the caller's estimate. After a minute the bucket is full, never more.
    expect(budget.waitMs(10)).toBe(200);
    now += 60_000;
    expect(budget.available()).toBe(1000);
    expect(budget.waitMs(5000)).toBe(0);
  });
});
