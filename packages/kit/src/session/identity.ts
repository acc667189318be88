import { parse as parseCookies } from "cookie";
import type { IncomingHttpHeaders } from "node:http";
import { MESSAGES } from "@shopscript/contracts";
import type { RequestHandler } from "express";
import { AppError } from "../http/app-error";
import type { Clock } from "../runtime/clock";
import { API_KEY_ID_HEADER } from "./api-key";
import { SESSION_COOKIE, verifySessionToken, type SessionUser } from "./session-token";

declare module "express-serve-static-core" {
  interface Request {
    /** The signed-in user, when the request carries a live session. */
    user?: SessionUser;
    /** The API key a /api/v1 call came with (set with `user` when the gateway verified a bearer key). */
    apiKeyId?: string;
  }
}

/** Header the gateway sets once it has checked that the session is still live (not logged out). */
export const SESSION_CHECKED_HEADER = "x-session-id";

export function readSessionCookie(headers: IncomingHttpHeaders): string | undefined {
  const header = headers.cookie;
  if (!header) return undefined;
  return parseCookies(header)[SESSION_COOKIE] || undefined;
}

/**
 * For services behind the gateway: re-verifies the session token's signature, issuer, audience and
 * expiry, and requires the gateway's mark that the session is live. A request that reached a service
 * some other way carries no such mark (the gateway strips it from clients), so it is anonymous.
 */
export function identify(publicKey: string, clock: Clock): RequestHandler {
  return (req, _res, next) => {
    const token = readSessionCookie(req.headers);
    const checked = req.headers[SESSION_CHECKED_HEADER];
    if (token && typeof checked === "string") {
      const user = verifySessionToken(publicKey, token, clock.now());
      if (user && user.sessionId === checked) {
        req.user = user;
        // For a key, the gateway's mark and the token's session id are both the key's id.
        const keyId = req.headers[API_KEY_ID_HEADER];
        if (typeof keyId === "string" && keyId === user.sessionId) req.apiKeyId = keyId;
      }
    }
    next();
  };
}

export const requireUser: RequestHandler = (req, _res, next) => {
  next(req.user ? undefined : AppError.unauthenticated(MESSAGES.SIGN_IN_REQUIRED));
};
