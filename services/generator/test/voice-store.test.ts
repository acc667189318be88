import path from "node:path";
import { randomUUID } from "node:crypto";
import { openDatabase, RedisCache, tombstoneUser, type Database } from "@shopscript/kit";
import { openTestEmbeddedPostgres, quietLogger, testDatabaseUrl, testRedisUrl, uniqueSuffix } from "@shopscript/kit/testing";
import { voiceSaveSchema } from "@shopscript/contracts";
import { PrismaClient } from "../src/generated/prisma/client";
import { createVoiceStore, type VoiceStore } from "../src/voices/voice-store";

const MIGRATIONS = path.join(__dirname, "..", "prisma", "migrations");

// The same contract on both engines the generator may run on: embedded PGlite (npm start) and PostgreSQL.
const engines = {
  postgres: async () => {
    const db = await openDatabase({ schema: "generator", migrationsDir: MIGRATIONS, createClient: (o) => new PrismaClient(o), log: quietLogger(), url: testDatabaseUrl("voices") });
    return { db, close: () => db.close() };
  },
  // PostgreSQL as replicas run it in Kubernetes: resolved voices kept under a version held in Redis.
  "postgres with redis": async () => {
    const db = await openDatabase({ schema: "generator", migrationsDir: MIGRATIONS, createClient: (o) => new PrismaClient(o), log: quietLogger(), url: testDatabaseUrl("voices") });
    const cache = new RedisCache(testRedisUrl(), `test:${uniqueSuffix()}:`);
    return { db, cache, close: async () => { await cache.close(); await db.close(); } };
  },
  pglite: async () => {
    const embedded = await openTestEmbeddedPostgres();
    const db = await openDatabase({ schema: "generator", migrationsDir: MIGRATIONS, createClient: (o) => new PrismaClient(o), log: quietLogger(), embedded: async () => embedded.instance });
    return { db, close: async () => { await db.close(); await embedded.close(); } };
  },
};

const save = (input: Record<string, unknown>) => voiceSaveSchema.parse(input);

describe.each(Object.keys(engines) as Array<keyof typeof engines>)("voice store on %s", (engine) => {
  let db: Database<PrismaClient>;
  let close: () => Promise<void>;
  let voices: VoiceStore;
  beforeAll(async () => {
    const opened: { db: Database<PrismaClient>; close: () => Promise<void>; cache?: RedisCache } = await engines[engine]();
    ({ db, close } = opened);
    voices = createVoiceStore(db, opened.cache ? { cache: opened.cache, log: quietLogger() } : {});
  }, 60_000);
  afterAll(async () => {
    await voices?.close();
    await close?.();
  });

  it("keeps a seller's voices with every rule, the first one their default", async () => {
    const seller = randomUUID();
    const first = await voices.create(seller, save({ name: "Maine Tees", bannedPhrases: [{ phrase: "cheap", replacement: "affordable" }], spelling: "uk", person: "we" }));
    const second = await voices.create(seller, save({ name: "Outlet" }));
    expect(first).toMatchObject({ name: "Maine Tees", isDefault: true, spelling: "uk", person: "we", bannedPhrases: [{ phrase: "cheap", replacement: "affordable" }] });
    expect(second.isDefault).toBe(false);
    expect((await voices.list(seller)).map((v) => v.name)).toEqual(["Maine Tees", "Outlet"]);
    expect(await voices.get(seller, first.id)).toEqual(first);
  });

  it("has one default per seller: making another the default moves it", async () => {
    const seller = randomUUID();
    const a = await voices.create(seller, save({ name: "A" }));
    const b = await voices.create(seller, save({ name: "B", isDefault: true }));
    expect(b.isDefault).toBe(true);
    expect((await voices.get(seller, a.id)).isDefault).toBe(false);
    await voices.update(seller, a.id, save({ name: "A2", isDefault: true }));
    const list = await voices.list(seller);
    expect(list.filter((v) => v.isDefault).map((v) => v.name)).toEqual(["A2"]);
    expect((await voices.resolve(seller, undefined))?.name).toBe("A2");
  });

  it("never shows, changes, deletes or writes in another seller's voice", async () => {
    const owner = randomUUID();
    const other = randomUUID();
    const voice = await voices.create(owner, save({ name: "Private" }));
    await expect(voices.get(other, voice.id)).rejects.toMatchObject({ status: 404 });
    await expect(voices.update(other, voice.id, save({ name: "Taken" }))).rejects.toMatchObject({ status: 404 });
    await expect(voices.remove(other, voice.id)).rejects.toMatchObject({ status: 404 });
    await expect(voices.resolve(other, voice.id)).rejects.toMatchObject({ status: 404, details: { fields: { voiceId: "Voice not found" } } });
    expect(await voices.list(other)).toEqual([]);
    expect((await voices.get(owner, voice.id)).name).toBe("Private");
  });

  it("resolves a generation's voice: an id, none, or the default", async () => {
    const seller = randomUUID();
    expect(await voices.resolve(seller, undefined)).toBeNull();
    const voice = await voices.create(seller, save({ name: "House", person: "you" }));
    expect(await voices.resolve(seller, undefined)).toMatchObject({ id: voice.id, name: "House", profile: { person: "you", name: "House" } });
    expect(await voices.resolve(seller, "none")).toBeNull();
    expect(await voices.resolve(null, voice.id)).toBeNull();
    await voices.remove(seller, voice.id);
    expect(await voices.resolve(seller, undefined)).toBeNull();
  });

  it("a deleted seller's voices are purged and none can be stored for them again", async () => {
    const seller = randomUUID();
    await voices.create(seller, save({ name: "Gone soon" }));
    await tombstoneUser(db, seller);
    expect((await voices.resolve(seller, undefined))?.name).toBe("Gone soon");
    await db.client.$transaction((tx) => voices.purgeUser(tx, seller));
    voices.forget(seller);
    expect(await voices.list(seller)).toEqual([]);
    expect(await voices.resolve(seller, undefined)).toBeNull();
    await expect(voices.create(seller, save({ name: "Late" }))).rejects.toThrow(/deleted/);
  });

  it("resolves the voice as last written: every create, update and delete shows in the next generation", async () => {
    const seller = randomUUID();
    const a = await voices.create(seller, save({ name: "A", person: "we" }));
    expect((await voices.resolve(seller, undefined))?.name).toBe("A");
    expect((await voices.resolve(seller, a.id))?.profile.person).toBe("we");
    await voices.update(seller, a.id, save({ name: "A", person: "you" }));
    expect((await voices.resolve(seller, undefined))?.profile.person).toBe("you");
    expect((await voices.resolve(seller, a.id))?.profile.person).toBe("you");
    const b = await voices.create(seller, save({ name: "B", isDefault: true }));
    expect((await voices.resolve(seller, undefined))?.name).toBe("B");
    await voices.remove(seller, b.id);
    expect(await voices.resolve(seller, undefined)).toBeNull();
    await expect(voices.resolve(seller, b.id)).rejects.toMatchObject({ status: 404 });
    expect((await voices.resolve(seller, a.id))?.name).toBe("A");
  });
});

