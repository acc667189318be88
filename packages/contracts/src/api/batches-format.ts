import { z } from "zod";
import { platformSchema, toneSchema } from "../enum-schemas";

// Catalog mode: the shapes of an uploaded store export as the catalog reads it, shared by the catalog's
// batch API, the web's upload/preview screens and the file-format module (services/catalog/src/batches/formats).

/** The formats an upload is recognised as; "generic" needs a column mapping from the seller. */
export const CATALOG_FORMATS = ["shopify", "woocommerce", "etsy", "generic"] as const;
export const catalogFormatSchema = z.enum(CATALOG_FORMATS);
export type CatalogFormat = z.infer<typeof catalogFormatSchema>;

/**
 * What a finished job can be downloaded as. "original": the uploaded file with the new text filled in
 * (Shopify, WooCommerce), every other byte as uploaded; "generic-csv"/"json": every field of every
 * product; "amazon": a flat-file-style sheet (item_name, bullet_point1–5, product_description,
 * generic_keywords).
 */
export const CATALOG_DOWNLOAD_KINDS = ["original", "generic-csv", "json", "amazon"] as const;
export const catalogDownloadKindSchema = z.enum(CATALOG_DOWNLOAD_KINDS, {
  error: "Choose original, generic-csv, json or amazon",
});
export type CatalogDownloadKind = z.infer<typeof catalogDownloadKindSchema>;

/** A column header as it appears in the uploaded file's first row. */
const columnSchema = (what: string) =>
  z
    .string({ error: `${what} must be a column name` })
    .trim()
    .min(1, { error: `${what} must be a column name` })
    .max(500, { error: `${what} must be at most 500 characters` });

/**
 * How a generic CSV's columns are read. Columns are named by their header text. Platform and tone are
 * either one column read per row (platformColumn, toneColumn), one value for the whole job (platform,
 * tone), or both: the column wins and the value fills its blank cells. Strict: a key that is none of these
 * (`constructor`, `__proto__`, a typo) is a 400 naming it, never silently dropped.
 */
export const genericMappingSchema = z.strictObject({
  name: columnSchema("The product name column"),
  /** Columns whose cells are the product's features or keywords, in the seller's own wording. */
  keywords: z
    .array(columnSchema("A keywords column"))
    .max(50, { error: "At most 50 keyword columns" })
    .default([]),
  /** Columns of tags or search phrases: the writer's search terms, never its features (issue 28). */
  tags: z
    .array(columnSchema("A tags column"))
    .max(50, { error: "At most 50 tags columns" })
    .optional(),
  sku: columnSchema("The SKU column").optional(),
  url: columnSchema("The product URL column").optional(),
  existingDescription: columnSchema("The existing description column").optional(),
  category: columnSchema("The category column").optional(),
  vendor: columnSchema("The brand column").optional(),
  platformColumn: columnSchema("The platform column").optional(),
  platform: platformSchema.optional(),
  toneColumn: columnSchema("The tone column").optional(),
  tone: toneSchema.optional(),
});
export type GenericMapping = z.infer<typeof genericMappingSchema>;
export type GenericMappingInput = z.input<typeof genericMappingSchema>;

/**
 * Limits of one upload. Going over one is a clear error naming it, never a truncated job.
 * maxRowsPerJob counts products (a job row is one product: a Shopify handle with all its variant rows,
 * a WooCommerce product with its variations), not lines of the file.
 */
export const uploadLimitsSchema = z.object({
  maxFileBytes: z.number().int().positive(),
  maxRowsPerJob: z.number().int().positive(),
});
export type UploadLimits = z.infer<typeof uploadLimitsSchema>;

/** One product of an upload, as the generator will be asked to write it. */
export const catalogProductSchema = z.object({
  /** Shopify: the handle. WooCommerce: "id:<ID>" (the importer's own syntax), else the SKU. Generic: "row:<n>". */
  key: z.string(),
  name: z.string(),
  /** Features, options, attributes, materials and measures in the seller's own wording, one entry each. */
  keywords: z.array(z.string()),
  /** The store's tags (Shopify and WooCommerce Tags, Etsy TAGS): search terms for the writer, not features. */
  searchTerms: z.array(z.string()).optional(),
  sku: z.string().optional(),
  url: z.string().optional(),
  /** The current description as text (HTML stripped), for the writer and the review's before/after. */
  existingDescription: z.string().optional(),
  /** The current description exactly as uploaded (HTML for Shopify and WooCommerce). */
  existingDescriptionRaw: z.string().optional(),
  /** Shopify's Product category, else its Type; WooCommerce's Categories: the writer's category hint. */
  category: z.string().optional(),
  /** Shopify's Vendor, WooCommerce's Brands: the writer's brand. */
  vendor: z.string().optional(),
  /** Shopify and WooCommerce exports are for their own store; a generic file may say per row. */
  platform: platformSchema.optional(),
  tone: toneSchema.optional(),
  /**
   * Rows of the file this product was read from (the header is row 1, as a spreadsheet numbers them).
   * The first is the row with the product's own fields, the one a download fills; then its variant,
   * variation and image rows in file order.
   */
  sourceRows: z.array(z.number().int().positive()),
});
export type CatalogProduct = z.infer<typeof catalogProductSchema>;

/** A row left out of the job, with why, by its row number in the file (the header is row 1). */
export const skippedRowSchema = z.object({ row: z.number().int().positive(), reason: z.string() });
export type SkippedRow = z.infer<typeof skippedRowSchema>;
