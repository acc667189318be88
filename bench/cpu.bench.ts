import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { freePort } from "../packages/kit/testing/raw-http";
import { PRODUCTS } from "../services/generator/test/fixtures/products";
import type { BenchResult } from "./run";
import { BENCH_LIMITS, signUp, startDistributedSystem, waitUntilReady } from "./bench-system";
import { productMix } from "./generation.bench";
import { startArgs } from "./startup.bench";
import { cpuPerCall, mix } from "./writer.bench";
import { measure, percentile } from "./stats";
import { stepOf, summariseProfiles, type StepTotals } from "./cpu-profile";
import { buildBaseline } from "./baseline-build";

// Whole-system CPU per generated listing (issue 32): the process `npm start` runs, seen from outside. Its own
// CPU counters (/proc/<pid>/stat: utime + stime, every thread of it, the listing workers and the embedded
// database included) read before and after N signed-in generations of new products through the gateway,
// set beside the writer's own median CPU per listing (`npm run bench writer`). The one-process start uses no
// PostgreSQL, RabbitMQ or Redis process (embedded database, bus and cache), so there is nothing else to read.

const ROOT = path.resolve(__dirname, "..");
const LISTINGS = Number(process.env.BENCH_CPU_LISTINGS ?? 1000);
/** A few sellers at once, as a busy small shop would see; enough to keep both cores honest, not a load test. */
const CONCURRENCY = 4;
// Enough for the listing threads' JIT to settle (each thread warms up on its own): fewer show the warm-up, not the cost.
// 400 was not: windows of 600 listings in one server read 7.80, 6.25, 5.87, 6.05, 5.05 ms each, most of the fall V8's
// helper threads compiling optimised code (~2.1 ms per listing after 400, ~0.9 after 3,000; with
// --no-concurrent-recompilation the same work moved onto the listing threads), 2026-11-30. A server runs the steady state.
const WARM_UP = Number(process.env.BENCH_CPU_WARM_UP ?? 3000);
const RATIO_TARGET = 3;
const TICK_MS = 1000 / 100; // USER_HZ: /proc counts in ticks of 10 ms on Linux

/** utime + stime of the whole process (all its threads), in ms. */
export function processCpuMs(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
  // The command name (field 2) may hold spaces; the fields after its closing parenthesis are fixed.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
}

/** CPU ms of the process's main thread alone (its thread id is the process id). */
export function mainThreadCpuMs(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/task/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
}

