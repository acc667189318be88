/**
 * `npm run bench [name...]`: runs the benchmarks (all, or those named) and prints their reports.
 * Budgets are checked here and reported as ratios to their target, never in unit tests.
 */
import { batchBench } from "./batch.bench";
import { catalogBench } from "./catalog.bench";
import { cpuBench } from "./cpu.bench";
import { gatewayFloorBench } from "./gateway-floor.bench";
import { generationBench } from "./generation.bench";
import { loadLadderBench } from "./load-ladder.bench";
import { loginBench } from "./login.bench";
import { modelPathBench } from "./model-path.bench";
import { publishBench } from "./publish.bench";
import { startupBench } from "./startup.bench";
import { uploadBench } from "./upload.bench";
import { webBench } from "./web.bench";
import { writerBench } from "./writer.bench";

export interface BenchResult {
  name: string;
  lines: string[];
  /** Each budget: measured / target; above 1 means over budget. A target of 0 is met only by exactly 0. */
  budgets: Array<{ what: string; measured: number; target: number; unit: string }>;
}

const benches: Record<string, () => Promise<BenchResult>> = {
  startup: startupBench,
  catalog: catalogBench,
  writer: writerBench,
  generation: generationBench,
  cpu: cpuBench,
  gateway: gatewayFloorBench,
  web: webBench,
  load: loadLadderBench,
  login: loginBench,
  "model-path": modelPathBench,
  batch: batchBench,
  upload: uploadBench,
  publish: publishBench,
};

async function main() {
  const wanted = process.argv.slice(2);
  const names = wanted.length ? wanted : Object.keys(benches);
  let over = 0;
  for (const name of names) {
    const bench = benches[name];
    if (!bench) throw new Error(`unknown bench "${name}"; known: ${Object.keys(benches).join(", ")}`);
    const result = await bench();
    console.log(`\n## ${result.name}`);
    for (const line of result.lines) console.log(`  ${line}`);
    for (const budget of result.budgets) {
      const ratio =
        budget.target === 0 ? (budget.measured === 0 ? 0 : Infinity) : budget.measured / budget.target;
      if (ratio > 1) over++;
      console.log(
        `  budget ${budget.what}: ${budget.measured.toFixed(budget.measured < 10 ? 2 : 1)} ${budget.unit} of ${+budget.target.toFixed(3)} ${budget.unit} ` +
          `(ratio ${ratio.toFixed(2)}${ratio > 1 ? ", OVER" : ""})`,
      );
    }
  }
  console.log(over ? `\n${over} budget(s) over target` : "\nall budgets met");
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
