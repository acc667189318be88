import type { Express } from "express";
import { z } from "zod";
import type { EventHandler } from "../bus/event-bus";
import type { Cache } from "../cache/cache";
import { envFields } from "../config/load-config";
import { openDatabase, type Database, type PrismaClientOptions, type PrismaLike } from "../db/open-database";
import type { ReadinessCheck } from "../http/service-app";
import { startHttpServer } from "../http/http-server";
import { createLogger, flushLogs, type Logger } from "../log/logger";
import { startTracing } from "../tracing/tracing";
import { loadConfig } from "../config/load-config";
import { metricsEnvSchema, ServiceMetrics } from "../metrics/service-metrics";
import { observeBus } from "../metrics/observed-bus";
import { OutboxRelay } from "../outbox/outbox-relay";
import type { EventBus } from "../bus/event-bus";
import { exitOnUncaughtErrors } from "./process-failures";
import { openSharedAdapters, type SharedAdapters } from "./shared-adapters";
import { systemClock, type Clock } from "./clock";

export interface ServiceContext<C extends PrismaLike> {
  name: string;
  env: NodeJS.ProcessEnv;
  log: Logger;
  clock: Clock;
  /** Where embedded adapters keep files (DATA_DIR). */
  dataDir: string;
  /** The shared bus as this service sees it: what it publishes and consumes is counted in `metrics`. */
  bus: EventBus;
  cache: Cache;
  /** This service's Prometheus registry: pass it to createServiceApp, which serves it on GET /metrics. */
  metrics: ServiceMetrics;
  /** Present when the service declares a database. */
  db: Database<C>;
  /** Present with the database: wake it after committing events (transactionWithEvents does). */
  relay: OutboxRelay;
  /** Checks for /readyz: the database, bus and cache this service was given. */
  readiness: Record<string, ReadinessCheck>;
  /** True once shutdown began, so /readyz turns away new traffic. */
  isDraining: () => boolean;
}

export interface BuiltService {
  /** The service's HTTP app (its createApp); it never listens itself. */
  app: Express | import("node:http").RequestListener;
  /**
   * Topic patterns and the handler for this service's queue, if it consumes events; `prefetch`, the
   * messages handled at once (the bus's default otherwise).
   */
  consumer?: { patterns: string[]; handler: EventHandler; prefetch?: number };
  /**
   * Work queues this service consumes as one of competing instances (`generator.jobs`): each message goes
   * to one instance, at most `prefetch` at a time per instance.
   */
  workQueues?: { queue: string; patterns: string[]; handler: EventHandler; prefetch?: number }[];
  /** Called on shutdown after HTTP stopped accepting, before connections close. */
  onStop?: () => Promise<void>;
}

export interface ServiceDefinition<C extends PrismaLike = PrismaLike> {
  name: string;
  defaultPort: number;
  database?: { migrationsDir: string; createClient(options: PrismaClientOptions): C };
  build(context: ServiceContext<C>): Promise<BuiltService> | BuiltService;
}

export interface RunServiceOptions {
  env?: NodeJS.ProcessEnv;
  /** Adapters shared with other services in this process (standalone); opened here otherwise. */
  shared?: SharedAdapters;
  port?: number;
  host?: string;
  log?: Logger;
  /** Tests pass a ManualClock to move time. */
  clock?: Clock;
}

export interface RunningService {
  name: string;
  url: string;
  port: number;
  log: Logger;
  db?: Database;
  relay?: OutboxRelay;
  metrics: ServiceMetrics;
  /** Stops accepting requests and waits for those in flight. */
  closeHttp(): Promise<void>;
  /** Full stop: HTTP, outbox relay, then (when it owns them) bus and cache, then the database. */
  stop(): Promise<void>;
}

/** The database URL for a service: `<NAME>_DATABASE_URL`, else `DATABASE_URL`; none means embedded. */
export function databaseUrlFor(name: string, env: NodeJS.ProcessEnv): string | undefined {
  return env[`${name.toUpperCase()}_DATABASE_URL`] || env.DATABASE_URL || undefined;
}

export async function runService<C extends PrismaLike>(
  definition: ServiceDefinition<C>,
  options: RunServiceOptions = {},
): Promise<RunningService> {
  const env = options.env ?? process.env;
  const log = options.log ?? createLogger(definition.name, env.LOG_LEVEL);
  const { METRICS_TOKEN } = loadConfig(metricsEnvSchema, env);
  const metrics = new ServiceMetrics({ service: definition.name, token: METRICS_TOKEN, processMetrics: true });
  const ownsShared = !options.shared;
  const shared = options.shared ?? (await openSharedAdapters(env, log));
  let db: Database<C> | undefined;
  let relay: OutboxRelay | undefined;
  let draining = false;
  const bus = observeBus(shared.bus, metrics);
  try {
    if (definition.database) {
      db = await openDatabase({
        schema: definition.name,
        migrationsDir: definition.database.migrationsDir,
        createClient: definition.database.createClient,
        url: databaseUrlFor(definition.name, env),
        embedded: shared.embeddedDb,
        log,
      });
      relay = new OutboxRelay({ db, bus, log, pollIntervalMs: db.engine === "pglite" ? EMBEDDED_OUTBOX_POLL_MS : undefined });
      metrics.watchOutbox(relay, log);
    }
    const readiness: Record<string, ReadinessCheck> = { bus: () => shared.bus.ping(), cache: () => shared.cache.ping() };
    if (db) readiness.database = db.ping;
    const built = await definition.build({
      name: definition.name,
      env,
      log,
      clock: options.clock ?? systemClock,
      dataDir: shared.dataDir,
      bus,
      cache: shared.cache,
      metrics,
      db: db as Database<C>,
      relay: relay as OutboxRelay,
      readiness,
      isDraining: () => draining,
    });
    if (built.consumer) await bus.subscribe({ queue: `${shared.queuePrefix}${definition.name}`, ...built.consumer });
    for (const work of built.workQueues ?? []) await bus.subscribe({ ...work, queue: `${shared.queuePrefix}${work.queue}` });
    relay?.start();
    const port = options.port ?? Number(env.PORT ?? definition.defaultPort);
    const server = await startHttpServer(built.app, port, options.host ?? env.HOST ?? "0.0.0.0");
    let stopping: Promise<void> | undefined;
    const closeHttp = () => {
      draining = true;
      return server.close();
    };
    return {
      name: definition.name,
      url: server.url,
      port: server.port,
      log,
      db,
      relay,
      metrics,
      closeHttp,
      stop: () =>
        (stopping ??= (async () => {
          await closeHttp();
          await built.onStop?.();
          await relay?.stop();
          if (ownsShared) await shared.bus.close();
          await db?.close();
          if (ownsShared) await shared.close();
        })()),
    };
  } catch (err) {
    await relay?.stop();
    await db?.close().catch(() => undefined);
    if (ownsShared) await shared.close().catch(() => undefined);
    throw err;
  }
}

