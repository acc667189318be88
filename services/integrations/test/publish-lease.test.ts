import type { Database } from "@shopscript/kit";
import { eventually } from "@shopscript/kit/testing";
import { createRunLease } from "../src/domain/run-lease";
import type { PrismaClient } from "../src/generated/prisma/client";
import { startIntegrations, type IntegrationsHarness } from "./support/integrations-harness";
import { startIntegrationsProcess, type IntegrationsProcess } from "./support/integrations-processes";
import { seedRunningRun } from "./support/running-run";

// Several replicas of the integrations service on one database: a publish run is worked by the replica holding
// its lease, and taken over by another when that replica dies (its lease is not renewed).
let h: IntegrationsHarness;
beforeAll(async () => {
  h = await startIntegrations();
});
afterAll(() => h?.stop());

const runningRun = (shop: string, count: number) => seedRunningRun(h, shop, count);

it("of two replicas claiming the same run at once, exactly one holds it; the other gets it only once the lease lapses", async () => {
  const { run } = await runningRun("claimed-shop.myshopify.com", 1);
  const db = h.service.db as unknown as Database<PrismaClient>;
  const a = createRunLease(db, "replica-a", 60_000);
  const b = createRunLease(db, "replica-b", 60_000);
  const claims = await Promise.all(Array.from({ length: 10 }, (_, i) => (i % 2 ? b : a).claim(run.id)));
  const winners = new Set(claims.flatMap((won, i) => (won ? [i % 2 ? "replica-b" : "replica-a"] : [])));
  expect(winners.size).toBe(1);
  const [winner] = [...winners];
  const [holder, other] = winner === "replica-a" ? [a, b] : [b, a];
  expect((await h.prisma.publishRun.findUnique({ where: { id: run.id } }))!.leasedBy).toBe(winner);
  expect(await other.claim(run.id)).toBe(false);
  expect(await other.unclaimed()).not.toContain(run.id);
  // The holder renews; the lease lapses only when it stops doing so.
  expect(await holder.claim(run.id)).toBe(true);
  await h.prisma.publishRun.update({ where: { id: run.id }, data: { leaseUntil: new Date(Date.now() - 60_000) } });
  expect(await other.unclaimed()).toContain(run.id);
  expect(await other.claim(run.id)).toBe(true);
  expect(await holder.claim(run.id)).toBe(false);
  // A finished run is claimed by no one.
  await h.prisma.publishRun.update({ where: { id: run.id }, data: { status: "done" } });
  expect(await other.claim(run.id)).toBe(false);
});

it("two replicas: one works the run while the other waits; killed mid-write, the other takes it over and each product is published once", async () => {
  const shop = "two-replicas.myshopify.com";
  const { seller, products, run } = await runningRun(shop, 6);
  const stuck = products[3]!;
  h.shopify.holdUpdatesOf.add(stuck.id);
  const replicas: IntegrationsProcess[] = [];
  try {
    // Both start on the same database (PUBLISH_LEASE_MS 1500 from the harness env), both looking for runs to take.
    replicas.push(...(await Promise.all([startIntegrationsProcess(h.env), startIntegrationsProcess(h.env)])));
    // One of them got to the fourth product, whose write Shopify holds unanswered.
    await eventually(() => h.shopify.held.length === 1 || undefined, "a replica is stuck writing the fourth product", 30_000);
    const claimed = (await h.prisma.publishRun.findUnique({ where: { id: run.id } }))!;
    const holder = replicas.find((r) => claimed.leasedBy?.split("/")[1] === String(r.pid));
    expect(holder).toBeDefined();

    // While it lives it renews its lease (twice here: longer than the other replica's sweep every 750 ms), and
    // the other replica leaves the run alone: the products after the stuck one are not written.
    let renewals = 0;
    let last = claimed.leaseUntil!.getTime();
    await eventually(
      async () => {
        const now = (await h.prisma.publishRun.findUnique({ where: { id: run.id } }))!;
        expect(now.leasedBy).toBe(claimed.leasedBy);
        if (now.leaseUntil!.getTime() > last) {
          renewals++;
          last = now.leaseUntil!.getTime();
        }
        return renewals >= 2 || undefined;
      },
      "the holder renewed its lease twice",
      30_000,
    );
    expect(products.map((p) => h.shopify.updatesOf(shop, p.id))).toEqual([1, 1, 1, 0, 0, 0]);
    expect(h.shopify.held).toHaveLength(1);

    // The holder dies mid-write (its write never applied); its lease lapses and the other replica goes on.
    await holder!.kill();
    h.shopify.dropHeld();
    const done = await eventually(
      async () => {
        const current = await h.prisma.publishRun.findUnique({ where: { id: run.id }, include: { entries: true } });
        return current?.status === "done" ? current : undefined;
      },
      "the other replica finished the run",
      30_000,
    );
    expect(done.entries.map((e) => e.status)).toEqual(products.map(() => "published"));
    expect(done.leasedBy).toBeNull();
    expect(products.map((p) => h.shopify.updatesOf(shop, p.id))).toEqual([1, 1, 1, 1, 1, 1]);
    expect(h.shopify.shop(shop).products.map((p) => p.descriptionHtml)).toEqual(products.map((p) => `<p>New copy for ${p.handle}.</p>`));
    // One product.published event per product, whichever replica recorded it.
    const published = (await h.outbox(seller.id)).filter((e) => e.type === "product.published" && e.payload.runId === run.id);
    expect(published.map((e) => e.payload.productId).sort()).toEqual(products.map((p) => p.id).sort());
  } finally {
    h.shopify.dropHeld();
    await Promise.all(replicas.map((r) => r.stop()));
  }
});
