import { quietLogger } from "@shopscript/kit/testing";
import type { Platform } from "@shopscript/contracts";
import { factsFromSellerInput } from "../src/domain/product-facts";
import { productModel } from "../src/facts/parse-facts";
import { defaultTaxonomy } from "../src/facts/taxonomy";
import { generateListing } from "../src/generation/generate-listing";
import { createBuiltinWriter } from "../src/writers/builtin";

// Issue 28: a store export's Vendor, Type / Product category and Tags reach the built-in writer in their roles.

const builtin = createBuiltinWriter();
const deps = { writer: builtin, builtin, log: quietLogger() };
const write = async (input: Record<string, unknown>, platform: Platform) => {
  const result = await generateListing({ tone: "professional", productUrl: undefined, variant: 0, keywords: "", ...input, platform } as never, deps);
  expect([platform, result.checks.filter((c) => !c.passed)]).toEqual([platform, []]);
  return result.listing;
};

describe("a store's brand", () => {
  const board = { productName: "Oak Cutting Board", keywords: "solid oak, 40 x 25 cm" };

  it("leads the title where the marketplace's title starts with a brand, and nowhere else", async () => {
    for (const platform of ["amazon", "walmart", "ebay"] as const) expect(String((await write({ ...board, brand: "Hollis & Finch" }, platform)).title)).toMatch(/^Hollis & Finch Oak Cutting Board/);
    for (const platform of ["etsy", "shopify", "woocommerce"] as const) expect(String((await write({ ...board, brand: "Hollis & Finch" }, platform)).title)).toMatch(/^Oak Cutting Board/);
  });

  it("is never invented, never said twice, and left out where it would repeat a word the title may say once", async () => {
    expect(String((await write(board, "amazon")).title)).toMatch(/^Oak Cutting Board/);
    expect(String((await write({ ...board, productName: "Hollis Oak Cutting Board", brand: "hollis" }, "amazon")).title)).toMatch(/^Hollis Oak Cutting Board/);
    // Walmart: no word twice in a title; "Oak" would be.
    expect(String((await write({ ...board, brand: "Oak & Co" }, "walmart")).title)).toMatch(/^Oak Cutting Board/);
    expect(String((await write({ ...board, brand: "Oak & Co" }, "amazon")).title)).toMatch(/^Oak & Co Oak Cutting Board/);
  });
});

describe("a store's category hint", () => {
  it("makes a confident guess of a name that names no kind of product, whether a type or a path", () => {
    const guess = (categoryHint?: string) => productModel(factsFromSellerInput({ productName: "The Fjord", keywords: "stoneware, 350 ml", ...(categoryHint ? { categoryHint } : {}) })).category;
    expect(guess()?.confident ?? false).toBe(false);
    expect(guess("Mugs")).toMatchObject({ confident: true, category: { id: "mugs" } });
    expect(guess("Kitchen > Mugs, Gifts")).toMatchObject({ confident: true, category: { id: "mugs" } });
    expect(guess("Home & Garden > Kitchen & Dining > Tableware > Drinkware > Mugs")).toMatchObject({ confident: true, category: { id: "mugs" } });
  });

  it("weighs less than the name's own head noun: a hint that contradicts the name makes no confident guess for the hint", () => {
    const mug = defaultTaxonomy().classify("Speckled Stoneware Mug", ["stoneware"], "Candles");
    expect(mug?.category.id).toBe("mugs");
  });
});

describe("a store's tags", () => {
  const mittens = { productName: "Chunky Wool Mittens", keywords: "merino wool, one size", searchTerms: ["ski trip", "cosy gift", "free shipping"] };

  it("are Etsy tags and Amazon search terms, never a bullet or a sentence; an offer is none of these", async () => {
    const etsy = await write(mittens, "etsy");
    expect(etsy.tags).toEqual(expect.arrayContaining(["ski trip", "cosy gift"]));
    expect(String(etsy.description)).not.toMatch(/ski trip|cosy gift/i);
    const amazon = await write(mittens, "amazon");
    expect(String(amazon.searchTerms)).toMatch(/\bski\b.*\btrip\b/);
    expect(JSON.stringify([amazon.bullets, amazon.description])).not.toMatch(/ski trip|cosy gift/i);
    expect(JSON.stringify(etsy) + JSON.stringify(amazon)).not.toMatch(/free shipping/i);
  });
});
