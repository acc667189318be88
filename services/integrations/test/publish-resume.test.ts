import { eventually } from "@shopscript/kit/testing";
import { sampleProducts } from "./support/fake-shopify";
import { startIntegrations, type IntegrationsHarness } from "./support/integrations-harness";

const SHOP = "resuming-shop.myshopify.com";

// The integrations service stopped mid-publish (killed after Shopify applied one product's write, before the
// publish log recorded it). A new process on the same database resumes the run at start: the product whose
// write landed is recorded, not written again; the rest are written once each.
let h: IntegrationsHarness;
beforeAll(async () => {
  h = await startIntegrations();
});
afterAll(() => h?.stop());

it("a run left running by a stopped process resumes at the next start, writing no product twice", async () => {
  h.shopify.shop(SHOP).products = sampleProducts(3);
  const seller = h.seller("pro");
  await seller.connectShopify(SHOP);
  const connection = (await h.prisma.storeConnection.findFirst({ where: { userId: seller.id } }))!;
  const [landed, pending, untouched] = structuredClone(h.shopify.shop(SHOP).products);
  const jobId = "0d7d3c52-6a11-4b7e-9f3a-4c1f0b6e2a10";
  await h.prisma.pulledProduct.createMany({
    data: [landed!, pending!, untouched!].map((p) => ({ userId: seller.id, connectionId: connection.id, jobId, key: p.handle, productId: p.id, storeUpdatedAt: p.updatedAt })),
  });
  const entry = (p: typeof landed, field: string, after: string) => ({ userId: seller.id, productId: p!.id, key: p!.handle, field, after });
  const run = await h.prisma.publishRun.create({
    data: {
      userId: seller.id,
      connectionId: connection.id,
      jobId,
      status: "running",
      entries: {
        create: [
          // The first product: snapshot taken, write sent and applied by Shopify, then the process died.
          { ...entry(landed, "descriptionHtml", "<p>Written before the stop.</p>"), before: landed!.descriptionHtml, snapshotted: true },
          entry(pending, "descriptionHtml", "<p>Written after the restart.</p>"),
          entry(untouched, "descriptionHtml", "<p>Also after the restart.</p>"),
        ],
      },
    },
  });
  // What Shopify holds after the write that landed (sent by the stopped process, so not in `calls`).
  h.shopify.shop(SHOP).products[0]!.descriptionHtml = "<p>Written before the stop.</p>";
  h.shopify.shop(SHOP).products[0]!.updatedAt = new Date(Date.parse(landed!.updatedAt) + 5000).toISOString();

  // The restart: another process of the service on the same database.
  const restarted = await startIntegrations({
    DATABASE_URL: h.env.DATABASE_URL,
    INTEGRATIONS_TOKEN_KEYS: h.env.INTEGRATIONS_TOKEN_KEYS,
    SHOPIFY_TEST_ORIGIN: h.shopify.url,
  });
  try {
    const done = await eventually(
      async () => {
        const current = await h.prisma.publishRun.findUnique({ where: { id: run.id }, include: { entries: true } });
        return current?.status === "done" ? current : undefined;
      },
      "the resumed run finished",
    );
    expect(done.entries.map((e) => [e.key, e.status]).sort()).toEqual(
      [landed!, pending!, untouched!].map((p) => [p.handle, "published"]).sort(),
    );
    expect(h.shopify.updatesOf(SHOP, landed!.id)).toBe(0);
    expect(h.shopify.updatesOf(SHOP, pending!.id)).toBe(1);
    expect(h.shopify.updatesOf(SHOP, untouched!.id)).toBe(1);
    expect(h.shopify.shop(SHOP).products.map((p) => p.descriptionHtml)).toEqual([
      "<p>Written before the stop.</p>",
      "<p>Written after the restart.</p>",
      "<p>Also after the restart.</p>",
    ]);
    // The snapshot of the product written before the stop is still the way back.
    expect(done.entries.find((e) => e.productId === landed!.id)!.before).toBe(landed!.descriptionHtml);
  } finally {
    await restarted.stop();
  }
});
