import { gzipSync } from "node:zlib";
import type {
  BatchCostEstimate,
  BatchPreview,
  GenericMapping,
  Platform,
  SkippedRow,
  Tone,
  UploadLimits,
} from "@shopscript/contracts";
import { generationRequestFor } from "./batch-rows";
import { CatalogFileError, readCatalogUpload, type CatalogFormat, type CatalogProduct } from "./formats";
import { FORMAT_MESSAGES } from "./formats/messages";

// An upload from its bytes to what the database is given: the products read (in a worker thread, see
// upload-work-pool.ts), the ones the writer could not use skipped with the reason, and the rest as JSON
// already cut into batches small enough that storing one is a short statement. The embedded database
// (PGlite) runs each statement on the event loop every service shares, so a statement's size is how long
// every other request waits: measured there under load (two cores, load ~17), storing 128 KB of rows took
// 40-100 ms, 1 MB 340-460 ms.

/** The most JSON one statement of rows carries. */
export const ROW_BATCH_BYTES = 128 * 1024;
/** The most rows one statement carries, however small they are. */
export const ROW_BATCH_ROWS = 250;
/**
 * A product whose stored form is larger than this is skipped: it would be one long statement on its own.
 * Real descriptions are a few KB; this allows a description of ~100 KB (it is stored as HTML and as text).
 */
export const MAX_PRODUCT_BYTES = 256 * 1024;
/** The header row is stored with the job and sent with every read of it. */
export const MAX_HEADER_BYTES = 64 * 1024;

const PREVIEW_ROWS = 10;
/** Measured by `npm run bench batch` (built-in writer, one generator process, this machine): seconds per product. */
const BUILTIN_SECONDS_PER_PRODUCT = 0.01;
/** A model request's prompt (instructions + facts) and answer, in tokens, beside the product's own words. */
const MODEL_PROMPT_TOKENS = 900;
const MODEL_ANSWER_TOKENS = 600;

export interface UploadTask {
  file: Uint8Array;
  /** The file's name as the seller chose it, for the messages that name the file ("… is not a CSV"). */
  filename: string;
  mapping?: GenericMapping;
  limits: UploadLimits;
  platform: Platform;
  tone: Tone;
}

/** Why an upload is refused, as plain data (it crosses from the worker thread): the route's 4xx. */
export interface UploadRefusal {
  status: number;
  message: string;
  /** The field at fault, with what is wrong with it. */
  fields: Record<string, string>;
  /** A generic file without a usable mapping: its headers, to ask which column is which. */
  headers?: string[];
  /** No usable product at all: the first rows left out and why. */
  skipped?: SkippedRow[];
}

/** One statement's rows: products `first`..`first + count - 1`, as a JSON array at bytes [start, end) of `rows`. */
export interface RowBatch {
  first: number;
  count: number;
  start: number;
  end: number;
}

export interface PreparedUpload {
  format: CatalogFormat;
  headers: string[];
  skipped: SkippedRow[];
  products: number;
  firstRows: BatchPreview["firstRows"];
  estimate: BatchCostEstimate;
  batches: RowBatch[];
}

export type UploadPreparation =
  /** `rows`: the batches' JSON back to back; `gzipped`: the file as stored (the download gives it back). */
  | { ok: true; upload: PreparedUpload; rows: Uint8Array; gzipped: Uint8Array }
  | { ok: false; refusal: UploadRefusal };

/**
 * Reads the file, cuts its usable products into batches of UTF-8 JSON (one buffer, to move between threads
 * whole) and gzips the file: a store export shrinks several times, and so do the statements storing it.
 */
