import { sampleProducts, type FakeProduct } from "./fake-shopify";
import type { IntegrationsHarness } from "./integrations-harness";

/** The publish-log fields one product's entries set, with the values to write. */
export type EntryFields = (product: FakeProduct) => Array<{ field: string; after: string }>;

const descriptionOnly: EntryFields = (p) => [{ field: "descriptionHtml", after: `<p>New copy for ${p.handle}.</p>` }];

/**
 * A connected shop with `count` pulled products and a running publish run over them, claimed by no replica: the
 * start of every test about who works a run (a lease, a takeover). Each product gets the entries `fields` gives.
 */
export async function seedRunningRun(h: IntegrationsHarness, shop: string, count: number, fields: EntryFields = descriptionOnly) {
  h.shopify.shop(shop).products = sampleProducts(count);
  const seller = h.seller("pro");
  await seller.connectShopify(shop);
  const connection = (await h.prisma.storeConnection.findFirst({ where: { userId: seller.id } }))!;
  const products = structuredClone(h.shopify.shop(shop).products);
  const jobId = crypto.randomUUID();
  await h.prisma.pulledProduct.createMany({
    data: products.map((p) => ({ userId: seller.id, connectionId: connection.id, jobId, key: p.handle, productId: p.id, storeUpdatedAt: p.updatedAt })),
  });
  const run = await h.prisma.publishRun.create({
    data: {
      userId: seller.id,
      connectionId: connection.id,
      jobId,
      status: "running",
      entries: { create: products.flatMap((p) => fields(p).map((e) => ({ userId: seller.id, productId: p.id, key: p.handle, ...e }))) },
    },
  });
  return { seller, products, run };
}
