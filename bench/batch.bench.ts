import os from "node:os";
import { shopifyExport } from "../infra/test-support/catalog-exports";
import { startGeneratorProcess, type GeneratorProcess } from "../infra/test-support/generator-processes";
import type { BenchResult } from "./run";
import { signUp, startBenchSystem } from "./bench-system";
import { mainThreadCpuMs, processCpuMs } from "./cpu.bench";
import { baselineCheckout } from "./baseline-build";

// BATCH_BENCH_ROWS makes a shorter run possible on a busy machine; the figure in the README is for 1,000.
const ROWS = Number(process.env.BATCH_BENCH_ROWS ?? 1_000);
const RATIO_TARGET = 1.6;
/** Rows per second with one generator process (issue 28). */
const ONE_TARGET = 150;

/**
 * Catalog mode through the real queue: the system (catalog, gateway…) in this process without a generator,
 * and generator instances as processes of their own consuming generator.jobs as competing consumers on the
 * real RabbitMQ. A 1,000-product Shopify export with one instance, then another with two: rows per second,
 * the wall time of the job from start to its last row stored, and this process's CPU per stored row.
 */
export async function batchBench(): Promise<BenchResult> {
  // The catalog's batch settings given to this run (BATCH_SOLO_WINDOW=…, to compare windows) reach the system.
  const batchSettings = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => name.startsWith("BATCH_")),
  );
  const bench = await startBenchSystem({ LOG_LEVEL: "warn", ...batchSettings }, { generator: false });
  const generators: GeneratorProcess[] = [];
  try {
    const base = bench.system.url;
    const cookie = await signUp(base);
    const runJob = async (rows = ROWS) => {
      const file = shopifyExport(rows, { variants: () => 1 });
      const uploaded = await fetch(`${base}/api/batches?platform=shopify`, {
        method: "POST",
        headers: { cookie, "x-requested-with": "shopscript", "content-type": "text/csv" },
        body: file,
      });
      if (uploaded.status !== 201) throw new Error(`upload: ${uploaded.status} ${await uploaded.text()}`);
      const { id } = (await uploaded.json()) as { id: string };
      // The machine may be shared: the load average as each job starts goes beside its figures.
      const loadAtStart = os.loadavg()[0]!;
      const started = performance.now();
      const cpuBefore = process.cpuUsage();
      // The generator processes' CPU too (every thread: the writer's threads, the main thread's queue work).
      const generatorCpu = () => generators.reduce((sum, g) => sum + processCpuMs(g.child.pid!), 0);
      const generatorCpuBefore = generatorCpu();
      // Of which their main threads (the queue, the hand-off, the answers): the rest is the writer's threads,
      // V8's helpers and libuv's pool.
      const generatorMainCpu = () => generators.reduce((sum, g) => sum + mainThreadCpuMs(g.child.pid!), 0);
      const generatorMainCpuBefore = generatorMainCpu();
      const start = await fetch(`${base}/api/batches/${id}/start`, {
        method: "POST",
        headers: { cookie, "x-requested-with": "shopscript" },
      });
      if (!start.ok) throw new Error(`start: ${start.status}`);
      // Bounded: a job that has not finished in 15 minutes is reported as a failure.
      for (let i = 0; i < 9000; i++) {
        const job = (await (await fetch(`${base}/api/batches/${id}`, { headers: { cookie } })).json()) as {
          progress: { status: string; done: number; failed: number };
        };
        if (job.progress.status === "completed") {
          const seconds = (performance.now() - started) / 1000;
          const cpu = process.cpuUsage(cpuBefore);
          // This process runs the whole system but the generators: the catalog, and beside it the gateway
          // (this loop's polls), billing (each row's entitlement check) and the rest, mostly idle. So this is
          // an upper bound of the catalog's CPU per stored row.
          const cpuMsPerRow = (cpu.user + cpu.system) / 1000 / rows;
          const generatorCpuMsPerRow = (generatorCpu() - generatorCpuBefore) / rows;
          const generatorMainCpuMsPerRow = (generatorMainCpu() - generatorMainCpuBefore) / rows;
          return { seconds, rowsPerSecond: rows / seconds, failed: job.progress.failed, cpuMsPerRow, generatorCpuMsPerRow, generatorMainCpuMsPerRow, loadAtStart };
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error("the job did not finish in 15 minutes");
    };
    // Each row asks billing whether its seller may still generate: the processes need its address.
    const generatorEnv = {
      ...bench.env,
      BILLING_URL: bench.system.services.find((s) => s.name === "billing")!.url,
    };
    type Job = Awaited<ReturnType<typeof runJob>>;
    /** One generator, then two, each warmed up by a 100-row job first; `root` is the checkout whose generator runs. */
    const measure = async (root?: string): Promise<{ one: Job; two: Job }> => {
      try {
        generators.push(await startGeneratorProcess(generatorEnv, undefined, root));
        await runJob(100); // warm-up: the writer's threads, the JIT, the database's caches
        const one = await runJob();
        generators.push(await startGeneratorProcess(generatorEnv, undefined, root));
        // The new instance warms up too (its writer threads load their data on first use): measured warm, as the first.
        await runJob(100);
        const two = await runJob();
        return { one, two };
      } finally {
        for (const generator of generators.splice(0)) await generator.stop();
      }
    };
    const lines = (label: string, { one, two }: { one: Job; two: Job }) => [
      `${label}one generator: ${one.rowsPerSecond.toFixed(1)} rows/s, job wall time ${one.seconds.toFixed(1)} s (${one.failed} failed; load average ${one.loadAtStart.toFixed(1)} as it started)`,
      `${label}two generators: ${two.rowsPerSecond.toFixed(1)} rows/s, job wall time ${two.seconds.toFixed(1)} s (${two.failed} failed; load average ${two.loadAtStart.toFixed(1)} as it started)`,
      `${label}system process CPU per stored row (catalog + gateway + billing…, no generator): ${one.cpuMsPerRow.toFixed(2)} ms with one generator, ${two.cpuMsPerRow.toFixed(2)} ms with two`,
      `${label}generator processes' CPU per row (all threads, /proc): ${one.generatorCpuMsPerRow.toFixed(2)} ms with one generator, ${two.generatorCpuMsPerRow.toFixed(2)} ms with two`,
      `${label}  of which their main threads: ${one.generatorMainCpuMsPerRow.toFixed(2)} ms with one generator, ${two.generatorMainCpuMsPerRow.toFixed(2)} ms with two`,
      `${label}ratio two/one: ${(two.rowsPerSecond / one.rowsPerSecond).toFixed(2)}`,
    ];
    // BATCH_BENCH_BASELINE=<git ref>: that commit's generator processes first (same system, same queue, same
    // export), then this checkout's, for before/after in one run on a machine whose load changes.
    const baselineRef = process.env.BATCH_BENCH_BASELINE;
    const baselineLines: string[] = [];
    if (baselineRef) {
      const baseline = baselineCheckout(baselineRef);
      try {
        baselineLines.push(...lines(`baseline ${baselineRef}: `, await measure(baseline.dir)));
      } finally {
        baseline.remove();
      }
    }
    const { one, two } = await measure();
    const ratio = two.rowsPerSecond / one.rowsPerSecond;
    const [load1, load5] = os.loadavg();
    return {
      name: `batch: a ${ROWS.toLocaleString("en")}-product Shopify export through generator.jobs (real RabbitMQ), 1 vs 2 generator processes`,
      lines: [
        ...baselineLines,
        ...lines(baselineRef ? "this checkout: " : "", { one, two }).slice(0, -1),
        `ratio two/one: ${ratio.toFixed(2)} (goal ≥ ${RATIO_TARGET} on an otherwise idle 2-core machine)`,
        `machine: ${os.cpus().length} cores, load average ${load1!.toFixed(1)} (1 min) / ${load5!.toFixed(1)} (5 min) at the end`,
      ],
      budgets: [
        {
          what: "one generator: seconds per 1,000 rows",
          measured: 1000 / one.rowsPerSecond,
          target: 1000 / ONE_TARGET,
          unit: "s",
        },
        { what: "1 / (two/one ratio)", measured: 1 / ratio, target: 1 / RATIO_TARGET, unit: "" },
      ],
    };
  } finally {
    for (const generator of generators) await generator.stop();
    await bench.stop();
  }
}
