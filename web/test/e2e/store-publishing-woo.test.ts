/** @jest-environment ./web/test/e2e/environment.ts */
import type { BrowserContext, Locator, Page } from "playwright-core";
import { PUBLIC_URL } from "../../../infra/test-support/test-system";
import { FakeWooCommerce, sampleWooProducts, type FakeWooProduct } from "../../../services/integrations/test/support/fake-woocommerce";
import { STORE_COPY } from "../../src/features/store-publishing/copy";
import { screenshot, signIn, until, VIEWPORTS } from "./helpers";
import * as storeFlow from "./support/store-flow";

// Issue 30's "the same for WooCommerce" in the browser: a Pro seller connects a (local) WooCommerce store
// through the store's own approval page, pulls 50 products (every other one variable), lets the writer
// write them, approves 40, publishes, and sees exactly the approved fields change in the store (the
// description, and the SEO title and description in the product's own SEO plugin's meta); then restores
// three products and sees them back byte for byte. A second store is connected by pasted API keys, a
// refused key shown under its field. The pages are then checked at 1280 and 390 px, axe clean in both themes.
const STORE = "https://e2e-northwind-linen.com";
const KEYS_STORE = "https://e2e-keys-linen.com";
let woo: FakeWooCommerce;
const e2e = storeFlow.useSystemWithStore(async () => {
  woo = await new FakeWooCommerce().start();
  // The store POSTs the new keys to the callback_url on PUBLIC_URL: here, the system under test.
  woo.callbackTarget = (callbackUrl) => callbackUrl.replace(PUBLIC_URL, e2e.t.url);
  return { store: woo, env: { WOOCOMMERCE_TEST_ORIGIN: woo.url } };
});
/** The stores' pages (WooCommerce's approval page) answered by the local WooCommerce, which learns the store from `x-test-store`. */
const routeWooTraffic = (context: BrowserContext) =>
  storeFlow.routeStoreTraffic(context, e2e, {
    storePages: /^https:\/\/e2e-[a-z-]+-linen\.com\//,
    localStoreUrl: woo.url,
    storeHeaders: (url) => ({ "x-test-store": url.origin }),
  });

const storeProducts = () => structuredClone(woo.store(STORE).products);
const byKey = (products: FakeWooProduct[], key: string) => products.find((p) => `id:${p.id}` === key)!;
/** The product's meta as key → value (meta ids are the store's own and new ones are made on a write). */
const metaOf = (product: FakeWooProduct) => Object.fromEntries(product.meta_data.map((m) => [m.key, m.value]));
/** The SEO plugin keys a product's meta names (sampleWooProducts: Yoast, Rank Math, or none). */
function seoKeysOf(product: FakeWooProduct): { title: string; description: string } | null {
  if (product.meta_data.some((m) => m.key.startsWith("rank_math_"))) return { title: "rank_math_title", description: "rank_math_description" };
  if (product.meta_data.some((m) => m.key.startsWith("_yoast_wpseo_"))) return { title: "_yoast_wpseo_title", description: "_yoast_wpseo_metadesc" };
  return null;
}
/** The product as the seller can compare it: everything but WordPress's modified time. */
const comparable = ({ date_modified_gmt: _d, ...rest }: FakeWooProduct) => rest;

/** What a screen reader says after a field's name: the texts its aria-describedby names. */
const descriptionOf = (field: Locator) =>
  field.evaluate((el) =>
    (el.getAttribute("aria-describedby") ?? "")
      .split(" ")
      .map((id) => document.getElementById(id)?.textContent ?? "")
      .join(" ")
      .trim(),
  );

let sellerEmail = "";
let jobPath = "";

