import path from "node:path";
import { Piscina } from "piscina";
import { AppError } from "@shopscript/kit";
import type { UploadPreparation, UploadTask } from "./prepare-upload";

/** Reads uploads off the event loop. */
export interface UploadWork {
  prepare(task: UploadTask): Promise<UploadPreparation>;
  close(): Promise<void>;
}

/**
 * The server bundles (dist/standalone.cjs, dist/services/catalog.cjs) carry the thread's entry as
 * upload-worker.cjs beside them; from the sources, a shim compiles the TypeScript in the thread.
 */
function workerFilename(): string {
  return __filename.endsWith(".cjs")
    ? path.join(path.dirname(__filename), "upload-worker.cjs")
    : path.join(__dirname, "upload-worker.dev.cjs");
}

/**
 * One thread (piscina, as the generator's writer) reads uploads: parsing an 18 MB export and turning its
 * 5,000 products into JSON is seconds of CPU that, on the main thread, every request of the one-process
 * start (every service's, /healthz included) would wait behind. The thread starts with the first upload
 * and ends after a minute without one, so its memory (a few times the file) is not kept.
 */
export function createUploadWorkPool(options: { workerFilename?: string } = {}): UploadWork {
  const pool = new Piscina<UploadTask, UploadPreparation>({
    filename: options.workerFilename ?? workerFilename(),
    minThreads: 0,
    maxThreads: 1,
    idleTimeout: 60_000,
    // Each waiting upload holds its file (at most BATCH_MAX_UPLOAD_BYTES) in memory: beyond a few, refuse.
    maxQueue: 4,
    // A 20 MB file read whole: the records, the products and their JSON stay well inside this.
    resourceLimits: { maxOldGenerationSizeMb: 512 },
  });
  return {
    async prepare(task) {
      try {
        return await pool.run(task);
      } catch (err) {
        if (err instanceof Error && /queue is at limit/i.test(err.message))
          throw AppError.unavailable("Other uploads are being read. Please try again in a moment.");
        throw err;
      }
    },
    close: () => pool.destroy(),
  };
}
