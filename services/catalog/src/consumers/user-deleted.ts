import { isUserDeleted, processOnce, tombstoneUser, type Database, type EventHandler } from "@shopscript/kit";
import type { BatchJobs } from "../batches/batch-jobs";
import type { AnalyticsReadModel } from "../domain/analytics";
import type { Catalog } from "../domain/catalog";
import type { PrismaClient } from "../generated/prisma/client";

export const CATALOG_PATTERNS = ["user.deleted", "description.generated", "description.saved"];

/**
 * A deleted account takes its saved descriptions, batch jobs and usage counts with it (the privacy text
 * promises deletion), and nothing of it comes back: the user is recorded as deleted first (the tombstone the
 * per-user tables' trigger checks), then purged, so a write that lands late is refused rather than kept.
 */
export function userDeletedHandler(db: Database<PrismaClient>, catalog: Catalog, analytics: AnalyticsReadModel, batches: BatchJobs): EventHandler {
  return async (event) => {
    if (event.type === "description.generated" || event.type === "description.saved") {
      // The analytics read model counts each event once (by its id). A deleted seller's late event is
      // dropped here; were it to slip past this check, the trigger refuses the row and the retry drops it.
      await processOnce(db, "catalog", event, async (tx) => {
        const { userId } = event.payload;
        if (userId && (await isUserDeleted(tx, db.schema, userId))) return;
        await analytics.record(tx, event);
      });
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
