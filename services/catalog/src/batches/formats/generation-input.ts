import {
  DETAILS_MAX,
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
  /** Where the keywords came from: the file's feature columns, or the current description's list items when it had none. */
  keywordsFrom: "file" | "existing-description" | "none";
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
  const { text, leftOut } = fitKeywords(entries);
  const { details, cut } = detailsOf(product, keywordsFrom === "existing-description");
  return {
    request: {
      productName: product.name,
      keywords: text,
      ...(details ? { details } : {}),
      platform: product.platform ?? job.platform,
      tone: product.tone ?? job.tone,
      ...(product.url ? { productUrl: product.url } : {}),
    },
    keywordsLeftOut: leftOut,
    keywordsFrom,
    detailsCut: cut,
  };
}
