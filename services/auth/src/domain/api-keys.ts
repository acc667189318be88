import {
  API_KEY_PREFIX,
  API_KEY_VISIBLE_CHARS,
  apiKeySecretSchema,
  MAX_API_KEYS_PER_USER,
  planIncludes,
  type ApiKey,
  type ApiKeyCreate,
  type ApiKeyCreated,
  type ApiKeyList,
  type ApiKeyScope,
  type ApiKeyVerifyResult,
  type PlanId,
} from "@shopscript/contracts";
import { AppError, planRequiredError, signSessionToken, type Clock } from "@shopscript/kit";
import type { PrismaClient } from "../generated/prisma/client";
import { hashToken, newToken } from "./one-time-tokens";

/** lastUsedAt is written at most this often per key: a busy key costs one UPDATE a minute, not one per call. */
const LAST_USED_GRANULARITY_MS = 60_000;
/** The token the gateway forwards for a key; the gateway re-verifies the key long before this ends. */
const KEY_TOKEN_TTL_SECONDS = 300;

interface KeyRow {
  id: string;
  name: string;
  prefix: string;
  scopes: string[];
  createdAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
}

const toApiKey = (row: KeyRow): ApiKey => ({
  id: row.id,
  name: row.name,
  prefix: row.prefix,
  scopes: row.scopes as ApiKeyScope[],
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  revokedAt: row.revokedAt?.toISOString() ?? null,
});

/** Whether the user's plan includes the API now (a cancelled plan keeps it until its paid period ends). */
export function hasApiAccess(user: { plan: string | null; planUntil: Date | null }, now: Date): boolean {
  if (!planIncludes(user.plan as PlanId | null, "apiAccess")) return false;
  return !user.planUntil || user.planUntil > now;
}

/**
 * API keys: created with scopes and a name, shown once, stored as a SHA-256 hash. A key is 256 random
 * bits, so a fast hash is enough: argon2 protects low-entropy secrets (passwords) from guessing, which
 * is hopeless against 2^256 candidates, and a per-call slow hash would cost ~50 ms of CPU on every
 * cache miss at the gateway. The hash is also the lookup key (unique index), which a salted hash
 * could not be.
 */
export function createApiKeys(deps: { db: PrismaClient; privateKey: string; clock: Clock; onRevoked?: (keyHash: string) => Promise<void> }) {
  const { db, clock } = deps;

  return {
    async list(userId: string): Promise<ApiKeyList> {
      const [rows, user] = await Promise.all([
        db.apiKey.findMany({ where: { userId }, orderBy: [{ createdAt: "desc" }, { id: "desc" }] }),
        db.user.findUnique({ where: { id: userId }, select: { plan: true, planUntil: true } }),
      ]);
      return { items: rows.map(toApiKey), apiAccess: user ? hasApiAccess(user, clock.now()) : false };
    },

    async create(userId: string, input: ApiKeyCreate): Promise<ApiKeyCreated> {
      const user = await db.user.findUnique({ where: { id: userId }, select: { plan: true, planUntil: true } });
      if (!user) throw AppError.unauthenticated();
      if (!hasApiAccess(user, clock.now())) {
        throw planRequiredError("apiAccess");
      }
      const live = await db.apiKey.count({ where: { userId, revokedAt: null } });
      if (live >= MAX_API_KEYS_PER_USER) {
        throw AppError.conflict(`You have ${MAX_API_KEYS_PER_USER} active keys. Revoke one before creating another.`);
      }
      const secret = `${API_KEY_PREFIX}${newToken()}`;
      const row = await db.apiKey.create({
        data: { userId, name: input.name, scopes: input.scopes, prefix: secret.slice(0, API_KEY_VISIBLE_CHARS), keyHash: hashToken(secret) },
      });
      return { ...toApiKey(row), secret };
    },

    async revoke(userId: string, id: string): Promise<ApiKey> {
      const row = await db.apiKey.findFirst({ where: { id, userId } });
      if (!row) throw AppError.notFound("API key not found");
      const revoked = row.revokedAt ? row : await db.apiKey.update({ where: { id }, data: { revokedAt: clock.now() } });
      await deps.onRevoked?.(row.keyHash);
      return toApiKey(revoked);
    },

    /** For the gateway: is this key live, whose is it, and what may it do. */
    async verify(key: string): Promise<ApiKeyVerifyResult> {
      if (!apiKeySecretSchema.safeParse(key).success) return { valid: false, reason: "unknown" };
      const row = await db.apiKey.findUnique({
        where: { keyHash: hashToken(key) },
        include: { user: { select: { id: true, email: true, trialStartDate: true, plan: true, planUntil: true } } },
      });
      if (!row) return { valid: false, reason: "unknown" };
      if (row.revokedAt) return { valid: false, reason: "revoked" };
      const now = clock.now();
      if (!hasApiAccess(row.user, now)) return { valid: false, reason: "plan" };
      if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() >= LAST_USED_GRANULARITY_MS) {
        await db.apiKey.updateMany({
          where: { id: row.id, OR: [{ lastUsedAt: null }, { lastUsedAt: { lte: new Date(now.getTime() - LAST_USED_GRANULARITY_MS) } }] },
          data: { lastUsedAt: now },
        });
      }
      const signed = signSessionToken(
        deps.privateKey,
        { id: row.user.id, email: row.user.email, trialStartDate: row.user.trialStartDate.toISOString(), sessionId: row.id },
        { ttlSeconds: KEY_TOKEN_TTL_SECONDS, now },
      );
      return {
        valid: true,
        keyId: row.id,
        userId: row.user.id,
        scopes: row.scopes as ApiKeyScope[],
        token: signed.token,
        tokenExpiresAt: signed.expiresAt.toISOString(),
      };
    },
  };
}

export type ApiKeys = ReturnType<typeof createApiKeys>;
