import type { CatalogProduct, SkippedRow } from "@shopscript/contracts";
import { addUnique, cell, splitList } from "./columns";
import type { CsvRecord } from "./csv-records";
import { FORMAT_MESSAGES } from "./messages";
import type { FormatReader, ReaderContext } from "./types";

// Etsy's listings download (Shop Manager → Settings → Options → Download Data → "Currently for Sale
// Listings"): one row per listing, TITLE, DESCRIPTION (plain text, line breaks kept), PRICE, CURRENCY_CODE,
// QUANTITY, TAGS and MATERIALS (comma-separated), IMAGE1…IMAGE10, VARIATION 1/2 TYPE, NAME and VALUES, SKU.
// The file has no listing id: a product is its row ("row:<n>"), and the download writes the same row back.

export const ETSY_COLUMNS = {
  title: ["TITLE"],
  description: ["DESCRIPTION"],
  tags: ["TAGS"],
  materials: ["MATERIALS"],
  sku: ["SKU"],
} as const;

/** Columns of the download besides TITLE and DESCRIPTION, for recognising it (detect.ts). */
export const ETSY_USUAL = [
  ["PRICE"],
  ["CURRENCY_CODE"],
  ["QUANTITY"],
  ["TAGS"],
  ["MATERIALS"],
  ["IMAGE1"],
  ["VARIATION 1 TYPE"],
  ["VARIATION 1 NAME"],
  ["VARIATION 1 VALUES"],
  ["SKU"],
] as const;

export function createEtsyReader(ctx: ReaderContext): FormatReader {
  const c = ctx.columns;
  const col = {
    title: c.find(...ETSY_COLUMNS.title),
    description: c.find(...ETSY_COLUMNS.description),
    tags: c.find(...ETSY_COLUMNS.tags),
    materials: c.find(...ETSY_COLUMNS.materials),
    sku: c.find(...ETSY_COLUMNS.sku),
  };
  // "VARIATION 1 NAME" / "VARIATION 1 VALUES", paired by their number ("Colour" / "Sage, Oat, Charcoal").
  const variationNames = new Map(c.matching(/^variation (\d+) name$/).map(({ index, match }) => [match[1]!, index]));
  const variations = c
    .matching(/^variation (\d+) values$/)
    .map(({ index, match }) => ({ name: variationNames.get(match[1]!), values: index }));

  const products: CatalogProduct[] = [];
  const skipped: SkippedRow[] = [];
  return {
    add({ row, cells }: CsvRecord) {
      const name = cell(cells, col.title);
      if (!name) {
        skipped.push({ row, reason: FORMAT_MESSAGES.missingName("TITLE") });
        return;
      }
      ctx.countProduct();
      const keywords: string[] = [];
      // Materials are facts the listing states ("wool", "recycled cotton"); options are what a buyer picks.
      addUnique(keywords, splitList(cell(cells, col.materials)));
      for (const variation of variations) {
        const values = splitList(cell(cells, variation.values));
        if (!values.length) continue;
        const label = cell(cells, variation.name);
        addUnique(keywords, [label ? `${label}: ${values.join(" / ")}` : values.join(" / ")]);
      }
      // Tags are search terms, not features (issue 28).
      const searchTerms: string[] = [];
      addUnique(searchTerms, splitList(cell(cells, col.tags)));
      const description = col.description === undefined ? undefined : cells[col.description];
      const sku = cell(cells, col.sku);
      products.push({
        key: `row:${row}`,
        name,
        keywords,
        ...(searchTerms.length ? { searchTerms } : {}),
        sourceRows: [row],
        platform: "etsy",
        ...(sku ? { sku } : {}),
        ...(description?.trim() ? { existingDescription: description.trim(), existingDescriptionRaw: description } : {}),
      });
    },
    finish: () => ({ products, skipped }),
  };
}
