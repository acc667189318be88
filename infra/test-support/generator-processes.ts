import { fork, type ChildProcess } from "node:child_process";
import path from "node:path";

const REPO = path.resolve(__dirname, "..", "..");
const SCRIPT = path.join(REPO, "infra", "test-support", "generator-process.ts");

export interface GeneratorProcess {
  child: ChildProcess;
  /** SIGKILL: no shutdown, no acks; the broker hands its unacked messages to the other instances. */
  kill(): void;
  stop(): Promise<void>;
}

/** Starts one generator instance as a process of its own (as a Kubernetes pod runs it) and waits until it consumes. */
export async function startGeneratorProcess(
  env: NodeJS.ProcessEnv,
  timeoutMs = 60_000,
  /** Another checkout's root (bench batch's baseline, bench/baseline-build.ts): its generator's code runs. */
  root = REPO,
): Promise<GeneratorProcess> {
  let stderr = "";
  const child = fork(root === REPO ? SCRIPT : path.join(root, path.relative(REPO, SCRIPT)), [], {
    cwd: root,
    // BENCH_CPU_PROF_DIR: each generator process (and its writer threads) writes a V8 CPU profile there (bench batch).
    execArgv: ["--import", "tsx", ...(process.env.BENCH_CPU_PROF_DIR ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_CPU_PROF_DIR}`, "--cpu-prof-interval=500"] : [])],
    env: { ...process.env, ...env, PORT: "0", LOG_LEVEL: env.LOG_LEVEL ?? "warn" },
    stdio: ["ignore", "ignore", "pipe", "ipc"],
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr = (stderr + chunk.toString("utf8")).slice(-4000);
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`generator process did not start in ${timeoutMs} ms: ${stderr}`)),
      timeoutMs,
    );
    child.on("message", (message: { ready?: boolean }) => {
      if (message?.ready) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.on("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`generator process exited with ${code}: ${stderr}`));
    });
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  return {
    child,
    kill: () => void child.kill("SIGKILL"),
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
