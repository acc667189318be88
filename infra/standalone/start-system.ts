import {
  createLogger,
  DEFAULT_GATEWAY_PORT,
  defaultPublicUrl,
  migrateEmbedded,
  openEmbeddedPostgres,
  openSharedAdapters,
  runService,
  type Clock,
  type Logger,
  type RunningService,
} from "@shopscript/kit";
import { authService } from "@shopscript/auth";
import { billingService } from "@shopscript/billing";
import { catalogService } from "@shopscript/catalog";
import { gatewayService } from "@shopscript/gateway";
import { generatorService } from "@shopscript/generator";
import { integrationsService } from "@shopscript/integrations";
import { notifierService } from "@shopscript/notifier";

export interface RunningSystem {
  url: string;
  services: RunningService[];
  gateway: RunningService;
  adapters: { bus: string; cache: string; database: string };
  stop(): Promise<void>;
}

export interface StartSystemOptions {
  env?: NodeJS.ProcessEnv;
  /** Public port of the gateway; 0 picks a free one (tests). */
  port?: number;
  log?: Logger;
  /** Tests pass a ManualClock to move time for every service at once. */
  clock?: Clock;
  /** False runs no generator in this process (tests and benches that run generator processes of their own). */
  generator?: boolean;
  /**
   * Tests: the address the catalog and the generator ask billing's entitlement check at, given billing's own
   * (a relay the test can make answer 503 or hang, to play a billing outage). Billing's own address otherwise.
   */
  billingUrlFor?: (billingUrl: string) => string | Promise<string>;
}

/**
 * All seven services in one process: the domain services on free loopback ports, the gateway in front on
 * `port`. They share one bus, one cache and (when no PostgreSQL URL is set) one embedded database.
 */
export async function startSystem(options: StartSystemOptions = {}): Promise<RunningSystem> {
  const givenEnv = options.env ?? process.env;
  const gatewayPort = options.port ?? Number(givenEnv.PORT ?? DEFAULT_GATEWAY_PORT);
  // Links in mail (notifier), checkout return pages (billing) and the allowed Origin (gateway) all follow
  // the gateway's real port unless PUBLIC_URL says where sellers reach it.
  const env: NodeJS.ProcessEnv = { ...givenEnv, PUBLIC_URL: givenEnv.PUBLIC_URL || defaultPublicUrl(gatewayPort) };
  const log = options.log ?? createLogger("shopscript", env.LOG_LEVEL);
  // Each service logs under its own name, in the `service` field as when it runs alone. A given logger (tests)
  // should have no `service` of its own (`createLogger(undefined, …)`), or the field appears twice.
  const logFor = (service: string) => (options.log ? options.log.child({ service }) : createLogger(service, env.LOG_LEVEL));
  const shared = await openSharedAdapters(env, log);
  const started: RunningService[] = [];
  try {
    const loopback = { shared, env, port: 0, host: "127.0.0.1", clock: options.clock };
    for (const definition of [authService, billingService, notifierService]) {
      started.push(await runService(definition as never, { ...loopback, log: logFor(definition.name) }));
    }
    const urlOf = (name: string) => started.find((s) => s.name === name)!.url;
    const entitlementsUrl = (await options.billingUrlFor?.(urlOf("billing"))) ?? urlOf("billing");
    // The generator asks billing who may generate, so it starts once billing's address is known.
    if (options.generator !== false) {
      started.push(
        await runService(generatorService, {
          ...loopback,
          env: { ...env, BILLING_URL: entitlementsUrl },
          log: logFor("generator"),
        }),
      );
    }
    const generatorUrl = started.some((s) => s.name === "generator") ? urlOf("generator") : "http://127.0.0.1:9";
    // The catalog asks billing too (starting a batch job) and the generator's checker (an edited listing), so
    // it starts once both addresses are known.
    started.push(
      await runService(catalogService as never, {
        ...loopback,
        env: { ...env, BILLING_URL: entitlementsUrl, GENERATOR_URL: generatorUrl },
        log: logFor("catalog"),
      }),
    );
    // Integrations asks billing whether the seller's plan includes publishing to a store, and the catalog to
    // make a job of a pulled store and to read what the seller approved.
    started.push(
      await runService(integrationsService as never, {
        ...loopback,
        env: { ...env, BILLING_URL: entitlementsUrl, CATALOG_URL: urlOf("catalog") },
        log: logFor("integrations"),
      }),
    );
    const gateway = await runService(gatewayService, {
      shared,
      clock: options.clock,
      port: gatewayPort,
      host: env.HOST ?? "0.0.0.0",
      log: logFor("gateway"),
      env: {
        ...env,
        AUTH_URL: urlOf("auth"),
        GENERATOR_URL: generatorUrl,
        CATALOG_URL: urlOf("catalog"),
        BILLING_URL: urlOf("billing"),
        INTEGRATIONS_URL: urlOf("integrations"),
      },
    });
    started.push(gateway);
    const databaseKind = started.some((s) => s.db?.engine === "pglite") ? "embedded PGlite" : "PostgreSQL";
    return {
      url: `http://localhost:${gateway.port}`,
      services: started,
      gateway,
      adapters: { bus: shared.bus.kind, cache: shared.cache.kind, database: databaseKind },
      stop: () => stopAll(started, shared),
    };
  } catch (err) {
    await stopAll(started, shared).catch(() => undefined);
    throw err;
  }
}

/** Stop order: no new requests anywhere, no new events out, drain consumers, then close storage. */
async function stopAll(services: RunningService[], shared: Awaited<ReturnType<typeof openSharedAdapters>>) {
  const gatewayFirst = [...services].reverse();
  for (const service of gatewayFirst) await service.closeHttp();
  for (const service of gatewayFirst) await service.relay?.stop();
  await shared.bus.close();
  for (const service of gatewayFirst) await service.stop();
  await shared.close();
}

/**
 * Makes the embedded database a first start copies (scripts/prepare.mjs runs this through the bundle's
 * `--prepare-db-template <dir>`): a fresh cluster in `<dataDir>/pg` with every service's migrations applied.
 * A start from it only checks that nothing is pending (and applies whatever is newer than the template).
 */
export async function prepareEmbeddedTemplate(dataDir: string, log: Logger): Promise<void> {
  const db = await openEmbeddedPostgres(dataDir);
  try {
    for (const definition of [authService, catalogService, billingService, notifierService, integrationsService, generatorService, gatewayService]) {
      const database = (definition as { database?: { migrationsDir: string } }).database;
      if (database) await migrateEmbedded(db, { schema: definition.name, migrationsDir: database.migrationsDir, log });
    }
  } finally {
    await db.close();
  }
}
