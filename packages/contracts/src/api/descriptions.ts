import { z } from "zod";
import { listingSchema, platformSchema, toneSchema } from "../enum-schemas";
import { isoDateTimeSchema } from "../iso-datetime";
import { productUrlInputSchema } from "./product-url";
import { checkResultSchema, KEYWORDS_MAX, PRODUCT_NAME_MAX } from "./generation";

// Generous bounds, but real ones: a saved row must fit the database and the dashboard, and a
// client cannot store megabytes by calling the API directly.
export const DESCRIPTION_MAX = 50_000;

/** Characters in a listing's fields together: a saved listing, like its text, stays within DESCRIPTION_MAX. */
export const listingLength = (listing: Record<string, string | string[]>): number =>
  Object.values(listing).reduce((sum, value) => sum + (Array.isArray(value) ? value.join("").length : value.length), 0);

// POST /api/descriptions. Absent optional values are normalised to null, which is how they are stored.
export const descriptionCreateSchema = z.object({
  productName: z
    .string({ error: "Product name is required" })
    .trim()
    .min(1, { error: "Product name is required" })
    .max(PRODUCT_NAME_MAX, { error: `Product name must be at most ${PRODUCT_NAME_MAX} characters` }),
  // May be empty: a description generated from a URL alone has no typed keywords.
  keywords: z
    .string({ error: "Keywords must be text" })
    .trim()
    .max(KEYWORDS_MAX, { error: `Keywords must be at most ${KEYWORDS_MAX} characters` })
    .default(""),
  platform: platformSchema,
  tone: toneSchema,
  productUrl: productUrlInputSchema.nullish().transform((v) => v || null),
  description: z
    .string({ error: "Description is required" })
    .min(1, { error: "Description is required" })
    .max(DESCRIPTION_MAX, { error: `Description must be at most ${DESCRIPTION_MAX} characters` }),
  listing: listingSchema.nullish().transform((v) => v ?? null),
});
export type DescriptionCreate = z.infer<typeof descriptionCreateSchema>;
export type DescriptionCreateInput = z.input<typeof descriptionCreateSchema>;

export const descriptionSchema = z.object({
  id: z.uuid(),
  productName: z.string(),
  keywords: z.string(),
  platform: platformSchema,
  tone: toneSchema,
  productUrl: z.string().nullable(),
  description: z.string(),
  listing: listingSchema.nullable(),
  /**
   * The checker's results for the listing as it is stored: set when the seller edits the listing (the catalog
   * asks the generator's checker again), null for a listing nobody has edited since it was saved.
   */
  checks: z.array(checkResultSchema).nullable(),
  createdAt: isoDateTimeSchema,
});
export type Description = z.infer<typeof descriptionSchema>;

// The list response carries only what a dashboard card shows (spec section 3).
export const descriptionListItemSchema = descriptionSchema.pick({
  id: true,
  productName: true,
  description: true,
  platform: true,
  createdAt: true,
});
export type DescriptionListItem = z.infer<typeof descriptionListItemSchema>;

// Query strings arrive as strings, and a filter UI may send "" or "all" for "no filter".
const blankToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);

/**
 * How a list is ordered: newest or oldest first (creation time), by product name A to Z (ignoring case), or by
 * platform A to Z (newest first within one platform). The server sorts, so pages and search keep the order.
 */
export const DESCRIPTION_SORTS = ["newest", "oldest", "name", "platform"] as const;
export type DescriptionSort = (typeof DESCRIPTION_SORTS)[number];
export const DEFAULT_DESCRIPTION_SORT: DescriptionSort = "newest";
export const descriptionSortSchema = z.enum(DESCRIPTION_SORTS, { error: "Sort must be newest, oldest, name or platform" });

export const descriptionListQuerySchema = z.object({
  q: z.preprocess(
    blankToUndefined,
    z.string().trim().max(200, { error: "Search must be at most 200 characters" }).optional(),
  ),
  // Spec section 5: the platform filter is exact but case-insensitive.
  platform: z.preprocess((v) => {
    const s = blankToUndefined(v);
    return typeof s === "string"
      ? s.trim().toLowerCase() === "all"
        ? undefined
        : s.trim().toLowerCase()
      : s;
  }, platformSchema.optional()),
  /** Absent: newest first (DEFAULT_DESCRIPTION_SORT). */
  sort: z.preprocess(blankToUndefined, descriptionSortSchema.optional()),
  /**
   * Opaque to clients: pass back the previous page's nextCursor (with the same sort). A name-sorted cursor
   * carries the last name (up to 300 characters), hence the room.
   */
  cursor: z.preprocess(blankToUndefined, z.string().max(2000, { error: "Invalid cursor" }).optional()),
  limit: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: "Limit must be a number" })
      .int({ error: "Limit must be a whole number" })
      .min(1, { error: "Limit must be between 1 and 100" })
      .max(100, { error: "Limit must be between 1 and 100" })
      .optional(),
  ),
});
export type DescriptionListQuery = z.infer<typeof descriptionListQuerySchema>;

/** A filtered page counts its matches up to this many (the dashboard then shows "1,000+"). */
export const DESCRIPTION_COUNT_CAP = 1000;

export const descriptionPageSchema = z.object({
  items: z.array(descriptionListItemSchema),
  /**
   * Matches across all pages, for the "{n} description(s) found" count; counted up to
   * DESCRIPTION_COUNT_CAP only, then `total` is the cap and `totalIsExact` false ("1,000+").
   */
  total: z.number().int().min(0),
  /**
   * False when a search or platform filter matched more than DESCRIPTION_COUNT_CAP descriptions: an exact
   * count of a frequent word would read every match (hundreds of milliseconds at 100,000 descriptions).
   */
  totalIsExact: z.boolean(),
  /** All of the seller's descriptions, whatever the filter: tells "no match" apart from "none saved yet". */
  unfilteredTotal: z.number().int().min(0),
  nextCursor: z.string().nullable(),
});
export type DescriptionPage = z.infer<typeof descriptionPageSchema>;

