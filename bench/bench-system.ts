import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { createLogger } from "@shopscript/kit";
import { resolveTestServers } from "../scripts/test-servers";
import { startSystem } from "../infra/standalone/start-system";

/**
 * The whole system on real PostgreSQL, RabbitMQ and Redis (found like the tests find them), in a
 * database and vhost-free namespace of its own, for benchmarks that measure what production would see.
 */
export async function startBenchSystem(extraEnv: NodeJS.ProcessEnv = {}) {
  const servers = await resolveTestServers();
  const id = `bench_${randomBytes(3).toString("hex")}`;
  const database = new URL(servers.DATABASE_URL);
  database.pathname = `/${id}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "shopscript-bench-"));
  const env: NodeJS.ProcessEnv = {
    DATABASE_URL: database.toString(),
    AMQP_URL: servers.AMQP_URL,
    EVENT_EXCHANGE: `${id}.events`,
    EVENT_QUEUE_PREFIX: `${id}.`,
    REDIS_URL: servers.REDIS_URL,
    REDIS_KEY_PREFIX: `${id}:`,
    DATA_DIR: dataDir,
    COOKIE_SECURE: "false",
    API_RATE_LIMIT_PER_MINUTE: "100000000",
    ...extraEnv,
  };
  const system = await startSystem({ env, port: 0, log: createLogger("bench", "warn") });
  return {
    system,
    env,
    async stop() {
      await system.stop();
      await servers.stop?.();
      const { default: pg } = await import("pg");
      const admin = new URL(servers.DATABASE_URL);
      admin.pathname = "/postgres";
      const client = new pg.Client({ connectionString: admin.toString() });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS "${id}" WITH (FORCE)`);
      await client.end();
      const { removeBrokerTopology, SYSTEM_SERVICES } = await import("../packages/kit/testing");
      process.env.AMQP_URL ??= servers.AMQP_URL;
      await removeBrokerTopology(SYSTEM_SERVICES.map((s) => `${id}.${s}`), `${id}.events`);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Signs a seller up through the gateway and returns the cookie header to send. */
export async function signUp(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/register`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-requested-with": "shopscript" },
    body: JSON.stringify({ email: `bench-${randomBytes(4).toString("hex")}@example.com`, password: "bench password 1" }),
  });
  if (response.status !== 201) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  return response.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
}

/** The session id inside the session cookie's token (its `sid` claim). */
export function sessionIdOf(cookie: string): string {
  const token = /shopscript_session=([^;]+)/.exec(cookie)?.[1];
  if (!token) throw new Error("no session cookie");
  return JSON.parse(Buffer.from(token.split(".")[1]!, "base64url").toString()).sid as string;
}

/**
 * What the gateway adds to a request it passes on (services/gateway/src/sanitize-headers.ts and
 * session-gate.ts): the forwarded client address, protocol and host, and, for a live session, the
 * x-session-id mark services require (kit identify()). A direct call to a service sends these to be
 * treated as the gateway's request would be.
 */
export function gatewayAddedHeaders(gatewayUrl: string, cookie?: string): Record<string, string> {
  return {
    "x-forwarded-for": "127.0.0.1",
    "x-forwarded-proto": "http",
    "x-forwarded-host": new URL(gatewayUrl).host,
    ...(cookie ? { "x-session-id": sessionIdOf(cookie) } : {}),
  };
}
