import type { CurrentUser } from "@shopscript/contracts";
import { quoteIdentifier } from "@shopscript/kit";
import type { Prisma, PrismaClient } from "../generated/prisma/client";

/** Either the client or a transaction: repository functions work inside or outside one. */
export type Db = PrismaClient | Prisma.TransactionClient;

export interface UserRecord {
  id: string;
  email: string;
  passwordHash: string;
  emailVerified: boolean;
  trialStartDate: Date;
  createdAt: Date;
}

export const findUserByEmail = (db: Db, email: string): Promise<UserRecord | null> =>
  db.user.findUnique({ where: { email } });

export const findUserById = (db: Db, id: string): Promise<UserRecord | null> => db.user.findUnique({ where: { id } });

export const toCurrentUser = (user: Pick<UserRecord, "id" | "email" | "emailVerified" | "trialStartDate" | "createdAt">): CurrentUser => ({
  id: user.id,
  email: user.email,
  emailVerified: user.emailVerified,
  trialStartDate: user.trialStartDate.toISOString(),
  createdAt: user.createdAt.toISOString(),
});

export async function createSession(db: Db, session: { id: string; userId: string; expiresAt: Date }) {
  await db.session.create({ data: session });
}

export const findSession = (db: Db, id: string) => db.session.findUnique({ where: { id } });

/**
 * Revokes the user's live sessions (all, only `onlyId`, or all but `exceptId`) and returns them so the
 * session store can follow.
 */
export async function revokeSessions(db: Db, userId: string, now: Date, onlyId?: string, exceptId?: string) {
  const live = await db.session.findMany({
    where: {
      userId,
      revokedAt: null,
      expiresAt: { gt: now },
      ...(onlyId ? { id: onlyId } : exceptId ? { id: { not: exceptId } } : {}),
    },
    select: { id: true, expiresAt: true },
  });
  if (live.length) await db.session.updateMany({ where: { id: { in: live.map((s) => s.id) } }, data: { revokedAt: now } });
  return live;
}

/**
 * Locks the user's row until the transaction ends (FOR UPDATE). A session or API key being created for the
 * user holds a share lock on it (its foreign key's check) until it commits, so after this returns every such
 * row is committed and visible, and any later one waits for this transaction: what the caller revokes next is
 * everything the user has.
 */
export async function lockUser(db: Db, schema: string, userId: string): Promise<void> {
  await db.$queryRawUnsafe(`SELECT 1 FROM ${quoteIdentifier(schema)}."User" WHERE "id" = $1::uuid FOR UPDATE`, userId);
}

/** Revokes the user's live API keys and returns their hashes, so the gateway's revocation marks can follow. */
export async function revokeApiKeys(db: Db, userId: string, now: Date): Promise<string[]> {
  const live = await db.apiKey.findMany({ where: { userId, revokedAt: null }, select: { id: true, keyHash: true } });
  if (live.length) await db.apiKey.updateMany({ where: { id: { in: live.map((k) => k.id) } }, data: { revokedAt: now } });
  return live.map((k) => k.keyHash);
}

export async function createVerificationToken(db: Db, data: { userId: string; tokenHash: string; expiresAt: Date }) {
  await db.emailVerificationToken.create({ data });
}

export async function createResetToken(db: Db, data: { userId: string; tokenHash: string; expiresAt: Date }) {
  await db.passwordResetToken.create({ data });
}

/**
 * Marks a live token used and returns its user id, in one conditional update, so two concurrent uses of
 * the same link cannot both succeed.
 */
export async function consumeVerificationToken(db: Db, tokenHash: string, now: Date): Promise<string | null> {
  const token = await db.emailVerificationToken.findUnique({ where: { tokenHash } });
  if (!token || token.usedAt || token.expiresAt <= now) return null;
  const { count } = await db.emailVerificationToken.updateMany({ where: { id: token.id, usedAt: null }, data: { usedAt: now } });
  return count === 1 ? token.userId : null;
}

/**
 * Whether `tokenHash` names a link that was already spent and whose owner is verified: the same link
 * clicked twice, answered "already verified" rather than "may have expired". An unknown, expired-unused
 * or superseded link of an unverified account stays a failure.
 */
export async function isSpentLinkOfVerifiedUser(db: Db, tokenHash: string): Promise<boolean> {
  const token = await db.emailVerificationToken.findUnique({
    where: { tokenHash },
    select: { usedAt: true, user: { select: { emailVerified: true } } },
  });
  return !!token?.usedAt && token.user.emailVerified;
}

export async function consumeResetToken(db: Db, tokenHash: string, now: Date): Promise<string | null> {
  const token = await db.passwordResetToken.findUnique({ where: { tokenHash } });
  if (!token || token.usedAt || token.expiresAt <= now) return null;
  const { count } = await db.passwordResetToken.updateMany({ where: { id: token.id, usedAt: null }, data: { usedAt: now } });
  return count === 1 ? token.userId : null;
}
