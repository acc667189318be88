import type { BatchJob, BatchProgress } from "@shopscript/contracts";
import { AppError, transactionWithEvents, type Database, type OutboxRelay } from "@shopscript/kit";
import type { PrismaClient } from "../generated/prisma/client";
import type { BatchConfig } from "./batch-config";
import { jobNotFound, type BatchJobRepository } from "./batch-job-repository";
import type { RowRelease } from "./row-release";
import type { BatchUploadRepository } from "./upload-repository";

export interface JobLifecycleDeps {
  db: Database<PrismaClient>;
  relay: OutboxRelay;
  config: BatchConfig;
  repository: BatchJobRepository;
  uploadFiles: BatchUploadRepository;
  rowRelease: RowRelease;
}

/** A job the seller may delete: not started, or ended. */
const REMOVABLE = ["draft", "completed", "canceled"] as const;

/**
 * A job's life as its seller drives it: read (list, get, progress), start, pause, resume, cancel and
 * delete; and drafts nobody started, expired. Each state change holds the job's lock.
 */
export function createJobLifecycle(deps: JobLifecycleDeps) {
  const { db, relay, config, repository, uploadFiles, rowRelease } = deps;

  const get = async (userId: string, jobId: string): Promise<BatchJob> =>
    repository.toJob(db.client, await repository.ownedJob(db.client, userId, jobId));

  return {
    get,

    async list(userId: string): Promise<BatchJob[]> {
      const jobs = await repository.listJobs(userId);
      return Promise.all(jobs.map((job) => repository.toJob(db.client, job)));
    },

    async progress(userId: string, jobId: string): Promise<BatchProgress> {
      return repository.progressOf(db.client, await repository.ownedJob(db.client, userId, jobId));
    },

    /**
     * Deletes a job the seller no longer wants: a draft (a preview they did not start) or one that has ended.
     * A running or paused job is canceled first (409). Its rows and file go; listings already approved stay
     * in the seller's descriptions. Out of sight at once, then removed a short statement at a time.
     */
    async remove(userId: string, jobId: string): Promise<void> {
      await repository.ownedJob(db.client, userId, jobId);
      if (!(await uploadFiles.withdraw(jobId, REMOVABLE))) {
        throw AppError.conflict("Cancel this job before deleting it.");
      }
      await uploadFiles.discard(jobId);
    },

    /** Drafts older than BATCH_DRAFT_TTL_HOURS, removed (a timer of the service calls this); how many. */
    async expireDrafts(): Promise<number> {
      const expired = await uploadFiles.expiredDrafts(config.BATCH_DRAFT_TTL_HOURS * 3_600_000);
      let removed = 0;
      for (const jobId of expired) {
        if (!(await uploadFiles.withdraw(jobId, ["draft"]))) continue; // started meanwhile
        await uploadFiles.discard(jobId);
        removed++;
      }
      return removed;
    },

    async start(userId: string, jobId: string, requestId: string): Promise<BatchJob> {
      await transactionWithEvents(db, relay, requestId, async (tx, emit) => {
        const job = await repository.lockJob(tx, jobId, userId);
        if (!job) throw jobNotFound();
        if (job.status !== "draft") throw AppError.conflict("This job has already started.");
        const active = await repository.countActive(tx, userId);
        if (active >= config.BATCH_MAX_ACTIVE_JOBS) {
          throw new AppError(
            429,
            "TOO_MANY_JOBS",
            `You can run ${config.BATCH_MAX_ACTIVE_JOBS} jobs at once. Wait for one to finish or cancel it.`,
            {
              fields: { jobs: `At most ${config.BATCH_MAX_ACTIVE_JOBS} jobs at once` },
            },
          );
        }
        await repository.markStarted(tx, jobId);
        await rowRelease.release(tx, emit, jobId, userId);
      });
      return get(userId, jobId);
    },

    async pause(userId: string, jobId: string): Promise<BatchJob> {
      await db.client.$transaction(async (tx) => {
        const job = await repository.lockJob(tx, jobId, userId);
        if (!job) throw jobNotFound();
        if (job.status !== "running") throw AppError.conflict("Only a running job can be paused.");
        // Rows already in the queue finish; no more are released until the seller resumes.
        await repository.markPaused(tx, jobId, "seller");
      });
      return get(userId, jobId);
    },

    async resume(userId: string, jobId: string, requestId: string): Promise<BatchJob> {
      await transactionWithEvents(db, relay, requestId, async (tx, emit) => {
        const job = await repository.lockJob(tx, jobId, userId);
        if (!job) throw jobNotFound();
        if (job.status !== "paused") throw AppError.conflict("Only a paused job can be resumed.");
        await rowRelease.resumeLocked(tx, emit, jobId, userId);
      });
      return get(userId, jobId);
    },

    async cancel(userId: string, jobId: string): Promise<BatchJob> {
      await db.client.$transaction(async (tx) => {
        const job = await repository.lockJob(tx, jobId, userId);
        if (!job) throw jobNotFound();
        if (job.status === "completed" || job.status === "canceled")
          throw AppError.conflict("This job has already ended.");
        await repository.markCanceled(tx, jobId);
      });
      return get(userId, jobId);
    },
  };
}
