import type { Platform } from "./platforms";

// One table of marketplace listing rules (shared/notes/marketplace-rules.md, collected 2026-11),
// read by the writer (what to produce), the checker (what to verify) and the UI (what to show).
// Where sources disagree the safer number is the limit and the others go in `note`.

export type ListingFieldKind = "text" | "list" | "html";

export interface ListingField {
  /** Key of this field in a `Listing`. */
  key: string;
  label: string;
  /** "list" fields hold string[] (bullets, tags); "html" holds markup for a store's rich-text body. */
  kind: ListingFieldKind;
  /** Hard limit in characters (code points, so an emoji counts once). */
  maxChars?: number;
  /** Hard limit in UTF-8 bytes, for fields the marketplace measures in bytes. */
  maxBytes?: number;
  /** Soft target below the hard limit (mobile display, search snippets); worth a warning, not a failure. */
  recommendedMaxChars?: number;
  minItems?: number;
  maxItems?: number;
  /** Soft target for the number of items (Etsy's 13 tags): fewer is a warning, not a failure. */
  recommendedItems?: number;
  itemMaxChars?: number;
  minWords?: number;
  /**
   * Soft target for the word count (Walmart asks for 150 words or more): fewer is a warning with the
   * advice to add facts, never a reason to pad the text with sentences that say nothing.
   */
  recommendedMinWords?: number;
  /** Must not contain a line break (e.g. Amazon search terms are one line). */
  singleLine?: boolean;
  /** Characters that may appear at most this many times each (Etsy titles: %, : and & once each). */
  maxCharOccurrences?: Record<string, number>;
  /** Characters banned in this field in addition to the title's `ListingRules.bannedChars`. */
  bannedChars?: string[];
  /** Phrases banned in this field (case-insensitive), in addition to `ListingRules.bannedPhrases`. */
  bannedPhrases?: string[];
  noEmoji?: boolean;
  /** No four-digit years (Walmart titles: a year dates the listing and reads as a promotion). */
  noYears?: boolean;
  /** No web addresses (Walmart titles). */
  noUrls?: boolean;
  /**
   * The marketplace's title starts with the brand (Amazon's and Walmart's title formulas, eBay's item
   * specifics, Google Merchant's recommended title): the seller's brand leads it when given, never invented.
   */
  leadsWithBrand?: boolean;
  note?: string;
}

export interface ListingRules {
  /** Structured fields in the order a seller fills them in on the marketplace. */
  fields: readonly ListingField[];
  /** Characters banned in the title. */
  bannedChars: string[];
  /** Phrases banned anywhere in the listing (case-insensitive substring). */
  bannedPhrases: string[];
  /** A word may appear at most this many times in the title; articles, prepositions and conjunctions are exempt. */
  maxWordRepeatsInTitle?: number;
  /** False where no authoritative limits were found and the general row is used; the UI says so. */
  authoritative: boolean;
  /**
   * The spelling the listing's own words follow. The seller's words are kept as typed; the writer's
   * phrasebook and the checker's spelling rule follow this. All twelve default to US English: the US
   * marketplaces (Amazon.com, Walmart, Target) require it and the others accept it.
   */
  locale: "en-US" | "en-GB";
  note?: string;
  source?: string;
}

/** A structured listing: field key → text, or items for "list" fields. */
export type Listing = Record<string, string | string[]>;

// Sellers' most-cited failure: model refusals and template placeholders pasted into live listings.
// Banned on every platform so the checker catches them whatever the writer.
const PLACEHOLDER_PHRASES = ["As an AI language model", "[Insert", "Lorem ipsum"];

// Typical promotional title claims that Amazon and Walmart reject.
const PROMOTIONAL_PHRASES = [
  "free shipping",
  "best seller",
  "bestseller",
  "best price",
  "hot deal",
  "limited time",
  "on sale",
  "100% satisfaction",
];

// Used by the general row and by the platforms that have no authoritative rules of their own.
const GENERAL_FIELDS: readonly ListingField[] = [
  { key: "title", label: "Title", kind: "text", maxChars: 150 },
  { key: "description", label: "Description", kind: "text", maxChars: 5000 },
];

const UNVERIFIED_NOTE = "No authoritative limits found for this marketplace; the general rules are used.";

// Shopify, WooCommerce, BigCommerce and Magento share one shape: a free title, an HTML body and SEO meta.
function storefrontRules(metaNote?: string): ListingRules {
  return {
    fields: [
      { key: "title", label: "Product title", kind: "text", note: "No platform limit." },
      { key: "bodyHtml", label: "Description (HTML)", kind: "html" },
      { key: "seoTitle", label: "SEO title", kind: "text", maxChars: 70, recommendedMaxChars: 60 },
      {
        key: "metaDescription",
        label: "Meta description",
        kind: "text",
        maxChars: 160,
        ...(metaNote ? { recommendedMaxChars: 155, note: metaNote } : {}),
      },
    ],
    bannedChars: [],
    bannedPhrases: [...PLACEHOLDER_PHRASES],
    authoritative: true,
    locale: "en-US",
    note: "SEO title hard max 70 (recommended under 60); meta description recommended under 160.",
  };
}

