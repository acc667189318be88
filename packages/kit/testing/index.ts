/**
 * Helpers for the tests of every workspace: real servers named by the env (see scripts/test-servers.ts),
 * each test file in its own database, exchange and key prefix so parallel workers never collide.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import pino from "pino";
import { openEmbeddedPostgres, type PGlite } from "../src/db/embedded-postgres";
import type { Logger } from "../src/log/logger";

export const quietLogger = (): Logger => pino({ level: process.env.TEST_LOG_LEVEL ?? "silent" });

export const uniqueSuffix = () => `${process.pid}_${randomBytes(4).toString("hex")}`;

function required(name: "DATABASE_URL" | "AMQP_URL" | "REDIS_URL"): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the tests with \`npm test\` (its global setup finds the servers)`);
  return value;
}

/**
 * A fresh embedded database of its own, opened as `npm start` opens one: a copy of the prepared cluster
 * (dist/pg-template, made by `npm install`) in a temporary folder. `PGlite.create()` in memory runs initdb inside
 * the test's process instead (~6 s of CPU on an idle 2-core machine, three times that under a CI run's load),
 * which had pushed a pglite test past its 30 s timeout in CI; the copy takes under a second.
 */
export async function openTestEmbeddedPostgres(): Promise<{ instance: PGlite; close: () => Promise<void> }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "shopscript-pglite-"));
  const instance = await openEmbeddedPostgres(dir);
  return {
    instance,
    close: async () => {
      await instance.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A PostgreSQL URL for a fresh database of its own (created on first connect by the kit). */
export function testDatabaseUrl(label: string): string {
  const url = new URL(required("DATABASE_URL"));
  // The run id lets the global teardown drop exactly this run's databases.
  const run = process.env.TEST_RUN_ID ?? "adhoc";
  url.pathname = `/t_${label.replace(/\W/g, "_").toLowerCase()}_${run}_${uniqueSuffix()}`;
  return url.toString();
}

export const testAmqpUrl = () => required("AMQP_URL");
export const testRedisUrl = () => required("REDIS_URL");
export const testExchange = (label: string) => `test.${label}.${uniqueSuffix()}`;

/** Polls `probe` until it returns a truthy value; fails with `message` after `timeoutMs`. Bounded. */
export async function eventually<T>(probe: () => T | Promise<T>, message: string, timeoutMs = 10_000): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  while (Date.now() < deadline) {
    try {
      const value = await probe();
      if (value) return value as NonNullable<T>;
    } catch (err) {
      last = err;
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`${message} (after ${timeoutMs} ms)${last ? `: ${String(last)}` : ""}`);
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A TCP relay on loopback in front of a real server, which a test can cut and restore to play an outage
 * (the server itself keeps running for other tests).
 */
export class CuttableTcpProxy {
  private server?: net.Server;
  private readonly sockets = new Set<net.Socket>();
  port = 0;

  constructor(private readonly targetHost: string, private readonly targetPort: number) {}

  async start(port = 0): Promise<this> {
    this.server = net.createServer((client) => {
      const upstream = net.connect(this.targetPort, this.targetHost);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on("close", () => this.sockets.delete(socket));
        socket.on("error", () => socket.destroy());
      }
      client.pipe(upstream).pipe(client);
      client.on("close", () => upstream.destroy());
      upstream.on("close", () => client.destroy());
    });
    await new Promise<void>((resolve) => this.server!.listen(port, "127.0.0.1", resolve));
    this.port = (this.server.address() as net.AddressInfo).port;
    return this;
  }

  /** Stops listening and drops every open connection. */
  async cut(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
    this.server = undefined;
  }

  /** Listens again on the same port. */
  async restore(): Promise<void> {
    await this.start(this.port);
  }

  async stop(): Promise<void> {
    await this.cut();
  }
}

/** Deletes the durable queues (main, retry, dead) and exchanges a test declared on the shared broker (or on `url`). */
export async function removeBrokerTopology(queues: string[], exchange: string, url = testAmqpUrl()): Promise<void> {
  const { default: amqp } = await import("amqplib");
  const { queueNames } = await import("../src/bus/event-bus");
  const connection = await amqp.connect(url);
  try {
    const channel = await connection.createChannel();
    for (const queue of queues) {
      for (const name of Object.values(queueNames(queue))) await channel.deleteQueue(name).catch(() => undefined);
    }
    await channel.deleteExchange(exchange).catch(() => undefined);
    await channel.deleteExchange(`${exchange}.dlx`).catch(() => undefined);
  } finally {
    await connection.close();
  }
}

export const SYSTEM_SERVICES = ["auth", "generator", "catalog", "billing", "notifier", "integrations"] as const;
