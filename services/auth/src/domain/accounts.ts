import { randomUUID } from "node:crypto";
import type { ChangePasswordBody, CurrentUser, DeleteAccountBody, LoginBody, RegisterBody, ResetPasswordBody } from "@shopscript/contracts";
import { MESSAGES } from "@shopscript/contracts";
import {
  AppError,
  transactionWithEvents,
  type Cache,
  type Clock,
  type Database,
  type Logger,
  type OutboxRelay,
  type SessionStore,
  type SessionUser,
} from "@shopscript/kit";
import { AUTH_POLICY } from "../config";
import type { PrismaClient } from "../generated/prisma/client";
import {
  consumeResetToken,
  consumeVerificationToken,
  createResetToken,
  createVerificationToken,
  findUserByEmail,
  findUserById,
  revokeSessions,
  toCurrentUser,
} from "../data/accounts-repository";
import { hashToken, newToken } from "./one-time-tokens";
import { burnPasswordCheck, hashPassword, verifyPassword } from "./passwords";
import type { IssuedSession, SessionIssuer } from "./sessions";

export interface AccountsDeps {
  db: Database<PrismaClient>;
  relay: OutboxRelay;
  cache: Cache;
  sessions: SessionIssuer;
  sessionStore: SessionStore;
  clock: Clock;
  log: Logger;
}

export interface RequestContext {
  requestId: string;
  ip: string;
}

const INVALID_CREDENTIALS = () => new AppError(401, "INVALID_CREDENTIALS", MESSAGES.INVALID_CREDENTIALS);
const VERIFICATION_FAILED = () => new AppError(400, "INVALID_TOKEN", MESSAGES.VERIFICATION_FAILED);
const RESET_FAILED = () => new AppError(400, "INVALID_TOKEN", MESSAGES.RESET_LINK_INVALID);

