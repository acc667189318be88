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
 * processOnce for many events in one transaction (a consumer that stores answers in batches): every
 * event's processed-id row and the handler's writes commit together, so each event is handled once
 * whether it arrives alone, in a batch, or again after a redelivery. `work` gets the events not processed
 * before, in the order given (an id given twice, once). Returns the ids processed now.
 */
export async function processManyOnce<C extends PrismaLike>(
  db: Database<C>,
  consumer: string,
  events: DomainEvent[],
  work: (tx: Parameters<Parameters<C["$transaction"]>[0]>[0], fresh: DomainEvent[]) => Promise<void>,
): Promise<Set<string>> {
  if (events.length === 0) return new Set();
  return db.client.$transaction(async (tx) => {
    const inserted: { event_id: string }[] = await tx.$queryRawUnsafe(
      `INSERT INTO ${quoteIdentifier(db.schema)}."processed_event" ("consumer", "event_id")
       SELECT $1, unnest($2::uuid[]) ON CONFLICT DO NOTHING RETURNING "event_id"::text`,
      consumer,
      [...new Set(events.map((event) => event.id))],
    );
    const claimed = new Set(inserted.map((row) => row.event_id));
    const seen = new Set<string>();
    const fresh = events.filter(
      (event) => claimed.has(event.id) && !seen.has(event.id) && seen.add(event.id),
    );
    if (fresh.length > 0) await work(tx, fresh);
    return claimed;
  });
}
