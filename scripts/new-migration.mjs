#!/usr/bin/env node
// Writes the SQL that takes a service's committed migrations to its current prisma/schema.prisma as a new
// migration folder. Run from a service folder: `npm run db:migration -w services/auth -- add_tokens`.
// Needs a PostgreSQL server (MIGRATION_DATABASE_URL, default postgresql://postgres@127.0.0.1:5432) for the
// shadow database the diff replays the migrations into.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";

const name = process.argv[2];
if (!name || !/^[a-z0-9_]+$/.test(name)) {
  console.error("usage: npm run db:migration -w services/<service> -- <snake_case_name>");
  process.exit(2);
}
const service = path.basename(process.cwd());
const base = process.env.MIGRATION_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432";
const admin = new pg.Client({ connectionString: `${base}/postgres` });
await admin.connect();
// The WASM schema engine needs a live database even for a file-to-file diff; the shadow one starts empty.
await admin.query(`DROP DATABASE IF EXISTS "shopscript_${service}_shadow"`);
await admin.query(`CREATE DATABASE "shopscript_${service}_shadow"`);
const exists = await admin.query("SELECT 1 FROM pg_database WHERE datname = $1", [`shopscript_${service}_authoring`]);
if (!exists.rowCount) await admin.query(`CREATE DATABASE "shopscript_${service}_authoring"`);
await admin.end();

const migrationsDir = path.resolve("prisma/migrations");
const hasMigrations = fs.existsSync(migrationsDir) && fs.readdirSync(migrationsDir).some((d) => !d.startsWith("."));
const prisma = path.resolve("../../node_modules/.bin/prisma");
let sql = execFileSync(
  prisma,
  ["migrate", "diff", ...(hasMigrations ? ["--from-migrations", "prisma/migrations"] : ["--from-empty"]), "--to-schema", "prisma/schema.prisma", "--script"],
  { encoding: "utf8", env: { ...process.env, PRISMA_HIDE_UPDATE_MESSAGE: "1" } },
);
// The runner applies migrations with search_path set to the service's schema: keep the SQL schema-neutral.
sql = sql.replace(/^-- CreateSchema\s*\n/m, "").replace(/^CREATE SCHEMA IF NOT EXISTS "public";\s*/m, "").replace(/"public"\./g, "");
if (!/\b(CREATE|ALTER|DROP)\b/.test(sql)) {
  console.log("schema.prisma matches the migrations; nothing to write");
  process.exit(0);
}
const stamp = new Date().toISOString().replace(/\D/g, "").slice(0, 14);
const dir = path.join(migrationsDir, `${stamp}_${name}`);
fs.mkdirSync(dir, { recursive: true });
fs.writeFileSync(path.join(dir, "migration.sql"), sql);
console.log(`wrote ${path.relative(process.cwd(), dir)}/migration.sql`);
