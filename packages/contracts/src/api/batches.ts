import { z } from "zod";
import { listingSchema, platformSchema, toneSchema } from "../enum-schemas";
import { isoDateTimeSchema } from "../iso-datetime";
import { MESSAGES } from "../messages";
import { knownKeysOnly } from "../known-keys";
import { LISTING_RULES } from "../listing-rules";
import { DEFAULT_PLATFORM, PLATFORMS } from "../platforms";
import { DEFAULT_TONE } from "../tones";
import { catalogDownloadKindSchema, catalogFormatSchema } from "./batches-format";
import { checkResultSchema } from "./generation";
import { voiceChoiceSchema } from "./voices";

// Catalog mode (issue 17): a seller uploads a store export, the generator works through it as a queue, the
// seller reviews and downloads. The file formats' own contracts (column mapping, limits) live in
// ./batches-format; these are the job's.

export const BATCH_STATUSES = ["draft", "running", "paused", "completed", "canceled"] as const;
export const batchStatusSchema = z.enum(BATCH_STATUSES);
export type BatchStatus = z.infer<typeof batchStatusSchema>;

export const BATCH_ROW_STATUSES = ["pending", "queued", "done", "failed", "canceled"] as const;
export const batchRowStatusSchema = z.enum(BATCH_ROW_STATUSES);
export type BatchRowStatus = z.infer<typeof batchRowStatusSchema>;

export const BATCH_REVIEWS = ["unreviewed", "approved", "rejected"] as const;
export const batchReviewSchema = z.enum(BATCH_REVIEWS);

/** What the job will cost, shown before it starts. */
export const batchCostEstimateSchema = z.object({
  products: z.number().int().min(0),
  /** Seconds with the built-in writer on the generator instances running now. */
  builtinSeconds: z.number().min(0),
  /** With a model: one request per product (plus a possible correction each), and the tokens they carry. */
  modelRequests: z.number().int().min(0),
  modelTokens: z.number().int().min(0),
});
export type BatchCostEstimate = z.infer<typeof batchCostEstimateSchema>;

export const batchPreviewRowSchema = z.object({
  key: z.string(),
  name: z.string(),
  keywords: z.array(z.string()),
  sku: z.string().optional(),
  existingDescription: z.string().optional(),
  platform: z.string().optional(),
  tone: z.string().optional(),
  sourceRows: z.array(z.number().int()),
});

export const batchSkippedRowSchema = z.object({ row: z.number().int(), reason: z.string() });

/**
 * Why a paused job is paused: the seller pressed Pause; the seller may no longer generate (trial over or
 * subscription lapsed: the seller resumes after subscribing); or billing could not be asked (the job resumes
 * by itself once billing answers).
 */
export const BATCH_PAUSE_REASONS = ["seller", "not_entitled", "billing_unavailable"] as const;
export const batchPauseReasonSchema = z.enum(BATCH_PAUSE_REASONS);
export type BatchPauseReason = z.infer<typeof batchPauseReasonSchema>;

export const BATCH_PAUSE_MESSAGES: Record<BatchPauseReason, string> = {
  seller: MESSAGES.BATCH_PAUSED_BY_SELLER,
  not_entitled: MESSAGES.BATCH_PAUSED_NOT_ENTITLED,
  billing_unavailable: MESSAGES.BATCH_PAUSED_BILLING_UNAVAILABLE,
};

export const batchProgressSchema = z.object({
  status: batchStatusSchema,
  /** Set while the job is paused. */
  pauseReason: batchPauseReasonSchema.nullable(),
  /** What the job page says about the pause (MESSAGES), null while not paused. */
  pauseMessage: z.string().nullable(),
  total: z.number().int().min(0),
  done: z.number().int().min(0),
  failed: z.number().int().min(0),
  canceled: z.number().int().min(0),
  remaining: z.number().int().min(0),
  /** Rows finished per second over the last minute of work. */
  rowsPerSecond: z.number().min(0),
  /** Null while there is no rate to extrapolate from. */
  secondsLeft: z.number().min(0).nullable(),
});
export type BatchProgress = z.infer<typeof batchProgressSchema>;