/** CPU ms of each thread of the process, by thread name (main thread "node", "libuv-worker", V8's helpers). */
function threadCpuMs(pid: number): Map<string, number> {
  const byName = new Map<string, number>();
  for (const tid of fs.readdirSync(`/proc/${pid}/task`)) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/task/${tid}/stat`, "utf8");
      const name = stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")"));
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      const key = tid === String(pid) ? "main thread" : name;
      byName.set(key, (byName.get(key) ?? 0) + (Number(fields[11]) + Number(fields[12])) * TICK_MS);
    } catch {
      // the thread ended meanwhile
    }
  }
  return byName;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const monotonicMicros = () => Number(process.hrtime.bigint() / 1000n);

interface Run {
  cpuMsPerListing: number;
  /** The same, less what the process burns idle (timers, pollers) over the same wall time. */
  cpuMsPerListingLessIdle: number;
  idleMsPerSecond: number;
  wallMs: number;
  threads: Array<[string, number]>;
  /** The measured window on the monotonic clock the child's CPU profile uses too (µs). */
  window: { start: number; end: number };
}

/** Which server to start: this checkout's bundle, or a baseline's built elsewhere (baseline-build.ts). */
interface Server {
  cwd: string;
  script: string;
}

/** Signed-in generations through the gateway at `url`: the i-th is a product no request before it named. */
function generator(label: string, url: string, cookie: string): (i: number) => Promise<void> {
  const run = randomBytes(3).toString("hex");
  const bodies = productMix((name, i, j) => `${name} ${run}-${i}-${j}`);
  return async (i: number) => {
    const request = { ...bodies[i % bodies.length]!, productName: `${bodies[i % bodies.length]!.productName}-${i}` };
    const response = await fetch(`${url}/api/generate-description`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-requested-with": "shopscript", cookie },
      body: JSON.stringify(request),
    });
    if (response.status !== 200) throw new Error(`${label}: generation answered ${response.status}: ${await response.text()}`);
    await response.arrayBuffer();
  };
}

/** Starts `npm start`'s process (prepare already ran), signs a seller in, and measures N generations. */
async function runOnce(label: string, server: Server, nodeFlags: string[] = []): Promise<Run & { stop(): Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "shopscript-bench-cpu-"));
  const port = await freePort();
  // A generous time limit per listing: on a machine busy with other work, a refusal would end the run, not measure it.
  const env: NodeJS.ProcessEnv = { ...process.env, ...BENCH_LIMITS, GENERATION_TIME_LIMIT_MS: "60000", DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: "warn" };
  for (const key of ["DATABASE_URL", "AMQP_URL", "REDIS_URL", "OPENAI_API_KEY"]) delete env[key];
  const [flags] = splitStartArgs();
  const child: ChildProcess = spawn(process.execPath, [...flags, ...nodeFlags, server.script], { cwd: server.cwd, env, stdio: ["ignore", "ignore", "inherit"] });
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill("SIGTERM");
      await new Promise((resolve) => child.once("exit", resolve));
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const url = `http://127.0.0.1:${port}`;
    await waitUntilReady(url, child, 120_000, 100);
    const pid = child.pid!;
    const generate = generator(label, url, await signUp(url));
    await measure(WARM_UP, CONCURRENCY, (i) => generate(100_000 + i));
    await settle(pid);
    // What the process burns doing nothing (timers, relays polling, the cache's sweeps), to set apart.
    const idleStart = processCpuMs(pid);
    const idleWallStart = performance.now();
    await sleep(3000);
    const idleMsPerSecond = (processCpuMs(pid) - idleStart) / ((performance.now() - idleWallStart) / 1000);
    const threadsBefore = threadCpuMs(pid);
    const before = processCpuMs(pid);
    const wallStart = performance.now();
    const windowStart = monotonicMicros();
    await measure(LISTINGS, CONCURRENCY, generate);
    // The events a generation sends (description.generated → analytics) are handled after its answer.
    await settle(pid, idleMsPerSecond);
    const windowEnd = monotonicMicros();
    const wallMs = performance.now() - wallStart;
    const cpuMs = processCpuMs(pid) - before;
    const threadsAfter = threadCpuMs(pid);
    const threads = [...threadsAfter]
      .map(([name, ms]) => [name, (ms - (threadsBefore.get(name) ?? 0)) / LISTINGS] as [string, number])
      .filter(([, ms]) => ms > 0)
      .sort((a, b) => b[1] - a[1]);
    return {
      cpuMsPerListing: cpuMs / LISTINGS,
      cpuMsPerListingLessIdle: Math.max(0, cpuMs - (idleMsPerSecond * wallMs) / 1000) / LISTINGS,
      idleMsPerSecond,
      wallMs,
      threads,
      window: { start: windowStart, end: windowEnd },
      stop,
    };
  } catch (err) {
    await stop();
    throw err;
  }
}

/** `node <flags> dist/standalone.cjs` split so flags of the bench's own go before the script. */
function splitStartArgs(): [string[], string] {
  const args = startArgs();
  const scriptAt = args.findIndex((arg) => arg.endsWith(".cjs"));
  if (scriptAt !== args.length - 1) throw new Error(`the start script does not end with the bundle: ${args.join(" ")}`);
  return [args.slice(0, scriptAt), args[scriptAt]!];
}

/** Waits until the process's CPU use falls back to its idle rate (at most 5 s). */
async function settle(pid: number, idleMsPerSecond = 5): Promise<void> {
  const deadline = Date.now() + 5000;
  let last = processCpuMs(pid);
  while (Date.now() < deadline) {
    await sleep(250);
    const now = processCpuMs(pid);
    if (now - last <= Math.max(TICK_MS, idleMsPerSecond / 2)) return;
    last = now;
  }
}

