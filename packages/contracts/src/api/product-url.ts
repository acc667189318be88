import { z } from "zod";

export const PRODUCT_URL_MESSAGE = "Please enter a valid product URL (http or https)";
const PRODUCT_URL_MAX = 2048;

// Only the scheme and a hostname are checked here. Which addresses may be fetched (private,
// loopback, metadata...) is the page reader's SSRF guard's job, on the resolved address;
// a weaker copy of it here would only give false comfort.
const httpUrlFormat = z.url({ protocol: /^https?$/, hostname: z.regexes.hostname });

/**
 * A product URL as a form sends it: trimmed, and "" allowed (the field is optional but always sent).
 * Callers map "" to their own notion of absent.
 */
export const productUrlInputSchema = z
  .string({ error: PRODUCT_URL_MESSAGE })
  .trim()
  .max(PRODUCT_URL_MAX, { error: `Product URL must be at most ${PRODUCT_URL_MAX} characters` })
  .refine((v) => v === "" || httpUrlFormat.safeParse(v).success, { error: PRODUCT_URL_MESSAGE });

/** True when a form value counts as "not given": absent, null or blank. */
export function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === "string" && value.trim() === "");
}
