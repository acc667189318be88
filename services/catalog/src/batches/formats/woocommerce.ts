import type { CatalogProduct, SkippedRow } from "@shopscript/contracts";
import { addUnique, cell, splitList } from "./columns";
import type { CsvRecord } from "./csv-records";
import { htmlToText } from "./html-text";
import { FORMAT_MESSAGES } from "./messages";
import type { FormatReader, ReaderContext } from "./types";

// WooCommerce's built-in product CSV (github.com/woocommerce/woocommerce/wiki/Product-CSV-Import-Schema):
// ID, Type, SKU, Name, Published, Short description, Description, Categories, Tags, Parent,
// Attribute N name / Attribute N value(s)... A variable product is one row of Type "variable" followed
// by rows of Type "variation" whose Parent is "id:<ID>" or the parent's SKU; they are one product.

export const WOO_COLUMNS = {
  id: ["ID"],
  type: ["Type"],
  sku: ["SKU"],
  name: ["Name"],
  shortDescription: ["Short description"],
  description: ["Description"],
  categories: ["Categories"],
  tags: ["Tags"],
  parent: ["Parent"],
  brands: ["Brands"],
  weight: ["Weight (kg)", "Weight (lbs)", "Weight (g)", "Weight (oz)"],
  length: ["Length (cm)", "Length (in)", "Length (mm)", "Length (m)"],
  width: ["Width (cm)", "Width (in)", "Width (mm)", "Width (m)"],
  height: ["Height (cm)", "Height (in)", "Height (mm)", "Height (m)"],
  /** SEO plugins' fields, exported as meta columns when Yoast SEO or Rank Math is installed. */
  seoTitle: ["Meta: _yoast_wpseo_title", "Meta: rank_math_title"],
  seoDescription: ["Meta: _yoast_wpseo_metadesc", "Meta: rank_math_description"],
} as const;

/**
 * WooCommerce's exporter writes a line break in a description as the two characters \n (and a typed
 * \n as \\n); its importer reads them back. Decoding and encoding follow it exactly.
 */
export function decodeWooText(value: string): string {
  return value.replace(/\\\\n|\\n/g, (match) => (match === "\\n" ? "\n" : "\\n"));
}
export function encodeWooText(value: string): string {
  return value.replace(/\r\n?/g, "\n").replace(/\\n/g, "\\\\n").replace(/\n/g, "\\n");
}

const isVariation = (type: string | undefined) =>
  !!type && splitList(type.toLowerCase()).includes("variation");

/** The key of a product: its ID in the importer's own "id:" form, else its SKU. */
export const wooKey = (id: string | undefined, sku: string | undefined) =>
  id ? `id:${id.replace(/^id:/i, "")}` : sku;

