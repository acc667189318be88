import { splitKeywordEntries, splitKeywordGroups } from "@shopscript/contracts";
import { detectDimensions, detectMaterials } from "./fact-vocabulary";
import { COLOURS } from "../facts/fact-lexicon";
import type { ProductFacts } from "./types";
import { detailEntries } from "./details-text";

// The seller's form is two boxes: a name and free text "Keywords & Features". Everything the listing
// may claim comes from here (and from the read page), so this is where input becomes facts.

export interface SellerInput {
  productName: string;
  keywords: string;
  /** Optional free text (the seller's existing description): read by sentence, see details-text.ts. */
  details?: string;
  /** A store export's columns in their roles (issue 28): Vendor, Type / Product category, Tags. */
  brand?: string;
  categoryHint?: string;
  searchTerms?: string[];
}

/** Entries of the keywords box (one per comma, semicolon or line), as the request schema counts them. */
export const splitEntries = splitKeywordEntries;

const cleanName = (name: string) => name.replace(/\s+/g, " ").trim();

function uniqueCaseless(values: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const value of values) {
    const tidy = value.replace(/\s+/g, " ").trim();
    const key = tidy.toLowerCase();
    if (!tidy || seen.has(key)) continue;
    seen.add(key);
    out.push(tidy);
  }
  return out;
}

const LIST_LABEL = /^(colou?rs?|sizes?|scents?|shades?)\s*:/i;
const COLOUR_MODIFIER = /^(?:light|dark|pale|deep|dusty|bright|soft|warm|cool|heather|matte|burnt|sky|navy|forest|olive|rose|off)$/i;
const SIZE_CODE = /^(?:XXS|XS|S|M|L|XL|XXL|XXXL|\dXL|\d{1,2}T|one size)$/i;

/**
 * A labelled list that the comma split cut apart ("colour: dusty pink, sage, oatmeal" is three entries
 * to the splitter) is put back together: "sage" alone would otherwise read as what the product is.
 */
function joinLabelledLists(groups: string[][]): { entries: string[]; groupOf: number[] } {
  const out: string[] = [];
  const groupOf: number[] = [];
  let label: "colour" | "size" | undefined;
  for (const [group, entry] of groups.flatMap((entries, g) => entries.map((e) => [g, e] as const))) {
    const words = entry.toLowerCase().split(/\s+/);
    const continues =
      label === "colour" ? words.length <= 3 && words.every((w) => COLOURS.has(w) || COLOUR_MODIFIER.test(w)) && COLOURS.has(words[words.length - 1]!) : label === "size" ? SIZE_CODE.test(entry.trim()) : false;
    if (continues && out.length) {
      out[out.length - 1] += `, ${entry}`;
      continue;
    }
    const match = LIST_LABEL.exec(entry);
    label = match ? (/^size/i.test(match[1]!) ? "size" : "colour") : undefined;
    out.push(entry);
    groupOf.push(group);
  }
  return { entries: out, groupOf };
}

/**
 * The seller's name and keywords as facts; materials and sizes are read from the entries and the name.
 * The optional details text adds its sentences as features: facts the listing may use (as it may a read
 * page's), not keywords every listing must repeat.
 */
export function factsFromSellerInput(input: SellerInput): ProductFacts {
  const productName = cleanName(input.productName ?? "");
  const { entries, groupOf } = joinLabelledLists(splitKeywordGroups(input.keywords ?? ""));
  const details = detailEntries(input.details).filter((d) => !entries.some((e) => e.toLowerCase() === d.toLowerCase()));
  const scanned = [productName, ...entries, ...details].join("\n");
  return {
    productName,
    keywords: entries,
    // Only where the seller grouped at all: one comma list is no grouping to read roles from.
    ...(new Set(groupOf).size > 1 ? { keywordGroups: groupOf } : {}),
    features: [...entries, ...details],
    ...(details.length ? { details } : {}),
    materials: detectMaterials(scanned),
    dimensions: detectDimensions(scanned),
    ...storeColumns(input),
  };
}

/** Brand, category hint and search terms as given: not scanned for materials or sizes, since none is a feature. */
function storeColumns(input: SellerInput): Pick<ProductFacts, "brand" | "categoryHint" | "searchTerms"> {
  const brand = input.brand?.replace(/\s+/g, " ").trim();
  const categoryHint = input.categoryHint?.replace(/\s+/g, " ").trim();
  const searchTerms = uniqueCaseless(input.searchTerms ?? []);
  return {
    ...(brand ? { brand } : {}),
    ...(categoryHint ? { categoryHint } : {}),
    ...(searchTerms.length ? { searchTerms } : {}),
  };
}

/**
 * The seller's facts with what the page reader found. The seller's name and keywords win (they
 * typed them on purpose; a page's meta keywords are often padding); when the seller gave none, the
 * page's are used. Features, materials and sizes are the union: the page may know the fabric the
 * seller did not think to type, and the checker must accept it.
 */
export function mergeFacts(seller: ProductFacts, page?: Partial<ProductFacts>): ProductFacts {
  if (!page) return seller;
  const pageFeatures = page.features ?? [];
  // The page's title often carries the shop's name ("Walnut Desk | Oak & Co"): it is read for
  // materials only when it becomes the product name, and never the brand part of it.
  const pageName = seller.productName ? "" : (page.productName ?? "").split(page.brand ?? "\u0000").join(" ");
  const pageText = [pageName, ...pageFeatures].join("\n");
  const merged: ProductFacts = {
    productName: seller.productName || cleanName(page.productName ?? ""),
    keywords: seller.keywords.length ? seller.keywords : uniqueCaseless(page.keywords ?? []),
    features: uniqueCaseless([...seller.features, ...pageFeatures]),
    materials: uniqueCaseless([...seller.materials, ...(page.materials ?? []), ...detectMaterials(pageText)].map((m) => m.toLowerCase())),
    dimensions: uniqueCaseless([...seller.dimensions, ...(page.dimensions ?? []), ...detectDimensions(pageText)]),
  };
  if (seller.details) merged.details = seller.details;
  if (seller.categoryHint) merged.categoryHint = seller.categoryHint;
  if (seller.searchTerms) merged.searchTerms = seller.searchTerms;
  const brand = seller.brand ?? page.brand;
  if (brand) merged.brand = brand;
  const price = seller.price ?? page.price;
  if (price) merged.price = price;
  const pageDescription = seller.pageDescription ?? page.pageDescription;
  if (pageDescription) merged.pageDescription = pageDescription;
  const sourceUrl = seller.sourceUrl ?? page.sourceUrl;
  if (sourceUrl) merged.sourceUrl = sourceUrl;
  return merged;
}
