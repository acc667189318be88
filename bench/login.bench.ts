import os from "node:os";
import { randomBytes } from "node:crypto";
import type { BenchResult } from "./run";
import { startBenchSystem } from "./bench-system";
import { errorRate, loadOffThread, type LoadResult } from "./load";
import { measure } from "./stats";
import { hashPassword, verifyPassword } from "../services/auth/src/domain/passwords";

const ACCOUNTS = 64;
const PASSWORD = "bench password 1";
const STEPS = [1, 4, 16, 64];
const SECONDS = 5;
const RAW_VERIFIES = 20;

/**
 * Sign-in through the gateway at rising concurrency: argon2id (19 MiB, 2 passes) bounds it, so this reports
 * logins per CPU-second next to one bare argon2id verify. The limiters stay out of the way: auth's
 * (10 per account, 100 per address per 15 min) count failed sign-ins only and every sign-in here succeeds
 * (any failure shows in err); the gateway's per-address cap is lifted by startBenchSystem
 * (API_RATE_LIMIT_PER_MINUTE); and the load cycles through 64 accounts.
 */
export async function loginBench(): Promise<BenchResult> {
  const bench = await startBenchSystem();
  try {
    const base = `http://127.0.0.1:${bench.system.gateway.port}`;
    const headers = { "content-type": "application/json", "x-requested-with": "shopscript" };
    const run = randomBytes(3).toString("hex");
    const bodies = Array.from({ length: ACCOUNTS }, (_, i) =>
      JSON.stringify({ email: `bench-login-${run}-${i}@example.com`, password: PASSWORD }),
    );
    await measure(ACCOUNTS, 4, async (i) => {
      const response = await fetch(`${base}/api/auth/register`, { method: "POST", headers, body: bodies[i] });
      if (response.status !== 201)
        throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
    });

    // One bare argon2id verify at a time, in this process (on the libuv pool, as auth does it).
    const hash = await hashPassword(PASSWORD);
    const rawCpu = process.cpuUsage();
    const rawStarted = performance.now();
    await measure(RAW_VERIFIES, 1, () => verifyPassword(hash, PASSWORD));
    const rawMs = (performance.now() - rawStarted) / RAW_VERIFIES;
    const rawCpuMs = (cpuSeconds(process.cpuUsage(rawCpu)) * 1000) / RAW_VERIFIES;

    const login = { url: `${base}/api/auth/login`, method: "POST" as const, headers, bodies };
    await loadOffThread({ ...login, connections: 4, seconds: 2 }); // warm-up
    const rows: string[] = [];
    let failed = 0;
    for (const connections of STEPS) {
      const cpu = process.cpuUsage();
      const started = performance.now();
      const result = await loadOffThread({ ...login, connections, seconds: SECONDS });
      const cpuS = cpuSeconds(process.cpuUsage(cpu));
      const wallS = (performance.now() - started) / 1000;
      failed += result.errors + result.non2xx;
      rows.push(row(connections, result, result.total / cpuS, cpuS / wallS, rawCpuMs));
    }
    const cores = os.availableParallelism();
    return {
      name: `login: POST /api/auth/login through the gateway, ${ACCOUNTS} accounts, ${SECONDS} s a step (argon2id 19 MiB, t=2, p=1)`,
      lines: [
        `bare argon2id verify, one at a time: ${rawMs.toFixed(1)} ms (${rawCpuMs.toFixed(1)} ms CPU) → ${(1000 / rawCpuMs).toFixed(1)} hashes/s per core`,
        `this machine: ${cores} cores, libuv pool ${process.env.UV_THREADPOOL_SIZE ?? 4} threads (argon2 runs there)`,
        "logins/CPU-s: sign-ins per second of this process's CPU (all threads): per-core hashes/s with the HTTP, DB and session work on top;",
        "argon2 share: how much of that CPU the hash itself takes (logins/CPU-s × bare verify CPU)",
        "  conc │  req/s   p50   p95   p99    err │ logins/CPU-s  argon2 share  cores busy",
        ...rows,
        failed
          ? `${failed} sign-ins failed: the numbers above include refusals, not hashing`
          : "every sign-in succeeded: no limiter answered",
      ],
      budgets: [],
    };
  } finally {
    await bench.stop();
  }
}

const cpuSeconds = (usage: NodeJS.CpuUsage) => (usage.user + usage.system) / 1e6;

function row(
  connections: number,
  r: LoadResult,
  perCpuSecond: number,
  coresBusy: number,
  verifyCpuMs: number,
): string {
  const ms = (v: number) => (v < 10 ? v.toFixed(1) : v.toFixed(0)).padStart(5);
  return (
    `  ${String(connections).padStart(4)} │ ${r.requestsPerSecond.toFixed(1).padStart(6)} ${ms(r.p50)} ${ms(r.p95)} ${ms(r.p99)} ` +
    `${`${(errorRate(r) * 100).toFixed(1)}%`.padStart(6)} │ ${perCpuSecond.toFixed(1).padStart(12)}  ${`${((perCpuSecond * verifyCpuMs) / 10).toFixed(0)}%`.padStart(12)}  ${coresBusy.toFixed(2).padStart(10)}`
  );
}
