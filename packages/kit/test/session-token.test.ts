import { generateKeyPairSync } from "node:crypto";
import jwt from "jsonwebtoken";
import { signSessionToken, verifySessionToken } from "../src/session/session-token";

function keyPair() {
  const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
  return {
    privateKey: privateKey.export({ type: "pkcs8", format: "pem" }).toString(),
    publicKey: publicKey.export({ type: "spki", format: "pem" }).toString(),
  };
}

const user = { id: "user-1", email: "seller@example.com", trialStartDate: "2026-11-01T00:00:00.000Z" };
const start = new Date("2026-11-22T10:00:00Z");

describe("verifySessionToken (with its cache of verified tokens)", () => {
  const keys = keyPair();

  it("accepts a token on every request until its expiry, and refuses it from then on even after a cached hit", () => {
    const { token, sessionId, expiresAt } = signSessionToken(keys.privateKey, user, { ttlSeconds: 60, now: start });
    expect(verifySessionToken(keys.publicKey, token, start)).toEqual({ ...user, sessionId });
    // Second call is served from the cache: same answer.
    expect(verifySessionToken(keys.publicKey, token, new Date(start.getTime() + 59_000))).toEqual({ ...user, sessionId });
    expect(verifySessionToken(keys.publicKey, token, expiresAt)).toBeNull();
    expect(verifySessionToken(keys.publicKey, token, new Date(expiresAt.getTime() + 3_600_000))).toBeNull();
  });

  it("does not let a cached token vouch for an altered copy of it", () => {
    const { token } = signSessionToken(keys.privateKey, user, { ttlSeconds: 600, now: start });
    expect(verifySessionToken(keys.publicKey, token, start)).not.toBeNull();
    const [header, , signature] = token.split(".");
    const forgedClaims = { ...JSON.parse(Buffer.from(token.split(".")[1]!, "base64url").toString()), sub: "someone-else" };
    const forged = `${header}.${Buffer.from(JSON.stringify(forgedClaims)).toString("base64url")}.${signature}`;
    expect(verifySessionToken(keys.publicKey, forged, start)).toBeNull();
    // One character of the signature changed (the third from the end carries six bits of it; the last one
    // carries padding bits too). Writing a fixed "AA" over the end left the token unchanged when the random
    // ECDSA signature already ended so (1 run in 256).
    const at = token.length - 3;
    const alteredSignature = `${token.slice(0, at)}${token[at] === "A" ? "B" : "A"}${token.slice(at + 1)}`;
    expect(alteredSignature).not.toBe(token);
    expect(verifySessionToken(keys.publicKey, alteredSignature, start)).toBeNull();
  });

  it("answers for the key that verified it only: a token cached under one key is refused under another", () => {
    const { token } = signSessionToken(keys.privateKey, user, { ttlSeconds: 600, now: start });
    expect(verifySessionToken(keys.publicKey, token, start)).not.toBeNull();
    expect(verifySessionToken(keyPair().publicKey, token, start)).toBeNull();
  });

  it("refuses unsigned and HMAC tokens, which are never cached", () => {
    const claims = { sub: "u", sid: "s", email: "a@b.c", tsd: start.toISOString(), iss: "shopscript-auth", aud: "shopscript" };
    const unsigned = jwt.sign(claims, null, { algorithm: "none" });
    const hmac = jwt.sign(claims, keys.publicKey, { algorithm: "HS256" });
    for (let i = 0; i < 2; i++) {
      expect(verifySessionToken(keys.publicKey, unsigned, start)).toBeNull();
      expect(verifySessionToken(keys.publicKey, hmac, start)).toBeNull();
    }
  });

  it("hands out a copy, so a caller changing the user cannot change the next request's", () => {
    const { token } = signSessionToken(keys.privateKey, user, { ttlSeconds: 600, now: start });
    const first = verifySessionToken(keys.publicKey, token, start)!;
    first.id = "tampered";
    expect(verifySessionToken(keys.publicKey, token, start)!.id).toBe("user-1");
  });
});
