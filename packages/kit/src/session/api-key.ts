import { createHash } from "node:crypto";
import type { Cache } from "../cache/cache";

/** Header the gateway sets (after verifying a bearer key) naming the key a /api/v1 call came with. */
export const API_KEY_ID_HEADER = "x-api-key-id";

/** The SHA-256 (hex) of a key: what auth stores and what the revocation marker is keyed by. */
export const hashApiKey = (key: string) => createHash("sha256").update(key, "utf8").digest("hex");

/**
 * Auth marks a revoked key here (the shared cache), and the gateway checks the mark on every call, so a
 * revocation takes effect on the next request even while the gateway still holds the key's verification.
 * The mark outlives the gateway's cache of that verification by far.
 */
export const apiKeyRevokedCacheKey = (keyHash: string) => `apikey-revoked:${keyHash}`;
export const API_KEY_REVOKED_TTL_SECONDS = 3600;

/** Writes the revocation mark the gateway reads on every call (auth: a key revoked, a password reset, a deletion). */
export async function markApiKeyRevoked(cache: Pick<Cache, "set">, keyHash: string): Promise<void> {
  await cache.set(apiKeyRevokedCacheKey(keyHash), "1", API_KEY_REVOKED_TTL_SECONDS);
}