/**
 * PATCH /api/descriptions/:id: the seller's edit of a saved listing's fields (title, body, bullets, tags, SEO
 * title, meta description…: any of the fields the platform's listing has), a field at a time or all at once.
 * A list field (bullets, tags) is a list of strings; the others are text. Which keys a listing may have is the
 * platform's (LISTING_RULES), checked by the catalog against the saved description's platform.
 */
export const descriptionEditSchema = z.object({
  listing: listingSchema
    .refine((listing) => Object.keys(listing).length > 0, { error: "Change at least one field" })
    .refine((listing) => listingLength(listing) <= DESCRIPTION_MAX, { error: `The listing must be at most ${DESCRIPTION_MAX} characters` }),
});
export type DescriptionEdit = z.infer<typeof descriptionEditSchema>;

/**
 * A deleted description is hidden at once and can be restored (the dashboard's Undo, or POST …/restore) for
 * this many hours; then the catalog's sweep deletes it for good. One figure for the code and the privacy page,
 * so what the page promises is what the sweep does.
 */
export const DESCRIPTION_RESTORE_HOURS = 24;

/** How many descriptions one request may delete, restore or export by id (the dashboard's selection). */
export const DESCRIPTION_SELECTION_MAX = 1000;

/** POST /api/descriptions/delete and /restore: the seller's selection. */
export const descriptionSelectionSchema = z.object({
  ids: z
    .array(z.uuid({ error: "Not a description id" }), { error: "Choose the descriptions" })
    .min(1, { error: "Choose at least one description" })
    .max(DESCRIPTION_SELECTION_MAX, { error: `Choose at most ${DESCRIPTION_SELECTION_MAX} descriptions at once` }),
});
export type DescriptionSelection = z.infer<typeof descriptionSelectionSchema>;

/** The two files an export writes. */
export const exportFormatSchema = z.enum(["csv", "json"], { error: "Format must be csv or json" });
export type ExportFormat = z.infer<typeof exportFormatSchema>;

/**
 * The files a store imports, written from a selection: Shopify's product CSV, an Etsy-style listings CSV (the
 * columns of Etsy's own listings download) and an Amazon inventory flat file (tab-delimited, as catalog mode
 * writes it).
 */
export const MARKETPLACE_FILES = ["shopify", "etsy", "amazon"] as const;
export type MarketplaceFile = (typeof MARKETPLACE_FILES)[number];
export const isMarketplaceFile = (format: string): format is MarketplaceFile =>
  (MARKETPLACE_FILES as readonly string[]).includes(format);

/** What a selection can be downloaded as: one column per field (CSV, JSON), or a store's import file. */
export const SELECTION_EXPORT_FORMATS = ["csv", "json", ...MARKETPLACE_FILES] as const;
export type SelectionExportFormat = (typeof SELECTION_EXPORT_FORMATS)[number];

/** POST /api/descriptions/export: the selection as a file with one column per listing field, or a store's import file. */
export const descriptionSelectionExportSchema = descriptionSelectionSchema.extend({
  format: z
    .enum(SELECTION_EXPORT_FORMATS, { error: "Format must be csv, json, shopify, etsy or amazon" })
    .default("csv"),
});

/** What a delete or a restore of a selection did: the ids it changed (the others were not the seller's, or gone). */
export const descriptionSelectionResultSchema = z.object({ ids: z.array(z.uuid()) });
export type DescriptionSelectionResult = z.infer<typeof descriptionSelectionResultSchema>;

/**
 * The columns of the export with one column per field (the dashboard's CSV and JSON), in order: the JSON's keys
 * and, with their labels, the CSV's header. Bullets (Amazon's bullet points, Walmart's key features) and tags
 * are lists: arrays in JSON, one item per line (bullets) or comma-separated (tags) in a CSV cell.
 */
export const FIELD_EXPORT_COLUMNS = [
  { key: "title", label: "Title" },
  { key: "bodyHtml", label: "Body (HTML)" },
  { key: "bullets", label: "Bullets" },
  { key: "tags", label: "Tags" },
  { key: "seoTitle", label: "SEO title" },
  { key: "seoDescription", label: "SEO description" },
  { key: "subtitle", label: "Subtitle" },
  { key: "searchTerms", label: "Search terms" },
  { key: "platform", label: "Platform" },
  { key: "tone", label: "Tone" },
  { key: "date", label: "Date" },
] as const;
export type FieldExportKey = (typeof FIELD_EXPORT_COLUMNS)[number]["key"];

/**
 * Internal (catalog → generator, never through the gateway): check a seller-edited listing with the generator's
 * checker. The facts are the saved description's name and keywords plus what the listing said as the writer
 * wrote it (`writtenListing`: it passed the checker then, against the facts of that generation).
 */
export const listingCheckRequestSchema = z.object({
  productName: z.string().max(PRODUCT_NAME_MAX),
  keywords: z.string().max(KEYWORDS_MAX),
  platform: platformSchema,
  tone: toneSchema,
  listing: listingSchema,
  writtenListing: listingSchema.nullable(),
});
export type ListingCheckRequest = z.infer<typeof listingCheckRequestSchema>;

/** The checker's answer: every check, and the listing as the whole text a seller copies (its description). */
export const listingCheckResultSchema = z.object({
  checks: z.array(checkResultSchema),
  description: z.string(),
});
export type ListingCheckResult = z.infer<typeof listingCheckResultSchema>;
