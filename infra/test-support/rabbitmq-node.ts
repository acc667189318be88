import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import amqp from "amqplib";
import { freePort } from "@shopscript/kit/testing/raw-http";

/**
 * A private RabbitMQ server for the fault tests: a real broker (Debian's rabbitmq-server) that a test may
 * stop and start, while every other test file keeps using the machine's shared broker on 5672.
 *
 * The recipe: run the server script from /usr/lib/rabbitmq/bin directly (the /usr/sbin wrapper would `su`
 * to the rabbitmq user and log to /var/log), as a separate Erlang node `shopscript-fault-<id>@localhost`
 * with its own AMQP and distribution ports on loopback, and everything it writes (Mnesia data, logs,
 * config, the Erlang cookie under HOME) in one temporary directory. The shared epmd on 127.0.0.1:4369
 * keeps the node names apart. A restart stops the server (SIGTERM: the script asks the VM for a clean
 * shutdown) and starts it again on the same data directory, so durable queues and persistent messages
 * survive it, as they would on a real broker restart. It runs as root or as any user that owns the dir.
 *
 * No stray `beam.smp`: the server runs in a process group of its own, and a watchdog process whose stdin
 * is a pipe from this process kills that group (and removes the directory) when the pipe closes, which
 * happens when this process exits for any reason, SIGKILL included. A normal `destroy()` stops the
 * server first and waits (bounded). Only epmd outlives it, as it does any Erlang node: the machine's
 * broker already runs one, and a fresh one is started (and left running) only where none runs.
 */
const SERVER_SCRIPT = "/usr/lib/rabbitmq/bin/rabbitmq-server";
const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 20_000;

export interface RabbitMqNodeOptions {
  /** Part of the node name, to tell nodes apart in logs. */
  label?: string;
  startTimeoutMs?: number;
  stopTimeoutMs?: number;
}

export class RabbitMqNode {
  readonly nodeName: string;
  readonly dir: string;
  private server?: ChildProcess;
  private watchdog?: ChildProcess;
  private serverExited?: Promise<void>;
  private destroyed = false;
  /** How many times the server was started (the first start included). */
  starts = 0;

  private constructor(
    readonly port: number,
    readonly distPort: number,
    label: string,
    private readonly options: RabbitMqNodeOptions,
  ) {
    const id = `${label}-${process.pid}-${randomBytes(3).toString("hex")}`;
    this.nodeName = `shopscript-fault-${id}@localhost`;
    this.dir = fs.mkdtempSync(path.join(os.tmpdir(), "shopscript-rabbit-"));
  }

  /** Creates the node's directory and starts it; resolves once it accepts AMQP connections. */
  static async start(options: RabbitMqNodeOptions = {}): Promise<RabbitMqNode> {
    assertInstalled();
    const port = await freePort();
    let distPort = await freePort();
    for (let i = 0; i < 10 && distPort === port; i++) distPort = await freePort();
    const node = new RabbitMqNode(port, distPort, options.label ?? "node", options);
    node.writeConfig();
    liveNodes.add(node);
    try {
      await node.start();
    } catch (err) {
      await node.destroy().catch(() => undefined);
      throw err;
    }
    return node;
  }

  get url(): string {
    return `amqp://guest:guest@127.0.0.1:${this.port}`;
  }

  get running(): boolean {
    return this.server !== undefined;
  }

