import { MESSAGES, type EventPayload } from "@shopscript/contracts";
import { transactionWithEvents, type Database, type Emit, type OutboxRelay } from "@shopscript/kit";
import type { PrismaClient } from "../generated/prisma/client";
import type { BatchJobRepository, Tx } from "./batch-job-repository";
import type { RowRelease } from "./row-release";

/** A generator's answer for one row, as the result consumer hands it on. */
export type Answer =
  | (EventPayload<"generation.completed"> & { kind: "completed" })
  | (EventPayload<"generation.failed"> & { kind: "failed" })
  | (EventPayload<"generation.deferred"> & { kind: "deferred" });

export interface StoreResultDeps {
  db: Database<PrismaClient>;
  relay: OutboxRelay;
  repository: BatchJobRepository;
  rowRelease: RowRelease;
}

/**
 * The generator's side of a job: its answers for rows (written, failed, or deferred for the seller's
 * account) stored once each, the job's next rows released and the job completed when none are left; and
 * jobs paused because billing could not answer, resumed once it does.
 */
export function createStoreResult(deps: StoreResultDeps) {
  const { db, relay, repository, rowRelease } = deps;

  /**
   * The generator did not write a row because of the seller's account (generation.deferred): the seller may
   * no longer generate, or billing could not say. Nothing is wrong with the row, so it goes back to pending
   * (not failed), to be released again on resume under a new attempt id; the job pauses with the reason.
   * Stored once, like a result: only while the row is queued under the same attempt. A row regenerated on a
   * job that has already ended goes back to what it was (its earlier listing, or failed with the reason).
   */
  const deferRow = async (tx: Tx, answer: EventPayload<"generation.deferred">): Promise<boolean> => {
    const job = await repository.lockJob(tx, answer.jobId);
    if (!job) return false;
    const active = job.status === "running" || job.status === "paused";
    const moved = active
      ? await repository.returnToPending(tx, answer)
      : await repository.restoreRow(tx, answer, MESSAGES.BATCH_ROW_NOT_ENTITLED);
    if (moved === 0 || !active) return moved > 0;
    await repository.pauseForAccount(tx, answer.jobId, answer.reason);
    return true;
  };

  return {
    /**
     * A generator's answer (generation.completed / generation.failed), stored once: only while the row is
     * queued under the same attempt. A redelivered answer, one for a canceled row or for an attempt replaced
     * by a regenerate, changes nothing. Each stored answer releases the job's next row.
     */
    async storeResult(
      tx: Tx,
      emit: Emit,
      answer:
        | (EventPayload<"generation.completed"> & { kind: "completed" })
        | (EventPayload<"generation.failed"> & { kind: "failed" }),
    ): Promise<boolean> {
      // The job's lock first, as cancel, pause and regenerate take it: a row and its job are always locked in
      // that order, so a result arriving during a cancel waits instead of deadlocking with it.
      await repository.lockJob(tx, answer.jobId);
      const stored =
        answer.kind === "completed"
          ? await repository.storeListing(tx, answer, answer.result)
          : await repository.storeFailure(tx, answer, answer.reason);
      if (stored === 0) return false;
      await rowRelease.release(tx, emit, answer.jobId, answer.userId);
      await repository.completeIfDone(tx, answer.jobId);
      return true;
    },

    /**
     * Many answers in the caller's one transaction (the result consumer's batch), each stored exactly as
     * storeResult and deferRow would store it alone: a row only while it is queued under the answer's
     * attempt, so a second answer for it changes nothing. The jobs are locked first, in one order; deferred
     * rows are put back (and their jobs paused) before anything is released; then each job with a stored
     * answer has its window topped up once and is completed when nothing is left. `emitFor(answer)` emits
     * correlated with that answer.
     */
    async storeResults(tx: Tx, emitFor: (answer: Answer) => Emit, answers: Answer[]): Promise<void> {
      const jobIds = [...new Set(answers.map((answer) => answer.jobId))].sort();
      await repository.lockJobs(tx, jobIds);
      const stored = [
        ...(await repository.storeListings(
          tx,
          answers.flatMap((answer) => (answer.kind === "completed" ? [answer] : [])),
        )),
        ...(await repository.storeFailures(
          tx,
          answers.flatMap((answer) => (answer.kind === "failed" ? [answer] : [])),
        )),
      ];
      for (const answer of answers) if (answer.kind === "deferred") await deferRow(tx, answer);
      // The seller the stored row names, not the answer: requests are released for the row's owner.
      const ownerOf = new Map(stored.map((row) => [row.jobId, row.userId]));
      for (const jobId of jobIds) {
        const userId = ownerOf.get(jobId);
        if (!userId) continue;
        const first = answers.find((answer) => answer.jobId === jobId)!;
        const { inQueue } = await rowRelease.release(tx, emitFor(first), jobId, userId);
        // Rows still in the queue: not done yet, nothing to ask the database.
        if (inQueue === 0) await repository.completeIfDone(tx, jobId);
      }
    },

    deferRow,

    /**
     * Jobs paused because billing could not answer resume by themselves once it answers: asked once per
     * seller (not per row). "May generate" resumes the job; "may not" turns the pause into the access pause,
     * which the seller lifts by subscribing and pressing Resume; still no answer leaves it for the next round.
     */
    async recheckBillingPauses(canGenerate: (userId: string) => Promise<boolean>): Promise<number> {
      const waiting = await repository.billingPausedJobs();
      const answers = new Map<string, boolean | null>();
      let resumed = 0;
      for (const job of waiting) {
        if (!answers.has(job.userId)) {
          answers.set(job.userId, await canGenerate(job.userId).catch(() => null));
        }
        const answer = answers.get(job.userId);
        if (answer === null || answer === undefined) continue;
        await transactionWithEvents(db, relay, `billing-recheck-${job.id}`, async (tx, emit) => {
          const current = await repository.lockJob(tx, job.id);
          if (current?.status !== "paused" || current.pauseReason !== "billing_unavailable") return;
          if (answer) {
            await rowRelease.resumeLocked(tx, emit, job.id, job.userId);
            resumed++;
          } else {
            await repository.setPauseReason(tx, job.id, "not_entitled");
          }
        });
      }
      return resumed;
    },
  };
}
