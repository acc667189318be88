import type { Platform, Tone } from "@shopscript/contracts";
import type { Emit } from "@shopscript/kit";
import type { BatchConfig } from "./batch-config";
import type { BatchJobRepository, QueuedRow, Tx } from "./batch-job-repository";
import { generationRequestFor } from "./batch-rows";

/** What a release did: rows it put in the work queue, and the job's rows there now. */
export interface Released {
  released: number;
  inQueue: number;
}

export interface RowReleaseDeps {
  repository: BatchJobRepository;
  config: BatchConfig;
}

/**
 * How a job's rows reach the generator: a row put in the work queue is asked for as generation.requested
 * (in the caller's transaction, through its outbox), and a running job keeps at most `BATCH_WINDOW` rows
 * there (`BATCH_SOLO_WINDOW` while it is the only job running). Starting, resuming, regenerating and every stored answer go through here.
 */
export function createRowRelease(deps: RowReleaseDeps) {
  const { repository, config } = deps;

  const requestGeneration = async (
    emit: Emit,
    job: { jobId: string; userId: string; platform: Platform; tone: Tone; voiceId: string | null },
    row: QueuedRow,
  ) => {
    const request = generationRequestFor(row.product, job, row.variant);
    // Checked at upload; a row that got here is valid, so this only guards against a changed contract.
    if (!request.ok) throw new Error(`row ${row.id} cannot be requested: ${request.reason}`);
    await emit("generation.requested", {
      userId: job.userId,
      jobId: job.jobId,
      rowId: row.id,
      requestId: row.requestId,
      product: request.request,
    });
  };

  /**
   * Per-seller fairness: a running job has at most `BATCH_WINDOW` rows in the work queue. This tops its
   * window up (at start, on resume, and as rows finish), so a job uploaded later, by this seller or another,
   * waits behind a few rows of each running job, never behind thousands. A job running alone may keep
   * `BATCH_SOLO_WINDOW` there, enough to keep every generator busy while its answers are stored in batches;
   * once another job runs, it is topped up to `BATCH_WINDOW` again only, so the newcomer waits behind at most
   * what the lone job had queued.
   */
  const release = async (tx: Tx, emit: Emit, jobId: string, userId: string): Promise<Released> => {
    const job = await repository.lockJob(tx, jobId);
    if (job?.status !== "running") return { released: 0, inQueue: 0 };
    const { queued, alone } = await repository.queueState(tx, jobId);
    const window = alone ? Math.max(config.BATCH_SOLO_WINDOW, config.BATCH_WINDOW) : config.BATCH_WINDOW;
    if (window - queued <= 0) return { released: 0, inQueue: queued };
    const next = await repository.queueNext(tx, jobId, window - queued);
    for (const row of next) {
      await requestGeneration(emit, { jobId, userId, platform: job.platform, tone: job.tone, voiceId: job.voiceId }, row);
    }
    return { released: next.length, inQueue: queued + next.length };
  };

  /** Runs a paused job (its lock held) again: rows that were put back to pending go out first, by index. */
  const resumeLocked = async (tx: Tx, emit: Emit, jobId: string, userId: string) => {
    await repository.markResumed(tx, jobId);
    await release(tx, emit, jobId, userId);
    await repository.completeIfDone(tx, jobId);
  };

  return { requestGeneration, release, resumeLocked };
}

export type RowRelease = ReturnType<typeof createRowRelease>;