it("connect by the store's approval → pull 50 → write → approve 40 → publish (only approved fields change) → restore 3 byte for byte", async () => {
  woo.store(STORE).products = sampleWooProducts(50);
  const pulledState = storeProducts();
  expect(pulledState.filter((p) => p.type === "variable" && p.variations.length >= 2)).toHaveLength(25);

  const seller = await storeFlow.newProSellerOnConnections(e2e, "woo", routeWooTraffic);
  const { page } = seller;
  sellerEmail = seller.email;

  // Connect: the store's approval page, the keys POSTed to ShopScript, the browser back on Connections.
  const connectForm = page.getByRole("form", { name: STORE_COPY.wooTitle });
  await connectForm.getByLabel(STORE_COPY.storeUrlLabel).fill("e2e-northwind-linen.com");
  const approvalPage = page.waitForRequest((request) => request.url().startsWith(`${STORE}/wc-auth/v1/authorize?`));
  const backHome = page.waitForRequest((request) => request.url().includes("/connections?platform=woocommerce&success=1&user_id="));
  await connectForm.getByRole("button", { name: STORE_COPY.connect, exact: true }).click();
  const approval = new URL((await approvalPage).url());
  expect(approval.searchParams.get("scope")).toBe("read_write");
  expect(approval.searchParams.get("return_url")).toBe(`${PUBLIC_URL}/connections?platform=woocommerce`);
  await backHome;
  await page.waitForURL(/\/connections$/);
  const row = page.getByTestId("connection");
  await row.getByText(STORE, { exact: true }).waitFor();
  await row.getByText(STORE_COPY.statuses.connected, { exact: true }).waitFor();
  await row.getByText("WooCommerce", { exact: true }).waitFor();
  expect(woo.callbackAnswers).toEqual([200]);
  // The keys the store made are ShopScript's, and the browser never saw them.
  const [keys] = woo.keysOf(STORE);
  expect(woo.keysOf(STORE)).toHaveLength(1);
  const html = await page.content();
  expect(html).not.toContain(keys!.consumerKey);
  expect(html).not.toContain(keys!.consumerSecret);

  // Pull: a job of the store's 50 products, written by the built-in writer.
  const job = await storeFlow.pullFiftyAndWrite(page, STORE, "WooCommerce");
  jobPath = job.jobPath;

  // Approve 40: every card shown (the first 50), less the last ten.
  const { publishButton, jobRows, approved } = await storeFlow.approveFortyOfFifty(page, job);
  expect(jobRows.map((r) => r.key).sort()).toEqual(pulledState.map((p) => `id:${p.id}`).sort());

  // Publish, with the run's progress on the job page.
  const run = await storeFlow.publishForty(job.panel, publishButton);
  await screenshot(page, "store-publishing-woo-published");

  // The store: each approved product has the new description, and the SEO title and description in its own
  // plugin's meta (none written for a product without one); nothing else changed. The ten not approved are untouched.
  const published = storeProducts();
  const seoPlugins = new Set<string>();
  for (const jobRow of jobRows) {
    const now = byKey(published, jobRow.key);
    const before = byKey(pulledState, jobRow.key);
    if (jobRow.review === "approved") {
      expect(now.description).toBe(jobRow.listing!.bodyHtml);
      expect(now.description).not.toBe(before.description);
      const seo = seoKeysOf(before);
      seoPlugins.add(seo?.title ?? "none");
      const expectedMeta = seo
        ? { ...metaOf(before), [seo.title]: jobRow.listing!.seoTitle, [seo.description]: jobRow.listing!.metaDescription }
        : metaOf(before);
      expect(metaOf(now)).toEqual(expectedMeta);
      const { description: _d, meta_data: _m, ...rest } = comparable(now);
      const { description: _bd, meta_data: _bm, ...restBefore } = comparable(before);
      expect(rest).toEqual(restBefore);
      expect(woo.updatesOf(STORE, now.id)).toBe(1);
    } else {
      expect(now).toEqual(before);
      expect(woo.updatesOf(STORE, now.id)).toBe(0);
    }
  }
  // The 40 cover every kind of product: Yoast, Rank Math and no SEO plugin.
  expect([...seoPlugins].sort()).toEqual(["_yoast_wpseo_title", "none", "rank_math_title"]);

  // Restore three products from the history, one of each kind: each back byte for byte.
  const kinds = [
    approved.find((r) => seoKeysOf(byKey(pulledState, r.key))?.title === "_yoast_wpseo_title")!,
    approved.find((r) => seoKeysOf(byKey(pulledState, r.key))?.title === "rank_math_title")!,
    approved.find((r) => !seoKeysOf(byKey(pulledState, r.key)))!,
  ];
  const restoreKeys = kinds.map((r) => r.key);
  await storeFlow.restoreThree(run, restoreKeys);
  const restored = storeProducts();
  for (const key of restoreKeys) expect(comparable(byKey(restored, key))).toEqual(comparable(byKey(pulledState, key)));

  // A newer edit in the store since the publish: restoring the run asks first, and Cancel writes nothing.
  const editedKey = approved.find((r) => !restoreKeys.includes(r.key))!.key;
  woo.editInStore(STORE, byKey(restored, editedKey).id, { description: "<p>The seller's newer words.</p>" });
  const storeBefore = storeProducts();
  await storeFlow.restoreRunAndCancelTheQuestion(page, run, `${editedKey}: description`);
  expect(storeProducts()).toEqual(storeBefore);
});

