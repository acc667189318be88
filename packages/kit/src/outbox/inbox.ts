import type { DomainEvent } from "@shopscript/contracts";
import type { Database, PrismaLike } from "../db/open-database";
import { quoteIdentifier } from "../db/sql-identifier";

/**
 * Runs `work` for `event` at most once per consumer: the processed-id row and the handler's own writes
 * commit in one transaction, so a redelivered event (at-least-once delivery) finds the row and is skipped.
 * Returns false when the event had already been processed.
 */
export async function processOnce<C extends PrismaLike>(
  db: Database<C>,
  consumer: string,
  event: DomainEvent,
  work: (tx: Parameters<Parameters<C["$transaction"]>[0]>[0]) => Promise<void>,
): Promise<boolean> {
  return db.client.$transaction(async (tx) => {
    const inserted = await tx.$executeRawUnsafe(
      `INSERT INTO ${quoteIdentifier(db.schema)}."processed_event" ("consumer", "event_id") VALUES ($1, $2::uuid)
       ON CONFLICT DO NOTHING`,
      consumer,
      event.id,
    );
    if (inserted === 0) return false;
    await work(tx);
    return true;
  });
}

/**
 * `processOnce` for several events in one transaction: one statement records every processed id, and `work`
 * gets only the events this consumer had not processed before (each id once, even when a redelivery sits in
 * the same batch as the first delivery). The ids and `work`'s writes commit together, so each event still
 * counts exactly once; if anything fails, nothing of the batch is kept. Returns the ids processed now (lower case).
 */
export async function processEachOnce<C extends PrismaLike, E extends DomainEvent>(
  db: Database<C>,
  consumer: string,
  events: readonly E[],
  work: (tx: Parameters<Parameters<C["$transaction"]>[0]>[0], fresh: E[]) => Promise<void>,
): Promise<Set<string>> {
  if (events.length === 0) return new Set();
  return db.client.$transaction(async (tx) => {
    const inserted: Array<{ event_id: string }> = await tx.$queryRawUnsafe(
      `INSERT INTO ${quoteIdentifier(db.schema)}."processed_event" ("consumer", "event_id")
       SELECT $1, id::uuid FROM jsonb_array_elements_text($2::jsonb) AS ids(id) ON CONFLICT DO NOTHING RETURNING "event_id"::text`,
      consumer,
      // One JSON parameter rather than an array: every driver adapter (pg, PGlite) passes text the same way.
      JSON.stringify(events.map((event) => event.id)),
    );
    const claimed = new Set(inserted.map((row) => row.event_id.toLowerCase()));
    const fresh = new Set(claimed);
    const once: E[] = [];
    for (const event of events) {
      // A redelivered id in the same batch: the statement inserted it once, so it is counted once.
      if (fresh.delete(event.id.toLowerCase())) once.push(event);
    }
    if (once.length) await work(tx, once);
    return claimed;
  });
}
