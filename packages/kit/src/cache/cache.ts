import type { RateLimiterAbstract } from "rate-limiter-flexible";

export interface RateLimitOptions {
  /** Namespace of the counters, e.g. "login-ip". */
  keyPrefix: string;
  /** Allowed actions per window. */
  points: number;
  /** Window length in seconds. */
  durationSeconds: number;
  /** Once exceeded, keep refusing for this many seconds. */
  blockSeconds?: number;
}

/**
 * The cache / counters port: Redis when REDIS_URL is set, memory otherwise. Values are strings; callers
 * serialise. Rate limiting uses rate-limiter-flexible on the same backend.
 */
export interface Cache {
  readonly kind: "redis" | "memory";
  get(key: string): Promise<string | null>;
  set(key: string, value: string, ttlSeconds?: number): Promise<void>;
  /** Sets only when absent; true when this call set it (a cheap once-only guard). */
  setIfAbsent(key: string, value: string, ttlSeconds: number): Promise<boolean>;
  del(key: string): Promise<void>;
  /** Increments a counter, starting its expiry on the first increment. */
  incr(key: string, ttlSeconds: number): Promise<number>;
  rateLimiter(options: RateLimitOptions): RateLimiterAbstract;
  ping(): Promise<void>;
  close(): Promise<void>;
}
