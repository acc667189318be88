import { spawn } from "node:child_process";
import fs from "node:fs";

export interface CommandResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

export interface CommandOptions {
  env?: NodeJS.ProcessEnv;
  cwd?: string;
  /** Killed (and rejected) after this long: every command of the deploy test is bounded. */
  timeoutMs: number;
  /** Fed to the command's stdin. */
  input?: string | Buffer;
  /** Everything it prints is also appended here (long builds: the log to read when one fails). */
  logFile?: string;
  /** Resolve with a non-zero exit instead of rejecting. */
  allowFailure?: boolean;
}

/** Runs a command to its end, bounded; rejects with its last output when it fails or overruns. */
export function run(command: string, args: string[], options: CommandOptions): Promise<CommandResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: options.env ?? process.env,
      stdio: [options.input === undefined ? "ignore" : "pipe", "pipe", "pipe"],
    });
    const log = options.logFile ? fs.createWriteStream(options.logFile, { flags: "a" }) : undefined;
    let stdout = "";
    let stderr = "";
    child.stdout!.on("data", (chunk: Buffer) => {
      stdout += chunk;
      log?.write(chunk);
    });
    child.stderr!.on("data", (chunk: Buffer) => {
      stderr += chunk;
      log?.write(chunk);
    });
    if (options.input !== undefined) child.stdin!.end(options.input);
    const shown = `${command} ${args.join(" ")}`;
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`${shown}: no exit within ${options.timeoutMs / 1000} s\n${tail(stdout + stderr)}`));
    }, options.timeoutMs);
    child.on("error", (err) => {
      clearTimeout(timer);
      reject(err);
    });
    child.on("close", (code) => {
      clearTimeout(timer);
      log?.end();
      if (code === 0 || options.allowFailure) resolve({ code, stdout, stderr });
      else reject(new Error(`${shown} exited with ${code}\n${tail(stdout + stderr)}`));
    });
  });
}

/** The last lines of some output, for an error message that names the cause without a wall of text. */
export function tail(text: string, lines = 40): string {
  return text.trimEnd().split("\n").slice(-lines).join("\n");
}
