import { z } from "zod";
import { DEFAULT_PLATFORM } from "../platforms";
import { DEFAULT_TONE } from "../tones";
import { listingSchema, platformSchema, toneSchema } from "../enum-schemas";
import { MESSAGES } from "../messages";
import { productUrlInputSchema, isBlank } from "./product-url";
import { KEYWORD_ENTRIES_MAX, splitKeywordEntries } from "./keyword-entries";
import { voiceChoiceSchema } from "./voices";

// The spec sets no maximum lengths (section 5), but an unbounded prompt is a cost and abuse
// risk; these bounds match what the catalog accepts, so every result can be saved.
export const PRODUCT_NAME_MAX = 300;
export const KEYWORDS_MAX = 5000;
/** The optional details text: a seller's existing description is rarely longer than this. */
export const DETAILS_MAX = 10000;
/** A brand is a name, not a sentence ("Oak & Co", "LAMY"). */
export const BRAND_MAX = 120;
/** A category hint: a store's product type or a taxonomy path ("Home & Garden > … > Mugs"). */
export const CATEGORY_HINT_MAX = 300;
/** Search terms: a store's tags, one phrase each, as many as Shopify allows a product (250 tags). */
export const SEARCH_TERMS_MAX = 250;
export const SEARCH_TERM_MAX_CHARS = 255;

/** An optional short text: trimmed, bounded (the 400 names the field), blank means "not given". */
const optionalText = (label: string, max: number, describe: string) =>
  z
    .string()
    .trim()
    .max(max, { error: `${label} must be at most ${max} characters` })
    .transform((v) => v || undefined)
    .optional()
    .describe(describe);

// The form always sends productUrl, often as ""; blank means "not given".
const optionalProductUrlSchema = productUrlInputSchema.nullish().transform((v) => v || undefined);

export const generationRequestSchema = z
  .object({
    productName: z
      .string()
      .trim()
      .max(PRODUCT_NAME_MAX, { error: `Product name must be at most ${PRODUCT_NAME_MAX} characters` })
      .default(""),
    keywords: z
      .string()
      .trim()
      .max(KEYWORDS_MAX, { error: `Keywords must be at most ${KEYWORDS_MAX} characters` })
      .refine((text) => splitKeywordEntries(text).length <= KEYWORD_ENTRIES_MAX, {
        error: `Keywords must have at most ${KEYWORD_ENTRIES_MAX} entries (separate them with commas)`,
      })
      .default(""),
    /**
     * Optional free text about the product, e.g. the seller's existing description (issue 27). Read
     * into the same facts as the keywords: sentence by sentence, warnings, care and policies whole.
     * Old clients leave it out; blank means "not given".
     */
    details: z
      .string()
      .trim()
      .max(DETAILS_MAX, { error: `Details must be at most ${DETAILS_MAX} characters` })
      .transform((v) => v || undefined)
      .optional()
      .describe("Optional longer text about the product, such as your existing description. Its sentences are read as facts; warnings, care and policies are kept word for word."),
    /**
     * Issue 28: what a store export says in its own columns, each in its role. The brand (Shopify's Vendor,
     * WooCommerce's Brands) may lead a marketplace title; it is never invented. The category hint (Type,
     * Product category, Categories) weighs heavily in the writer's category guess. Search terms (the store's
     * tags) go into tags, backend search terms and keywords fields, never into the features.
     */
    brand: optionalText("Brand", BRAND_MAX, "Optional brand of the product, as the seller writes it. Used where the marketplace puts a brand in the title; never invented."),
    categoryHint: optionalText(
      "Category hint",
      CATEGORY_HINT_MAX,
      "Optional kind of product or category path from your store (\"Mugs\", \"Home & Garden > Kitchen & Dining > Mugs\"): a strong hint for the category guess.",
    ),
    searchTerms: z
      .array(
        z
          .string({ error: "Each search term must be text" })
          .trim()
          .max(SEARCH_TERM_MAX_CHARS, { error: `Each search term must be at most ${SEARCH_TERM_MAX_CHARS} characters` }),
        { error: "Search terms must be a list of phrases" },
      )
      .max(SEARCH_TERMS_MAX, { error: `Search terms must have at most ${SEARCH_TERMS_MAX} entries` })
      .transform((terms) => {
        const kept = terms.filter(Boolean);
        return kept.length ? kept : undefined;
      })
      .optional()
      .describe("Optional phrases shoppers search for (your store's tags): used in tags and search terms, never as features."),
    platform: platformSchema.default(DEFAULT_PLATFORM),
    tone: toneSchema.default(DEFAULT_TONE),
    productUrl: optionalProductUrlSchema,
    /** Regenerate asks for another wording of the same input; the built-in writer is deterministic per variant. */
    variant: z.number().int().min(0).optional(),
    /**
     * The brand voice to write in (issue 31): a voice id of the signed-in seller, or "none". Left out, the
     * seller's default voice applies (if they have one).
     */
    voiceId: voiceChoiceSchema.optional().describe("A brand voice id, or \"none\". Left out, your default voice applies."),
  })
  .superRefine(
    (v, ctx) => {
      // A URL lets the reader scrape name and keywords, so neither is required then (spec section 5).
      // A URL that was typed but is invalid still counts as given: its own error is the useful one.
      if (!isBlank(v.productUrl)) return;
      if (isBlank(v.productName)) {
        ctx.addIssue({ code: "custom", message: MESSAGES.PRODUCT_NAME_REQUIRED, path: ["productName"] });
      }
      // The seller's own description is facts enough to write from (a store export's product without feature columns).
      if (isBlank(v.keywords) && isBlank(v.details)) {
        ctx.addIssue({ code: "custom", message: MESSAGES.KEYWORDS_REQUIRED, path: ["keywords"] });
      }
    },
    // Run even when another field already failed, so a form shows every problem at once.
    { when: (payload) => typeof payload.value === "object" && payload.value !== null },
  );
