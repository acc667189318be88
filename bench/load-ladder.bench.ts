import type { BenchResult } from "./run";
import { gatewayAddedHeaders, signUp, startDistributedSystem } from "./bench-system";
import { seedDescriptions } from "./seed-catalog";
import { errorRate, loadOffThread, type LoadOptions, type LoadResult } from "./load";

const STEPS = [1, 10, 50, 100, 200];
const SECONDS = 5;
/** Where the throughput budget is read: the gateway keeps at least half of the direct throughput. */
const BUDGET_CONCURRENCY = 100;
const MAX_DIRECT_OVER_GATEWAY = 2;
const SAVED_DESCRIPTIONS = 120;

type Request = Omit<LoadOptions, "connections" | "seconds">;

interface Endpoint {
  name: string;
  gateway: Request;
  direct: Request;
  /**
   * Whether the gateway must keep at least half the direct throughput here. Only generation carries that
   * budget (the generator issue's): for a request that costs the service almost nothing (a no-op, a page
   * of saved rows), any proxy hop costs as much as the service itself, so there the ratio is reported only.
   */
  budgeted: boolean;
}

interface Step {
  connections: number;
  gateway: LoadResult;
  direct: LoadResult;
}

/**
 * The gateway under rising concurrency (1 → 200 connections, 5 s a step) for its cheapest answer, the
 * cheapest request it forwards, a signed-in seller's catalog page and built-in generation; each step is
 * repeated against the service directly, with the headers the gateway would have added, so the
 * gateway's cost shows as a ratio. The system runs as deployed, one process per service; autocannon runs
 * on a worker thread of this process.
 */
