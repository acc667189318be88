/** @jest-environment ./web/test/e2e/environment.ts */
import type { BrowserContext, Page } from "playwright-core";
import { FakeShopify, sampleProducts, type FakeProduct } from "../../../services/integrations/test/support/fake-shopify";
import { SHOPIFY_CLIENT_ID, SHOPIFY_CLIENT_SECRET } from "../../../services/integrations/test/support/integrations-harness";
import { STORE_COPY } from "../../src/features/store-publishing/copy";
import { screenshot } from "./helpers";
import * as storeFlow from "./support/store-flow";

// Issue 30 in the browser: a Pro seller connects a (local) Shopify store, pulls 50 products with variants,
// lets the writer write them, approves 40, publishes, and sees exactly the approved fields change in the
// store; then restores three products and sees them back byte for byte, and a restore that finds a newer
// edit in the store asks first. The same pages are then checked on a phone, axe clean in both themes.
const SHOP = "e2e-northwind.myshopify.com";
let shopify: FakeShopify;
const e2e = storeFlow.useSystemWithStore(async () => {
  shopify = await new FakeShopify({ clientId: SHOPIFY_CLIENT_ID, clientSecret: SHOPIFY_CLIENT_SECRET }).start();
  return { store: shopify, env: { SHOPIFY_CLIENT_ID, SHOPIFY_CLIENT_SECRET, SHOPIFY_TEST_ORIGIN: shopify.url } };
});
/** Shopify's approval page (*.myshopify.com) answered by the local Shopify, which knows the shop from `x-test-shop`. */
const routeShopifyTraffic = (context: BrowserContext) =>
  storeFlow.routeStoreTraffic(context, e2e, {
    storePages: /^https:\/\/[a-z0-9-]+\.myshopify\.com\//,
    localStoreUrl: shopify.url,
    storeHeaders: (url) => ({ "x-test-shop": url.hostname }),
  });

const storeProducts = () => structuredClone(shopify.shop(SHOP).products) as FakeProduct[];
const byHandle = (products: FakeProduct[], handle: string) => products.find((p) => p.handle === handle)!;

let sellerEmail = "";
let jobPath = "";

it("connect → pull 50 → write → approve 40 → publish (only approved fields change) → restore 3 byte for byte", async () => {
  shopify.shop(SHOP).products = sampleProducts(50);
  const pulledState = storeProducts();
  expect(pulledState.every((p) => p.variants.length >= 2)).toBe(true);

  const seller = await storeFlow.newProSellerOnConnections(e2e, "store", routeShopifyTraffic);
  const { page } = seller;
  sellerEmail = seller.email;
  // A brand voice of the seller's, chosen next to Pull below: the pulled job's copy is written in it.
  const voice = await page.request.post("/api/voices", {
    headers: { "x-requested-with": "shopscript" },
    data: { name: "Northwind Voice", requiredPhrases: [{ phrase: "Knitted by Northwind.", placement: "description-end" }] },
  });
  expect(voice.status()).toBe(201);

  // Connect: Shopify's approval, then back on the Connections page with the store connected.
  await page.getByLabel(STORE_COPY.shopLabel).fill("e2e-northwind");
  await page.getByRole("form", { name: STORE_COPY.connectTitle }).getByRole("button", { name: STORE_COPY.connect, exact: true }).click();
  await page.waitForURL(/\/connections$/);
  const row = page.getByTestId("connection");
  await row.getByText(SHOP, { exact: true }).waitFor();
  await row.getByText(STORE_COPY.statuses.connected, { exact: true }).waitFor();
  // The sealed token is the store's, and the browser never saw it.
  expect(shopify.tokensOf(SHOP)).toHaveLength(1);
  expect(await page.content()).not.toContain(shopify.tokensOf(SHOP)[0]);

  // Pull, in the voice chosen next to it: a job of the store's 50 products, written by the built-in writer.
  await page.getByLabel("Brand voice").selectOption({ label: "Northwind Voice" });
  const job = await storeFlow.pullFiftyAndWrite(page, SHOP, "Shopify");
  jobPath = job.jobPath;
  await page.getByTestId("job-voice").getByText("Northwind Voice", { exact: true }).waitFor();

  // Approve 40: every card shown (the first 50), less the last ten.
  const { publishButton, jobRows, approved } = await storeFlow.approveFortyOfFifty(page, job);

  // Publish, with the run's progress on the job page.
  const run = await storeFlow.publishForty(job.panel, publishButton);
  await screenshot(page, "store-publishing-published");

  // The store: each approved product has its new description and SEO fields and nothing else changed; the
  // ten not approved are untouched.
  const published = storeProducts();
  for (const jobRow of jobRows) {
    const now = byHandle(published, jobRow.key);
    const before = byHandle(pulledState, jobRow.key);
    if (jobRow.review === "approved") {
      expect(now.descriptionHtml).toBe(jobRow.listing!.bodyHtml);
      expect(now.descriptionHtml).toContain("Knitted by Northwind.");
      expect(now.descriptionHtml).not.toBe(before.descriptionHtml);
      expect(now.seo).toEqual({ title: jobRow.listing!.seoTitle, description: jobRow.listing!.metaDescription });
      const { descriptionHtml: _d, seo: _s, updatedAt: _u, ...rest } = now;
      const { descriptionHtml: _bd, seo: _bs, updatedAt: _bu, ...restBefore } = before;
      expect(rest).toEqual(restBefore);
      expect(shopify.updatesOf(SHOP, now.id)).toBe(1);
    } else {
      expect(now).toEqual(before);
      expect(shopify.updatesOf(SHOP, now.id)).toBe(0);
    }
  }

  // Restore three products from the history: each back byte for byte.
  const restoreKeys = [approved[0]!.key, approved[7]!.key, approved[23]!.key];
  await storeFlow.restoreThree(run, restoreKeys);
  const restored = storeProducts();
  for (const key of restoreKeys) {
    const { updatedAt: _u, ...back } = byHandle(restored, key);
    const { updatedAt: _b, ...original } = byHandle(pulledState, key);
    expect(back).toEqual(original);
  }

  // A newer edit in the store since the publish: restoring the run asks first, and Cancel writes nothing.
  const editedKey = approved[30]!.key;
  shopify.editInStore(SHOP, byHandle(restored, editedKey).id, { descriptionHtml: "<p>The seller's newer words.</p>" });
  const storeBefore = storeProducts();
  await storeFlow.restoreRunAndCancelTheQuestion(page, run, `${editedKey}: description`, "store-publishing-conflict");
  expect(storeProducts()).toEqual(storeBefore);
});

storeFlow.describeStorePagesAtEachWidth(e2e, {
  seller: () => ({ email: sellerEmail, jobPath }),
  screenshotTag: "",
  connectionsShown: (p: Page) => p.getByTestId("connection").getByText(STORE_COPY.statuses.connected, { exact: true }).waitFor(),
});
