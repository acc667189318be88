import type { BatchReviewAction, BatchRowPage, Listing, Platform, Tone } from "@shopscript/contracts";
import { AppError, transactionWithEvents, type Database, type Emit, type OutboxRelay } from "@shopscript/kit";
import type { DescriptionsRepository } from "../data/descriptions-repository";
import type { PrismaClient } from "../generated/prisma/client";
import { jobNotFound, type BatchJobRepository, type RowQuery, type Tx } from "./batch-job-repository";
import { effectiveDescription, effectiveListing, rowPasses, toBatchRow, type StoredRow } from "./batch-rows";
import type { RowRelease } from "./row-release";

export interface RowReviewDeps {
  db: Database<PrismaClient>;
  relay: OutboxRelay;
  repository: BatchJobRepository;
  descriptions: DescriptionsRepository;
  rowRelease: RowRelease;
}

// Small enough that one chunk stays well inside an interactive transaction's 5 s limit on a busy database.
const APPROVE_CHUNK = 20;

/**
 * The seller's review of a job's written rows: read them a page at a time, edit, regenerate, approve or
 * reject. An approved row is saved to the seller's descriptions; rejecting it takes that copy away again.
 */
export function createRowReview(deps: RowReviewDeps) {
  const { db, relay, repository, descriptions, rowRelease } = deps;

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

  /** Takes a row's saved copy (if it has one) out of the seller's descriptions. */
  const unsave = async (tx: Tx, emit: Emit, userId: string, row: StoredRow) => {
    if (row.descriptionId && (await descriptions.deleteOwned(tx, userId, row.descriptionId))) {
      await emit("description.deleted", { userId, descriptionId: row.descriptionId });
    }
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
    await repository.markApproved(tx, row.id, descriptionId);
    return true;
  };

  return {
    async rows(userId: string, jobId: string, query: RowQuery): Promise<BatchRowPage> {
      await repository.ownedJob(db.client, userId, jobId);
      const rows = await repository.rowPage(userId, jobId, query);
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
        await repository.lockRow(tx, rowId);
        const [row] = await repository.readRows(tx, { id: rowId, jobId, userId });
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
          await unsave(tx, emit, userId, row);
          const job = await repository.ownedJob(tx, userId, jobId);
          descriptionId = await saveDescription(tx, emit, userId, edited, {
            platform: job.platform as Platform,
            tone: job.tone as Tone,
          });
        }
        await repository.saveEdits(tx, rowId, edits, descriptionId);
        return toBatchRow({ ...edited, descriptionId });
      });
    },

    /** Another wording of one row: the next variant, through the same queue. */
    async regenerateRow(userId: string, jobId: string, rowId: string, requestId: string) {
      return transactionWithEvents(db, relay, requestId, async (tx, emit) => {
        const job = await repository.lockJob(tx, jobId, userId);
        if (!job) throw jobNotFound();
        const [row] = await repository.readRows(tx, { id: rowId, jobId, userId });
        if (!row) throw AppError.notFound("Row not found");
        if (row.status !== "done" && row.status !== "failed")
          throw AppError.conflict("This row is not finished yet.");
        if (row.review === "approved")
          throw AppError.conflict("This row is approved and saved; reject it to regenerate it.");
        const updated = await repository.queueNextVariant(tx, rowId);
        await rowRelease.requestGeneration(
          emit,
          { jobId, userId, platform: job.platform, tone: job.tone, voiceId: job.voiceId },
          updated!,
        );
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
      const job = await repository.ownedJob(db.client, userId, jobId);
      const jobDefaults = { platform: job.platform as Platform, tone: job.tone as Tone };
      if (action.action === "reject") {
        const rows = await repository.readRows(db.client, { jobId, userId, id: { in: action.rowIds } });
        let changed = 0;
        for (const row of rows) {
          await transactionWithEvents(db, relay, requestId, async (tx, emit) => {
            // A rejected row that had been approved leaves the seller's descriptions again.
            await unsave(tx, emit, userId, row);
            await repository.markRejected(tx, row.id);
          });
          changed++;
        }
        return { changed };
      }
      const where =
        action.action === "approve"
          ? { jobId, userId, id: { in: action.rowIds }, status: "done" }
          : { jobId, userId, status: "done", review: "unreviewed" };
      const rows = (await repository.readRows(db.client, where)).filter(
        (row) => action.action === "approve" || rowPasses(row),
      );
      let changed = 0;
      // A transaction per chunk: a large approval commits as it goes; under the row locks a row approved
      // twice (two clicks, two tabs) is saved once.
      for (let start = 0; start < rows.length; start += APPROVE_CHUNK) {
        const ids = rows.slice(start, start + APPROVE_CHUNK).map((row) => row.id);
        changed += await transactionWithEvents(db, relay, requestId, async (tx, emit) => {
          await repository.lockRows(tx, ids);
          let approved = 0;
          for (const current of await repository.readRows(tx, { id: { in: ids }, userId })) {
            if (await approveRow(tx, emit, userId, current, jobDefaults)) approved++;
          }
          return approved;
        });
      }
      return { changed };
    },
  };
}
