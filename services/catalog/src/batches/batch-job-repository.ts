import {
  BATCH_PAUSE_MESSAGES,
  type BatchJob,
  type BatchPauseReason,
  type BatchProgress,
  type BatchReviewCounts,
  type BatchStatus,
  type GenerationResult,
  type Listing,
  type Platform,
  type Tone,
} from "@shopscript/contracts";
import { AppError, quoteIdentifier, type Database } from "@shopscript/kit";
import { likePattern } from "../data/descriptions-repository";
import type { PrismaClient } from "../generated/prisma/client";
import type { StoredRow } from "./batch-rows";
import type { CatalogProduct } from "./formats";

/** An interactive transaction's client. */
export type Tx = Parameters<Parameters<PrismaClient["$transaction"]>[0]>[0];
type Client = Tx | PrismaClient;

export interface JobRecord {
  id: string;
  userId: string;
  status: string;
  pauseReason: string | null;
  filename: string;
  format: string;
  platform: string;
  tone: string;
  voiceId: string | null;
  headers: unknown;
  skipped: unknown;
  rowCount: number;
  createdAt: Date;
  startedAt: Date | null;
  finishedAt: Date | null;
}

export interface LockedJob {
  status: BatchStatus;
  pauseReason: BatchPauseReason | null;
  platform: Platform;
  tone: Tone;
  voiceId: string | null;
}

/** A row just put in the work queue under a new attempt (`requestId`), to be asked of the generator. */
export interface QueuedRow {
  id: string;
  product: CatalogProduct;
  variant: number;
  requestId: string;
}

/** One attempt at a row, as a generator's answer names it. */
export interface RowAttempt {
  rowId: string;
  requestId: string;
  userId: string;
}

/** A row an answer was stored for: its job, and the seller the row (not the answer) names. */
export interface StoredAnswer {
  jobId: string;
  userId: string;
}

/** A page of a job's rows: after `cursor` (an index), of one status and review state, matching `q`. */
export interface RowQuery {
  cursor?: number;
  limit: number;
  status?: StoredRow["status"];
  review?: StoredRow["review"];
  q?: string;
}

const ACTIVE: BatchStatus[] = ["running", "paused"];

/** The 404 of a job that is not the seller's (or not there, or still importing). */
export const jobNotFound = () => AppError.notFound("Batch job not found");

/**
 * The SQL of catalog mode's jobs once they are imported (upload-repository.ts stores them): the seller's job
 * and its rows, the job's lock, progress and review counts, and every state change of a job or a row. Each
 * method takes the transaction it runs in where its caller holds locks; it decides nothing itself.
 */
export class BatchJobRepository {
  private readonly jobTable: string;
  private readonly rowTable: string;

  constructor(private readonly db: Database<PrismaClient>) {
    const schema = quoteIdentifier(db.schema);
    this.jobTable = `${schema}."BatchJob"`;
    this.rowTable = `${schema}."BatchRow"`;
  }

  /** The seller's job, or 404. A job still importing is nobody's yet: its rows are not all stored. */
  async ownedJob(client: Client, userId: string, jobId: string): Promise<JobRecord> {
    return (
      (await client.batchJob.findFirst({
        where: { id: jobId, userId, status: { not: "importing" } },
        omit: { mapping: true },
      })) ?? Promise.reject(jobNotFound())
    );
  }

  /** The seller's newest jobs. */
  listJobs(userId: string): Promise<JobRecord[]> {
    return this.db.client.batchJob.findMany({
      where: { userId, status: { not: "importing" } },
      orderBy: { createdAt: "desc" },
      take: 50,
      omit: { mapping: true },
    });
  }

