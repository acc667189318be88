import { Router, type Request, type Response } from "express";
import { generationRequestSchema, type GenerationResult } from "@shopscript/contracts";
import { AppError, parseInput, requireUser, type Logger } from "@shopscript/kit";
import type { GenerationAccess } from "../access/generation-access";
import { generateListing, type GenerationDeps } from "../generation/generate-listing";
import type { VoiceStore } from "../voices/voice-store";

export interface GenerationRouteDeps {
  access: GenerationAccess;
  generation: GenerationDeps;
  /** Records a finished generation (description.generated); never fails the request. */
  recordGenerated(result: GenerationResult, userId: string | null, latencyMs: number, requestId: string, apiKeyId?: string | null): void;
  log: Logger;
  /** The sellers' brand voices (issue 31); absent in tests of generation alone. */
  voices?: VoiceStore;
}

/**
 * POST /api/generate-description → the checked listing as JSON.
 * GET /api/generate-description/demo → whether this anonymous client's one demo generation is still there.
 * POST /api/generate-description/stream → server-sent events: `text` events with the words as a model
 * writes them (`reset` when a retry replaces what was shown), then one `result` event with the checked
 * listing (or an `error` event).
 * Access is decided before anything streams, so refusals keep their HTTP status (402, 403).
 */
export function generationRoutes(deps: GenerationRouteDeps, options: { publicApi?: boolean } = {}): Router {
  const router = Router();
  // The public API (/api/v1/generate) is for keys, which always have a user: no anonymous demo there.
  if (options.publicApi) router.use(requireUser);

  async function prepare(req: Request) {
    const request = parseInput(generationRequestSchema, req.body);
    // The voice is resolved before access is spent: an unknown voice id is the seller's 404, not a generation.
    const voice = (await deps.voices?.resolve(req.user?.id, request.voiceId)) ?? null;
    // A voice's base tone applies when the request names no tone of its own.
    if (voice && (req.body as { tone?: unknown } | undefined)?.tone === undefined) request.tone = voice.profile.baseTone;
    const pass = await deps.access.admit(req.user, req.ip);
    return { request, pass, voice, startedAt: performance.now() };
  }

  // GET /api/generate-description/demo: {available} for this client. Signed-in users never use the demo.
  if (!options.publicApi) router.get("/demo", async (req, res) => {
    res.setHeader("cache-control", "no-store");
    if (req.user) {
      res.json({ available: false, signedIn: true });
      return;
    }
    res.json({ available: await deps.access.demoAvailable(req.ip ?? "unknown"), signedIn: false });
  });

  router.post("/", async (req, res) => {
    const { request, pass, voice, startedAt } = await prepare(req);
    const abort = abortOnDisconnect(req, res);
    try {
      const result = await generateListing(request, deps.generation, { signal: abort.signal, voice });
      deps.recordGenerated(result, pass.userId, performance.now() - startedAt, String(req.id), req.apiKeyId ?? null);
      res.json(result);
    } catch (err) {
      // Nothing was sent yet: the demo comes back unless the client itself hung up.
      if (!abort.signal.aborted) await pass.release();
      throw err;
    }
  });

  router.post("/stream", async (req, res) => {
    const { request, pass, voice, startedAt } = await prepare(req);
    const abort = abortOnDisconnect(req, res);
    res.writeHead(200, {
      "content-type": "text/event-stream; charset=utf-8",
      "cache-control": "no-cache, no-transform",
      connection: "keep-alive",
      // Tells nginx-style proxies not to buffer the stream.
      "x-accel-buffering": "no",
    });
    const send = (event: string, data: unknown) => {
      if (!res.writableEnded) res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    };
    let textSent = false;
    try {
      const result = await generateListing(request, deps.generation, {
        signal: abort.signal,
        voice,
        onText: (delta) => {
          textSent = true;
          send("text", { delta });
        },
        onRestart: () => send("reset", {}),
      });
      deps.recordGenerated(result, pass.userId, performance.now() - startedAt, String(req.id), req.apiKeyId ?? null);
      send("result", result);
    } catch (err) {
      // Words the client has read are a generation it got (reading them and hanging up before the result
      // must not be a free demo for ever), and so is one it walked away from.
      if (!textSent && !abort.signal.aborted) await pass.release();
      const known = err instanceof AppError;
      if (!known) deps.log.error({ err, reqId: req.id }, "streamed generation failed");
      const failure = known ? { message: err.message, code: err.code, ...err.details } : { message: "Failed to generate description. Please try again.", code: "INTERNAL" };
      // The public API's stream speaks its error dialect too.
      send("error", options.publicApi ? { error: { ...failure, code: failure.code.toLowerCase() }, requestId: String(req.id) } : failure);
    } finally {
      res.end();
    }
  });

  return router;
}

/** Stops writing (and a model call) when the seller navigates away mid-generation. */
function abortOnDisconnect(req: Request, res: Response): AbortController {
  const controller = new AbortController();
  res.on("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  void req;
  return controller;
}
