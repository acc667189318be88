import OpenAI, {
  APIConnectionError,
  APIConnectionTimeoutError,
  APIError,
  APIUserAbortError,
} from "openai";
import type { Listing } from "@shopscript/contracts";
import type { Logger } from "@shopscript/kit";
import type { ListingWriter, WriteInput, WriteOptions } from "../domain/types";
import type { OpenAiWriterConfig } from "./openai-config";
import { buildMessages } from "./prompt";
import { parseListingText } from "./listing-json";
import { ListingTextProjector } from "./readable-text";
import { WriterOutputError, WriterUnavailableError } from "./writer-errors";

// The OpenAI-compatible writer (OpenAI, Ollama, vLLM, LM Studio, any /v1/chat/completions server).
//
// Retries: the SDK's own. In openai 6.x (client.js makeRequest/shouldRetry/retryRequest) a request is
// retried up to `maxRetries` times after a connection failure or timeout, or an answer of 408, 409,
// 429 or >= 500 (an `x-should-retry` header overrides), sleeping for `retry-after-ms`, else
// `Retry-After` (seconds or an HTTP date), else 0.5 s × 2^n (capped at 8 s) minus up to 25 % jitter.
// `timeout` applies to each attempt until the response headers arrive.
// Two gaps we close here: the SDK obeys any Retry-After however long (retryRequest sets no upper
// bound) and its sleep ignores the abort signal, so a server asking for an hour would hang
// the seller's request. Our fetch wrapper therefore marks an answer whose requested wait exceeds
// `maxRetryWaitMs` as not retryable (`x-should-retry: false`): we never retry sooner than asked,
// and fail fast instead of waiting longer than that. The SDK's timeout ends when headers arrive: for
// a JSON answer that is after the model has written it all, but a stream only starts then, so a
// stream must also end within `timeoutMs` of starting (the same time a JSON answer gets). Getting an
// answer at all, retries included, is backstopped by a deadline of
// (maxRetries + 1) × timeoutMs + maxRetries × maxRetryWaitMs + 1 s; the worst case for a stream adds
// one timeoutMs. With the defaults (30 s, 2 retries): at most 111 s for JSON, 141 s for a stream;
// without Retry-After headers the backoff adds only 0.5 s + 1 s.
//
// Compatibility: a 400 naming temperature, seed or response_format (gpt-5 models accept only the
// default temperature; some compatible servers lack seed or JSON mode) drops that parameter for the
// writer's lifetime and asks once more; other 4xx answers are reported, never retried.
//
// Streaming: the model writes JSON; `onText` receives the readable projection of it (field values as
// they are written, see readable-text.ts), never raw JSON, keys, refusals or preambles. The final
// answer is then parsed strictly, exactly as in the non-streaming path.

/** The longest Retry-After we honour by waiting; longer requests fail at once as rate_limited. */
export const MAX_RETRY_WAIT_MS = 10_000;

export interface OpenAiWriterOptions {
  /** The fetch the SDK uses (default: global fetch). */
  fetch?: typeof fetch;
  maxRetryWaitMs?: number;
}

/** Mild variation so Regenerate reads differently while the first draft stays careful and factual. */
export function temperatureFor(variant: number): number {
  return Math.round(Math.min(0.4 + 0.15 * Math.max(0, variant), 0.9) * 100) / 100;
}