const ms = (value: number) => value.toFixed(2);

/**
 * The profile's steps as shares of its samples, and each share applied to the CPU the profiled run measured
 * from /proc: V8's profiler samples each thread on a wall clock, so a thread the kernel took the core from
 * (a busy machine, a worker just woken) keeps collecting samples in the frame it was in. The shares say
 * where the time goes; only /proc says how much CPU there was.
 */
function formatSteps(steps: StepTotals, cpuMsPerListing: number): string[] {
  const total = [...steps.values()].reduce((sum, step) => sum + step.ms, 0);
  const short = (where: string) => (where.length > 60 ? `${where.slice(0, 57)}...` : where);
  return [...steps]
    .sort((a, b) => b[1].ms - a[1].ms)
    .map(([step, { ms: stepMs, top }]) => {
      const tops = top.slice(0, 3).map(([where, t]) => `${short(where)} ${((100 * t) / total).toFixed(1)}%`).join(", ");
      return `  ${step.padEnd(34)} ${((100 * stepMs) / total).toFixed(1).padStart(5)}%  ~${ms((stepMs / total) * cpuMsPerListing)} ms/listing   ${tops}`;
    });
}

/** One server measured, then (unless BENCH_CPU_PROFILE=0) run again under the CPU profiler: its lines. */
async function measureServer(label: string, server: Server, writerMedian: number, profile: boolean): Promise<{ lines: string[]; cpuMsPerListing: number }> {
  const loadAtStart = os.loadavg()[0]!;
  const measured = await runOnce(label, server);
  await measured.stop();
  const lines = [
    `${label} (load average ${loadAtStart.toFixed(1)} at its start):`,
    `  whole process: ${ms(measured.cpuMsPerListing)} ms CPU per listing (${ms(measured.cpuMsPerListingLessIdle)} ms less its idle ${ms(measured.idleMsPerSecond)} ms/s over ${(measured.wallMs / 1000).toFixed(1)} s)`,
    `  ratio: ${(measured.cpuMsPerListing / writerMedian).toFixed(1)}× the writer's median (target ≤ ${RATIO_TARGET}×)`,
    `  by thread (ms/listing; "node" is every other thread: the listing workers, libuv's pool (zlib), V8's helpers): ${measured.threads
      .slice(0, 4)
      .map(([name, t]) => `${name} ${ms(t)}`)
      .join(", ")}`,
  ];
  if (profile) {
    const profileDir = fs.mkdtempSync(path.join(os.tmpdir(), "shopscript-cpu-prof-"));
    const profiled = await runOnce(`${label}, profiled`, server, ["--cpu-prof", `--cpu-prof-dir=${profileDir}`, "--cpu-prof-interval=250"]);
    await profiled.stop();
    const { steps, threads } = summariseProfiles(profileDir, profiled.window, stepOf);
    const sampled = threads.reduce((sum, [, t]) => sum + t, 0);
    lines.push(
      `  CPU profile (node --cpu-prof, every JS thread, self time in the measured window), by step: share of the samples, and that share of the ${ms(profiled.cpuMsPerListing)} ms/listing the profiled run used:`,
      ...formatSteps(steps, profiled.cpuMsPerListing).map((line) => `  ${line}`),
      `    samples by thread: ${threads.map(([name, t]) => `${name} ${((100 * t) / sampled).toFixed(0)}%`).join(", ")}`,
    );
    if (process.env.BENCH_CPU_KEEP_PROFILE) lines.push(`  profiles kept in ${profileDir}`);
    else fs.rmSync(profileDir, { recursive: true, force: true });
  }
  return { lines, cpuMsPerListing: measured.cpuMsPerListing };
}