function generalRules(authoritative: boolean, note: string, source?: string): ListingRules {
  return {
    fields: GENERAL_FIELDS,
    bannedChars: [],
    bannedPhrases: [...PLACEHOLDER_PHRASES],
    authoritative,
    locale: "en-US",
    note,
    ...(source ? { source } : {}),
  };
}

export const LISTING_RULES: Record<Platform, ListingRules> = {
  amazon: {
    fields: [
      {
        key: "title",
        label: "Title",
        kind: "text",
        maxChars: 200,
        recommendedMaxChars: 80,
        leadsWithBrand: true,
        bannedPhrases: [...PROMOTIONAL_PHRASES],
        note: "Amazon recommends under 80 characters for mobile; the UK style guide says 150 at most.",
      },
      {
        key: "bullets",
        label: "Bullet points",
        kind: "list",
        maxItems: 5,
        itemMaxChars: 250,
        // Since 15 Aug 2024.
        bannedChars: ["™", "®", "€", "…", "†", "‡", "¢", "£", "¥", "©", "±", "~"],
        bannedPhrases: ["N/A", "TBD", "guarantee", "money back", "money-back"],
        noEmoji: true,
        note: "5 bullets for sellers (10 for vendors). Per-bullet length is quoted as 250, 255 or 500; 250 is used.",
      },
      { key: "description", label: "Description", kind: "text", maxChars: 2000 },
      {
        key: "searchTerms",
        label: "Search terms",
        kind: "text",
        // Amazon says "less than 250 bytes", so 249 is the largest allowed.
        maxBytes: 249,
        singleLine: true,
        note: "Backend keywords, one line, under 250 bytes (JP 500, IN 200).",
      },
    ],
    bannedChars: ["!", "$", "?", "_", "{", "}", "^", "¬", "¦"],
    // Restricted claims need proof Amazon will not have; the writer must not make them.
    bannedPhrases: [
      ...PLACEHOLDER_PHRASES,
      "eco-friendly",
      "antimicrobial",
      "antibacterial",
      "FDA approved",
      "clinically proven",
    ],
    maxWordRepeatsInTitle: 2,
    authoritative: true,
    locale: "en-US",
    note: "No word more than twice in the title (since Jan 2025); no promotional phrases; no medical claims.",
    source: "Amazon Seller Central 201100890, YTR6SYGFA5E3EQC, YYX9DD4VB6XKQRC",
  },
  shopify: storefrontRules(),
  etsy: {
    fields: [
      {
        key: "title",
        label: "Title",
        kind: "text",
        maxChars: 140,
        maxCharOccurrences: { "%": 1, ":": 1, "&": 1 },
      },
      { key: "description", label: "Description", kind: "text" },
      { key: "tags", label: "Tags", kind: "list", maxItems: 13, recommendedItems: 13, itemMaxChars: 20 },
    ],
    bannedChars: [],
    bannedPhrases: [...PLACEHOLDER_PHRASES],
    authoritative: true,
    locale: "en-US",
    note: "13 tags of up to 20 characters each. %, : and & may appear once each in the title.",
    source: "Listing checkers citing Etsy (not Etsy's own page)",
  },
  ebay: {
    fields: [
      { key: "title", label: "Title", kind: "text", maxChars: 80, leadsWithBrand: true },
      { key: "subtitle", label: "Subtitle", kind: "text", maxChars: 55 },
      {
        key: "description",
        label: "Description",
        kind: "text",
        note: "The mobile snippet shows about the first 800 characters, so lead with what matters.",
      },
    ],
    bannedChars: [],
    bannedPhrases: [...PLACEHOLDER_PHRASES],
    authoritative: true,
    locale: "en-US",
    source: "developer.ebay.com Trading API guide",
  },
  walmart: {
    fields: [
      {
        key: "title",
        label: "Title",
        kind: "text",
        maxChars: 150,
        leadsWithBrand: true,
        bannedPhrases: [...PROMOTIONAL_PHRASES],
        noYears: true,
        noUrls: true,
      },
      { key: "keyFeatures", label: "Key features", kind: "list" },
      { key: "description", label: "Description", kind: "text", maxChars: 4000, recommendedMinWords: 150 },
    ],
    bannedChars: ["~", "!", "*", "$"],
    bannedPhrases: [...PLACEHOLDER_PHRASES],
    maxWordRepeatsInTitle: 1,
    authoritative: true,
    locale: "en-US",
    note: "Title in English with no promotional claims, URLs, years or repeated keywords. Walmart asks for a long description of at least 150 words: add features and specifications to reach it; ShopScript never pads.",
    source: "marketplacelearn.walmart.com",
  },
  aliexpress: generalRules(false, UNVERIFIED_NOTE),
  facebook: generalRules(false, UNVERIFIED_NOTE),
  woocommerce: storefrontRules("WooCommerce's own AI writes meta descriptions of 155 characters at most."),
  bigcommerce: storefrontRules(),
  magento: storefrontRules(),
  target: generalRules(false, UNVERIFIED_NOTE),
  generic: generalRules(
    true,
    "Google Merchant limits. AI-written titles may be flagged structured_title.digital_source_type=trained_algorithmic_media.",
    "Google Merchant Center product data specification",
  ),
};
