// Typed failures of a model-backed writer, so the generation pipeline can tell "the model answered
// with something unusable" (regenerate with feedback, or fall back) from "the model server could not
// be reached in time" (fall back now) without parsing messages.

export type WriterOutputProblem =
  | "empty"
  | "not_json"
  | "not_object"
  | "missing_field"
  | "wrong_kind"
  | "empty_field"
  | "refusal"
  | "truncated";

/**
 * The model answered, but not with a listing we can use: not JSON, a refusal, missing or mistyped
 * fields, or cut off at the token limit. `problems` are short sentences fit to send back as feedback.
 */
export class WriterOutputError extends Error {
  readonly code = "WRITER_OUTPUT";

  constructor(
    readonly problem: WriterOutputProblem,
    readonly problems: string[],
    /** The start of what the model wrote, for logs (never shown to sellers). */
    readonly excerpt: string,
  ) {
    super(`The model's answer is not a usable listing (${problem}): ${problems.join("; ")}`);
    this.name = "WriterOutputError";
  }
}

export type WriterUnavailableReason = "timeout" | "rate_limited" | "server_error" | "auth" | "not_found" | "bad_request" | "connection";

/** The model server did not give an answer: timed out, kept failing, refused the key, or was unreachable. */
export class WriterUnavailableError extends Error {
  readonly code = "WRITER_UNAVAILABLE";

  constructor(
    readonly reason: WriterUnavailableReason,
    message: string,
    readonly details: {
      /** HTTP status of the last answer, when there was one. */
      status?: number;
      /** Requests sent to the model server for this write, retries included. */
      attempts: number;
      /** What the server asked us to wait (Retry-After) when that was longer than we are willing to. */
      retryAfterMs?: number;
    },
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = "WriterUnavailableError";
  }
}
