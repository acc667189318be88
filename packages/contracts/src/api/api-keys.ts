import { z } from "zod";
import { isoDateTimeSchema } from "../iso-datetime";

// API keys (auth owns them). What a key may do is named by scopes; the gateway checks the scope of
// every /api/v1 route before it forwards the call.
// "stores" (issue 30): list and disconnect store connections, pull a store into a job, publish and restore.
// Its own scope: it writes to the seller's live store, which no other scope does.
export const API_KEY_SCOPES = ["generate", "descriptions:read", "descriptions:write", "batches", "stores"] as const;
export const apiKeyScopeSchema = z.enum(API_KEY_SCOPES, { error: "Unknown scope" });
export type ApiKeyScope = z.infer<typeof apiKeyScopeSchema>;

/** Every key begins with this, so a leaked one is recognisable (secret scanners, logs) and easy to grep for. */
export const API_KEY_PREFIX = "ss_live_";
/** How many characters of a key the owner sees afterwards ("ss_live_AbCd…"), enough to tell keys apart. */
export const API_KEY_VISIBLE_CHARS = API_KEY_PREFIX.length + 6;
/** The whole key: the prefix and 43 base64url characters (32 random bytes). */
export const apiKeySecretSchema = z.string().regex(/^ss_live_[A-Za-z0-9_-]{43}$/);

export const MAX_API_KEYS_PER_USER = 20;

// POST /api/auth/api-keys
export const apiKeyCreateSchema = z.object({
  name: z
    .string({ error: "Name is required" })
    .trim()
    .min(1, { error: "Name is required" })
    .max(80, { error: "Name must be at most 80 characters" }),
  scopes: z
    .array(apiKeyScopeSchema, { error: "Choose at least one scope" })
    .min(1, { error: "Choose at least one scope" })
    .transform((scopes) => [...new Set(scopes)]),
});
export type ApiKeyCreate = z.infer<typeof apiKeyCreateSchema>;
export type ApiKeyCreateInput = z.input<typeof apiKeyCreateSchema>;

export const apiKeySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  /** The first characters of the key, e.g. "ss_live_AbCdEf" (never the whole key). */
  prefix: z.string(),
  scopes: z.array(apiKeyScopeSchema),
  createdAt: isoDateTimeSchema,
  /** Updated at most once a minute. */
  lastUsedAt: isoDateTimeSchema.nullable(),
  revokedAt: isoDateTimeSchema.nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

/** The one answer that carries the whole key: shown once, never stored in clear. */
export const apiKeyCreatedSchema = apiKeySchema.extend({ secret: z.string() });
export type ApiKeyCreated = z.infer<typeof apiKeyCreatedSchema>;

export const apiKeyListSchema = z.object({
  items: z.array(apiKeySchema),
  /** Whether the owner's plan includes the API now (keys of a plan without it are refused). */
  apiAccess: z.boolean(),
});
export type ApiKeyList = z.infer<typeof apiKeyListSchema>;

// POST /internal/api-keys/verify (gateway → auth).
export const apiKeyVerifyRequestSchema = z.object({ key: z.string().max(200) });
export const apiKeyVerifyResultSchema = z.discriminatedUnion("valid", [
  z.object({
    valid: z.literal(true),
    keyId: z.uuid(),
    userId: z.uuid(),
    scopes: z.array(apiKeyScopeSchema),
    /** A short-lived session token for this key's owner, which the services verify like a browser's. */
    token: z.string(),
    tokenExpiresAt: isoDateTimeSchema,
  }),
  z.object({ valid: z.literal(false), reason: z.enum(["unknown", "revoked", "plan"]) }),
]);
export type ApiKeyVerifyResult = z.infer<typeof apiKeyVerifyResultSchema>;
