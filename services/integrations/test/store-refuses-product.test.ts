import { sampleProducts } from "./support/fake-shopify";
import { sampleWooProducts } from "./support/fake-woocommerce";
import { startIntegrations, type IntegrationsHarness } from "./support/integrations-harness";
import { publishAndWait } from "./support/publish-and-wait";

// A store that refuses one product of a run (its own validation): that product is reported failed with the
// store's own message and left as it was; every other product of the run is published.
let h: IntegrationsHarness;
beforeAll(async () => {
  h = await startIntegrations();
});
afterAll(() => h?.stop());

type RunProduct = { productId: string; status: string; message: string | null };

it("Shopify: productUpdate's userErrors for one product fail that product with Shopify's message; the others are published", async () => {
  const shop = "refusing-shop.myshopify.com";
  h.shopify.shop(shop).products = sampleProducts(5);
  const seller = h.seller("pro");
  await seller.connectShopify(shop);
  const connection = (await seller.request("GET", "/api/integrations/connections")).json.connections[0];
  const pulled = await seller.request("POST", `/api/integrations/connections/${connection.id}/pull`, { tone: "professional" });
  expect(pulled.status).toBe(201);
  const jobId = pulled.json.jobId as string;
  const before = structuredClone(h.shopify.shop(shop).products);
  const refused = before[2]!;
  // The seller edited one product's title to more than Shopify's 255 characters: Shopify refuses that productUpdate.
  h.catalog.approved.set(
    jobId,
    before.map((p) => ({
      key: p.handle,
      listing: { title: p.id === refused.id ? `${"Merino ".repeat(40)}Sweater` : p.title, bodyHtml: `<p>New copy for ${p.handle}.</p>` },
      editedFields: p.id === refused.id ? ["title"] : [],
    })),
  );

  const run = await publishAndWait(seller, jobId);
  expect(run.counts).toMatchObject({ published: 4, skipped: 0, failed: 1, pending: 0 });
  const products = run.products as RunProduct[];
  expect(products.find((p) => p.productId === refused.id)).toMatchObject({ status: "failed", message: "Shopify refused it: Title is too long (maximum is 255 characters)" });
  for (const p of before.filter((p) => p.id !== refused.id)) expect(products.find((r) => r.productId === p.id)).toMatchObject({ status: "published" });
  // In the store: the refused product as it was, the others with their new copy.
  const now = h.shopify.shop(shop).products;
  expect(now.find((p) => p.id === refused.id)).toEqual(refused);
  for (const p of now.filter((p) => p.id !== refused.id)) expect(p.descriptionHtml).toBe(`<p>New copy for ${p.handle}.</p>`);
});

it("WooCommerce: a products/batch answer with an error for one product fails that product with the store's message; the others are published", async () => {
  const store = "https://refusing.northwind-linen.com";
  h.woo.store(store).products = sampleWooProducts(5);
  const seller = h.seller("pro");
  const keys = h.woo.createKeys(store);
  const connected = await seller.request("POST", "/api/integrations/woocommerce/keys", { storeUrl: store, ...keys });
  expect(connected.status).toBe(201);
  const pulled = await seller.request("POST", `/api/integrations/connections/${connected.json.id}/pull`, { tone: "professional" });
  expect(pulled.status).toBe(201);
  const jobId = pulled.json.jobId as string;
  const before = structuredClone(h.woo.store(store).products);
  const refused = before[1]!;
  h.woo.refuseUpdatesOf.set(refused.id, { status: 400, code: "woocommerce_rest_product_locked", message: "This product is being edited by another user." });
  h.catalog.approved.set(
    jobId,
    before.map((p) => ({ key: `id:${p.id}`, listing: { bodyHtml: `<p>New copy for ${p.id}.</p>` }, editedFields: [] })),
  );
  const callsBefore = h.woo.calls.length;

  const run = await publishAndWait(seller, jobId);
  expect(run.counts).toMatchObject({ published: 4, skipped: 0, failed: 1, pending: 0 });
  // One products/batch carried all five; the store answered the refused one's error in its place.
  const writes = h.woo.calls.slice(callsBefore).filter((c) => c.method !== "GET");
  expect(writes).toEqual([expect.objectContaining({ method: "POST", route: "/products/batch" })]);
  const products = run.products as RunProduct[];
  expect(products.find((p) => p.productId === String(refused.id))).toMatchObject({ status: "failed", message: "WooCommerce refused it: This product is being edited by another user." });
  for (const p of before.filter((p) => p.id !== refused.id)) expect(products.find((r) => r.productId === String(p.id))).toMatchObject({ status: "published" });
  const now = h.woo.store(store).products;
  expect(now.find((p) => p.id === refused.id)).toEqual(refused);
  for (const p of now.filter((p) => p.id !== refused.id)) expect(p.description).toBe(`<p>New copy for ${p.id}.</p>`);
});
