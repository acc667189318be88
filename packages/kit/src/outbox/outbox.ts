import { createEvent, type DomainEvent, type EventPayload, type EventType } from "@shopscript/contracts";
import type { Database, PrismaLike } from "../db/open-database";
import { quoteIdentifier } from "../db/sql-identifier";
import type { OutboxRelay } from "./outbox-relay";
import { processEachOnce, processOnce } from "./inbox";
import { currentTraceparent } from "../tracing/tracing";

/** A Prisma transaction client (or the root client) that can run raw SQL. */
export type SqlExecutor = Pick<PrismaLike, "$executeRawUnsafe" | "$queryRawUnsafe">;

export type Emit = <T extends EventType>(type: T, payload: EventPayload<T>) => Promise<DomainEvent<T>>;

/**
 * Writes `event` to the outbox of `schema` through `tx`, so it commits or rolls back with the caller's change.
 * With tracing on, the active trace context is stored beside it for the relay to continue.
 */
export async function enqueueEvent(tx: SqlExecutor, schema: string, event: DomainEvent): Promise<void> {
  await tx.$executeRawUnsafe(
    `INSERT INTO ${quoteIdentifier(schema)}."outbox_event" ("id", "type", "envelope", "traceparent") VALUES ($1::uuid, $2, $3::jsonb, $4)`,
    event.id,
    event.type,
    JSON.stringify(event),
    currentTraceparent() ?? null,
  );
}

/**
 * Writes many events to the outbox of `schema` through `tx` in one statement, in the order given (their
 * sequence numbers follow it), each with the trace context it was emitted in.
 */
export async function enqueueEvents(
  tx: SqlExecutor,
  schema: string,
  events: Array<{ event: DomainEvent; traceparent: string | null }>,
): Promise<void> {
  if (events.length === 0) return;
  await tx.$executeRawUnsafe(
    `INSERT INTO ${quoteIdentifier(schema)}."outbox_event" ("id", "type", "envelope", "traceparent")
     SELECT e."id", e."type", e."envelope", e."traceparent"
     FROM ROWS FROM (jsonb_to_recordset($1::jsonb) AS ("id" uuid, "type" text, "envelope" jsonb, "traceparent" text))
       WITH ORDINALITY AS e("id", "type", "envelope", "traceparent", "n")
     ORDER BY e."n"`,
    JSON.stringify(
      events.map(({ event, traceparent }) => ({
        id: event.id,
        type: event.type,
        envelope: event,
        traceparent,
      })),
    ),
  );
}

/**
 * Runs `work` in one database transaction and hands it `emit`, which stores events in the same
 * transaction: all of them in one statement once `work` is done, in the order emitted. (One statement per
 * event held a batch's start, 50 rows' requests, past the transaction's 15 s on a loaded machine: a 500 and a
 * failed CI run.) After the commit the relay is woken so events leave at once rather than at the next poll.
 */
export async function transactionWithEvents<C extends PrismaLike, R>(
  db: Database<C>,
  relay: Pick<OutboxRelay, "wake"> | undefined,
  correlationId: string,
  work: (tx: Parameters<Parameters<C["$transaction"]>[0]>[0], emit: Emit) => Promise<R>,
): Promise<R> {
  let emitted = 0;
  const result = await db.client.$transaction(async (tx: SqlExecutor) => {
    const buffered: Array<{ event: DomainEvent; traceparent: string | null }> = [];
    const emit: Emit = async (type, payload) => {
      const event = createEvent(type, payload, { correlationId });
      buffered.push({ event: event as DomainEvent, traceparent: currentTraceparent() ?? null });
      return event;
    };
    const out = await work(tx as never, emit);
    await enqueueEvents(tx, db.schema, buffered);
    emitted = buffered.length;
    return out;
  });
  if (emitted > 0) relay?.wake();
  return result;
}

/**
 * processOnce for a consumer that answers an event with events of its own: the processed-id row, the
 * work and the events it emits (correlated with the one consumed) commit in one transaction.
 */
export async function processOnceWithEvents<C extends PrismaLike>(
  db: Database<C>,
  relay: Pick<OutboxRelay, "wake"> | undefined,
  consumer: string,
  event: DomainEvent,
  work: (tx: Parameters<Parameters<C["$transaction"]>[0]>[0], emit: Emit) => Promise<void>,
): Promise<boolean> {
  let emitted = 0;
  const processed = await processOnce(db, consumer, event, (tx) =>
    work(
      tx,
      emitterFor(tx as SqlExecutor, db.schema, event.correlationId, () => emitted++),
    ),
  );
  if (emitted > 0) relay?.wake();
  return processed;
}

/**
 * processEachOnce for a consumer that answers events with events of its own: `emitFor(event)` stores an
 * event correlated with the one it answers, in the batch's transaction (all of them in one statement once
 * `work` is done, in the order emitted). Returns the ids processed now.
 */
export async function processManyOnceWithEvents<C extends PrismaLike>(
  db: Database<C>,
  relay: Pick<OutboxRelay, "wake"> | undefined,
  consumer: string,
  events: DomainEvent[],
  work: (
    tx: Parameters<Parameters<C["$transaction"]>[0]>[0],
    fresh: DomainEvent[],
    emitFor: (answered: DomainEvent) => Emit,
  ) => Promise<void>,
): Promise<Set<string>> {
  let emitted = 0;
  const processed = await processEachOnce(db, consumer, events, async (tx, fresh) => {
    // The batch's events are written together once its work is done (one statement, not one per event).
    const buffered: Array<{ event: DomainEvent; traceparent: string | null }> = [];
    await work(tx, fresh, (answered) => async (type, payload) => {
      const event = createEvent(type, payload, { correlationId: answered.correlationId });
      buffered.push({ event: event as DomainEvent, traceparent: currentTraceparent() ?? null });
      return event;
    });
    await enqueueEvents(tx as SqlExecutor, db.schema, buffered);
    emitted = buffered.length;
  });
  if (emitted > 0) relay?.wake();
  return processed;
}

function emitterFor(tx: SqlExecutor, schema: string, correlationId: string, onEmit: () => void): Emit {
  return async (type, payload) => {
    const event = createEvent(type, payload, { correlationId });
    await enqueueEvent(tx, schema, event as DomainEvent);
    onEmit();
    return event;
  };
}
