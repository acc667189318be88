import { Router, type Request, type Response } from "express";
import { z } from "zod";
import {
  batchDownloadQuerySchema,
  batchReviewActionSchema,
  batchRowEditSchema,
  batchRowQuerySchema,
  batchUploadQuerySchema,
  genericMappingSchema,
  type BatchProgress,
} from "@shopscript/contracts";
import {
  AppError,
  fieldErrorsFrom,
  parseInput,
  requireEntitlement,
  requireUser,
  type Entitlements,
  type StreamCap,
} from "@shopscript/kit";
import type { BatchJobs } from "../batches/batch-jobs";

const jobIdSchema = z.object({ id: z.uuid() });
const rowIdSchema = z.object({ id: z.uuid(), rowId: z.uuid() });
/** How often the progress stream looks at the job, and how long one stream lasts before the browser reconnects. */
const PROGRESS_INTERVAL_MS = 1000;
const PROGRESS_STREAM_MS = 10 * 60_000;

/**
 * /api/batches (the web app) and /api/v1/batches (the public API, `publicApi`): catalog mode. Thin; the owner
 * is always the session's user (on /api/v1, the key's owner). The public API has upload, start, status, rows
 * and download; the review screen's routes (edit, regenerate, approve, pause, progress stream) stay on the web.
 */
export function batchesRoutes(
  batches: BatchJobs,
  entitlements: Entitlements,
  options: { publicApi?: boolean; progressStreams?: StreamCap } = {},
): Router {
  const router = Router();
  router.use(requireUser);
  // The web app's routes go on `web`, which is left unmounted for the public API.
  const web = options.publicApi ? Router() : router;
  const owner = (req: Request) => req.user!.id;
  // Another user's job answers exactly like a missing one; a malformed id too.
  const jobIdOf = (req: Request) => {
    const parsed = jobIdSchema.safeParse(req.params);
    if (!parsed.success) throw AppError.notFound("Batch job not found");
    return parsed.data.id;
  };
  const rowIdOf = (req: Request) => {
    const parsed = rowIdSchema.safeParse(req.params);
    if (!parsed.success) throw AppError.notFound("Row not found");
    return parsed.data.rowId;
  };

  // The body is the file itself (text/csv or application/octet-stream), read as a stream by the formats module.
  router.post("/", async (req, res) => {
    if (
      req.is("application/json") ||
      req.is("multipart/form-data") ||
      req.is("application/x-www-form-urlencoded")
    ) {
      throw AppError.validation({ file: "Send the CSV file as the request body (Content-Type: text/csv)" });
    }
    const query = parseInput(batchUploadQuerySchema, req.query);
    const preview = await batches.upload(owner(req), req, {
      filename: query.filename,
      platform: query.platform,
      tone: query.tone,
      voiceId: query.voiceId,
      requestId: String(req.id),
      // The mapping's own contract (the formats module's): a 400 names the mapping's field.
      mapping: query.mapping === undefined ? undefined : parseMapping(query.mapping),
    });
    res.status(201).json(preview);
  });

  web.get("/", async (req, res) => {
    res.json(await batches.list(owner(req)));
  });

  router.get("/:id", async (req, res) => {
    res.json(await batches.get(owner(req), jobIdOf(req)));
  });

  // Starting, resuming or regenerating sends rows to the generator: 402 with the spec's message when the seller
  // may not generate, refused up front. The generator checks each row again, so a job cannot outlive the trial
  // it started in: it pauses with the reason (rows stay pending) until the seller subscribes and resumes.
  router.post("/:id/start", async (req, res) => {
    const jobId = jobIdOf(req);
    await requireEntitlement(entitlements, req.user!);
    res.json(await batches.start(owner(req), jobId, String(req.id)));
  });
  // A draft the seller does not want (or a job that has ended): 204; a running or paused one is 409.
  web.delete("/:id", async (req, res) => {
    await batches.remove(owner(req), jobIdOf(req));
    res.status(204).end();
  });
  web.post("/:id/pause", async (req, res) => {
    res.json(await batches.pause(owner(req), jobIdOf(req)));
  });
  web.post("/:id/resume", async (req, res) => {
    const jobId = jobIdOf(req);
    await requireEntitlement(entitlements, req.user!);
    res.json(await batches.resume(owner(req), jobId, String(req.id)));
  });
  web.post("/:id/cancel", async (req, res) => {
    res.json(await batches.cancel(owner(req), jobIdOf(req)));
  });

  // Server-sent events: the progress now, then whenever it changes, until the job ends. The state lives in
  // the database, so a reloaded page simply opens the stream again.
  web.get("/:id/progress", async (req, res) => {
    const userId = owner(req);
    const jobId = jobIdOf(req);
    const first = await batches.progress(userId, jobId);
    // A seller may hold only so many open (each reads the database every second): past that, a 429.
    await options.progressStreams?.open(userId, res);
    res.writeHead(200, {
      "content-type": "text/event-stream",
      "cache-control": "no-cache",
      connection: "keep-alive",
      "x-accel-buffering": "no",
    });
    await streamProgress(req, res, first, () => batches.progress(userId, jobId));
  });

  router.get("/:id/rows", async (req, res) => {
    res.json(await batches.rows(owner(req), jobIdOf(req), parseInput(batchRowQuerySchema, req.query)));
  });

  web.patch("/:id/rows/:rowId", async (req, res) => {
    const edit = parseInput(batchRowEditSchema, req.body);
    res.json(await batches.editRow(owner(req), jobIdOf(req), rowIdOf(req), edit.listing, String(req.id)));
  });

  web.post("/:id/rows/:rowId/regenerate", async (req, res) => {
    const jobId = jobIdOf(req);
    const rowId = rowIdOf(req);
    await requireEntitlement(entitlements, req.user!);
    res.json(await batches.regenerateRow(owner(req), jobId, rowId, String(req.id)));
  });

  web.post("/:id/review", async (req, res) => {
    res.json(
      await batches.review(
        owner(req),
        jobIdOf(req),
        parseInput(batchReviewActionSchema, req.body),
        String(req.id),
      ),
    );
  });

  router.get("/:id/download", async (req, res) => {
    const { kind, rows } = parseInput(batchDownloadQuerySchema, req.query);
    // The web app writes what the seller approved; the public API has no review, so it writes every written row.
    const file = await batches.download(owner(req), jobIdOf(req), kind, rows ?? (options.publicApi ? "written" : "approved"));
    res.setHeader("content-type", file.contentType);
    res.setHeader("content-disposition", `attachment; filename="${file.filename.replace(/[^\w.-]/g, "_")}"`);
    res.send(file.body);
  });

  return router;
}

