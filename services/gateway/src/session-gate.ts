import type { NextFunction, Request, RequestHandler } from "express";
import {
  addLogContext,
  readSessionCookie,
  SESSION_CHECKED_HEADER,
  verifySessionToken,
  type Clock,
  type Logger,
  type SessionStore,
  type SessionUser,
} from "@shopscript/kit";

export interface SessionGateDeps {
  publicKey: string;
  store: SessionStore;
  /** Where to ask when the store does not know a session (auth's database is the source of truth). */
  authUrl: string;
  clock: Clock;
  log: Logger;
}

/**
 * Verifies the session cookie (signature, issuer, audience, expiry; algorithm pinned) and that the
 * session is still live (not logged out, not revoked by a password reset). Only then does it mark the
 * request for the services with the session id; they verify the token again and require the mark.
 * A dead session is simply not marked: the service answers 401 where it needs a user.
 */
export function sessionGate(deps: SessionGateDeps): RequestHandler {
  async function askAuth(sessionId: string): Promise<boolean> {
    try {
      const response = await fetch(`${deps.authUrl}/internal/sessions/${encodeURIComponent(sessionId)}`, {
        signal: AbortSignal.timeout(2000),
      });
      if (!response.ok) return false;
      const { state, expiresAt } = (await response.json()) as { state: string; expiresAt: string | null };
      const now = deps.clock.now();
      const until = expiresAt ? new Date(expiresAt) : new Date(now.getTime() + 3600_000);
      if (state === "active") await deps.store.markActive(sessionId, until, now);
      else await deps.store.markRevoked(sessionId, until > now ? until : new Date(now.getTime() + 3600_000), now);
      return state === "active";
    } catch (err) {
      // Fail closed, and do not cache: the next request asks again.
      deps.log.warn({ err: (err as Error).message }, "could not check a session with auth");
      return false;
    }
  }

  async function checkLive(req: Request, user: SessionUser, next: NextFunction) {
    const state = await deps.store.state(user.sessionId);
    const live = state ? state === "active" : await askAuth(user.sessionId);
    if (live) {
      req.headers[SESSION_CHECKED_HEADER] = user.sessionId;
      addLogContext({ userId: user.id });
    }
    next();
  }

  // Synchronous unless there is a verified token to look up: a visitor's request allocates no promise.
  return (req, _res, next) => {
    const token = readSessionCookie(req.headers);
    if (!token) return next();
    const user = verifySessionToken(deps.publicKey, token, deps.clock.now());
    if (!user) return next();
    return checkLive(req, user, next);
  };
}
