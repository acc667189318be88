/**
 * Images with the contract of the public ones the compose file names, made from Debian's packages (no
 * registry is reachable): a slim Debian base from debootstrap, then node, postgres, redis, rabbitmq and a
 * Mailpit stand-in built on it (stand-ins/<name>/Dockerfile). Each image carries the checksum of its
 * definition (and of its parent's) as a label; a run reuses an image whose label matches and rebuilds
 * one that is missing or stale.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { build } from "esbuild";
import { DOCKER, debianMirrors, type Engine } from "./engine";
import { run } from "./shell";

const HERE = __dirname;
const LABEL = "app.shopscript.stand-in.checksum";
const SUITE = "bookworm";

export const STAND_IN_IMAGES = {
  debian: "stand-in/debian:bookworm-slim",
  node: "stand-in/node:20-bookworm-slim",
  postgres: "stand-in/postgres:16",
  redis: "stand-in/redis:7",
  rabbitmq: "stand-in/rabbitmq:3-management",
  mailpit: "stand-in/mailpit:latest",
} as const;

/** What the base is made of; part of its checksum, so a change here rebuilds everything above it. */
const SLIM_DPKG_CONFIG = [
  "# As Debian's slim images: no documentation, manuals or translations.",
  "path-exclude /usr/share/doc/*",
  "path-include /usr/share/doc/*/copyright",
  "path-exclude /usr/share/man/*",
  "path-exclude /usr/share/groff/*",
  "path-exclude /usr/share/info/*",
  "path-exclude /usr/share/lintian/*",
  "path-exclude /usr/share/linda/*",
  "path-exclude /usr/share/locale/*",
  "path-include /usr/share/locale/locale.alias",
  "",
].join("\n");

/** What the dpkg configuration above would have left out, removed from the fresh rootfs (cwd). */
const SLIM_ROOTFS = [
  "find usr/share/doc -mindepth 1 ! -type d ! -name copyright -delete",
  "find usr/share/doc -mindepth 1 -type d -empty -delete",
  "find usr/share/locale -mindepth 1 -maxdepth 1 ! -name locale.alias -exec rm -rf {} +",
  "rm -rf usr/share/man/* usr/share/groff/* usr/share/info/* usr/share/lintian/* var/lib/apt/lists/* var/cache/apt/*",
].join(" && ");

/** The apt sources of the images: the host's mirror, named over http:// so builds reach it through the proxy. */
function aptSources(): string {
  const { debian, security } = debianMirrors();
  const http = (uri: string) => uri.replace(/^https:/, "http:");
  return [
    "Types: deb",
    `URIs: ${http(debian)}`,
    `Suites: ${SUITE} ${SUITE}-updates`,
    "Components: main",
    "Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg",
    "",
    "Types: deb",
    `URIs: ${http(security)}`,
    `Suites: ${SUITE}-security`,
    "Components: main",
    "Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg",
    "",
  ].join("\n");
}

/** The proxy routes builds need: the Debian mirrors (as named in aptSources) and npm's registry. */
export function buildRoutes(npmRegistry: string): Record<string, string> {
  const routes: Record<string, string> = {};
  for (const uri of Object.values(debianMirrors())) routes[new URL(uri).host] = new URL(uri).origin;
  const registry = new URL(npmRegistry);
  routes[registry.host] = registry.origin;
  return routes;
}

/** npm inside the builds asks for the registry over http://, through the build proxy. */
export const npmrcFor = (npmRegistry: string) => `registry=${npmRegistry.replace(/^https:/, "http:")}\n`;

const sha256 = (...parts: Array<string | Buffer>) => {
  const hash = crypto.createHash("sha256");
  for (const part of parts) hash.update(part).update("\0");
  return hash.digest("hex");
};

function filesDigest(dir: string): string {
  const files = (fs.readdirSync(dir, { recursive: true }) as string[])
    .filter((f) => fs.statSync(path.join(dir, f)).isFile())
    .sort();
  return sha256(...files.flatMap((file) => [file, fs.readFileSync(path.join(dir, file))]));
}

async function labelOf(engine: Engine, image: string): Promise<string | undefined> {
  const inspected = await engine.docker(
    ["image", "inspect", "--format", `{{index .Config.Labels "${LABEL}"}}`, image],
    {
      timeoutMs: 30_000,
      allowFailure: true,
    },
  );
  return inspected.code === 0 ? inspected.stdout.trim() : undefined;
}

export interface StandInOptions {
  engine: Engine;
  buildArgs: Record<string, string>;
  npmRegistry: string;
  logFile: string;
  note: (text: string) => void;
}

/** Makes (or reuses) every stand-in image; notes which were reused and which built, with their times. */
export async function ensureStandIns(options: StandInOptions): Promise<void> {
  const { engine, note } = options;
  const baseSum = sha256(SUITE, SLIM_DPKG_CONFIG, SLIM_ROOTFS, aptSources());
  await ensure(engine, STAND_IN_IMAGES.debian, baseSum, note, () => makeBase(options, baseSum));

  const nodeSum = sha256(
    baseSum,
    filesDigest(path.join(HERE, "stand-ins", "node")),
    process.version,
    npmrcFor(options.npmRegistry),
    npmVersion(),
  );
  await ensure(engine, STAND_IN_IMAGES.node, nodeSum, note, () =>
    buildStandIn(options, "node", STAND_IN_IMAGES.node, nodeSum, (context) =>
      stageNode(context, options.npmRegistry),
    ),
  );

  // The servers need only apt through the proxy: built side by side, since downloads dominate.
  const servers = ["postgres", "redis", "rabbitmq"] as const;
  await Promise.all(
    servers.map((name) => {
      const sum = sha256(baseSum, filesDigest(path.join(HERE, "stand-ins", name)));
      return ensure(engine, STAND_IN_IMAGES[name], sum, note, () =>
        buildStandIn(options, name, STAND_IN_IMAGES[name], sum),
      );
    }),
  );

  const mailpitSum = sha256(
    nodeSum,
    filesDigest(path.join(HERE, "stand-ins", "mailpit")),
    fs.readFileSync(path.join(HERE, "..", "test-support", "mailbox.ts")),
  );
  await ensure(engine, STAND_IN_IMAGES.mailpit, mailpitSum, note, () =>
    buildStandIn(options, "mailpit", STAND_IN_IMAGES.mailpit, mailpitSum, stageMailpit),
  );
}

