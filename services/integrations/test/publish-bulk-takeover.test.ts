import { eventually } from "@shopscript/kit/testing";
import { startIntegrations, type IntegrationsHarness } from "./support/integrations-harness";
import { startIntegrationsProcess, type IntegrationsProcess } from "./support/integrations-processes";
import { seedRunningRun } from "./support/running-run";

// A Shopify run past SHOPIFY_BULK_THRESHOLD (250) writes through a bulk mutation operation, whose id is recorded
// on the products' publish-log entries before its end is awaited. A replica killed while that operation still
// runs in Shopify leaves it to the replica that takes the run over: that one waits for the same operation and
// reads its result into the publish log; it stages nothing again.
let h: IntegrationsHarness;
beforeAll(async () => {
  // A roomy throttle bucket: 300 reads before the write are not the subject here.
  h = await startIntegrations({ SHOPIFY_BULK_POLL_MS: "50" }, { bucket: { maximumAvailable: 100_000, restoreRate: 10_000 } });
});
afterAll(() => h?.stop());

it("a replica killed while its 300-product bulk operation runs: the other takes the run over, waits for that operation, and each product is written once", async () => {
  const shop = "bulk-takeover.myshopify.com";
  // A running run claimed by no one: the two replicas race for it.
  const { seller, products, run } = await seedRunningRun(h, shop, 300, (p) => [
    { field: "descriptionHtml", after: `<p>New copy for ${p.handle}.</p>` },
    { field: "seo.title", after: `SEO ${p.handle}` },
  ]);

  // Shopify holds every bulk operation RUNNING, none of its lines applied, until released.
  h.shopify.holdBulk = true;
  const replicas: IntegrationsProcess[] = [];
  try {
    // A 5 s lease: the 600 snapshots before the operation must not outlast it on a busy machine (a replica that
    // finds its lease lost there sends nothing; this test is about a replica that dies later).
    const env = { ...h.env, PUBLISH_LEASE_MS: "5000" };
    replicas.push(...(await Promise.all([startIntegrationsProcess(env), startIntegrationsProcess(env)])));
    const operation = await eventually(() => h.shopify.bulkOperations.find((o) => o.shop === shop), "a replica started a bulk operation", 120_000);
    // Its id is on all 600 entries, with each product's line, before the replica awaits its end.
    await eventually(
      async () => (await h.prisma.publishEntry.count({ where: { runId: run.id, bulkOperation: operation.id } })) === 600 || undefined,
      "the operation is recorded on the run's entries",
      30_000,
    );
    const recorded = await h.prisma.publishEntry.findMany({ where: { runId: run.id, field: "descriptionHtml" }, select: { productId: true, bulkLine: true } });
    expect(new Set(recorded.map((e) => e.bulkLine)).size).toBe(300);
    await eventually(() => h.shopify.calls.some((c) => c.operation === "node" && c.variables.id === operation.id) || undefined, "the replica reads the operation's status", 30_000);
    const claimed = (await h.prisma.publishRun.findUnique({ where: { id: run.id } }))!;
    const holder = replicas.find((r) => claimed.leasedBy?.split("/")[1] === String(r.pid));
    expect(holder).toBeDefined();
    expect(claimed.status).toBe("running");
    expect(products.map((p) => h.shopify.bulkUpdatesOf(shop, p.id)).every((n) => n === 0)).toBe(true);

    // The holder dies while Shopify still runs its operation.
    await holder!.kill();
    const afterKill = h.shopify.calls.length;
    const other = replicas.find((r) => r !== holder)!;
    // The other replica takes the run over, and either reads the same operation's status (this change) or
    // would stage the products again (before it): wait for one of the two, then let Shopify finish.
    await eventually(
      async () => {
        const now = (await h.prisma.publishRun.findUnique({ where: { id: run.id } }))!;
        if (now.leasedBy?.split("/")[1] !== String(other.pid)) return undefined;
        const since = h.shopify.calls.slice(afterKill);
        return since.some((c) => (c.operation === "node" && c.variables.id === operation.id) || c.operation === "bulkOperationRunMutation") || undefined;
      },
      "the other replica took the run over",
      30_000,
    );
    h.shopify.releaseBulk();

    const done = await eventually(
      async () => {
        const current = await h.prisma.publishRun.findUnique({ where: { id: run.id }, include: { entries: true } });
        return current?.status === "done" ? current : undefined;
      },
      "the other replica finished the run",
      60_000,
    );
    expect(done.entries.filter((e) => e.status === "published")).toHaveLength(600);
    expect(done.leasedBy).toBeNull();
    // One bulk operation for the shop; nothing staged again, no product written one by one.
    const since = h.shopify.calls.slice(afterKill).map((c) => c.operation);
    expect(since.filter((op) => op === "stagedUploadsCreate" || op === "bulkOperationRunMutation" || op === "productUpdate")).toEqual([]);
    expect(h.shopify.bulkOperations.filter((o) => o.shop === shop)).toHaveLength(1);
    // Each product written exactly once in the store, with the approved values.
    expect(products.map((p) => h.shopify.bulkUpdatesOf(shop, p.id) + h.shopify.updatesOf(shop, p.id)).every((n) => n === 1)).toBe(true);
    const now = h.shopify.shop(shop).products;
    expect(now.map((p) => p.descriptionHtml)).toEqual(products.map((p) => `<p>New copy for ${p.handle}.</p>`));
    expect(now.map((p) => p.seo.title)).toEqual(products.map((p) => `SEO ${p.handle}`));
    // The snapshots were taken by the dead replica before its operation started: each holds the old value.
    const originals = new Map(products.map((p) => [p.id, p]));
    for (const entry of done.entries.filter((e) => e.field === "descriptionHtml")) expect(entry.before).toBe(originals.get(entry.productId)!.descriptionHtml);
    // One product.published event per product.
    const published = (await h.outbox(seller.id)).filter((e) => e.type === "product.published" && e.payload.runId === run.id);
    expect(published.map((e) => e.payload.productId).sort()).toEqual(products.map((p) => p.id).sort());
  } finally {
    h.shopify.releaseBulk();
    await Promise.all(replicas.map((r) => r.stop()));
  }
}, 240_000);
