import { processOnce, type Database, type EventHandler } from "@shopscript/kit";
import type { BatchJobs } from "../batches/batch-jobs";
import type { Catalog } from "../domain/catalog";
import type { PrismaClient } from "../generated/prisma/client";

/** A deleted account takes its saved descriptions and its batch jobs with it (the privacy text promises deletion). */
export function userDeletedHandler(
  db: Database<PrismaClient>,
  catalog: Catalog,
  batches: BatchJobs,
): EventHandler {
  return async (event) => {
    if (event.type !== "user.deleted") return;
    await processOnce(db, "catalog", event, async (tx) => {
      await catalog.purgeUser(tx, event.payload.userId);
      await batches.purgeUser(tx, event.payload.userId);
    });
  };
}
