import { type CheckResult, type Platform } from "@shopscript/contracts";
import { quietLogger } from "@shopscript/kit/testing";
import { generationRequestFor } from "../../services/catalog/src/batches/batch-rows";
import { readCatalogUpload } from "../../services/catalog/src/batches/formats";
import { htmlToText } from "../../services/generator/src/domain/html-text";
import { generateListing } from "../../services/generator/src/generation/generate-listing";
import { createBuiltinWriter } from "../../services/generator/src/writers/builtin";

// Issue 28, item 1, across the two services: a store export's old descriptions (with a negation, a care line,
// a warning, sizes in another column and variant options) go through catalog mode's request to the writer and
// its checks. The new copy carries every fact of the old one (or its check lists what was left out and why); the
// warning stays word for word. Before the change the writer never saw the old description: 0 of its facts survived.

const q = (value: string) => `"${value.replace(/"/g, '""')}"`;
const csv = (rows: string[][]) => Buffer.from(rows.map((r) => r.join(",")).join("\n") + "\n");

const WARNING = "WARNING: CHOKING HAZARD - Small parts. Not for children under 3 years.";

/** A Shopify export (classic headers): a mug with care and a negation, a toy with a warning, variants. */
const shopifyClassic = csv([
  ["Handle", "Title", "Body (HTML)", "Vendor", "Type", "Tags", "Option1 Name", "Option1 Value", "Variant SKU", "Variant Price"],
  ["speckled-mug", "Speckled Stoneware Mug", q("<p>Wheel-thrown speckled stoneware mug, 9 cm tall.</p><p>Hand wash only: not dishwasher safe. Microwave safe.</p>"), "Clayworks", "Mug", q("Coffee, Handmade"), "Size", "350 ml", "MUG-S", "18.00"],
  ["speckled-mug", "", "", "", "", "", "", "450 ml", "MUG-L", "22.00"],
  ["wind-up-robot", "Tin Wind-Up Robot", q(`<p>Classic tin toy robot that walks when wound, 12 cm tall.</p><ul><li>No batteries needed</li><li>Ages 8+</li></ul><p>${WARNING}</p>`), "Retrobots", "Toy", q("Retro, Gift"), "", "", "ROBOT-1", "24.00"],
]);

/** The same store in Shopify's 2025 template. */
const shopify2025 = csv([
  ["Title", "URL handle", "Description", "Vendor", "Type", "Tags", "Option1 name", "Option1 value", "SKU", "Price"],
  ["Oak Cutting Board", "oak-board", q("<p>Solid oak, 40 x 25 cm, finished with food-safe oil.</p><p>Not machine washable. Oil the board monthly.</p>"), "Oakhaus", "Cutting board", q("Kitchen"), "Finish", "Natural", "OAK-1", "45.00"],
]);

/** WooCommerce, a variable product: short and long descriptions, weight and sizes in their own columns. */
const woo = csv([
  ["ID", "Type", "SKU", "Name", "Short description", "Description", "Weight (kg)", "Length (cm)", "Width (cm)", "Height (cm)", "Tags", "Parent", "Attribute 1 name", "Attribute 1 value(s)"],
  ["10", "variable", "PLANTER", "Ceramic Hanging Planter", q("Matte white ceramic planter with a jute rope hanger."), q("<p>Drainage hole in the base.</p>\\n<p>Pot not included. Plant not included.</p>"), "0.6", "15", "15", "12", q("Plants"), "", "Colour", q("White, Sage")],
  ["11", "variation", "PLANTER-W", "", "", "", "", "", "", "", "", "id:10", "Colour", "White"],
  ["12", "variation", "PLANTER-S", "", "", "", "", "", "", "", "", "id:10", "Colour", "Sage"],
]);