  /** Locks the job's row for this transaction: releases, completions and state changes of one job take turns. */
  async lockJob(tx: Tx, jobId: string, userId?: string): Promise<LockedJob | undefined> {
    const rows = await tx.$queryRawUnsafe<LockedJob[]>(
      `SELECT "status", "pauseReason", "platform", "tone", "voiceId" FROM ${this.jobTable} WHERE "id" = $1::uuid ${userId ? `AND "userId" = $2::uuid AND "status" <> 'importing'` : ""} FOR UPDATE`,
      ...(userId ? [jobId, userId] : [jobId]),
    );
    return rows[0];
  }

  /**
   * Locks jobs for this transaction in one order (by id), as a batch of answers for several jobs takes them:
   * two batches that share jobs wait for each other instead of deadlocking.
   */
  async lockJobs(tx: Tx, jobIds: string[]): Promise<void> {
    await tx.$queryRawUnsafe(
      `SELECT "id" FROM ${this.jobTable} WHERE "id" = ANY($1::uuid[]) ORDER BY "id" FOR UPDATE`,
      jobIds,
    );
  }

  /** Locks one row for this transaction. */
  async lockRow(tx: Tx, rowId: string): Promise<void> {
    await tx.$queryRawUnsafe(`SELECT "id" FROM ${this.rowTable} WHERE "id" = $1::uuid FOR UPDATE`, rowId);
  }

  /** Locks rows for this transaction, by id: two transactions locking some of the same rows take them in one order. */
  async lockRows(tx: Tx, rowIds: string[]): Promise<void> {
    await tx.$queryRawUnsafe(
      `SELECT "id" FROM ${this.rowTable} WHERE "id" = ANY($1::uuid[]) ORDER BY "id" FOR UPDATE`,
      rowIds,
    );
  }

  readRows(client: Client, where: object): Promise<StoredRow[]> {
    return client.batchRow.findMany({ where, orderBy: { index: "asc" } }) as unknown as Promise<StoredRow[]>;
  }

  /** A page of the job's rows and the first row after it, if any (`query.limit + 1` at most). */
  async rowPage(userId: string, jobId: string, query: RowQuery): Promise<StoredRow[]> {
    // The page's ids first: a search reads the name and SKU inside the stored product, which Prisma's
    // JSON filters match only case-sensitively. (A job holds at most BATCH_MAX_ROWS rows; its index serves the rest.)
    const pattern = query.q ? likePattern(query.q) : null;
    const page = await this.db.client.$queryRawUnsafe<{ id: string }[]>(
      `SELECT "id" FROM ${this.rowTable}
       WHERE "jobId" = $1::uuid AND "userId" = $2::uuid AND "index" >= $3::int
         AND ($4::text IS NULL OR "status" = $4::text) AND ($5::text IS NULL OR "review" = $5::text)
         AND ($6::text IS NULL OR ("product"->>'name') ILIKE $6::text OR ("product"->>'sku') ILIKE $6::text)
       ORDER BY "index" LIMIT $7::int`,
      jobId,
      userId,
      query.cursor ?? 0,
      query.status ?? null,
      query.review ?? null,
      pattern,
      query.limit + 1,
    );
    return (await this.db.client.batchRow.findMany({
      where: { id: { in: page.map((row) => row.id) } },
      orderBy: { index: "asc" },
    })) as unknown as StoredRow[];
  }

