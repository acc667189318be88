import { LeasedRateLimiter, MemoryCache, RedisCache, type Cache, type LimitDecision } from "../src";
import { testRedisUrl, uniqueSuffix } from "../testing";

/** Counts how many of `n` concurrent takes of `key` were allowed. */
async function allowedOf(limiter: LeasedRateLimiter, key: string, n: number): Promise<LimitDecision[]> {
  return Promise.all(Array.from({ length: n }, () => Promise.resolve(limiter.take(key))));
}

describe("leased rate limit (shared counter, points leased in batches)", () => {
  let cache: RedisCache;
  beforeEach(() => {
    cache = new RedisCache(testRedisUrl(), `test:${uniqueSuffix()}:`);
  });
  afterEach(async () => {
    await cache.close();
  });

  it("lets two processes sharing the counter allow no more than the limit together, then refuses with the time to wait", async () => {
    const options = { keyPrefix: "api", points: 500, durationSeconds: 60 };
    const a = new LeasedRateLimiter(cache, options);
    const b = new LeasedRateLimiter(cache, options);
    const decisions = [...(await allowedOf(a, "203.0.113.7", 400)), ...(await allowedOf(b, "203.0.113.7", 400))];
    const allowed = decisions.filter((d) => d.allowed).length;
    expect(allowed).toBeLessThanOrEqual(500);
    // Points a process leased and has not spent are the only ones lost: at most one lease (1% of 500) per process.
    expect(allowed).toBeGreaterThanOrEqual(500 - 2 * 5);
    const refused = decisions.find((d) => !d.allowed)!;
    expect(refused.retryAfterSeconds).toBeGreaterThan(0);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
    // Another client has its own budget.
    expect(await a.take("198.51.100.4")).toEqual({ allowed: true, retryAfterSeconds: 0 });
  });

  it("asks the cache once per lease, not once per request, and answers synchronously while leased points last", async () => {
    const counting: Pick<Cache, "leaseTokens"> & { calls: number } = {
      calls: 0,
      leaseTokens(...args) {
        this.calls++;
        return cache.leaseTokens(...args);
      },
    };
    const limiter = new LeasedRateLimiter(counting, { keyPrefix: "api", points: 10_000, durationSeconds: 60 });
    expect(await limiter.take("203.0.113.7")).toMatchObject({ allowed: true });
    const next = limiter.take("203.0.113.7");
    expect(next).toEqual({ allowed: true, retryAfterSeconds: 0 }); // not a promise
    for (let i = 0; i < 90; i++) await limiter.take("203.0.113.7");
    expect(counting.calls).toBe(1); // 100 points per lease (1% of 10,000)
  });

  it("counts every point with a limit under 100, exactly like a per-request check", async () => {
    const limiter = new LeasedRateLimiter(cache, { keyPrefix: "api", points: 3, durationSeconds: 60 });
    const decisions = await allowedOf(limiter, "203.0.113.7", 5);
    expect(decisions.map((d) => d.allowed)).toEqual([true, true, true, false, false]);
  });

  it("starts a new window when the old one ends", async () => {
    let now = 1_000_000;
    const memory = new MemoryCache(() => now);
    const limiter = new LeasedRateLimiter(memory, { keyPrefix: "api", points: 2, durationSeconds: 60, now: () => now });
    expect((await allowedOf(limiter, "k", 3)).map((d) => d.allowed)).toEqual([true, true, false]);
    now += 60_001;
    expect(await limiter.take("k")).toMatchObject({ allowed: true });
    await memory.close();
  });

  it("fails the request, never lifts the limit, when the counter cannot be reached", async () => {
    const broken: Pick<Cache, "leaseTokens"> = { leaseTokens: () => Promise.reject(new Error("cache down")) };
    const limiter = new LeasedRateLimiter(broken, { keyPrefix: "api", points: 1000, durationSeconds: 60 });
    await expect(Promise.resolve(limiter.take("k"))).rejects.toThrow("cache down");
    await expect(Promise.resolve(limiter.take("k"))).rejects.toThrow("cache down");
  });
});
