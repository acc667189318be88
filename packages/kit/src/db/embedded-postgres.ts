import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";

/**
 * The standalone mode's database: one PGlite (Postgres compiled to WebAssembly) for every service, each
 * service in its own schema. One instance costs ~300 MB, so the services share it instead of one each.
 */
export async function openEmbeddedPostgres(dataDir: string): Promise<PGlite> {
  const dir = path.join(dataDir, "pg");
  fs.mkdirSync(dir, { recursive: true });
  const db = await PGlite.create(dir, { relaxedDurability: false });
  await db.waitReady;
  return db;
}

export type { PGlite };