/** The account use cases: sign-up, sign-in and out, verification, password reset, deletion. */
export function createAccounts(deps: AccountsDeps) {
  const { db, relay, cache, sessions, sessionStore, clock } = deps;
  const now = () => clock.now();
  const inTransaction = <R>(ctx: RequestContext, work: Parameters<typeof transactionWithEvents<PrismaClient, R>>[3]) =>
    transactionWithEvents(db, relay, ctx.requestId, work);

  const loginLimits = {
    account: cache.rateLimiter({
      keyPrefix: "login-account",
      points: AUTH_POLICY.loginFailuresPerAccount,
      durationSeconds: AUTH_POLICY.loginWindowSeconds,
    }),
    ip: cache.rateLimiter({ keyPrefix: "login-ip", points: AUTH_POLICY.loginFailuresPerIp, durationSeconds: AUTH_POLICY.loginWindowSeconds }),
  };
  // A stolen session must not become a way to guess the password: wrong confirmations are counted per user.
  const confirmLimit = cache.rateLimiter({
    keyPrefix: "password-confirm",
    points: AUTH_POLICY.passwordConfirmFailuresPerUser,
    durationSeconds: AUTH_POLICY.loginWindowSeconds,
  });
  const resendLimit = cache.rateLimiter({
    keyPrefix: "verification-resend",
    points: AUTH_POLICY.verificationResendsPerHour,
    durationSeconds: 3600,
  });

  async function isThrottled(email: string, ip: string): Promise<boolean> {
    const [account, byIp] = await Promise.all([loginLimits.account.get(email), loginLimits.ip.get(ip)]);
    return (account?.consumedPoints ?? 0) >= AUTH_POLICY.loginFailuresPerAccount || (byIp?.consumedPoints ?? 0) >= AUTH_POLICY.loginFailuresPerIp;
  }

  async function recordFailure(email: string, ip: string) {
    // consume() rejects once the budget is spent; that is the throttled state, not an error here.
    await Promise.allSettled([loginLimits.account.consume(email), loginLimits.ip.consume(ip)]);
  }

  /** The signed-in user's record, once `password` is shown to be theirs (403 naming `field` otherwise). */
  async function confirmPassword(user: SessionUser, password: string, field: string) {
    const record = await findUserById(db.client, user.id);
    if (!record) throw AppError.unauthenticated();
    const spent = await confirmLimit.get(user.id);
    if ((spent?.consumedPoints ?? 0) >= AUTH_POLICY.passwordConfirmFailuresPerUser) {
      throw AppError.rateLimited(MESSAGES.TOO_MANY_PASSWORD_ATTEMPTS);
    }
    if (!(await verifyPassword(record.passwordHash, password))) {
      await confirmLimit.consume(user.id).catch(() => undefined);
      throw new AppError(403, "INCORRECT_PASSWORD", MESSAGES.PASSWORD_INCORRECT, { fields: { [field]: MESSAGES.PASSWORD_INCORRECT } });
    }
    await confirmLimit.delete(user.id);
    return record;
  }

  return {
    /**
     * Creates the account, starts the trial and signs the user in. For an address that already has an
     * account the caller gets the same status, body shape and a decoy cookie (for no session), and the
     * owner gets a mail instead; the password is hashed on both paths so timing does not tell them apart.
     */
    async register(body: RegisterBody, ctx: RequestContext): Promise<{ user: CurrentUser; session: IssuedSession }> {
      const passwordHash = await hashPassword(body.password);
      const existing = await findUserByEmail(db.client, body.email);
      if (!existing) {
        try {
          const token = newToken();
          const created = await inTransaction(ctx, async (tx, emit) => {
            const at = now();
            // Same instant for both, exactly as the decoy answer below has them.
            const user = await tx.user.create({ data: { email: body.email, passwordHash, trialStartDate: at, createdAt: at } });
            const expiresAt = new Date(now().getTime() + AUTH_POLICY.verificationTtlMs);
            await createVerificationToken(tx, { userId: user.id, tokenHash: hashToken(token), expiresAt });
            const session = await sessions.issue(tx, user);
            await emit("user.registered", {
              userId: user.id,
              email: user.email,
              trialStartDate: user.trialStartDate.toISOString(),
              verification: { token, expiresAt: expiresAt.toISOString() },
            });
            return { user, session };
          });
          await sessions.activate(created.session);
          return { user: toCurrentUser(created.user), session: created.session };
        } catch (err) {
          // Lost a race with a concurrent sign-up for the same address: answer like any taken address.
          if ((err as { code?: string }).code !== "P2002") throw err;
        }
      }
      // At most one "someone used your address" mail per address per 10 minutes, so this cannot spam owners.
      if (await cache.setIfAbsent(`registration-attempt:${body.email}`, "1", 600)) {
        await inTransaction(ctx, async (_tx, emit) => {
          await emit("user.registration_attempted", { email: body.email });
        });
      }
      const at = now();
      const decoyUser = { id: randomUUID(), email: body.email, emailVerified: false, trialStartDate: at, createdAt: at };
      return { user: toCurrentUser(decoyUser), session: sessions.decoy(body.email) };
    },

    /** Wrong email, wrong password and a throttled account all get the same answer in the same time. */
    async login(body: LoginBody, ctx: RequestContext): Promise<{ user: CurrentUser; session: IssuedSession }> {
      const throttled = await isThrottled(body.email, ctx.ip);
      const user = await findUserByEmail(db.client, body.email);
      const passwordOk = user ? await verifyPassword(user.passwordHash, body.password) : (await burnPasswordCheck(body.password), false);
      if (throttled) throw INVALID_CREDENTIALS();
      if (!user || !passwordOk) {
        await recordFailure(body.email, ctx.ip);
        throw INVALID_CREDENTIALS();
      }
      await loginLimits.account.delete(body.email);
      const session = await sessions.issue(db.client, user);
      await sessions.activate(session);
      return { user: toCurrentUser(user), session };
    },

    async logout(user: SessionUser): Promise<void> {
      const revoked = await revokeSessions(db.client, user.id, now(), user.sessionId);
      for (const session of revoked) await sessionStore.markRevoked(session.id, session.expiresAt, now());
      // A session unknown to the database (a decoy) still gets marked, so the gateway stops asking about it.
      if (!revoked.length) await sessionStore.markRevoked(user.sessionId, new Date(now().getTime() + 60_000), now());
    },

    /** The signed-in user, or null when the account no longer exists (deleted while a token was live). */
    async currentUser(user: SessionUser): Promise<CurrentUser | null> {
      const record = await findUserById(db.client, user.id);
      return record ? toCurrentUser(record) : null;
    },

    async verifyEmail(token: string, ctx: RequestContext): Promise<void> {
      await inTransaction(ctx, async (tx, emit) => {
        const userId = await consumeVerificationToken(tx, hashToken(token), now());
        if (!userId) throw VERIFICATION_FAILED();
        await tx.user.update({ where: { id: userId }, data: { emailVerified: true } });
        await emit("user.email_verified", { userId });
      });
    },

    /** A fresh verification link for a signed-in, unverified user (rate-limited); older links stop working. */
    async resendVerification(user: SessionUser, ctx: RequestContext): Promise<"sent" | "already-verified"> {
      const record = await findUserById(db.client, user.id);
      if (!record) throw AppError.unauthenticated();
      if (record.emailVerified) return "already-verified";
      try {
        await resendLimit.consume(user.id);
      } catch {
        throw AppError.rateLimited("You asked for several links already. Please check your inbox or try again in an hour.");
      }
      const token = newToken();
      const expiresAt = new Date(now().getTime() + AUTH_POLICY.verificationTtlMs);
      await inTransaction(ctx, async (tx, emit) => {
        await tx.emailVerificationToken.updateMany({ where: { userId: user.id, usedAt: null }, data: { usedAt: now() } });
        await createVerificationToken(tx, { userId: user.id, tokenHash: hashToken(token), expiresAt });
        await emit("email.verification.requested", { userId: user.id, email: record.email, token, expiresAt: expiresAt.toISOString() });
      });
      return "sent";
    },

    /** Answers the same whether or not the account exists; mails at most once a minute per address. */
    async forgotPassword(email: string, ctx: RequestContext): Promise<void> {
      const user = await findUserByEmail(db.client, email);
      if (!user) return;
      if (!(await cache.setIfAbsent(`reset-mail:${email}`, "1", AUTH_POLICY.resetMailIntervalSeconds))) return;
      const token = newToken();
      const expiresAt = new Date(now().getTime() + AUTH_POLICY.resetTtlMs);
      await inTransaction(ctx, async (tx, emit) => {
        await createResetToken(tx, { userId: user.id, tokenHash: hashToken(token), expiresAt });
        await emit("password.reset.requested", { userId: user.id, email: user.email, token, expiresAt: expiresAt.toISOString() });
      });
    },

    /** Sets the new password, spends the link (and any other open ones) and signs out every session. */
    async resetPassword(body: ResetPasswordBody, ctx: RequestContext): Promise<void> {
      const passwordHash = await hashPassword(body.newPassword);
      const revoked = await inTransaction(ctx, async (tx, emit) => {
        const userId = await consumeResetToken(tx, hashToken(body.token), now());
        if (!userId) throw RESET_FAILED();
        const user = await tx.user.update({ where: { id: userId }, data: { passwordHash } });
        await tx.passwordResetToken.updateMany({ where: { userId, usedAt: null }, data: { usedAt: now() } });
        const sessionsRevoked = await revokeSessions(tx, userId, now());
        await emit("password.reset.completed", { userId, email: user.email });
        return sessionsRevoked;
      });
      for (const session of revoked) await sessionStore.markRevoked(session.id, session.expiresAt, now());
    },

    /**
     * Sets a new password once the current one is confirmed, and signs out every other session of the user;
     * the one making the change stays signed in. The owner is mailed (password.changed).
     */
    async changePassword(user: SessionUser, body: ChangePasswordBody, ctx: RequestContext): Promise<void> {
      await confirmPassword(user, body.currentPassword, "currentPassword");
      const passwordHash = await hashPassword(body.newPassword);
      const revoked = await inTransaction(ctx, async (tx, emit) => {
        const updated = await tx.user.update({ where: { id: user.id }, data: { passwordHash } });
        const others = await revokeSessions(tx, user.id, now(), undefined, user.sessionId);
        await emit("password.changed", { userId: user.id, email: updated.email });
        return others;
      });
      for (const session of revoked) await sessionStore.markRevoked(session.id, session.expiresAt, now());
    },

    /** Deletes the account after the password is confirmed; the other services forget the user on user.deleted. */
    async deleteAccount(user: SessionUser, body: DeleteAccountBody, ctx: RequestContext): Promise<void> {
      const record = await confirmPassword(user, body.password, "password");
      const revoked = await inTransaction(ctx, async (tx, emit) => {
        const live = await revokeSessions(tx, user.id, now());
        await tx.user.delete({ where: { id: user.id } });
        await emit("user.deleted", { userId: user.id, email: record.email });
        return live;
      });
      for (const session of revoked) await sessionStore.markRevoked(session.id, session.expiresAt, now());
    },
  };
}

export type Accounts = ReturnType<typeof createAccounts>;
