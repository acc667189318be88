import type { GenerationRequestInput, GenerationResult } from "@shopscript/contracts";
import { ApiError, CSRF_HEADER, CSRF_HEADER_VALUE, type ApiErrorBody } from "../../../lib/api-client";

export interface StreamHandlers {
  /** A piece of text as the model writes it. */
  onText(delta: string): void;
  /** A retry replaces what was shown so far. */
  onReset(): void;
  signal?: AbortSignal;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function asBody(value: unknown): ApiErrorBody | undefined {
  return value !== null && typeof value === "object" && !Array.isArray(value)
    ? (value as ApiErrorBody)
    : undefined;
}

/** Status the refusal would have had as a plain response, so callers treat both alike. */
function statusForCode(body: ApiErrorBody | undefined): number {
  if (body?.requiresSignup) return 403;
  if (body?.code === "SUBSCRIPTION_REQUIRED" || body?.code === "PAYMENT_REQUIRED") return 402;
  return 500;
}

/**
 * POST /api/generate-description/stream and read its server-sent events: `text` ({delta}),
 * `reset`, then one `result` (the GenerationResult) or `error` ({message, code, requiresSignup?}).
 * Refusals before the stream starts are JSON bodies with their HTTP status. Every failure rejects
 * with an {@link ApiError} carrying the body.
 */
export async function streamGeneration(
  request: GenerationRequestInput,
  { onText, onReset, signal }: StreamHandlers,
): Promise<GenerationResult> {
  const res = await fetch("/api/generate-description/stream", {
    method: "POST",
    credentials: "include",
    headers: {
      Accept: "text/event-stream",
      "Content-Type": "application/json",
      [CSRF_HEADER]: CSRF_HEADER_VALUE,
    },
    body: JSON.stringify(request),
    signal,
  });

  if (!res.ok || !res.body) {
    const text = await res.text().catch(() => "");
    throw new ApiError(
      res.status,
      `${res.status}: ${text || res.statusText || "Request failed"}`,
      asBody(parseJson(text)),
    );
  }

  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  let result: GenerationResult | undefined;

  const handle = (block: string) => {
    let event = "message";
    const data: string[] = [];
    for (const line of block.split(/\r?\n/)) {
      if (line.startsWith(":")) continue;
      const colon = line.indexOf(":");
      const field = colon === -1 ? line : line.slice(0, colon);
      const value = colon === -1 ? "" : line.slice(colon + 1).replace(/^ /, "");
      if (field === "event") event = value;
      else if (field === "data") data.push(value);
    }
    const payload = parseJson(data.join("\n"));
    switch (event) {
      case "text": {
        const delta = asBody(payload)?.delta;
        if (typeof delta === "string") onText(delta);
        break;
      }
      case "reset":
        onReset();
        break;
      case "result":
        result = payload as GenerationResult;
        break;
      case "error": {
        const body = asBody(payload) ?? {};
        throw new ApiError(statusForCode(body), `${statusForCode(body)}: ${data.join("\n")}`, body);
      }
    }
  };

  for (;;) {
    const { value, done } = await reader.read();
    if (value) buffer += value;
    let sep: RegExpExecArray | null;
    while ((sep = /\r?\n\r?\n/.exec(buffer))) {
      const block = buffer.slice(0, sep.index);
      buffer = buffer.slice(sep.index + sep[0].length);
      if (block.trim()) handle(block);
    }
    if (done) break;
  }
  if (buffer.trim()) handle(buffer);
  if (!result) throw new ApiError(500, "500: The generation stream ended without a result");
  return result;
}
