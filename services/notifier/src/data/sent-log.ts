import { withTimeout, type Database } from "@shopscript/kit";
import type { SentLog } from "../domain/ports";
import type { PrismaClient } from "../generated/prisma/client";

/** Longest a send may take inside the transaction; a send still running then counts as failed. */
const SEND_TIMEOUT_MS = 30_000;
// Longer than the send bound, so it is always the send that gives up first and the transaction rolls back
// cleanly; if Prisma's timer fired first, a mail could be sent after its record was already rolled back.
const TRANSACTION_TIMEOUT_MS = SEND_TIMEOUT_MS + 15_000;

/**
 * Record, then send, in one transaction over SentMessage's unique (eventId, kind):
 * - The insert is `ON CONFLICT DO NOTHING`. A second delivery of the event (a redelivery, a duplicate
 *   publish, or three copies at once) either finds the committed row and skips, or, while the first is
 *   still sending, waits on its uncommitted row: then it skips if that one commits, and sends if it rolled
 *   back. Never two mails, never a wait on anything but the first sender.
 * - A failed send throws inside the transaction: the row rolls back and the bus retries the event.
 * The window that remains (at least once, not exactly once): the server took the mail and then the commit
 * failed (database gone, process killed between the two, the send bound hit after the server took the
 * mail). Then the event is retried and the mail goes out twice. SMTP has no way to take a mail back, so
 * a duplicate is the price; the alternative order (commit, then send) would lose mails instead.
 *
 * The row lock and a pooled connection are held for the send. On PostgreSQL that costs one connection
 * per mail in flight (at most the bus prefetch); on the embedded PGlite, which runs one transaction at a
 * time for every service, it is meant for the file adapter, whose sends take milliseconds.
 */
export function createSentLog(db: Database<PrismaClient>): SentLog {
  return {
    once: (key, send) =>
      db.client.$transaction(
        async (tx) => {
          const { count } = await tx.sentMessage.createMany({ data: [key], skipDuplicates: true });
          if (count === 0) return false;
          await withTimeout(send(), SEND_TIMEOUT_MS, `mail not sent within ${SEND_TIMEOUT_MS} ms`);
          return true;
        },
        { timeout: TRANSACTION_TIMEOUT_MS },
      ),
  };
}