export function createOpenAiWriter(config: OpenAiWriterConfig, log: Logger, options: OpenAiWriterOptions = {}): ListingWriter {
  const baseFetch = options.fetch ?? globalThis.fetch;
  const maxRetryWaitMs = options.maxRetryWaitMs ?? MAX_RETRY_WAIT_MS;
  const deadlineMs = (config.maxRetries + 1) * config.timeoutMs + config.maxRetries * maxRetryWaitMs + 1000;
  const server = safeOrigin(config.baseURL);
  // Optional request parameters this model has refused (e.g. gpt-5 models accept only the default
  // temperature; some compatible servers lack seed or JSON mode). Dropped for the writer's lifetime.
  const unsupported = new Set<OptionalParam>();
  const wlog = log.child({ writer: "openai", model: config.model });
  const sdkLogger = {
    error: (message: string) => wlog.error({ source: "openai-sdk" }, String(message)),
    warn: (message: string) => wlog.warn({ source: "openai-sdk" }, String(message)),
    info: (message: string) => wlog.debug({ source: "openai-sdk" }, String(message)),
    debug: (message: string) => wlog.trace({ source: "openai-sdk" }, String(message)),
  };

  return {
    name: "openai",

    async write(input: WriteInput, writeOptions: WriteOptions = {}): Promise<Listing> {
      const userSignal = writeOptions.signal;
      userSignal?.throwIfAborted();
      const call: CallState = { attempts: 0 };
      const client = new OpenAI({
        apiKey: config.apiKey,
        baseURL: config.baseURL,
        timeout: config.timeoutMs,
        maxRetries: config.maxRetries,
        fetch: trackingFetch(baseFetch, call, config.maxRetries, maxRetryWaitMs, wlog),
        logger: sdkLogger,
        // Explicit, so OPENAI_LOG=debug cannot print sellers' product data to the console.
        logLevel: "warn",
      });

      // The prompt first: its first build loads the taxonomy and phrase data (seconds on a busy machine), and the
      // deadline is the model server's, so it starts when the request can go (a cold build used to eat it whole,
      // and the request was aborted before it was sent).
      const messages = buildMessages(input, writeOptions.feedback);
      const deadline = new AbortController();
      const deadlineTimer = setTimeout(() => deadline.abort(new Error("deadline")), deadlineMs);
      const streamLimit = new AbortController();
      let streamTimer: NodeJS.Timeout | undefined;
      const signal = AbortSignal.any([deadline.signal, streamLimit.signal, ...(userSignal ? [userSignal] : [])]);

      const paramsNow = () => ({
        model: config.model,
        messages,
        ...(unsupported.has("response_format") ? {} : { response_format: { type: "json_object" as const } }),
        ...(unsupported.has("temperature") ? {} : { temperature: temperatureFor(input.variant) }),
        ...(unsupported.has("seed") ? {} : { seed: input.variant }),
      });
      const startedAt = Date.now();

      const runOnce = async (): Promise<{ text: string; finish: string | null | undefined }> => {
        const params = paramsNow();
        if (!writeOptions.onText) {
          const completion = await client.chat.completions.create({ ...params, stream: false }, { signal });
          const choice = completion.choices[0];
          wlog.debug({ usage: completion.usage, finish: choice?.finish_reason, attempts: call.attempts }, "model answered");
          if (choice?.message.refusal) {
            throw new WriterOutputError("refusal", ["The model refused instead of writing the listing."], choice.message.refusal.slice(0, 300));
          }
          return { text: choice?.message.content ?? "", finish: choice?.finish_reason };
        }
        const onText = writeOptions.onText;
        const stream = await client.chat.completions.create({ ...params, stream: true }, { signal });
        // The answer has started: from here the stream's own limit applies, not the retry deadline.
        clearTimeout(deadlineTimer);
        streamTimer = setTimeout(() => streamLimit.abort(new Error("stream limit")), config.timeoutMs);
        const projector = new ListingTextProjector(input.platform);
        let text = "";
        let refusal = "";
        let finish: string | null | undefined;
        for await (const chunk of stream) {
          const choice = chunk.choices[0];
          const delta = choice?.delta?.content;
          if (delta) {
            text += delta;
            const readable = projector.push(delta);
            if (readable) onText(readable);
          }
          if (choice?.delta?.refusal) refusal += choice.delta.refusal;
          if (choice?.finish_reason) finish = choice.finish_reason;
        }
        clearTimeout(streamTimer);
        // The SDK ends the iteration quietly when the request is aborted; that is not a complete answer.
        if (signal.aborted) throw signal.reason;
        if (refusal) throw new WriterOutputError("refusal", ["The model refused instead of writing the listing."], refusal.slice(0, 300));
        wlog.debug({ finish, attempts: call.attempts, chars: text.length }, "model stream ended");
        return { text, finish };
      };

      // A 400 naming an optional parameter: drop it and ask again (each parameter once, so at most 3 more requests).
      const run = async () => {
        for (;;) {
          try {
            return await runOnce();
          } catch (err) {
            const param = refusedOptionalParam(err);
            if (!param || unsupported.has(param) || signal.aborted) throw err;
            unsupported.add(param);
            wlog.warn({ param }, "the model server refused an optional parameter; asking again without it");
          }
        }
      };

      try {
        const { text, finish } = await raceAbort(run(), signal);
        if (finish === "content_filter") {
          throw new WriterOutputError("refusal", ["The model's content filter stopped the answer."], text.slice(0, 300));
        }
        try {
          return parseListingText(text, input.platform);
        } catch (err) {
          if (finish === "length" && err instanceof WriterOutputError) {
            throw new WriterOutputError("truncated", ["The answer was cut off at the model's length limit."], err.excerpt);
          }
          throw err;
        }
      } catch (err) {
        const translated = translateError(err, {
          userSignal,
          deadline: deadline.signal,
          streamLimit: streamLimit.signal,
          call,
          config,
          server,
          deadlineMs,
          maxRetryWaitMs,
        });
        if (translated instanceof WriterOutputError) {
          wlog.warn({ problem: translated.problem, problems: translated.problems }, "model answer is not a usable listing");
          wlog.debug({ excerpt: translated.excerpt }, "unusable model answer");
        } else if (translated instanceof WriterUnavailableError) {
          wlog.warn(
            { reason: translated.reason, ...translated.details, ms: Date.now() - startedAt },
            "model server gave no answer",
          );
        }
        throw translated;
      } finally {
        clearTimeout(deadlineTimer);
        clearTimeout(streamTimer);
      }
    },
  };
}