  async progressOf(client: Client, job: JobRecord): Promise<BatchProgress> {
    const counts = await client.$queryRawUnsafe<{ status: string; count: bigint }[]>(
      `SELECT "status", count(*) AS count FROM ${this.rowTable} WHERE "jobId" = $1::uuid GROUP BY "status"`,
      job.id,
    );
    const by = Object.fromEntries(counts.map((c) => [c.status, Number(c.count)]));
    const [recent] = await client.$queryRawUnsafe<{ count: bigint; first: Date | null }[]>(
      `SELECT count(*) AS count, min("finishedAt") AS first FROM ${this.rowTable}
       WHERE "jobId" = $1::uuid AND "finishedAt" > now() - interval '60 seconds'`,
      job.id,
    );
    const total = job.rowCount;
    const done = by.done ?? 0;
    const failed = by.failed ?? 0;
    const canceled = by.canceled ?? 0;
    const remaining = (by.pending ?? 0) + (by.queued ?? 0);
    const recentCount = Number(recent?.count ?? 0);
    // The rate over the last minute of work (or since the first row of it finished): true after a pause too.
    const windowStart = Math.max(
      recent?.first ? new Date(recent.first).getTime() : Date.now(),
      job.startedAt?.getTime() ?? 0,
      Date.now() - 60_000,
    );
    const since =
      job.startedAt && recent?.first
        ? Math.max(1, (Date.now() - Math.min(windowStart, new Date(recent.first).getTime())) / 1000)
        : 0;
    const rowsPerSecond = since > 0 ? Math.round((recentCount / since) * 10) / 10 : 0;
    const running = job.status === "running" || job.status === "paused";
    const pauseReason = job.status === "paused" ? ((job.pauseReason ?? "seller") as BatchPauseReason) : null;
    return {
      status: job.status as BatchStatus,
      pauseReason,
      pauseMessage: pauseReason ? BATCH_PAUSE_MESSAGES[pauseReason] : null,
      total,
      done,
      failed,
      canceled,
      remaining,
      rowsPerSecond,
      // A paused job has no time left to promise: it waits for the seller (or billing).
      secondsLeft:
        job.status === "running" && rowsPerSecond > 0
          ? Math.ceil(remaining / rowsPerSecond)
          : remaining === 0 && !running
            ? 0
            : null,
    };
  }

  /** Rows by review state: what a download will write (approved) and what keeps its uploaded text. */
  async reviewCountsOf(client: Client, jobId: string): Promise<BatchReviewCounts> {
    const counts = await client.$queryRawUnsafe<{ written: boolean; review: string; count: bigint }[]>(
      `SELECT "status" = 'done' AS written, "review", count(*) AS count FROM ${this.rowTable}
       WHERE "jobId" = $1::uuid GROUP BY 1, 2`,
      jobId,
    );
    const of = (written: boolean, review?: string) =>
      counts
        .filter((c) => c.written === written && (review === undefined || c.review === review))
        .reduce((sum, c) => sum + Number(c.count), 0);
    return {
      approved: of(true, "approved"),
      rejected: of(true, "rejected"),
      unreviewed: of(true, "unreviewed"),
      notWritten: of(false),
    };
  }

  /** The job as its owner reads it, with its progress and review counts. */
  async toJob(client: Client, job: JobRecord): Promise<BatchJob> {
    return {
      id: job.id,
      filename: job.filename,
      format: job.format as BatchJob["format"],
      platform: job.platform as Platform,
      tone: job.tone as Tone,
      voiceId: job.voiceId,
      headers: job.headers as string[],
      rowCount: job.rowCount,
      skipped: job.skipped as BatchJob["skipped"],
      createdAt: job.createdAt.toISOString(),
      startedAt: job.startedAt?.toISOString() ?? null,
      finishedAt: job.finishedAt?.toISOString() ?? null,
      progress: await this.progressOf(client, job),
      reviewCounts: await this.reviewCountsOf(client, job.id),
    };
  }

  /** The seller's jobs running or paused. */
  countActive(tx: Tx, userId: string): Promise<number> {
    return tx.batchJob.count({ where: { userId, status: { in: ACTIVE } } });
  }

  async markStarted(tx: Tx, jobId: string): Promise<void> {
    await tx.batchJob.update({
      where: { id: jobId },
      data: { status: "running", startedAt: new Date() },
    });
  }

  async markResumed(tx: Tx, jobId: string): Promise<void> {
    await tx.batchJob.update({ where: { id: jobId }, data: { status: "running", pauseReason: null } });
  }

  async markPaused(tx: Tx, jobId: string, pauseReason: BatchPauseReason): Promise<void> {
    await tx.batchJob.update({ where: { id: jobId }, data: { status: "paused", pauseReason } });
  }