/**
 * The job's rows by review state, for what the download will hold: only approved rows are written; every
 * other row keeps its text as uploaded. `unreviewed` counts written rows nobody approved or rejected yet;
 * `notWritten` the rows without a listing (failed, canceled, or not reached yet).
 */
export const batchReviewCountsSchema = z.object({
  approved: z.number().int().min(0),
  rejected: z.number().int().min(0),
  unreviewed: z.number().int().min(0),
  notWritten: z.number().int().min(0),
});
export type BatchReviewCounts = z.infer<typeof batchReviewCountsSchema>;

export const batchJobSchema = z.object({
  id: z.uuid(),
  filename: z.string(),
  format: catalogFormatSchema,
  platform: platformSchema,
  tone: toneSchema,
  /**
   * The brand voice the job's rows are written in (issue 31), chosen at upload: a voice id of the seller, or
   * "none". Null: the seller's default voice at the time each row is written (none if they have no default).
   */
  voiceId: voiceChoiceSchema.nullable(),
  headers: z.array(z.string()),
  rowCount: z.number().int().min(0),
  skipped: z.array(batchSkippedRowSchema),
  createdAt: isoDateTimeSchema,
  startedAt: isoDateTimeSchema.nullable(),
  finishedAt: isoDateTimeSchema.nullable(),
  progress: batchProgressSchema,
  reviewCounts: batchReviewCountsSchema,
});
export type BatchJob = z.infer<typeof batchJobSchema>;

/** POST /api/batches answers with the draft job and what the preview shows. */
export const batchPreviewSchema = batchJobSchema.extend({
  firstRows: z.array(batchPreviewRowSchema),
  estimate: batchCostEstimateSchema,
});
export type BatchPreview = z.infer<typeof batchPreviewSchema>;

// Query of POST /api/batches (the body is the file itself). The mapping for a generic CSV is JSON in
// `mapping`; its shape is the formats module's contract.
export const batchUploadQuerySchema = z.object({
  filename: z
    .string()
    .trim()
    .max(200, { error: "File name must be at most 200 characters" })
    .default("catalog.csv"),
  platform: platformSchema.default(DEFAULT_PLATFORM),
  tone: toneSchema.default(DEFAULT_TONE),
  /** A voice id of the seller (a 404 naming voiceId otherwise) or "none"; left out, the seller's default voice. */
  voiceId: voiceChoiceSchema.optional(),
  mapping: z
    .string()
    .max(5000, { error: "Mapping must be at most 5000 characters" })
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: "custom", message: "Mapping must be JSON" });
        return z.NEVER;
      }
    })
    .optional(),
});

export const batchRowSchema = z.object({
  id: z.uuid(),
  index: z.number().int().min(0),
  key: z.string(),
  name: z.string(),
  sku: z.string().nullable(),
  status: batchRowStatusSchema,
  review: batchReviewSchema,
  /** The product's description before the job (from the file), for the side-by-side view. */
  oldDescription: z.string().nullable(),
  /**
   * The old description was longer than the writer's details text allows (DETAILS_MAX characters): the
   * writer was given it up to its last whole line within that, and the review says so ("details cut").
   */
  detailsCut: z.boolean(),
  title: z.string().nullable(),
  description: z.string().nullable(),
  listing: listingSchema.nullable(),
  checks: z.array(checkResultSchema),
  /** True when every check the checker ran passed. */
  passing: z.boolean(),
  edited: z.boolean(),
  failure: z.string().nullable(),
  variant: z.number().int().min(0),
  descriptionId: z.uuid().nullable(),
});
export type BatchRow = z.infer<typeof batchRowSchema>;

export const batchRowPageSchema = z.object({
  items: z.array(batchRowSchema),
  nextCursor: z.string().nullable(),
});
export type BatchRowPage = z.infer<typeof batchRowPageSchema>;

