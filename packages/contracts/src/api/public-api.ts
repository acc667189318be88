import { z } from "zod";

// The public API's error body (/api/v1/*): Stripe-like, one object under "error" with a stable code.
export const v1ErrorSchema = z.object({
  // Loose: some errors add a detail (retryAfterSeconds, requiresSignup) beside the stable fields.
  error: z.looseObject({
    code: z.string(),
    message: z.string(),
    /** The input field at fault, for validation errors. */
    field: z.string().optional(),
    /** Every field at fault, when there are several. */
    fields: z.record(z.string(), z.string()).optional(),
  }),
  requestId: z.string().optional(),
});
export type V1Error = z.infer<typeof v1ErrorSchema>;

/**
 * Stable error codes of /api/v1 (they never change meaning; new ones may be added). The services'
 * own codes are UPPER_SNAKE; the public API spells them lower_snake, as Stripe's do.
 */
export const V1_ERROR_CODES = {
  validation_failed: "A field is missing or invalid; `field` names it.",
  invalid_json: "The body is not valid JSON.",
  api_key_required: "No `Authorization: Bearer <key>` header (session cookies are not accepted on /api/v1).",
  api_key_invalid: "The key is unknown, revoked, or its account was deleted.",
  api_key_plan: "The key's owner is not on a plan that includes the API.",
  api_key_scope: "The key lacks the scope this route needs.",
  not_found: "No such resource (or not yours).",
  rate_limited: "Too many requests for this key; see Retry-After.",
  idempotency_key_reused: "This Idempotency-Key was used with a different request.",
  idempotency_in_progress: "A request with this Idempotency-Key is still running.",
  payment_required: "The account cannot generate (trial over, no subscription).",
  subscription_required: "The account cannot generate (trial over, no subscription): what generating and starting a batch job answer.",
  invalid_file: "The uploaded file cannot be read as a store export; `field` is `file`.",
  too_many_jobs: "The account already runs as many batch jobs as it may at once.",
  voice_limit: "The account keeps as many brand voices as it may; delete one to add another.",
  payload_too_large: "The body is too large.",
  plan_required: "The account's plan does not include this (publishing to a store is Pro's; restoring never needs a plan).",
  store_not_connected: "The job's store is not connected now (disconnected, or its access revoked): connect it again in the app.",
  store_access_revoked: "The store refused ShopScript's access (the app was uninstalled or its access revoked): connect it again.",
  store_refused: "The store refused the write; `message` carries the store's own words.",
  changed_in_store: "A restore found fields changed in the store since the publish; `products` names them. Send `force: true` to restore anyway.",
  unauthenticated: "No valid credentials.",
  forbidden: "Not allowed.",
  conflict: "The request conflicts with the current state.",
  unavailable: "A service is temporarily unavailable; retry.",
  upstream_timeout: "A service took too long; retry.",
  internal: "Something went wrong on our side; quote the request id.",
} as const;
export type V1ErrorCode = keyof typeof V1_ERROR_CODES;

/** The public spelling of a service error code: "VALIDATION_FAILED" → "validation_failed". */
export const v1ErrorCode = (code: string): string => code.toLowerCase();

/** The prefix every public API path starts with. */
export const PUBLIC_API_PREFIX = "/api/v1";
export const IDEMPOTENCY_KEY_HEADER = "idempotency-key";
/** How long a POST's first answer is replayed for the same Idempotency-Key. */
export const IDEMPOTENCY_TTL_SECONDS = 24 * 3600;