async function ensure(
  engine: Engine,
  image: string,
  sum: string,
  note: (text: string) => void,
  make: () => Promise<void>,
) {
  if ((await labelOf(engine, image)) === sum) {
    note(`${image}: reused (checksum ${sum.slice(0, 12)})`);
    return;
  }
  const begin = Date.now();
  await make();
  const label = await labelOf(engine, image);
  if (label !== sum) throw new Error(`${image} was built but carries checksum ${label}, not ${sum}`);
  note(`${image}: built in ${((Date.now() - begin) / 1000).toFixed(0)} s (checksum ${sum.slice(0, 12)})`);
}

/** debootstrap --variant=minbase from the host's mirror, slimmed as Debian's -slim images, imported. */
async function makeBase(options: StandInOptions, sum: string) {
  const rootfs = fs.mkdtempSync(path.join(os.tmpdir(), "shopscript-rootfs-"));
  try {
    await run("debootstrap", ["--variant=minbase", SUITE, rootfs, debianMirrors().debian], {
      timeoutMs: 900_000,
      logFile: options.logFile,
    });
    fs.writeFileSync(path.join(rootfs, "etc/dpkg/dpkg.cfg.d/slim"), SLIM_DPKG_CONFIG);
    fs.rmSync(path.join(rootfs, "etc/apt/sources.list"), { force: true });
    fs.writeFileSync(path.join(rootfs, "etc/apt/sources.list.d/debian.sources"), aptSources());
    await run("sh", ["-c", SLIM_ROOTFS], { cwd: rootfs, timeoutMs: 120_000 });
    await run(
      "bash",
      [
        "-o",
        "pipefail",
        "-c",
        `tar -C "$ROOTFS" -c . | "$DOCKER" import --change "LABEL ${LABEL}=${sum}" --change 'CMD ["bash"]' - "$IMAGE"`,
      ],
      {
        env: { ...options.engine.env, ROOTFS: rootfs, DOCKER, IMAGE: STAND_IN_IMAGES.debian },
        timeoutMs: 300_000,
        logFile: options.logFile,
      },
    );
  } finally {
    fs.rmSync(rootfs, { recursive: true, force: true });
  }
}

/** Builds stand-ins/<name> (plus whatever `stage` adds to a copy of it) as `image`, labelled with `sum`. */
async function buildStandIn(
  options: StandInOptions,
  name: string,
  image: string,
  sum: string,
  stage?: (context: string) => Promise<void> | void,
) {
  const context = fs.mkdtempSync(path.join(os.tmpdir(), `shopscript-stand-in-${name}-`));
  try {
    fs.cpSync(path.join(HERE, "stand-ins", name), context, { recursive: true });
    await stage?.(context);
    const args = Object.entries({
      ...options.buildArgs,
      BASE_IMAGE: STAND_IN_IMAGES.debian,
      NODE_IMAGE: STAND_IN_IMAGES.node,
    }).flatMap(([key, value]) => ["--build-arg", `${key}=${value}`]);
    await options.engine.docker(
      ["build", "--network", "host", "--label", `${LABEL}=${sum}`, "-t", image, ...args, context],
      {
        timeoutMs: 900_000,
        logFile: options.logFile,
      },
    );
  } finally {
    fs.rmSync(context, { recursive: true, force: true });
  }
}

function npmRoot(): string {
  return path.resolve(path.dirname(fs.realpathSync(process.execPath)), "..", "lib", "node_modules", "npm");
}

function npmVersion(): string {
  return JSON.parse(fs.readFileSync(path.join(npmRoot(), "package.json"), "utf8")).version;
}

/** This machine's node, npm and node headers, laid out as /usr/local in node's official images. */
function stageNode(context: string, npmRegistry: string) {
  const prefix = path.resolve(path.dirname(fs.realpathSync(process.execPath)), "..");
  const local = path.join(context, "usr-local");
  fs.mkdirSync(path.join(local, "bin"), { recursive: true });
  fs.copyFileSync(process.execPath, path.join(local, "bin", "node"));
  fs.cpSync(npmRoot(), path.join(local, "lib", "node_modules", "npm"), {
    recursive: true,
    dereference: true,
  });
  fs.cpSync(path.join(prefix, "include", "node"), path.join(local, "include", "node"), {
    recursive: true,
    dereference: true,
  });
  fs.mkdirSync(path.join(local, "etc"), { recursive: true });
  fs.writeFileSync(path.join(local, "etc", "npmrc"), npmrcFor(npmRegistry));
}

/** The Mailpit stand-in's server, bundled with its libraries into one executable file. */
async function stageMailpit(context: string) {
  await build({
    entryPoints: [path.join(HERE, "stand-ins", "mailpit", "server.ts")],
    outfile: path.join(context, "server.cjs"),
    bundle: true,
    platform: "node",
    target: "node20",
    format: "cjs",
    banner: { js: "#!/usr/bin/env node" },
    logLevel: "warning",
  });
}
