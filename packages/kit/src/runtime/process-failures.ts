import type { Logger } from "../log/logger";

/**
 * A promise nobody awaited that failed, or an exception nothing caught, leaves the process in a state
 * no code planned for. Log it (as one JSON line with the error, where the logs are collected) and exit
 * non-zero at once, so the supervisor (Docker's restart policy, Kubernetes, systemd) starts a clean one.
 * Installed once per process by the entry points: runServiceMain and the standalone main.
 */
export function exitOnUncaughtErrors(log: Logger, exit: (code: number) => void = (code) => process.exit(code)): void {
  const fail = (kind: string) => (err: unknown) => {
    log.fatal({ err }, `${kind}: exiting so that the process is restarted clean`);
    exit(1);
  };
  process.on("unhandledRejection", fail("unhandled promise rejection"));
  process.on("uncaughtException", fail("uncaught exception"));
}