  /** Starts the server on its data directory and waits (bounded) until it accepts AMQP connections. */
  async start(): Promise<void> {
    if (this.destroyed) throw new Error("this RabbitMQ node was destroyed");
    if (this.server) return;
    const out = fs.openSync(path.join(this.dir, "console.log"), "a");
    let server: ChildProcess;
    try {
      server = spawn(SERVER_SCRIPT, [], {
        cwd: this.dir,
        env: this.env(),
        detached: true,
        stdio: ["ignore", out, out],
      });
    } finally {
      fs.closeSync(out);
    }
    this.server = server;
    this.starts++;
    this.serverExited = new Promise<void>((resolve) => {
      if (server.exitCode !== null || server.signalCode !== null) resolve();
      server.once("exit", () => resolve());
      server.once("error", () => resolve());
    });
    let exited = false;
    void this.serverExited.then(() => (exited = true));
    // The watchdog: `cat` returns when its stdin (our pipe) closes; then the server's group is killed and
    // its directory removed. (dash's kill takes no `--`: "-<pgid>" after the signal names the group.)
    const watchdogScript = 'cat >/dev/null; kill -9 "-$0" 2>/dev/null; sleep 1; rm -rf "$1"';
    this.watchdog = spawn("/bin/sh", ["-c", watchdogScript, String(server.pid), this.dir], {
      detached: true,
      stdio: ["pipe", "ignore", "ignore"],
    });
    this.watchdog.on("error", () => undefined);
    this.watchdog.unref();
    (this.watchdog.stdin as unknown as { unref?: () => void } | null)?.unref?.();
    server.unref();

    const timeoutMs = this.options.startTimeoutMs ?? START_TIMEOUT_MS;
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (exited) {
        signalGroup(server.pid!, "SIGKILL");
        this.forgetProcesses();
        throw new Error(`RabbitMQ node ${this.nodeName} exited while starting:\n${this.logTail()}`);
      }
      if (await acceptsAmqp(this.url)) return;
      await sleep(100);
    }
    await this.stop().catch(() => undefined);
    throw new Error(
      `RabbitMQ node ${this.nodeName} did not accept AMQP on ${this.port} within ${timeoutMs} ms:\n${this.logTail()}`,
    );
  }

  /**
   * Stops the server like an operator would (SIGTERM: the broker closes its connections and writes its
   * queues to disk), waits until every process of it has gone (bounded), and kills what is left after that.
   */
  async stop(): Promise<void> {
    const server = this.server;
    if (!server?.pid) return;
    const group = server.pid;
    // The watchdog first, so it cannot fire at the group once its pid could be reused.
    this.killWatchdog();
    // To the start script only: it forwards SIGTERM to the VM and waits for it (the VM's own helpers in the
    // group must not be signalled, or the VM would lose its port helper mid-shutdown).
    try {
      process.kill(server.pid, "SIGTERM");
    } catch {
      // already gone
    }
    const timeoutMs = this.options.stopTimeoutMs ?? STOP_TIMEOUT_MS;
    const stopped = await settlesWithin(this.serverExited!, timeoutMs);
    // The script exits after the VM; anything else in the group (a port helper) goes with it.
    const deadline = Date.now() + (stopped ? 5_000 : 0);
    while (groupAlive(group) && Date.now() < deadline) await sleep(50);
    if (groupAlive(group)) {
      signalGroup(group, "SIGKILL");
      const killDeadline = Date.now() + 5_000;
      while (groupAlive(group) && Date.now() < killDeadline) await sleep(50);
    }
    this.forgetProcesses();
    if (!stopped)
      throw new Error(`RabbitMQ node ${this.nodeName} did not stop within ${timeoutMs} ms; killed it`);
  }

  async restart(): Promise<void> {
    await this.stop();
    await this.start();
  }

  /** Stops the server and deletes its directory. Safe to call twice and after a failed start. */
  async destroy(): Promise<void> {
    if (this.destroyed) return;
    try {
      await this.stop();
    } finally {
      this.destroyed = true;
      liveNodes.delete(this);
      fs.rmSync(this.dir, { recursive: true, force: true });
    }
  }

  /** The last lines of the broker's own log and console, for failure messages. */
  logTail(lines = 30): string {
    const files = [path.join(this.dir, "console.log"), path.join(this.dir, "log", `${this.nodeName}.log`)];
    return files
      .filter((file) => fs.existsSync(file))
      .map(
        (file) =>
          `--- ${path.basename(file)}\n${fs.readFileSync(file, "utf8").split("\n").slice(-lines).join("\n")}`,
      )
      .join("\n");
  }

  /** Kills the processes at once, synchronously (process exit). */
  killNow(): void {
    this.killWatchdog();
    if (this.server?.pid) signalGroup(this.server.pid, "SIGKILL");
    this.forgetProcesses();
  }

  private killWatchdog(): void {
    const watchdog = this.watchdog;
    if (!watchdog) return;
    if (watchdog.pid) signalGroup(watchdog.pid, "SIGKILL");
    watchdog.stdin?.destroy();
    this.watchdog = undefined;
  }

  private forgetProcesses(): void {
    this.killWatchdog();
    this.server = undefined;
    this.serverExited = undefined;
  }

  private writeConfig(): void {
    for (const sub of ["home", "mnesia", "log"]) fs.mkdirSync(path.join(this.dir, sub));
    // No plugins: the management plugin alone would double the start time and open another port.
    fs.writeFileSync(path.join(this.dir, "enabled_plugins"), "[].\n");
    fs.writeFileSync(
      path.join(this.dir, "rabbitmq.conf"),
      [
        `listeners.tcp.1 = 127.0.0.1:${this.port}`,
        // A test machine's disk may be fuller than the default limit; blocked publishers would hang the test.
        "disk_free_limit.absolute = 10MB",
        "log.console = false",
        "log.file.level = info",
        "",
      ].join("\n"),
    );
    // Read instead of /etc/rabbitmq/rabbitmq-env.conf, which names the machine's own node.
    fs.writeFileSync(path.join(this.dir, "rabbitmq-env.conf"), "");
  }

  private env(): NodeJS.ProcessEnv {
    const inherited = Object.fromEntries(
      Object.entries(process.env).filter(([key]) => !key.startsWith("RABBITMQ_") && !key.startsWith("ERL_")),
    );
    return {
      ...inherited,
      // The Erlang cookie is created (and read back by the same node) under HOME.
      HOME: path.join(this.dir, "home"),
      RABBITMQ_NODENAME: this.nodeName,
      RABBITMQ_NODE_IP_ADDRESS: "127.0.0.1",
      RABBITMQ_NODE_PORT: String(this.port),
      RABBITMQ_DIST_PORT: String(this.distPort),
      RABBITMQ_MNESIA_BASE: path.join(this.dir, "mnesia"),
      RABBITMQ_LOG_BASE: path.join(this.dir, "log"),
      RABBITMQ_CONFIG_FILE: path.join(this.dir, "rabbitmq.conf"),
      RABBITMQ_ADVANCED_CONFIG_FILE: path.join(this.dir, "advanced.config"),
      RABBITMQ_ENABLED_PLUGINS_FILE: path.join(this.dir, "enabled_plugins"),
      RABBITMQ_CONF_ENV_FILE: path.join(this.dir, "rabbitmq-env.conf"),
      RABBITMQ_PID_FILE: path.join(this.dir, "beam.pid"),
      RABBITMQ_SERVER_ADDITIONAL_ERL_ARGS: "-kernel inet_dist_use_interface {127,0,0,1}",
      ERL_EPMD_ADDRESS: "127.0.0.1",
    };
  }
}

