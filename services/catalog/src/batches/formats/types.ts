import type {
  CatalogFormat,
  CatalogProduct,
  GenericMapping,
  Listing,
  SkippedRow,
  UploadLimits,
} from "@shopscript/contracts";
import type { CsvRecord } from "./csv-records";
import type { Columns } from "./columns";

export type { CatalogFormat, CatalogProduct, GenericMapping, SkippedRow, UploadLimits };

/** An upload as read: the products the job will write, and the rows left out with why. */
export interface CatalogUpload {
  format: CatalogFormat;
  /** The header row exactly as uploaded. */
  headers: string[];
  products: CatalogProduct[];
  /** Rows not read into any product, by row number (header = row 1), in file order. */
  skipped: SkippedRow[];
  /** Data rows in the file (blank lines not counted): variant and image rows included. */
  rowCount: number;
}

/**
 * The generator's listing for one product: the platform's fields (LISTING_RULES) by key. The
 * downloads read title, bodyHtml, seoTitle, metaDescription (Shopify, WooCommerce, BigCommerce,
 * Magento), description, bullets, searchTerms (Amazon), keyFeatures (Walmart), tags (Etsy), and,
 * when present, shortDescription; anything else goes to the generic CSV and JSON as it is.
 */
export type ListingFields = Listing;

/** Reads the data rows of one format into products; rows arrive in file order. */
export interface FormatReader {
  add(record: CsvRecord): void;
  finish(): { products: CatalogProduct[]; skipped: SkippedRow[] };
}

export interface ReaderContext {
  columns: Columns;
  /** Called once per new product, so the products-per-job limit stops the read as soon as it is passed. */
  countProduct(): void;
}
