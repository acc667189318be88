import { EVENT_SECRET_PATHS, withoutSecrets, type DomainEvent } from "@shopscript/contracts";
import type { EventBus } from "../bus/event-bus";
import type { Database } from "../db/open-database";
import { quoteIdentifier } from "../db/sql-identifier";
import type { Logger } from "../log/logger";
import { withoutLogContext } from "../log/log-context";
import { contextFromHeaders, SpanKind, withSpan, withoutTrace } from "../tracing/tracing";

export interface OutboxRelayOptions {
  db: Database;
  bus: Pick<EventBus, "publish">;
  log: Logger;
  /** How often to look for unpublished events when nothing woke the relay. */
  pollIntervalMs?: number;
  batchSize?: number;
  /** How long a published event is kept (for investigations) before it is deleted. Default 7 days. */
  retentionMs?: number;
  /** How often the relay prunes what outlived the retention window. Default 10 minutes. */
  pruneIntervalMs?: number;
}

export const OUTBOX_RETENTION_MS = 7 * 24 * 3600_000;
const PRUNE_INTERVAL_MS = 10 * 60_000;
const PRUNE_BATCH = 5_000;

/**
 * Publishes a service's outbox in commit order. One relay per schema works at a time (a transaction-level
 * advisory lock), so replicas never publish out of order. A batch's first event is published alone, then
 * the rest at once, in order, their confirms awaited together; an event is marked published only after the
 * broker confirmed it. One it did not confirm stays, and the round ends there: it goes again next round
 * (after whatever of its batch the broker took), so while the broker is down a round tries one event, and
 * events queue up and leave in order once it is back.
 *
 * What stays behind is kept lean: a published event loses its secrets (a mailed link's token: the
 * notifier has it now, and the outbox must not be a store of usable tokens), and published events older
 * than the retention window are deleted.
 */
export class OutboxRelay {
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private again = false;
  private stopped = true;
  private lastPruneAt = 0;
  private readonly table: string;

  constructor(private readonly options: OutboxRelayOptions) {
    this.table = `${quoteIdentifier(options.db.schema)}."outbox_event"`;
  }

  start(): void {
    this.stopped = false;
    this.schedule(0);
  }