/** Runs `stop` once on SIGTERM/SIGINT, exiting non-zero if it does not finish within `graceMs`. */
export function stopOnSignals(stop: () => Promise<void>, log: Logger, graceMs = 20_000): void {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, "shutting down");
    const force = setTimeout(() => {
      log.error("shutdown took too long; exiting");
      process.exit(1);
    }, graceMs);
    force.unref();
    stop()
      .then(() => {
        flushLogs();
        process.exit(0);
      })
      .catch((err) => {
        log.error({ err }, "shutdown failed");
        flushLogs();
        process.exit(1);
      });
  };
  process.on("SIGTERM", onSignal);
  process.on("SIGINT", onSignal);
}

/**
 * How often a relay on the embedded database looks for events nothing woke it for. Every commit that writes
 * an event wakes its relay (transactionWithEvents, processOnceWithEvents), and no other process can write an
 * embedded database, so the poll only retries a publish that failed; every second it cost four services a
 * transaction each on PGlite (~13-26 ms of CPU a second with nothing to do, `npm run bench cpu`'s idle figure).
 * On PostgreSQL the 1-second poll stays: another replica's commit does not wake this relay, and a round that
 * finds the other replica's relay holding the lock leaves the rest to the next poll.
 */
export const EMBEDDED_OUTBOX_POLL_MS = 15_000;

const migrateEnvSchema = z.object({ MIGRATE_ONLY: envFields.boolean(false) });

/** Migrate mode: `node dist/services/<name>.cjs migrate`, or MIGRATE_ONLY=true where the command is fixed. */
export function isMigrateOnly(argv: readonly string[] = process.argv, env: NodeJS.ProcessEnv = process.env): boolean {
  return argv[2] === "migrate" || loadConfig(migrateEnvSchema, env).MIGRATE_ONLY;
}

/**
 * Applies the kit's and the service's committed migrations to its PostgreSQL database and closes it, without
 * opening the bus or the cache or serving anything: a Kubernetes Job or a compose one-shot runs this before
 * the service starts. Start-up migrates too (under the same advisory lock), so either order is safe.
 * Returns false for a service without a database (nothing to do).
 */
export async function migrateService<C extends PrismaLike>(
  definition: ServiceDefinition<C>,
  options: { env?: NodeJS.ProcessEnv; log?: Logger } = {},
): Promise<boolean> {
  const env = options.env ?? process.env;
  const log = options.log ?? createLogger(definition.name, env.LOG_LEVEL);
  if (!definition.database) {
    log.info(`${definition.name} has no database: nothing to migrate`);
    return false;
  }
  const url = databaseUrlFor(definition.name, env);
  if (!url) {
    throw new Error(`migrate mode needs PostgreSQL: set ${definition.name.toUpperCase()}_DATABASE_URL or DATABASE_URL`);
  }
  const db = await openDatabase({
    schema: definition.name,
    migrationsDir: definition.database.migrationsDir,
    createClient: definition.database.createClient,
    url,
    log,
  });
  await db.close();
  log.info(`${definition.name} migrations are up to date`);
  return true;
}

/**
 * Entry point for `npm start -w services/<name>` and `node dist/services/<name>.cjs`: one service, its own
 * adapters, stop on signals. With `migrate` (or MIGRATE_ONLY=true) it only applies migrations and exits.
 */
export async function runServiceMain<C extends PrismaLike>(definition: ServiceDefinition<C>): Promise<void> {
  const log = createLogger(definition.name, process.env.LOG_LEVEL);
  exitOnUncaughtErrors(log);
  let mode: "start" | "migrate" = "start";
  try {
    if (isMigrateOnly()) {
      mode = "migrate";
      await migrateService(definition, { log });
      return;
    }
    // Off (and the SDK never loaded) unless OTEL_EXPORTER_OTLP_ENDPOINT is set.
    const tracing = startTracing({ serviceName: definition.name });
    const service = await runService(definition, { log });
    log.info({ url: service.url, tracing: Boolean(tracing) }, `${definition.name} listening`);
    stopOnSignals(async () => {
      await service.stop();
      await tracing?.stop();
    }, log);
  } catch (err) {
    log.fatal({ err }, `${definition.name} failed to ${mode}`);
    process.exitCode = 1;
    setTimeout(() => process.exit(1), 100).unref();
  }
}
