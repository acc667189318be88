import { createPrivateKey, createPublicKey, randomUUID, type KeyObject } from "node:crypto";
import jwt from "jsonwebtoken";

export const SESSION_COOKIE = "shopscript_session";
export const SESSION_ISSUER = "shopscript-auth";
export const SESSION_AUDIENCE = "shopscript";
/** Pinned: a token claiming any other algorithm (none, HS256 with the public key as secret, …) is refused. */
const ALGORITHM = "ES256" as const;

export interface SessionUser {
  id: string;
  email: string;
  sessionId: string;
  /** When the trial began; lets billing answer before the user.registered event arrives. */
  trialStartDate: string;
}

interface SessionClaims {
  sub: string;
  sid: string;
  email: string;
  tsd: string;
}

// Parsing a PEM costs more than the signature check itself; every request verifies, so parse once per key.
const parsedKeys = new Map<string, KeyObject>();
function keyObject(pem: string, kind: "private" | "public"): KeyObject {
  let key = parsedKeys.get(pem);
  if (!key) {
    key = kind === "private" ? createPrivateKey(pem) : createPublicKey(pem);
    parsedKeys.set(pem, key);
  }
  return key;
}

export function signSessionToken(
  privateKey: string,
  user: Omit<SessionUser, "sessionId"> & { sessionId?: string },
  options: { ttlSeconds: number; now: Date },
): { token: string; sessionId: string; expiresAt: Date } {
  const sessionId = user.sessionId ?? randomUUID();
  const iat = Math.floor(options.now.getTime() / 1000);
  const claims: SessionClaims & { iat: number } = { sub: user.id, sid: sessionId, email: user.email, tsd: user.trialStartDate, iat };
  const token = jwt.sign(claims, keyObject(privateKey, "private"), {
    algorithm: ALGORITHM,
    issuer: SESSION_ISSUER,
    audience: SESSION_AUDIENCE,
    expiresIn: options.ttlSeconds,
  });
  return { token, sessionId, expiresAt: new Date((iat + options.ttlSeconds) * 1000) };
}

/**
 * Verified tokens, so a seller's next requests skip the ECDSA check (it was the largest single CPU cost
 * per request at the gateway and again at the service). A token is immutable and its signature covers
 * every claim, so a hit is as good as re-verifying, except for time: `exp` is checked on every hit.
 * Only successes are kept (garbage cannot fill it), under the key that verified them, and the oldest
 * entry goes first when it is full.
 */
const VERIFIED_CAPACITY = 10_000;
const verified = new Map<string, { publicKey: string; user: SessionUser; expiresAt: number }>();

function remember(token: string, publicKey: string, user: SessionUser, expiresAt: number): void {
  if (verified.size >= VERIFIED_CAPACITY) verified.delete(verified.keys().next().value!);
  verified.set(token, { publicKey, user, expiresAt });
}

/** The session's user when the token is authentic, current and meant for us; otherwise null. */
export function verifySessionToken(publicKey: string, token: string, now: Date): SessionUser | null {
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const hit = verified.get(token);
  if (hit && hit.publicKey === publicKey) return nowSeconds < hit.expiresAt ? { ...hit.user } : null;
  try {
    const claims = jwt.verify(token, keyObject(publicKey, "public"), {
      algorithms: [ALGORITHM],
      issuer: SESSION_ISSUER,
      audience: SESSION_AUDIENCE,
      clockTimestamp: nowSeconds,
    });
    if (typeof claims !== "object" || claims === null) return null;
    const { sub, sid, email, tsd, exp } = claims as Partial<SessionClaims> & { exp?: number };
    if (typeof sub !== "string" || typeof sid !== "string" || typeof email !== "string" || typeof tsd !== "string") return null;
    // Tokens are always signed with an expiry; one without is honoured but never cached.
    const user = { id: sub, sessionId: sid, email, trialStartDate: tsd };
    if (typeof exp === "number") remember(token, publicKey, user, exp);
    return { ...user };
  } catch {
    return null;
  }
}
