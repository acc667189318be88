import type { DomainEvent } from "@shopscript/contracts";
import {
  groupCommit,
  processManyOnceWithEvents,
  processOnceWithEvents,
  type Database,
  type EventHandler,
  type OutboxRelay,
} from "@shopscript/kit";
import type { BatchJobs } from "../batches/batch-jobs";
import type { Answer } from "../batches/store-result";
import type { PrismaClient } from "../generated/prisma/client";

export const GENERATION_RESULT_PATTERNS = [
  "generation.completed",
  "generation.failed",
  "generation.deferred",
];

type ResultEvent = DomainEvent<"generation.completed" | "generation.failed" | "generation.deferred">;

const answerOf = (event: ResultEvent): Answer =>
  event.type === "generation.completed"
    ? { ...(event as DomainEvent<"generation.completed">).payload, kind: "completed" }
    : event.type === "generation.failed"
      ? { ...(event as DomainEvent<"generation.failed">).payload, kind: "failed" }
      : { ...(event as DomainEvent<"generation.deferred">).payload, kind: "deferred" };

/**
 * A generator's answer for one batch row. The inbox makes a redelivered event a no-op, and the row's
 * own check (queued, same attempt) makes a second answer for the same row one too: each result is stored once.
 * A deferred row (the seller's access, not the row, stopped it) goes back to pending and pauses its job.
 *
 * Answers are stored in batches (the kit's groupCommit): those that arrive while a batch is being stored, or
 * within `lingerMs` of the first one waiting, go together in the next transaction, their processed-id rows
 * with them, and each message is acknowledged only once that transaction committed. Without the linger
 * almost every batch held one answer (bench batch: 189 of 234 batches), since generators answer one row at
 * a time: each row then paid a whole transaction, a window top-up and a relay round of its own. A batch that fails is stored again one answer at a time, so one
 * answer that cannot be stored fails (and is retried) alone.
 */
export function generationResultHandler(
  db: Database<PrismaClient>,
  relay: OutboxRelay,
  batches: BatchJobs,
  options: { maxBatch: number; lingerMs?: number },
): EventHandler {
  const storeOne = async (event: ResultEvent) => {
    await processOnceWithEvents(db, relay, "catalog", event, async (tx, emit) => {
      const answer = answerOf(event);
      if (answer.kind === "deferred") await batches.deferRow(tx, answer);
      else await batches.storeResult(tx, emit, answer);
    });
  };
  const storeMany = async (events: ResultEvent[]) => {
    await processManyOnceWithEvents(db, relay, "catalog", events, async (tx, fresh, emitFor) => {
      const eventOf = new Map<Answer, DomainEvent>();
      const answers = fresh.map((event) => {
        const answer = answerOf(event as ResultEvent);
        eventOf.set(answer, event);
        return answer;
      });
      await batches.storeResults(tx, (answer) => emitFor(eventOf.get(answer)!), answers);
    });
  };
  // One answer alone takes the single-event path; a batch that fails is written again one answer at a time.
  const submit = groupCommit<ResultEvent>(
    (events) => (events.length === 1 ? storeOne(events[0]!) : storeMany(events)),
    { maxBatch: options.maxBatch, lingerMs: options.lingerMs ?? 0 },
  );
  return async (event) => {
    if (!GENERATION_RESULT_PATTERNS.includes(event.type)) return;
    await submit(event as ResultEvent);
  };
}
