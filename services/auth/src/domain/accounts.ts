import { randomUUID } from "node:crypto";
import type { ChangePasswordBody, CurrentUser, DeleteAccountBody, DomainEvent, LoginBody, RegisterBody, ResetPasswordBody } from "@shopscript/contracts";
import { MESSAGES } from "@shopscript/contracts";
import {
  AppError,
  clientKey,
  processOnceWithEvents,
  transactionWithEvents,
  tryConsume,
  isUniqueViolation,
  type Cache,
  type Clock,
  type Database,
  markApiKeyRevoked,
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
  isSpentLinkOfVerifiedUser,
  createResetToken,
  createVerificationToken,
  findUserByEmail,
  findUserById,
  lockUser,
  revokeApiKeys,
  revokeSessions,
  toCurrentUser,
} from "../data/accounts-repository";
import { hashToken, newToken } from "./one-time-tokens";
import { burnPasswordCheck, hashPassword, verifyPassword } from "./passwords";
import type { IssuedSession, SessionIssuer } from "./sessions";

export interface AccountsDeps {
  /** Per client address (an IPv6 /64) per hour. */
  limits: { signupsPerHour: number; resetRequestsPerHour: number };
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
const TOO_MANY = (what: string, retryAfterSeconds: number) =>
  AppError.rateLimited(`Too many ${what} from your network. Please try again later.`, retryAfterSeconds);

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
  const signupLimit = cache.rateLimiter({ keyPrefix: "signup-ip", points: deps.limits.signupsPerHour, durationSeconds: 3600 });
  const resetRequestLimit = cache.rateLimiter({ keyPrefix: "reset-ip", points: deps.limits.resetRequestsPerHour, durationSeconds: 3600 });
  const resendLimit = cache.rateLimiter({
    keyPrefix: "verification-resend",
    points: AUTH_POLICY.verificationResendsPerHour,
    durationSeconds: 3600,
  });

  /**
   * Spends one attempt of the account's and of the client's budget before any password is checked, so
   * guesses sent in parallel are counted as they arrive: the eleventh is refused however fast the first
   * ten were sent. False when either budget is spent.
   */
  async function takeLoginAttempt(email: string, ip: string): Promise<boolean> {
    const [account, byClient] = await Promise.all([tryConsume(loginLimits.account, email), tryConsume(loginLimits.ip, clientKey(ip))]);
    return account.allowed && byClient.allowed;
  }

  /** A successful sign-in clears the account's counter and gives the client its attempt back. */
  async function giveBackLoginAttempt(email: string, ip: string): Promise<void> {
    await Promise.all([loginLimits.account.delete(email), loginLimits.ip.reward(clientKey(ip), 1)]);
  }

  /**
   * Writes the marks the gateway reads on every request for sessions and API keys revoked in the caller's
   * transaction. Called inside it, just before it commits, so there is no moment when the database says
   * revoked and a gateway (its key cache included) still lets them in; should the commit fail after this,
   * they stay refused (fail closed) and the owner can sign in again or make new keys.
   */
  async function markRevoked(sessions: { id: string; expiresAt: Date }[], keyHashes: string[]): Promise<void> {
    await Promise.all([
      ...sessions.map((session) => sessionStore.markRevoked(session.id, session.expiresAt, now())),
      ...keyHashes.map((keyHash) => markApiKeyRevoked(cache, keyHash)),
    ]);
  }

  /** The signed-in user's record, once `password` is shown to be theirs (403 naming `field` otherwise). */
  async function confirmPassword(user: SessionUser, password: string, field: string) {
    const record = await findUserById(db.client, user.id);
    if (!record) throw AppError.unauthenticated();
    // The attempt is spent before the check (as sign-in does), so confirmations sent in parallel are
    // counted as they arrive; the right password clears the count.
    if (!(await tryConsume(confirmLimit, user.id)).allowed) throw AppError.rateLimited(MESSAGES.TOO_MANY_PASSWORD_ATTEMPTS);
    if (!(await verifyPassword(record.passwordHash, password))) {
      throw new AppError(403, "INCORRECT_PASSWORD", MESSAGES.PASSWORD_INCORRECT, { fields: { [field]: MESSAGES.PASSWORD_INCORRECT } });
    }
    await confirmLimit.delete(user.id);
    return record;
  }