  /** A paused job's reason changes; it stays paused. */
  async setPauseReason(tx: Tx, jobId: string, pauseReason: BatchPauseReason): Promise<void> {
    await tx.batchJob.update({ where: { id: jobId }, data: { pauseReason } });
  }

  /**
   * The job pauses for its seller's account (`reason`, from the generator). A definite "may not generate"
   * replaces "billing could not say"; a pause the seller chose stays theirs.
   */
  async pauseForAccount(tx: Tx, jobId: string, reason: string): Promise<void> {
    await tx.$executeRawUnsafe(
      `UPDATE ${this.jobTable} SET "status" = 'paused', "pauseReason" = $2
       WHERE "id" = $1::uuid AND ("status" = 'running' OR ("status" = 'paused' AND "pauseReason" = 'billing_unavailable'))`,
      jobId,
      reason,
    );
  }

  async markCanceled(tx: Tx, jobId: string): Promise<void> {
    // Rows in the queue are canceled too: a result that arrives for one later is ignored.
    await tx.batchRow.updateMany({
      where: { jobId, status: { in: ["pending", "queued"] } },
      data: { status: "canceled", finishedAt: new Date() },
    });
    await tx.batchJob.update({
      where: { id: jobId },
      data: { status: "canceled", pauseReason: null, finishedAt: new Date() },
    });
  }

  /** A running or paused job with nothing left to do is complete. */
  async completeIfDone(tx: Tx, jobId: string): Promise<void> {
    await tx.$executeRawUnsafe(
      `UPDATE ${this.jobTable} SET "status" = 'completed', "pauseReason" = NULL, "finishedAt" = now()
       WHERE "id" = $1::uuid AND "status" IN ('running', 'paused')
         AND NOT EXISTS (SELECT 1 FROM ${this.rowTable} WHERE "jobId" = $1::uuid AND "status" IN ('pending', 'queued'))`,
      jobId,
    );
  }

  /** Jobs paused because billing could not answer, oldest first, a round's worth. */
  billingPausedJobs(): Promise<{ id: string; userId: string }[]> {
    return this.db.client.batchJob.findMany({
      where: { status: "paused", pauseReason: "billing_unavailable" },
      select: { id: true, userId: true },
      orderBy: { createdAt: "asc" },
      take: 200,
    });
  }

  /**
   * The job's rows in the work queue now, and whether it is the only job running (of any seller): then it
   * may keep a larger window there, as nobody's rows wait behind it.
   */
  async queueState(tx: Tx, jobId: string): Promise<{ queued: number; alone: boolean }> {
    const [state] = await tx.$queryRawUnsafe<{ queued: bigint; others: boolean }[]>(
      `SELECT (SELECT count(*) FROM ${this.rowTable} WHERE "jobId" = $1::uuid AND "status" = 'queued') AS queued,
              EXISTS (SELECT 1 FROM ${this.jobTable} WHERE "status" = 'running' AND "id" <> $1::uuid) AS others`,
      jobId,
    );
    return { queued: Number(state?.queued ?? 0), alone: state ? !state.others : true };
  }

  /** Puts the job's next `count` pending rows (by index) in the work queue, each under a new attempt. */
  queueNext(tx: Tx, jobId: string, count: number): Promise<QueuedRow[]> {
    return tx.$queryRawUnsafe<QueuedRow[]>(
      `UPDATE ${this.rowTable} SET "status" = 'queued', "requestId" = gen_random_uuid(), "queuedAt" = now()
       WHERE "id" IN (SELECT "id" FROM ${this.rowTable} WHERE "jobId" = $1::uuid AND "status" = 'pending' ORDER BY "index" LIMIT ${count})
       RETURNING "id", "product", "variant", "requestId"`,
      jobId,
    );
  }

