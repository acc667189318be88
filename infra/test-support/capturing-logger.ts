import { Writable } from "node:stream";
import { createLogger, type Logger } from "@shopscript/kit";

export type CapturedLine = Record<string, unknown> & {
  msg?: string;
  service?: string;
  reqId?: string;
  userId?: string;
};

/**
 * The real kit logger (mixin, redaction, levels) writing its JSON lines into memory instead of stdout.
 * `keepLast` bounds the lines kept (the oldest go first), for a system that runs a whole test file.
 */
export function capturingLogger({ keepLast = Infinity }: { keepLast?: number } = {}): {
  log: Logger;
  lines: CapturedLine[];
} {
  const lines: CapturedLine[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      for (const text of chunk.toString("utf8").split("\n"))
        if (text) lines.push(JSON.parse(text) as CapturedLine);
      // Dropped in halves, not one by one: a shift per line would copy the array every time.
      if (lines.length > keepLast) lines.splice(0, lines.length - Math.floor(keepLast / 2));
      callback();
    },
  });
  return { log: createLogger(undefined, "info", stream), lines };
}
