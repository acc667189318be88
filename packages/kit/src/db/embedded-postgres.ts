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
 * PostgreSQL's buffer pool inside the WebAssembly heap. initdb writes 128MB into postgresql.conf, and PGlite
 * zero-fills shared memory at start, so all of it was resident from the first second (plus ~80 MB more once
 * VACUUM and index builds had grown the heap, which never shrinks). 16MB stays inside PGlite's fixed 128 MB
 * initial heap; a page that misses it is one read of a file the OS keeps cached (PGlite's files are plain
 * files in the data dir), and a 20,000-description catalogue searched no slower side by side (and the heap
 * stayed at 128 MB where 128MB of buffers grew it to 266 MB). Given on the command line, so an existing data
 * dir gets it too.
 */
const EMBEDDED_SHARED_BUFFERS = "16MB";

/**
 * The standalone mode's database: one PGlite (Postgres compiled to WebAssembly) for every service, each
 * service in its own schema. One instance costs ~150 MB, so the services share it instead of one each.
 */
export async function openEmbeddedPostgres(dataDir: string): Promise<PGlite> {
  const dir = path.join(dataDir, "pg");
  const firstStart = !fs.existsSync(path.join(dir, "PG_VERSION"));
  if (firstStart) {
    const template = embeddedTemplateDir();
    // A fresh cluster is the same every time: `npm install`/`npm start` (scripts/prepare.mjs) makes one once,
    // and a first start copies it (a fraction of a second) instead of running initdb (seconds of CPU).
    if (template) copyCluster(template, dir);
    else {
      fs.mkdirSync(dir, { recursive: true });
      // Creating the cluster (initdb) grows the WebAssembly heap to ~900 MB, and a WASM heap never shrinks:
      // create it in a short-lived child process, so the server itself only ever holds a plain open.
      await createClusterInChildProcess(dir);
    }
  }
  return PGlite.create(dir, {
    extensions: EMBEDDED_EXTENSIONS,
    startParams: [...PGlite.defaultStartParams, "-c", `shared_buffers=${EMBEDDED_SHARED_BUFFERS}`],
  });
}

/** Names the PGlite version a template was made by (written by scripts/prepare.mjs); a template from another version is not used. */
export const TEMPLATE_MARKER = "shopscript-template.json";

function pgliteVersion(): string {
  const manifest = path.join(path.dirname(require.resolve("@electric-sql/pglite")), "..", "package.json");
  try {
    return (JSON.parse(fs.readFileSync(manifest, "utf8")) as { version: string }).version;
  } catch {
    return "unknown";
  }
}

/**
 * The prepared empty cluster (dist/pg-template, beside the server bundle or at the repository's root when
 * running from the sources), or EMBEDDED_PG_TEMPLATE ("off": always initdb); undefined when there is none
 * made by this PGlite.
 */
function embeddedTemplateDir(): string | undefined {
  if (process.env.EMBEDDED_PG_TEMPLATE === "off") return undefined;
  const candidates = [
    process.env.EMBEDDED_PG_TEMPLATE,
    path.join(__dirname, "pg-template"),
    path.resolve(__dirname, "..", "..", "..", "..", "dist", "pg-template"),
  ];
  const version = pgliteVersion();
  for (const candidate of candidates) {
    if (!candidate) continue;
    try {
      const marker = JSON.parse(fs.readFileSync(path.join(candidate, TEMPLATE_MARKER), "utf8")) as { pglite?: string };
      if (marker.pglite === version && fs.existsSync(path.join(candidate, "PG_VERSION"))) return candidate;
    } catch {
      // no template here
    }
  }
  return undefined;
}

/** Copies into a sibling folder first and renames it into place, so a start interrupted midway leaves no half cluster. */
function copyCluster(template: string, dir: string): void {
  const partial = `${dir}.partial-${process.pid}`;
  fs.rmSync(partial, { recursive: true, force: true });
  fs.cpSync(template, partial, { recursive: true, filter: (source) => path.basename(source) !== TEMPLATE_MARKER });
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(path.dirname(dir), { recursive: true });
  fs.renameSync(partial, dir);
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
