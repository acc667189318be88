import path from "node:path";
import { openDatabase, type Database } from "../src";
import { openTestEmbeddedPostgres, quietLogger, testDatabaseUrl } from "../testing";
import { PrismaClient } from "./fixture/src/generated/prisma/client";

export type WidgetDb = Database<PrismaClient>;
export const FIXTURE_MIGRATIONS = path.join(__dirname, "fixture", "prisma", "migrations");

/** Opens the fixture schema on either engine; the same tests run on both (embedded must match real). */
export interface EngineFixture {
  open(schema: string, migrationsDir?: string): Promise<WidgetDb>;
  close(): Promise<void>;
}

export const engines: Record<"postgres" | "pglite", () => EngineFixture> = {
  postgres: () => {
    const url = testDatabaseUrl("kit");
    const opened: WidgetDb[] = [];
    return {
      open: async (schema, migrationsDir = FIXTURE_MIGRATIONS) => {
        const db = await openDatabase({ schema, migrationsDir, createClient: (o) => new PrismaClient(o), log: quietLogger(), url });
        opened.push(db);
        return db;
      },
      close: async () => {
        for (const db of opened) await db.close();
      },
    };
  },
  pglite: () => {
    const embedded = openTestEmbeddedPostgres();
    const instance = embedded.then((e) => e.instance);
    const opened: WidgetDb[] = [];
    return {
      open: async (schema, migrationsDir = FIXTURE_MIGRATIONS) => {
        const db = await openDatabase({
          schema,
          migrationsDir,
          createClient: (o) => new PrismaClient(o),
          log: quietLogger(),
          embedded: () => instance,
        });
        opened.push(db);
        return db;
      },
      close: async () => {
        for (const db of opened) await db.close();
        await (await embedded).close();
      },
    };
  },
};
