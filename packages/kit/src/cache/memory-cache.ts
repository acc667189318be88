import { RateLimiterMemory } from "rate-limiter-flexible";
import type { Cache, RateLimitOptions, TokenLease } from "./cache";

interface Entry {
  value: string;
  expiresAt: number;
}

/** In-process cache for the standalone mode; same contract as Redis (test/cache-contract). */
export class MemoryCache implements Cache {
  readonly kind = "memory" as const;
  private readonly entries = new Map<string, Entry>();
  /** holdSlot's holders per key, each with the time its lease ends. */
  private readonly slots = new Map<string, Map<string, number>>();
  private readonly sweeper: NodeJS.Timeout;

  constructor(private readonly now: () => number = Date.now) {
    // Expired keys are also dropped on read; the sweep bounds memory for keys never read again.
    this.sweeper = setInterval(() => this.sweep(), 60_000);
    this.sweeper.unref();
  }

  private live(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  async get(key: string) {
    return this.live(key)?.value ?? null;
  }
  async set(key: string, value: string, ttlSeconds?: number) {
    this.entries.set(key, { value, expiresAt: ttlSeconds ? this.now() + ttlSeconds * 1000 : Infinity });
  }
  async setIfAbsent(key: string, value: string, ttlSeconds: number) {
    if (this.live(key)) return false;
    await this.set(key, value, ttlSeconds);
    return true;
  }
  async del(key: string) {
    this.entries.delete(key);
  }
  async incr(key: string, ttlSeconds: number) {
    const entry = this.live(key);
    const next = (entry ? Number(entry.value) : 0) + 1;
    this.entries.set(key, { value: String(next), expiresAt: entry?.expiresAt ?? this.now() + ttlSeconds * 1000 });
    return next;
  }
  rateLimiter(options: RateLimitOptions) {
    return new RateLimiterMemory({
      keyPrefix: options.keyPrefix,
      points: options.points,
      duration: options.durationSeconds,
      blockDuration: options.blockSeconds ?? 0,
    });
  }
  async leaseTokens(key: string, wanted: number, points: number, windowSeconds: number): Promise<TokenLease> {
    const counter = `rl:${key}`;
    const entry = this.live(counter);
    const used = entry ? Number(entry.value) : 0;
    const granted = Math.max(0, Math.min(wanted, points - used));
    const expiresAt = entry?.expiresAt ?? this.now() + windowSeconds * 1000;
    if (granted > 0) this.entries.set(counter, { value: String(used + granted), expiresAt });
    return { granted, msLeft: Math.max(0, expiresAt - this.now()) };
  }
  async holdSlot(key: string, holder: string, limit: number, leaseMs: number): Promise<boolean> {
    const now = this.now();
    const holders = this.slots.get(key) ?? new Map<string, number>();
    for (const [other, until] of holders) if (until <= now) holders.delete(other);
    if (!holders.has(holder) && holders.size >= limit) return false;
    holders.set(holder, now + leaseMs);
    this.slots.set(key, holders);
    return true;
  }
  async releaseSlot(key: string, holder: string): Promise<void> {
    const holders = this.slots.get(key);
    holders?.delete(holder);
    if (holders?.size === 0) this.slots.delete(key);
  }
  async ping() {}
  async close() {
    clearInterval(this.sweeper);
    this.entries.clear();
    this.slots.clear();
  }
  private sweep() {
    for (const key of this.entries.keys()) this.live(key);
  }
}
