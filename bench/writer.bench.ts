import { PLATFORMS, TONES, type GenerationRequest } from "@shopscript/contracts";
import { quietLogger } from "@shopscript/kit/testing";
import { createBuiltinWriter } from "../services/generator/src/writers/builtin";
import { generateListing } from "../services/generator/src/generation/generate-listing";
import { PRODUCTS } from "../services/generator/test/fixtures/products";
import type { BenchResult } from "./run";
import { percentile } from "./stats";

// The built-in writer's own cost, no HTTP: CPU to read the facts, write and check one listing, and how
// that cost grows with the number of keywords (it must stay close to linear: 40 keywords at most 4×
// what 5 cost). Each call is timed on its own with process.cpuUsage (microsecond resolution).

const MEDIAN_TARGET_MS = 0.5;
const GROWTH_TARGET = 4;

const deps = () => {
  const builtin = createBuiltinWriter();
  return { writer: builtin, builtin, log: quietLogger() };
};

export async function cpuPerCall(requests: GenerationRequest[], rounds: number): Promise<number[]> {
  const d = deps();
  for (const request of requests) await generateListing(request, d); // JIT warm-up
  const samples: number[] = [];
  for (let round = 0; round < rounds; round++) {
    for (const request of requests) {
      // A new product each time, as a server sees them: the writer keeps its recent products' facts, and the same name
      // again measured only the writing and checking, not reading the facts (the median read ~1.6 ms where a new
      // product's listing costs more: the server bench's yardstick was the cheaper half of the work).
      const fresh = { ...request, productName: `${request.productName} r${round}`, variant: round + 1 };
      const start = process.cpuUsage();
      await generateListing(fresh, d);
      const used = process.cpuUsage(start);
      samples.push((used.user + used.system) / 1000);
    }
  }
  return samples.sort((a, b) => a - b);
}

/** The fixture mix: every product on every platform, the tone turning, a fresh name each time. */
export function mix(): GenerationRequest[] {
  return PRODUCTS.flatMap((product, i) =>
    PLATFORMS.map((platform, j) => ({ productName: `${product.productName} ${i}-${j}`, keywords: product.keywords, platform, tone: TONES[(i + j) % TONES.length]!, productUrl: undefined })),
  );
}

/** Forty distinct keywords a seller of a water bottle might type. */
export const writerPool = [
    "stainless steel", "750 ml", "leak-proof lid", "BPA-free", "keeps cold 24 hours", "powder-coated finish", "carry loop", "wide mouth",
    "fits cup holders", "hand wash only", "for hiking", "for the gym", "gift for him", "matte black", "double-wall insulation", "sweat-free grip",
    "silicone boot", "straw lid", "flip spout", "18/8 steel interior", "keeps hot 12 hours", "dent-resistant", "screw cap", "ice cubes fit",
    "no metallic taste", "condensation-free", "for camping", "for the office", "for kids", "lightweight", "slim profile", "two lids",
    "removable straw", "wide base", "fits backpack pockets", "easy to clean", "laser-engraved logo", "rubber base", "tethered cap", "scratch-resistant",
];

/** One product with n ordinary keywords of the kinds sellers type, on the four busiest platforms. */
function withKeywords(n: number): GenerationRequest[] {
  const pool = writerPool;

  const keywords = pool.slice(0, n).join(", ");
  return (["amazon", "etsy", "walmart", "shopify"] as const).flatMap((platform) =>
    TONES.map((tone) => ({ productName: "Insulated Water Bottle", keywords, platform, tone, productUrl: undefined })),
  );
}

export async function writerBench(): Promise<BenchResult> {
  const all = await cpuPerCall(mix(), 5);
  const five = await cpuPerCall(withKeywords(5), 40);
  const forty = await cpuPerCall(withKeywords(40), 40);
  const median = percentile(all, 50);
  const growth = percentile(forty, 50) / percentile(five, 50);
  return {
    name: "built-in writer + checker, CPU per listing (no HTTP)",
    lines: [
      `fixture mix (${PRODUCTS.length} products × ${PLATFORMS.length} platforms × 5 variants): median ${median.toFixed(3)} ms, p95 ${percentile(all, 95).toFixed(3)} ms, p99 ${percentile(all, 99).toFixed(3)} ms`,
      `5 keywords: median ${percentile(five, 50).toFixed(3)} ms; 40 keywords: median ${percentile(forty, 50).toFixed(3)} ms (${growth.toFixed(2)}× the 5-keyword cost)`,
      `baseline: the writer this replaced measured 2-3 ms per listing on the same mix (README, previous release)`,
    ],
    budgets: [
      { what: "median CPU per listing", measured: median, target: MEDIAN_TARGET_MS, unit: "ms" },
      { what: "40 keywords / 5 keywords cost", measured: growth, target: GROWTH_TARGET, unit: "×" },
    ],
  };
}
