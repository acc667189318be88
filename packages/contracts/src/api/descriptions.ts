import { z } from "zod";
import { listingSchema, platformSchema, toneSchema } from "../enum-schemas";
import { isoDateTimeSchema } from "../iso-datetime";
import { productUrlInputSchema } from "./product-url";
import { KEYWORDS_MAX, PRODUCT_NAME_MAX } from "./generation";

// Generous bounds, but real ones: a saved row must fit the database and the dashboard, and a
// client cannot store megabytes by calling the API directly.
const DESCRIPTION_MAX = 50_000;

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
  /** Opaque to clients: pass back the previous page's nextCursor. */
  cursor: z.preprocess(blankToUndefined, z.string().max(500, { error: "Invalid cursor" }).optional()),
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
