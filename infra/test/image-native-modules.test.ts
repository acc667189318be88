/**
 * Every native module loads the way the images load it. A dev install (`npm ci`) runs install scripts, so
 * native modules are compiled for this Node; the images install with --ignore-scripts, so a package falls
 * back to whatever binary it ships. argon2's prebuilt linux-x64 binary segfaults on Node 20 (issue 13):
 * every sign-up in a container failed while every test here passed. So this test replays each service's
 * Dockerfile deps stage (its commands but apt-get, with the stage's ENV, on a copy of the manifests the
 * `manifests` stage copies) and then requires every package with native code in a fresh node process.
 * The deploy test (npm run test:deploy) checks the same in the real images.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { readDockerfile, ROOT } from "../test-support/dockerfile";

const DOCKERFILE = readDockerfile();
const SERVICES = fs
  .readdirSync(path.join(ROOT, "services"))
  .filter((name) => fs.existsSync(path.join(ROOT, "services", name, "src", "main.ts")))
  .sort();

/** The files the `manifests` stage copies, at the same paths. */
function copyManifests(into: string) {
  for (const copy of DOCKERFILE.instructions("manifests", "COPY")) {
    const words = copy.split(/\s+/).filter((word) => !word.startsWith("--"));
    const destination = words.pop()!;
    for (const source of words) {
      const target = destination.endsWith("/")
        ? path.join(into, destination, path.basename(source))
        : path.join(into, destination);
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.copyFileSync(path.join(ROOT, source), target);
    }
  }
}

/** The deps stage a service's image copies node_modules from. */
function depsStageOf(service: string): string {
  const copies = DOCKERFILE.instructions(service, "COPY").join("\n");
  const stage = /--from=(\S+) \/app\/node_modules/.exec(copies)?.[1];
  if (!stage) throw new Error(`the ${service} target copies no node_modules`);
  return stage;
}

/**
 * The stage's commands, in order, as one shell script, except those that prepare the system (apt-get: a
 * compiler), which this machine already has: a dev install compiles argon2 too.
 */
function installCommandsOf(stage: string): string {
  const commands = DOCKERFILE.instructions(stage, "RUN")
    .flatMap((run) => run.split(/\s*&&\s*/))
    .filter((command) => !/^(apt-get\s|rm -rf \/var\/lib\/apt)/.test(command));
  if (!commands.some((command) => /^(\w+=\S+\s+)*npm ci\s/.test(command)))
    throw new Error(`stage ${stage} runs no npm ci`);
  return commands.join(" && ");
}

/** Package folders under node_modules (nested ones too) that hold native code: a .node file or a binding.gyp. */
function nativePackages(nodeModules: string): string[] {
  const found = new Set<string>();
  const files = fs.readdirSync(nodeModules, { recursive: true }) as string[];
  for (const file of files) {
    if (!file.endsWith(".node") && path.basename(file) !== "binding.gyp") continue;
    const parts = file.split(path.sep);
    // The package is the segment after the last node_modules (two segments for a scope).
    const last = parts.lastIndexOf("node_modules");
    const start = last + 1;
    const length = parts[start]!.startsWith("@") ? 2 : 1;
    found.add(path.join(nodeModules, ...parts.slice(0, start + length)));
  }
  return [...found].sort();
}

describe("native modules, installed as the images install them", () => {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "shopscript-image-deps-"));
  afterAll(() => fs.rmSync(work, { recursive: true, force: true }));
  const loaded: Record<string, string[]> = {};

  it.each(SERVICES)(
    "%s: every native module of its deps stage loads in a fresh node",
    (service) => {
      const stage = depsStageOf(service);
      const dir = path.join(work, service);
      copyManifests(dir);
      const install = spawnSync("sh", ["-c", installCommandsOf(stage)], {
        cwd: dir,
        // The stage's ENV (npm settings); prefer-offline only spares the network what the cache has.
        env: { ...process.env, ...DOCKERFILE.envOf(stage), npm_config_prefer_offline: "true" },
        encoding: "utf8",
        timeout: 240_000,
      });
      expect({
        stage,
        status: install.status,
        output: install.status === 0 ? "" : `${install.stdout}\n${install.stderr}`,
      }).toEqual({
        stage,
        status: 0,
        output: "",
      });

      const packages = nativePackages(path.join(dir, "node_modules"));
      loaded[service] = packages.map((p) => path.relative(path.join(dir, "node_modules"), p));
      for (const pkg of packages) {
        // From the service's folder, as its bundle resolves it; a crash shows up as a signal.
        const load = spawnSync(process.execPath, ["-e", `require(${JSON.stringify(pkg)})`], {
          cwd: path.join(dir, "services", service),
          env: { PATH: process.env.PATH },
          encoding: "utf8",
          timeout: 30_000,
        });
        const name = path.relative(path.join(dir, "node_modules"), pkg);
        expect({ name, status: load.status, signal: load.signal, stderr: load.stderr.trim() }).toEqual({
          name,
          status: 0,
          signal: null,
          stderr: "",
        });
      }
    },
    300_000,
  );

  it("found auth's argon2 among them (so the loop above had something to load)", () => {
    expect(loaded.auth).toContain("argon2");
  });
});
