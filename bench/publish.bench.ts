import http from "node:http";
import os from "node:os";
import type { AddressInfo } from "node:net";
import { randomUUID } from "node:crypto";
import { sampleProducts } from "../services/integrations/test/support/fake-shopify";
import { startIntegrations } from "../services/integrations/test/support/integrations-harness";
import type { BenchResult } from "./run";

// PUBLISH_BENCH_PRODUCTS makes a shorter run possible on a busy machine; the README's figure is for 1,000.
const PRODUCTS = Number(process.env.PUBLISH_BENCH_PRODUCTS ?? 1_000);
/** The throttle measured against: the brief's Standard figures (Shopify's older Standard plan). */
const BUCKET = Number(process.env.PUBLISH_BENCH_BUCKET ?? 1_000);
const RESTORE_RATE = Number(process.env.PUBLISH_BENCH_RESTORE_RATE ?? 50);
/** What productUpdate costs (Shopify: a mutation is 10 points), and this publisher's read of the product first. */
const MUTATION_COST = 10;
const READ_COST = 10;
/** Products for the unthrottled run: the system's own ceiling, the store never the limit. */
const UNTHROTTLED = Math.min(PRODUCTS, 200);

/** Least time a leaky bucket allows for n calls of `cost` points: the full bucket first, then the restore rate. */
export function throttleFloorSeconds(n: number, cost: number, bucket: number, rate: number): number {
  return Math.max(0, n * cost - bucket) / rate;
}

