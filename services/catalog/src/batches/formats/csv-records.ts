import { Readable, Transform, pipeline } from "node:stream";
import { parse, type CsvError, type Options } from "csv-parse";
import { FILE_SNIFF_BYTES, isUtf16, nonTextKindOf, notCsvMessage } from "@shopscript/contracts";
import { CatalogFileError, NotCsvError, UploadLimitError } from "./errors";
import { FORMAT_MESSAGES } from "./messages";

/**
 * How every upload is parsed, for reading and again for writing the "original" download, so both see
 * the same records. A quote inside an unquoted cell (5" screen) is kept as text rather than failing the
 * row; rows may have any number of cells (the caller reports a wrong count by row number); a row that
 * still cannot be read is skipped (on_skip) instead of failing the file; CRLF, LF and CR line ends
 * are all accepted, even mixed in one file; a UTF-8 byte order mark is dropped. The cell separator is
 * the file's own (sniffDelimiter).
 */
export const CSV_PARSE_OPTIONS = {
  bom: true,
  relax_quotes: true,
  relax_column_count: true,
  skip_records_with_error: true,
  record_delimiter: ["\r\n", "\n", "\r"],
} satisfies Options;

/** The cell separators a file may use. */
export type Delimiter = "," | ";" | "\t";
const DELIMITER_BYTES: [Delimiter, number][] = [
  [",", 0x2c],
  [";", 0x3b],
  ["\t", 0x09],
];
/** How far into a file its first line is looked for. */
const HEAD_BYTES = 64 * 1024;

/**
 * The cell separator of a file, from its first line (outside quotes): the one it has most of, a comma
 * when none. Store exports use commas; a spreadsheet saved where the decimal mark is a comma (most of
 * Europe) separates cells with semicolons, and "Text (tab delimited)" with tabs.
 */
export function sniffDelimiter(head: Buffer): Delimiter {
  const counts = new Map<number, number>(DELIMITER_BYTES.map(([, byte]) => [byte, 0]));
  let quoted = false;
  for (let i = 0; i < Math.min(head.length, HEAD_BYTES); i++) {
    const byte = head[i]!;
    if (byte === 0x22) quoted = !quoted;
    else if (!quoted && (byte === 0x0a || byte === 0x0d)) break;
    else if (!quoted && counts.has(byte)) counts.set(byte, counts.get(byte)! + 1);
  }
  let best: [Delimiter, number] = [",", counts.get(0x2c)!];
  for (const [delimiter, byte] of DELIMITER_BYTES)
    if (counts.get(byte)! > best[1]) best = [delimiter, counts.get(byte)!];
  return best[0];
}

/** The first line's bytes of a stream, and at least FILE_SNIFF_BYTES when it has them (at most HEAD_BYTES), and the whole stream again to read on. */
async function peekHead(
  stream: Readable,
): Promise<{ head: Buffer; all: Readable; release: () => Promise<void> }> {
  const iterator = stream[Symbol.asyncIterator]() as AsyncIterator<Buffer | string>;
  const chunks: Buffer[] = [];
  let length = 0;
  let done = false;
  while (length < HEAD_BYTES) {
    const next = await iterator.next();
    if (next.done) {
      done = true;
      break;
    }
    const chunk = Buffer.isBuffer(next.value) ? next.value : Buffer.from(next.value);
    chunks.push(chunk);
    length += chunk.length;
    // The header row's line end is enough for the CSV, but the sniff for a binary file reads FILE_SNIFF_BYTES: a stream's
    // first 700 bytes of random data held a line end and too few control bytes about one time in seventy, and the file was
    // read as CSV ("The header row is not UTF-8 text") instead of refused as binary (a flaky CI run, session 16).
    if (length >= FILE_SNIFF_BYTES && (chunk.includes(0x0a) || chunk.includes(0x0d))) break;
  }
  async function* replay() {
    yield* chunks;
    if (done) return;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
  }
  const all = Readable.from(replay(), { objectMode: false });
  // However the read ends, the upload stream is let go (its iterator's return destroys it).
  const release = async () => {
    all.destroy();
    await iterator.return?.();
  };
  all.on("close", () => void iterator.return?.());
  return { head: Buffer.concat(chunks), all, release };
}

/** One record of the file: `row` is its number as a spreadsheet shows it (the header is row 1). */
export interface CsvRecord {
  row: number;
  cells: string[];
  /** Byte offset just after this record (and its line end) in the file, byte order mark included. */
  end: number;
}