/** Starts a private node; alias of `RabbitMqNode.start`. */
export const startRabbitMqNode = (options?: RabbitMqNodeOptions) => RabbitMqNode.start(options);

const liveNodes = new Set<RabbitMqNode>();
// A test that forgot destroy() still leaves nothing behind (the watchdog covers a killed process too).
process.once("exit", () => {
  for (const node of liveNodes) node.killNow();
});

function assertInstalled(): void {
  const missing = [SERVER_SCRIPT, "/usr/bin/erl"].filter((file) => !fs.existsSync(file));
  if (missing.length) {
    throw new Error(
      `The fault tests run a private RabbitMQ server and need Debian's rabbitmq-server package (missing: ${missing.join(", ")}).\n` +
        "Install it with `apt-get install -y rabbitmq-server` (see /work/shared/notes/services.md).",
    );
  }
}

async function acceptsAmqp(url: string): Promise<boolean> {
  try {
    const connection = await amqp.connect(url, { timeout: 1000 });
    // Without a listener, a socket error on this probe would be thrown by amqplib (the broker is booting).
    connection.on("error", () => undefined);
    await connection.close().catch(() => undefined);
    return true;
  } catch {
    return false;
  }
}

function signalGroup(pgid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pgid, signal);
  } catch {
    // already gone
  }
}

function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** True when `promise` settles within `ms`; the timer is cleared either way, so it never holds the process. */
function settlesWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise.then(() => true),
    new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), ms))),
  ]).finally(() => clearTimeout(timer));
}
