import path from "node:path";
import pg from "pg";
import { ConfigError, isMigrateOnly, migrateService, type ServiceDefinition } from "../src";
import { quietLogger, testDatabaseUrl } from "../testing";
import { runNode } from "../testing/processes";
import { widgetService } from "./fixture/widget-service";

const log = quietLogger();

async function tablesIn(url: string, schema: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ table_name: string }>(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = $1 ORDER BY table_name",
      [schema],
    );
    return rows.map((row) => row.table_name);
  } finally {
    await client.end();
  }
}

async function appliedMigrations(url: string, schema: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ migration_name: string }>(
      `SELECT migration_name FROM "${schema}"."_prisma_migrations" WHERE finished_at IS NOT NULL ORDER BY migration_name`,
    );
    return rows.map((row) => row.migration_name);
  } finally {
    await client.end();
  }
}

/** Runs the fixture service's main as `node <main> ...args` (through tsx), bounded in time. */
const runMain = (args: string[], env: NodeJS.ProcessEnv) =>
  runNode(["--import", "tsx", path.join(__dirname, "fixture", "widget-main.ts"), ...args], { env });

describe("migrate mode", () => {
  it("is chosen by a `migrate` argument or MIGRATE_ONLY, and a malformed MIGRATE_ONLY stops the process", () => {
    expect(isMigrateOnly(["node", "dist/services/auth.cjs", "migrate"], {})).toBe(true);
    expect(isMigrateOnly(["node", "dist/services/auth.cjs"], { MIGRATE_ONLY: "1" })).toBe(true);
    expect(isMigrateOnly(["node", "dist/services/auth.cjs"], { MIGRATE_ONLY: "true" })).toBe(true);
    expect(isMigrateOnly(["node", "dist/services/auth.cjs"], {})).toBe(false);
    expect(isMigrateOnly(["node", "dist/services/auth.cjs"], { MIGRATE_ONLY: "false" })).toBe(false);
    expect(isMigrateOnly(["node", "dist/services/auth.cjs"], { MIGRATE_ONLY: "" })).toBe(false);
    expect(isMigrateOnly(["node", "dist/services/auth.cjs", "--inspect"], {})).toBe(false);
    expect(() => isMigrateOnly(["node", "main"], { MIGRATE_ONLY: "sometimes" })).toThrow(ConfigError);
  });

  it("applies the kit's and the service's migrations without building the service, and again is a no-op", async () => {
    const url = testDatabaseUrl("migrate");
    // The service's own variable wins over DATABASE_URL, as at start-up.
    const env = { WIDGETS_DATABASE_URL: url, DATABASE_URL: "postgresql://nobody@127.0.0.1:1/none" };
    await expect(migrateService(widgetService, { env, log })).resolves.toBe(true);
    expect(await tablesIn(url, "widgets")).toEqual([
      "Widget",
      "_kit_migrations",
      "_prisma_migrations",
      "deleted_user",
      "outbox_event",
      "processed_event",
    ]);
    expect(await appliedMigrations(url, "widgets")).toEqual(["20260101000000_init"]);
    await expect(migrateService(widgetService, { env, log })).resolves.toBe(true);
    expect(await appliedMigrations(url, "widgets")).toEqual(["20260101000000_init"]);
  });

  it("has nothing to do for a service without a database, and needs PostgreSQL for one with", async () => {
    const stateless: ServiceDefinition = { ...widgetService, database: undefined };
    await expect(migrateService(stateless, { env: {}, log })).resolves.toBe(false);
    await expect(migrateService(widgetService, { env: {}, log })).rejects.toThrow(
      /set WIDGETS_DATABASE_URL or DATABASE_URL/,
    );
  });

  it("a service's main given `migrate` applies the migrations and exits 0 without listening", async () => {
    const url = testDatabaseUrl("migrate_main");
    const { code, output } = await runMain(["migrate"], { DATABASE_URL: url });
    expect({ code, output }).toEqual({
      code: 0,
      output: expect.stringContaining("widgets migrations are up to date"),
    });
    expect(output).not.toMatch(/listening/);
    expect(await appliedMigrations(url, "widgets")).toEqual(["20260101000000_init"]);
  });

  it("MIGRATE_ONLY=1 does the same; a failure exits non-zero", async () => {
    const url = testDatabaseUrl("migrate_env");
    expect((await runMain([], { DATABASE_URL: url, MIGRATE_ONLY: "1" })).code).toBe(0);
    expect(await appliedMigrations(url, "widgets")).toEqual(["20260101000000_init"]);
    const failed = await runMain(["migrate"], {});
    expect(failed.code).toBe(1);
    expect(failed.output).toMatch(/failed to migrate/);
  });
});
