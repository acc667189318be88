import type { Readable } from "node:stream";
import {
  PRODUCT_NAME_MAX,
  type GenericMapping,
  type SkippedRow,
  type UploadLimits,
} from "@shopscript/contracts";
import { Columns } from "./columns";
import {
  hasBrokenEncoding,
  isBlankRecord,
  readCsvRecords,
  type CsvProblem,
  type ReadState,
} from "./csv-records";
import { detectFormat } from "./detect";
import { CatalogFileError, UploadLimitError } from "./errors";
import { createGenericReader } from "./generic";
import { FORMAT_MESSAGES } from "./messages";
import { createEtsyReader } from "./etsy";
import { createShopifyReader } from "./shopify";
import type { CatalogUpload, FormatReader, ReaderContext } from "./types";
import { createWooReader } from "./woocommerce";

export interface ReadOptions {
  /** How to read a generic CSV; without it, common header names are recognised (suggestGenericMapping). */
  mapping?: GenericMapping;
  limits: UploadLimits;
  /** The file's name as the seller chose it, for the messages that name the file. */
  filename?: string;
}

/** What a preview shows besides the read: the first data rows exactly as their cells were read. */
export interface CatalogPreview extends CatalogUpload {
  sampleRows: { row: number; cells: string[] }[];
}

/**
 * Reads an uploaded store export (or any CSV with a mapping) into the products of a job. The file is
 * streamed through csv-parse; a row that cannot be used is reported in `skipped` by its row number and
 * the read goes on. Throws UploadLimitError past a limit, CatalogFileError (or MappingRequiredError) when
 * the file as a whole cannot be used.
 */
export async function readCatalogUpload(
  input: Readable | Buffer,
  options: ReadOptions,
): Promise<CatalogUpload> {
  const { format, headers, products, skipped, rowCount } = await read(input, options, 0);
  return { format, headers, products, skipped, rowCount };
}

/**
 * The whole read (row count, every skipped row and why, every product) plus the first `rows` data rows
 * as read, for the upload preview.
 */
export async function previewCatalogUpload(
  input: Readable | Buffer,
  options: ReadOptions & { rows?: number },
): Promise<CatalogPreview> {
  return read(input, options, options.rows ?? 10);
}

async function read(
  input: Readable | Buffer,
  options: ReadOptions,
  sampleSize: number,
): Promise<CatalogPreview> {
  const { limits, mapping } = options;
  const sampleRows: CatalogPreview["sampleRows"] = [];
  const problems: CsvProblem[] = [];
  const encoding: ReadState = { literalReplacementChar: false, delimiter: "," };
  const skipped: SkippedRow[] = [];
  let headers: string[] | undefined;
  let reader: FormatReader | undefined;
  let format: CatalogUpload["format"] = "generic";
  let rowCount = 0;
  let productCount = 0;
  const ctx = (columns: Columns): ReaderContext => ({
    columns,
    countProduct() {
      productCount += 1;
      if (productCount > limits.maxRowsPerJob) {
        throw new UploadLimitError(
          "rows",
          FORMAT_MESSAGES.tooManyProducts(limits.maxRowsPerJob),
          limits.maxRowsPerJob,
        );
      }
    },
  });

  for await (const record of readCsvRecords(input, {
    maxFileBytes: limits.maxFileBytes,
    problems,
    state: encoding,
    filename: options.filename,
  })) {
    if (!headers) {
      if (problems.length > 0) throw new CatalogFileError("file", `Row 1 ${problems[0]!.reason}.`);
      if (isBlankRecord(record.cells)) throw new CatalogFileError("file", FORMAT_MESSAGES.emptyFile);
      if (hasBrokenEncoding(record.cells, encoding))
        throw new CatalogFileError("file", `The header row ${FORMAT_MESSAGES.badEncoding}.`);
      headers = record.cells;
      const columns = new Columns(headers);
      format = detectFormat(headers);
      reader =
        format === "shopify"
          ? createShopifyReader(ctx(columns))
          : format === "woocommerce"
            ? createWooReader(ctx(columns))
            : format === "etsy"
              ? createEtsyReader(ctx(columns))
              : createGenericReader(ctx(columns), mapping);
      continue;
    }
    if (isBlankRecord(record.cells)) continue;
    rowCount += 1;
    if (sampleRows.length < sampleSize) sampleRows.push({ row: record.row, cells: record.cells });
    if (record.cells.length !== headers.length) {
      skipped.push({
        row: record.row,
        reason: FORMAT_MESSAGES.wrongCellCount(record.cells.length, headers.length),
      });
    } else if (hasBrokenEncoding(record.cells, encoding)) {
      skipped.push({ row: record.row, reason: FORMAT_MESSAGES.badEncoding });
    } else {
      reader!.add(record);
    }
  }
  if (!headers || !reader) {
    if (problems.length > 0) throw new CatalogFileError("file", `Row 1 ${problems[0]!.reason}.`);
    throw new CatalogFileError("file", FORMAT_MESSAGES.emptyFile);
  }
  rowCount += problems.length;
  if (rowCount === 0) throw new CatalogFileError("file", FORMAT_MESSAGES.noProducts);
  const done = reader.finish();
  // The generator takes names up to PRODUCT_NAME_MAX characters: a longer one is reported now, not failed in the job.
  const products = done.products.filter((product) => {
    if (product.name.length <= PRODUCT_NAME_MAX) return true;
    skipped.push(
      ...product.sourceRows.map((row) => ({ row, reason: FORMAT_MESSAGES.nameTooLong(PRODUCT_NAME_MAX) })),
    );
    return false;
  });
  skipped.push(...done.skipped, ...problems);
  skipped.sort((a, b) => a.row - b.row);
  return { format, headers, products, skipped, rowCount, sampleRows };
}
