import { processOnce, type Database, type EventHandler } from "@shopscript/kit";
import type { Catalog } from "../domain/catalog";
import type { PrismaClient } from "../generated/prisma/client";

export const CATALOG_PATTERNS = ["user.deleted"];

/** A deleted account takes its saved descriptions with it (the privacy text promises deletion). */
export function userDeletedHandler(db: Database<PrismaClient>, catalog: Catalog): EventHandler {
  return async (event) => {
    if (event.type !== "user.deleted") return;
    await processOnce(db, "catalog", event, async (tx) => {
      await catalog.purgeUser(tx, event.payload.userId);
    });
  };
}