  /** Puts a finished row back in the work queue for its next variant, unreviewed again. */
  async queueNextVariant(tx: Tx, rowId: string): Promise<QueuedRow | undefined> {
    const [updated] = await tx.$queryRawUnsafe<QueuedRow[]>(
      `UPDATE ${this.rowTable} SET "status" = 'queued', "requestId" = gen_random_uuid(), "variant" = "variant" + 1, "queuedAt" = now(),
         "review" = 'unreviewed', "failure" = NULL
       WHERE "id" = $1::uuid RETURNING "id", "product", "variant", "requestId"`,
      rowId,
    );
    return updated;
  }

  /** Stores the generator's listing for the attempt while the row is still queued under it; how many rows changed. */
  storeListing(tx: Tx, attempt: RowAttempt, result: GenerationResult): Promise<number> {
    return tx.$executeRawUnsafe(
      `UPDATE ${this.rowTable} SET "status" = 'done', "result" = $4::jsonb, "edits" = NULL, "failure" = NULL, "finishedAt" = now()
       WHERE "id" = $1::uuid AND "requestId" = $2::uuid AND "userId" = $3::uuid AND "status" = 'queued'`,
      attempt.rowId,
      attempt.requestId,
      attempt.userId,
      JSON.stringify(result),
    );
  }

  /**
   * Stores many listings in one statement, each only while its row is still queued under the answer's
   * attempt (same row, job, seller and attempt id). A row answered twice in the batch is stored once.
   * Returns the rows stored, with their job and seller.
   */
  storeListings(
    tx: Tx,
    answers: Array<RowAttempt & { jobId: string; result: GenerationResult }>,
  ): Promise<StoredAnswer[]> {
    return this.settleQueued(
      tx,
      `"status" = 'done', "result" = a."result", "edits" = NULL, "failure" = NULL`,
      { name: "result", type: "jsonb" },
      answers,
    );
  }

  /** storeListings for failures: each row failed with its reason, only while still queued under the attempt. */
  storeFailures(
    tx: Tx,
    answers: Array<RowAttempt & { jobId: string; reason: string }>,
  ): Promise<StoredAnswer[]> {
    return this.settleQueued(
      tx,
      `"status" = 'failed', "failure" = a."reason"`,
      { name: "reason", type: "text" },
      answers,
    );
  }

  /**
   * One UPDATE … FROM jsonb_to_recordset for a batch of answers: `set` (which reads the answer's own column
   * `value` as a."<name>") on each row still queued under its answer's attempt; the rows changed, with job and seller.
   */
  private settleQueued<K extends "result" | "reason">(
    tx: Tx,
    set: string,
    value: { name: K; type: "jsonb" | "text" },
    answers: Array<RowAttempt & { jobId: string } & { [P in K]: unknown }>,
  ): Promise<StoredAnswer[]> {
    if (answers.length === 0) return Promise.resolve([]);
    return tx.$queryRawUnsafe<StoredAnswer[]>(
      `UPDATE ${this.rowTable} r SET ${set}, "finishedAt" = now()
       FROM jsonb_to_recordset($1::jsonb) AS a("rowId" uuid, "requestId" uuid, "userId" uuid, "jobId" uuid, "${value.name}" ${value.type})
       WHERE r."id" = a."rowId" AND r."requestId" = a."requestId" AND r."userId" = a."userId" AND r."jobId" = a."jobId"
         AND r."status" = 'queued'
       RETURNING r."jobId"::text AS "jobId", r."userId"::text AS "userId"`,
      JSON.stringify(
        answers.map((a) => ({
          rowId: a.rowId,
          requestId: a.requestId,
          userId: a.userId,
          jobId: a.jobId,
          [value.name]: a[value.name],
        })),
      ),
    );
  }

