import { voiceProfileSchema, VOICES_PER_SELLER_MAX, type Voice, type VoiceProfile, type VoiceSave } from "@shopscript/contracts";
import { randomUUID } from "node:crypto";
import { AppError, localReadCopy, type Cache, type Database, type Logger } from "@shopscript/kit";
import type { PrismaClient } from "../generated/prisma/client";

/** A voice chosen for a generation: the id and name say which (shown with the result), the profile is the rules. */
export interface ResolvedVoice {
  id: string;
  name: string;
  profile: VoiceProfile;
}

/**
 * A seller's brand voices (issue 31). Every read and write names the seller: a voice id of another seller is
 * "not found", never theirs to read, change or write in. At most one default per seller (the migration's
 * partial unique index holds it; the writes below keep it by clearing the old default first, in one transaction).
 */
export interface VoiceStore {
  list(userId: string): Promise<Voice[]>;
  get(userId: string, id: string): Promise<Voice>;
  create(userId: string, save: VoiceSave): Promise<Voice>;
  update(userId: string, id: string, save: VoiceSave): Promise<Voice>;
  remove(userId: string, id: string): Promise<void>;
  /**
   * The voice a generation uses: "none" → no voice; an id → that voice of this seller (404 naming voiceId
   * otherwise); nothing → the seller's default, if any. Anonymous (demo) generations have none.
   */
  resolve(userId: string | null | undefined, choice: string | undefined): Promise<ResolvedVoice | null>;
  /** user.deleted: every voice of the seller, inside the caller's transaction; `forget` once it committed. */
  purgeUser(tx: Pick<PrismaClient, "voice">, userId: string): Promise<void>;
  /**
   * Drops what `resolve` keeps of this seller's voices, here and (on PostgreSQL with Redis) in every other
   * replica: after a write to them this store did not make itself. Resolves once the other replicas are told.
   */
  forget(userId: string): Promise<void>;
  /** Closes what the store opened (the version copy's Redis connections). */
  close(): Promise<void>;
}

