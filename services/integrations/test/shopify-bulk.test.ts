import { isShopifyStorageHost } from "../src/stores/store-fetch";
import { sampleProducts } from "./support/fake-shopify";
import { startIntegrations, type IntegrationsHarness } from "./support/integrations-harness";
import { publishAndWait } from "./support/publish-and-wait";

// A Shopify run past SHOPIFY_BULK_THRESHOLD (250) products goes through a bulk mutation operation: the
// productUpdate variables as a JSONL file staged in Shopify's storage, bulkOperationRunMutation, its status
// read until COMPLETED, its result JSONL read back into the publish log. Reads, skip-if-changed and snapshots
// happen before, as for a small run.
let h: IntegrationsHarness;
beforeAll(async () => {
  // A roomy throttle bucket: the small runs and the restore (one productUpdate per product) are not the subject here.
  h = await startIntegrations({ SHOPIFY_BULK_POLL_MS: "50" }, { bucket: { maximumAvailable: 100_000, restoreRate: 10_000 } });
});
afterAll(() => h?.stop());

async function pullAndApprove(shop: string, count: number) {
  h.shopify.shop(shop).products = sampleProducts(count);
  const seller = h.seller("pro");
  await seller.connectShopify(shop);
  const connection = (await h.prisma.storeConnection.findFirst({ where: { userId: seller.id } }))!;
  const pulled = await seller.request("POST", `/api/integrations/connections/${connection.id}/pull`, { tone: "professional" });
  expect(pulled.status).toBe(201);
  const jobId = pulled.json.jobId as string;
  const before = structuredClone(h.shopify.shop(shop).products);
  h.catalog.approved.set(
    jobId,
    before.map((p) => ({
      key: p.handle,
      listing: { title: `Writer's title for ${p.handle}`, bodyHtml: `<p>Approved copy for ${p.handle}.</p>`, seoTitle: `SEO ${p.handle}`, metaDescription: `Meta for ${p.handle}.` },
      editedFields: [],
    })),
  );
  return { seller, jobId, before };
}