export async function prepareUpload(task: UploadTask): Promise<UploadPreparation> {
  let read;
  try {
    read = await readCatalogUpload(
      Buffer.from(task.file.buffer, task.file.byteOffset, task.file.byteLength),
      {
        filename: task.filename,
        mapping: task.mapping,
        limits: task.limits,
      },
    );
  } catch (err) {
    if (err instanceof CatalogFileError) {
      return {
        ok: false,
        refusal: {
          status: err.status,
          message: err.message,
          fields: { [err.field]: err.message },
          ...("headers" in err ? { headers: (err as { headers: string[] }).headers } : {}),
        },
      };
    }
    throw err;
  }
  if (Buffer.byteLength(JSON.stringify(read.headers)) > MAX_HEADER_BYTES) {
    const message = FORMAT_MESSAGES.headerTooLarge(MAX_HEADER_BYTES);
    return { ok: false, refusal: { status: 400, message, fields: { file: message } } };
  }
  const job = { platform: task.platform, tone: task.tone };
  // A product the writer could not use is skipped now, with its row numbers and why, not failed later.
  const skipped = [...read.skipped];
  const products: CatalogProduct[] = [];
  const stored: Buffer[] = [];
  for (const product of read.products) {
    const request = generationRequestFor(product, job);
    if (!request.ok) {
      skipped.push({ row: product.sourceRows[0] ?? 0, reason: request.reason });
      continue;
    }
    const json = Buffer.from(JSON.stringify(product));
    if (json.length > MAX_PRODUCT_BYTES) {
      skipped.push({
        row: product.sourceRows[0] ?? 0,
        reason: FORMAT_MESSAGES.productTooLarge(MAX_PRODUCT_BYTES),
      });
      continue;
    }
    products.push(product);
    stored.push(json);
  }
  skipped.sort((a, b) => a.row - b.row);
  if (!products.length) {
    return {
      ok: false,
      refusal: {
        status: 400,
        message: "The file has no product we can write a listing for.",
        fields: { file: "No usable product rows" },
        skipped: skipped.slice(0, 50),
      },
    };
  }
  const { batches, rows } = cutIntoBatches(stored);
  return {
    ok: true,
    rows,
    gzipped: ownBuffer(gzipSync(task.file)),
    upload: {
      format: read.format,
      headers: read.headers,
      skipped,
      products: products.length,
      firstRows: products.slice(0, PREVIEW_ROWS).map((p) => ({
        key: p.key,
        name: p.name,
        keywords: p.keywords,
        sku: p.sku,
        existingDescription: p.existingDescription,
        platform: p.platform,
        tone: p.tone,
        sourceRows: p.sourceRows,
      })),
      estimate: estimate(products),
      batches,
    },
  };
}

/** The products' JSON as `[p0,p1,…]` arrays of at most ROW_BATCH_BYTES / ROW_BATCH_ROWS each, back to back in one buffer. */
function cutIntoBatches(products: Buffer[]): { batches: RowBatch[]; rows: Uint8Array } {
  // Brackets and commas: one byte per product plus one per batch.
  const total = products.reduce((sum, json) => sum + json.length + 2, 0);
  // Its own ArrayBuffer (never a slice of Buffer's shared pool), so it can be moved to another thread.
  const rows = new Uint8Array(total);
  const batches: RowBatch[] = [];
  let at = 0;
  let current: RowBatch | undefined;
  const close = () => {
    if (!current) return;
    rows[at++] = 0x5d; // ]
    current.end = at;
    batches.push(current);
    current = undefined;
  };
  products.forEach((json, index) => {
    if (
      current &&
      (current.count >= ROW_BATCH_ROWS || at + json.length + 1 - current.start > ROW_BATCH_BYTES)
    )
      close();
    if (!current) {
      current = { first: index, count: 0, start: at, end: at };
      rows[at++] = 0x5b; // [
    } else {
      rows[at++] = 0x2c; // ,
    }
    rows.set(json, at);
    at += json.length;
    current.count++;
  });
  close();
  return { batches, rows: rows.subarray(0, at) };
}

/** The bytes in an ArrayBuffer of their own (never a slice of a shared one), so they can be moved to another thread. */
function ownBuffer(bytes: Uint8Array): Uint8Array {
  return bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength
    ? bytes
    : new Uint8Array(bytes);
}

function estimate(products: CatalogProduct[]): BatchCostEstimate {
  const words = products.reduce((sum, p) => sum + p.name.length + p.keywords.join(", ").length, 0);
  return {
    products: products.length,
    builtinSeconds: Math.ceil(products.length * BUILTIN_SECONDS_PER_PRODUCT),
    modelRequests: products.length,
    modelTokens: products.length * (MODEL_PROMPT_TOKENS + MODEL_ANSWER_TOKENS) + Math.ceil(words / 4),
  };
}
