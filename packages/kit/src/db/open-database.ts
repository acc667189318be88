import path from "node:path";
import pg from "pg";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaPGlite } from "pglite-prisma-adapter";
import type { SqlDriverAdapterFactory } from "@prisma/driver-adapter-utils";
import type { Logger } from "../log/logger";
import { applyMigrations, readMigrations, type ScriptRunner } from "./migrator";
import type { PGlite } from "./embedded-postgres";

/** The part of a generated Prisma client the kit relies on. */
export interface PrismaLike {
  $disconnect(): Promise<void>;
  $queryRawUnsafe<T = unknown>(query: string, ...values: unknown[]): Promise<T>;
  $executeRawUnsafe(query: string, ...values: unknown[]): Promise<number>;
  $transaction<R>(fn: (tx: any) => Promise<R>, options?: { maxWait?: number; timeout?: number }): Promise<R>;
}

export interface PrismaClientOptions {
  adapter: SqlDriverAdapterFactory;
  transactionOptions: { maxWait: number; timeout: number };
}

export interface Database<C extends PrismaLike = PrismaLike> {
  client: C;
  /** The Postgres schema holding this service's tables. */
  schema: string;
  engine: "postgres" | "pglite";
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions<C extends PrismaLike> {
  schema: string;
  /** The service's committed Prisma migrations (`prisma/migrations`). */
  migrationsDir: string;
  createClient(options: PrismaClientOptions): C;
  log: Logger;
  /** A PostgreSQL URL; without one the shared embedded PGlite is used. */
  url?: string;
  embedded?: () => Promise<PGlite>;
  poolSize?: number;
}

const KIT_MIGRATIONS_DIR = path.resolve(__dirname, "..", "..", "migrations");

/** Opens a service's database, creating it (PostgreSQL) and applying the kit's and the service's migrations. */
export async function openDatabase<C extends PrismaLike>(options: OpenDatabaseOptions<C>): Promise<Database<C>> {
  if (options.url) return openPostgres(options, options.url);
  if (!options.embedded) throw new Error("openDatabase needs a PostgreSQL URL or an embedded database");
  return openPglite(options, await options.embedded());
}

async function migrate(runner: ScriptRunner, options: OpenDatabaseOptions<PrismaLike>) {
  const common = { schema: options.schema, log: options.log };
  await applyMigrations(runner, { ...common, migrations: readMigrations(KIT_MIGRATIONS_DIR), trackingTable: "_kit_migrations" });
  await applyMigrations(runner, { ...common, migrations: readMigrations(options.migrationsDir), trackingTable: "_prisma_migrations" });
}

async function openPostgres<C extends PrismaLike>(options: OpenDatabaseOptions<C>, url: string): Promise<Database<C>> {
  await ensureDatabaseExists(url);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // Several replicas may start at once: one migrates, the others wait and then find nothing to do.
    await client.query("SELECT pg_advisory_lock(hashtext($1))", [`migrate:${options.schema}`]);
    await migrate(
      {
        query: async (sql, params) => (await client.query(sql, params as unknown[])).rows,
        execInTransaction: async (script) => {
          await client.query("BEGIN");
          try {
            await client.query(script);
            await client.query("COMMIT");
          } catch (err) {
            await client.query("ROLLBACK");
            throw err;
          }
        },
      },
      options,
    );
  } finally {
    await client.end();
  }
  const pool = new pg.Pool({ connectionString: url, max: options.poolSize ?? 10 });
  pool.on("error", (err) => options.log.warn({ err: err.message }, "idle PostgreSQL connection failed"));
  const prisma = options.createClient({
    adapter: new PrismaPg(pool, { schema: options.schema }),
    transactionOptions: { maxWait: 5000, timeout: 15000 },
  });
  return {
    client: prisma,
    schema: options.schema,
    engine: "postgres",
    ping: async () => {
      await pool.query("SELECT 1");
    },
    close: async () => {
      await prisma.$disconnect();
      await pool.end().catch(() => undefined);
    },
  };
}

/** Applies the kit's and a service's migrations to its schema in the embedded database (also how the template is made). */
export async function migrateEmbedded(db: PGlite, options: Pick<OpenDatabaseOptions<PrismaLike>, "schema" | "migrationsDir" | "log">) {
  await migrate(
    {
      query: async (sql, params) => (await db.query(sql, params as unknown[])).rows as never[],
      // PGlite's own transaction holds its lock, so no other service's transaction interleaves.
      execInTransaction: async (script) => {
        await db.transaction(async (tx) => {
          await tx.exec(script);
        });
      },
    },
    options as OpenDatabaseOptions<PrismaLike>,
  );
}

async function openPglite<C extends PrismaLike>(options: OpenDatabaseOptions<C>, db: PGlite): Promise<Database<C>> {
  await migrateEmbedded(db, options);
  const prisma = options.createClient({
    adapter: schemaScopedPglite(db, options.schema),
    // PGlite runs one transaction at a time for every service, so waits are longer than on PostgreSQL.
    transactionOptions: { maxWait: 15000, timeout: 20000 },
  });
  return {
    client: prisma,
    schema: options.schema,
    engine: "pglite",
    ping: async () => {
      await db.query("SELECT 1");
    },
    // The instance is shared; whoever opened it closes it.
    close: () => prisma.$disconnect(),
  };
}

/**
 * pglite-prisma-adapter has no schema option; Prisma qualifies tables with the schema the adapter
 * reports, so report the service's.
 */
function schemaScopedPglite(db: PGlite, schema: string): SqlDriverAdapterFactory {
  const base = new PrismaPGlite(db as never);
  return {
    provider: base.provider,
    adapterName: base.adapterName,
    connect: async () => {
      const adapter = await base.connect();
      adapter.getConnectionInfo = () => ({ schemaName: schema, supportsRelationJoins: true });
      return adapter;
    },
  } as SqlDriverAdapterFactory;
}

/** Creates the database named in `url` when the server says it does not exist (first start, CI, tests). */
export async function ensureDatabaseExists(url: string): Promise<void> {
  const probe = new pg.Client({ connectionString: url });
  try {
    await probe.connect();
    await probe.end();
    return;
  } catch (err) {
    await probe.end().catch(() => undefined);
    if ((err as { code?: string }).code !== "3D000") throw err;
  }
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.replace(/^\//, ""));
  target.pathname = "/postgres";
  const admin = new pg.Client({ connectionString: target.toString() });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`);
  } catch (err) {
    // Another process created it in the meantime.
    if (!["42P04", "23505"].includes((err as { code?: string }).code ?? "")) throw err;
  } finally {
    await admin.end();
  }
}
