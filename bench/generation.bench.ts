import os from "node:os";
import { PLATFORMS, TONES, type GenerationRequest } from "@shopscript/contracts";
import { quietLogger } from "@shopscript/kit/testing";
import { createBuiltinWriter } from "../services/generator/src/writers/builtin";
import { generateListing } from "../services/generator/src/generation/generate-listing";
import { PRODUCTS } from "../services/generator/test/fixtures/products";
import type { BenchResult } from "./run";
import { gatewayAddedHeaders, signUp, startBenchSystem, startDistributedSystem } from "./bench-system";
import { formatLoad, loadOffThread } from "./load";

const CONCURRENCY = 100;
const SECONDS = 10;
const P99_TARGET_MS = 50;

/** The mix: every fixture product, each on every platform, the tone turning with the platform. */
export function productMix(name: (productName: string, i: number, j: number) => string): GenerationRequest[] {
  return PRODUCTS.flatMap((product, i) =>
    PLATFORMS.map((platform, j) => ({
      productName: name(product.productName, i, j),
      keywords: product.keywords,
      platform,
      tone: TONES[(i + j) % TONES.length]!,
      productUrl: "",
    })),
  );
}

/** What sellers send: the mix, each request a product no request before it named (autocannon replaces `[<id>]`). */
const requestBodies = () => productMix((name) => `${name} [<id>]`).map((request) => JSON.stringify(request));

/** CPU time to write and check one listing (the generator's own work, no HTTP), averaged over the mix. */
async function listingCpuMs(): Promise<number> {
  const builtin = createBuiltinWriter();
  const deps = { writer: builtin, builtin, log: quietLogger() };
  const requests = productMix((name, i, j) => `${name} ${i}-${j}`);
  for (const request of requests) await generateListing(request, deps); // warm up the JIT
  const rounds = 5;
  const start = process.cpuUsage();
  for (let round = 0; round < rounds; round++) {
    for (const request of requests) await generateListing({ ...request, variant: round + 1 }, deps);
  }
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000 / (rounds * requests.length);
}

interface Shape {
  label: string;
  gatewayUrl: string;
  generatorUrl: string;
}

/** 100 concurrent generations through the gateway and against the generator directly (with what the gateway adds). */
async function measure(shape: Shape) {
  const cookie = await signUp(shape.gatewayUrl);
  const viaGatewayRequest = {
    url: `${shape.gatewayUrl}/api/generate-description`,
    method: "POST" as const,
    headers: { "content-type": "application/json", "x-requested-with": "shopscript", cookie },
    bodies: requestBodies(),
    uniqueIds: true,
  };
  const directRequest = {
    ...viaGatewayRequest,
    url: `${shape.generatorUrl}/api/generate-description`,
    headers: { ...viaGatewayRequest.headers, ...gatewayAddedHeaders(shape.gatewayUrl, cookie) },
  };
  // Warm up both paths (JIT, connection pools, the cached entitlement).
  await loadOffThread({ ...viaGatewayRequest, connections: 10, seconds: 2 });
  await loadOffThread({ ...directRequest, connections: 10, seconds: 2 });
  const viaGateway = await loadOffThread({ ...viaGatewayRequest, connections: CONCURRENCY, seconds: SECONDS });
  const direct = await loadOffThread({ ...directRequest, connections: CONCURRENCY, seconds: SECONDS });
  return { viaGateway, direct, ratio: viaGateway.requestsPerSecond / direct.requestsPerSecond };
}

async function inOneProcess(): Promise<Shape & { stop(): Promise<void> }> {
  const bench = await startBenchSystem();
  const generator = bench.system.services.find((s) => s.name === "generator")!;
  return { label: "all six services in one process (npm start)", gatewayUrl: bench.system.url, generatorUrl: generator.url, stop: bench.stop };
}

async function oneProcessPerService(): Promise<Shape & { stop(): Promise<void> }> {
  const system = await startDistributedSystem();
  const generator = system.services.find((s) => s.name === "generator")!;
  return { label: "one process per service (as Compose/Kubernetes run them)", gatewayUrl: system.url, generatorUrl: generator.url, stop: system.stop };
}

/**
 * Built-in generation at 100 concurrent requests through the gateway and directly, in both shapes the
 * system runs in, so the gateway's cost shows as a ratio. Also the CPU one listing costs, and what that
 * means for the p99 target: with 100 requests always in flight, Little's law puts the mean latency at
 * 100 / throughput, so p99 under 50 ms needs well over 2,000 listings a second end to end. The budgets
 * are taken from the distributed shape, the one a deployment has.
 */
export async function generationBench(): Promise<BenchResult> {
  const cpuPerListing = await listingCpuMs();
  const lines: string[] = [];
  let deployed: Awaited<ReturnType<typeof measure>> | undefined;
  for (const startShape of [inOneProcess, oneProcessPerService]) {
    const shape = await startShape();
    try {
      const result = await measure(shape);
      lines.push(
        `${shape.label}:`,
        `  through the gateway: ${formatLoad(result.viaGateway)}`,
        `  generator directly:  ${formatLoad(result.direct)}`,
        `  gateway throughput / direct: ${result.ratio.toFixed(2)} (target ≥ 0.50: the gateway costs less than half)`,
      );
      deployed = result;
    } finally {
      await shape.stop();
    }
  }
  const cores = os.availableParallelism();
  const neededPerSecond = CONCURRENCY / (P99_TARGET_MS / 1000);
  lines.push(
    `writing + checking one listing: ${cpuPerListing.toFixed(2)} ms CPU (mean over ${PRODUCTS.length} products × ${PLATFORMS.length} platforms)`,
    `p99 < ${P99_TARGET_MS} ms with ${CONCURRENCY} in flight needs > ${neededPerSecond} listings/s: ` +
      `the writer alone would use ${((neededPerSecond * cpuPerListing) / 1000).toFixed(1)} cores (this machine: ${cores}, shared with the gateway and the load generator)`,
  );
  return {
    name: `built-in generation, ${CONCURRENCY} concurrent, ${SECONDS} s, a new product on one of 12 platforms each request (${cores} cores)`,
    lines,
    budgets: [
      { what: "p99 through the gateway (one process per service)", measured: deployed!.viaGateway.p99, target: P99_TARGET_MS, unit: "ms" },
      { what: "direct/gateway throughput (≤ 2 means the gateway costs < half)", measured: 1 / deployed!.ratio, target: 2, unit: "×" },
    ],
  };
}