const OPTIONAL_PARAMS = ["temperature", "seed", "response_format"] as const;
type OptionalParam = (typeof OPTIONAL_PARAMS)[number];

function refusedOptionalParam(err: unknown): OptionalParam | undefined {
  if (!(err instanceof APIError) || err.status !== 400) return undefined;
  const named = OPTIONAL_PARAMS.find((p) => err.param === p);
  return named ?? OPTIONAL_PARAMS.find((p) => new RegExp(`\\b${p}\\b`).test(err.message));
}

interface CallState {
  attempts: number;
  status?: number;
  /** The last attempt ended because its signal fired (the SDK's per-attempt timeout, unless we aborted). */
  lastAttemptAborted?: boolean;
  /** Set when the server asked for a longer wait than we allow. */
  retryAfterMs?: number;
}

/**
 * Counts attempts for error messages and logs retries; refuses to let the SDK sleep longer than
 * `maxRetryWaitMs` on a Retry-After (see the note at the top).
 */
function trackingFetch(
  baseFetch: typeof fetch,
  call: CallState,
  maxRetries: number,
  maxRetryWaitMs: number,
  log: Logger,
): typeof fetch {
  return async (input, init) => {
    call.attempts += 1;
    const attempt = call.attempts;
    let response: Response;
    try {
      response = await baseFetch(input, init);
    } catch (err) {
      if (init?.signal?.aborted) {
        // Re-thrown as an Error of this realm named AbortError, so the SDK classifies a per-attempt
        // timeout as a timeout even where fetch's DOMException is not `instanceof Error` (jest's vm).
        call.lastAttemptAborted = true;
        const abort = new Error("The request was aborted.", { cause: err });
        abort.name = "AbortError";
        throw abort;
      }
      throw err;
    }
    call.lastAttemptAborted = false;
    call.status = response.status;
    if (response.ok || !isRetryable(response)) return response;

    const waitMs = requestedWaitMs(response.headers);
    if (waitMs !== undefined && waitMs > maxRetryWaitMs) {
      call.retryAfterMs = waitMs;
      log.warn({ status: response.status, attempt, retryAfterMs: waitMs }, "model server asks for a longer wait than we allow; not retrying");
      const headers = new Headers(response.headers);
      headers.set("x-should-retry", "false");
      return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
    }
    if (attempt <= maxRetries) {
      log.warn({ status: response.status, attempt, retryAfterMs: waitMs }, "model server answered with an error; retrying");
    }
    return response;
  };
}

/** The SDK's own rule (client.js shouldRetry). */
function isRetryable(response: Response): boolean {
  const header = response.headers.get("x-should-retry");
  if (header === "true") return true;
  if (header === "false") return false;
  return response.status === 408 || response.status === 409 || response.status === 429 || response.status >= 500;
}

/** What the server asked for, parsed as the SDK parses it (client.js retryRequest). */
function requestedWaitMs(headers: Headers): number | undefined {
  const ms = parseFloat(headers.get("retry-after-ms") ?? "");
  if (!Number.isNaN(ms) && ms) return ms;
  const retryAfter = headers.get("retry-after");
  if (!retryAfter) return undefined;
  const seconds = parseFloat(retryAfter);
  if (!Number.isNaN(seconds)) return seconds * 1000;
  const date = Date.parse(retryAfter);
  return Number.isNaN(date) ? undefined : date - Date.now();
}

