import { fork } from "node:child_process";
import path from "node:path";

const REPO = path.resolve(__dirname, "..", "..", "..", "..");
const SCRIPT = path.join(__dirname, "integrations-process.ts");

export interface IntegrationsProcess {
  url: string;
  pid: number;
  /** SIGKILL: the process ends at once, whatever it was doing. */
  kill(): Promise<void>;
  stop(): Promise<void>;
}

/** Starts the integrations service as a process of its own on `env` and waits until it listens. */
export async function startIntegrationsProcess(env: NodeJS.ProcessEnv, timeoutMs = 60_000): Promise<IntegrationsProcess> {
  let stderr = "";
  const child = fork(SCRIPT, [], {
    cwd: REPO,
    execArgv: ["--import", "tsx"],
    env: { ...process.env, ...env, PORT: "0", LOG_LEVEL: env.LOG_LEVEL ?? "warn" },
    stdio: ["ignore", "ignore", "pipe", "ipc"],
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr = (stderr + chunk.toString("utf8")).slice(-4000);
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`integrations process did not start in ${timeoutMs} ms: ${stderr}`)), timeoutMs);
    child.on("message", (message: { ready?: boolean; url?: string }) => {
      if (message?.ready && message.url) {
        clearTimeout(timer);
        resolve(message.url);
      }
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`integrations process exited with ${code}: ${stderr}`));
    });
  });
  return {
    url,
    pid: child.pid!,
    kill: async () => {
      child.kill("SIGKILL");
      await exited;
    },
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
