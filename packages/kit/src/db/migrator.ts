import { createHash, randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Logger } from "../log/logger";
import { quoteIdentifier } from "./sql-identifier";

/** The few things the runner needs from a connection: one engine-neutral shape for pg and PGlite. */
export interface ScriptRunner {
  query<R = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<R[]>;
  /** Runs `script` (many statements, no parameters) inside one transaction. */
  execInTransaction(script: string): Promise<void>;
}

export interface Migration {
  name: string;
  sql: string;
  checksum: string;
}

export function readMigrations(dir: string): Migration[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(dir, entry.name, "migration.sql")))
    .map((entry) => entry.name)
    .sort()
    .map((name) => {
      const sql = fs.readFileSync(path.join(dir, name, "migration.sql"), "utf8");
      // Prisma records the plain sha256 of the file, so `prisma migrate status` agrees with this runner.
      return { name, sql, checksum: createHash("sha256").update(sql).digest("hex") };
    });
}

/**
 * Applies pending migrations into `schema`, each in its own transaction together with its record in the
 * tracking table (laid out like Prisma's `_prisma_migrations`). A migration edited after it was applied
 * stops start-up rather than leaving two databases that claim the same version but differ.
 */
export async function applyMigrations(
  runner: ScriptRunner,
  options: { schema: string; migrations: Migration[]; trackingTable: string; log: Logger },
): Promise<string[]> {
  const schema = quoteIdentifier(options.schema);
  const table = `${schema}.${quoteIdentifier(options.trackingTable)}`;
  await runner.execInTransaction(`
    CREATE SCHEMA IF NOT EXISTS ${schema};
    CREATE TABLE IF NOT EXISTS ${table} (
      "id" VARCHAR(36) PRIMARY KEY NOT NULL,
      "checksum" VARCHAR(64) NOT NULL,
      "finished_at" TIMESTAMPTZ,
      "migration_name" VARCHAR(255) NOT NULL,
      "logs" TEXT,
      "rolled_back_at" TIMESTAMPTZ,
      "started_at" TIMESTAMPTZ NOT NULL DEFAULT now(),
      "applied_steps_count" INTEGER NOT NULL DEFAULT 0
    );`);
  const applied = new Map(
    (
      await runner.query<{ migration_name: string; checksum: string }>(
        `SELECT "migration_name", "checksum" FROM ${table} WHERE "rolled_back_at" IS NULL AND "finished_at" IS NOT NULL`,
      )
    ).map((row) => [row.migration_name, row.checksum]),
  );
  const newlyApplied: string[] = [];
  for (const migration of options.migrations) {
    const recorded = applied.get(migration.name);
    if (recorded !== undefined) {
      if (recorded !== migration.checksum) {
        throw new Error(`migration ${migration.name} in ${options.schema} was changed after it was applied`);
      }
      continue;
    }
    const literal = (value: string) => `'${value.replace(/'/g, "''")}'`;
    await runner.execInTransaction(`
      SET LOCAL search_path TO ${schema};
      ${migration.sql}
      ;
      INSERT INTO ${table} ("id", "checksum", "finished_at", "migration_name", "applied_steps_count")
      VALUES (${literal(randomUUID())}, ${literal(migration.checksum)}, now(), ${literal(migration.name)}, 1);`);
    options.log.info({ schema: options.schema, migration: migration.name }, "applied migration");
    newlyApplied.push(migration.name);
  }
  return newlyApplied;
}
