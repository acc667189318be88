import {
  BATCH_PAUSE_MESSAGES,
  MESSAGES,
  type CatalogDownloadKind,
  type BatchJob,
  type BatchPauseReason,
  type BatchProgress,
  type BatchDownloadRows,
  type BatchReviewAction,
  type BatchReviewCounts,
  type BatchRowPage,
  type BatchStatus,
  type EventPayload,
  type GenerationResult,
  type Listing,
  type Platform,
  type Tone,
} from "@shopscript/contracts";
import {
  AppError,
  quoteIdentifier,
  transactionWithEvents,
  type Database,
  type Emit,
  type Logger,
  type OutboxRelay,
} from "@shopscript/kit";
import { DescriptionsRepository } from "../data/descriptions-repository";
import type { PrismaClient } from "../generated/prisma/client";
import type { BatchConfig } from "./batch-config";
import {
  effectiveDescription,
  effectiveListing,
  generationRequestFor,
  rowPasses,
  toBatchRow,
  type StoredRow,
} from "./batch-rows";
import { DOWNLOAD_FILES, writeCatalogDownload, type CatalogProduct, type CatalogUpload } from "./formats";
import { createUploadBatch } from "./upload-batch";
import { BatchUploadRepository } from "./upload-repository";
import type { UploadWork } from "./upload-work-pool";

type Tx = Parameters<Parameters<PrismaClient["$transaction"]>[0]>[0];

// Small enough that one chunk stays well inside an interactive transaction's 5 s limit on a busy database.
const APPROVE_CHUNK = 20;
const ACTIVE: BatchStatus[] = ["running", "paused"];

interface JobRecord {
  id: string;
  userId: string;
  status: string;
  pauseReason: string | null;
  filename: string;
  format: string;
  platform: string;
  tone: string;
  headers: unknown;
  skipped: unknown;
  rowCount: number;
  createdAt: Date;
  startedAt: Date | null;
  finishedAt: Date | null;
}

interface LockedJob {
  status: BatchStatus;
  pauseReason: BatchPauseReason | null;
  platform: Platform;
  tone: Tone;
}

export interface BatchDeps {
  db: Database<PrismaClient>;
  relay: OutboxRelay;
  config: BatchConfig;
  log: Logger;
  /** Where uploads are read, off the event loop (upload-work-pool.ts). */
  uploadWork: UploadWork;
}

