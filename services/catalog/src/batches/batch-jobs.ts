import type { Database, Logger, OutboxRelay } from "@shopscript/kit";
import type { VoiceDirectory } from "../clients/voice-directory";
import { DescriptionsRepository } from "../data/descriptions-repository";
import type { PrismaClient } from "../generated/prisma/client";
import type { BatchConfig } from "./batch-config";
import { BatchJobRepository, type Tx } from "./batch-job-repository";
import { createDownloadBatch } from "./download-batch";
import { createJobLifecycle } from "./job-lifecycle";
import { createRowRelease } from "./row-release";
import { createRowReview } from "./row-review";
import { createStoreResult } from "./store-result";
import { createUploadBatch } from "./upload-batch";
import { BatchUploadRepository } from "./upload-repository";
import type { UploadWork } from "./upload-work-pool";

export interface BatchDeps {
  db: Database<PrismaClient>;
  relay: OutboxRelay;
  config: BatchConfig;
  log: Logger;
  /** Where uploads are read, off the event loop (upload-work-pool.ts). */
  uploadWork: UploadWork;
  /** Whether a voice chosen at upload is the seller's (the generator owns voices). */
  voices?: VoiceDirectory;
}

/**
 * Catalog mode's use cases: every one acts for the signed-in owner only (the result consumer excepted).
 * Each lives in a file of its own over the repositories built here; this puts them together as the one
 * object the routes, consumers and service use.
 */
export function createBatchJobs(deps: BatchDeps) {
  const { db, relay, config } = deps;
  const repository = new BatchJobRepository(db);
  const uploadFiles = new BatchUploadRepository(db);
  const descriptions = new DescriptionsRepository(db.schema);
  const rowRelease = createRowRelease({ repository, config });
  const lifecycle = createJobLifecycle({ db, relay, config, repository, uploadFiles, rowRelease });
  const uploads = createUploadBatch({
    repository: uploadFiles,
    config,
    work: deps.uploadWork,
    log: deps.log,
    describe: lifecycle.get,
    voices: deps.voices,
  });

  return {
    /** Reads an upload and stores it as a draft job, a short statement at a time (upload-batch.ts); answers the preview. */
    upload: uploads.upload,

    /** Imports a stopped process left unfinished, removed once they are old (a timer of the service calls this). */
    discardAbandonedImports: uploads.discardAbandonedImports,

    // list, get, progress, start, pause, resume, cancel, remove, expireDrafts (job-lifecycle.ts).
    ...lifecycle,

    // rows, editRow, regenerateRow, review (row-review.ts).
    ...createRowReview({ db, relay, repository, descriptions, rowRelease }),

    // download (download-batch.ts).
    ...createDownloadBatch({ db, repository, uploadFiles }),

    // storeResult, deferRow, recheckBillingPauses: the generator's answers (store-result.ts).
    ...createStoreResult({ db, relay, repository, rowRelease }),

    /** Rows in the work queue and running jobs, for /metrics. */
    queueFigures: () => repository.queueFigures(),

    /** Account deletion takes the seller's jobs and rows with it. */
    purgeUser: (tx: Tx, userId: string) => repository.purgeUser(tx, userId),
  };
}

export type BatchJobs = ReturnType<typeof createBatchJobs>;