  /** Stores the generator's failure for the attempt while the row is still queued under it; how many rows changed. */
  storeFailure(tx: Tx, attempt: RowAttempt, reason: string): Promise<number> {
    return tx.$executeRawUnsafe(
      `UPDATE ${this.rowTable} SET "status" = 'failed', "failure" = $4, "finishedAt" = now()
       WHERE "id" = $1::uuid AND "requestId" = $2::uuid AND "userId" = $3::uuid AND "status" = 'queued'`,
      attempt.rowId,
      attempt.requestId,
      attempt.userId,
      reason,
    );
  }

  /** The attempt's row back to pending, with no attempt, while it is still queued under it; how many rows changed. */
  returnToPending(tx: Tx, attempt: RowAttempt): Promise<number> {
    return tx.$executeRawUnsafe(
      `UPDATE ${this.rowTable} SET "status" = 'pending', "requestId" = NULL, "queuedAt" = NULL
       WHERE "id" = $1::uuid AND "requestId" = $2::uuid AND "userId" = $3::uuid AND "status" = 'queued'`,
      attempt.rowId,
      attempt.requestId,
      attempt.userId,
    );
  }

  /**
   * The attempt's row back to what it was before it was regenerated, while it is still queued under it: its
   * earlier listing (and variant), or failed with `failure` when it had none; how many rows changed.
   */
  restoreRow(tx: Tx, attempt: RowAttempt, failure: string): Promise<number> {
    return tx.$executeRawUnsafe(
      `UPDATE ${this.rowTable}
       SET "status" = CASE WHEN "result" IS NULL THEN 'failed' ELSE 'done' END,
           "variant" = CASE WHEN "result" IS NULL THEN "variant" ELSE greatest("variant" - 1, 0) END,
           "failure" = CASE WHEN "result" IS NULL THEN $4 ELSE NULL END, "finishedAt" = now()
       WHERE "id" = $1::uuid AND "requestId" = $2::uuid AND "userId" = $3::uuid AND "status" = 'queued'`,
      attempt.rowId,
      attempt.requestId,
      attempt.userId,
      failure,
    );
  }

  async saveEdits(tx: Tx, rowId: string, edits: Listing, descriptionId: string | null): Promise<void> {
    await tx.batchRow.update({ where: { id: rowId }, data: { edits, descriptionId } });
  }

  async markApproved(tx: Tx, rowId: string, descriptionId: string): Promise<void> {
    await tx.batchRow.update({ where: { id: rowId }, data: { review: "approved", descriptionId } });
  }

  async markRejected(tx: Tx, rowId: string): Promise<void> {
    await tx.batchRow.update({
      where: { id: rowId },
      data: { review: "rejected", descriptionId: null },
    });
  }

  /** Rows in the work queue and running jobs, for /metrics. */
  async queueFigures(): Promise<{
    queuedRows: number;
    pendingRows: number;
    runningJobs: number;
    finishedLastMinute: number;
  }> {
    const [row] = await this.db.client.$queryRawUnsafe<
      { queued: bigint; pending: bigint; jobs: bigint; finished: bigint }[]
    >(
      `SELECT (SELECT count(*) FROM ${this.rowTable} WHERE "status" = 'queued') AS queued,
              (SELECT count(*) FROM ${this.rowTable} WHERE "finishedAt" > now() - interval '60 seconds' AND "status" IN ('done', 'failed')) AS finished,
              (SELECT count(*) FROM ${this.rowTable} r JOIN ${this.jobTable} j ON j."id" = r."jobId" WHERE r."status" = 'pending' AND j."status" = 'running') AS pending,
              (SELECT count(*) FROM ${this.jobTable} WHERE "status" = 'running') AS jobs`,
    );
    return {
      queuedRows: Number(row?.queued ?? 0),
      pendingRows: Number(row?.pending ?? 0),
      runningJobs: Number(row?.jobs ?? 0),
      finishedLastMinute: Number(row?.finished ?? 0),
    };
  }

  /** Account deletion takes the seller's jobs and rows with it. */
  async purgeUser(tx: Tx, userId: string): Promise<void> {
    await tx.batchJob.deleteMany({ where: { userId } });
  }
}
