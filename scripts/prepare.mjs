// Runs after `npm install` and before `npm start`: generates each service's Prisma client and builds the
// web app, skipping either when its output is newer than its inputs (so `npm start` stays fast).
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const force = process.argv.includes("--force");
const bin = (name) => path.join(root, "node_modules", ".bin", name);

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) {
    if (entry === "node_modules" || entry === "dist" || entry === "generated") continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}
const stale = (inputs, output) =>
  force || !fs.existsSync(output) || Math.max(...inputs.map(newestMtime)) > newestMtime(output);

function run(cmd, args, cwd) {
  // Without an engine path Prisma's CLI tries to download a native engine this network cannot reach.
  const PRISMA_SCHEMA_ENGINE_BINARY =
    process.env.PRISMA_SCHEMA_ENGINE_BINARY ?? path.join(root, "tools", "prisma-offline", "schema-engine-shim.mjs");
  execFileSync(cmd, args, {
    cwd,
    stdio: "inherit",
    env: { ...process.env, PRISMA_HIDE_UPDATE_MESSAGE: "1", PRISMA_SCHEMA_ENGINE_BINARY },
  });
}

if (!fs.existsSync(bin("prisma"))) {
  console.log("[prepare] dependencies are not installed yet; skipping");
  process.exit(0);
}

const prismaProjects = [
  ...fs.readdirSync(path.join(root, "services")).map((service) => path.join(root, "services", service)),
  path.join(root, "packages", "kit", "test", "fixture"),
];
for (const dir of prismaProjects) {
  const schema = path.join(dir, "prisma", "schema.prisma");
  const output = path.join(dir, "src", "generated", "prisma", "client.ts");
  if (!fs.existsSync(schema) || !stale([schema], output)) continue;
  console.log(`[prepare] generating the Prisma client for ${path.relative(root, dir)}`);
  run(bin("prisma"), ["generate"], dir);
}

const web = path.join(root, "web");
// The last thing the web build writes: the prerendered pages' index (web/scripts/build.mjs).
const webOutput = path.join(web, "dist", "pages", "routes.json");
const webInputs = [path.join(web, "src"), path.join(web, "public"), path.join(web, "scripts"), path.join(web, "index.html"), path.join(web, "vite.config.ts"), path.join(root, "packages", "contracts", "src")];
if (stale(webInputs, webOutput)) {
  console.log("[prepare] building the web app");
  run(process.execPath, [path.join(web, "scripts", "build.mjs"), "--quiet"], web);
}

const serverOutput = path.join(root, "dist", "standalone.cjs");
const serverInputs = ["packages", "services", "infra/standalone"].map((dir) => path.join(root, dir));
// The generator's and the catalog's worker threads load their own bundles beside the server's.
const workerOutputs = ["listing-worker.cjs", "upload-worker.cjs"].map((name) => path.join(root, "dist", name));
if (stale(serverInputs, serverOutput) || !workerOutputs.every((output) => fs.existsSync(output))) {
  console.log("[prepare] bundling the server");
  const { buildServer } = await import("./build-server.mjs");
  await buildServer(serverOutput);
}

// The embedded database as a first start would leave it (a fresh cluster, every service's migrations applied),
// made once with the bundle: a first `npm start` copies it instead of running initdb and ~20 migrations
// (packages/kit/src/db/embedded-postgres.ts). Remade when the installed PGlite or any migration changes.
const pgliteManifest = path.join(root, "node_modules", "@electric-sql", "pglite", "package.json");
const template = path.join(root, "dist", "pg-template");
const templateMarker = path.join(template, "shopscript-template.json");
function migrationsDigest() {
  const hash = createHash("sha256");
  const dirs = [path.join(root, "packages", "kit", "migrations"), ...fs.readdirSync(path.join(root, "services")).map((s) => path.join(root, "services", s, "prisma", "migrations"))];
  for (const dir of dirs) {
    if (!fs.existsSync(dir)) continue;
    for (const name of fs.readdirSync(dir).sort()) {
      const file = path.join(dir, name, "migration.sql");
      if (fs.existsSync(file)) hash.update(`${path.relative(root, file)}\n`).update(fs.readFileSync(file));
    }
  }
  return hash.digest("hex");
}
// Not in the container images (EMBEDDED_PG_TEMPLATE=off in the Dockerfile's build stage): they run against a real
// PostgreSQL, and the standalone bundle cannot run there (its prebuilt argon2 crashes in the slim image).
const templateWanted = process.env.EMBEDDED_PG_TEMPLATE !== "off";
if (templateWanted && fs.existsSync(pgliteManifest) && fs.existsSync(serverOutput)) {
  const want = { pglite: JSON.parse(fs.readFileSync(pgliteManifest, "utf8")).version, migrations: migrationsDigest() };
  const made = fs.existsSync(templateMarker) ? JSON.parse(fs.readFileSync(templateMarker, "utf8")) : {};
  if (force || made.pglite !== want.pglite || made.migrations !== want.migrations) {
    console.log("[prepare] creating the embedded database template");
    const partial = `${template}.partial-${process.pid}`;
    fs.rmSync(partial, { recursive: true, force: true });
    execFileSync(process.execPath, [serverOutput, "--prepare-db-template", partial], { cwd: root, stdio: "inherit" });
    fs.writeFileSync(path.join(partial, "pg", "shopscript-template.json"), JSON.stringify(want));
    fs.rmSync(template, { recursive: true, force: true });
    fs.renameSync(path.join(partial, "pg"), template);
    fs.rmSync(partial, { recursive: true, force: true });
  }
}
