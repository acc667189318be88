import type { RateLimiterAbstract } from "rate-limiter-flexible";

export interface TokenLease {
  granted: number;
  msLeft: number;
}

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
  /**
   * Takes up to `wanted` of the `points` that `key` may spend per window of `windowSeconds` (the window starts
   * with the first point taken), atomically: concurrent callers together are never granted more than `points`.
   * Answers how many were granted (0 when the window is spent) and the milliseconds left in the window.
   * The store of LeasedRateLimiter; the counter is the one rate-limiter-flexible keeps under the same key.
   */
  leaseTokens(key: string, wanted: number, points: number, windowSeconds: number): Promise<TokenLease>;
  /**
   * Holds one of the `limit` slots of `key` for `holder` for `leaseMs`, atomically: concurrent callers together
   * never hold more than `limit`. A holder that already has a slot renews its lease (true even at the limit); a
   * lease not renewed in time frees its slot by itself (a process that died). True when the slot is held.
   */
  holdSlot(key: string, holder: string, limit: number, leaseMs: number): Promise<boolean>;
  /** Gives `holder`'s slot of `key` back at once. */
  releaseSlot(key: string, holder: string): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
}
