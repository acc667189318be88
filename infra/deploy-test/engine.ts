/**
 * A private Docker engine for the deploy test: Debian's docker.io (installed when absent), started with
 * its own data root, exec root and socket, and networking that changes nothing on the host (no IP
 * forwarding, no NAT, no iptables rules, no docker0 bridge; compose networks from a benchmarking range).
 * Stopped by its pid at the end. ../shared/notes/docker.md has the recipe this follows.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { run, tail, type CommandOptions, type CommandResult } from "./shell";

/** Debian's client, never whatever `docker` PATH finds first (a stray static client may sit in /usr/local/bin). */
export const DOCKER = "/usr/bin/docker";
const DOCKERD = "/usr/sbin/dockerd";
const ENGINE_PACKAGES = ["docker.io", "containerd", "runc", "debootstrap"];
const ENGINE_FILES = [DOCKER, DOCKERD, "/usr/sbin/runc", "/usr/bin/containerd", "/usr/sbin/debootstrap"];
/** 198.18.0.0/15 is reserved for benchmarking: never a real network here, so no route can clash. */
const ADDRESS_POOL = "base=198.19.0.0/16,size=24";

export interface EnginePaths {
  /** Kept between runs: the engine's data root (images, build cache) and the compose plugin. */
  home: string;
  dataRoot: string;
  dockerConfig: string;
  /** Short paths under /run (a unix socket path must stay under 108 bytes). */
  execRoot: string;
  socket: string;
  pidFile: string;
}

export function enginePaths(home: string, runDir: string): EnginePaths {
  return {
    home,
    dataRoot: path.join(home, "docker"),
    dockerConfig: path.join(home, "docker-config"),
    execRoot: path.join(runDir, "exec"),
    socket: path.join(runDir, "docker.sock"),
    pidFile: path.join(runDir, "dockerd.pid"),
  };
}

/** The Debian mirrors this machine's apt uses (deb822 .sources files or a classic sources.list). */
export function debianMirrors(): { debian: string; security: string } {
  const files = [
    "/etc/apt/sources.list",
    ...listDir("/etc/apt/sources.list.d").map((f) => `/etc/apt/sources.list.d/${f}`),
  ];
  const uris = files
    .filter((file) => /\.(list|sources)$/.test(file) && fs.existsSync(file))
    .flatMap((file) =>
      [...fs.readFileSync(file, "utf8").matchAll(/^(?:URIs:|deb)\s+(?:\[[^\]]*\]\s+)?(\S+)/gm)].map(
        (m) => m[1]!,
      ),
    );
  const debian = uris.find((uri) => /\/debian\/?$/.test(uri));
  if (!debian) throw new Error(`no Debian mirror in ${files.join(", ")}`);
  const security =
    uris.find((uri) => /\/debian-security\/?$/.test(uri)) ??
    debian.replace(/\/debian\/?$/, "/debian-security");
  return { debian: debian.replace(/\/$/, ""), security: security.replace(/\/$/, "") };
}

function listDir(dir: string): string[] {
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
}

/** Installs Debian's engine and debootstrap when any part is missing. Returns what it did. */
export async function ensureEnginePackages(logFile: string): Promise<string> {
  const missing = ENGINE_FILES.filter((file) => !fs.existsSync(file));
  if (!missing.length) return "already installed";
  // Installing docker.io must not start a system-wide engine with its defaults (NAT, IP forwarding).
  const policy = "/usr/sbin/policy-rc.d";
  const addedPolicy = !fs.existsSync(policy);
  if (addedPolicy) fs.writeFileSync(policy, "#!/bin/sh\nexit 101\n", { mode: 0o755 });
  try {
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    await run("apt-get", ["update", "-qq"], { env, timeoutMs: 300_000, logFile });
    await run("apt-get", ["install", "-y", "-qq", "--no-install-recommends", ...ENGINE_PACKAGES], {
      env,
      timeoutMs: 600_000,
      logFile,
    });
  } finally {
    if (addedPolicy) fs.rmSync(policy, { force: true });
  }
  return `installed ${ENGINE_PACKAGES.join(", ")} (missing: ${missing.join(", ")})`;
}

/**
 * Docker Compose v2 as a CLI plugin. Debian bookworm only has compose 1.29 (which rejects the top-level
 * `name:`); trixie's docker-compose .deb is a static Go binary, so it is downloaded with a private apt
 * configuration (the system's sources stay as they are) and unpacked into this engine's DOCKER_CONFIG.
 */
