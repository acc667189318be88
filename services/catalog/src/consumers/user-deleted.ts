import { processOnce, type Database, type EventHandler } from "@shopscript/kit";
import type { BatchJobs } from "../batches/batch-jobs";
import type { AnalyticsReadModel } from "../domain/analytics";
import type { Catalog } from "../domain/catalog";
import type { PrismaClient } from "../generated/prisma/client";

export const CATALOG_PATTERNS = ["user.deleted", "description.generated", "description.saved"];

/** A deleted account takes its saved descriptions and batch jobs with it (the privacy text promises deletion). */
export function userDeletedHandler(db: Database<PrismaClient>, catalog: Catalog, analytics: AnalyticsReadModel, batches: BatchJobs): EventHandler {
  return async (event) => {
    if (event.type === "description.generated" || event.type === "description.saved") {
      // The analytics read model counts each event once (by its id).
      await processOnce(db, "catalog", event, (tx) => analytics.record(tx, event));
      return;
    }
    if (event.type !== "user.deleted") return;
    await processOnce(db, "catalog", event, async (tx) => {
      await catalog.purgeUser(tx, event.payload.userId);
      await analytics.purgeUser(tx, event.payload.userId);
      await batches.purgeUser(tx, event.payload.userId);
    });
  };
}
