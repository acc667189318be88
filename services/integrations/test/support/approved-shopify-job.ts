import { sampleProducts } from "./fake-shopify";
import type { IntegrationsHarness } from "./integrations-harness";

/**
 * A Pro seller with a connected Shopify shop of `count` sample products, pulled into a job whose every row the
 * catalog stand-in answers as approved with new copy: what a publish run starts from.
 */
export async function approvedShopifyJob(h: IntegrationsHarness, shop: string, count: number) {
  h.shopify.shop(shop).products = sampleProducts(count);
  const seller = h.seller("pro");
  await seller.connectShopify(shop);
  const [connection] = (await seller.request("GET", "/api/integrations/connections")).json.connections;
  const pulled = await seller.request("POST", `/api/integrations/connections/${connection.id}/pull`, { tone: "professional" });
  expect(pulled.status).toBe(201);
  const jobId = pulled.json.jobId as string;
  const products = structuredClone(h.shopify.shop(shop).products);
  const copyFor = (p: { handle: string }) => `<p>New copy for ${p.handle}.</p>`;
  h.catalog.approved.set(
    jobId,
    products.map((p) => ({ key: p.handle, listing: { bodyHtml: copyFor(p) }, editedFields: [] })),
  );
  return { seller, jobId, products, copyFor };
}
