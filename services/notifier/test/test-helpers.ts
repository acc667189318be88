import { Writable } from "node:stream";
import type { ParsedMail } from "mailparser";
import { createLogger, type Logger } from "@shopscript/kit";

export interface CapturedLog {
  log: Logger;
  lines: Array<Record<string, unknown> & { msg?: string; level: number }>;
}

/** A real kit logger (redaction included) whose lines the test can read. */
export function captureLog(level = "info"): CapturedLog {
  const lines: CapturedLog["lines"] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      for (const line of chunk.toString("utf8").split("\n")) if (line) lines.push(JSON.parse(line));
      callback();
    },
  });
  return { log: createLogger("notifier", level, stream), lines };
}

/** Every href in a mail's HTML part, entity-decoded as a browser would. */
export function htmlLinks(mail: ParsedMail): string[] {
  const html = typeof mail.html === "string" ? mail.html : "";
  return [...html.matchAll(/href="([^"]*)"/g)].map((match) =>
    match[1]!
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&amp;/g, "&"),
  );
}

/** Every web link in a mail's text part. */
export function textLinks(mail: ParsedMail): string[] {
  return mail.text?.match(/https?:\/\/[^\s<>"]+/g) ?? [];
}

/** Fails with the links that are there, which says more than "expected true". */
export function expectLinkInBothParts(mail: ParsedMail, link: string): void {
  expect(htmlLinks(mail)).toContain(link);
  expect(textLinks(mail)).toContain(link);
}

export const hoursFrom = (iso: string, hours: number) =>
  new Date(Date.parse(iso) + hours * 3_600_000).toISOString();
