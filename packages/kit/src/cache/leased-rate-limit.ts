import type { Cache } from "./cache";
import type { LimitDecision } from "./rate-limits";

export interface LeasedRateLimitOptions {
  /** Namespace of the counters, e.g. "gateway-ip" (the same counter rate-limiter-flexible keeps). */
  keyPrefix: string;
  /** Allowed actions per window, across every process sharing the cache. */
  points: number;
  durationSeconds: number;
  /** Points taken from the shared counter at a time; default 1% of `points`, between 1 and 1,000. */
  leaseSize?: number;
  /** Clients remembered locally at most; past it the oldest are forgotten (their leased points are lost, never given twice). */
  maxKeys?: number;
  now?: () => number;
}

interface Bucket {
  /** Points leased from the shared counter and not yet spent. */
  tokens: number;
  /** When the shared window ends (local clock); the bucket is void from then on. */
  until: number;
  /** The shared counter is spent for this window: refuse without asking again. */
  spent: boolean;
  pending?: Promise<void>;
}

const ALLOWED: LimitDecision = Object.freeze({ allowed: true, retryAfterSeconds: 0 });

/**
 * A per-client limit of `points` per window shared by every gateway process, without a round trip to the
 * cache on every request: each process leases points from the shared counter a batch at a time
 * (`Cache.leaseTokens`, atomic) and spends them locally. The guarantee is the shared counter's: all processes
 * together never allow more than `points` in a window, because a point is spent only after the counter has
 * granted it. The cost of batching is the other way: a client can be refused up to (processes − 1) ×
 * `leaseSize` points early while another process holds unspent points (1% of the limit by default), and a
 * refusal is remembered locally until the window ends. With `points` under 100 the lease is one point,
 * which is exactly one round trip per request, as before.
 *
 * `take` answers synchronously while the client's leased points last, so the common case costs no await.
 */
export class LeasedRateLimiter {
  private readonly buckets = new Map<string, Bucket>();
  private readonly leaseSize: number;
  private readonly maxKeys: number;
  private readonly now: () => number;

  constructor(
    private readonly cache: Pick<Cache, "leaseTokens">,
    private readonly options: LeasedRateLimitOptions,
  ) {
    this.leaseSize = Math.max(1, Math.floor(options.leaseSize ?? Math.min(1000, options.points / 100)));
    this.maxKeys = options.maxKeys ?? 100_000;
    this.now = options.now ?? Date.now;
  }

  take(key: string): LimitDecision | Promise<LimitDecision> {
    const now = this.now();
    let bucket = this.buckets.get(key);
    if (bucket && bucket.until <= now && !bucket.pending) {
      this.buckets.delete(key);
      bucket = undefined;
    }
    if (bucket) {
      if (bucket.tokens > 0) {
        bucket.tokens--;
        return ALLOWED;
      }
      if (bucket.spent) return this.refusal(bucket, now);
      if (bucket.pending) return bucket.pending.then(() => this.take(key));
    } else {
      if (this.buckets.size >= this.maxKeys) this.forgetSome(now);
      bucket = { tokens: 0, until: now, spent: false };
      this.buckets.set(key, bucket);
    }
    const leasing = bucket;
    leasing.pending = this.cache
      .leaseTokens(`${this.options.keyPrefix}:${key}`, this.leaseSize, this.options.points, this.options.durationSeconds)
      .then(
        ({ granted, msLeft }) => {
          leasing.pending = undefined;
          leasing.tokens += granted;
          leasing.until = this.now() + msLeft;
          if (granted < this.leaseSize) leasing.spent = true;
        },
        (err: unknown) => {
          // A limit that cannot be counted is not silently lifted: the request fails, the next one asks again.
          leasing.pending = undefined;
          if (this.buckets.get(key) === leasing && leasing.tokens === 0 && !leasing.spent) this.buckets.delete(key);
          throw err;
        },
      );
    return leasing.pending.then(() => this.take(key));
  }

  private refusal(bucket: Bucket, now: number): LimitDecision {
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((bucket.until - now) / 1000)) };
  }

  /** Drops ended windows; if that is not enough, the oldest clients (safe: the shared counter still holds their spending). */
  private forgetSome(now: number): void {
    for (const [key, bucket] of this.buckets) if (bucket.until <= now && !bucket.pending) this.buckets.delete(key);
    for (const [key, bucket] of this.buckets) {
      if (this.buckets.size < this.maxKeys * 0.9) break;
      if (!bucket.pending) this.buckets.delete(key);
    }
  }
}
