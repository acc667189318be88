import type { Database } from "./open-database";
import type { SqlExecutor } from "../outbox/outbox";
import { quoteIdentifier } from "./sql-identifier";

/**
 * Deleted accounts stay deleted (issue 26). Each service that keeps per-user data records a deleted user in
 * its "deleted_user" table (kit migration 0004) before it purges, and a trigger on its per-user tables refuses
 * any later insert for that user, in the writing transaction (SQLSTATE DELETED_USER_SQLSTATE, answered 410 by
 * the error middleware). The migration explains why the lock it shares with tombstoneUser makes this race-free.
 */
export const DELETED_USER_SQLSTATE = "SS410";

/**
 * Records `userId` as deleted, in a transaction of its own that commits before the caller purges: from its
 * commit on, no insert for the user can commit, so the purge that follows removes everything there will ever be.
 * It waits (the exclusive advisory lock) for writes of the user already under way. Idempotent.
 */
export async function tombstoneUser(db: Database, userId: string): Promise<void> {
  const schema = quoteIdentifier(db.schema);
  await db.client.$transaction(async (tx: SqlExecutor) => {
    await tx.$executeRawUnsafe(`SELECT pg_advisory_xact_lock(${schema}.deleted_user_lock_key($1::uuid))`, userId);
    await tx.$executeRawUnsafe(`INSERT INTO ${schema}."deleted_user" ("user_id") VALUES ($1::uuid) ON CONFLICT DO NOTHING`, userId);
  });
}

/**
 * Whether `userId` was deleted: for consumers, to skip a late event quietly instead of failing it into the
 * dead-letter queue. Not a guard by itself (it takes no lock); the table's trigger is.
 */
export async function isUserDeleted(db: SqlExecutor, schema: string, userId: string): Promise<boolean> {
  const rows = await db.$queryRawUnsafe<unknown[]>(
    `SELECT 1 FROM ${quoteIdentifier(schema)}."deleted_user" WHERE "user_id" = $1::uuid`,
    userId,
  );
  return rows.length > 0;
}

/** Whether `err` (or what it wraps: Prisma and the driver adapters nest the database's error) is the trigger's refusal. */
export function isDeletedUserWrite(err: unknown): boolean {
  const seen = new Set<unknown>();
  const visit = (value: unknown, depth: number): boolean => {
    if (!value || typeof value !== "object" || seen.has(value) || depth > 6) return false;
    seen.add(value);
    const record = value as Record<string, unknown>;
    if (record.code === DELETED_USER_SQLSTATE || record.originalCode === DELETED_USER_SQLSTATE) return true;
    if (typeof record.message === "string" && record.message.includes(DELETED_USER_MESSAGE)) return true;
    return ["cause", "meta", "error", "driverAdapterError"].some((key) => visit(record[key], depth + 1));
  };
  return visit(err, 0);
}

/** The trigger's message (migration 0004): some Prisma paths keep only the text of the database's error. */
const DELETED_USER_MESSAGE = "this account was deleted; nothing more is stored for it";

/** Which of `userIds` were deleted (isUserDeleted for a batch of events, one statement). */
export async function deletedUsersAmong(db: SqlExecutor, schema: string, userIds: readonly string[]): Promise<Set<string>> {
  if (!userIds.length) return new Set();
  const rows = await db.$queryRawUnsafe<Array<{ user_id: string }>>(
    `SELECT "user_id"::text FROM ${quoteIdentifier(schema)}."deleted_user"
     WHERE "user_id" IN (SELECT id::uuid FROM jsonb_array_elements_text($1::jsonb) AS ids(id))`,
    JSON.stringify([...new Set(userIds)]),
  );
  return new Set(rows.map((row) => row.user_id.toLowerCase()));
}