/** The servers' processes by command name (/proc/<pid>/comm): PostgreSQL's backends, RabbitMQ's VM, Redis. */
const SERVER_COMMANDS: Record<string, string> = { postgres: "PostgreSQL", "beam.smp": "RabbitMQ", "redis-server": "Redis" };

/** CPU ms so far of every process of each server, by server (a PostgreSQL backend that exited is not counted). */
function serverCpuMs(): Map<string, number> {
  const byServer = new Map<string, number>();
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const server = SERVER_COMMANDS[fs.readFileSync(`/proc/${entry}/comm`, "utf8").trim()];
      if (server) byServer.set(server, (byServer.get(server) ?? 0) + processCpuMs(Number(entry)));
    } catch {
      // the process ended meanwhile
    }
  }
  return byServer;
}

/**
 * The distributed shape (BENCH_CPU_DISTRIBUTED=1; needs DATABASE_URL, AMQP_URL, REDIS_URL): one process per
 * service from the image bundles (`startDistributedSystem`), on the real PostgreSQL, RabbitMQ and Redis. Each
 * service process's CPU from /proc, and the servers' processes' too; those servers may be shared with other
 * work on the machine (other tests, other agents), so their figure is an upper bound of this run's share.
 */
async function measureDistributed(writerMedian: number): Promise<string[]> {
  const loadAtStart = os.loadavg()[0]!;
  const system = await startDistributedSystem({ GENERATION_TIME_LIMIT_MS: "60000", LOG_LEVEL: "warn" });
  try {
    const generate = generator("distributed", system.url, await signUp(system.url));
    await measure(WARM_UP, CONCURRENCY, (i) => generate(100_000 + i));
    await sleep(2000);
    const services = () => new Map(system.services.map((service) => [service.name, processCpuMs(service.pid)]));
    const idleServices = services();
    const idleServers = serverCpuMs();
    await sleep(3000);
    const idleServicesAfter = services();
    const idleServersAfter = serverCpuMs();
    const servicesBefore = services();
    const serversBefore = serverCpuMs();
    const wallStart = performance.now();
    await measure(LISTINGS, CONCURRENCY, generate);
    // The analytics count is written up to the usage batch's linger after the last answer.
    await sleep(1000);
    const wallSeconds = (performance.now() - wallStart) / 1000;
    const servicesAfter = services();
    const serversAfter = serverCpuMs();
    const delta = (after: Map<string, number>, before: Map<string, number>) =>
      [...after].map(([name, ms]) => [name, Math.max(0, ms - (before.get(name) ?? 0))] as [string, number]);
    const perListing = (entries: Array<[string, number]>) => entries.map(([name, ms]) => [name, ms / LISTINGS] as [string, number]).sort((a, b) => b[1] - a[1]);
    const serviceMs = perListing(delta(servicesAfter, servicesBefore));
    const serverMs = perListing(delta(serversAfter, serversBefore));
    const idleRate = (entries: Array<[string, number]>) => entries.reduce((sum, [, ms]) => sum + ms, 0) / 3;
    const servicesTotal = serviceMs.reduce((sum, [, t]) => sum + t, 0);
    const serversTotal = serverMs.reduce((sum, [, t]) => sum + t, 0);
    const total = servicesTotal + serversTotal;
    // What the system burns doing nothing (relays polling PostgreSQL every second, health checks, the servers'
    // own timers) over the same wall time, set apart as in the one-process figure.
    const idlePerListing = ((idleRate(delta(idleServicesAfter, idleServices)) + idleRate(delta(idleServersAfter, idleServers))) * wallSeconds) / LISTINGS;
    return [
      `distributed shape (one process per service from the image bundles, real PostgreSQL, RabbitMQ and Redis; load average ${loadAtStart.toFixed(1)} at its start, ${wallSeconds.toFixed(1)} s):`,
      `  service processes: ${ms(servicesTotal)} ms CPU per listing (${serviceMs.map(([name, t]) => `${name} ${ms(t)}`).join(", ")}); idle ${idleRate(delta(idleServicesAfter, idleServices)).toFixed(1)} ms/s`,
      `  servers: ${ms(serversTotal)} ms CPU per listing (${serverMs.map(([name, t]) => `${name} ${ms(t)}`).join(", ")}); idle ${idleRate(delta(idleServersAfter, idleServers)).toFixed(1)} ms/s (shared with whatever else uses them)`,
      `  whole system: ${ms(total)} ms CPU per listing (${ms(Math.max(0, total - idlePerListing))} ms less its idle), ${(total / writerMedian).toFixed(1)}× the writer's median`,
    ];
  } finally {
    await system.stop();
  }
}

