import { voiceProfileSchema, VOICES_PER_SELLER_MAX, type Voice, type VoiceProfile, type VoiceSave } from "@shopscript/contracts";
import { AppError, type Database } from "@shopscript/kit";
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
  /** user.deleted: every voice of the seller, inside the caller's transaction. */
  purgeUser(tx: Pick<PrismaClient, "voice">, userId: string): Promise<void>;
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

export function createVoiceStore(db: Database<PrismaClient>): VoiceStore {
  const client = db.client;
  const find = async (userId: string, id: string) => {
    if (!UUID.test(id)) return null;
    return client.voice.findFirst({ where: { id, userId } });
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
      const row = await client.$transaction(async (tx) => {
        const count = await tx.voice.count({ where: { userId } });
        if (count >= VOICES_PER_SELLER_MAX) {
          throw new AppError(409, "VOICE_LIMIT", `You can keep at most ${VOICES_PER_SELLER_MAX} voices. Delete one to add another.`);
        }
        // A seller's first voice is their default: otherwise a voice they made would apply to nothing.
        const makeDefault = isDefault ?? count === 0;
        if (makeDefault) await tx.voice.updateMany({ where: { userId, isDefault: true }, data: { isDefault: false } });
        return tx.voice.create({ data: { userId, name, profile, isDefault: makeDefault } });
      });
      return toVoice(row);
    },
    async update(userId, id, save) {
      const { name, isDefault, profile } = split(save);
      const row = await client.$transaction(async (tx) => {
        const existing = UUID.test(id) ? await tx.voice.findFirst({ where: { id, userId } }) : null;
        if (!existing) throw notFound();
        if (isDefault) await tx.voice.updateMany({ where: { userId, isDefault: true, NOT: { id } }, data: { isDefault: false } });
        return tx.voice.update({ where: { id }, data: { name, profile, ...(isDefault === undefined ? {} : { isDefault }) } });
      });
      return toVoice(row);
    },
    async remove(userId, id) {
      if (!UUID.test(id)) throw notFound();
      const { count } = await client.voice.deleteMany({ where: { id, userId } });
      if (!count) throw notFound();
    },
    async resolve(userId, choice) {
      if (!userId || choice === "none") return null;
      const row = choice
        ? await find(userId, choice)
        : await client.voice.findFirst({ where: { userId, isDefault: true } });
      if (!row) {
        if (!choice) return null;
        throw new AppError(404, "NOT_FOUND", "Voice not found", { fields: { voiceId: "Voice not found" } });
      }
      const { id, name, isDefault: _d, createdAt: _c, updatedAt: _u, ...profile } = toVoice(row);
      return { id, name, profile: { ...profile, name } };
    },
    async purgeUser(tx, userId) {
      await tx.voice.deleteMany({ where: { userId } });
    },
  };
}
