import { createEvent, type DomainEvent, type EventPayload, type EventType } from "@shopscript/contracts";
import type { Database, PrismaLike } from "../db/open-database";
import { quoteIdentifier } from "../db/sql-identifier";
import type { OutboxRelay } from "./outbox-relay";

/** A Prisma transaction client (or the root client) that can run raw SQL. */
export type SqlExecutor = Pick<PrismaLike, "$executeRawUnsafe" | "$queryRawUnsafe">;

export type Emit = <T extends EventType>(type: T, payload: EventPayload<T>) => Promise<DomainEvent<T>>;

/** Writes `event` to the outbox of `schema` through `tx`, so it commits or rolls back with the caller's change. */
export async function enqueueEvent(tx: SqlExecutor, schema: string, event: DomainEvent): Promise<void> {
  await tx.$executeRawUnsafe(
    `INSERT INTO ${quoteIdentifier(schema)}."outbox_event" ("id", "type", "envelope") VALUES ($1::uuid, $2, $3::jsonb)`,
    event.id,
    event.type,
    JSON.stringify(event),
  );
}

/**
 * Runs `work` in one database transaction and hands it `emit`, which stores events in the same
 * transaction. After the commit the relay is woken so events leave at once rather than at the next poll.
 */
export async function transactionWithEvents<C extends PrismaLike, R>(
  db: Database<C>,
  relay: Pick<OutboxRelay, "wake"> | undefined,
  correlationId: string,
  work: (tx: Parameters<Parameters<C["$transaction"]>[0]>[0], emit: Emit) => Promise<R>,
): Promise<R> {
  let emitted = 0;
  const result = await db.client.$transaction(async (tx: SqlExecutor) => {
    const emit: Emit = async (type, payload) => {
      const event = createEvent(type, payload, { correlationId });
      await enqueueEvent(tx, db.schema, event as DomainEvent);
      emitted++;
      return event;
    };
    return work(tx as never, emit);
  });
  if (emitted > 0) relay?.wake();
  return result;
}