/**
 * BENCH_CPU_BASELINE=<git ref> also measures that commit's server first (built in a folder of its own), so the
 * figures of the old code and the new come from the same run on the same machine.
 */
export async function cpuBench(): Promise<BenchResult> {
  execFileSync(process.execPath, [path.join(ROOT, "scripts", "prepare.mjs")], { cwd: ROOT, stdio: "inherit" });
  const writerMedian = percentile(await cpuPerCall(mix(), 5), 50);
  const lines = [
    `${LISTINGS} signed-in built-in generations through the gateway of \`npm start\` (embedded database, bus and cache; ${CONCURRENCY} at a time; a new product each; after ${WARM_UP} to warm up), ${os.availableParallelism()} cores, load average ${os.loadavg()[0]!.toFixed(1)} at the start`,
    `writer + checker alone (\`npm run bench writer\`, fixture mix, this process): median ${ms(writerMedian)} ms`,
  ];
  const baselineRef = process.env.BENCH_CPU_BASELINE;
  const baseline = baselineRef ? buildBaseline(baselineRef) : undefined;
  // With a baseline the two take turns (baseline, this checkout; then this checkout, baseline; ...), so a change
  // in the machine's load during the run weighs on both alike. Each is profiled in its last turn only.
  const rounds = Number(process.env.BENCH_CPU_ROUNDS ?? (baseline ? 2 : 1));
  const servers: Array<{ label: string; server: Server; runs: number[] }> = [
    ...(baseline ? [{ label: `baseline (${baselineRef})`, server: { cwd: baseline.dir, script: baseline.script }, runs: [] as number[] }] : []),
    { label: "this checkout", server: { cwd: ROOT, script: path.join(ROOT, splitStartArgs()[1]) }, runs: [] },
  ];
  const profiling = process.env.BENCH_CPU_PROFILE !== "0";
  try {
    for (let round = 0; round < rounds; round++) {
      const order = round % 2 ? [...servers].reverse() : servers;
      for (const entry of order) {
        const result = await measureServer(`${entry.label}, round ${round + 1}`, entry.server, writerMedian, profiling && round === rounds - 1);
        lines.push(...result.lines);
        entry.runs.push(result.cpuMsPerListing);
      }
    }
  } finally {
    baseline?.remove();
  }
  const median = (runs: number[]) => {
    const sorted = [...runs].sort((a, b) => a - b);
    const mid = sorted.length >> 1;
    return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  };
  for (const entry of servers) {
    lines.push(`${entry.label}: median of ${entry.runs.length} run(s) ${ms(median(entry.runs))} ms CPU per listing (${entry.runs.map(ms).join(", ")}), ${(median(entry.runs) / writerMedian).toFixed(1)}× the writer's median`);
  }
  const current = { cpuMsPerListing: median(servers.at(-1)!.runs) };
  if (baseline) lines.push(`this checkout / baseline: ${(current.cpuMsPerListing / median(servers[0]!.runs)).toFixed(2)}× the CPU per listing`);
  if (process.env.BENCH_CPU_DISTRIBUTED === "1") lines.push(...(await measureDistributed(writerMedian)));
  return {
    name: `whole-system CPU per generated listing, one process (${PRODUCTS.length} products × 12 platforms)`,
    lines,
    budgets: [{ what: "whole-process CPU per listing / writer median", measured: current.cpuMsPerListing / writerMedian, target: RATIO_TARGET, unit: "×" }],
  };
}
