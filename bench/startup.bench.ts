import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { BenchResult } from "./run";
import { waitUntilReady } from "./bench-system";

const ROOT = path.resolve(__dirname, "..");
const READY_BUDGET_MS = 10_000;
const RSS_BUDGET_MB = 450;

/**
 * The node arguments `npm start` gives the server (package.json's start script, after its last `&&`), so the
 * bench starts it with the same flags as a seller's machine does.
 */
export function startArgs(): string[] {
  const script = (JSON.parse(fs.readFileSync(path.join(ROOT, "package.json"), "utf8")) as { scripts: { start: string } }).scripts.start;
  const [command, ...args] = script.split("&&").at(-1)!.trim().split(/\s+/);
  if (command !== "node") throw new Error(`the start script's last command is not node: ${script}`);
  return args;
}

/** Resident memory in MB of a process and all its descendants (tsx runs the app in a child), from /proc. */
function rssMb(pid: number): number {
  let total = 0;
  const pending = [pid];
  while (pending.length) {
    const current = pending.pop()!;
    try {
      const status = fs.readFileSync(`/proc/${current}/status`, "utf8");
      total += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
      for (const task of fs.readdirSync(`/proc/${current}/task`)) {
        const children = fs.readFileSync(`/proc/${current}/task/${task}/children`, "utf8").trim();
        if (children) pending.push(...children.split(/\s+/).map(Number));
      }
    } catch {
      // the process ended meanwhile
    }
  }
  return total;
}

/**
 * Starts the standalone system exactly as `npm start` does (prepare, then the bundled server), with embedded
 * adapters and an empty data dir, and measures the time until the gateway reports ready and the
 * resident memory once it settles. Run twice: first start (creates the database) and a restart.
 */
async function startOnce(dataDir: string, port: number, extraEnv: NodeJS.ProcessEnv = {}, timeoutMs = 60_000) {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: "warn", ...extraEnv };
  for (const key of ["DATABASE_URL", "AMQP_URL", "REDIS_URL"]) delete env[key];
  const started = performance.now();
  const child = spawn(process.execPath, startArgs(), { cwd: ROOT, env, stdio: "ignore" });
  try {
    await waitUntilReady(`http://127.0.0.1:${port}`, child, timeoutMs, 50);
    const readyMs = performance.now() - started;
    const rssAtReady = rssMb(child.pid!);
    // Let start-up garbage settle, then load it lightly and read again.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    for (let i = 0; i < 200; i++) await fetch(`http://127.0.0.1:${port}/`).then((r) => r.arrayBuffer());
    const rssSettled = rssMb(child.pid!);
    return { readyMs, rssAtReady, rssSettled };
  } finally {
    child.kill("SIGTERM");
    await new Promise((resolve) => child.once("exit", resolve));
  }
}

export async function startupBench(): Promise<BenchResult> {
  execFileSync(process.execPath, [path.join(ROOT, "scripts", "prepare.mjs")], { cwd: ROOT, stdio: "inherit" });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "shopscript-bench-"));
  const port = 3900 + Math.floor(Math.random() * 90);
  const first = await startOnce(dataDir, port);
  const second = await startOnce(dataDir, port);
  fs.rmSync(dataDir, { recursive: true, force: true });
  // The baseline in the same run: a first start that runs initdb itself instead of copying the prepared cluster.
  const withoutTemplate =
    process.env.BENCH_STARTUP_BASELINE === "0"
      ? undefined
      : await (async () => {
          const dir = fs.mkdtempSync(path.join(os.tmpdir(), "shopscript-bench-"));
          try {
            return await startOnce(dir, port, { EMBEDDED_PG_TEMPLATE: "off" }, 300_000);
          } finally {
            fs.rmSync(dir, { recursive: true, force: true });
          }
        })();
  const fmt = (r: typeof first) =>
    `ready in ${(r.readyMs / 1000).toFixed(2)} s; RSS ${r.rssAtReady.toFixed(0)} MB at ready, ${r.rssSettled.toFixed(0)} MB settled`;
  return {
    name: "standalone start (npm start, embedded adapters)",
    lines: [
      `first start (creates the database from the prepared template): ${fmt(first)}`,
      `restart (existing data): ${fmt(second)}`,
      ...(withoutTemplate ? [`baseline, first start running initdb itself (EMBEDDED_PG_TEMPLATE=off): ${fmt(withoutTemplate)}`] : []),
      `load average ${os.loadavg().map((l) => l.toFixed(2)).join(" ")} at the end`,
    ],
    budgets: [
      { what: "ready time, first start", measured: first.readyMs, target: READY_BUDGET_MS, unit: "ms" },
      { what: "resident memory, restart, settled", measured: second.rssSettled, target: RSS_BUDGET_MB, unit: "MB" },
      { what: "resident memory, first start, settled", measured: first.rssSettled, target: RSS_BUDGET_MB, unit: "MB" },
    ],
  };
}
