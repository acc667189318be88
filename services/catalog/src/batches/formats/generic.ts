import {
  PLATFORMS,
  PLATFORM_LABELS,
  TONES,
  generationRequestSchema,
  splitKeywordEntries,
  type CatalogProduct,
  type GenericMapping,
  type Platform,
  type SkippedRow,
  type Tone,
} from "@shopscript/contracts";
import { addUnique, cell, normaliseHeader } from "./columns";
import type { CsvRecord } from "./csv-records";
import { MappingRequiredError } from "./errors";
import { htmlToText } from "./html-text";
import { FORMAT_MESSAGES } from "./messages";
import type { FormatReader, ReaderContext } from "./types";

// Any other CSV: the seller says which column is which (GenericMapping). Without a mapping, common
// header names are recognised (suggestGenericMapping) so a plain "name, features, sku" sheet reads as is.

const GUESSES: Record<Exclude<keyof GenericMapping, "platform" | "tone">, string[]> = {
  name: ["name", "product name", "product", "title", "product title", "item name", "item_name"],
  keywords: [
    "keywords",
    "features",
    "key features",
    "feature",
    "attributes",
    "bullet points",
    "highlights",
  ],
  tags: ["tags", "search terms", "search keywords", "seo keywords"],
  sku: ["sku", "item sku", "item_sku", "product code", "code"],
  url: ["url", "product url", "link", "product link", "page"],
  existingDescription: [
    "description",
    "product description",
    "long description",
    "body",
    "body (html)",
    "current description",
  ],
  category: ["category", "categories", "product category", "product type", "type"],
  vendor: ["brand", "vendor", "manufacturer", "brand name", "brand_name"],
  platformColumn: ["platform", "marketplace", "channel"],
  toneColumn: ["tone", "style", "writing style"],
};

/** A mapping guessed from the header names, for a preview before the seller chooses; name may be missing. */
export function suggestGenericMapping(headers: string[]): Partial<GenericMapping> {
  const present = new Map<string, string>();
  for (const header of headers)
    if (!present.has(normaliseHeader(header))) present.set(normaliseHeader(header), header);
  const first = (names: string[]) => names.map((n) => present.get(n)).find((h) => h !== undefined);
  const suggestion: Partial<GenericMapping> = {};
  const name = first(GUESSES.name);
  if (name) suggestion.name = name;
  suggestion.keywords = GUESSES.keywords
    .map((n) => present.get(n))
    .filter((h): h is string => h !== undefined);
  const tags = GUESSES.tags.map((n) => present.get(n)).filter((h): h is string => h !== undefined);
  if (tags.length) suggestion.tags = tags;
  for (const field of [
    "sku",
    "url",
    "existingDescription",
    "category",
    "vendor",
    "platformColumn",
    "toneColumn",
  ] as const) {
    const header = first(GUESSES[field]);
    if (header && header !== name) suggestion[field] = header;
  }
  return suggestion;
}

const PLATFORM_BY_WORD = new Map<string, Platform>();
for (const platform of PLATFORMS) {
  PLATFORM_BY_WORD.set(platform, platform);
  PLATFORM_BY_WORD.set(PLATFORM_LABELS[platform].toLowerCase(), platform);
}
const TONE_BY_WORD = new Map<string, Tone>(TONES.map((tone) => [tone, tone]));

export function createGenericReader(ctx: ReaderContext, given: GenericMapping | undefined): FormatReader {
  const c = ctx.columns;
  const mapping = given ?? (suggestGenericMapping(c.headers) as GenericMapping);
  if (!mapping.name)
    throw new MappingRequiredError("mapping.name", FORMAT_MESSAGES.mappingRequired, c.headers);
  const resolve = (field: string, header: string | undefined) => {
    if (header === undefined) return undefined;
    const index = c.find(header);
    if (index === undefined) {
      throw new MappingRequiredError(
        `mapping.${field}`,
        FORMAT_MESSAGES.unknownColumn(field, header),
        c.headers,
      );
    }
    return index;
  };
  const col = {
    name: resolve("name", mapping.name)!,
    keywords: (mapping.keywords ?? []).map((header, i) => resolve(`keywords.${i}`, header)!),
    tags: (mapping.tags ?? []).map((header, i) => resolve(`tags.${i}`, header)!),
    sku: resolve("sku", mapping.sku),
    url: resolve("url", mapping.url),
    existingDescription: resolve("existingDescription", mapping.existingDescription),
    category: resolve("category", mapping.category),
    vendor: resolve("vendor", mapping.vendor),
    platform: resolve("platformColumn", mapping.platformColumn),
    tone: resolve("toneColumn", mapping.toneColumn),
  };
  const products: CatalogProduct[] = [];
  const skipped: SkippedRow[] = [];

  return {
    add({ row, cells }: CsvRecord) {
      const name = cell(cells, col.name);
      if (!name) {
        skipped.push({ row, reason: FORMAT_MESSAGES.missingName(c.headers[col.name]!.trim()) });
        return;
      }
      const platformText = cell(cells, col.platform);
      const platform = platformText ? PLATFORM_BY_WORD.get(platformText.toLowerCase()) : mapping.platform;
      if (platformText && !platform) {
        skipped.push({ row, reason: FORMAT_MESSAGES.unknownPlatform(platformText) });
        return;
      }
      const toneText = cell(cells, col.tone);
      const tone = toneText ? TONE_BY_WORD.get(toneText.toLowerCase()) : mapping.tone;
      if (toneText && !tone) {
        skipped.push({ row, reason: FORMAT_MESSAGES.unknownTone(toneText) });
        return;
      }
      // Checked as the generation request checks it: a bad address is reported now, not failed in the job.
      const url = cell(cells, col.url);
      if (url && !generationRequestSchema.shape.productUrl.safeParse(url).success) {
        skipped.push({ row, reason: FORMAT_MESSAGES.badUrl(url) });
        return;
      }
      ctx.countProduct();
      const keywords: string[] = [];
      for (const index of col.keywords) addUnique(keywords, splitKeywordEntries(cells[index] ?? ""));
      // Tags are search terms, not features (issue 28).
      const searchTerms: string[] = [];
      for (const index of col.tags) addUnique(searchTerms, splitKeywordEntries(cells[index] ?? ""));
      const existingRaw = col.existingDescription === undefined ? undefined : cells[col.existingDescription];
      const existing = existingRaw?.trim() ? htmlToText(existingRaw) : undefined;
      const value = (index: number | undefined) => cell(cells, index);
      products.push({
        key: `row:${row}`,
        name,
        keywords,
        ...(searchTerms.length ? { searchTerms } : {}),
        sourceRows: [row],
        ...(value(col.sku) ? { sku: value(col.sku) } : {}),
        ...(url ? { url } : {}),
        ...(existing ? { existingDescription: existing, existingDescriptionRaw: existingRaw } : {}),
        ...(value(col.category) ? { category: value(col.category) } : {}),
        ...(value(col.vendor) ? { vendor: value(col.vendor) } : {}),
        ...(platform ? { platform } : {}),
        ...(tone ? { tone } : {}),
      });
    },
    finish: () => ({ products, skipped }),
  };
}