it("connects a store by pasted API keys, a refused key said under its field; a declined approval said plainly", async () => {
  expect(sellerEmail).not.toBe("");
  const page = await e2e.newPage({ viewport: VIEWPORTS[0].viewport });
  await signIn(page, sellerEmail);

  // The store's approval declined: WooCommerce sends the browser back with success=0.
  await page.goto("/connections?platform=woocommerce&success=0&user_id=declined");
  await page.getByRole("alert").getByText(STORE_COPY.wooDeclined).waitFor();
  await page.waitForURL(/\/connections$/);

  const form = page.getByRole("form", { name: STORE_COPY.keysTitle });
  const keyField = form.getByLabel(STORE_COPY.consumerKeyLabel);
  const made = woo.createKeys(KEYS_STORE);
  await form.getByLabel(STORE_COPY.storeUrlLabel).fill(KEYS_STORE);
  await form.getByLabel(STORE_COPY.consumerSecretLabel).fill(made.consumerSecret);

  // Not a key at all: said under the field before anything is sent.
  await keyField.fill("my key");
  await form.getByRole("button", { name: STORE_COPY.keysConnect }).click();
  await until(async () => (await descriptionOf(keyField)) === "Paste the consumer key (it starts with ck_)", "the key's format said under it");

  // A key the store does not know: the server's 400 names consumerKey, and it is said there.
  await keyField.fill(`ck_${"0".repeat(40)}`);
  await form.getByRole("button", { name: STORE_COPY.keysConnect }).click();
  await until(async () => (await descriptionOf(keyField)).startsWith("The store refused these keys"), "the store's refusal said under the key");
  expect(await keyField.getAttribute("aria-invalid")).toBe("true");
  expect(await keyField.evaluate((el) => el === document.activeElement)).toBe(true);

  // The right keys: the store listed, the form emptied.
  await keyField.fill(made.consumerKey);
  await form.getByRole("button", { name: STORE_COPY.keysConnect }).click();
  const row = page.getByTestId("connection").filter({ hasText: KEYS_STORE });
  await row.getByText(STORE_COPY.statuses.connected, { exact: true }).waitFor();
  await until(async () => (await keyField.inputValue()) === "", "the keys form emptied");
  expect(await page.content()).not.toContain(made.consumerSecret);
});

storeFlow.describeStorePagesAtEachWidth(e2e, {
  seller: () => ({ email: sellerEmail, jobPath }),
  screenshotTag: "woo-",
  connectionsShown: (p: Page) =>
    p.getByTestId("connection").filter({ hasText: STORE }).getByText(STORE_COPY.statuses.connected, { exact: true }).waitFor(),
  firstVisitShows: (p) => p.getByRole("form", { name: STORE_COPY.keysTitle }).waitFor(),
});
