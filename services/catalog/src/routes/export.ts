import { once } from "node:events";
import type { Response } from "express";
import { stringify } from "csv-stringify";
import { FIELD_EXPORT_COLUMNS, type Description, type FieldExportKey, type Listing } from "@shopscript/contracts";

/**
 * Two shapes of export. "record" (the first one, kept for the public API and scripts that read it): the saved
 * record, name, keywords and the whole text in one cell. "fields" (the dashboard's, issue 29): one column per
 * listing field (FIELD_EXPORT_COLUMNS), ready to paste or import field by field.
 */
export type ExportLayout = "record" | "fields";

const RECORD_COLUMNS = ["id", "productName", "platform", "tone", "keywords", "productUrl", "description", "createdAt"] as const;

/**
 * A spreadsheet runs a cell that starts with = + - @ (or a tab/CR) as a formula; a seller's own text
 * could carry `=HYPERLINK(...)`. Prefixing a quote shows it as text (OWASP CSV injection advice).
 */
export const neutraliseFormula = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

/**
 * CRLF line ends as RFC 4180 has them, and every cell with a line break quoted. csv-stringify quotes a cell
 * holding the record delimiter only once one is set ("\r\n"): a bare "\n" (bullets one per line, a text
 * description's paragraphs) went out unquoted and split the row, unless the cell also had a comma or a quote.
 */
export const CSV_OPTIONS = { record_delimiter: "\r\n", quote_record_delimiter: true } as const;

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** A plain-text description as HTML: a paragraph per blank-line block, its line breaks kept, its text escaped. */
export const textToHtml = (text: string) =>
  text
    .split(/\r?\n\s*\r?\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => `<p>${escapeHtml(block).replace(/\r?\n/g, "<br>")}</p>`)
    .join("\n");

const textOf = (value: string | string[] | undefined): string => (Array.isArray(value) ? value.join("\n") : (value ?? ""));
const listOf = (value: string | string[] | undefined): string[] => (Array.isArray(value) ? value : value ? [value] : []);

/**
 * One description as the field layout's columns. Each marketplace names its fields its own way: Amazon's
 * bullet points and Walmart's key features are bullets, a store's meta description is the SEO description. The
 * body is the store's HTML, or a marketplace's plain description turned into paragraphs; a description saved
 * without fields gives its title (the product name) and its whole text as the body.
 */
export function fieldExportRow(item: Description): Record<FieldExportKey, string | string[]> {
  const listing: Listing = item.listing ?? {};
  const body = listing.bodyHtml !== undefined ? textOf(listing.bodyHtml) : textToHtml(textOf(listing.description ?? (item.listing ? "" : item.description)));
  return {
    title: textOf(listing.title) || item.productName,
    bodyHtml: body,
    bullets: listOf(listing.bullets ?? listing.keyFeatures),
    tags: listOf(listing.tags),
    seoTitle: textOf(listing.seoTitle),
    seoDescription: textOf(listing.metaDescription),
    subtitle: textOf(listing.subtitle),
    searchTerms: textOf(listing.searchTerms),
    platform: item.platform,
    tone: item.tone,
    date: item.createdAt,
  };
}

/** A field-layout cell as CSV text: bullets one per line (the cell is quoted), tags comma-separated as Etsy writes them. */
const csvCell = (key: FieldExportKey, value: string | string[]) =>
  Array.isArray(value) ? value.join(key === "tags" ? ", " : "\n") : value;

function attachment(res: Response, type: string, extension: string, stem = "descriptions") {
  const date = new Date().toISOString().slice(0, 10);
  res.setHeader("Content-Type", type);
  res.setHeader("Content-Disposition", `attachment; filename="shopscript-${stem}-${date}.${extension}"`);
  res.setHeader("Cache-Control", "no-store");
}

/** A file written whole (a store's import file of a selection: at most DESCRIPTION_SELECTION_MAX rows). */
export function sendFile(res: Response, file: { body: string; contentType: string; extension: string; stem: string }) {
  attachment(res, file.contentType, file.extension, file.stem);
  res.send(file.body);
}

/** Writes `chunk`, waiting for the socket to drain when its buffer is full (so memory stays flat). */
async function write(res: Response, chunk: string) {
  if (!res.write(chunk)) await once(res, "drain");
}

export async function streamCsv(res: Response, batches: AsyncIterable<Description[]>, layout: ExportLayout = "record") {
  attachment(res, "text/csv; charset=utf-8", "csv");
  // The BOM makes Excel read UTF-8 (accents, emoji) correctly.
  await write(res, "\uFEFF");
  const header = layout === "fields" ? FIELD_EXPORT_COLUMNS.map((column) => column.label) : [...RECORD_COLUMNS];
  // csv-stringify quotes a cell with a line break, a quote or the separator.
  const csv = stringify({ header: true, columns: header, ...CSV_OPTIONS });
  csv.pipe(res);
  const recordOf = (item: Description): string[] => {
    if (layout === "record") return RECORD_COLUMNS.map((column) => String(item[column] ?? ""));
    const row = fieldExportRow(item);
    return FIELD_EXPORT_COLUMNS.map(({ key }) => csvCell(key, row[key]));
  };
  for await (const batch of batches) {
    for (const item of batch) {
      if (!csv.write(recordOf(item).map(neutraliseFormula))) await once(csv, "drain");
    }
  }
  csv.end();
  await once(res, "finish");
}

export async function streamJson(res: Response, batches: AsyncIterable<Description[]>, layout: ExportLayout = "record") {
  attachment(res, "application/json; charset=utf-8", "json");
  await write(res, "[");
  let first = true;
  for await (const batch of batches) {
    for (const item of batch) {
      await write(res, `${first ? "\n" : ",\n"}${JSON.stringify(layout === "fields" ? fieldExportRow(item) : item)}`);
      first = false;
    }
  }
  await write(res, "\n]\n");
  res.end();
}