export function createWooReader(ctx: ReaderContext): FormatReader {
  const c = ctx.columns;
  const col = {
    id: c.find(...WOO_COLUMNS.id),
    type: c.find(...WOO_COLUMNS.type),
    sku: c.find(...WOO_COLUMNS.sku),
    name: c.find(...WOO_COLUMNS.name),
    shortDescription: c.find(...WOO_COLUMNS.shortDescription),
    description: c.find(...WOO_COLUMNS.description),
    categories: c.find(...WOO_COLUMNS.categories),
    tags: c.find(...WOO_COLUMNS.tags),
    parent: c.find(...WOO_COLUMNS.parent),
    brands: c.find(...WOO_COLUMNS.brands),
    weight: c.find(...WOO_COLUMNS.weight),
    length: c.find(...WOO_COLUMNS.length),
    width: c.find(...WOO_COLUMNS.width),
    height: c.find(...WOO_COLUMNS.height),
  };
  // The unit is in the header ("Weight (kg)"): the store's own setting, written into each value.
  const unitOf = (index: number | undefined) => (index === undefined ? "" : (/\(([^)]+)\)\s*$/.exec(ctx.columns.headers[index] ?? "")?.[1] ?? ""));
  /** "0.4 kg" and "20 x 10 x 9 cm" from the shipping columns, as the seller's facts. */
  const measuresOf = (cells: string[]): string[] => {
    const out: string[] = [];
    const weight = cell(cells, col.weight);
    if (weight && Number(weight) > 0) out.push(`${weight} ${unitOf(col.weight)}`.trim());
    const sides = [col.length, col.width, col.height].map((index) => cell(cells, index)).filter((v): v is string => !!v && Number(v) > 0);
    if (sides.length >= 2) out.push(`${sides.join(" x ")} ${unitOf(col.length ?? col.width)}`.trim());
    return out;
  };
  // "Attribute 1 name" / "Attribute 1 value(s)", paired by their number.
  const attributeNames = new Map(
    c.matching(/^attribute (\d+) name$/).map(({ index, match }) => [match[1]!, index]),
  );
  const attributes = c
    .matching(/^attribute (\d+) value\(s\)$/)
    .map(({ index, match }) => ({ name: attributeNames.get(match[1]!), values: index }));

  const products: CatalogProduct[] = [];
  const byRef = new Map<string, CatalogProduct>();
  const variations: { row: number; parent: string }[] = [];
  const skipped: SkippedRow[] = [];

  return {
    add({ row, cells }: CsvRecord) {
      const id = cell(cells, col.id);
      const sku = cell(cells, col.sku);
      if (isVariation(cell(cells, col.type))) {
        // Variations repeat the parent's attributes with one value each; the parent already lists them all.
        variations.push({ row, parent: cell(cells, col.parent) ?? "" });
        return;
      }
      const name = cell(cells, col.name);
      if (!name) {
        skipped.push({ row, reason: FORMAT_MESSAGES.missingName("Name") });
        return;
      }
      const key = wooKey(id, sku) ?? `row:${row}`;
      if (byRef.has(key) || (sku && byRef.has(sku))) {
        skipped.push({ row, reason: FORMAT_MESSAGES.duplicateWooProduct(key) });
        return;
      }
      ctx.countProduct();
      const descriptionRaw = col.description === undefined ? "" : (cells[col.description] ?? "");
      const shortRaw = col.shortDescription === undefined ? "" : (cells[col.shortDescription] ?? "");
      const existingRaw = descriptionRaw.trim() ? descriptionRaw : shortRaw;
      // The writer reads both: the short description often says what the long one does not (issue 28).
      const texts = [shortRaw, descriptionRaw].filter((t) => t.trim()).map((t) => htmlToText(decodeWooText(t)));
      const existing = texts.length ? [...new Set(texts)].join("\n") : undefined;
      const keywords: string[] = [];
      for (const attribute of attributes) {
        const values = splitList(cell(cells, attribute.values));
        if (values.length === 0) continue;
        const label = cell(cells, attribute.name);
        addUnique(keywords, [label ? `${label}: ${values.join(" / ")}` : values.join(" / ")]);
      }
      addUnique(keywords, measuresOf(cells));
      // Tags are search terms, not features (issue 28).
      const searchTerms = splitList(cell(cells, col.tags));
      const product: CatalogProduct = {
        key,
        name,
        keywords,
        ...(searchTerms.length ? { searchTerms } : {}),
        sourceRows: [row],
        platform: "woocommerce",
        ...(sku ? { sku } : {}),
        ...(existing ? { existingDescription: existing, existingDescriptionRaw: existingRaw } : {}),
        ...(cell(cells, col.categories) ? { category: cell(cells, col.categories) } : {}),
        ...(cell(cells, col.brands) ? { vendor: cell(cells, col.brands) } : {}),
      };
      products.push(product);
      byRef.set(key, product);
      if (sku) byRef.set(sku, product);
    },
    finish() {
      for (const { row, parent } of variations) {
        const product = byRef.get(parent) ?? (/^\d+$/.test(parent) ? byRef.get(`id:${parent}`) : undefined);
        if (product) product.sourceRows.push(row);
        else skipped.push({ row, reason: FORMAT_MESSAGES.orphanVariation(parent || "no parent") });
      }
      return { products, skipped };
    },
  };
}
