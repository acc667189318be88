/** @jest-environment ./web/test/e2e/environment.ts */
import { randomBytes } from "node:crypto";
import type { BrowserContext, Page } from "playwright-core";
import { PUBLIC_URL } from "../../../infra/test-support/test-system";
import { FakeShopify, sampleProducts, type FakeProduct } from "../../../services/integrations/test/support/fake-shopify";
import { SHOPIFY_CLIENT_ID, SHOPIFY_CLIENT_SECRET } from "../../../services/integrations/test/support/integrations-harness";
import { STORE_COPY } from "../../src/features/store-publishing/copy";
import { screenshot, signIn, signUp, subscribeInTrial, uniqueEmail, until, useE2E, VIEWPORTS } from "./helpers";
import { expectAxeClean, scrollsSideways } from "./page-checks";

// Issue 30 in the browser: a Pro seller connects a (local) Shopify store, pulls 50 products with variants,
// lets the writer write them, approves 40, publishes, and sees exactly the approved fields change in the
// store; then restores three products and sees them back byte for byte, and a restore that finds a newer
// edit in the store asks first. The same pages are then checked on a phone, axe clean in both themes.
const SHOP = "e2e-northwind.myshopify.com";
let shopify: FakeShopify;
const env: Record<string, string> = {};
beforeAll(async () => {
  shopify = await new FakeShopify({ clientId: SHOPIFY_CLIENT_ID, clientSecret: SHOPIFY_CLIENT_SECRET }).start();
  Object.assign(env, {
    SHOPIFY_CLIENT_ID,
    SHOPIFY_CLIENT_SECRET,
    SHOPIFY_TEST_ORIGIN: shopify.url,
    INTEGRATIONS_TOKEN_KEYS: `k1:${randomBytes(32).toString("base64")}`,
  });
});
const e2e = useE2E({ env });
afterAll(async () => {
  await shopify?.stop();
});
// Writing 50 products on a shared 2-core machine, then publishing and restoring: past the usual flow bound.
jest.setTimeout(360_000);

/**
 * No shop is reachable from here: the browser's visits to *.myshopify.com (Shopify's approval page) go to the
 * local Shopify, and the redirects that name PUBLIC_URL come back to the system's real address, as a
 * browser on the real site would follow them.
 */
async function routeStoreTraffic(context: BrowserContext) {
  await context.route(/^https:\/\/[a-z0-9-]+\.myshopify\.com\//, async (route) => {
    const url = new URL(route.request().url());
    const answer = await fetch(`${shopify.url}${url.pathname}${url.search}`, {
      headers: { "x-test-shop": url.hostname },
      redirect: "manual",
    });
    const location = answer.headers.get("location");
    if (!location) return route.fulfill({ status: answer.status, body: await answer.text() });
    await route.fulfill({ status: 302, headers: { location: location.replace(PUBLIC_URL, e2e.t.url) } });
  });
  await context.route(`${PUBLIC_URL}/**`, (route) =>
    route.fulfill({ status: 302, headers: { location: route.request().url().replace(PUBLIC_URL, e2e.t.url) } }),
  );
}

const storeProducts = () => structuredClone(shopify.shop(SHOP).products) as FakeProduct[];
const byHandle = (products: FakeProduct[], handle: string) => products.find((p) => p.handle === handle)!;

interface JobRow {
  key: string;
  review: string;
  listing: { bodyHtml: string; seoTitle: string; metaDescription: string } | null;
}

let sellerEmail = "";
let jobPath = "";

