import { z } from "zod";

// Every service answers a failure with this body (ARCHITECTURE section 5), so the web shows
// `message` whoever failed and can react to `code` without parsing text.
export const errorBodySchema = z.object({
  message: z.string(),
  code: z.string(),
  /** Field path → message, for validation failures, so forms can mark the right input. */
  fields: z.record(z.string(), z.string()).optional(),
  /** Set when an anonymous visitor has used the free demo: the web opens the signup dialog instead of a toast. */
  requiresSignup: z.boolean().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const ERROR_CODES = {
  VALIDATION_FAILED: "VALIDATION_FAILED",
  NOT_FOUND: "NOT_FOUND",
  UNAUTHENTICATED: "UNAUTHENTICATED",
  FORBIDDEN: "FORBIDDEN",
  CONFLICT: "CONFLICT",
  PAYLOAD_TOO_LARGE: "PAYLOAD_TOO_LARGE",
  RATE_LIMITED: "RATE_LIMITED",
  PAYMENT_REQUIRED: "PAYMENT_REQUIRED",
  UNAVAILABLE: "UNAVAILABLE",
  INTERNAL: "INTERNAL",
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];