/** What the reader learnt about the file as a whole while reading it. */
export interface ReadState {
  /** The file holds a real U+FFFD somewhere, so one in a cell is not proof of broken bytes. */
  literalReplacementChar: boolean;
  delimiter: Delimiter;
}

export interface CsvProblem {
  row: number;
  reason: string;
}

const UTF8_REPLACEMENT = Buffer.from("\uFFFD", "utf8");

/** Why csv-parse gave up on a row, in the seller's words. */
export function csvProblemReason(error: CsvError): string {
  if (error.code === "CSV_QUOTE_NOT_CLOSED") return FORMAT_MESSAGES.unclosedQuote;
  return FORMAT_MESSAGES.unreadable(error.message.replace(/\s+at line \d+.*$/s, ""));
}

/** A record with nothing in it: a blank line, or a row of empty cells a spreadsheet left behind. */
export const isBlankRecord = (cells: string[]) => cells.every((cell) => cell.trim() === "");

/**
 * The records of a CSV upload, streamed: the input goes through csv-parse in chunks and only one record
 * is held at a time. The byte limit is checked as the bytes arrive, so a too-large upload stops at the
 * limit (UploadLimitError) rather than being read whole. Rows csv-parse cannot read are pushed to
 * `problems` with their row number and the stream goes on.
 */
export async function* readCsvRecords(
  input: Readable | Buffer,
  options: { maxFileBytes: number; problems: CsvProblem[]; state?: ReadState; filename?: string },
): AsyncGenerator<CsvRecord> {
  const { maxFileBytes, problems } = options;
  const state = options.state ?? { literalReplacementChar: false, delimiter: "," };
  if (Buffer.isBuffer(input) && input.length > maxFileBytes) {
    throw new UploadLimitError("file", FORMAT_MESSAGES.fileTooLarge(maxFileBytes), maxFileBytes);
  }
  const {
    head,
    all: source,
    release,
  } = Buffer.isBuffer(input)
    ? { head: input, all: Readable.from([input]), release: async () => {} }
    : await peekHead(input);
  if (isUtf16(head)) {
    await release();
    throw new CatalogFileError("file", FORMAT_MESSAGES.utf16);
  }
  // A workbook or any binary file is refused whole, never read into a mapping form of garbage headers.
  const notText = nonTextKindOf(head);
  if (notText) {
    await release();
    throw new NotCsvError(notCsvMessage(options.filename ?? "The file", notText));
  }
  state.delimiter = sniffDelimiter(head);
  let row = 0;
  const parseOptions: Options<CsvRecord, string[]> = {
    ...CSV_PARSE_OPTIONS,
    delimiter: state.delimiter,
    on_record: (cells, context) => ({ row: ++row, cells, end: context.bytes }),
    on_skip: (error) => {
      if (error) problems.push({ row: ++row, reason: csvProblemReason(error) });
      return undefined;
    },
  };
  // csv-parse types on_record as returning the record type; here it wraps the cells with their row.
  const parser = parse(parseOptions as unknown as Options);
  let bytes = 0;
  let tail = Buffer.alloc(0);
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      if (bytes > maxFileBytes) {
        done(new UploadLimitError("file", FORMAT_MESSAGES.fileTooLarge(maxFileBytes), maxFileBytes));
        return;
      }
      // A real U+FFFD in the file (rare) means one in a cell is not proof of a decoding error.
      if (!state.literalReplacementChar) {
        const window = Buffer.concat([tail, chunk]);
        if (window.includes(UTF8_REPLACEMENT)) state.literalReplacementChar = true;
        tail = window.subarray(Math.max(0, window.length - 2));
      }
      done(null, chunk);
    },
  });
  // Errors reach the loop below through the parser, which pipeline destroys with them.
  pipeline(source, counter, parser, () => {});
  for await (const record of parser as AsyncIterable<CsvRecord>) yield record;
}

/**
 * Whether a record's text was not valid UTF-8: the decoder put U+FFFD where the bytes were broken.
 * Excel's plain "CSV" is Windows-1252, so an accented character then shows up here.
 */
export function hasBrokenEncoding(cells: string[], state: ReadState): boolean {
  return !state.literalReplacementChar && cells.some((cell) => cell.includes("\uFFFD"));
}
