import { API_KEY_PREFIX, REDACTED } from "@shopscript/contracts";

/**
 * What a secret looks like, wherever it turns up (a URL, a header, an error message, a field nobody thought
 * of): every log line passes through `redactSecretShapes` just before it is written (logger.ts), so a secret
 * is recognised by its own shape, not by the name it was sent under.
 *
 * The shapes, each a secret this system issues or holds:
 * - API keys: `ss_live_…` (API_KEY_PREFIX) and its test-mode twin;
 * - session tokens: ES256 JWTs (`eyJ….….…`);
 * - Stripe secret and restricted keys (`sk_live_…`, `rk_test_…`), webhook secrets (`whsec_…`); OpenAI keys (`sk-…`);
 * - opaque tokens: e-mail verification and reset links carry 32 random bytes as base64url (43 characters),
 *   and an API key's body is the same. Any run of 32+ base64url characters that mixes letters and digits (or
 *   is exactly 43 long) is taken for one, except a UUID (request, user and row ids) and plain hex (trace ids),
 *   which log lines need and which are never secrets here.
 */
const escaped = API_KEY_PREFIX.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const PREFIXED = [
  escaped,
  "ss_(?:live|test)_",
  "(?:sk|rk)_(?:live|test)_",
  "whsec_",
  "sk-(?:proj-)?",
];
const PREFIXED_SECRET = `(?:${PREFIXED.join("|")})[A-Za-z0-9_+/=-]{8,}`;
const JWT = "eyJ[A-Za-z0-9_-]{4,}\\.[A-Za-z0-9_-]{4,}\\.[A-Za-z0-9_-]*";
const OPAQUE_RUN = "[A-Za-z0-9_-]{32,}";
const SHAPES = new RegExp(`${PREFIXED_SECRET}|${JWT}|${OPAQUE_RUN}`, "g");

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const HEX = /^[0-9a-f]+$|^[0-9A-F]+$/;
const RANDOM_TOKEN_LENGTH = 43;

function looksOpaque(run: string): boolean {
  if (UUID.test(run) || HEX.test(run)) return false;
  return run.length === RANDOM_TOKEN_LENGTH || (/[A-Za-z]/.test(run) && /\d/.test(run));
}

function replaceShape(match: string): string {
  // The prefixed and JWT shapes are secrets by their look alone; a bare run only when it looks random or
  // holds a prefixed key (`foo-ss_live_…` is one run).
  if (/^[A-Za-z0-9_-]+$/.test(match) && !PREFIXED_INSIDE.test(match) && !looksOpaque(match)) return match;
  return REDACTED;
}
const PREFIXED_INSIDE = new RegExp(PREFIXED_SECRET);

/** `text` with every secret-shaped part replaced by `[redacted]`; everything else as it was. */
export function redactSecretShapes(text: string): string {
  return text.replace(SHAPES, replaceShape);
}

/** Whether `text` holds something shaped like a secret. */
export function hasSecretShape(text: string): boolean {
  return redactSecretShapes(text) !== text;
}

/**
 * Whether a parameter or header name says its value is a secret, in any case and spelling: `token`,
 * `access-token`, `apiKey`, `x-api-key`, `api_key`, `password`, `secret`, `signature`, `code`, `session_id`…
 * (the name is compared without case, dashes or underscores).
 */
export function isSecretName(name: string): boolean {
  const compact = name.toLowerCase().replace(/[^a-z0-9]/g, "");
  return SECRET_NAME.test(compact);
}
const SECRET_NAME = /token|secret|passw|pwd|apikey|auth|session|signature|credential|jwt|bearer|cookie|^(?:key|code|sig|sid|pass|otp)$|key$/;
