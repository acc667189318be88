import { spawn } from "node:child_process";
import { generateKeyPairSync, randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import express, { type Express } from "express";
import {
  createLogger,
  createServiceApp,
  RedisCache,
  SESSION_COOKIE,
  SessionStore,
  signSessionToken,
  startHttpServer,
  systemClock,
  type RunningHttpServer,
} from "@shopscript/kit";
import { createApp } from "../services/gateway/src/app";
import { loadGatewayConfig } from "../services/gateway/src/config";
import { createUpstreamProxy } from "../services/gateway/src/upstream-proxy";
import { resolveTestServers } from "../scripts/test-servers";
import type { BenchResult } from "./run";
import { loadOffThread, type LoadResult } from "./load";

const SECONDS = Number(process.env.BENCH_GATEWAY_SECONDS ?? 3);
const ROUNDS = Number(process.env.BENCH_GATEWAY_ROUNDS ?? 3);
/** The issue-20 targets: throughput as a share of the bare hop's (same run), and the p50 the gateway adds. */
const GATEWAY_SHARE_TARGET = 0.8;
const SERVICE_APP_SHARE_TARGET = 0.9;
const ADDED_P50_TARGET_MS = 0.3;
/** What the bench's loggers are set to (the request log line is written only at info). */
const LOG_LEVEL = process.env.BENCH_LOG_LEVEL ?? "warn";

/** An upstream that answers every request at once, in a process of its own: the cheapest service there is. */
async function startNoopUpstream(): Promise<{ url: string; stop(): void }> {
  const child = spawn(
    process.execPath,
    [
      "-e",
      `const s = require("http").createServer((q, r) => { q.resume(); q.on("end", () => { r.writeHead(200, { "content-type": "application/json" }); r.end('{"ok":true}'); }); });
       s.listen(0, "127.0.0.1", () => process.stdout.write(String(s.address().port) + "\\n"));`,
    ],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  const port = await new Promise<string>((resolve, reject) => {
    child.stdout.once("data", (chunk: Buffer) => resolve(chunk.toString().trim()));
    child.once("exit", (code) => reject(new Error(`upstream exited with ${code}`)));
  });
  return { url: `http://127.0.0.1:${port}`, stop: () => child.kill() };
}

/**
 * CPU time of this process's main thread (the one serving requests), in ms, from /proc: unlike throughput,
 * it hardly moves when other processes load the machine, so CPU per request compares the shapes fairly.
 * Undefined where /proc is missing. The load generator runs on a worker thread and is not counted.
 */
function mainThreadCpuMs(): number | undefined {
  try {
    const stat = fs.readFileSync(`/proc/self/task/${process.pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const ticksPerMs = 100 / 1000; // USER_HZ is 100 on Linux
    return (Number(fields[11]) + Number(fields[12])) / ticksPerMs;
  } catch {
    return undefined;
  }
}

interface Sample {
  one: LoadResult;
  hundred: LoadResult;
  /** Main-thread CPU per request at 100 connections, µs. */
  cpuUs?: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? NaN;
};

/**
 * The floor under every request that crosses the gateway: a no-op upstream behind (1) a bare express app
 * with the same proxy, (2) the kit's service app around it (request id, request log, metrics), (3) the real
 * gateway (security headers, header hygiene, Redis rate limit, CSRF check, session gate), and (4) the same
 * gateway with a signed-in session (token check from the verification cache, session state from Redis).
 * Whatever a service does comes on top of this, so no endpoint can be faster through the gateway.
 * The machine may be shared: the shapes take turns, ROUNDS times, and each figure is the median of its rounds.
 */
export async function gatewayFloorBench(): Promise<BenchResult> {
  const upstream = await startNoopUpstream();
  const servers = await resolveTestServers();
  const log = createLogger("bench-gateway", LOG_LEVEL);
  const cache = new RedisCache(servers.REDIS_URL, `bench_${randomBytes(3).toString("hex")}:`);
  const keys = generateKeyPairSync("ec", {
    namedCurve: "P-256",
    publicKeyEncoding: { type: "spki", format: "pem" },
    privateKeyEncoding: { type: "pkcs8", format: "pem" },
  });
  // As the gateway's service builds it: session states from the local copy that Redis keeps true.
  const store = new SessionStore(cache, { localCopy: true });
  const session = signSessionToken(
    keys.privateKey,
    { id: "00000000-0000-4000-8000-000000000001", email: "bench@example.com", trialStartDate: new Date().toISOString() },
    { ttlSeconds: 3600, now: new Date() },
  );
  await store.markActive(session.sessionId, session.expiresAt, new Date());
  const proxy = () => createUpstreamProxy("auth", upstream.url, 60_000, log, { drainMaxBytes: 1024 * 1024, drainMaxMs: 10_000 });
  const gateway = () => {
    const config = loadGatewayConfig({ AUTH_URL: upstream.url, API_RATE_LIMIT_PER_MINUTE: "1000000000" });
    return createApp({ config, log, cache, session: { publicKey: keys.publicKey, store, clock: systemClock } });
  };
  const base = { "x-requested-with": "shopscript" };
  const shapes: Array<{ label: string; build: () => Express; headers: Record<string, string> }> = [
    {
      label: "bare express + proxy",
      build: () => {
        const app = express();
        app.use(proxy());
        return app;
      },
      headers: base,
    },
    {
      label: "+ service app (request id, request log, metrics)",
      build: () => {
        const app = createServiceApp({ log, parseJson: false, trustIncomingRequestId: false });
        app.use(proxy());
        return app;
      },
      headers: base,
    },
    {
      label: "the gateway (+ security headers, header hygiene, rate limit, CSRF, session gate)",
      build: gateway,
      headers: base,
    },
    {
      label: "the gateway, signed in (session cookie: verification cache + session state)",
      build: gateway,
      headers: { ...base, cookie: `${SESSION_COOKIE}=${session.token}` },
    },
  ];
  const running: RunningHttpServer[] = [];
  const samples: Sample[][] = shapes.map(() => []);
  try {
    for (const shape of shapes) running.push(await startHttpServer(shape.build(), 0, "127.0.0.1"));
    const requestFor = (i: number) => ({
      url: `${running[i]!.url}/api/auth/logout`,
      method: "POST" as const,
      headers: shapes[i]!.headers,
    });
    for (let i = 0; i < shapes.length; i++) await loadOffThread({ ...requestFor(i), connections: 50, seconds: 1 });
    for (let round = 0; round < ROUNDS; round++) {
      for (let i = 0; i < shapes.length; i++) {
        const one = await loadOffThread({ ...requestFor(i), connections: 1, seconds: SECONDS });
        const cpuBefore = mainThreadCpuMs();
        const hundred = await loadOffThread({ ...requestFor(i), connections: 100, seconds: SECONDS });
        const cpuAfter = mainThreadCpuMs();
        const cpuUs =
          cpuBefore === undefined || cpuAfter === undefined ? undefined : ((cpuAfter - cpuBefore) * 1000) / Math.max(1, hundred.total);
        samples[i]!.push({ one, hundred, cpuUs });
      }
    }
  } finally {
    for (const server of running) await server.close(200);
    await store.close();
    await cache.close();
    upstream.stop();
    await servers.stop?.();
  }

  const summary = samples.map((runs) => ({
    rps: median(runs.map((r) => r.hundred.requestsPerSecond)),
    p50One: median(runs.map((r) => r.one.p50)),
    p99One: median(runs.map((r) => r.one.p99)),
    p50Hundred: median(runs.map((r) => r.hundred.p50)),
    cpuUs: runs.every((r) => r.cpuUs !== undefined) ? median(runs.map((r) => r.cpuUs!)) : undefined,
    errors: runs.reduce((sum, r) => sum + r.one.errors + r.one.non2xx + r.hundred.errors + r.hundred.non2xx, 0),
  }));
  // Each round's ratio to the bare hop of the same round, then the median over rounds.
  const shareOf = (i: number) => median(samples[i]!.map((r, round) => r.hundred.requestsPerSecond / samples[0]![round]!.hundred.requestsPerSecond));
  const addedP50 = (i: number) => median(samples[i]!.map((r, round) => r.one.p50 - samples[0]![round]!.one.p50));
  const cpuShare = (i: number) =>
    summary[0]!.cpuUs !== undefined && summary[i]!.cpuUs !== undefined ? summary[0]!.cpuUs / summary[i]!.cpuUs : undefined;
  const lines = [
    `${ROUNDS} rounds of ${SECONDS} s per shape and connection count, shapes taking turns; medians; loggers at ${LOG_LEVEL};`,
    `machine: ${os.cpus().length} cores, load average ${os.loadavg().map((l) => l.toFixed(2)).join(" ")} at the end.`,
  ];
  shapes.forEach((shape, i) => {
    const s = summary[i]!;
    const cpu = s.cpuUs === undefined ? "" : `, ${s.cpuUs.toFixed(0)} µs main-thread CPU/request`;
    const vsBare =
      i === 0
        ? ""
        : ` = ${shareOf(i).toFixed(2)}× the bare hop` +
          (cpuShare(i) === undefined ? "" : ` (by CPU per request ${cpuShare(i)!.toFixed(2)}×)`) +
          `; adds ${addedP50(i).toFixed(2)} ms at p50 on 1 connection`;
    lines.push(
      `${shape.label}:`,
      `  1 connection:    p50 ${s.p50One.toFixed(2)} ms, p99 ${s.p99One.toFixed(2)} ms`,
      `  100 connections: ${s.rps.toFixed(0)} req/s, p50 ${s.p50Hundred.toFixed(1)} ms${cpu}${vsBare}; errors ${s.errors}`,
    );
  });
  lines.push(
    "A generation adds its own work (writing + checking, about 2-3 ms of CPU) to the gateway's line; with 100 in flight",
    "every millisecond of CPU per request adds about 100 ms of queueing on one core.",
  );
  return {
    name: `the gateway's floor: a no-op upstream behind a proxy, at 1 and 100 connections`,
    lines,
    // Shares are budgeted as "bare hop per shape" so that above 1 means over, like every other budget.
    budgets: [
      { what: "bare hop / service app throughput", measured: 1 / shareOf(1), target: 1 / SERVICE_APP_SHARE_TARGET, unit: "×" },
      { what: "bare hop / gateway throughput", measured: 1 / shareOf(2), target: 1 / GATEWAY_SHARE_TARGET, unit: "×" },
      { what: "p50 the gateway adds at 1 connection", measured: addedP50(2), target: ADDED_P50_TARGET_MS, unit: "ms" },
    ],
  };
}
