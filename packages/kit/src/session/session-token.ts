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

/** The session's user when the token is authentic, current and meant for us; otherwise null. */
export function verifySessionToken(publicKey: string, token: string, now: Date): SessionUser | null {
  try {
    const claims = jwt.verify(token, keyObject(publicKey, "public"), {
      algorithms: [ALGORITHM],
      issuer: SESSION_ISSUER,
      audience: SESSION_AUDIENCE,
      clockTimestamp: Math.floor(now.getTime() / 1000),
    });
    if (typeof claims !== "object" || claims === null) return null;
    const { sub, sid, email, tsd } = claims as Partial<SessionClaims>;
    if (typeof sub !== "string" || typeof sid !== "string" || typeof email !== "string" || typeof tsd !== "string") return null;
    return { id: sub, sessionId: sid, email, trialStartDate: tsd };
  } catch {
    return null;
  }
}