function parseMapping(raw: unknown) {
  const parsed = genericMappingSchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  // Each bad field under "mapping." (an unknown key such as `constructor` by its own name).
  const [field, message] = Object.entries(fieldErrorsFrom(parsed.error))[0] ?? ["body", "Invalid mapping"];
  throw AppError.validation(Object.fromEntries([[field === "body" ? "mapping" : `mapping.${field}`, message]]));
}

async function streamProgress(
  req: Request,
  res: Response,
  first: BatchProgress,
  read: () => Promise<BatchProgress>,
): Promise<void> {
  let closed = false;
  req.on("close", () => {
    closed = true;
  });
  const send = (progress: BatchProgress) =>
    res.write(`event: progress\ndata: ${JSON.stringify(progress)}\n\n`);
  send(first);
  let last = JSON.stringify(first);
  const ended = (p: BatchProgress) =>
    (p.status === "completed" || p.status === "canceled") && p.remaining === 0;
  const deadline = Date.now() + PROGRESS_STREAM_MS;
  let current = first;
  while (!closed && !ended(current) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, PROGRESS_INTERVAL_MS));
    if (closed) break;
    try {
      current = await read();
    } catch {
      break; // the job was deleted (account deletion): the browser reconnects and gets its 404
    }
    const text = JSON.stringify(current);
    if (text !== last) send(current);
    else res.write(": still working\n\n");
    last = text;
  }
  res.end();
}