/** Settles as soon as `signal` aborts, even while the SDK sleeps between retries (its sleep ignores signals). */
function raceAbort<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  promise.catch(() => {}); // Lost races must not surface as unhandled rejections.
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener("abort", onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener("abort", onAbort);
        resolve(value);
      },
      (err: unknown) => {
        signal.removeEventListener("abort", onAbort);
        reject(err);
      },
    );
  });
}

interface ErrorContext {
  userSignal?: AbortSignal;
  deadline: AbortSignal;
  streamLimit: AbortSignal;
  call: CallState;
  config: OpenAiWriterConfig;
  server: string;
  deadlineMs: number;
  maxRetryWaitMs: number;
}

function translateError(err: unknown, ctx: ErrorContext): unknown {
  const { call, config, server } = ctx;
  const details = { attempts: call.attempts, ...(call.status !== undefined ? { status: call.status } : {}) };
  const tries = `${call.attempts} ${call.attempts === 1 ? "request" : "requests"}`;

  // The seller (or the route, on disconnect) cancelled: surface their reason, like fetch does.
  if (ctx.userSignal?.aborted) return ctx.userSignal.reason;
  if (ctx.streamLimit.aborted) {
    return new WriterUnavailableError("timeout", `The model server did not finish streaming the answer within ${config.timeoutMs} ms.`, details, {
      cause: err,
    });
  }
  if (ctx.deadline.aborted) {
    return new WriterUnavailableError(
      "timeout",
      `The model server gave no complete answer within ${ctx.deadlineMs} ms (${tries}).`,
      details,
      { cause: err },
    );
  }
  if (err instanceof WriterOutputError) return err;
  if (err instanceof APIConnectionTimeoutError || (err instanceof APIConnectionError && call.lastAttemptAborted)) {
    return new WriterUnavailableError(
      "timeout",
      `The model server at ${server} did not answer within ${config.timeoutMs} ms (${tries}).`,
      details,
      { cause: err },
    );
  }
  if (err instanceof APIUserAbortError) return err;
  if (err instanceof APIConnectionError) {
    return new WriterUnavailableError("connection", `Could not reach the model server at ${server} (${tries}).`, details, { cause: err });
  }
  if (err instanceof APIError) {
    const status = err.status;
    const withStatus = { ...details, ...(status !== undefined ? { status } : {}) };
    if (status === 429) {
      if (call.retryAfterMs !== undefined) {
        return new WriterUnavailableError(
          "rate_limited",
          `The model server is rate-limiting requests (429) and asks to wait ${Math.ceil(call.retryAfterMs / 1000)} s, ` +
            `longer than the ${Math.ceil(ctx.maxRetryWaitMs / 1000)} s we wait (${tries}).`,
          { ...withStatus, retryAfterMs: call.retryAfterMs },
          { cause: err },
        );
      }
      return new WriterUnavailableError("rate_limited", `The model server is still rate-limiting requests (429) after ${tries}.`, withStatus, {
        cause: err,
      });
    }
    if (status === 401 || status === 403) {
      return new WriterUnavailableError("auth", `The model server at ${server} refused the API key (${status}).`, withStatus, { cause: err });
    }
    if (status === 404) {
      return new WriterUnavailableError(
        "not_found",
        `The model server at ${server} has no model "${config.model}" or no chat completions endpoint (404).`,
        withStatus,
        { cause: err },
      );
    }
    if (status !== undefined && status < 500 && status !== 408 && status !== 409) {
      return new WriterUnavailableError("bad_request", `The model server at ${server} rejected the request (${status}): ${err.message}`, withStatus, {
        cause: err,
      });
    }
    return new WriterUnavailableError(
      "server_error",
      status !== undefined
        ? `The model server at ${server} kept failing (${status}) after ${tries}.`
        : `The model server at ${server} reported an error mid-answer: ${err.message}`,
      withStatus,
      { cause: err },
    );
  }
  // undici's "terminated" / "fetch failed": the connection broke mid-answer.
  if (err instanceof TypeError && /terminated|fetch failed|socket|ECONN/i.test(`${err.message} ${String(err.cause ?? "")}`)) {
    return new WriterUnavailableError("connection", `The connection to the model server at ${server} broke off (${tries}).`, details, {
      cause: err,
    });
  }
  return err;
}

/** The server's origin for messages and logs: never a path token or credentials in the URL. */
function safeOrigin(baseURL: string): string {
  try {
    return new URL(baseURL).origin;
  } catch {
    return "the configured base URL";
  }
}
