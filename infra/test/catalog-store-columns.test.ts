import { type CheckResult, type Listing, type Platform } from "@shopscript/contracts";
import { quietLogger } from "@shopscript/kit/testing";
import { generationRequestFor } from "../../services/catalog/src/batches/batch-rows";
import { readCatalogUpload } from "../../services/catalog/src/batches/formats";
import type { CatalogProduct } from "@shopscript/contracts";
import { htmlToText } from "../../services/generator/src/domain/html-text";
import { generateListing } from "../../services/generator/src/generation/generate-listing";
import { createBuiltinWriter } from "../../services/generator/src/writers/builtin";

// Issue 28, item 1, the store's own columns: Vendor → brand, Type / Product category → category hint, tags →
// search terms (never features), weight columns → facts. Each export goes through catalog mode's request to the
// built-in writer and its checks. Before the change tags became bullet points ("Coffee", "Eco"), the Type was a
// keyword, and the brand and the category reached the writer not at all.

const q = (value: string) => `"${value.replace(/"/g, '""')}"`;
const csv = (rows: string[][]) => Buffer.from(rows.map((r) => r.join(",")).join("\n") + "\n");

/** Shopify, classic headers: the name says no kind of product ("The Fjord"); the Type says it is a mug. */
const shopifyClassic = csv([
  ["Handle", "Title", "Body (HTML)", "Vendor", "Product Category", "Type", "Tags", "Option1 Name", "Option1 Value", "Variant SKU", "Variant Grams", "Variant Weight Unit", "Variant Price"],
  ["the-fjord", "The Fjord", q("<p>Wheel-thrown stoneware, 350 ml.</p><p>Hand wash only.</p>"), "Clayworks", "", "Mugs", q("Housewarming, Nordic Kitchen"), "Glaze", "Sea Blue", "FJ-1", "450", "kg", "28.00"],
  ["the-fjord", "", "", "", "", "", "", "", "Sand", "FJ-2", "450", "kg", "28.00"],
]);

/** Shopify's 2025 template: Product category path and Type, weight in the new columns. */
const shopify2025 = csv([
  ["Title", "URL handle", "Description", "Vendor", "Product category", "Type", "Tags", "SKU", "Weight value (grams)", "Weight unit for display", "Price"],
  ["Hollis Board", "hollis", q("<p>Solid oak, 40 x 25 cm.</p><p>Oil the board monthly.</p>"), "Oakhaus", q("Home & Garden > Kitchen & Dining > Kitchen Tools & Utensils > Cutting Boards"), "Cutting board", q("Butcher Block, Chef Gift"), "HB-1", "1200", "kg", "45.00"],
]);

/** WooCommerce with its Brands and Categories columns. */
const woo = csv([
  ["ID", "Type", "SKU", "Name", "Short description", "Description", "Weight (kg)", "Categories", "Tags", "Brands"],
  ["10", "simple", "PL-1", "Maren Hanging Pot", q("Matte white ceramic with a jute rope hanger."), q("<p>Drainage hole in the base. Plant not included.</p>"), "0.6", q("Garden > Planters"), q("Boho Decor, Gardener Gift"), "Greenhaus"],
]);

/** Etsy's listings download: no brand or category column, TAGS and MATERIALS. */
const etsy = csv([
  ["TITLE", "DESCRIPTION", "PRICE", "CURRENCY_CODE", "QUANTITY", "TAGS", "MATERIALS", "SKU"],
  ["Chunky Wool Mittens", q("Hand knit from soft merino wool.\n\nHand wash cold, dry flat."), "38.00", "USD", "12", q("cosy winter gift,ski trip"), q("merino wool"), "MITT-01"],
]);

/** A generic file whose headers name brand, category and tags. */
const generic = csv([
  ["name", "features", "brand", "category", "tags", "description"],
  ["Ember Soy Candle", q("soy wax, 200 g amber jar"), "Wick & Co", "Candles", q("Hygge, Self Care Sunday"), q("Burns 40 hours. Never leave a burning candle unattended.")],
]);

interface Expected {
  brand?: string;
  categoryHint: string;
  searchTerms: string[];
  /** A fact from a weight or dimension column, as the copy says it. */
  measure?: string;
  /** A category synonym only the category hint can justify (the name names no product kind). */
  fromCategory?: string;
}
const FILES: { format: string; file: Buffer; expected: Record<string, Expected> }[] = [
  { format: "Shopify (classic headers)", file: shopifyClassic, expected: { "The Fjord": { brand: "Clayworks", categoryHint: "Mugs", searchTerms: ["Housewarming", "Nordic Kitchen"], measure: "0.45 kg", fromCategory: "coffee mug" } } },
  {
    format: "Shopify (2025 headers)",
    file: shopify2025,
    expected: {
      "Hollis Board": {
        brand: "Oakhaus",
        categoryHint: "Home & Garden > Kitchen & Dining > Kitchen Tools & Utensils > Cutting Boards > Cutting board",
        searchTerms: ["Butcher Block", "Chef Gift"],
        measure: "1.2 kg",
      },
    },
  },
  { format: "WooCommerce", file: woo, expected: { "Maren Hanging Pot": { brand: "Greenhaus", categoryHint: "Garden > Planters", searchTerms: ["Boho Decor", "Gardener Gift"], measure: "0.6 kg" } } },
  { format: "Etsy (listings download)", file: etsy, expected: { "Chunky Wool Mittens": { categoryHint: "", searchTerms: ["cosy winter gift", "ski trip"] } } },
  { format: "a generic file", file: generic, expected: { "Ember Soy Candle": { brand: "Wick & Co", categoryHint: "Candles", searchTerms: ["Hygge", "Self Care Sunday"] } } },
];