type Row = { id: string; userId: string; name: string; profile: unknown; isDefault: boolean; createdAt: Date; updatedAt: Date };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function toVoice(row: Row): Voice {
  // Stored by this code after the contracts parsed it; parsed again so a rule added later gets its default.
  const profile = voiceProfileSchema.parse({ ...(row.profile as object), name: row.name });
  return { ...profile, id: row.id, isDefault: row.isDefault, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

function split(save: VoiceSave) {
  const { name, isDefault, ...rules } = save;
  return { name, isDefault, profile: rules };
}

const notFound = () => new AppError(404, "NOT_FOUND", "Voice not found");

/** Sellers whose resolved voices are kept at most (least recently used first out): ~1 KB each. */
export const RESOLVED_VOICES_MAX = 10_000;

/**
 * What `resolve` answered, by seller and choice, kept only where this process is the one writer of the voices'
 * table: the embedded database (`npm start`), which no other process can open. Every generation of a signed-in
 * seller resolves their voice, and on PGlite that query (Prisma, then PostgreSQL in WebAssembly) cost more CPU
 * than anything else around the writing (`npm run bench cpu`). Guarantee kept: a generation uses the voice as
 * last committed, as with the query. Every write of this store drops the seller's answers once it ended
 * (`forget`), and an answer is kept only if no write ended while it was read (its read may predate that
 * write's commit), so nothing read before a commit outlives it. On PostgreSQL another replica may write, so
 * every resolve reads the database, as before.
 */
function resolvedVoices(max: number) {
  const sellers = new Map<string, Map<string, ResolvedVoice | null>>();
  let writes = 0;
  const choiceKey = (choice: string | undefined) => choice ?? "";
  return {
    get(userId: string, choice: string | undefined): ResolvedVoice | null | undefined {
      const answers = sellers.get(userId);
      if (!answers) return undefined;
      // A Map keeps insertion order: a seller read again moves to the end, so the first is the least recent.
      sellers.delete(userId);
      sellers.set(userId, answers);
      return answers.get(choiceKey(choice));
    },
    /** The write count before a read: `keep` stores the read's answer only if no write came in between. */
    version: () => writes,
    keep(version: number, userId: string, choice: string | undefined, answer: ResolvedVoice | null) {
      if (version !== writes) return;
      let answers = sellers.get(userId);
      if (!answers) {
        if (sellers.size >= max) sellers.delete(sellers.keys().next().value!);
        sellers.set(userId, (answers = new Map()));
      }
      answers.set(choiceKey(choice), answer);
    },
    forget(userId: string) {
      writes++;
      sellers.delete(userId);
    },
  };
}

/** How long a replica answers a seller's voice from its copy at most (PostgreSQL with Redis: sharedResolvedVoices). */
export const SHARED_VOICE_COPY_MS = 10_000;
/** How long a seller's voices version lives in Redis: far beyond any copy's life, so an expired one changes nothing. */
const VERSION_TTL_SECONDS = 7 * 24 * 3600;
const versionKey = (userId: string) => `voices:version:${userId}`;

/**
 * What `resolve` answered, by seller and choice, on PostgreSQL where several replicas may write the voices: each
 * copy is kept with the seller's voices version as Redis held it just before the read, and is used only while
 * Redis still holds that version. Every write of a seller's voices sets a new random version once it ended
 * (committed or not), before the write is answered; so once a seller's save is answered, every replica's next
 * generation of theirs reads the database again (batch rows used to read it every row: ~0.9 ms of the generator
 * main thread's CPU per row, a third of it, bench batch). Reading the version is one Redis round trip (a GET) per
 * generation instead of a query, and not even that: the versions are read through the kit's local read copy
 * (Redis client-side caching, as the gateway reads sessions), which Redis tells of every change to a version,
 * so a seller's next rows read neither Redis nor the database. A generation that starts in the moment between a
 * write's commit and Redis telling this replica of the new version may use the voice as before the write, as
 * one that started a moment earlier would. Redis not answering: the database is read, nothing kept. A version
 * that could not be set (Redis failed in between): other replicas' copies are dropped at the latest
 * SHARED_VOICE_COPY_MS after they were read. A random version, not a counter: an expired counter counts from 1
 * again and could match an old copy; a version's TTL outlives every copy.
 */
function sharedResolvedVoices(cache: Cache, log: Logger, max: number, now: () => number = performance.now.bind(performance)) {
  const sellers = new Map<string, { version: string | null; at: number; answers: Map<string, ResolvedVoice | null> }>();
  const choiceKey = (choice: string | undefined) => choice ?? "";
  const versions = localReadCopy(cache, "voices:version:", { maxAgeMs: SHARED_VOICE_COPY_MS, connectionName: "voices", log });
  return {
    /** The seller's version as Redis holds it, or undefined when Redis did not answer (then nothing is kept). */
    async version(userId: string): Promise<string | null | undefined> {
      try {
        const version = await versions.get(versionKey(userId));
        // The read copy keeps no absent key: a seller who never saved a voice gets a version once, so their next
        // rows are answered locally too.
        if (version === null) await cache.setIfAbsent(versionKey(userId), randomUUID(), VERSION_TTL_SECONDS);
        return version;
      } catch (err) {
        log.warn({ err: (err as Error).message }, "could not read a seller's voices version; reading the voice from the database");
        return undefined;
      }
    },
    get(userId: string, choice: string | undefined, version: string | null): ResolvedVoice | null | undefined {
      const copy = sellers.get(userId);
      if (!copy) return undefined;
      if (copy.version !== version || now() - copy.at > SHARED_VOICE_COPY_MS) {
        sellers.delete(userId);
        return undefined;
      }
      // A Map keeps insertion order: a seller read again moves to the end, so the first is the least recent.
      sellers.delete(userId);
      sellers.set(userId, copy);
      return copy.answers.get(choiceKey(choice));
    },
    /** Keeps an answer read after the seller's version was `version` (read before the database was). */
    keep(version: string | null, at: number, userId: string, choice: string | undefined, answer: ResolvedVoice | null) {
      let copy = sellers.get(userId);
      if (!copy || copy.version !== version) {
        if (!copy && sellers.size >= max) sellers.delete(sellers.keys().next().value!);
        copy = { version, at, answers: new Map() };
        sellers.set(userId, copy);
      }
      copy.at = Math.min(copy.at, at);
      copy.answers.set(choiceKey(choice), answer);
    },
    /** After a write of the seller's voices: a new version for every replica, this one's copy dropped. */
    async changed(userId: string): Promise<void> {
      sellers.delete(userId);
      try {
        await cache.set(versionKey(userId), randomUUID(), VERSION_TTL_SECONDS);
      } catch (err) {
        log.warn({ err: (err as Error).message }, "could not publish a seller's new voices version; other replicas drop their copy within 10 s");
      }
    },
    close: () => versions.close(),
  };
}

export interface VoiceStoreOptions {
  resolvedMax?: number;
  /**
   * The shared cache: on PostgreSQL with Redis, resolved voices are kept under a per-seller version held there
   * (sharedResolvedVoices). Without it (or with the in-memory cache, which other replicas do not see) every
   * resolve on PostgreSQL reads the database.
   */
  cache?: Cache;
  log?: Logger;
}

export function createVoiceStore(db: Database<PrismaClient>, options: VoiceStoreOptions = {}): VoiceStore {
  const client = db.client;
  // On PGlite this process is the only writer (resolvedVoices); on PostgreSQL the copies follow Redis's versions.
  const kept = db.engine === "pglite" ? resolvedVoices(options.resolvedMax ?? RESOLVED_VOICES_MAX) : null;
  const shared =
    !kept && options.cache?.kind === "redis" && options.log
      ? sharedResolvedVoices(options.cache, options.log, options.resolvedMax ?? RESOLVED_VOICES_MAX)
      : null;
  /** A write of this seller's voices, with what resolve keeps of them dropped once it ended (committed or not). */
  const writing = async <T>(userId: string, write: () => Promise<T>): Promise<T> => {
    try {
      return await write();
    } finally {
      kept?.forget(userId);
      await shared?.changed(userId);
    }
  };
  const find = async (userId: string, id: string) => {
    if (!UUID.test(id)) return null;
    return client.voice.findFirst({ where: { id, userId } });
  };
  const readVoice = async (userId: string, choice: string | undefined): Promise<ResolvedVoice | null> => {
    const row = choice ? await find(userId, choice) : await client.voice.findFirst({ where: { userId, isDefault: true } });
    if (!row) return null;
    const { id, name, isDefault: _d, createdAt: _c, updatedAt: _u, ...profile } = toVoice(row);
    return { id, name, profile: { ...profile, name } };
  };
  return {
    async list(userId) {
      const rows = await client.voice.findMany({ where: { userId }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] });
      return rows.map(toVoice);
    },
    async get(userId, id) {
      const row = await find(userId, id);
      if (!row) throw notFound();
      return toVoice(row);
    },
    async create(userId, save) {
      const { name, isDefault, profile } = split(save);
      const row = await writing(userId, () => client.$transaction(async (tx) => {
        const count = await tx.voice.count({ where: { userId } });
        if (count >= VOICES_PER_SELLER_MAX) {
          throw new AppError(409, "VOICE_LIMIT", `You can keep at most ${VOICES_PER_SELLER_MAX} voices. Delete one to add another.`);
        }
        // A seller's first voice is their default: otherwise a voice they made would apply to nothing.
        const makeDefault = isDefault ?? count === 0;
        if (makeDefault) await tx.voice.updateMany({ where: { userId, isDefault: true }, data: { isDefault: false } });
        return tx.voice.create({ data: { userId, name, profile, isDefault: makeDefault } });
      }));
      return toVoice(row);
    },
    async update(userId, id, save) {
      const { name, isDefault, profile } = split(save);
      const row = await writing(userId, () => client.$transaction(async (tx) => {
        const existing = UUID.test(id) ? await tx.voice.findFirst({ where: { id, userId } }) : null;
        if (!existing) throw notFound();
        if (isDefault) await tx.voice.updateMany({ where: { userId, isDefault: true, NOT: { id } }, data: { isDefault: false } });
        return tx.voice.update({ where: { id }, data: { name, profile, ...(isDefault === undefined ? {} : { isDefault }) } });
      }));
      return toVoice(row);
    },
    async remove(userId, id) {
      if (!UUID.test(id)) throw notFound();
      const { count } = await writing(userId, () => client.voice.deleteMany({ where: { id, userId } }));
      if (!count) throw notFound();
    },
    async resolve(userId, choice) {
      if (!userId || choice === "none") return null;
      if (shared) {
        const version = await shared.version(userId);
        let voice = version === undefined ? undefined : shared.get(userId, choice, version);
        if (voice === undefined) {
          const at = performance.now();
          voice = await readVoice(userId, choice);
          if (version !== undefined && (voice || !choice)) shared.keep(version, at, userId, choice, voice);
        }
        if (!voice && choice) throw new AppError(404, "NOT_FOUND", "Voice not found", { fields: { voiceId: "Voice not found" } });
        return voice;
      }
      let voice = kept?.get(userId, choice);
      if (voice === undefined) {
        const version = kept?.version() ?? 0;
        voice = await readVoice(userId, choice);
        // The same object answers this seller's next generations: nothing downstream changes a voice. An id
        // that names none is not kept (a seller's answers stay within their few voices and the default).
        if (voice || !choice) kept?.keep(version, userId, choice, voice);
      }
      if (!voice && choice) throw new AppError(404, "NOT_FOUND", "Voice not found", { fields: { voiceId: "Voice not found" } });
      return voice;
    },
    async purgeUser(tx, userId) {
      kept?.forget(userId);
      await tx.voice.deleteMany({ where: { userId } });
    },
    async forget(userId) {
      kept?.forget(userId);
      await shared?.changed(userId);
    },
    async close() {
      await shared?.close();
    },
  };
}
