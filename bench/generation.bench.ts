import type { BenchResult } from "./run";
import { startBenchSystem, signUp } from "./bench-system";
import { formatLoad, load } from "./load";

const CONCURRENCY = 100;
const SECONDS = 10;
const P99_TARGET_MS = 50;

const REQUEST = JSON.stringify({
  productName: "Insulated Steel Water Bottle",
  keywords: "stainless steel, 750 ml, keeps drinks cold 24 hours, leak-proof lid",
  platform: "amazon",
  tone: "professional",
  productUrl: "",
});

/**
 * Built-in generation at 100 concurrent requests through the gateway, and the same against the generator
 * directly (with the identity mark the gateway would add), so the gateway's cost shows as a ratio.
 */
export async function generationBench(): Promise<BenchResult> {
  const bench = await startBenchSystem();
  try {
    const base = bench.system.url;
    const cookie = await signUp(base);
    const token = /shopscript_session=([^;]+)/.exec(cookie)![1]!;
    const sessionId = JSON.parse(Buffer.from(token.split(".")[1]!, "base64url").toString()).sid as string;
    const headers = { "content-type": "application/json", "x-requested-with": "shopscript", cookie };
    const generator = bench.system.services.find((s) => s.name === "generator")!;
    // Warm up both paths (JIT, connection pools, the cached entitlement).
    await load({ url: `${base}/api/generate-description`, connections: 10, seconds: 2, method: "POST", headers, body: REQUEST });
    const viaGateway = await load({ url: `${base}/api/generate-description`, connections: CONCURRENCY, seconds: SECONDS, method: "POST", headers, body: REQUEST });
    const direct = await load({
      url: `${generator.url}/api/generate-description`,
      connections: CONCURRENCY,
      seconds: SECONDS,
      method: "POST",
      headers: { ...headers, "x-session-id": sessionId, "x-forwarded-for": "127.0.0.1" },
      body: REQUEST,
    });
    const ratio = viaGateway.requestsPerSecond / direct.requestsPerSecond;
    return {
      name: `built-in generation, ${CONCURRENCY} concurrent, ${SECONDS} s (everything in one process on this machine)`,
      lines: [
        `through the gateway: ${formatLoad(viaGateway)}`,
        `generator directly:  ${formatLoad(direct)}`,
        `gateway throughput / direct: ${ratio.toFixed(2)} (target ≥ 0.50: the gateway costs less than half)`,
      ],
      budgets: [
        { what: "p99 through the gateway", measured: viaGateway.p99, target: P99_TARGET_MS, unit: "ms" },
        { what: "direct/gateway throughput (≤ 2 means the gateway costs < half)", measured: 1 / ratio, target: 2, unit: "×" },
      ],
    };
  } finally {
    await bench.stop();
  }
}