  /** Asks for a round now (after a commit that wrote events). */
  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.schedule(0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  /** Publishes until nothing is left or publishing fails; returns how many were published. */
  async drain(): Promise<number> {
    let total = 0;
    for (;;) {
      const { published, complete } = await this.publishBatch();
      total += published;
      if (!complete || published === 0) return total;
    }
  }

  /** Deletes published events older than the retention window; returns how many went. */
  async prunePublished(): Promise<number> {
    const retentionSeconds = (this.options.retentionMs ?? OUTBOX_RETENTION_MS) / 1000;
    let total = 0;
    for (;;) {
      const deleted = await this.options.db.client.$executeRawUnsafe(
        `DELETE FROM ${this.table} WHERE "seq" IN (
           SELECT "seq" FROM ${this.table}
           WHERE "published_at" IS NOT NULL AND "published_at" < now() - make_interval(secs => $1)
           LIMIT ${PRUNE_BATCH})`,
        retentionSeconds,
      );
      total += deleted;
      if (deleted < PRUNE_BATCH) return total;
    }
  }

  async pendingCount(): Promise<number> {
    const rows = await this.options.db.client.$queryRawUnsafe<{ count: bigint | number }[]>(
      `SELECT count(*) AS count FROM ${this.table} WHERE "published_at" IS NULL`,
    );
    return Number(rows[0]?.count ?? 0);
  }

  private schedule(delayMs: number): void {
    clearTimeout(this.timer);
    // A commit's `wake` runs inside that request's log and trace context; the relay's round is nobody's request.
    this.timer = setTimeout(() => withoutLogContext(() => withoutTrace(() => void this.round())), delayMs);
    this.timer.unref?.();
  }

  private async round(): Promise<void> {
    if (this.stopped || this.running) return;
    this.again = false;
    this.running = this.drain()
      .then(() => this.pruneWhenDue())
      .catch((err) => this.options.log.warn({ err }, "outbox relay round failed"))
      .finally(() => {
        this.running = undefined;
      });
    await this.running;
    if (!this.stopped) this.schedule(this.again ? 0 : (this.options.pollIntervalMs ?? 1000));
  }

  private async pruneWhenDue(): Promise<void> {
    if (Date.now() - this.lastPruneAt < (this.options.pruneIntervalMs ?? PRUNE_INTERVAL_MS)) return;
    this.lastPruneAt = Date.now();
    const pruned = await this.prunePublished();
    if (pruned) this.options.log.info({ pruned }, "pruned published outbox events past their retention");
  }

  private async publishBatch(): Promise<{ published: number; complete: boolean }> {
    const { db, bus, log } = this.options;
    const batchSize = this.options.batchSize ?? 100;
    return db.client.$transaction(async (tx) => {
      const [lock] = await tx.$queryRawUnsafe(
        `SELECT pg_try_advisory_xact_lock(hashtext($1)) AS locked`,
        `outbox:${db.schema}`,
      );
      if (!lock?.locked) return { published: 0, complete: false };
      const rows: { seq: bigint; envelope: DomainEvent; traceparent: string | null }[] =
        await tx.$queryRawUnsafe(
          `SELECT "seq", "envelope", "traceparent" FROM ${this.table} WHERE "published_at" IS NULL ORDER BY "seq" LIMIT ${batchSize}`,
        );
      // The first event alone: while the broker is away, a round tries it once and stops there. Then the rest
      // of the batch at once on the one publishing channel (so in commit order), its confirms awaited
      // together: a round costs two confirms' wait, not one per event.
      const outcomes: PromiseSettledResult<void>[] = [];
      for (const batch of [rows.slice(0, 1), rows.slice(1)]) {
        outcomes.push(
          ...(await Promise.allSettled(batch.map((row) => publishInTrace(bus, row.envelope, row.traceparent)))),
        );
        if (outcomes.some((outcome) => outcome.status === "rejected")) break;
      }
      const confirmed = rows.filter((_, i) => outcomes[i]?.status === "fulfilled");
      const plain = confirmed.filter((row) => !EVENT_SECRET_PATHS[row.envelope.type]).map((row) => row.seq);
      if (plain.length > 0) {
        await tx.$executeRawUnsafe(
          `UPDATE ${this.table} SET "published_at" = now(), "attempts" = "attempts" + 1 WHERE "seq" = ANY($1::bigint[])`,
          plain,
        );
      }
      for (const row of confirmed) {
        if (!EVENT_SECRET_PATHS[row.envelope.type]) continue;
        await tx.$executeRawUnsafe(
          `UPDATE ${this.table} SET "published_at" = now(), "attempts" = "attempts" + 1, "envelope" = $2::jsonb WHERE "seq" = $1`,
          row.seq,
          JSON.stringify(withoutSecrets(row.envelope)),
        );
      }
      const published = confirmed.length;
      const failed = rows.findIndex((_, i) => outcomes[i]?.status === "rejected");
      if (failed >= 0) {
        // Not confirmed: these stay in the outbox and go again next round (after the rest of this batch).
        for (const [i, row] of rows.entries()) {
          const outcome = outcomes[i];
          if (outcome?.status !== "rejected") continue;
          const message = outcome.reason instanceof Error ? outcome.reason.message : String(outcome.reason);
          await tx.$executeRawUnsafe(
            `UPDATE ${this.table} SET "attempts" = "attempts" + 1, "last_error" = $2 WHERE "seq" = $1`,
            row.seq,
            message.slice(0, 500),
          );
          if (i === failed)
            log.warn(
              { eventId: row.envelope.id, type: row.envelope.type, err: message },
              "publish failed; event stays in the outbox",
            );
        }
        return { published, complete: false };
      }
      return { published, complete: rows.length === batchSize };
    });
  }
}

/** Publishes in a producer span that continues the trace the event was written in (tracing on and known). */
function publishInTrace(
  bus: Pick<EventBus, "publish">,
  event: DomainEvent,
  traceparent: string | null,
): Promise<void> {
  if (!traceparent) return bus.publish(event);
  const parent = contextFromHeaders({ traceparent });
  if (!parent) return bus.publish(event);
  return withSpan(
    `${event.type} publish`,
    {
      kind: SpanKind.PRODUCER,
      parent,
      attributes: {
        "messaging.system": "rabbitmq",
        "messaging.destination.name": event.type,
        "messaging.message.id": event.id,
      },
    },
    () => bus.publish(event),
  );
}
