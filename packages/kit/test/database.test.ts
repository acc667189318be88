import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { engines, FIXTURE_MIGRATIONS, type EngineFixture } from "./db-fixture";

describe.each(Object.keys(engines) as Array<keyof typeof engines>)("database factory on %s", (engine) => {
  let fixture: EngineFixture;
  beforeEach(() => {
    fixture = engines[engine]();
  });
  afterEach(async () => {
    await fixture.close();
  });

  it("applies the kit's and the service's migrations into the service schema, recorded like Prisma", async () => {
    const db = await fixture.open("shop_a");
    const tables = await db.client.$queryRawUnsafe<{ table_name: string }[]>(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = 'shop_a' ORDER BY table_name`,
    );
    expect(tables.map((t) => t.table_name)).toEqual([
      "Widget",
      "_kit_migrations",
      "_prisma_migrations",
      "deleted_user",
      "outbox_event",
      "processed_event",
    ]);
    const [record] = await db.client.$queryRawUnsafe<{ migration_name: string; checksum: string }[]>(
      `SELECT migration_name, checksum FROM "shop_a"."_prisma_migrations"`,
    );
    const file = fs.readFileSync(path.join(FIXTURE_MIGRATIONS, "20260101000000_init", "migration.sql"));
    expect(record).toEqual({
      migration_name: "20260101000000_init",
      checksum: createHash("sha256").update(file).digest("hex"),
    });
    const widget = await db.client.widget.create({ data: { name: "lamp" } });
    expect(await db.client.widget.findUnique({ where: { id: widget.id } })).toMatchObject({ name: "lamp" });
  });

  it("re-opening applies nothing twice and keeps the data", async () => {
    const first = await fixture.open("shop_b");
    await first.client.widget.create({ data: { name: "kettle" } });
    await first.close();
    const second = await fixture.open("shop_b");
    expect(await second.client.widget.count()).toBe(1);
    const records = await second.client.$queryRawUnsafe<unknown[]>(`SELECT 1 FROM "shop_b"."_prisma_migrations"`);
    expect(records).toHaveLength(1);
  });

  it("keeps services apart: same table names in two schemas of one database do not collide", async () => {
    const a = await fixture.open("svc_one");
    const b = await fixture.open("svc_two");
    await a.client.widget.create({ data: { name: "same-name" } });
    await b.client.widget.create({ data: { name: "same-name" } });
    await b.client.widget.create({ data: { name: "only-in-b" } });
    expect(await a.client.widget.count()).toBe(1);
    expect(await b.client.widget.count()).toBe(2);
  });

  it("refuses to start when an applied migration was edited afterwards", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "migrations-"));
    fs.cpSync(FIXTURE_MIGRATIONS, dir, { recursive: true });
    await (await fixture.open("shop_c", dir)).close();
    fs.appendFileSync(path.join(dir, "20260101000000_init", "migration.sql"), "\n-- sneaky edit\n");
    await expect(fixture.open("shop_c", dir)).rejects.toThrow(/20260101000000_init.*changed after it was applied/);
  });

  it("a failing migration leaves nothing half-applied", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "migrations-"));
    fs.cpSync(FIXTURE_MIGRATIONS, dir, { recursive: true });
    fs.mkdirSync(path.join(dir, "20260102000000_broken"));
    fs.writeFileSync(
      path.join(dir, "20260102000000_broken", "migration.sql"),
      `CREATE TABLE "Half" ("id" INT);\nALTER TABLE "Missing" ADD COLUMN "x" INT;`,
    );
    await expect(fixture.open("shop_d", dir)).rejects.toThrow();
    fs.rmSync(path.join(dir, "20260102000000_broken"), { recursive: true });
    const db = await fixture.open("shop_d", dir);
    const half = await db.client.$queryRawUnsafe<unknown[]>(
      `SELECT 1 FROM information_schema.tables WHERE table_schema = 'shop_d' AND table_name = 'Half'`,
    );
    expect(half).toEqual([]);
  });

  it("runs parallel interactive transactions from two service clients; none sees another's uncommitted write", async () => {
    const a = await fixture.open("par_a");
    const b = await fixture.open("par_b");
    const rolledBack = (i: number) => i % 3 === 0;
    const work = (db: typeof a, i: number) =>
      db.client.$transaction(async (tx) => {
        await tx.widget.create({ data: { name: `w${i}` } });
        await new Promise((resolve) => setTimeout(resolve, 10));
        const visible = (await tx.widget.findMany()).map((w) => Number(w.name.slice(1)));
        const leaked = visible.filter((n) => n !== i && rolledBack(n));
        if (leaked.length) throw new Error(`saw uncommitted writes of ${leaked.join(",")}`);
        if (rolledBack(i)) throw new Error("deliberate rollback");
      });
    const results = await Promise.allSettled(Array.from({ length: 12 }, (_, i) => work(i % 2 ? a : b, i)));
    const failures = results.flatMap((r) => (r.status === "rejected" ? [String(r.reason)] : []));
    expect(failures.filter((f) => !f.includes("deliberate rollback"))).toEqual([]);
    expect(failures).toHaveLength(4);
    expect((await a.client.widget.count()) + (await b.client.widget.count())).toBe(8);
  });
});
