import type { ZodError } from "zod";

export type FieldErrors = Record<string, string>;

/** The one error type a route or use case throws for an answer the client should see. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = "AppError";
  }

  static validation(fields: FieldErrors, message?: string): AppError {
    const first = Object.entries(fields)[0];
    return new AppError(400, "VALIDATION_FAILED", message ?? (first ? `${first[0]}: ${first[1]}` : "Invalid request"), {
      fields,
    });
  }
  static badRequest(message: string, code = "BAD_REQUEST") {
    return new AppError(400, code, message);
  }
  static unauthenticated(message = "Not signed in") {
    return new AppError(401, "UNAUTHENTICATED", message);
  }
  static forbidden(message = "Forbidden") {
    return new AppError(403, "FORBIDDEN", message);
  }
  static notFound(message = "Not found") {
    return new AppError(404, "NOT_FOUND", message);
  }
  static conflict(message: string) {
    return new AppError(409, "CONFLICT", message);
  }
  static tooLarge(message: string, fields?: FieldErrors) {
    return new AppError(413, "PAYLOAD_TOO_LARGE", message, fields ? { fields } : {});
  }
  static rateLimited(message = "Too many requests. Please try again later.", retryAfterSeconds?: number) {
    return new AppError(429, "RATE_LIMITED", message, retryAfterSeconds ? { retryAfterSeconds } : {});
  }
  static unavailable(message = "Service temporarily unavailable") {
    return new AppError(503, "UNAVAILABLE", message);
  }
}

/** Turns zod issues into `{ field: message }`, keeping the first message per field. */
export function fieldErrorsFrom(error: ZodError): FieldErrors {
  const fields: FieldErrors = {};
  // Own-property checks and a defined property: a field a client named `constructor` or `__proto__` is named
  // in the answer like any other (`fields[key] ??=` would find Object.prototype's and skip it).
  const name = (key: string, message: string) => {
    if (!Object.hasOwn(fields, key)) Object.defineProperty(fields, key, { value: message, enumerable: true, writable: true, configurable: true });
  };
  for (const issue of error.issues) {
    const at = issue.path.map(String);
    // A strict object names its unknown keys in the issue, not its path: each becomes a field of its own.
    if (issue.code === "unrecognized_keys") for (const key of issue.keys) name([...at, key].join("."), `Unknown field "${key}"`);
    else name(at.length ? at.join(".") : "body", issue.message);
  }
  return fields;
}
