import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { PGlite, type Extension } from "@electric-sql/pglite";

// A package-exports subpath, which this repo's TypeScript resolution (node10, for the CommonJS Prisma
// client) cannot see; node's require resolves it fine.
const { pg_trgm } = require("@electric-sql/pglite/contrib/pg_trgm") as { pg_trgm: Extension };

/** Extensions the services' migrations create (catalog: trigram indexes for substring search). */
const EMBEDDED_EXTENSIONS = { pg_trgm };

/**
 * The standalone mode's database: one PGlite (Postgres compiled to WebAssembly) for every service, each
 * service in its own schema. One instance costs ~300 MB, so the services share it instead of one each.
 */
export async function openEmbeddedPostgres(dataDir: string): Promise<PGlite> {
  const dir = path.join(dataDir, "pg");
  const firstStart = !fs.existsSync(path.join(dir, "PG_VERSION"));
  fs.mkdirSync(dir, { recursive: true });
  // Creating the cluster (initdb) grows the WebAssembly heap to ~900 MB, and a WASM heap never shrinks:
  // create it in a short-lived child process, so the server itself only ever holds a plain open (~300 MB).
  if (firstStart) await createClusterInChildProcess(dir);
  return PGlite.create(dir, { extensions: EMBEDDED_EXTENSIONS });
}

function createClusterInChildProcess(dir: string): Promise<void> {
  const script = `require(${JSON.stringify(require.resolve("@electric-sql/pglite"))}).PGlite.create(process.argv[1])
    .then((db) => db.close()).catch((err) => { console.error(err); process.exit(1); });`;
  return new Promise((resolve, reject) => {
    execFile(process.execPath, ["-e", script, dir], (err, _stdout, stderr) =>
      err ? reject(new Error(`could not create the embedded database in ${dir}: ${stderr || err.message}`)) : resolve(),
    );
  });
}

export type { PGlite };