const builtin = createBuiltinWriter();
const deps = { writer: builtin, builtin, log: quietLogger() };
const limits = { maxFileBytes: 1024 * 1024, maxRowsPerJob: 100 };
const text = (value: string | string[] | undefined) => (Array.isArray(value) ? value : [value ?? ""]).map((v) => htmlToText(String(v))).join("\n").toLowerCase();

/** The product's listing for `platform` (a store's export names its own platform per row; the job's is used here). */
async function write({ platform: _own, ...product }: CatalogProduct, platform: Platform): Promise<Listing> {
  const request = generationRequestFor(product, { platform, tone: "professional" });
  if (!request.ok) throw new Error(request.reason);
  const result = await generateListing(request.request, deps);
  const failed: CheckResult[] = result.checks.filter((c) => !c.passed);
  expect([product.name, platform, failed]).toEqual([product.name, platform, []]);
  return result.listing;
}

describe.each(FILES)("the store's columns reach the writer in their roles: $format", ({ file, expected }) => {
  it("sends brand, category hint and tags as their own fields, never the tags as features", async () => {
    const upload = await readCatalogUpload(file, { limits });
    expect(upload.products.map((p) => p.name)).toEqual(Object.keys(expected));
    for (const product of upload.products) {
      const want = expected[product.name]!;
      const request = generationRequestFor(product, { platform: "amazon", tone: "professional" });
      if (!request.ok) throw new Error(request.reason);
      expect(request.request.brand).toBe(want.brand);
      expect(request.request.categoryHint).toBe(want.categoryHint || undefined);
      expect(request.request.searchTerms).toEqual(want.searchTerms);
      for (const tag of want.searchTerms) expect(request.request.keywords.toLowerCase()).not.toContain(tag.toLowerCase());
      if (want.measure) expect(request.request.keywords).toContain(want.measure);
    }
  });

  it("Amazon: the brand leads the title, the tags are search terms and never a bullet or a sentence", async () => {
    const upload = await readCatalogUpload(file, { limits });
    for (const product of upload.products) {
      const want = expected[product.name]!;
      const listing = await write(product, "amazon");
      const title = String(listing.title);
      // The seller's brand as written, or (no brand column) the product's own name: never an invented one.
      expect(title.startsWith(want.brand ? `${want.brand} ${product.name}` : product.name)).toBe(true);
      const searchTerms = text(listing.searchTerms);
      for (const tag of want.searchTerms) {
        for (const word of tag.toLowerCase().split(" ")) expect([tag, `${title} ${searchTerms}`.toLowerCase()]).toEqual([tag, expect.stringContaining(word)]);
        expect([tag, text(listing.bullets)]).toEqual([tag, expect.not.stringContaining(tag.toLowerCase())]);
        expect([tag, text(listing.description)]).toEqual([tag, expect.not.stringContaining(tag.toLowerCase())]);
      }
      if (want.measure) expect(text(listing.description)).toContain(want.measure);
    }
  });

  it("Etsy and the store itself: the tags are Etsy tags; no brand is put in a title whose marketplace does not lead with one", async () => {
    const upload = await readCatalogUpload(file, { limits });
    for (const product of upload.products) {
      const want = expected[product.name]!;
      const etsyListing = await write(product, "etsy");
      const tags = (etsyListing.tags as string[]).map((t) => t.toLowerCase());
      for (const tag of want.searchTerms) expect([tag, tags]).toEqual([tag, expect.arrayContaining([tag.toLowerCase()])]);
      expect(String(etsyListing.title).startsWith(product.name)).toBe(true);
      const store = await write(product, "shopify");
      expect(store.title).toBe(product.name);
      for (const tag of want.searchTerms) expect([tag, text(store.bodyHtml)]).toEqual([tag, expect.not.stringContaining(tag.toLowerCase())]);
    }
  });

  it("the category hint decides what kind of product a name that says none is", async () => {
    const upload = await readCatalogUpload(file, { limits });
    for (const product of upload.products) {
      const { fromCategory } = expected[product.name]!;
      if (!fromCategory) continue;
      const withHint = (await write(product, "etsy")).tags as string[];
      expect(withHint).toContain(fromCategory);
      // The same product without its Type: the name alone ("The Fjord") says no kind, so no mug's words.
      const withoutHint = (await write({ ...product, category: undefined }, "etsy")).tags as string[];
      expect(withoutHint).not.toContain(fromCategory);
    }
  });
});
