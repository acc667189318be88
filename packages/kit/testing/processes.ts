import { spawn } from "node:child_process";
import http from "node:http";

/**
 * Runs `node ...args` to its end, bounded: its exit code and everything it printed, or a rejection
 * (after killing it) if it has not exited within `timeoutMs`. The child sees only PATH, an info log
 * level and `env`, so nothing of the test's own environment leaks in.
 */
export function runNode(
  args: string[],
  options: { env?: NodeJS.ProcessEnv; cwd?: string; timeoutMs?: number } = {},
): Promise<{ code: number | null; output: string }> {
  const timeoutMs = options.timeoutMs ?? 20_000;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      cwd: options.cwd,
      env: { PATH: process.env.PATH, LOG_LEVEL: "info", ...options.env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`node ${args.join(" ")} did not exit within ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    child.on("error", reject);
    child.on("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

/**
 * A GET with exactly the headers given: fetch adds its own and refuses some (Forwarded, X-Real-IP
 * pass, but Host and Connection do not), and a test of who may read /metrics needs to control them.
 */
export function rawGet(url: string, path: string, headers: Record<string, string> = {}): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const target = new URL(url);
    const req = http.request({ host: target.hostname, port: target.port, path, headers, timeout: 5000 }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on("timeout", () => req.destroy(new Error("timed out")));
    req.on("error", reject);
    req.end();
  });
}
