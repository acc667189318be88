// What an upload must be before its bytes are read as CSV, checked the same way by the browser (before
// sending) and by the catalog (on the bytes it receives): within the size limit, and text rather than a
// workbook, a PDF or an image. Pure functions of the first bytes: no Node built-ins (Vite imports this).

/** The catalog's default limits (BATCH_MAX_UPLOAD_BYTES, BATCH_MAX_ROWS); the browser checks the size against them. */
export const BATCH_UPLOAD_LIMITS = { maxFileBytes: 20 * 1024 * 1024, maxRowsPerJob: 5_000 } as const;

/** How many leading bytes the sniffing looks at. */
export const FILE_SNIFF_BYTES = 8 * 1024;

// Signatures of the files sellers pick by mistake instead of their CSV export.
const SIGNATURES: { kind: string; bytes: number[] }[] = [
  // .xlsx, .ods and .numbers are zip archives.
  { kind: "a spreadsheet workbook or zip archive (.xlsx, .ods, .zip)", bytes: [0x50, 0x4b, 0x03, 0x04] },
  { kind: "an old Excel workbook (.xls)", bytes: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1] },
  { kind: "a PDF", bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] },
  { kind: "an image", bytes: [0x89, 0x50, 0x4e, 0x47] },
  { kind: "an image", bytes: [0xff, 0xd8, 0xff] },
  { kind: "an image", bytes: [0x47, 0x49, 0x46, 0x38] },
  { kind: "a gzip archive", bytes: [0x1f, 0x8b] },
];

const startsWith = (head: Uint8Array, bytes: number[]) => bytes.every((byte, i) => head[i] === byte);

/** UTF-16 text starts with its byte order mark; it is text, refused with its own advice. */
export const isUtf16 = (head: Uint8Array) =>
  (head[0] === 0xff && head[1] === 0xfe) || (head[0] === 0xfe && head[1] === 0xff);

/**
 * What the file's first bytes say it is when it is not CSV text, or null for text. A known signature
 * names the kind; otherwise a NUL byte, or more than one byte in ten being a control character other than
 * tab, line ends and form feed, is binary (git and `file` decide the same way). UTF-16 is left to isUtf16.
 */
export function nonTextKindOf(head: Uint8Array): string | null {
  if (isUtf16(head)) return null;
  for (const signature of SIGNATURES) if (startsWith(head, signature.bytes)) return signature.kind;
  const sample = head.subarray(0, FILE_SNIFF_BYTES);
  let control = 0;
  for (const byte of sample) {
    if (byte === 0) return "binary data";
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d && byte !== 0x0c) control++;
  }
  return sample.length > 0 && control * 10 > sample.length ? "binary data" : null;
}

/** The refusal of a file that is not CSV, in the browser and in the API's 415. */
export const notCsvMessage = (filename: string, kind: string) =>
  `This file is not a CSV: "${filename}" looks like ${kind}. Export your products as CSV (in a spreadsheet: File → Save as → "CSV UTF-8") and upload that file.`;

/** The refusal of a file over the size limit, before it is sent. */
export const fileTooLargeMessage = (filename: string, limitBytes: number) =>
  `"${filename}" is larger than ${Math.round((limitBytes / (1024 * 1024)) * 10) / 10} MB, the most one upload may be. Split it into smaller files.`;
