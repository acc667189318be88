import { randomUUID } from "node:crypto";
import { signSessionToken, type Clock, type SessionStore } from "@shopscript/kit";
import { createSession, type Db, type UserRecord } from "../data/accounts-repository";

export interface IssuedSession {
  token: string;
  expiresAt: Date;
}

export interface SessionIssuer {
  /** Records a session for the user (in `db`, usually the caller's transaction) and signs its token. */
  issue(db: Db, user: Pick<UserRecord, "id" | "email" | "trialStartDate">): Promise<IssuedSession & { sessionId: string }>;
  /** Tells the gateway the session is live; call after the transaction that created it committed. */
  activate(session: { sessionId: string; expiresAt: Date }): Promise<void>;
  /** A token indistinguishable from a real one for a session that does not exist (enumeration defence). */
  decoy(email: string): IssuedSession & { sessionId: string };
}

export function createSessionIssuer(deps: { privateKey: string; ttlSeconds: number; clock: Clock; store: SessionStore }): SessionIssuer {
  const sign = (user: { id: string; email: string; trialStartDate: Date }) =>
    signSessionToken(
      deps.privateKey,
      { id: user.id, email: user.email, trialStartDate: user.trialStartDate.toISOString() },
      { ttlSeconds: deps.ttlSeconds, now: deps.clock.now() },
    );
  return {
    async issue(db, user) {
      const signed = sign(user);
      await createSession(db, { id: signed.sessionId, userId: user.id, expiresAt: signed.expiresAt });
      return signed;
    },
    activate: (session) => deps.store.markActive(session.sessionId, session.expiresAt, deps.clock.now()),
    decoy: (email) => sign({ id: randomUUID(), email, trialStartDate: deps.clock.now() }),
  };
}
