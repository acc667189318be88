import type { DomainEvent } from "@shopscript/contracts";
import type { EventBus } from "../bus/event-bus";
import type { Database } from "../db/open-database";
import { quoteIdentifier } from "../db/sql-identifier";
import type { Logger } from "../log/logger";

export interface OutboxRelayOptions {
  db: Database;
  bus: Pick<EventBus, "publish">;
  log: Logger;
  /** How often to look for unpublished events when nothing woke the relay. */
  pollIntervalMs?: number;
  batchSize?: number;
}

/**
 * Publishes a service's outbox in commit order. One relay per schema works at a time (a transaction-level
 * advisory lock), so replicas never publish out of order. An event is marked published only after the
 * broker confirmed it; on the first failure the batch stops, and the rest waits for the next round, so
 * while the broker is down events queue up and leave in order once it is back.
 */
export class OutboxRelay {
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private again = false;
  private stopped = true;
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

  async pendingCount(): Promise<number> {
    const rows = await this.options.db.client.$queryRawUnsafe<{ count: bigint | number }[]>(
      `SELECT count(*) AS count FROM ${this.table} WHERE "published_at" IS NULL`,
    );
    return Number(rows[0]?.count ?? 0);
  }

  private schedule(delayMs: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.round(), delayMs);
    this.timer.unref?.();
  }

  private async round(): Promise<void> {
    if (this.stopped || this.running) return;
    this.again = false;
    this.running = this.drain()
      .then(() => undefined)
      .catch((err) => this.options.log.warn({ err }, "outbox relay round failed"))
      .finally(() => {
        this.running = undefined;
      });
    await this.running;
    if (!this.stopped) this.schedule(this.again ? 0 : (this.options.pollIntervalMs ?? 1000));
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
      const rows: { seq: bigint; envelope: DomainEvent }[] = await tx.$queryRawUnsafe(
        `SELECT "seq", "envelope" FROM ${this.table} WHERE "published_at" IS NULL ORDER BY "seq" LIMIT ${batchSize}`,
      );
      let published = 0;
      for (const row of rows) {
        try {
          await bus.publish(row.envelope);
        } catch (err) {
          const message = err instanceof Error ? err.message : String(err);
          await tx.$executeRawUnsafe(
            `UPDATE ${this.table} SET "attempts" = "attempts" + 1, "last_error" = $2 WHERE "seq" = $1`,
            row.seq,
            message.slice(0, 500),
          );
          log.warn({ eventId: row.envelope.id, type: row.envelope.type, err: message }, "publish failed; event stays in the outbox");
          return { published, complete: false };
        }
        await tx.$executeRawUnsafe(`UPDATE ${this.table} SET "published_at" = now(), "attempts" = "attempts" + 1 WHERE "seq" = $1`, row.seq);
        published++;
      }
      return { published, complete: rows.length === batchSize };
    });
  }
}
