import type { CheckResult, Listing, Platform, Tone, VoiceProfile, Writer } from "@shopscript/contracts";

/**
 * Everything known about the product: what the seller typed plus what the page reader found. The
 * checker allows a number, unit, material or certification in the output only if it appears here.
 */
export interface ProductFacts {
  productName: string;
  /** The seller's keywords and features, one entry per comma, semicolon or line; every one must appear in the listing. */
  keywords: string[];
  /**
   * Which of the seller's groups each keyword was typed in (a line, or the stretch between two semicolons),
   * where they typed more than one: "paint stripping, shrink wrap, PVC bending;" are uses listed together.
   */
  keywordGroups?: number[];
  /** The seller's brand (a store's Vendor column) or the read page's; never invented. */
  brand?: string;
  /** The store's own category or product type (issue 28): a strong hint for the category guess. */
  categoryHint?: string;
  /**
   * Phrases shoppers search for, from the store's tags (issue 28): tags, backend search terms and keywords
   * fields take them; they are no features, so no bullet or sentence says them.
   */
  searchTerms?: string[];
  /** Feature statements (the seller's entries, then the page's bullet points). */
  features: string[];
  /**
   * The entries of the seller's details text (their existing description: details-text.ts), also among the
   * features. The seller's own sentences: said as written, never cut into a template's slot.
   */
  details?: string[];
  materials: string[];
  /** Sizes and weights as written ("750 ml", "10 x 20 cm"). */
  dimensions: string[];
  /** "29.99 USD"; a listing never quotes it (marketplaces show price elsewhere), it is context. */
  price?: string;
  /** The page's own description, if a URL was read. */
  pageDescription?: string;
  sourceUrl?: string;
}

export interface WriteInput {
  facts: ProductFacts;
  platform: Platform;
  tone: Tone;
  /** 0 for the first result; Regenerate asks for 1, 2, ... and must get a different wording. */
  variant: number;
  /** The seller's brand voice (issue 31), when one applies: both writers follow it and the checker enforces it. */
  voice?: VoiceProfile;
}

export interface WriteOptions {
  signal?: AbortSignal;
  /** Streaming writers call this with text as it is written (for server-sent events). */
  onText?: (delta: string) => void;
  /** What the checker refused in a previous attempt, so a model can correct itself. */
  feedback?: string[];
}

/** A writer turns facts into the platform's structured listing (keys and kinds from LISTING_RULES). */
export interface ListingWriter {
  readonly name: Writer;
  write(input: WriteInput, options?: WriteOptions): Promise<Listing>;
}

export interface CheckReport {
  /** Every rule checked, passed or not, for the UI ("title 134/200"). */
  checks: CheckResult[];
  /** The subset that failed; empty means the listing may be returned. */
  failures: CheckResult[];
  /**
   * Passed checks that missed a recommendation (fewer than 13 Etsy tags, an Amazon title over the 80
   * characters shown on mobile): worth showing, never a reason to refuse the listing.
   */
  warnings?: CheckResult[];
}