/** Etsy's listings download: a plain-text description, materials, a variation. */
const etsy = csv([
  ["TITLE", "DESCRIPTION", "PRICE", "CURRENCY_CODE", "QUANTITY", "TAGS", "MATERIALS", "IMAGE1", "VARIATION 1 TYPE", "VARIATION 1 NAME", "VARIATION 1 VALUES", "SKU"],
  ["Chunky Wool Mittens", q("Hand knit from soft merino wool.\n\nHand wash cold, dry flat. Not machine washable.\n\nOne size fits most adults."), "38.00", "USD", "12", q("wool mittens,hand knit"), q("merino wool,wooden buttons"), "https://i.etsystatic.com/1.jpg", "Primary color", "Colour", q("Oat,Charcoal"), "MITT-01"],
]);

/** A generic file with its own columns. */
const generic = csv([
  ["name", "features", "description"],
  ["Fig and Cedar Soy Candle", q("candle, home"), q("Hand-poured soy wax candle in a 200 g amber jar. Burns 40 hours.\nNever leave a burning candle unattended. Trim wick to 5 mm before each use.")],
]);

const FILES: { format: string; file: Buffer; platform: Platform; facts: Record<string, string[]> }[] = [
  {
    format: "Shopify (classic headers)",
    file: shopifyClassic,
    platform: "shopify",
    facts: {
      "Speckled Stoneware Mug": ["Wheel-thrown speckled stoneware mug, 9 cm tall", "hand wash only: not dishwasher safe", "350 ml"],
      "Tin Wind-Up Robot": ["12 cm tall", "No batteries needed", "ages 8+", WARNING],
    },
  },
  {
    format: "Shopify (2025 headers)",
    file: shopify2025,
    platform: "shopify",
    facts: { "Oak Cutting Board": ["Solid oak, 40 x 25 cm, finished with food-safe oil", "not machine washable", "Oil the board monthly"] },
  },
  {
    format: "WooCommerce (a variable product)",
    file: woo,
    platform: "woocommerce",
    facts: { "Ceramic Hanging Planter": ["Matte white ceramic planter with a jute rope hanger", "drainage hole", "0.6 kg", "15 x 15 x 12 cm", "not included", "Sage"] },
  },
  {
    format: "Etsy (listings download)",
    file: etsy,
    platform: "etsy",
    facts: { "Chunky Wool Mittens": ["Hand knit from soft merino wool", "hand wash cold", "not machine washable", "One size fits most adults", "wooden buttons", "Charcoal"] },
  },
  {
    format: "a generic file",
    file: generic,
    platform: "amazon",
    facts: { "Fig and Cedar Soy Candle": ["Hand-poured soy wax candle in a 200 g amber jar", "burns 40 hours", "Never leave a burning candle unattended", "5 mm"] },
  },
];

const builtin = createBuiltinWriter();
const deps = { writer: builtin, builtin, log: quietLogger() };
const limits = { maxFileBytes: 1024 * 1024, maxRowsPerJob: 100 };

describe.each(FILES)("catalog mode keeps the old description's facts: $format", ({ file, platform, facts }) => {
  it("every fact is in the new copy in every tone, the warning word for word, and every check passes", async () => {
    const upload = await readCatalogUpload(file, { limits });
    expect(upload.products.map((p) => p.name).sort()).toEqual(Object.keys(facts).sort());
    for (const product of upload.products) {
      for (const tone of ["professional", "casual", "luxury", "technical"] as const) {
        const request = generationRequestFor(product, { platform, tone });
        if (!request.ok) throw new Error(request.reason);
        expect(request.request.details).toBeTruthy();
        const result = await generateListing(request.request, deps);
        const failed: CheckResult[] = result.checks.filter((c) => !c.passed);
        expect([product.name, tone, failed]).toEqual([product.name, tone, []]);
        expect(result.checks.find((c) => c.id === "seller-facts")?.label).toMatch(/: (\d+)\/\1 facts kept$/);
        const text = Object.values(result.listing)
          .flat()
          .map((value) => htmlToText(String(value)))
          .join("\n");
        for (const fact of facts[product.name]!) expect([product.name, tone, text.toLowerCase()]).toEqual([product.name, tone, expect.stringContaining(fact.toLowerCase())]);
        if (product.name === "Tin Wind-Up Robot") expect(text.split("\n")).toContain(WARNING);
      }
    }
  });
});