it("connect → pull 50 → write → approve 40 → publish (only approved fields change) → restore 3 byte for byte", async () => {
  shopify.shop(SHOP).products = sampleProducts(50);
  const pulledState = storeProducts();
  expect(pulledState.every((p) => p.variants.length >= 2)).toBe(true);

  const page = await e2e.newPage({ viewport: VIEWPORTS[0].viewport });
  await routeStoreTraffic(page.context());
  sellerEmail = uniqueEmail("store");
  await signUpAndGoPro(page, sellerEmail);

  // Connect: Shopify's approval, then back on the Connections page with the store connected.
  await page.goto("/connections");
  await page.getByRole("heading", { name: STORE_COPY.title, level: 1 }).waitFor();
  await page.getByLabel(STORE_COPY.shopLabel).fill("e2e-northwind");
  await page.getByRole("form", { name: STORE_COPY.connectTitle }).getByRole("button", { name: STORE_COPY.connect, exact: true }).click();
  await page.waitForURL(/\/connections$/);
  const row = page.getByTestId("connection");
  await row.getByText(SHOP, { exact: true }).waitFor();
  await row.getByText(STORE_COPY.statuses.connected, { exact: true }).waitFor();
  // The sealed token is the store's, and the browser never saw it.
  expect(shopify.tokensOf(SHOP)).toHaveLength(1);
  expect(await page.content()).not.toContain(shopify.tokensOf(SHOP)[0]);

  // Pull: a job of the store's 50 products, written by the built-in writer.
  await page.getByRole("button", { name: `${STORE_COPY.pull} from ${SHOP}` }).click();
  await page.waitForURL(/\/batches\/[0-9a-f-]{36}$/);
  jobPath = new URL(page.url()).pathname;
  const jobId = jobPath.split("/").pop()!;
  await until(
    async () => (await page.getByTestId("progress-text").textContent())?.startsWith("50 done · 0 failed · 0 remaining") ?? false,
    "the 50 pulled products written",
    240_000,
  );
  const panel = page.getByRole("region", { name: STORE_COPY.publishTitle });
  await panel.getByText(`This job was pulled from ${SHOP} (Shopify)`, { exact: false }).waitFor();
  await panel.getByRole("button", { name: STORE_COPY.publishButton(0) }).waitFor();

  // Approve 40: every card shown (the first 50), less the last ten.
  const review = page.getByRole("region", { name: "Review" });
  const cards = review.locator("article");
  await until(async () => (await cards.count()) === 50, "the review's 50 cards");
  await review.getByLabel("Select all shown").check();
  for (let i = 40; i < 50; i++) await cards.nth(i).getByRole("checkbox", { name: /^Select / }).uncheck();
  await review.getByTestId("selected-count").getByText("40 selected").waitFor();
  await review.getByRole("button", { name: "Approve selected" }).click();
  const publishButton = panel.getByRole("button", { name: STORE_COPY.publishButton(40) });
  await publishButton.waitFor();

  const rows = async () =>
    ((await (await page.request.get(`/api/batches/${jobId}/rows?limit=200`)).json()) as { items: JobRow[] }).items;
  const jobRows = await rows();
  const approved = jobRows.filter((r) => r.review === "approved");
  expect(approved).toHaveLength(40);

  // Publish, with the run's progress on the job page.
  await publishButton.click();
  const run = panel.getByTestId("publish-run");
  await run.waitFor();
  await until(
    async () => (await run.getByTestId("publish-counts").textContent()) === "40 of 40 products: 40 published · 0 skipped · 0 failed · 0 restored",
    "the run published 40 products",
    120_000,
  );
  await screenshot(page, "store-publishing-published");

  // The store: each approved product has its new description and SEO fields and nothing else changed; the
  // ten not approved are untouched.
  const published = storeProducts();
  for (const jobRow of jobRows) {
    const now = byHandle(published, jobRow.key);
    const before = byHandle(pulledState, jobRow.key);
    if (jobRow.review === "approved") {
      expect(now.descriptionHtml).toBe(jobRow.listing!.bodyHtml);
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
  await run.getByText(/^Products \(40\)$/).click();
  const restoreKeys = [approved[0]!.key, approved[7]!.key, approved[23]!.key];
  for (const key of restoreKeys) {
    await run.getByRole("button", { name: `${STORE_COPY.restoreProduct} ${key}`, exact: true }).click();
    await until(
      async () => (await run.locator(`[data-testid="publish-product"][data-key="${key}"]`).getAttribute("data-status")) === "restored",
      `${key} restored`,
      30_000,
    );
  }
  await run.getByTestId("publish-counts").getByText("37 published · 0 skipped · 0 failed · 3 restored", { exact: false }).waitFor();
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
  page.once("dialog", (dialog) => void dialog.accept());
  await run.getByRole("button", { name: STORE_COPY.restoreRun }).click();
  const asked = page.getByRole("dialog", { name: STORE_COPY.conflictTitle });
  await asked.waitFor();
  expect((await asked.getByTestId("restore-conflicts").innerText()).trim()).toBe(`${editedKey}: description`);
  await screenshot(page, "store-publishing-conflict");
  await asked.getByRole("button", { name: STORE_COPY.cancel }).click();
  await asked.waitFor({ state: "hidden" });
  expect(storeProducts()).toEqual(storeBefore);
});

describe.each(VIEWPORTS)("the store pages at $name width", ({ name, viewport }) => {
  it("fit the screen and are axe clean in both themes", async () => {
    expect(jobPath).not.toBe("");
    const page = await e2e.newPage({ viewport });
    await signIn(page, sellerEmail);
    await page.goto("/connections");
    const connected = (p: Page) => p.getByTestId("connection").getByText(STORE_COPY.statuses.connected, { exact: true }).waitFor();
    await connected(page);
    expect(await scrollsSideways(page)).toBe(false);
    await screenshot(page, `store-connections-${name}`, true);
    await expectAxeClean(page, connected);

    await page.goto(jobPath);
    const history = async (p: Page) => {
      await p.getByTestId("publish-run").getByTestId("publish-counts").waitFor();
      await p.getByTestId("publish-run").getByText(/^Products \(40\)$/).click();
      await p.getByTestId("publish-product").first().waitFor();
    };
    await history(page);
    expect(await scrollsSideways(page)).toBe(false);
    await screenshot(page, `store-publish-history-${name}`, true);
    // The job page keeps its progress stream open: no network idle to wait for.
    await expectAxeClean(page, history, { networkIdle: false });
  });
});

async function signUpAndGoPro(page: Page, email: string) {
  await signUp(page, email);
  await subscribeInTrial(page, "pro");
}
