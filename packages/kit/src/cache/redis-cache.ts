import { Redis } from "ioredis";
import { RateLimiterRedis } from "rate-limiter-flexible";
import type { Cache, RateLimitOptions } from "./cache";

/** Redis adapter (ioredis). `keyPrefix` keeps deployments or test runs that share a server apart. */
export class RedisCache implements Cache {
  readonly kind = "redis" as const;
  readonly client: Redis;

  constructor(url: string, keyPrefix = "shopscript:") {
    this.client = new Redis(url, {
      keyPrefix,
      lazyConnect: false,
      maxRetriesPerRequest: 2,
      // Fail fast while Redis is down instead of queueing commands for ever.
      enableOfflineQueue: true,
      retryStrategy: (times) => Math.min(times * 200, 2000),
    });
    this.client.on("error", () => {
      // Reported through ping()/readiness; ioredis reconnects by itself.
    });
  }

  async get(key: string) {
    return this.client.get(key);
  }
  async set(key: string, value: string, ttlSeconds?: number) {
    if (ttlSeconds) await this.client.set(key, value, "EX", ttlSeconds);
    else await this.client.set(key, value);
  }
  async setIfAbsent(key: string, value: string, ttlSeconds: number) {
    return (await this.client.set(key, value, "EX", ttlSeconds, "NX")) === "OK";
  }
  async del(key: string) {
    await this.client.del(key);
  }
  async incr(key: string, ttlSeconds: number) {
    const [[, count]] = (await this.client.multi().incr(key).expire(key, ttlSeconds, "NX").exec()) as [[null, number]];
    return count;
  }
  rateLimiter(options: RateLimitOptions) {
    return new RateLimiterRedis({
      storeClient: this.client,
      keyPrefix: `rl:${options.keyPrefix}`,
      points: options.points,
      duration: options.durationSeconds,
      blockDuration: options.blockSeconds ?? 0,
    });
  }
  async ping() {
    await this.client.ping();
  }
  async close() {
    await this.client.quit().catch(() => this.client.disconnect());
  }
}
