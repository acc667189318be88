import type { Readable } from "node:stream";
import { setImmediate as nextTurn } from "node:timers/promises";
import getRawBody from "raw-body";
import type { BatchJob, BatchPreview, GenericMapping, Platform, Tone } from "@shopscript/contracts";
import { AppError, type Logger } from "@shopscript/kit";
import type { VoiceDirectory } from "../clients/voice-directory";
import type { BatchConfig } from "./batch-config";
import { FORMAT_MESSAGES } from "./formats/messages";
import type { UploadRefusal } from "./prepare-upload";
import type { BatchUploadRepository } from "./upload-repository";
import type { UploadWork } from "./upload-work-pool";

export interface UploadBatchDeps {
  repository: BatchUploadRepository;
  config: BatchConfig;
  work: UploadWork;
  log: Logger;
  /** The stored job as its owner reads it (with its progress), for the preview. */
  describe(userId: string, jobId: string): Promise<BatchJob>;
  /** Whether a voice chosen for the job is the seller's (the generator's answer). */
  voices?: VoiceDirectory;
}

export interface UploadOptions {
  filename: string;
  platform: Platform;
  tone: Tone;
  /** A voice id of the seller or "none"; absent, the seller's default voice as each row is written. */
  voiceId?: string;
  mapping?: GenericMapping;
  /** Names the upload in the generator's logs when the voice is looked up. */
  requestId?: string;
}

/**
 * Catalog mode's upload: a store export becomes the seller's draft job, costing little at a time. The body
 * is read (within BATCH_MAX_UPLOAD_BYTES), parsed in the upload thread, then stored as a job in state
 * `importing` and written a short statement at a time, the event loop free between them; only once the
 * last row is in does the job become a draft the seller can see and start. An import that fails midway is
 * removed, so a job is never half-written.
 */
export function createUploadBatch(deps: UploadBatchDeps) {
  const { repository, config, work, log } = deps;

  return {
    async upload(userId: string, input: Readable | Buffer, options: UploadOptions): Promise<BatchPreview> {
      const file = await readBody(input, config.BATCH_MAX_UPLOAD_BYTES);
      // After the body is read (a refusal then leaves no half-read connection), before any work on it.
      if (options.voiceId && options.voiceId !== "none") {
        if (!deps.voices) throw AppError.unavailable("We couldn't check your brand voice just now. Please try again in a moment.");
        await deps.voices.find(userId, options.voiceId, options.requestId ?? "");
      }
      const prepared = await work.prepare({
        file,
        filename: options.filename,
        mapping: options.mapping,
        limits: { maxFileBytes: config.BATCH_MAX_UPLOAD_BYTES, maxRowsPerJob: config.BATCH_MAX_ROWS },
        platform: options.platform,
        tone: options.tone,
      });
      if (!prepared.ok) throw refused(prepared.refusal);
      const { upload } = prepared;
      const rows = Buffer.from(prepared.rows.buffer, prepared.rows.byteOffset, prepared.rows.byteLength);
      const jobId = await repository.createImportingJob({
        userId,
        filename: options.filename,
        format: upload.format,
        platform: options.platform,
        tone: options.tone,
        voiceId: options.voiceId ?? null,
        mapping: options.mapping,
        headers: upload.headers,
        skipped: upload.skipped,
        rowCount: upload.products,
      });
      try {
        await repository.storeFile(
          jobId,
          Buffer.from(prepared.gzipped.buffer, prepared.gzipped.byteOffset, prepared.gzipped.byteLength),
        );
        for (const batch of upload.batches) {
          await repository.storeRows(
            jobId,
            userId,
            batch.first,
            rows.toString("utf8", batch.start, batch.end),
          );
          await nextTurn();
        }
        // Gone meanwhile: the seller's account was deleted while the file was stored.
        if (!(await repository.finishImport(jobId))) throw AppError.notFound("Batch job not found");
      } catch (err) {
        await repository
          .discard(jobId)
          .catch((discardErr: unknown) =>
            log.warn({ err: discardErr, jobId }, "removing an unfinished upload failed; it is removed later"),
          );
        throw err;
      }
      return {
        ...(await deps.describe(userId, jobId)),
        firstRows: upload.firstRows,
        estimate: upload.estimate,
      };
    },

    /** Imports a stopped process left unfinished: removed once they are an hour old. */
    discardAbandonedImports: () => repository.discardAbandoned(),
  };
}

/**
 * The whole body, at most `limit` bytes (raw-body, as express's own body parsers read). Past the limit the
 * rest is drained, not left unread: a half-read connection would hang the client's next request on it.
 */
async function readBody(input: Readable | Buffer, limit: number): Promise<Buffer> {
  const tooLarge = () =>
    new AppError(413, "PAYLOAD_TOO_LARGE", FORMAT_MESSAGES.fileTooLarge(limit), {
      fields: { file: FORMAT_MESSAGES.fileTooLarge(limit) },
    });
  if (Buffer.isBuffer(input)) {
    if (input.length > limit) throw tooLarge();
    return input;
  }
  try {
    return await getRawBody(input, { limit });
  } catch (err) {
    input.resume();
    if ((err as { type?: string }).type === "entity.too.large") throw tooLarge();
    throw err;
  }
}

/** A file the formats module refused, as the route's 4xx naming the field. */
function refused(refusal: UploadRefusal): AppError {
  return new AppError(
    refusal.status,
    refusal.status === 413 ? "PAYLOAD_TOO_LARGE" : "INVALID_FILE",
    refusal.message,
    {
      fields: refusal.fields,
      ...(refusal.headers ? { headers: refusal.headers } : {}),
      ...(refusal.skipped ? { skipped: refusal.skipped } : {}),
    },
  );
}
