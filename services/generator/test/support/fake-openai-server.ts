import http, { type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

// A local OpenAI-compatible server speaking the real wire format of POST /v1/chat/completions:
// a JSON chat.completion, or server-sent chat.completion.chunk events ending in `data: [DONE]`.
// Each test scripts the answers (content, status, headers, delays, stalls) and reads back the
// requests the real openai SDK sent.

export interface ScriptedReply {
  /** HTTP status; 200 answers with `content`, anything else with an OpenAI error body. */
  status?: number;
  /** The assistant message content. */
  content?: string;
  /** Sets `message.refusal` (JSON) or streams `delta.refusal` instead of content. */
  refusal?: string;
  /** Default "stop". */
  finishReason?: string;
  headers?: Record<string, string>;
  /** Wait this long before sending the response headers (cleared if the client goes away). */
  delayMs?: number;
  /** Streaming: characters per content chunk (default: the content in about 8 pieces). */
  chunkChars?: number;
  /** Streaming: send this many content chunks, then go silent until the client gives up. */
  stallAfterChunks?: number;
  errorMessage?: string;
  /** The error body's `param` (which request parameter was refused). */
  errorParam?: string;
}

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: any;
}

export interface FakeOpenAiServer {
  /** Pass as the SDK's baseURL (ends in /v1). */
  baseURL: string;
  requests: RecordedRequest[];
  /** Responses the client went away from before they were complete (an aborted model call). */
  readonly abandoned: number;
  /** Queues answers, used one per request in order; a string is a 200 with that content. */
  reply(...replies: (ScriptedReply | string)[]): void;
  /** The answer once the queue is empty (default: 500 "no scripted reply"). */
  setFallback(reply: ScriptedReply | string): void;
  reset(): void;
  close(): Promise<void>;
}

const MODEL_ECHO_DEFAULT = "fake-model";

type Later = (ms: number, fn: () => void) => void;

export async function startFakeOpenAiServer(): Promise<FakeOpenAiServer> {
  let queue: ScriptedReply[] = [];
  let fallback: ScriptedReply = { status: 500, errorMessage: "no scripted reply" };
  const requests: RecordedRequest[] = [];
  const timers = new Set<NodeJS.Timeout>();
  let counter = 0;
  let abandoned = 0;

  /** Runs `fn` after `ms` unless the client goes away or the server closes first. */
  const schedulerFor = (res: http.ServerResponse): Later => {
    const mine = new Set<NodeJS.Timeout>();
    res.on("close", () => {
      if (!res.writableFinished) abandoned++;
      for (const timer of mine) {
        clearTimeout(timer);
        timers.delete(timer);
      }
      mine.clear();
    });
    return (ms, fn) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        mine.delete(timer);
        fn();
      }, ms);
      timers.add(timer);
      mine.add(timer);
    };
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const raw = Buffer.concat(chunks).toString("utf8");
      let body: any;
      try {
        body = raw ? JSON.parse(raw) : undefined;
      } catch {
        body = raw;
      }
      requests.push({ method: req.method ?? "", path: req.url ?? "", headers: req.headers, body });

      if (req.method !== "POST" || req.url !== "/v1/chat/completions") {
        sendError(res, { status: 404, errorMessage: `Unknown route ${req.method} ${req.url}` });
        return;
      }
      const reply = queue.shift() ?? fallback;
      const later = schedulerFor(res);
      const respond = () => {
        if (res.destroyed) return;
        if ((reply.status ?? 200) !== 200) return sendError(res, reply);
        const id = `chatcmpl-fake${++counter}`;
        const model = typeof body?.model === "string" ? body.model : MODEL_ECHO_DEFAULT;
        if (body?.stream === true) sendStream(res, reply, id, model, later);
        else sendJson(res, reply, id, model);
      };
      if (reply.delayMs) later(reply.delayMs, respond);
      else respond();
    });
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    get abandoned() {
      return abandoned;
    },
    reply: (...replies) => {
      queue.push(...replies.map((r) => (typeof r === "string" ? { content: r } : r)));
    },
    setFallback: (reply) => {
      fallback = typeof reply === "string" ? { content: reply } : reply;
    },
    reset: () => {
      queue = [];
      fallback = { status: 500, errorMessage: "no scripted reply" };
      requests.length = 0;
    },
    close: async () => {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) => server.close((err) => (err ? reject(err) : resolve())));
    },
  };
}

function sendJson(res: http.ServerResponse, reply: ScriptedReply, id: string, model: string): void {
  const content = reply.refusal ? null : (reply.content ?? "");
  const body = {
    id,
    object: "chat.completion",
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [
      {
        index: 0,
        message: { role: "assistant", content, refusal: reply.refusal ?? null },
        logprobs: null,
        finish_reason: reply.finishReason ?? "stop",
      },
    ],
    usage: { prompt_tokens: 100, completion_tokens: Math.ceil((content ?? "").length / 4), total_tokens: 100 + Math.ceil((content ?? "").length / 4) },
  };
  res.writeHead(200, { "content-type": "application/json", ...reply.headers });
  res.end(JSON.stringify(body));
}

function sendStream(
  res: http.ServerResponse,
  reply: ScriptedReply,
  id: string,
  model: string,
  later: Later,
): void {
  const created = Math.floor(Date.now() / 1000);
  const chunk = (delta: Record<string, unknown>, finish: string | null) =>
    `data: ${JSON.stringify({ id, object: "chat.completion.chunk", created, model, choices: [{ index: 0, delta, logprobs: null, finish_reason: finish }] })}\n\n`;

  const text = reply.refusal ?? reply.content ?? "";
  const size = reply.chunkChars ?? Math.max(1, Math.ceil(text.length / 8));
  const pieces: string[] = [];
  for (let i = 0; i < text.length; i += size) pieces.push(text.slice(i, i + size));

  res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache", connection: "keep-alive", ...reply.headers });
  res.write(chunk({ role: "assistant", content: "" }, null));

  let index = 0;
  const next = () => {
    if (res.destroyed) return;
    if (reply.stallAfterChunks !== undefined && index >= reply.stallAfterChunks) return; // Go silent; the client must time out.
    const piece = pieces[index++];
    if (piece === undefined) {
      res.write(chunk({}, reply.finishReason ?? "stop"));
      res.end("data: [DONE]\n\n");
      return;
    }
    res.write(chunk(reply.refusal ? { refusal: piece } : { content: piece }, null));
    // A few milliseconds apart, so the client really receives separate pieces.
    later(5, next);
  };
  next();
}

function sendError(res: http.ServerResponse, reply: ScriptedReply): void {
  const status = reply.status ?? 500;
  const type = status === 429 ? "requests" : status >= 500 ? "server_error" : "invalid_request_error";
  const code = status === 429 ? "rate_limit_exceeded" : status === 401 ? "invalid_api_key" : null;
  res.writeHead(status, { "content-type": "application/json", ...reply.headers });
  res.end(JSON.stringify({ error: { message: reply.errorMessage ?? `Error ${status}`, type, param: reply.errorParam ?? null, code } }));
}
