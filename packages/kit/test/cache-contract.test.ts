import { MemoryCache, RedisCache, type Cache } from "../src";
import { sleep, testRedisUrl, uniqueSuffix } from "../testing";

const adapters: Record<string, () => Cache> = {
  memory: () => new MemoryCache(),
  redis: () => new RedisCache(testRedisUrl(), `test:${uniqueSuffix()}:`),
};

describe.each(Object.keys(adapters))("cache contract: %s", (name) => {
  let cache: Cache;
  beforeEach(() => {
    cache = adapters[name]!();
  });
  afterEach(async () => {
    await cache.close();
  });

  it("stores, reads and deletes values", async () => {
    expect(await cache.get("k")).toBeNull();
    await cache.set("k", "v1");
    expect(await cache.get("k")).toBe("v1");
    await cache.set("k", "v2");
    expect(await cache.get("k")).toBe("v2");
    await cache.del("k");
    expect(await cache.get("k")).toBeNull();
  });

  it("expires values after their time to live", async () => {
    await cache.set("short", "x", 1);
    expect(await cache.get("short")).toBe("x");
    await sleep(1100);
    expect(await cache.get("short")).toBeNull();
  });

  it("setIfAbsent lets exactly one of many concurrent callers win", async () => {
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => cache.setIfAbsent("once", String(i), 30)));
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await cache.setIfAbsent("once", "late", 30)).toBe(false);
  });

  it("counts with incr and starts the window on the first increment only", async () => {
    const counts = await Promise.all(Array.from({ length: 5 }, () => cache.incr("hits", 1)));
    expect(counts.sort()).toEqual([1, 2, 3, 4, 5]);
    await sleep(1100);
    expect(await cache.incr("hits", 1)).toBe(1);
  });

  it("rate-limits: N points per window, then refuses with the time to wait", async () => {
    const limiter = cache.rateLimiter({ keyPrefix: `login-${uniqueSuffix()}`, points: 3, durationSeconds: 60 });
    for (let i = 0; i < 3; i++) await expect(limiter.consume("1.2.3.4")).resolves.toBeDefined();
    const refusal = await limiter.consume("1.2.3.4").then(
      () => undefined,
      (rejection) => rejection,
    );
    expect(refusal).toMatchObject({ remainingPoints: 0 });
    expect(refusal.msBeforeNext).toBeGreaterThan(0);
    // Another key has its own budget.
    await expect(limiter.consume("5.6.7.8")).resolves.toBeDefined();
  });

  it("leases tokens atomically: concurrent callers together never get more than the window's points", async () => {
    const key = `lease-${uniqueSuffix()}`;
    const leases = await Promise.all(Array.from({ length: 20 }, () => cache.leaseTokens(key, 3, 25, 60)));
    expect(leases.reduce((sum, lease) => sum + lease.granted, 0)).toBe(25);
    for (const lease of leases) {
      expect(lease.msLeft).toBeGreaterThan(0);
      expect(lease.msLeft).toBeLessThanOrEqual(60_000);
    }
    expect(await cache.leaseTokens(key, 3, 25, 60)).toMatchObject({ granted: 0 });
    // Another key has its own budget.
    expect(await cache.leaseTokens(`${key}-other`, 3, 25, 60)).toMatchObject({ granted: 3 });
  });

  it("holds slots atomically: concurrent holders together never exceed the limit; renew, release and an ended lease free one", async () => {
    const key = `slots-${uniqueSuffix()}`;
    const held = await Promise.all(Array.from({ length: 12 }, (_, i) => cache.holdSlot(key, `h${i}`, 5, 60_000)));
    expect(held.filter(Boolean)).toHaveLength(5);
    const holders = held.flatMap((ok, i) => (ok ? [`h${i}`] : []));
    // A holder renews at the limit; a newcomer is refused until one gives its slot back.
    expect(await cache.holdSlot(key, holders[0]!, 5, 60_000)).toBe(true);
    expect(await cache.holdSlot(key, "late", 5, 60_000)).toBe(false);
    await cache.releaseSlot(key, holders[0]!);
    expect(await cache.holdSlot(key, "late", 5, 60_000)).toBe(true);
    // Another key has its own slots; a lease not renewed frees its slot by itself.
    expect(await cache.holdSlot(`${key}-short`, "a", 1, 200)).toBe(true);
    expect(await cache.holdSlot(`${key}-short`, "b", 1, 200)).toBe(false);
    await sleep(300);
    expect(await cache.holdSlot(`${key}-short`, "b", 1, 200)).toBe(true);
  });

  it("answers ping while the backend is up", async () => {
    await expect(cache.ping()).resolves.toBeUndefined();
  });
});
