import { Redis } from "ioredis";
import { RateLimiterRedis } from "rate-limiter-flexible";
import type { Cache, RateLimitOptions, TokenLease } from "./cache";

/**
 * KEYS[1] counter, ARGV wanted, points, window ms. Grants what is left up to `wanted`, starts the window's
 * expiry on the first grant, and answers { granted, ms left }. One script, so replicas cannot both take the last point.
 */
const LEASE_SCRIPT = `
local used = tonumber(redis.call('GET', KEYS[1]) or '0')
local granted = math.min(tonumber(ARGV[1]), tonumber(ARGV[2]) - used)
if granted < 0 then granted = 0 end
if granted > 0 then redis.call('INCRBY', KEYS[1], granted) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 and granted > 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[3])
  ttl = tonumber(ARGV[3])
end
if ttl < 0 then ttl = tonumber(ARGV[3]) end
return { granted, ttl }
`;

/**
 * A sorted set of holders scored by the time their lease ends (the server's clock, so replicas agree): drop the
 * ended leases, then renew the holder's or add it while fewer than the limit hold one. One script, so it is atomic.
 */
const HOLD_SLOT_SCRIPT = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local lease = tonumber(ARGV[3])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
if redis.call('ZSCORE', KEYS[1], ARGV[1]) or redis.call('ZCARD', KEYS[1]) < tonumber(ARGV[2]) then
  redis.call('ZADD', KEYS[1], now + lease, ARGV[1])
  redis.call('PEXPIRE', KEYS[1], lease)
  return 1
end
return 0
`;

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
      // Commands issued in the same event-loop tick go out as one pipeline (one write, one read): under load
      // the gateway's session and rate-limit lookups share round trips instead of a syscall pair each.
      enableAutoPipelining: true,
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
  async leaseTokens(key: string, wanted: number, points: number, windowSeconds: number): Promise<TokenLease> {
    const [granted, msLeft] = (await this.client.eval(LEASE_SCRIPT, 1, `rl:${key}`, wanted, points, windowSeconds * 1000)) as [number, number];
    return { granted, msLeft };
  }
  async holdSlot(key: string, holder: string, limit: number, leaseMs: number): Promise<boolean> {
    return (await this.client.eval(HOLD_SLOT_SCRIPT, 1, `slots:${key}`, holder, limit, leaseMs)) === 1;
  }
  async releaseSlot(key: string, holder: string): Promise<void> {
    await this.client.zrem(`slots:${key}`, holder);
  }
  async ping() {
    await this.client.ping();
  }
  async close() {
    await this.client.quit().catch(() => this.client.disconnect());
  }
}
