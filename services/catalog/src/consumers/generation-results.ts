import { processOnceWithEvents, type Database, type EventHandler, type OutboxRelay } from "@shopscript/kit";
import type { BatchJobs } from "../batches/batch-jobs";
import type { PrismaClient } from "../generated/prisma/client";

export const GENERATION_RESULT_PATTERNS = ["generation.completed", "generation.failed", "generation.deferred"];

/**
 * A generator's answer for one batch row. The inbox makes a redelivered event a no-op, and the row's
 * own check (queued, same attempt) makes a second answer for the same row one too: each result is stored once.
 * A deferred row (the seller's access, not the row, stopped it) goes back to pending and pauses its job.
 */
export function generationResultHandler(
  db: Database<PrismaClient>,
  relay: OutboxRelay,
  batches: BatchJobs,
): EventHandler {
  return async (event) => {
    if (!GENERATION_RESULT_PATTERNS.includes(event.type)) return;
    await processOnceWithEvents(db, relay, "catalog", event, async (tx, emit) => {
      if (event.type === "generation.completed")
        await batches.storeResult(tx, emit, { ...event.payload, kind: "completed" });
      else if (event.type === "generation.failed")
        await batches.storeResult(tx, emit, { ...event.payload, kind: "failed" });
      else if (event.type === "generation.deferred") await batches.deferRow(tx, event.payload);
    });
  };
}