export async function loadLadderBench(): Promise<BenchResult> {
  const bench = await startDistributedSystem();
  try {
    const gatewayBase = bench.url;
    const serviceUrl = (name: string) => bench.services.find((s) => s.name === name)!.url;
    const cookie = await signUp(gatewayBase);
    await seedCatalog(bench.env.DATABASE_URL!, gatewayBase, cookie);
    const csrf = { "x-requested-with": "shopscript" };
    const signedIn = { cookie };
    const direct = { ...gatewayAddedHeaders(gatewayBase, cookie), cookie };
    const anonymousDirect = gatewayAddedHeaders(gatewayBase);
    // A fresh product every request ([<id>] becomes a unique id), so no answer can come from a cache.
    const product = JSON.stringify({
      productName: "Insulated Steel Water Bottle [<id>]",
      keywords: "stainless steel, 750 ml, keeps drinks cold 24 hours, leak-proof lid",
      platform: "amazon",
      tone: "professional",
      productUrl: "",
    });
    const generate = { method: "POST" as const, body: product, uniqueIds: true };
    const json = { "content-type": "application/json" };
    const endpoints: Endpoint[] = [
      {
        name: "healthz: GET /healthz, the gateway's own answer (direct: auth's)",
        gateway: { url: `${gatewayBase}/healthz` },
        direct: { url: `${serviceUrl("auth")}/healthz` },
        budgeted: false,
      },
      {
        name: "no-op: POST /api/auth/logout, anonymous (the cheapest request the gateway forwards)",
        gateway: { url: `${gatewayBase}/api/auth/logout`, method: "POST", headers: csrf },
        direct: { url: `${serviceUrl("auth")}/api/auth/logout`, method: "POST", headers: anonymousDirect },
        budgeted: false,
      },
      {
        name: `catalog list: GET /api/descriptions?limit=24, signed in, ${SAVED_DESCRIPTIONS} saved`,
        gateway: { url: `${gatewayBase}/api/descriptions?limit=24`, headers: signedIn },
        direct: { url: `${serviceUrl("catalog")}/api/descriptions?limit=24`, headers: direct },
        budgeted: false,
      },
      {
        name: "generation: POST /api/generate-description, built-in writer, signed in (trial), a new product each request",
        gateway: {
          url: `${gatewayBase}/api/generate-description`,
          headers: { ...json, ...csrf, ...signedIn },
          ...generate,
        },
        direct: {
          url: `${serviceUrl("generator")}/api/generate-description`,
          headers: { ...json, ...direct },
          ...generate,
        },
        budgeted: true,
      },
    ];

    const lines: string[] = [];
    const budgets: BenchResult["budgets"] = [];
    let failed = 0;
    let sent = 0;
    for (const endpoint of endpoints) {
      // Warm up both paths (JIT, connection pools, the cached entitlement), then climb the ladder.
      await loadOffThread({ ...endpoint.gateway, connections: 10, seconds: 2 });
      await loadOffThread({ ...endpoint.direct, connections: 10, seconds: 2 });
      const steps: Step[] = [];
      for (const connections of STEPS) {
        const gateway = await loadOffThread({ ...endpoint.gateway, connections, seconds: SECONDS });
        const directly = await loadOffThread({ ...endpoint.direct, connections, seconds: SECONDS });
        steps.push({ connections, gateway, direct: directly });
        for (const r of [gateway, directly]) {
          failed += r.errors + r.non2xx;
          sent += r.total + r.errors;
        }
      }
      lines.push("", endpoint.name, ...table(steps));
      const atBudget = steps.find((s) => s.connections === BUDGET_CONCURRENCY);
      if (endpoint.budgeted && atBudget) {
        budgets.push({
          what: `${endpoint.name.split(":")[0]} direct/gateway throughput at ${BUDGET_CONCURRENCY} (≤ 2: the gateway keeps ≥ half)`,
          measured: atBudget.direct.requestsPerSecond / atBudget.gateway.requestsPerSecond,
          target: MAX_DIRECT_OVER_GATEWAY,
          unit: "×",
        });
      }
    }
    budgets.push({
      what: `failed requests, every step and endpoint (of ${sent})`,
      measured: failed,
      target: 0,
      unit: "requests",
    });
    return {
      name: `load ladder: ${STEPS.join(", ")} connections, ${SECONDS} s a step, through the gateway and directly (one process per service, autocannon on a worker thread)`,
      lines: [
        "req/s: answers per second; p50/p95/p99 ms: latency of every answer; err: (non-2xx + errors) / sent; gw/direct: throughput ratio",
        ...lines,
      ],
      budgets,
    };
  } finally {
    await bench.stop();
  }
}

function table(steps: Step[]): string[] {
  const ms = (v: number) => (v < 10 ? v.toFixed(1) : v.toFixed(0)).padStart(5);
  const rps = (v: number) => v.toFixed(0).padStart(6);
  const err = (r: LoadResult) => `${(errorRate(r) * 100).toFixed(1)}%`.padStart(6);
  const side = (r: LoadResult) =>
    `${rps(r.requestsPerSecond)} ${ms(r.p50)} ${ms(r.p95)} ${ms(r.p99)} ${err(r)}`;
  return [
    "  conc │        gateway                      │        direct                       │ gw/direct",
    "       │  req/s   p50   p95   p99    err     │  req/s   p50   p95   p99    err     │",
    ...steps.map(
      (s) =>
        `  ${String(s.connections).padStart(4)} │ ${side(s.gateway)}     │ ${side(s.direct)}     │ ${(s.gateway.requestsPerSecond / s.direct.requestsPerSecond).toFixed(2).padStart(6)}`,
    ),
  ];
}

/** Saved descriptions for the signed-in seller, straight into catalog's table through its database. */
async function seedCatalog(databaseUrl: string, gatewayBase: string, cookie: string) {
  const me = (await (await fetch(`${gatewayBase}/api/auth/me`, { headers: { cookie } })).json()) as { id: string };
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await seedDescriptions((sql, ...params) => client.query(sql, params), me.id, SAVED_DESCRIPTIONS);
  } finally {
    await client.end();
  }
}
