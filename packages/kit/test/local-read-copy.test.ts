import { Redis } from "ioredis";
import { localReadCopy, MemoryCache, RedisCache, type Cache, type LocalReadCopy } from "../src";
import { eventually, testRedisUrl, uniqueSuffix } from "../testing";

// The gateway's local copy of session states: it must never answer a value that Redis has since changed.
const adapters: Record<string, () => Cache> = {
  memory: () => new MemoryCache(),
  redis: () => new RedisCache(testRedisUrl(), `test:${uniqueSuffix()}:`),
};

describe.each(Object.keys(adapters))("local read copy contract: %s", (name) => {
  let cache: Cache;
  let copy: LocalReadCopy;
  beforeEach(async () => {
    cache = adapters[name]!();
    copy = localReadCopy(cache, "session:", { connectionName: `test-copy-${uniqueSuffix()}` });
    if (cache.kind === "redis") await eventually(() => copy.stats().live, "the copy to go live");
  });
  afterEach(async () => {
    await copy.close();
    await cache.close();
  });

  it("answers what the cache holds, and every change made through the cache afterwards", async () => {
    expect(await copy.get("session:a")).toBeNull();
    await cache.set("session:a", "active", 60);
    expect(await copy.get("session:a")).toBe("active");
    await cache.set("session:a", "revoked", 60);
    await eventually(async () => (await copy.get("session:a")) === "revoked", "the change to be read");
    await cache.del("session:a");
    await eventually(async () => (await copy.get("session:a")) === null, "the deletion to be read");
  });

  it("refuses keys outside its prefix", async () => {
    await expect(copy.get("other:a")).rejects.toThrow(/asked for "other:a"/);
  });
});

describe("local read copy on Redis", () => {
  const prefix = `test:${uniqueSuffix()}:`;
  let cache: RedisCache;
  /** Another process's connection (auth's, in production): its writes reach the copy only through Redis. */
  let elsewhere: Redis;
  let copy: LocalReadCopy;
  let connectionName: string;
  beforeEach(async () => {
    cache = new RedisCache(testRedisUrl(), prefix);
    elsewhere = new Redis(testRedisUrl(), { keyPrefix: prefix });
    connectionName = `test-copy-${uniqueSuffix()}`;
    copy = localReadCopy(cache, "session:", { connectionName });
    await eventually(() => copy.stats().live, "the copy to go live");
  });
  afterEach(async () => {
    await copy.close();
    await cache.close();
    await elsewhere.quit();
  });

  it("answers a repeated read from memory, without a Redis round trip", async () => {
    await elsewhere.set("session:s1", "active", "EX", 60);
    const get = jest.spyOn(cache.client, "get");
    expect(await copy.get("session:s1")).toBe("active");
    for (let i = 0; i < 20; i++) expect(await copy.get("session:s1")).toBe("active");
    expect(get).toHaveBeenCalledTimes(1);
    expect(copy.stats()).toMatchObject({ hits: 20, misses: 1 });
  });

  it("drops a value as soon as another client changes it (a logout elsewhere)", async () => {
    await elsewhere.set("session:s2", "active", "EX", 60);
    expect(await copy.get("session:s2")).toBe("active");
    const before = copy.stats().invalidations;
    await elsewhere.set("session:s2", "revoked", "EX", 60);
    await eventually(() => copy.stats().invalidations > before, "the invalidation to arrive");
    expect(await copy.get("session:s2")).toBe("revoked");
  });

  it("does not keep an answer that an invalidation overtook (read in flight while the key changed)", async () => {
    await elsewhere.set("session:s3", "active", "EX", 60);
    // Hold the reading connection's incoming bytes: Redis answers the read ("active") at once, but this process
    // sees that answer only after the change's invalidation, as can happen on two sockets.
    const stream = (cache.client as unknown as { stream: NodeJS.ReadableStream }).stream;
    stream.pause();
    const read = copy.get("session:s3");
    await new Promise((resolve) => setTimeout(resolve, 50));
    const before = copy.stats().invalidations;
    await elsewhere.set("session:s3", "revoked", "EX", 60);
    await eventually(() => copy.stats().invalidations > before, "the invalidation to arrive");
    stream.resume();
    expect(await read).toBe("active");
    // The late answer was not kept: the next read asks Redis and gets the change.
    expect(await copy.get("session:s3")).toBe("revoked");
  });

  it("stops answering locally while its invalidation channel is down, and resumes once it is back", async () => {
    await elsewhere.set("session:s4", "active", "EX", 60);
    expect(await copy.get("session:s4")).toBe("active");
    expect(await copy.get("session:s4")).toBe("active");
    expect(copy.stats().hits).toBe(1);

    const clients = String(await elsewhere.client("LIST"));
    const listenerId = /id=(\d+) [^\n]*name=([^ ]+)/g;
    const ids = [...clients.matchAll(listenerId)].filter((m) => m[2] === `${connectionName}-listener`).map((m) => m[1]!);
    expect(ids).toHaveLength(1);
    await elsewhere.client("KILL", "ID", ids[0]!);
    await eventually(() => !copy.stats().live, "the copy to stop answering locally");
    // A change while nobody listens: the copy must not answer its old value.
    await elsewhere.set("session:s4", "revoked", "EX", 60);
    expect(await copy.get("session:s4")).toBe("revoked");

    await eventually(() => copy.stats().live, "the copy to go live again");
    expect(await copy.get("session:s4")).toBe("revoked");
    const hits = copy.stats().hits;
    expect(await copy.get("session:s4")).toBe("revoked");
    expect(copy.stats().hits).toBe(hits + 1);
    await elsewhere.set("session:s4", "active", "EX", 60);
    await eventually(async () => (await copy.get("session:s4")) === "active", "the change after reconnecting to be read");
  });

  it("asks Redis again after maxAgeMs even without an invalidation", async () => {
    const short = localReadCopy(cache, "session:", { maxAgeMs: 50, connectionName: `${connectionName}-short` });
    try {
      await eventually(() => short.stats().live, "the second copy to go live");
      await elsewhere.set("session:s5", "active", "EX", 60);
      expect(await short.get("session:s5")).toBe("active");
      expect(await short.get("session:s5")).toBe("active");
      await new Promise((resolve) => setTimeout(resolve, 80));
      expect(await short.get("session:s5")).toBe("active");
      expect(short.stats()).toMatchObject({ hits: 1, misses: 2 });
    } finally {
      await short.close();
    }
  });

  it("keeps at most maxEntries values", async () => {
    const small = localReadCopy(cache, "session:", { maxEntries: 3, connectionName: `${connectionName}-small` });
    try {
      await eventually(() => small.stats().live, "the third copy to go live");
      for (let i = 0; i < 5; i++) {
        await elsewhere.set(`session:m${i}`, "active", "EX", 60);
        await small.get(`session:m${i}`);
      }
      expect(small.stats().entries).toBe(3);
    } finally {
      await small.close();
    }
  });
});