// GET /api/batches/:id/rows: a page of the job's rows in file order. `cursor` is the `nextCursor` of the page
// before (absent: the first page); a filter by status keeps the same cursors. Each bad value is a 400 naming it.
const CURSOR_MESSAGE = "Cursor must be the nextCursor of the page before";
const LIMIT_MESSAGE = "Limit must be a whole number from 1 to 200";
export const BATCH_ROWS_MAX_LIMIT = 200;
export const BATCH_ROWS_SEARCH_MAX = 100;
export const batchRowQuerySchema = z.object({
  cursor: z
    .string({ error: CURSOR_MESSAGE })
    .regex(/^\d{1,9}$/, { error: CURSOR_MESSAGE })
    .transform(Number)
    .optional(),
  limit: z
    .string({ error: LIMIT_MESSAGE })
    .regex(/^\d{1,4}$/, { error: LIMIT_MESSAGE })
    .transform(Number)
    .pipe(
      z
        .number()
        .min(1, { error: LIMIT_MESSAGE })
        .max(BATCH_ROWS_MAX_LIMIT, { error: `Limit must be at most ${BATCH_ROWS_MAX_LIMIT}` }),
    )
    .default(50),
  status: z
    .enum(BATCH_ROW_STATUSES, { error: `Status must be one of ${BATCH_ROW_STATUSES.join(", ")}` })
    .optional(),
  /** The review's state: what is left to review, what was approved or rejected. */
  review: z.enum(BATCH_REVIEWS, { error: `Review must be one of ${BATCH_REVIEWS.join(", ")}` }).optional(),
  /** Words in the product's name or SKU (any case). */
  q: z
    .string()
    .trim()
    .max(BATCH_ROWS_SEARCH_MAX, { error: `Search must be at most ${BATCH_ROWS_SEARCH_MAX} characters` })
    .transform((v) => v || undefined)
    .optional(),
});
export type BatchRowQuery = z.infer<typeof batchRowQuerySchema>;

/** Every field key a listing of any platform has (LISTING_RULES); an edit may name only these. */
export const LISTING_FIELD_KEYS: readonly string[] = [
  ...new Set(PLATFORMS.flatMap((platform) => LISTING_RULES[platform].fields.map((field) => field.key))),
];

// PATCH /api/batches/:id/rows/:rowId: the seller's edit of one field of the listing. A key that is no listing
// field (`toString`, `constructor`, `__proto__`) is a 400 naming it; the catalog then checks the row's own fields.
export const batchRowEditSchema = z.strictObject({
  listing: knownKeysOnly(
    LISTING_FIELD_KEYS,
    "Not a field of this listing",
    listingSchema.refine((fields) => Object.keys(fields).length > 0, { error: "Nothing to change" }),
  ),
});
export type BatchRowEdit = z.infer<typeof batchRowEditSchema>;

// POST /api/batches/:id/review: approve or reject rows, or every row that passes the checker.
export const batchReviewActionSchema = z.union([
  z.object({ action: z.enum(["approve", "reject"]), rowIds: z.array(z.uuid()).min(1).max(500) }),
  z.object({ action: z.literal("approve-passing") }),
]);
export type BatchReviewAction = z.infer<typeof batchReviewActionSchema>;

/**
 * Which rows a download writes: "approved" (the review's approved rows; every other row keeps its text as
 * uploaded) or "written" (every written row not rejected, for the public API, which has no review). Absent:
 * the route's default (the web app "approved", /api/v1 "written").
 */
export const BATCH_DOWNLOAD_ROWS = ["approved", "written"] as const;
export type BatchDownloadRows = (typeof BATCH_DOWNLOAD_ROWS)[number];
export const batchDownloadQuerySchema = z.object({
  kind: catalogDownloadKindSchema.default("original"),
  rows: z.enum(BATCH_DOWNLOAD_ROWS, { error: "Choose approved or written" }).optional(),
});
