import type { CatalogProduct, SkippedRow } from "@shopscript/contracts";
import { addUnique, cell, splitList } from "./columns";
import type { CsvRecord } from "./csv-records";
import { htmlToText } from "./html-text";
import { FORMAT_MESSAGES } from "./messages";
import type { FormatReader, ReaderContext } from "./types";

// Shopify's product CSV (help.shopify.com/en/manual/products/import-export/using-csv). Exports made
// before 2025 use "Handle", "Body (HTML)", "Variant SKU", "Option1 Name", "SEO Title"; the current
// template says "URL handle", "Description", "SKU", "Option1 name", "SEO title". Both are read.
// One product is every row sharing a handle: the first carries the product fields, the others are
// variants (Option values, Variant SKU...) or extra images (Image Src only).

export const SHOPIFY_COLUMNS = {
  handle: ["Handle", "URL handle"],
  title: ["Title"],
  body: ["Body (HTML)", "Description", "Body HTML"],
  vendor: ["Vendor"],
  productCategory: ["Product Category", "Product category"],
  type: ["Type", "Product type"],
  tags: ["Tags"],
  sku: ["Variant SKU", "SKU"],
  /** Classic exports give every variant's weight in grams and the unit the admin shows it in. */
  grams: ["Variant Grams"],
  weightUnit: ["Variant Weight Unit"],
  /** The 2025 template: "Weight value (grams)" and "Weight unit for display". */
  grams2025: ["Weight value (grams)"],
  weightUnit2025: ["Weight unit for display"],
  seoTitle: ["SEO Title"],
  seoDescription: ["SEO Description"],
} as const;

const OPTION_COUNT = 3;
const optionName = (n: number) => [`Option${n} Name`];
const optionValue = (n: number) => [`Option${n} Value`];

/** Shopify's placeholder option for a product without variants. */
const isDefaultOption = (name: string | undefined, value?: string) =>
  name === "Title" || value === "Default Title";

interface Group {
  handle: string;
  firstRow: number;
  rows: number[];
  product?: CatalogProduct;
  optionNames: (string | undefined)[];
  optionValues: string[][];
  /** Each variant row's weight as the admin shows it ("450 g"); one weight for all is the product's. */
  weights: Set<string>;
}

/** Grams in the unit the store shows ("kg", "lb", "oz"), to three decimals. */
const GRAMS_PER: Record<string, number> = { g: 1, kg: 1000, lb: 453.59237, lbs: 453.59237, oz: 28.349523125 };
function shownWeight(grams: string | undefined, unit: string | undefined): string | undefined {
  const value = Number(grams);
  if (!grams || !Number.isFinite(value) || value <= 0) return undefined;
  const shown = unit && GRAMS_PER[unit.toLowerCase()] ? unit.toLowerCase() : "g";
  return `${Math.round((value / GRAMS_PER[shown]!) * 1000) / 1000} ${shown}`;
}

/**
 * The category hint: the Product category path, ended by the seller's own Type when it says more
 * ("Apparel & Accessories > Clothing Accessories > Hats > Beanie"), else whichever of the two is given.
 */
function categoryOf(path: string | undefined, type: string | undefined): { category?: string } {
  if (!path) return type ? { category: type } : {};
  const last = path.split(">").pop()!.trim().toLowerCase();
  return { category: type && type.toLowerCase() !== last ? `${path} > ${type}` : path };
}

