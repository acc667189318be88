import type { Logger } from "@shopscript/kit";

export interface LogLine {
  level: string;
  fields: unknown;
  message?: string;
}

/** A logger that keeps its lines, so tests can see what the reader (and its proxy) reported. */
export function silentLog(lines: LogLine[] = []): Logger {
  const write =
    (level: string) =>
    (fields: unknown, message?: string): void => {
      lines.push(typeof fields === "string" ? { level, fields: {}, message: fields } : { level, fields, message });
    };
  const log = {
    trace: write("trace"),
    debug: write("debug"),
    info: write("info"),
    warn: write("warn"),
    error: write("error"),
    fatal: write("fatal"),
    child: () => log,
  };
  return log as unknown as Logger;
}