/** The catalog's /internal approved rows, played by a stand-in: every product approved with a new listing. */
async function catalogStandIn(rows: Map<string, Array<{ key: string; listing: Record<string, string>; editedFields: string[] }>>) {
  const server = http.createServer((req, res) => {
    const jobId = /\/internal\/batches\/[^/]+\/([^/]+)\/approved/.exec(req.url ?? "")?.[1] ?? "";
    res.setHeader("content-type", "application/json");
    res.end(JSON.stringify({ rows: rows.get(decodeURIComponent(jobId)) ?? [] }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => new Promise<void>((r) => server.close(() => r())) };
}

/**
 * "Publish approved" against the local Shopify (Admin GraphQL with its cost extensions and leaky bucket): the
 * integrations service on the real PostgreSQL, Redis and RabbitMQ, a run of N approved products started through
 * its HTTP route, timed from the answer until every product is recorded published. Once with a bucket that never
 * runs dry (the service's own ceiling), once at the Standard throttle beside the throttle's floor for the same calls.
 */
export async function publishBench(): Promise<BenchResult> {
  const approved = new Map<string, Array<{ key: string; listing: Record<string, string>; editedFields: string[] }>>();
  const catalog = await catalogStandIn(approved);
  const lines: string[] = [];
  const load = () => os.loadavg()[0]!.toFixed(1);

  /** `bulk`: the run goes through Shopify bulk operations (past SHOPIFY_BULK_THRESHOLD); otherwise one productUpdate a product. */
  async function run(label: string, count: number, bucket: { maximumAvailable: number; restoreRate: number }, bulk = false) {
    const h = await startIntegrations({ LOG_LEVEL: "warn", CATALOG_URL: catalog.url, SHOPIFY_BULK_THRESHOLD: bulk ? "250" : "1000000" }, { bucket });
    try {
      const shop = `bench-${randomUUID().slice(0, 8)}.myshopify.com`;
      h.shopify.shop(shop).products = sampleProducts(count);
      const seller = h.seller("pro");
      await seller.connectShopify(shop);
      const connection = (await h.prisma.storeConnection.findFirst({ where: { userId: seller.id } }))!;
      // The pull's record (its own calls would spend the bucket first: a pull is measured apart from a publish).
      const jobId = randomUUID();
      const products = h.shopify.shop(shop).products;
      await h.prisma.pulledProduct.createMany({
        data: products.map((p) => ({ userId: seller.id, connectionId: connection.id, jobId, key: p.handle, productId: p.id, storeUpdatedAt: p.updatedAt })),
      });
      approved.set(
        jobId,
        products.map((p, i) => ({
          key: p.handle,
          listing: { bodyHtml: `<p>New copy for product ${i + 1}.</p>`, seoTitle: `New title ${i + 1}`, metaDescription: `New meta ${i + 1}.` },
          editedFields: [],
        })),
      );
      const loadBefore = load();
      const started = performance.now();
      const answer = await seller.request("POST", "/api/integrations/publish", { jobId });
      if (answer.status !== 202) throw new Error(`publish answered ${answer.status}: ${answer.text}`);
      for (;;) {
        const done = await h.prisma.publishRun.findUnique({ where: { id: answer.json.id }, select: { status: true } });
        if (done?.status !== "running") break;
        await new Promise((r) => setTimeout(r, 200));
      }
      const seconds = (performance.now() - started) / 1000;
      const counts = await h.prisma.publishEntry.groupBy({ by: ["status"], where: { runId: answer.json.id }, _count: { _all: true } });
      const published = new Set((await h.prisma.publishEntry.findMany({ where: { runId: answer.json.id, status: "published" }, select: { productId: true } })).map((e) => e.productId)).size;
      if (published !== count) throw new Error(`${label}: ${published} of ${count} published (${JSON.stringify(counts)})`);
      // Each product written once (a THROTTLED answer is not a write), with the approved copy.
      const throttled = h.shopify.throttledCalls.length;
      const writes = bulk
        ? h.shopify.bulkOperations.reduce((n, o) => n + o.lines, 0)
        : h.shopify.calls.filter((c) => c.operation === "productUpdate").length - h.shopify.throttledCalls.filter((c) => c.operation === "productUpdate").length;
      if (writes !== count) throw new Error(`${label}: ${writes} products written for ${count} products`);
      const stale = h.shopify.shop(shop).products.filter((p, i) => p.descriptionHtml !== `<p>New copy for product ${i + 1}.</p>`).length;
      if (stale) throw new Error(`${label}: ${stale} products without their new copy`);
      lines.push(
        `${label}: ${count} products published in ${seconds.toFixed(1)} s = ${(count / seconds).toFixed(2)} products/s ` +
          `(${h.shopify.calls.length} Admin API calls, ${throttled} of them answered THROTTLED; load ${loadBefore} → ${load()})`,
      );
      return seconds;
    } finally {
      await h.stop();
    }
  }

  try {
    await run("unthrottled (bucket never dry)", UNTHROTTLED, { maximumAvailable: 10_000_000, restoreRate: 1_000_000 });
    const seconds = await run(`Standard throttle (bucket ${BUCKET}, restore ${RESTORE_RATE} points/s)`, PRODUCTS, {
      maximumAvailable: BUCKET,
      restoreRate: RESTORE_RATE,
    });
    // The same run through bulk operations: the reads before still go one product a call under the throttle.
    const bulkSeconds = await run(`bulk operations, Standard throttle (bucket ${BUCKET}, restore ${RESTORE_RATE} points/s)`, PRODUCTS, { maximumAvailable: BUCKET, restoreRate: RESTORE_RATE }, true);
    lines.push(`bulk / one productUpdate a product, same throttle: ${(bulkSeconds / seconds).toFixed(3)} of the time`);
    const floorMutation = throttleFloorSeconds(PRODUCTS, MUTATION_COST, BUCKET, RESTORE_RATE);
    const floorCalls = throttleFloorSeconds(PRODUCTS, MUTATION_COST + READ_COST, BUCKET, RESTORE_RATE);
    lines.push(
      `throttle floor for ${PRODUCTS} products: ${floorMutation.toFixed(0)} s with productUpdate alone (${MUTATION_COST} points, ` +
        `${(RESTORE_RATE / MUTATION_COST).toFixed(1)} products/s steady); ${floorCalls.toFixed(0)} s for this publisher's calls ` +
        `(read ${READ_COST} + write ${MUTATION_COST} points a product, ${(RESTORE_RATE / (MUTATION_COST + READ_COST)).toFixed(1)} products/s steady)`,
      `measured / floor of the same calls: ${(seconds / floorCalls).toFixed(3)}`,
    );
    return {
      name: "publish (issue 30): Publish approved against the local Shopify",
      lines,
      // Within 10% of what the throttle allows for the calls made: the publisher's own time is not the limit.
      budgets: [{ what: "time over the throttle's floor", measured: seconds / floorCalls, target: 1.1, unit: "x" }],
    };
  } finally {
    await catalog.close();
  }
}
