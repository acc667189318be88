import { randomUUID } from "node:crypto";
import pg from "pg";
import { isDeletedUserWrite, isUserDeleted, openDatabase, tombstoneUser } from "../src";
import { quietLogger, sleep, testDatabaseUrl } from "../testing";
import { engines, FIXTURE_MIGRATIONS, type EngineFixture, type WidgetDb } from "./db-fixture";
import { PrismaClient } from "./fixture/src/generated/prisma/client";

// Issue 26: the kit's deleted_user tombstone and the trigger a service attaches to its per-user tables. The
// table below stands for any of them (Description, UsageCount, BillingAccount...).
async function withNotes(db: WidgetDb) {
  await db.client.$executeRawUnsafe(`CREATE TABLE "${db.schema}"."Note" ("id" SERIAL PRIMARY KEY, "userId" UUID NOT NULL)`);
  await db.client.$executeRawUnsafe(
    `CREATE TRIGGER "Note_refuse_deleted_user" AFTER INSERT ON "${db.schema}"."Note" REFERENCING NEW TABLE AS inserted
     FOR EACH STATEMENT EXECUTE FUNCTION "${db.schema}".refuse_deleted_user_rows()`,
  );
  const insert = (userId: string) => db.client.$executeRawUnsafe(`INSERT INTO "${db.schema}"."Note" ("userId") VALUES ($1::uuid)`, userId);
  const count = async (userId: string) =>
    Number((await db.client.$queryRawUnsafe<{ n: bigint }[]>(`SELECT count(*) AS n FROM "${db.schema}"."Note" WHERE "userId" = $1::uuid`, userId))[0]!.n);
  return { insert, count };
}

describe.each(Object.keys(engines) as Array<keyof typeof engines>)("deleted users on %s", (engine) => {
  let fixture: EngineFixture;
  beforeEach(() => {
    fixture = engines[engine]();
  });
  afterEach(async () => {
    await fixture.close();
  });

  it("refuses every insert for a user once tombstoned, in a way the error middleware recognises; others still write", async () => {
    const db = await fixture.open(`deleted_${engine}_${Date.now() % 100000}`);
    const notes = await withNotes(db);
    const gone = randomUUID();
    const kept = randomUUID();
    await notes.insert(gone);
    expect(await isUserDeleted(db.client, db.schema, gone)).toBe(false);
    await tombstoneUser(db, gone);
    await tombstoneUser(db, gone); // a redelivered user.deleted: no error
    expect(await isUserDeleted(db.client, db.schema, gone)).toBe(true);
    const refused = await notes.insert(gone).then(
      () => undefined,
      (err: unknown) => err,
    );
    expect(refused).toBeDefined();
    expect(isDeletedUserWrite(refused)).toBe(true);
    expect(isDeletedUserWrite(new Error("duplicate key value violates unique constraint"))).toBe(false);
    await notes.insert(kept);
    expect(await notes.count(kept)).toBe(1);
  });
});

// Real concurrency needs a server with more than one connection: PGlite runs one transaction at a time.
describe("the tombstone and a write of the same user racing (real PostgreSQL, two connections)", () => {
  let db: WidgetDb;
  let notes: Awaited<ReturnType<typeof withNotes>>;
  let writer: pg.Client;
  beforeEach(async () => {
    const url = testDatabaseUrl("kit");
    const schema = `deleted_race_${Date.now() % 100000}`;
    db = await openDatabase({ schema, migrationsDir: FIXTURE_MIGRATIONS, createClient: (o) => new PrismaClient(o), log: quietLogger(), url });
    notes = await withNotes(db);
    writer = new pg.Client({ connectionString: url });
    await writer.connect();
  });
  afterEach(async () => {
    await writer.end();
    await db.close();
  });

  const settled = async (promise: Promise<unknown>, ms: number) =>
    Promise.race([promise.then(() => true, () => true), sleep(ms).then(() => false)]);

  it("a write already under way commits first; the tombstone waits for it, so the purge after it finds the row", async () => {
    const userId = randomUUID();
    await writer.query("BEGIN");
    await writer.query(`INSERT INTO "${db.schema}"."Note" ("userId") VALUES ($1::uuid)`, [userId]);
    const tombstone = tombstoneUser(db, userId);
    // Without the shared lock the trigger takes, the tombstone would commit now and the purge miss the row.
    expect(await settled(tombstone, 500)).toBe(false);
    await writer.query("COMMIT");
    await tombstone;
    await db.client.$executeRawUnsafe(`DELETE FROM "${db.schema}"."Note" WHERE "userId" = $1::uuid`, userId);
    expect(await notes.count(userId)).toBe(0);
    await expect(notes.insert(userId)).rejects.toBeDefined();
    expect(await notes.count(userId)).toBe(0);
  });

  it("a write that comes while the tombstone is being written waits for it, then is refused", async () => {
    const userId = randomUUID();
    // The tombstone's transaction, held open: its lock taken and its row written, not yet committed.
    await writer.query("BEGIN");
    await writer.query(`SELECT pg_advisory_xact_lock("${db.schema}".deleted_user_lock_key($1::uuid))`, [userId]);
    await writer.query(`INSERT INTO "${db.schema}"."deleted_user" ("user_id") VALUES ($1::uuid)`, [userId]);
    const late = notes.insert(userId).then(
      () => undefined,
      (err: unknown) => err,
    );
    // Without the lock the write would see no tombstone (not committed) and commit after the purge.
    expect(await settled(late, 500)).toBe(false);
    await writer.query("COMMIT");
    expect(isDeletedUserWrite(await late)).toBe(true);
    expect(await notes.count(userId)).toBe(0);
  });
});
