import { eventually } from "@shopscript/kit/testing";
import { startIntegrations, type IntegrationsHarness } from "./support/integrations-harness";
import { seedRunningRun } from "./support/running-run";

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
  const { run, products } = await seedRunningRun(h, SHOP, 3);
  const [landed, pending, untouched] = products;
  const copyFor = (p: { handle: string }) => `<p>New copy for ${p.handle}.</p>`;
  // The first product: snapshot taken, write sent and applied by Shopify, then the process died.
  await h.prisma.publishEntry.updateMany({ where: { runId: run.id, productId: landed!.id }, data: { before: landed!.descriptionHtml, snapshotted: true } });
  // What Shopify holds after the write that landed (sent by the stopped process, so not in `calls`).
  h.shopify.shop(SHOP).products[0]!.descriptionHtml = copyFor(landed!);
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
    expect(h.shopify.shop(SHOP).products.map((p) => p.descriptionHtml)).toEqual(products.map(copyFor));
    // The snapshot of the product written before the stop is still the way back.
    expect(done.entries.find((e) => e.productId === landed!.id)!.before).toBe(landed!.descriptionHtml);
  } finally {
    await restarted.stop();
  }
});