export type GenerationRequest = z.infer<typeof generationRequestSchema>;
export type GenerationRequestInput = z.input<typeof generationRequestSchema>;

export const WRITERS = ["builtin", "openai"] as const;
export const writerSchema = z.enum(WRITERS);
export type Writer = z.infer<typeof writerSchema>;

/** One rule the checker verified on the output (length, banned phrase, invented spec...). */
export const checkResultSchema = z.object({
  id: z.string(),
  label: z.string(),
  passed: z.boolean(),
  detail: z.string().optional(),
  /** Listing field the check concerns, when it concerns one. */
  field: z.string().optional(),
});
export type CheckResult = z.infer<typeof checkResultSchema>;

export const generationResultSchema = z.object({
  /** The full text to copy or save. */
  description: z.string(),
  /** The same content split into the platform's fields (see LISTING_RULES). */
  listing: listingSchema,
  checks: z.array(checkResultSchema),
  platform: platformSchema,
  tone: toneSchema,
  writer: writerSchema,
  variant: z.number().int().min(0),
  /** Name and keywords actually used: scraped ones when only a URL was given, so the result can be shown and saved. */
  productName: z.string().optional(),
  keywords: z.string().optional(),
  /**
   * Something the seller should know about the input, by field: a product URL that could not be read
   * while the typed name and keywords were enough to write from them ({productUrl: "We couldn't read…"}).
   */
  notices: z.record(z.string(), z.string()).optional(),
  /** The brand voice the listing was written in (issue 31), when one applied. */
  voice: z.object({ id: z.string(), name: z.string() }).optional(),
});
export type GenerationResult = z.infer<typeof generationResultSchema>;

// GET /api/generate-description/demo: whether this browser's client may still use the anonymous demo.
export const demoAvailabilitySchema = z.object({ available: z.boolean(), signedIn: z.boolean() });
export type DemoAvailability = z.infer<typeof demoAvailabilitySchema>;

// The spec's response is "description, or message, or requiresSignup" (section 3).
export const generationFailureSchema = z.object({
  message: z.string(),
  requiresSignup: z.boolean().optional(),
});
export const generationResponseSchema = z.union([generationResultSchema, generationFailureSchema]);
export type GenerationResponse = z.infer<typeof generationResponseSchema>;
