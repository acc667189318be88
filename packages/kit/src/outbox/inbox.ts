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
