import { Writable } from "node:stream";
import { createLogger, type Logger } from "@shopscript/kit";

export type CapturedLine = Record<string, unknown> & {
  msg?: string;
  service?: string;
  reqId?: string;
  userId?: string;
};

/** The real kit logger (mixin, redaction, levels) writing its JSON lines into memory instead of stdout. */
export function capturingLogger(): { log: Logger; lines: CapturedLine[] } {
  const lines: CapturedLine[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      for (const text of chunk.toString("utf8").split("\n"))
        if (text) lines.push(JSON.parse(text) as CapturedLine);
      callback();
    },
  });
  return { log: createLogger(undefined, "info", stream), lines };
}
