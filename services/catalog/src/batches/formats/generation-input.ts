import {
  BRAND_MAX,
  CATEGORY_HINT_MAX,
  DETAILS_MAX,
  SEARCH_TERM_MAX_CHARS,
  SEARCH_TERMS_MAX,
  KEYWORD_ENTRIES_MAX,
  KEYWORDS_MAX,
  type CatalogProduct,
  type GenerationRequestInput,
  type Platform,
  type Tone,
} from "@shopscript/contracts";
import { htmlListItems } from "./html-text";

// What the generator is asked for one product of a job: the same request the interactive form sends
// (generationRequestSchema), so the queue and the form are validated alike.

export interface GenerationInput {
  request: GenerationRequestInput;
  /** Keywords left out because the request holds at most KEYWORD_ENTRIES_MAX entries / KEYWORDS_MAX characters. */
  keywordsLeftOut: string[];
  /**
   * Where the keywords came from: the file's feature columns, or the current description's list items when it
   * had none, or (a product with no features and no description) its tags, the only facts the file gives.
   */
  keywordsFrom: "file" | "existing-description" | "tags" | "none";
  /** The current description's text past DETAILS_MAX, which the writer is not given (the review says so). */
  detailsCut: boolean;
}

/**
 * The current description as the writer's details text (issue 28): the seller's own sentences, read one
 * fact each with their polarity, care lines and warnings word for word. html-to-text gave it one paragraph
 * or list item per line; a description longer than the request allows is cut at the last line that fits.
 */
function detailsOf(product: CatalogProduct, listItemsAreKeywords: boolean): { details?: string; cut: boolean } {
  let text = product.existingDescription?.trim();
  // List items already sent as the keywords are not sent twice (html-to-text prefixes them with "• ").
  if (text && listItemsAreKeywords) text = text.split("\n").filter((line) => !line.startsWith("• ")).join("\n").trim();
  if (!text) return { cut: false };
  if (text.length <= DETAILS_MAX) return { details: text, cut: false };
  const head = text.slice(0, DETAILS_MAX);
  const lastLine = head.lastIndexOf("\n");
  return { details: (lastLine > 0 ? head.slice(0, lastLine) : head).trim(), cut: true };
}

/**
 * Whether the writer is given only the head of the product's current description (past DETAILS_MAX): the
 * review card says "details cut". Neither the platform nor the tone changes it.
 */
export function detailsCutOf(product: CatalogProduct): boolean {
  if ((product.existingDescription?.length ?? 0) <= DETAILS_MAX) return false;
  return generationInputOf(product, { platform: "amazon", tone: "professional" }).detailsCut;
}

/** A product's keywords as the request's text: entries joined by commas, within the request's bounds, in file order. */
function fitKeywords(entries: string[]): { text: string; leftOut: string[] } {
  const kept: string[] = [];
  let length = 0;
  for (const [i, entry] of entries.entries()) {
    const added = (kept.length ? 2 : 0) + entry.length;
    if (kept.length >= KEYWORD_ENTRIES_MAX || length + added > KEYWORDS_MAX)
      return { text: kept.join(", "), leftOut: entries.slice(i) };
    kept.push(entry);
    length += added;
  }
  return { text: kept.join(", "), leftOut: [] };
}

/** A cell as an optional request field: blank is left out, an over-long one is cut at its last whole word. */
function bounded(text: string | undefined, max: number): string | undefined {
  const t = text?.trim();
  if (!t) return undefined;
  if (t.length <= max) return t;
  const head = t.slice(0, max);
  return head.slice(0, Math.max(head.lastIndexOf(" "), 1)).trim();
}

/**
 * The store's own columns in their roles (issue 28): Vendor → brand, Type / Product category → category
 * hint, tags → search terms. Only what fits the request is sent; nothing else about the product changes.
 */
function storeColumnsOf(product: CatalogProduct): Pick<GenerationRequestInput, "brand" | "categoryHint" | "searchTerms"> {
  const brand = bounded(product.vendor, BRAND_MAX);
  const categoryHint = bounded(product.category, CATEGORY_HINT_MAX);
  const searchTerms = (product.searchTerms ?? [])
    .map((term) => term.trim())
    .filter((term) => term && term.length <= SEARCH_TERM_MAX_CHARS)
    .slice(0, SEARCH_TERMS_MAX);
  return {
    ...(brand ? { brand } : {}),
    ...(categoryHint ? { categoryHint } : {}),
    ...(searchTerms.length ? { searchTerms } : {}),
  };
}

/**
 * The generation request for a product: its name, its keywords (or, when the file gave none, the items
 * of its current description's bullet list: the seller's own feature lines), its current description as
 * the details text, its URL, and the platform and tone of the row, else the job's.
 */
export function generationInputOf(
  product: CatalogProduct,
  job: { platform: Platform; tone: Tone },
): GenerationInput {
  let entries = product.keywords;
  let keywordsFrom: GenerationInput["keywordsFrom"] = entries.length ? "file" : "none";
  if (!entries.length && product.existingDescriptionRaw) {
    // A comma inside an item would split it into two entries; the item is kept whole as one entry.
    entries = htmlListItems(product.existingDescriptionRaw).map((item) => item.replace(/[,;]\s*/g, " "));
    if (entries.length) keywordsFrom = "existing-description";
  }
  const { details, cut } = detailsOf(product, keywordsFrom === "existing-description");
  // Nothing but a name and tags: the tags are then all the file says of the product, and the writer needs facts.
  if (!entries.length && !details && product.searchTerms?.length) {
    entries = product.searchTerms;
    keywordsFrom = "tags";
  }
  const { text, leftOut } = fitKeywords(entries);
  return {
    request: {
      productName: product.name,
      keywords: text,
      ...(details ? { details } : {}),
      ...storeColumnsOf(product),
      platform: product.platform ?? job.platform,
      tone: product.tone ?? job.tone,
      ...(product.url ? { productUrl: product.url } : {}),
    },
    keywordsLeftOut: leftOut,
    keywordsFrom,
    detailsCut: cut,
  };
}
