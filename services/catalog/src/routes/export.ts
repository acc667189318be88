import { once } from "node:events";
import type { Response } from "express";
import { stringify } from "csv-stringify";
import type { Description } from "@shopscript/contracts";

const CSV_COLUMNS = ["id", "productName", "platform", "tone", "keywords", "productUrl", "description", "createdAt"] as const;

/**
 * A spreadsheet runs a cell that starts with = + - @ (or a tab/CR) as a formula; a seller's own text
 * could carry `=HYPERLINK(...)`. Prefixing a quote shows it as text (OWASP CSV injection advice).
 */
export const neutraliseFormula = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

function attachment(res: Response, type: string, extension: string) {
  const date = new Date().toISOString().slice(0, 10);
  res.setHeader("Content-Type", type);
  res.setHeader("Content-Disposition", `attachment; filename="shopscript-descriptions-${date}.${extension}"`);
  res.setHeader("Cache-Control", "no-store");
}

/** Writes `chunk`, waiting for the socket to drain when its buffer is full (so memory stays flat). */
async function write(res: Response, chunk: string) {
  if (!res.write(chunk)) await once(res, "drain");
}

export async function streamCsv(res: Response, batches: AsyncIterable<Description[]>) {
  attachment(res, "text/csv; charset=utf-8", "csv");
  // The BOM makes Excel read UTF-8 (accents, emoji) correctly.
  await write(res, "\uFEFF");
  const csv = stringify({ header: true, columns: [...CSV_COLUMNS], record_delimiter: "\r\n" });
  csv.pipe(res);
  for await (const batch of batches) {
    for (const item of batch) {
      const record = CSV_COLUMNS.map((column) => neutraliseFormula(String(item[column] ?? "")));
      if (!csv.write(record)) await once(csv, "drain");
    }
  }
  csv.end();
  await once(res, "finish");
}

export async function streamJson(res: Response, batches: AsyncIterable<Description[]>) {
  attachment(res, "application/json; charset=utf-8", "json");
  await write(res, "[");
  let first = true;
  for await (const batch of batches) {
    for (const item of batch) {
      await write(res, `${first ? "\n" : ",\n"}${JSON.stringify(item)}`);
      first = false;
    }
  }
  await write(res, "\n]\n");
  res.end();
}
