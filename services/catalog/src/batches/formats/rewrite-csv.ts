import { parse } from "csv-parse/sync";
import type { Options } from "csv-parse";
import { CSV_PARSE_OPTIONS, sniffDelimiter, type CsvRecord, type Delimiter } from "./csv-records";

// The "original" download: the uploaded bytes, with only the cells ShopScript fills replaced. Record
// boundaries come from csv-parse (the byte offset after each record, `context.bytes`), with the same
// options the upload was read with, so rows are the rows the products were read from. Within a record
// that changes, the cells are located by splitting its bytes at the commas outside quotes, and each
// cell's decoded text is checked against what csv-parse read before anything is replaced. Every other
// byte (BOM, line ends, quoting, blank lines, malformed rows) is copied as it was.

/** What to do with one record: replace cells by column index, and/or add cells at its end. */
export interface RecordEdit {
  set?: Map<number, string>;
  append?: string[];
}

const QUOTE = 0x22;
const CR = 0x0d;
const LF = 0x0a;
const BOM = Buffer.from([0xef, 0xbb, 0xbf]);

interface CellSpan {
  start: number;
  end: number;
  text: string;
}

/** A value as a CSV cell: quoted when it holds a quote, the separator, a line break or edge space (RFC 4180). */
export function encodeCell(value: string, delimiter: Delimiter = ","): string {
  const needsQuotes = /["\r\n]|^\s|\s$/.test(value) || value.includes(delimiter);
  return needsQuotes ? `"${value.replace(/"/g, '""')}"` : value;
}

/** Splits one record's bytes (line end excluded) into cells as csv-parse with relax_quotes reads them. */
function splitCells(body: Buffer, separator: number): CellSpan[] {
  const cells: CellSpan[] = [];
  let i = 0;
  for (let guard = 0; guard <= body.length; guard++) {
    const start = i;
    let end: number;
    let text: string | undefined;
    if (body[i] === QUOTE) {
      let j = i + 1;
      while (j < body.length) {
        if (body[j] === QUOTE) {
          if (body[j + 1] === QUOTE) j += 2;
          else break;
        } else j++;
      }
      if (j + 1 >= body.length || body[j + 1] === separator) {
        end = j + 1;
        text = body
          .subarray(start + 1, j)
          .toString("utf8")
          .replace(/""/g, '"');
      } else {
        // A closing quote followed by more text: read as plain text up to the next comma (relax_quotes).
        const comma = body.indexOf(separator, j + 1);
        end = comma === -1 ? body.length : comma;
      }
    } else {
      const comma = body.indexOf(separator, i);
      end = comma === -1 ? body.length : comma;
    }
    cells.push({ start, end, text: text ?? body.subarray(start, end).toString("utf8") });
    if (end >= body.length) return cells;
    i = end + 1;
  }
  return cells;
}

/** Length of the line end (CRLF, LF, CR) at the end of a record's bytes. */
function lineEndLength(span: Buffer): number {
  if (span.length >= 2 && span[span.length - 2] === CR && span[span.length - 1] === LF) return 2;
  if (span.length >= 1 && (span[span.length - 1] === LF || span[span.length - 1] === CR)) return 1;
  return 0;
}

function applyEdit(span: Buffer, record: CsvRecord, edit: RecordEdit, delimiter: Delimiter): Buffer {
  const ending = lineEndLength(span);
  const body = span.subarray(0, span.length - ending);
  const cells = splitCells(body, delimiter.charCodeAt(0));
  const same = cells.length === record.cells.length && cells.every((c, i) => c.text === record.cells[i]);
  if (!same) throw new Error(`Row ${record.row} could not be located byte for byte in the uploaded file`);
  const parts: Buffer[] = [];
  let at = 0;
  const sets = [...(edit.set ?? new Map<number, string>())]
    .filter(([index]) => index < cells.length)
    .sort((a, b) => a[0] - b[0]);
  for (const [index, value] of sets) {
    const target = cells[index]!;
    parts.push(body.subarray(at, target.start), Buffer.from(encodeCell(value, delimiter), "utf8"));
    at = target.end;
  }
  parts.push(body.subarray(at));
  for (const value of edit.append ?? [])
    parts.push(Buffer.from(`${delimiter}${encodeCell(value, delimiter)}`, "utf8"));
  parts.push(span.subarray(span.length - ending));
  return Buffer.concat(parts);
}

/**
 * The uploaded file with `editFor(record)` applied to each record it returns an edit for. Records it
 * returns nothing for, and every byte between records, are copied unchanged.
 */
export function rewriteCsv(original: Buffer, editFor: (record: CsvRecord) => RecordEdit | undefined): Buffer {
  const parts: Buffer[] = [];
  let at = original.subarray(0, 3).equals(BOM) ? 3 : 0;
  parts.push(original.subarray(0, at));
  let row = 0;
  const delimiter = sniffDelimiter(original.subarray(at));
  const options: Options = {
    ...CSV_PARSE_OPTIONS,
    delimiter,
    on_record: (cells: string[], context) => {
      const record: CsvRecord = { row: ++row, cells, end: context.bytes };
      const span = original.subarray(at, record.end);
      const edit = editFor(record);
      parts.push(edit ? applyEdit(span, record, edit, delimiter) : span);
      at = record.end;
      return null;
    },
    on_skip: () => {
      row++;
      return undefined;
    },
  };
  parse(original, options);
  parts.push(original.subarray(at));
  return Buffer.concat(parts);
}
