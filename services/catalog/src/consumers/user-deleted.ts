import type { DomainEvent } from "@shopscript/contracts";
import {
  deletedUsersAmong,
  groupCommit,
  processEachOnce,
  processOnce,
  tombstoneUser,
  type Database,
  type EventHandler,
} from "@shopscript/kit";
import type { BatchJobs } from "../batches/batch-jobs";
import type { AnalyticsReadModel } from "../domain/analytics";
import type { Catalog } from "../domain/catalog";
import type { PrismaClient } from "../generated/prisma/client";

type UsageEvent = DomainEvent<"description.generated" | "description.saved">;

/**
 * How long a usage event may wait for others to share its transaction: a count shows up to this much later.
 * A generation's count is one more row in a batch, not a transaction of its own: at 20 ms a batch held 1-3
 * generations of a busy one-process start and the count's transaction was still the largest database cost of a
 * generation (`npm run bench cpu`); a fifth of a second holds dozens.
 */
export const USAGE_LINGER_MS = 200;

export interface UsageBatching {
  /**
   * Usage events in one batch at most: below the consumer's prefetch (service.ts passes half of it), so the
   * catalog's other events (a batch job's results, user.deleted) always find free slots beside a full batch.
   */
  maxBatch: number;
  lingerMs?: number;
}

export const CATALOG_PATTERNS = ["user.deleted", "description.generated", "description.saved"];

/**
 * A deleted account takes its saved descriptions, batch jobs and usage counts with it (the privacy text
 * promises deletion), and nothing of it comes back: the user is recorded as deleted first (the tombstone the
 * per-user tables' trigger checks), then purged, so a write that lands late is refused rather than kept.
 */
export function userDeletedHandler(
  db: Database<PrismaClient>,
  catalog: Catalog,
  analytics: AnalyticsReadModel,
  batches: BatchJobs,
  batching: UsageBatching,
): EventHandler {
  // The analytics read model counts each event once (by its id): the processed ids and the counts of a batch
  // commit in one transaction (processEachOnce). Events that arrive within the linger of each other, or
  // while a batch is written, are counted together (groupCommit: one transaction for several generations
  // instead of one each); each is acknowledged only once its batch committed, and a batch that fails is
  // written again one event at a time, so a bad event fails (and is retried, then dead-lettered) alone. A
  // deleted seller's late event is dropped here; were it to slip past this check, the trigger refuses the row
  // and the retry drops it.
  const countUsage = groupCommit<UsageEvent>(
    async (events) => {
      await processEachOnce(db, "catalog", events, async (tx, fresh) => {
        const deleted = await deletedUsersAmong(
          tx,
          db.schema,
          fresh.flatMap((event) => (event.payload.userId ? [event.payload.userId] : [])),
        );
        await analytics.recordAll(
          tx,
          deleted.size
            ? fresh.filter((event) => !deleted.has(event.payload.userId?.toLowerCase() ?? ""))
            : fresh,
        );
      });
    },
    { maxBatch: batching.maxBatch, lingerMs: batching.lingerMs ?? USAGE_LINGER_MS },
  );
  return async (event) => {
    if (event.type === "description.generated" || event.type === "description.saved") {
      await countUsage(event as UsageEvent);
      return;
    }
    if (event.type !== "user.deleted") return;
    // Its own transaction, committed before the purge reads: see tombstoneUser.
    await tombstoneUser(db, event.payload.userId);
    await processOnce(db, "catalog", event, async (tx) => {
      await catalog.purgeUser(tx, event.payload.userId);
      await analytics.purgeUser(tx, event.payload.userId);
      await batches.purgeUser(tx, event.payload.userId);
    });
  };
}