export async function ensureComposePlugin(paths: EnginePaths, logFile: string): Promise<string> {
  const plugin = path.join(paths.dockerConfig, "cli-plugins", "docker-compose");
  if (fs.existsSync(plugin)) return "cached";
  const aptDir = path.join(paths.home, "apt-trixie");
  for (const dir of ["lists/partial", "cache/archives/partial", "debs"])
    fs.mkdirSync(path.join(aptDir, dir), { recursive: true });
  fs.writeFileSync(path.join(aptDir, "sources.list"), `deb ${debianMirrors().debian} trixie main\n`);
  const options = [
    `-o=Dir::Etc::SourceList=${path.join(aptDir, "sources.list")}`,
    "-o=Dir::Etc::SourceParts=/nonexistent",
    `-o=Dir::State::Lists=${path.join(aptDir, "lists")}`,
    `-o=Dir::Cache=${path.join(aptDir, "cache")}`,
    "-o=APT::Get::List-Cleanup=0",
  ];
  await run("apt-get", [...options, "update", "-qq"], { timeoutMs: 300_000, logFile });
  const debs = path.join(aptDir, "debs");
  await run("apt-get", [...options, "download", "docker-compose"], {
    cwd: debs,
    timeoutMs: 300_000,
    logFile,
  });
  const deb = fs
    .readdirSync(debs)
    .find((file) => file.startsWith("docker-compose_") && file.endsWith(".deb"));
  if (!deb) throw new Error(`apt-get download docker-compose left no .deb in ${debs}`);
  const unpacked = path.join(aptDir, "unpacked");
  fs.rmSync(unpacked, { recursive: true, force: true });
  await run("dpkg-deb", ["-x", path.join(debs, deb), unpacked], { timeoutMs: 60_000 });
  const binary = [
    "usr/libexec/docker/cli-plugins/docker-compose",
    "usr/lib/docker/cli-plugins/docker-compose",
    "usr/bin/docker-compose",
  ]
    .map((candidate) => path.join(unpacked, candidate))
    .find((candidate) => fs.existsSync(candidate));
  if (!binary) throw new Error(`no docker-compose binary in ${deb}`);
  fs.mkdirSync(path.dirname(plugin), { recursive: true });
  fs.copyFileSync(binary, plugin);
  fs.chmodSync(plugin, 0o755);
  return `from ${deb}`;
}

export class Engine {
  private process?: ChildProcess;
  private stopped = false;

  constructor(
    readonly paths: EnginePaths,
    private readonly logFile: string,
  ) {}

  /** What every docker command of this run gets: this engine's socket and config, the classic builder. */
  get env(): NodeJS.ProcessEnv {
    return {
      ...process.env,
      DOCKER_HOST: `unix://${this.paths.socket}`,
      DOCKER_CONFIG: this.paths.dockerConfig,
      DOCKER_BUILDKIT: "0",
      COMPOSE_DOCKER_CLI_BUILD: "0",
    };
  }

  get pid(): number | undefined {
    return this.process?.pid;
  }

  async start(): Promise<string> {
    for (const dir of [this.paths.dataRoot, this.paths.execRoot, this.paths.dockerConfig])
      fs.mkdirSync(dir, { recursive: true });
    const owner = readPid(this.paths.pidFile);
    if (owner && isAlive(owner))
      throw new Error(`another deploy test's engine (pid ${owner}) uses ${this.paths.socket}`);
    fs.rmSync(this.paths.socket, { force: true });
    const log = fs.openSync(this.logFile, "a");
    this.process = spawn(
      DOCKERD,
      [
        `--data-root=${this.paths.dataRoot}`,
        `--exec-root=${this.paths.execRoot}`,
        `--host=unix://${this.paths.socket}`,
        `--pidfile=${this.paths.pidFile}`,
        "--iptables=false",
        "--ip6tables=false",
        "--ip-forward=false",
        "--ip-masq=false",
        "--bridge=none",
        `--default-address-pool=${ADDRESS_POOL}`,
      ],
      { stdio: ["ignore", log, log], detached: false },
    );
    fs.closeSync(log);
    // Whatever ends this process (a crash included), the engine goes with it.
    const pid = this.process.pid!;
    process.once("exit", () => {
      if (!this.stopped) process.kill(pid, "SIGTERM");
    });
    const exited = new Promise<number | null>((resolve) => {
      this.process!.once("exit", resolve);
      this.process!.once("error", () => resolve(null));
    });
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      const state = await Promise.race([exited.then((code) => ({ code })), sleep(500).then(() => undefined)]);
      if (state)
        throw new Error(`dockerd exited with ${state.code}:\n${tail(fs.readFileSync(this.logFile, "utf8"))}`);
      const info = await this.docker(
        ["info", "--format", "{{.ServerVersion}} {{.Driver}} {{.CgroupDriver}}"],
        {
          timeoutMs: 10_000,
          allowFailure: true,
        },
      ).catch(() => undefined);
      if (info?.code === 0) return `pid ${this.process.pid}, docker ${info.stdout.trim()}`;
    }
    throw new Error(`dockerd did not answer on ${this.paths.socket} within 60 s`);
  }

  docker(
    args: string[],
    options: Omit<CommandOptions, "env"> & { env?: NodeJS.ProcessEnv },
  ): Promise<CommandResult> {
    return run(DOCKER, args, { ...options, env: { ...this.env, ...options.env } });
  }

  /** SIGTERM to our dockerd (it stops its containerd and containers), SIGKILL if it outlasts 30 s. */
  async stop(): Promise<string> {
    if (!this.process || this.stopped) return "not running";
    this.stopped = true;
    const pid = this.process.pid!;
    if (this.process.exitCode !== null) return `pid ${pid} had already exited with ${this.process.exitCode}`;
    const exited = new Promise<void>((resolve) => this.process!.once("exit", () => resolve()));
    process.kill(pid, "SIGTERM");
    const clean = await Promise.race([
      exited.then(() => true),
      sleep(30_000, { unref: true }).then(() => false),
    ]);
    if (!clean) {
      process.kill(pid, "SIGKILL");
      await exited;
    }
    return `pid ${pid} stopped${clean ? "" : " (SIGKILL after 30 s)"}`;
  }
}

function readPid(file: string): number | undefined {
  const text = fs.existsSync(file) ? fs.readFileSync(file, "utf8").trim() : "";
  return /^\d+$/.test(text) ? Number(text) : undefined;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** `unref`: a wait that loses a race must not keep the process alive. */
export const sleep = (ms: number, options: { unref?: boolean } = {}) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    if (options.unref) timer.unref();
  });