export function createShopifyReader(ctx: ReaderContext): FormatReader {
  const c = ctx.columns;
  const col = {
    handle: c.find(...SHOPIFY_COLUMNS.handle),
    title: c.find(...SHOPIFY_COLUMNS.title),
    body: c.find(...SHOPIFY_COLUMNS.body),
    vendor: c.find(...SHOPIFY_COLUMNS.vendor),
    productCategory: c.find(...SHOPIFY_COLUMNS.productCategory),
    type: c.find(...SHOPIFY_COLUMNS.type),
    tags: c.find(...SHOPIFY_COLUMNS.tags),
    sku: c.find(...SHOPIFY_COLUMNS.sku),
    grams: c.find(...SHOPIFY_COLUMNS.grams, ...SHOPIFY_COLUMNS.grams2025),
    weightUnit: c.find(...SHOPIFY_COLUMNS.weightUnit, ...SHOPIFY_COLUMNS.weightUnit2025),
    optionNames: Array.from({ length: OPTION_COUNT }, (_, i) => c.find(...optionName(i + 1))),
    optionValues: Array.from({ length: OPTION_COUNT }, (_, i) => c.find(...optionValue(i + 1))),
  };
  const groups = new Map<string, Group>();
  const order: Group[] = [];
  const skipped: SkippedRow[] = [];

  function startProduct(group: Group, cells: string[], row: number) {
    const title = cell(cells, col.title)!;
    const bodyRaw = col.body === undefined ? undefined : cells[col.body];
    const type = cell(cells, col.type);
    // Tags are what shoppers search for, and Type says what kind of product it is: neither is a feature
    // (issue 28: "Coffee", "Eco", "Gadget" became bullet points). They reach the writer in their roles.
    const keywords: string[] = [];
    const searchTerms: string[] = [];
    addUnique(searchTerms, splitList(cell(cells, col.tags)));
    const existing = bodyRaw?.trim() ? htmlToText(bodyRaw) : undefined;
    group.product = {
      key: group.handle,
      name: title,
      keywords,
      ...(searchTerms.length ? { searchTerms } : {}),
      sourceRows: [],
      platform: "shopify",
      ...(cell(cells, col.sku) ? { sku: cell(cells, col.sku) } : {}),
      ...(existing ? { existingDescription: existing, existingDescriptionRaw: bodyRaw } : {}),
      ...categoryOf(cell(cells, col.productCategory), type),
      ...(cell(cells, col.vendor) ? { vendor: cell(cells, col.vendor) } : {}),
    };
    group.product.sourceRows.push(row);
  }

  return {
    add({ row, cells }: CsvRecord) {
      // A new product may come without a handle (the current template needs one only for variants).
      const handle = cell(cells, col.handle) ?? `row:${row}`;
      let group = groups.get(handle);
      if (!group) {
        group = {
          handle,
          firstRow: row,
          rows: [],
          optionNames: [],
          optionValues: col.optionValues.map(() => []),
          weights: new Set(),
        };
        groups.set(handle, group);
        order.push(group);
      }
      group.rows.push(row);
      if (!group.product && cell(cells, col.title)) {
        ctx.countProduct();
        startProduct(group, cells, row);
      } else if (group.product) {
        group.product.sourceRows.push(row);
      }
      const weight = shownWeight(cell(cells, col.grams), cell(cells, col.weightUnit));
      if (weight) group.weights.add(weight);
      col.optionNames.forEach((index, i) => {
        const name = cell(cells, index);
        if (name && !group.optionNames[i]) group.optionNames[i] = name;
      });
      col.optionValues.forEach((index, i) => {
        const value = cell(cells, index);
        if (value) addUnique(group.optionValues[i]!, [value]);
      });
    },
    finish() {
      const products: CatalogProduct[] = [];
      for (const group of order) {
        if (!group.product) {
          const reason = group.handle.startsWith("row:")
            ? FORMAT_MESSAGES.missingHandleAndTitle
            : FORMAT_MESSAGES.missingShopifyTitle(group.handle);
          for (const row of group.rows) skipped.push({ row, reason });
          continue;
        }
        const product = group.product;
        // The titled row comes first (it is the one a download fills); rows before it belong to the product too.
        const titled = product.sourceRows[0]!;
        product.sourceRows = [titled, ...group.rows.filter((row) => row !== titled)];
        group.optionNames.forEach((name, i) => {
          const values = group.optionValues[i]!;
          if (!name || values.length === 0 || isDefaultOption(name, values[0])) return;
          addUnique(product.keywords, [`${name}: ${values.join(" / ")}`]);
        });
        // A weight every variant shares is the product's; weights that differ belong to the options.
        if (group.weights.size === 1) addUnique(product.keywords, [`weight ${[...group.weights][0]}`]);
        products.push(product);
      }
      return { products, skipped };
    },
  };
}