/**
 * The store's client with `voice.findFirst` counted (`reads` begun, `read` done); a read begun while `hold` is
 * set waits, once it has its row, until `hold` resolves: a read a write overtakes, as under load, untimed.
 */
function observedClient(client: PrismaClient) {
  const seen = { reads: 0, read: 0, hold: null as Promise<void> | null };
  const voice = new Proxy(client.voice, {
    get(target, name) {
      if (name === "findFirst") {
        return async (...args: Parameters<PrismaClient["voice"]["findFirst"]>) => {
          seen.reads++;
          const hold = seen.hold;
          const row = await target.findFirst(...args);
          seen.read++;
          if (hold) await hold;
          return row;
        };
      }
      const value = Reflect.get(target, name) as unknown;
      return typeof value === "function" ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
  const observed = new Proxy(client, {
    get(target, name) {
      if (name === "voice") return voice;
      const value = Reflect.get(target, name) as unknown;
      return typeof value === "function" ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
  return { observed, seen };
}

describe("resolved voices kept on the embedded database (its one writer is this process)", () => {
  let db: Database<PrismaClient>;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ db, close } = await engines.pglite());
  }, 60_000);
  afterAll(async () => {
    await close?.();
  });

  it("answers a seller's next generations without reading the database, until a write of theirs", async () => {
    const { observed, seen } = observedClient(db.client);
    const voices = createVoiceStore({ ...db, client: observed });
    const seller = randomUUID();
    const other = randomUUID();
    const voice = await voices.create(seller, save({ name: "Kept" }));
    await voices.resolve(seller, undefined);
    await voices.resolve(seller, voice.id);
    const reads = seen.reads;
    expect((await voices.resolve(seller, undefined))?.name).toBe("Kept");
    expect((await voices.resolve(seller, voice.id))?.name).toBe("Kept");
    expect(seen.reads).toBe(reads);
    // Another seller's write leaves this seller's answers kept; their own write drops them.
    await voices.create(other, save({ name: "Theirs" }));
    await voices.resolve(seller, undefined);
    expect(seen.reads).toBe(reads);
    await voices.update(seller, voice.id, save({ name: "Renamed" }));
    expect((await voices.resolve(seller, undefined))?.name).toBe("Renamed");
    expect(seen.reads).toBeGreaterThan(reads);
  });

  it("does not keep an answer read before a write that ended while it was read", async () => {
    const { observed, seen } = observedClient(db.client);
    const voices = createVoiceStore({ ...db, client: observed });
    const seller = randomUUID();
    const voice = await voices.create(seller, save({ name: "Before" }));
    let release!: () => void;
    seen.hold = new Promise<void>((resolve) => (release = resolve));
    const early = voices.resolve(seller, undefined);
    // The read has its row (the old one) and is held; the write commits meanwhile.
    while (seen.read === 0) await new Promise((resolve) => setImmediate(resolve));
    seen.hold = null;
    await voices.update(seller, voice.id, save({ name: "After" }));
    release();
    expect((await early)?.name).toBe("Before");
    expect((await voices.resolve(seller, undefined))?.name).toBe("After");
  });

  it("keeps at most the sellers it was given, least recently used out first", async () => {
    const { observed, seen } = observedClient(db.client);
    const voices = createVoiceStore({ ...db, client: observed }, { resolvedMax: 2 });
    const [a, b, c] = [randomUUID(), randomUUID(), randomUUID()];
    await voices.resolve(a, undefined);
    await voices.resolve(b, undefined);
    await voices.resolve(a, undefined);
    await voices.resolve(c, undefined);
    const reads = seen.reads;
    await voices.resolve(a, undefined);
    expect(seen.reads).toBe(reads);
    await voices.resolve(b, undefined);
    expect(seen.reads).toBe(reads + 1);
  });
});

describe("resolved voices on PostgreSQL (other replicas write too)", () => {
  it("are read from the database every time without a shared cache to hold their version", async () => {
    const { db, close } = await engines.postgres();
    try {
      const { observed, seen } = observedClient(db.client);
      const voices = createVoiceStore({ ...db, client: observed });
      const seller = randomUUID();
      await voices.resolve(seller, undefined);
      await voices.resolve(seller, undefined);
      expect(seen.reads).toBe(2);
    } finally {
      await close();
    }
  }, 60_000);

  it("with Redis, are kept per seller until a write by any replica, of which Redis tells every replica", async () => {
    const { db, close } = await engines.postgres();
    // Two replicas: their own stores and copies, one database and one Redis between them.
    const prefix = `test:${uniqueSuffix()}:`;
    const caches = [new RedisCache(testRedisUrl(), prefix), new RedisCache(testRedisUrl(), prefix)];
    let replicaA: VoiceStore | undefined;
    let replicaB: VoiceStore | undefined;
    try {
      const a = observedClient(db.client);
      const b = observedClient(db.client);
      replicaA = createVoiceStore({ ...db, client: a.observed }, { cache: caches[0], log: quietLogger() });
      replicaB = createVoiceStore({ ...db, client: b.observed }, { cache: caches[1], log: quietLogger() });
      const seller = randomUUID();
      const voice = await replicaB.create(seller, save({ name: "First" }));
      expect((await replicaA.resolve(seller, undefined))?.name).toBe("First");
      expect((await replicaA.resolve(seller, voice.id))?.name).toBe("First");
      const reads = a.seen.reads;
      // Kept: a batch's next rows read no row.
      expect((await replicaA.resolve(seller, undefined))?.name).toBe("First");
      expect((await replicaA.resolve(seller, voice.id))?.name).toBe("First");
      expect(a.seen.reads).toBe(reads);
      // Another replica's write: Redis tells this replica of the new version (on a connection of its own, so
      // it may arrive a moment after the writer's answer), and its next generation reads the new voice. Waited
      // for at most half the copy's 10 s life, so it is the version that changed the answer, not the age.
      const seen = async (userId: string, expected: string | null) => {
        for (let tries = 0; tries < 500; tries++) {
          if (((await replicaA!.resolve(userId, undefined))?.name ?? null) === expected) return expected;
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
        return (await replicaA!.resolve(userId, undefined))?.name ?? null;
      };
      await replicaB.update(seller, voice.id, save({ name: "Second" }));
      expect(await seen(seller, "Second")).toBe("Second");
      expect((await replicaA.resolve(seller, voice.id))?.name).toBe("Second");
      // And a deleted seller's voices (user.deleted, purged by whichever replica took the event) are gone here too.
      await db.client.$transaction((tx) => replicaB!.purgeUser(tx, seller));
      await replicaB.forget(seller);
      expect(await seen(seller, null)).toBeNull();
    } finally {
      await replicaA?.close();
      await replicaB?.close();
      for (const cache of caches) await cache.close();
      await close();
    }
  }, 60_000);

  it("with Redis not answering, are read from the database", async () => {
    const { db, close } = await engines.postgres();
    const cache = new RedisCache(testRedisUrl(), `test:${uniqueSuffix()}:`);
    try {
      const { observed, seen } = observedClient(db.client);
      // The cache's own client is where the store reads versions while its read copy is not live.
      (cache.client as unknown as { get: () => Promise<never> }).get = async () => {
        throw new Error("Redis is down");
      };
      const voices = createVoiceStore({ ...db, client: observed }, { cache, log: quietLogger() });
      const seller = randomUUID();
      await voices.resolve(seller, undefined);
      await voices.resolve(seller, undefined);
      expect(seen.reads).toBe(2);
      await voices.close();
    } finally {
      await cache.close();
      await close();
    }
  }, 60_000);
});
