// Bundles the standalone server (all six services and the workspace packages) into one CommonJS file,
// so `npm start` runs plain node: no TypeScript compiler in memory at run time, faster start.
// With --services it bundles each service's src/main.ts into dist/services/<name>.cjs instead, for the
// images (Dockerfile); `--all` builds both. Third-party packages stay external (they load their own WASM
// and native files from node_modules).
import fs from "node:fs";
import path from "node:path";
import { build } from "esbuild";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const workspaceDirs = ["packages", "services"].flatMap((group) =>
  fs.readdirSync(path.join(root, group)).map((name) => path.join(root, group, name)),
);
const external = new Set();
for (const dir of [root, ...workspaceDirs]) {
  const pkg = JSON.parse(fs.readFileSync(path.join(dir, "package.json"), "utf8"));
  for (const name of Object.keys({ ...pkg.dependencies, ...pkg.devDependencies })) {
    if (!name.startsWith("@shopscript/")) external.add(name);
  }
}

/**
 * Code finds files beside its source (migrations, the web build) through __dirname. In one bundle that
 * would be dist/, so each workspace file's __dirname becomes its source folder, relative to the bundle.
 */
function keepSourceDirname(outdir) {
  return {
    name: "keep-source-dirname",
    setup(pluginBuild) {
      pluginBuild.onLoad({ filter: /\.ts$/ }, async (args) => {
        if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
        const source = await fs.promises.readFile(args.path, "utf8");
        if (!source.includes("__dirname")) return undefined;
        const relative = JSON.stringify(path.relative(outdir, path.dirname(args.path)));
        return { contents: source.replace(/\b__dirname\b/g, `__sourceDir(${relative})`), loader: "ts" };
      });
    },
  };
}

const commonOptions = (outdir) => ({
  bundle: true,
  platform: "node",
  target: "node20",
  format: "cjs",
  sourcemap: true,
  external: [...external].flatMap((name) => [name, `${name}/*`]),
  logLevel: "warning",
  banner: { js: 'const __sourceDir = (relative) => require("node:path").join(__dirname, relative);' },
  plugins: [keepSourceDirname(outdir)],
});

/**
 * The generator runs its built-in writer and checker in worker threads, the catalog reads uploads in one; a
 * thread loads its own entry, so every bundle that contains the generator gets `listing-worker.cjs` beside
 * it (listing-work-pool.ts looks for it there), and every bundle with the catalog `upload-worker.cjs`
 * (upload-work-pool.ts).
 */
const LISTING_WORKER = ["listing-worker", path.join(root, "services", "generator", "src", "generation", "listing-worker.ts")];
const UPLOAD_WORKER = ["upload-worker", path.join(root, "services", "catalog", "src", "batches", "upload-worker.ts")];

export async function buildServer(outfile = path.join(root, "dist", "standalone.cjs")) {
  const outdir = path.dirname(outfile);
  await build({
    ...commonOptions(outdir),
    entryPoints: [path.join(root, "infra", "standalone", "main.ts")],
    outfile,
  });
  for (const [name, entry] of [LISTING_WORKER, UPLOAD_WORKER]) {
    await build({ ...commonOptions(outdir), entryPoints: [entry], outfile: path.join(outdir, `${name}.cjs`) });
  }
  return outfile;
}

/** The services that run on their own: every services/<name> with a src/main.ts. */
export const serviceNames = () =>
  fs
    .readdirSync(path.join(root, "services"))
    .filter((name) => fs.existsSync(path.join(root, "services", name, "src", "main.ts")))
    .sort();

/**
 * One bundle per service, `<outdir>/<name>.cjs`, each running `runServiceMain` (so `node <bundle> migrate`
 * only applies that service's migrations). Migrations and the web build stay where they are in the repo,
 * found relative to the bundle: an image keeps the repository layout under its working directory.
 */
export async function buildServices(outdir = path.join(root, "dist", "services"), names = serviceNames()) {
  await build({
    ...commonOptions(outdir),
    entryPoints: Object.fromEntries([
      ...names.map((name) => [name, path.join(root, "services", name, "src", "main.ts")]),
      ...(names.includes("generator") ? [LISTING_WORKER] : []),
      ...(names.includes("catalog") ? [UPLOAD_WORKER] : []),
    ]),
    outdir,
    outExtension: { ".js": ".cjs" },
  });
  return names.map((name) => path.join(outdir, `${name}.cjs`));
}

// node scripts/build-server.mjs [--services | --all] [--outdir <dir for the service bundles>]
if (process.argv[1] === new URL(import.meta.url).pathname) {
  const args = process.argv.slice(2);
  const outdirAt = args.indexOf("--outdir");
  const outdir = outdirAt === -1 ? undefined : path.resolve(args[outdirAt + 1] ?? "");
  if (!args.includes("--services") || args.includes("--all")) await buildServer();
  if (args.includes("--services") || args.includes("--all")) await buildServices(outdir);
}
