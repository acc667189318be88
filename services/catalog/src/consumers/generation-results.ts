import { processOnceWithEvents, type Database, type EventHandler, type OutboxRelay } from "@shopscript/kit";
import type { BatchJobs } from "../batches/batch-jobs";
import type { PrismaClient } from "../generated/prisma/client";

export const GENERATION_RESULT_PATTERNS = ["generation.completed", "generation.failed"];

/**
 * A generator's answer for one batch row. The inbox makes a redelivered event a no-op, and the row's
 * own check (queued, same attempt) makes a second answer for the same row one too: each result is stored once.
 */
export function generationResultHandler(
  db: Database<PrismaClient>,
  relay: OutboxRelay,
  batches: BatchJobs,
): EventHandler {
  return async (event) => {
    if (event.type !== "generation.completed" && event.type !== "generation.failed") return;
    await processOnceWithEvents(db, relay, "catalog", event, async (tx, emit) => {
      if (event.type === "generation.completed")
        await batches.storeResult(tx, emit, { ...event.payload, kind: "completed" });
      else await batches.storeResult(tx, emit, { ...event.payload, kind: "failed" });
    });
  };
}
