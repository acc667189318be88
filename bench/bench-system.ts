import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { generateKeyPairSync, randomBytes } from "node:crypto";
import { createLogger } from "@shopscript/kit";
import { freePort } from "../packages/kit/testing/raw-http";
import { resolveTestServers } from "../scripts/test-servers";
import { startSystem } from "../infra/standalone/start-system";

/** Limits a bench lifts (it is one client sending far more than a seller would), and plain-HTTP cookies. */
export const BENCH_LIMITS: NodeJS.ProcessEnv = {
  COOKIE_SECURE: "false",
  API_RATE_LIMIT_PER_MINUTE: "100000000",
  SIGNUPS_PER_ADDRESS_PER_HOUR: "100000000",
  RESET_REQUESTS_PER_ADDRESS_PER_HOUR: "100000000",
  GENERATIONS_PER_USER_PER_MINUTE: "100000000",
  GENERATIONS_PER_ADDRESS_PER_MINUTE: "100000000",
};

/**
 * A namespace of its own on the real PostgreSQL, RabbitMQ and Redis (found like the tests find them): a
 * database, an exchange and queue prefix, a key prefix and a data folder, all removed by `remove()`.
 */
async function benchNamespace(extraEnv: NodeJS.ProcessEnv) {
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
    ...BENCH_LIMITS,
    ...extraEnv,
  };
  return {
    env,
    async remove() {
      await servers.stop?.();
      const { default: pg } = await import("pg");
      const admin = new URL(servers.DATABASE_URL);
      admin.pathname = "/postgres";
      const client = new pg.Client({ connectionString: admin.toString() });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS "${id}" WITH (FORCE)`);
      await client.end();
      const { removeBrokerTopology, SYSTEM_SERVICES } = await import("../packages/kit/testing");
      await removeBrokerTopology([...SYSTEM_SERVICES.map((s) => `${id}.${s}`), `${id}.generator.jobs`], `${id}.events`, servers.AMQP_URL);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The whole system as `npm start` runs it (all six services in this process), in a namespace of its own
 * on the real servers, for benchmarks that measure what production would see.
 */
export async function startBenchSystem(extraEnv: NodeJS.ProcessEnv = {}, options: { generator?: boolean } = {}) {
  const namespace = await benchNamespace(extraEnv);
  const system = await startSystem({ env: namespace.env, port: 0, log: createLogger("bench", "warn"), generator: options.generator });
  return {
    system,
    env: namespace.env,
    async stop() {
      await system.stop();
      await namespace.remove();
    },
  };
}

/** A service process of the distributed shape: its name and where it listens. */
export interface ServiceProcess {
  name: string;
  url: string;
  /** Its process id, for a bench that reads the process's CPU counters from /proc. */
  pid: number;
}

/** Polls `url`/readyz until it answers 200; fails if `child` exits first or `timeoutMs` passes. */
export async function waitUntilReady(url: string, child: ChildProcess, timeoutMs = 60_000, pollMs = 100): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url} exited with ${child.exitCode} before it was ready`);
    const ready = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(2_000) }).then((r) => r.ok, () => false);
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
  throw new Error(`${url} was not ready within ${timeoutMs} ms`);
}

/**
 * The distributed shape, as Compose or Kubernetes run it: every service its own Node process (the image's
 * bundle, `dist/services/<name>.cjs`) on loopback, the gateway in front. Each has an event loop of its own,
 * so the gateway's work no longer comes out of the generator's.
 */
export async function startDistributedSystem(extraEnv: NodeJS.ProcessEnv = {}) {
  const namespace = await benchNamespace(extraEnv);
  const root = path.join(__dirname, "..");
  const bundleDir = path.join(root, "dist", "services");
  execFileSync(process.execPath, [path.join(root, "scripts", "build-server.mjs"), "--services", "--outdir", bundleDir], { stdio: "inherit" });
  const keys = generateKeyPairSync("ec", {
    namedCurve: "P-256",
    privateKeyEncoding: { type: "pkcs8", format: "pem" },
    publicKeyEncoding: { type: "spki", format: "pem" },
  });
  const children: ChildProcess[] = [];
  const services: ServiceProcess[] = [];
  const start = async (name: string, env: NodeJS.ProcessEnv): Promise<string> => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const child = spawn(process.execPath, [path.join(bundleDir, `${name}.cjs`)], {
      env: { ...process.env, ...namespace.env, LOG_LEVEL: "warn", PORT: String(port), HOST: "127.0.0.1", SESSION_PUBLIC_KEY: keys.publicKey, ...env },
      stdio: ["ignore", "ignore", "inherit"],
    });
    children.push(child);
    await waitUntilReady(url, child);
    services.push({ name, url, pid: child.pid! });
    return url;
  };
  const stop = async () => {
    await Promise.all(
      children.map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null) return resolve();
            const force = setTimeout(() => child.kill("SIGKILL"), 15_000);
            child.once("exit", () => {
              clearTimeout(force);
              resolve();
            });
            child.kill("SIGTERM");
          }),
      ),
    );
    await namespace.remove();
  };
  try {
    const auth = await start("auth", { SESSION_PRIVATE_KEY: keys.privateKey });
    const [billing] = await Promise.all([start("billing", {}), start("notifier", {})]);
    // The catalog asks billing whether a seller may start a batch job.
    const catalog = await start("catalog", { BILLING_URL: billing });
    const generator = await start("generator", { BILLING_URL: billing });
    const gateway = await start("gateway", {
      AUTH_URL: auth,
      CATALOG_URL: catalog,
      BILLING_URL: billing,
      GENERATOR_URL: generator,
    });
    return { url: gateway, services, env: namespace.env, stop };
  } catch (err) {
    await stop();
    throw err;
  }
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
