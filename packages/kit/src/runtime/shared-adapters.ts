import path from "node:path";
import { z } from "zod";
import type { EventBus } from "../bus/event-bus";
import { InProcessBus } from "../bus/in-process-bus";
import { DEFAULT_EXCHANGE, RabbitMqBus } from "../bus/rabbitmq-bus";
import type { Cache } from "../cache/cache";
import { MemoryCache } from "../cache/memory-cache";
import { RedisCache } from "../cache/redis-cache";
import { loadConfig, envFields } from "../config/load-config";
import { openEmbeddedPostgres, type PGlite } from "../db/embedded-postgres";
import type { Logger } from "../log/logger";

export const sharedEnvSchema = z.object({
  AMQP_URL: envFields.amqpUrl().optional(),
  EVENT_EXCHANGE: z.string().regex(/^[\w.-]+$/).default(DEFAULT_EXCHANGE),
  /** Prepended to every consumer queue name (`<prefix><service>.events`): lets test runs share a broker. */
  EVENT_QUEUE_PREFIX: z.string().regex(/^[\w.-]*$/).default(""),
  REDIS_URL: envFields.redisUrl().optional(),
  REDIS_KEY_PREFIX: z.string().default("shopscript:"),
  DATA_DIR: z.string().default(".data"),
});
export type SharedEnv = z.infer<typeof sharedEnvSchema>;

/**
 * The adapters one process shares between the services it runs: the bus, the cache and, only if some
 * service has no PostgreSQL URL, the embedded PGlite. Real adapters are chosen when their variable is set.
 */
export interface SharedAdapters {
  bus: EventBus;
  /** Prefix for consumer queue names (EVENT_QUEUE_PREFIX). */
  queuePrefix: string;
  cache: Cache;
  dataDir: string;
  /** Opens the embedded database on first use and returns the same instance afterwards. */
  embeddedDb(): Promise<PGlite>;
  close(): Promise<void>;
}

export async function openSharedAdapters(env: NodeJS.ProcessEnv, log: Logger): Promise<SharedAdapters> {
  const config = loadConfig(sharedEnvSchema, env);
  const dataDir = path.resolve(config.DATA_DIR);
  const bus: EventBus = config.AMQP_URL
    ? await new RabbitMqBus({ url: config.AMQP_URL, exchange: config.EVENT_EXCHANGE, log }).start()
    : new InProcessBus({ log });
  const cache: Cache = config.REDIS_URL ? new RedisCache(config.REDIS_URL, config.REDIS_KEY_PREFIX) : new MemoryCache();
  let embedded: Promise<PGlite> | undefined;
  return {
    bus,
    queuePrefix: config.EVENT_QUEUE_PREFIX,
    cache,
    dataDir,
    embeddedDb: () => (embedded ??= openEmbeddedPostgres(dataDir)),
    close: async () => {
      await bus.close();
      await cache.close();
      if (embedded) await (await embedded).close();
    },
  };
}
