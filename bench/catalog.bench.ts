import os from "node:os";
import type { BenchResult } from "./run";
import { startBenchSystem, signUp } from "./bench-system";
import { seedDescriptions } from "./seed-catalog";
import { formatSummary, measure, summarise } from "./stats";

/** The issue-20 scale: a seller in catalog mode (BENCH_CATALOG_SIZE to change it). */
const CATALOGUE_SIZE = Number(process.env.BENCH_CATALOG_SIZE ?? 100_000);
const SEARCH_P95_TARGET_MS = 30;
/**
 * Filler sentences per seeded text (BENCH_CATALOG_FILLER): 12 gives ~950 characters; 30 gives ~2,200, like
 * a full generated listing. PostgreSQL keeps no column statistics for values over 1 KB, so the planner
 * then estimates a search from fixed rules instead of a histogram (see the README's catalog line).
 */
const FILLER_SENTENCES = Number(process.env.BENCH_CATALOG_FILLER ?? 12);
/** Requests per measured line (BENCH_CATALOG_SAMPLES: fewer on a slow machine). */
const SAMPLES = Number(process.env.BENCH_CATALOG_SAMPLES ?? 300);

/**
 * Seeds 100,000 descriptions for one seller and measures, through the gateway, the dashboard's list page
 * and its searches (name or text substring, with and without a platform filter).
 */
export async function catalogBench(): Promise<BenchResult> {
  const bench = await startBenchSystem();
  try {
    const base = bench.system.url;
    const cookie = await signUp(base);
    const headers = { cookie };
    const me = (await (await fetch(`${base}/api/auth/me`, { headers })).json()) as { id: string };
    const catalog = bench.system.services.find((s) => s.name === "catalog")!;
    await seedDescriptions((sql, ...params) => catalog.db!.client.$executeRawUnsafe(sql, ...params), me.id, CATALOGUE_SIZE, FILLER_SENTENCES);
    const get = async (path: string) => {
      const response = await fetch(`${base}${path}`, { headers });
      if (!response.ok) throw new Error(`${path}: ${response.status}`);
      await response.arrayBuffer();
    };
    const searches = ["walnut", "Oak Lamp", "No. 4242", "md5-not-there", "ef12", "copper bowl"];
    await measure(50, 4, (i) => get(`/api/descriptions?limit=24&q=${encodeURIComponent(searches[i % searches.length]!)}`)); // warm-up
    const searchPath = (i: number) => `/api/descriptions?limit=24&q=${encodeURIComponent(searches[i % searches.length]!)}`;
    // One seller at a time (what a dashboard user feels), then 4 at once (a busy instance).
    const list = summarise(await measure(SAMPLES, 1, () => get("/api/descriptions?limit=24")));
    const search = summarise(await measure(SAMPLES, 1, (i) => get(searchPath(i))));
    const filtered = summarise(await measure(SAMPLES, 1, (i) => get(`${searchPath(i)}&platform=etsy`)));
    const busySearch = summarise(await measure(SAMPLES, 4, (i) => get(searchPath(i))));
    // The other orders (issue 29): each read through an index of its own, a search in the same two steps.
    const byName = summarise(await measure(SAMPLES, 1, () => get("/api/descriptions?limit=24&sort=name")));
    const searchByName = summarise(await measure(SAMPLES, 1, (i) => get(`${searchPath(i)}&sort=name`)));
    const byPlatform = summarise(await measure(SAMPLES, 1, () => get("/api/descriptions?limit=24&sort=platform")));
    const oldest = summarise(await measure(SAMPLES, 1, () => get("/api/descriptions?limit=24&sort=oldest")));
    // Per term: a frequent word and a rare one take different plans (walking the newest rows vs reading the
    // trigram index); a frequent one is counted up to the cap only (DESCRIPTION_COUNT_CAP).
    const perTerm: ReturnType<typeof summarise>[] = [];
    for (const term of searches) perTerm.push(summarise(await measure(20, 1, () => get(`/api/descriptions?limit=24&q=${encodeURIComponent(term)}`))));
    return {
      name: `catalog: ${CATALOGUE_SIZE.toLocaleString("en")} descriptions (${FILLER_SENTENCES} filler sentences each), one seller, through the gateway`,
      lines: [
        `list page (24): ${formatSummary(list)}`,
        `search: ${formatSummary(search)}`,
        `search + platform: ${formatSummary(filtered)}`,
        `search, 4 concurrent: ${formatSummary(busySearch)}`,
        `list page sorted by name: ${formatSummary(byName)}`,
        `search sorted by name: ${formatSummary(searchByName)}`,
        `list page sorted by platform: ${formatSummary(byPlatform)}`,
        `list page, oldest first: ${formatSummary(oldest)}`,
        ...searches.map((term, i) => `  "${term}": ${formatSummary(perTerm[i]!)}`),
        `load average ${os.loadavg().map((l) => l.toFixed(2)).join(" ")} at the end`,
      ],
      budgets: [{ what: "search p95", measured: search.p95, target: SEARCH_P95_TARGET_MS, unit: "ms" }],
    };
  } finally {
    await bench.stop();
  }
}
