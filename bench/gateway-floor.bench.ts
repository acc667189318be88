import { spawn } from "node:child_process";
import { generateKeyPairSync, randomBytes } from "node:crypto";
import express, { type Express } from "express";
import { createLogger, createServiceApp, RedisCache, SessionStore, startHttpServer, systemClock } from "@shopscript/kit";
import { createApp } from "../services/gateway/src/app";
import { loadGatewayConfig } from "../services/gateway/src/config";
import { createUpstreamProxy } from "../services/gateway/src/upstream-proxy";
import { resolveTestServers } from "../scripts/test-servers";
import type { BenchResult } from "./run";
import { formatLoad, loadOffThread } from "./load";

const SECONDS = 5;

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
 * The floor under every request that crosses the gateway: a no-op upstream behind (1) a bare express app
 * with the same proxy, (2) the kit's service app around it (request id, request log, metrics), and (3)
 * the real gateway (security headers, header hygiene, Redis rate limit, CSRF check, session gate).
 * Whatever a service does comes on top of this, so no endpoint can be faster through the gateway.
 */
export async function gatewayFloorBench(): Promise<BenchResult> {
  const upstream = await startNoopUpstream();
  const servers = await resolveTestServers();
  const log = createLogger("bench-gateway", "warn");
  const cache = new RedisCache(servers.REDIS_URL, `bench_${randomBytes(3).toString("hex")}:`);
  const { publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256", publicKeyEncoding: { type: "spki", format: "pem" }, privateKeyEncoding: { type: "pkcs8", format: "pem" } });
  const proxy = () => createUpstreamProxy("auth", upstream.url, 60_000, log);
  const shapes: Array<[string, () => Express]> = [
    [
      "bare express + proxy",
      () => {
        const app = express();
        app.use(proxy());
        return app;
      },
    ],
    [
      "+ service app (request id, request log, metrics)",
      () => {
        const app = createServiceApp({ log, parseJson: false, trustIncomingRequestId: false });
        app.use(proxy());
        return app;
      },
    ],
    [
      "the gateway (+ security headers, header hygiene, Redis rate limit, CSRF, session gate)",
      () => {
        const config = loadGatewayConfig({ AUTH_URL: upstream.url, API_RATE_LIMIT_PER_MINUTE: "1000000000" });
        return createApp({ config, log, cache, session: { publicKey, store: new SessionStore(cache), clock: systemClock } });
      },
    ],
  ];
  const lines: string[] = [];
  try {
    for (const [label, build] of shapes) {
      const server = await startHttpServer(build(), 0, "127.0.0.1");
      try {
        const request = { url: `${server.url}/api/auth/logout`, method: "POST" as const, headers: { "x-requested-with": "shopscript" } };
        await loadOffThread({ ...request, connections: 50, seconds: 2 });
        const one = await loadOffThread({ ...request, connections: 1, seconds: SECONDS });
        const hundred = await loadOffThread({ ...request, connections: 100, seconds: SECONDS });
        lines.push(`${label}:`, `  1 connection:    ${formatLoad(one)}`, `  100 connections: ${formatLoad(hundred)}`);
      } finally {
        await server.close(200);
      }
    }
  } finally {
    await cache.close();
    upstream.stop();
    await servers.stop?.();
  }
  lines.push(
    "A generation adds its own work (writing + checking, about 2-3 ms of CPU) to the last line; with 100 in flight every",
    "millisecond of CPU per request adds about 100 ms of queueing on one core.",
  );
  return {
    name: `the gateway's floor: a no-op upstream behind a proxy, at 1 and 100 connections, ${SECONDS} s each`,
    lines,
    // Reported, not budgeted: it is the floor the generation bench's p99 budget sits on.
    budgets: [],
  };
}