  return {
    /**
     * Creates the account, starts the trial and signs the user in. For an address that already has an
     * account the caller gets the same status, body shape and a decoy cookie (for no session), and the
     * owner gets a mail instead. Both paths do the same steps: one argon2 hash, one lookup, one set-once
     * guard, one transaction writing an event, one session-store write.
     */
    async register(body: RegisterBody, ctx: RequestContext): Promise<{ user: CurrentUser; session: IssuedSession }> {
      const allowed = await tryConsume(signupLimit, clientKey(ctx.ip));
      if (!allowed.allowed) throw TOO_MANY("sign-ups", allowed.retryAfterSeconds);
      const passwordHash = await hashPassword(body.password);
      const existing = await findUserByEmail(db.client, body.email);
      // At most one "someone used your address" mail per address per 10 minutes, so this cannot spam owners.
      // A fresh address makes the same write under a key nothing reads, so both paths cost the same.
      const guard = existing ? `registration-attempt:${body.email}` : `registration-new:${body.email}`;
      const mailOwner = (await cache.setIfAbsent(guard, "1", 600)) && Boolean(existing);
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
          if (!isUniqueViolation(err)) throw err;
        }
      }
      await inTransaction(ctx, async (_tx, emit) => {
        if (mailOwner) await emit("user.registration_attempted", { email: body.email });
      });
      const at = now();
      const decoyUser = { id: randomUUID(), email: body.email, emailVerified: false, trialStartDate: at, createdAt: at };
      const decoy = sessions.decoy(body.email);
      // Dead from the start, so the gateway need not ask auth about it (and the write matches activate's).
      await sessionStore.markRevoked(decoy.sessionId, decoy.expiresAt, now());
      return { user: toCurrentUser(decoyUser), session: decoy };
    },

    /** Wrong email, wrong password and a throttled account all get the same answer in the same time. */
    async login(body: LoginBody, ctx: RequestContext): Promise<{ user: CurrentUser; session: IssuedSession }> {
      const allowed = await takeLoginAttempt(body.email, ctx.ip);
      const user = await findUserByEmail(db.client, body.email);
      // One argon2 verify on every path (a dummy hash when throttled or unknown), so time tells nothing.
      const passwordOk =
        allowed && user ? await verifyPassword(user.passwordHash, body.password) : (await burnPasswordCheck(body.password), false);
      if (!user || !passwordOk) throw INVALID_CREDENTIALS();
      await giveBackLoginAttempt(body.email, ctx.ip);
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

    /** "verified" on first use; "already-verified" when the link was spent and its account is verified. */
    async verifyEmail(token: string, ctx: RequestContext): Promise<"verified" | "already-verified"> {
      const tokenHash = hashToken(token);
      const consumed = await inTransaction(ctx, async (tx, emit) => {
        const userId = await consumeVerificationToken(tx, tokenHash, now());
        if (!userId) return false;
        await tx.user.update({ where: { id: userId }, data: { emailVerified: true } });
        await emit("user.email_verified", { userId });
        return true;
      });
      if (consumed) return "verified";
      if (await isSpentLinkOfVerifiedUser(db.client, tokenHash)) return "already-verified";
      throw VERIFICATION_FAILED();
    },

    /** A fresh verification link for a signed-in, unverified user (rate-limited); older links stop working. */
    async resendVerification(user: SessionUser, ctx: RequestContext): Promise<"sent" | "already-verified"> {
      const record = await findUserById(db.client, user.id);
      if (!record) throw AppError.unauthenticated();
      if (record.emailVerified) return "already-verified";
      const resend = await tryConsume(resendLimit, user.id);
      if (!resend.allowed) {
        throw AppError.rateLimited("You asked for several links already. Please check your inbox or try again in an hour.", resend.retryAfterSeconds);
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

    /**
     * Answers the same whether or not the account exists, after the same work: the request only queues a
     * `password.reset.asked` to auth itself (at most once a minute per address); `sendResetLink` looks the
     * address up later and mails a link only if it has an account.
     */
    async forgotPassword(email: string, ctx: RequestContext): Promise<void> {
      const allowed = await tryConsume(resetRequestLimit, clientKey(ctx.ip));
      if (!allowed.allowed) throw TOO_MANY("reset requests", allowed.retryAfterSeconds);
      if (!(await cache.setIfAbsent(`reset-mail:${email}`, "1", AUTH_POLICY.resetMailIntervalSeconds))) return;
      await inTransaction(ctx, async (_tx, emit) => {
        await emit("password.reset.asked", { email });
      });
    },

    /** Consumer of password.reset.asked: a reset link for an existing account (once per event). */
    async sendResetLink(event: DomainEvent<"password.reset.asked">): Promise<void> {
      await processOnceWithEvents(db, relay, "auth", event, async (tx, emit) => {
        const user = await findUserByEmail(tx, event.payload.email);
        if (!user) return;
        const token = newToken();
        const expiresAt = new Date(now().getTime() + AUTH_POLICY.resetTtlMs);
        await createResetToken(tx, { userId: user.id, tokenHash: hashToken(token), expiresAt });
        await emit("password.reset.requested", { userId: user.id, email: user.email, token, expiresAt: expiresAt.toISOString() });
      });
    },

    /**
     * Sets the new password, spends the link (and any other open ones), signs out every session and revokes
     * every API key: whoever had the account before the owner got it back keeps no way in (the mail says so).
     */
    async resetPassword(body: ResetPasswordBody, ctx: RequestContext): Promise<void> {
      const passwordHash = await hashPassword(body.newPassword);
      await inTransaction(ctx, async (tx, emit) => {
        const userId = await consumeResetToken(tx, hashToken(body.token), now());
        if (!userId) throw RESET_FAILED();
        await lockUser(tx, db.schema, userId);
        const user = await tx.user.update({ where: { id: userId }, data: { passwordHash } });
        await tx.passwordResetToken.updateMany({ where: { userId, usedAt: null }, data: { usedAt: now() } });
        const sessionsRevoked = await revokeSessions(tx, userId, now());
        const keysRevoked = await revokeApiKeys(tx, userId, now());
        await emit("password.reset.completed", { userId, email: user.email, apiKeysRevoked: keysRevoked.length });
        await markRevoked(sessionsRevoked, keysRevoked);
      });
    },

    /**
     * Sets a new password once the current one is confirmed, and signs out every other session of the user;
     * the one making the change stays signed in. With `revokeApiKeys` every API key is revoked too. The owner
     * is mailed (password.changed).
     */
    async changePassword(user: SessionUser, body: ChangePasswordBody, ctx: RequestContext): Promise<void> {
      await confirmPassword(user, body.currentPassword, "currentPassword");
      const passwordHash = await hashPassword(body.newPassword);
      return inTransaction(ctx, async (tx, emit) => {
        if (body.revokeApiKeys) await lockUser(tx, db.schema, user.id);
        const updated = await tx.user.update({ where: { id: user.id }, data: { passwordHash } });
        const others = await revokeSessions(tx, user.id, now(), undefined, user.sessionId);
        const keysRevoked = body.revokeApiKeys ? await revokeApiKeys(tx, user.id, now()) : [];
        await emit("password.changed", { userId: user.id, email: updated.email, apiKeysRevoked: keysRevoked.length });
        await markRevoked(others, keysRevoked);
      });
    },

    /**
     * Deletes the account after the password is confirmed. Its sessions and API keys are revoked in the same
     * transaction, their marks written before it commits, so from the 200 on no request of the user passes the
     * gateway. The other services forget the user on user.deleted and refuse later writes for it (deleted_user).
     */
    async deleteAccount(user: SessionUser, body: DeleteAccountBody, ctx: RequestContext): Promise<void> {
      const record = await confirmPassword(user, body.password, "password");
      await inTransaction(ctx, async (tx, emit) => {
        await lockUser(tx, db.schema, user.id);
        const sessionsRevoked = await revokeSessions(tx, user.id, now());
        const keysRevoked = await revokeApiKeys(tx, user.id, now());
        await tx.user.delete({ where: { id: user.id } });
        await emit("user.deleted", { userId: user.id, email: record.email });
        await markRevoked(sessionsRevoked, keysRevoked);
      });
    },
  };
}

export type Accounts = ReturnType<typeof createAccounts>;