it("publishes a 300-product run through one bulk operation: only approved fields change, a product changed since the pull is skipped, and restore puts every product back", async () => {
  const shop = "bulk-shop.myshopify.com";
  const { seller, jobId, before } = await pullAndApprove(shop, 300);
  // Edited in Shopify after the pull: never overwritten.
  const edited = h.shopify.shop(shop).products[7]!;
  edited.descriptionHtml = "<p>The seller's own edit.</p>";
  edited.updatedAt = new Date(Date.parse(edited.updatedAt) + 60_000).toISOString();
  const callsBefore = h.shopify.calls.length;

  const run = await publishAndWait(seller, jobId, 120_000);
  expect(run).toMatchObject({ status: "done", counts: { published: 299, skipped: 1, failed: 0, pending: 0 } });
  expect(run.products.find((p: { key: string }) => p.key === edited.handle).status).toBe("skipped");

  const calls = h.shopify.calls.slice(callsBefore).map((c) => c.operation);
  expect(calls.filter((op) => op === "productUpdate")).toHaveLength(0);
  expect(calls.filter((op) => op === "stagedUploadsCreate")).toHaveLength(1);
  expect(calls.filter((op) => op === "bulkOperationRunMutation")).toHaveLength(1);
  // Its status was read until it ended (the local Shopify answers RUNNING first).
  expect(calls.filter((op) => op === "node").length).toBeGreaterThanOrEqual(2);
  const [operation] = h.shopify.bulkOperations.filter((o) => o.shop === shop);
  expect(operation!.lines).toBe(299);

  const now = h.shopify.shop(shop).products;
  for (const [i, original] of before.entries()) {
    const product = now[i]!;
    expect(h.shopify.bulkUpdatesOf(shop, product.id)).toBe(product.id === edited.id ? 0 : 1);
    // Untouched: what was not approved, and the title the seller did not edit.
    expect({ title: product.title, vendor: product.vendor, productType: product.productType, tags: product.tags, variants: product.variants }).toEqual({
      title: original.title,
      vendor: original.vendor,
      productType: original.productType,
      tags: original.tags,
      variants: original.variants,
    });
    if (product.id === edited.id) {
      expect(product.descriptionHtml).toBe("<p>The seller's own edit.</p>");
      continue;
    }
    expect(product.descriptionHtml).toBe(`<p>Approved copy for ${original.handle}.</p>`);
    expect(product.seo).toEqual({ title: `SEO ${original.handle}`, description: `Meta for ${original.handle}.` });
  }
  // The snapshots were taken before the bulk write: each published entry holds the product's old values.
  const entries = await h.prisma.publishEntry.findMany({ where: { runId: run.id, status: "published", field: "descriptionHtml" } });
  expect(entries).toHaveLength(299);
  const originals = new Map(before.map((p) => [p.id, p]));
  for (const entry of entries) expect(entry.before).toBe(originals.get(entry.productId)!.descriptionHtml);

  const operationsBeforeRestore = h.shopify.bulkOperations.filter((o) => o.shop === shop).length;
  const updatesBeforeRestore = h.shopify.calls.filter((c) => c.shop === shop && c.operation === "productUpdate").length;
  const restored = await seller.request("POST", `/api/integrations/publish-runs/${run.id}/restore`, {});
  expect(restored).toMatchObject({ status: 200, json: { restored: 299 } });
  // Restored as it was published, through a bulk operation, not 299 productUpdate calls.
  expect(h.shopify.bulkOperations.filter((o) => o.shop === shop).length).toBe(operationsBeforeRestore + 1);
  expect(h.shopify.calls.filter((c) => c.shop === shop && c.operation === "productUpdate").length).toBe(updatesBeforeRestore);
  for (const [i, original] of before.entries()) {
    const product = h.shopify.shop(shop).products[i]!;
    if (product.id === edited.id) continue;
    expect({ descriptionHtml: product.descriptionHtml, seo: product.seo, title: product.title }).toEqual({
      descriptionHtml: original.descriptionHtml,
      seo: original.seo,
      title: original.title,
    });
  }
}, 180_000);

it("a run at the threshold (250) goes product by product, not in bulk", async () => {
  const shop = "threshold-shop.myshopify.com";
  const { seller, jobId } = await pullAndApprove(shop, 250);
  const operationsBefore = h.shopify.bulkOperations.length;
  const run = await publishAndWait(seller, jobId, 120_000);
  expect(run).toMatchObject({ status: "done", counts: { published: 250 } });
  expect(h.shopify.bulkOperations.length).toBe(operationsBefore);
  expect(h.shopify.calls.filter((c) => c.shop === shop && c.operation === "productUpdate")).toHaveLength(250);
}, 180_000);

it("sends the staged file only to a Shopify storage host: a staged target elsewhere fails the products, nothing written", async () => {
  const shop = "tampered-bulk.myshopify.com";
  const { seller, jobId, before } = await pullAndApprove(shop, 260);
  h.shopify.stagedTargetUrl = "https://attacker.example.com/";
  try {
    const run = await publishAndWait(seller, jobId, 120_000);
    expect(run).toMatchObject({ status: "done", counts: { failed: 260, published: 0 } });
    expect(run.products[0].message).toMatch(/not a Shopify storage host/);
    expect(h.shopify.shop(shop).products.map((p) => p.descriptionHtml)).toEqual(before.map((p) => p.descriptionHtml));
  } finally {
    h.shopify.stagedTargetUrl = "https://shopify-staged-uploads.storage.googleapis.com/";
  }
}, 180_000);

it("counts as Shopify storage only Google Cloud Storage hosts", () => {
  for (const host of ["storage.googleapis.com", "shopify-staged-uploads.storage.googleapis.com"]) expect(isShopifyStorageHost(host)).toBe(true);
  for (const host of ["attacker.example.com", "storage.googleapis.com.evil.test", "evil.test.storage.googleapis.com", "localhost", "127.0.0.1", "googleapis.com"]) {
    expect(isShopifyStorageHost(host)).toBe(false);
  }
});
