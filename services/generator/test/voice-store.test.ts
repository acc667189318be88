import path from "node:path";
import { randomUUID } from "node:crypto";
import { PGlite } from "@electric-sql/pglite";
import { openDatabase, tombstoneUser, type Database } from "@shopscript/kit";
import { quietLogger, testDatabaseUrl } from "@shopscript/kit/testing";
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
  pglite: async () => {
    const instance = await PGlite.create();
    const db = await openDatabase({ schema: "generator", migrationsDir: MIGRATIONS, createClient: (o) => new PrismaClient(o), log: quietLogger(), embedded: async () => instance });
    return { db, close: async () => { await db.close(); await instance.close(); } };
  },
};

const save = (input: Record<string, unknown>) => voiceSaveSchema.parse(input);

describe.each(Object.keys(engines) as Array<keyof typeof engines>)("voice store on %s", (engine) => {
  let db: Database<PrismaClient>;
  let close: () => Promise<void>;
  let voices: VoiceStore;
  beforeAll(async () => {
    ({ db, close } = await engines[engine]());
    voices = createVoiceStore(db);
  }, 60_000);
  afterAll(async () => {
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
    await db.client.$transaction((tx) => voices.purgeUser(tx, seller));
    expect(await voices.list(seller)).toEqual([]);
    await expect(voices.create(seller, save({ name: "Late" }))).rejects.toThrow(/deleted/);
  });
});