/** Catalog mode's use cases: every one acts for the signed-in owner only (the result consumer excepted). */
export function createBatchJobs(deps: BatchDeps) {
  const { db, relay, config } = deps;
  const schema = quoteIdentifier(db.schema);
  const jobTable = `${schema}."BatchJob"`;
  const rowTable = `${schema}."BatchRow"`;
  const descriptions = new DescriptionsRepository(db.schema);
  const uploadFiles = new BatchUploadRepository(db);
  const notFound = () => AppError.notFound("Batch job not found");
  /** A job the seller may delete: not started, or ended. */
  const REMOVABLE = ["draft", "completed", "canceled"] as const;

  // A job still importing is nobody's yet: its rows are not all stored.
  const ownedJob = async (client: Tx | PrismaClient, userId: string, jobId: string): Promise<JobRecord> =>
    (await client.batchJob.findFirst({
      where: { id: jobId, userId, status: { not: "importing" } },
      omit: { mapping: true },
    })) ?? Promise.reject(notFound());

  /** Locks the job's row for this transaction: releases, completions and state changes of one job take turns. */
  const lockJob = async (
    tx: Tx,
    jobId: string,
    userId?: string,
  ): Promise<LockedJob | undefined> => {
    const rows = await tx.$queryRawUnsafe<LockedJob[]>(
      `SELECT "status", "pauseReason", "platform", "tone" FROM ${jobTable} WHERE "id" = $1::uuid ${userId ? `AND "userId" = $2::uuid AND "status" <> 'importing'` : ""} FOR UPDATE`,
      ...(userId ? [jobId, userId] : [jobId]),
    );
    return rows[0];
  };

  /**
   * Per-seller fairness: a running job has at most `BATCH_WINDOW` rows in the work queue. This tops its
   * window up (at start, on resume, and one for one as rows finish), so a job uploaded later, by this
   * seller or another, waits behind a few rows of each running job, never behind thousands.
   */
  const release = async (tx: Tx, emit: Emit, jobId: string, userId: string): Promise<number> => {
    const job = await lockJob(tx, jobId);
    if (job?.status !== "running") return 0;
    const [inFlight] = await tx.$queryRawUnsafe<{ count: bigint }[]>(
      `SELECT count(*) AS count FROM ${rowTable} WHERE "jobId" = $1::uuid AND "status" = 'queued'`,
      jobId,
    );
    const room = config.BATCH_WINDOW - Number(inFlight?.count ?? 0);
    if (room <= 0) return 0;
    const next = await tx.$queryRawUnsafe<{ id: string; product: CatalogProduct; variant: number }[]>(
      `UPDATE ${rowTable} SET "status" = 'queued', "requestId" = gen_random_uuid(), "queuedAt" = now()
       WHERE "id" IN (SELECT "id" FROM ${rowTable} WHERE "jobId" = $1::uuid AND "status" = 'pending' ORDER BY "index" LIMIT ${room})
       RETURNING "id", "product", "variant", "requestId"`,
      jobId,
    );
    for (const row of next as { id: string; product: CatalogProduct; variant: number; requestId: string }[]) {
      await requestGeneration(emit, { jobId, userId, platform: job.platform, tone: job.tone }, row);
    }
    return next.length;
  };

  const requestGeneration = async (
    emit: Emit,
    job: { jobId: string; userId: string; platform: Platform; tone: Tone },
    row: { id: string; product: CatalogProduct; variant: number; requestId: string },
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

  /** Runs a paused job (its lock held) again: rows that were put back to pending go out first, by index. */
  const resumeLocked = async (tx: Tx, emit: Emit, jobId: string, userId: string) => {
    await tx.batchJob.update({ where: { id: jobId }, data: { status: "running", pauseReason: null } });
    await release(tx, emit, jobId, userId);
    await completeIfDone(tx, jobId);
  };

  /** A running or paused job with nothing left to do is complete. */
  const completeIfDone = async (tx: Tx, jobId: string) => {
    await tx.$executeRawUnsafe(
      `UPDATE ${jobTable} SET "status" = 'completed', "pauseReason" = NULL, "finishedAt" = now()
       WHERE "id" = $1::uuid AND "status" IN ('running', 'paused')
         AND NOT EXISTS (SELECT 1 FROM ${rowTable} WHERE "jobId" = $1::uuid AND "status" IN ('pending', 'queued'))`,
      jobId,
    );
  };

  const progressOf = async (client: Tx | PrismaClient, job: JobRecord): Promise<BatchProgress> => {
    const counts = await client.$queryRawUnsafe<{ status: string; count: bigint }[]>(
      `SELECT "status", count(*) AS count FROM ${rowTable} WHERE "jobId" = $1::uuid GROUP BY "status"`,
      job.id,
    );
    const by = Object.fromEntries(counts.map((c) => [c.status, Number(c.count)]));
    const [recent] = await client.$queryRawUnsafe<{ count: bigint; first: Date | null }[]>(
      `SELECT count(*) AS count, min("finishedAt") AS first FROM ${rowTable}
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
  };

  /** Rows by review state: what a download will write (approved) and what keeps its uploaded text. */
  const reviewCountsOf = async (client: Tx | PrismaClient, jobId: string): Promise<BatchReviewCounts> => {
    const counts = await client.$queryRawUnsafe<{ written: boolean; review: string; count: bigint }[]>(
      `SELECT "status" = 'done' AS written, "review", count(*) AS count FROM ${rowTable}
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
  };

  const toJob = async (client: Tx | PrismaClient, job: JobRecord): Promise<BatchJob> => ({
    id: job.id,
    filename: job.filename,
    format: job.format as BatchJob["format"],
    platform: job.platform as Platform,
    tone: job.tone as Tone,
    headers: job.headers as string[],
    rowCount: job.rowCount,
    skipped: job.skipped as BatchJob["skipped"],
    createdAt: job.createdAt.toISOString(),
    startedAt: job.startedAt?.toISOString() ?? null,
    finishedAt: job.finishedAt?.toISOString() ?? null,
    progress: await progressOf(client, job),
    reviewCounts: await reviewCountsOf(client, job.id),
  });

  const uploads = createUploadBatch({
    repository: uploadFiles,
    config,
    work: deps.uploadWork,
    log: deps.log,
    describe: async (userId, jobId) => toJob(db.client, await ownedJob(db.client, userId, jobId)),
  });

  const readRows = (tx: Tx | PrismaClient, where: object) =>
    tx.batchRow.findMany({ where, orderBy: { index: "asc" } }) as unknown as Promise<StoredRow[]>;

  /** Saves a written row's listing (with the seller's edits) to the seller's descriptions; answers its id. */
  const saveDescription = async (
    tx: Tx,
    emit: Emit,
    userId: string,
    row: StoredRow,
    job: { platform: Platform; tone: Tone },
  ): Promise<string> => {
    const result = row.result!;
    const saved = await descriptions.create(tx, userId, {
      productName: result.productName || row.product.name,
      keywords: result.keywords ?? row.product.keywords.join(", "),
      platform: result.platform ?? job.platform,
      tone: result.tone ?? job.tone,
      productUrl: null,
      description: effectiveDescription(row)!,
      listing: effectiveListing(row),
    });
    await emit("description.saved", { userId, descriptionId: saved.id, platform: saved.platform });
    return saved.id;
  };

  const approveRow = async (
    tx: Tx,
    emit: Emit,
    userId: string,
    row: StoredRow,
    job: { platform: Platform; tone: Tone },
  ) => {
    if (row.status !== "done" || !row.result || row.review === "approved") return false;
    const descriptionId = await saveDescription(tx, emit, userId, row, job);
    await tx.batchRow.update({ where: { id: row.id }, data: { review: "approved", descriptionId } });
    return true;
  };

  return {
    /** Reads an upload and stores it as a draft job, a short statement at a time (upload-batch.ts); answers the preview. */
    upload: uploads.upload,

    /** Imports a stopped process left unfinished, removed once they are old (a timer of the service calls this). */
    discardAbandonedImports: uploads.discardAbandonedImports,

    /**
     * Deletes a job the seller no longer wants: a draft (a preview they did not start) or one that has ended.
     * A running or paused job is canceled first (409). Its rows and file go; listings already approved stay
     * in the seller's descriptions. Out of sight at once, then removed a short statement at a time.
     */
    async remove(userId: string, jobId: string): Promise<void> {
      await ownedJob(db.client, userId, jobId);
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

    async list(userId: string): Promise<BatchJob[]> {
      const jobs = await db.client.batchJob.findMany({
        where: { userId, status: { not: "importing" } },
        orderBy: { createdAt: "desc" },
        take: 50,
        omit: { mapping: true },
      });
      return Promise.all(jobs.map((job) => toJob(db.client, job)));
    },

    async get(userId: string, jobId: string): Promise<BatchJob> {
      return toJob(db.client, await ownedJob(db.client, userId, jobId));
    },

    async progress(userId: string, jobId: string): Promise<BatchProgress> {
      return progressOf(db.client, await ownedJob(db.client, userId, jobId));
    },

    async start(userId: string, jobId: string, requestId: string): Promise<BatchJob> {
      await transactionWithEvents(db, relay, requestId, async (tx, emit) => {
        const job = await lockJob(tx, jobId, userId);
        if (!job) throw notFound();
        if (job.status !== "draft") throw AppError.conflict("This job has already started.");
        const active = await tx.batchJob.count({ where: { userId, status: { in: ACTIVE } } });
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
        await tx.batchJob.update({
          where: { id: jobId },
          data: { status: "running", startedAt: new Date() },
        });
        await release(tx, emit, jobId, userId);
      });
      return this.get(userId, jobId);
    },

    async pause(userId: string, jobId: string): Promise<BatchJob> {
      await db.client.$transaction(async (tx) => {
        const job = await lockJob(tx, jobId, userId);
        if (!job) throw notFound();
        if (job.status !== "running") throw AppError.conflict("Only a running job can be paused.");
        // Rows already in the queue finish; no more are released until the seller resumes.
        await tx.batchJob.update({ where: { id: jobId }, data: { status: "paused", pauseReason: "seller" } });
      });
      return this.get(userId, jobId);
    },

    async resume(userId: string, jobId: string, requestId: string): Promise<BatchJob> {
      await transactionWithEvents(db, relay, requestId, async (tx, emit) => {
        const job = await lockJob(tx, jobId, userId);
        if (!job) throw notFound();
        if (job.status !== "paused") throw AppError.conflict("Only a paused job can be resumed.");
        await resumeLocked(tx, emit, jobId, userId);
      });
      return this.get(userId, jobId);
    },

    async cancel(userId: string, jobId: string): Promise<BatchJob> {
      await db.client.$transaction(async (tx) => {
        const job = await lockJob(tx, jobId, userId);
        if (!job) throw notFound();
        if (job.status === "completed" || job.status === "canceled")
          throw AppError.conflict("This job has already ended.");
        // Rows in the queue are canceled too: a result that arrives for one later is ignored.
        await tx.batchRow.updateMany({
          where: { jobId, status: { in: ["pending", "queued"] } },
          data: { status: "canceled", finishedAt: new Date() },
        });
        await tx.batchJob.update({
          where: { id: jobId },
          data: { status: "canceled", pauseReason: null, finishedAt: new Date() },
        });
      });
      return this.get(userId, jobId);
    },

    async rows(
      userId: string,
      jobId: string,
      query: { cursor?: number; limit: number; status?: StoredRow["status"]; review?: StoredRow["review"]; q?: string },
    ): Promise<BatchRowPage> {
      await ownedJob(db.client, userId, jobId);
      // The page's ids first: a search reads the name and SKU inside the stored product, which Prisma's
      // JSON filters match only case-sensitively. (A job holds at most BATCH_MAX_ROWS rows; its index serves the rest.)
      const pattern = query.q ? `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
      const page = await db.client.$queryRawUnsafe<{ id: string }[]>(
        `SELECT "id" FROM ${rowTable}
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
      const rows = (await db.client.batchRow.findMany({
        where: { id: { in: page.map((row) => row.id) } },
        orderBy: { index: "asc" },
      })) as unknown as StoredRow[];
      const items = rows.slice(0, query.limit).map(toBatchRow);
      return { items, nextCursor: rows.length > query.limit ? String(rows[query.limit]!.index) : null };
    },

    /**
     * The seller's edit of some of a row's fields; only fields the listing has, a list for a list. Allowed
     * before and after approval: an approved row stays approved, and its copy in the seller's descriptions
     * is replaced by the edited one (so a typo is fixed without rejecting the row first).
     */
    async editRow(userId: string, jobId: string, rowId: string, listing: Listing, requestId: string) {
      return transactionWithEvents(db, relay, requestId, async (tx, emit) => {
        await tx.$queryRawUnsafe(`SELECT "id" FROM ${rowTable} WHERE "id" = $1::uuid FOR UPDATE`, rowId);
        const [row] = await readRows(tx, { id: rowId, jobId, userId });
        if (!row) throw AppError.notFound("Row not found");
        if (row.status !== "done" || !row.result)
          throw AppError.conflict("This row has no listing to edit yet.");
        const generated = row.result.listing;
        const problems = Object.entries(listing).flatMap(([key, value]) =>
          // The row's own fields only: `key in` would also see Object.prototype's (`toString`, `constructor`).
          !Object.hasOwn(generated, key)
            ? [[`listing.${key}`, "Not a field of this listing"]]
            : Array.isArray(generated[key]) !== Array.isArray(value)
              ? [[`listing.${key}`, Array.isArray(generated[key]) ? "Must be a list" : "Must be text"]]
              : [],
        );
        if (problems.length) throw AppError.validation(Object.fromEntries(problems));
        const edits = { ...(row.edits ?? {}), ...listing };
        const edited = { ...row, edits };
        let descriptionId = row.descriptionId;
        if (row.review === "approved") {
          // The saved copy follows the edit: the old one leaves the seller's descriptions, the edited one is saved.
          if (row.descriptionId && (await descriptions.deleteOwned(tx, userId, row.descriptionId))) {
            await emit("description.deleted", { userId, descriptionId: row.descriptionId });
          }
          const job = await ownedJob(tx, userId, jobId);
          descriptionId = await saveDescription(tx, emit, userId, edited, {
            platform: job.platform as Platform,
            tone: job.tone as Tone,
          });
        }
        await tx.batchRow.update({ where: { id: rowId }, data: { edits, descriptionId } });
        return toBatchRow({ ...edited, descriptionId });
      });
    },

    /** Another wording of one row: the next variant, through the same queue. */
    async regenerateRow(userId: string, jobId: string, rowId: string, requestId: string) {
      return transactionWithEvents(db, relay, requestId, async (tx, emit) => {
        const job = await lockJob(tx, jobId, userId);
        if (!job) throw notFound();
        const [row] = await readRows(tx, { id: rowId, jobId, userId });
        if (!row) throw AppError.notFound("Row not found");
        if (row.status !== "done" && row.status !== "failed")
          throw AppError.conflict("This row is not finished yet.");
        if (row.review === "approved")
          throw AppError.conflict("This row is approved and saved; reject it to regenerate it.");
        const [updated] = await tx.$queryRawUnsafe<
          { id: string; product: CatalogProduct; variant: number; requestId: string }[]
        >(
          `UPDATE ${rowTable} SET "status" = 'queued', "requestId" = gen_random_uuid(), "variant" = "variant" + 1, "queuedAt" = now(),
             "review" = 'unreviewed', "failure" = NULL
           WHERE "id" = $1::uuid RETURNING "id", "product", "variant", "requestId"`,
          rowId,
        );
        await requestGeneration(emit, { jobId, userId, platform: job.platform, tone: job.tone }, updated!);
        return toBatchRow({
          ...row,
          status: "queued",
          variant: updated!.variant,
          review: "unreviewed",
          failure: null,
        });
      });
    },

    /** Approve (saving to the seller's descriptions) or reject rows, or approve every row that passes the checker. */
    async review(
      userId: string,
      jobId: string,
      action: BatchReviewAction,
      requestId: string,
    ): Promise<{ changed: number }> {
      const job = await ownedJob(db.client, userId, jobId);
      const jobDefaults = { platform: job.platform as Platform, tone: job.tone as Tone };
      if (action.action === "reject") {
        const rows = await readRows(db.client, { jobId, userId, id: { in: action.rowIds } });
        let changed = 0;
        for (const row of rows) {
          await transactionWithEvents(db, relay, requestId, async (tx, emit) => {
            // A rejected row that had been approved leaves the seller's descriptions again.
            if (row.descriptionId && (await descriptions.deleteOwned(tx, userId, row.descriptionId))) {
              await emit("description.deleted", { userId, descriptionId: row.descriptionId });
            }
            await tx.batchRow.update({
              where: { id: row.id },
              data: { review: "rejected", descriptionId: null },
            });
          });
          changed++;
        }
        return { changed };
      }
      const where =
        action.action === "approve"
          ? { jobId, userId, id: { in: action.rowIds }, status: "done" }
          : { jobId, userId, status: "done", review: "unreviewed" };
      const rows = (await readRows(db.client, where)).filter(
        (row) => action.action === "approve" || rowPasses(row),
      );
      let changed = 0;
      // A transaction per chunk: a large approval commits as it goes; under the row locks a row approved
      // twice (two clicks, two tabs) is saved once.
      for (let start = 0; start < rows.length; start += APPROVE_CHUNK) {
        const ids = rows.slice(start, start + APPROVE_CHUNK).map((row) => row.id);
        changed += await transactionWithEvents(db, relay, requestId, async (tx, emit) => {
          await tx.$queryRawUnsafe(
            `SELECT "id" FROM ${rowTable} WHERE "id" = ANY($1::uuid[]) ORDER BY "id" FOR UPDATE`,
            ids,
          );
          let approved = 0;
          for (const current of await readRows(tx, { id: { in: ids }, userId })) {
            if (await approveRow(tx, emit, userId, current, jobDefaults)) approved++;
          }
          return approved;
        });
      }
      return { changed };
    },

    /**
     * The file to re-import, with the seller's edits: by default only the approved rows are written, and every
     * other row (not reviewed, rejected, failed) keeps each byte it was uploaded with. `rows: "written"` takes
     * every written row that was not rejected (the public API, which has no review).
     */
    async download(
      userId: string,
      jobId: string,
      kind: CatalogDownloadKind,
      which: BatchDownloadRows = "approved",
    ): Promise<{ body: Buffer | string; filename: string; contentType: string }> {
      const job = await ownedJob(db.client, userId, jobId);
      const rows = await readRows(db.client, {
        jobId,
        userId,
        status: "done",
        review: which === "approved" ? "approved" : { not: "rejected" },
      });
      const results = new Map<string, Listing>();
      for (const row of rows) {
        const listing = effectiveListing(row);
        if (listing) results.set(row.key, listing);
      }
      const all = await readRows(db.client, { jobId, userId });
      const upload: CatalogUpload = {
        format: job.format as CatalogUpload["format"],
        headers: job.headers as string[],
        products: all.map((row) => row.product),
        skipped: job.skipped as CatalogUpload["skipped"],
        rowCount: job.rowCount,
      };
      const body = writeCatalogDownload(kind, await uploadFiles.readFile(jobId), upload, results);
      const base = job.filename.replace(/\.[^.]*$/, "") || "catalog";
      const { contentType, extension } = DOWNLOAD_FILES[kind];
      return {
        body,
        filename: `${base}-shopscript${kind === "original" ? "" : `-${kind}`}.${extension}`,
        contentType,
      };
    },

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
      await lockJob(tx, answer.jobId);
      const stored =
        answer.kind === "completed"
          ? await tx.$executeRawUnsafe(
              `UPDATE ${rowTable} SET "status" = 'done', "result" = $4::jsonb, "edits" = NULL, "failure" = NULL, "finishedAt" = now()
               WHERE "id" = $1::uuid AND "requestId" = $2::uuid AND "userId" = $3::uuid AND "status" = 'queued'`,
              answer.rowId,
              answer.requestId,
              answer.userId,
              JSON.stringify(answer.result satisfies GenerationResult),
            )
          : await tx.$executeRawUnsafe(
              `UPDATE ${rowTable} SET "status" = 'failed', "failure" = $4, "finishedAt" = now()
               WHERE "id" = $1::uuid AND "requestId" = $2::uuid AND "userId" = $3::uuid AND "status" = 'queued'`,
              answer.rowId,
              answer.requestId,
              answer.userId,
              answer.reason,
            );
      if (stored === 0) return false;
      await release(tx, emit, answer.jobId, answer.userId);
      await completeIfDone(tx, answer.jobId);
      return true;
    },

    /**
     * The generator did not write a row because of the seller's account (generation.deferred): the seller may
     * no longer generate, or billing could not say. Nothing is wrong with the row, so it goes back to pending
     * (not failed), to be released again on resume under a new attempt id; the job pauses with the reason.
     * Stored once, like a result: only while the row is queued under the same attempt. A row regenerated on a
     * job that has already ended goes back to what it was (its earlier listing, or failed with the reason).
     */
    async deferRow(tx: Tx, answer: EventPayload<"generation.deferred">): Promise<boolean> {
      const job = await lockJob(tx, answer.jobId);
      if (!job) return false;
      const active = job.status === "running" || job.status === "paused";
      const moved = active
        ? await tx.$executeRawUnsafe(
            `UPDATE ${rowTable} SET "status" = 'pending', "requestId" = NULL, "queuedAt" = NULL
             WHERE "id" = $1::uuid AND "requestId" = $2::uuid AND "userId" = $3::uuid AND "status" = 'queued'`,
            answer.rowId,
            answer.requestId,
            answer.userId,
          )
        : await tx.$executeRawUnsafe(
            `UPDATE ${rowTable}
             SET "status" = CASE WHEN "result" IS NULL THEN 'failed' ELSE 'done' END,
                 "variant" = CASE WHEN "result" IS NULL THEN "variant" ELSE greatest("variant" - 1, 0) END,
                 "failure" = CASE WHEN "result" IS NULL THEN $4 ELSE NULL END, "finishedAt" = now()
             WHERE "id" = $1::uuid AND "requestId" = $2::uuid AND "userId" = $3::uuid AND "status" = 'queued'`,
            answer.rowId,
            answer.requestId,
            answer.userId,
            MESSAGES.BATCH_ROW_NOT_ENTITLED,
          );
      if (moved === 0 || !active) return moved > 0;
      // A definite "may not generate" replaces "billing could not say"; a pause the seller chose stays theirs.
      await tx.$executeRawUnsafe(
        `UPDATE ${jobTable} SET "status" = 'paused', "pauseReason" = $2
         WHERE "id" = $1::uuid AND ("status" = 'running' OR ("status" = 'paused' AND "pauseReason" = 'billing_unavailable'))`,
        answer.jobId,
        answer.reason,
      );
      return true;
    },

    /**
     * Jobs paused because billing could not answer resume by themselves once it answers: asked once per
     * seller (not per row). "May generate" resumes the job; "may not" turns the pause into the access pause,
     * which the seller lifts by subscribing and pressing Resume; still no answer leaves it for the next round.
     */
    async recheckBillingPauses(canGenerate: (userId: string) => Promise<boolean>): Promise<number> {
      const waiting = await db.client.batchJob.findMany({
        where: { status: "paused", pauseReason: "billing_unavailable" },
        select: { id: true, userId: true },
        orderBy: { createdAt: "asc" },
        take: 200,
      });
      const answers = new Map<string, boolean | null>();
      let resumed = 0;
      for (const job of waiting) {
        if (!answers.has(job.userId)) {
          answers.set(job.userId, await canGenerate(job.userId).catch(() => null));
        }
        const answer = answers.get(job.userId);
        if (answer === null || answer === undefined) continue;
        await transactionWithEvents(db, relay, `billing-recheck-${job.id}`, async (tx, emit) => {
          const current = await lockJob(tx, job.id);
          if (current?.status !== "paused" || current.pauseReason !== "billing_unavailable") return;
          if (answer) {
            await resumeLocked(tx, emit, job.id, job.userId);
            resumed++;
          } else {
            await tx.batchJob.update({ where: { id: job.id }, data: { pauseReason: "not_entitled" } });
          }
        });
      }
      return resumed;
    },

    /** Rows in the work queue and running jobs, for /metrics. */
    async queueFigures(): Promise<{
      queuedRows: number;
      pendingRows: number;
      runningJobs: number;
      finishedLastMinute: number;
    }> {
      const [row] = await db.client.$queryRawUnsafe<
        { queued: bigint; pending: bigint; jobs: bigint; finished: bigint }[]
      >(
        `SELECT (SELECT count(*) FROM ${rowTable} WHERE "status" = 'queued') AS queued,
                (SELECT count(*) FROM ${rowTable} WHERE "finishedAt" > now() - interval '60 seconds' AND "status" IN ('done', 'failed')) AS finished,
                (SELECT count(*) FROM ${rowTable} r JOIN ${jobTable} j ON j."id" = r."jobId" WHERE r."status" = 'pending' AND j."status" = 'running') AS pending,
                (SELECT count(*) FROM ${jobTable} WHERE "status" = 'running') AS jobs`,
      );
      return {
        queuedRows: Number(row?.queued ?? 0),
        pendingRows: Number(row?.pending ?? 0),
        runningJobs: Number(row?.jobs ?? 0),
        finishedLastMinute: Number(row?.finished ?? 0),
      };
    },

    /** Account deletion takes the seller's jobs and rows with it. */
    async purgeUser(tx: Tx, userId: string): Promise<void> {
      await tx.batchJob.deleteMany({ where: { userId } });
    },
  };
}

export type BatchJobs = ReturnType<typeof createBatchJobs>;
