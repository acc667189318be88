import { LISTING_RULES, PLATFORMS, TONES, type Listing } from "@shopscript/contracts";
import { quietLogger } from "@shopscript/kit/testing";
import { checkListing } from "../src/domain/checker";
import { htmlToText } from "../src/domain/html-text";
import { factsFromSellerInput } from "../src/domain/product-facts";
import { generateListing } from "../src/generation/generate-listing";
import { createBuiltinWriter } from "../src/writers/builtin";
import { writeEverywhereFromFacts } from "./support/write-everywhere";

// Issue 28, item 1: a seller's existing description is the writer's details text, and the check
// "seller-facts" holds the new copy to it: every fact kept, or listed as left out with why; a care line, a
// warning or what the product is not never dropped silently.

const MUG_DETAILS = "Wheel-thrown speckled stoneware mug, 350 ml, 9 cm tall.\nHand wash only: not dishwasher safe. Microwave safe.\n• Lead-free glaze";
const MUG = factsFromSellerInput({ productName: "Speckled Stoneware Mug", keywords: "Coffee, Handmade", details: MUG_DETAILS });
const CANDLE_DETAILS =
  "Hand-poured soy wax candle in a 200 g amber jar. Burns 40 hours.\nNever leave a burning candle unattended. Trim wick to 5 mm before each use.";
const CANDLE = factsFromSellerInput({ productName: "Fig and Cedar Soy Candle", keywords: "Candle, Home", details: CANDLE_DETAILS });

const sellerFactsOf = (listing: Listing, facts = MUG, platform: "shopify" | "amazon" = "shopify") =>
  checkListing(listing, { facts, platform }).checks.find((c) => c.id === "seller-facts");

describe("the seller's own description in the new copy", () => {
  it("keeps every fact of it on all 12 platforms in all 4 tones, the seller's sentences as written, with every check passed", async () => {
    const builtin = createBuiltinWriter();
    const deps = { writer: builtin, builtin, log: quietLogger() };
    const inputs = [
      { productName: "Speckled Stoneware Mug", keywords: "Coffee, Handmade", details: MUG_DETAILS, facts: MUG },
      { productName: "Fig and Cedar Soy Candle", keywords: "Candle, Home", details: CANDLE_DETAILS, facts: CANDLE },
    ];
    for (const { facts, ...input } of inputs) {
      for (const platform of PLATFORMS) {
        for (const tone of TONES) {
          // The API's path: the writer, then the checker and its repairs, as catalog mode's rows are written.
          const result = await generateListing({ ...input, platform, tone, productUrl: undefined, variant: 0 }, deps);
          expect([platform, tone, result.checks.filter((c) => !c.passed)]).toEqual([platform, tone, []]);
          const check = result.checks.find((c) => c.id === "seller-facts");
          expect(check).toMatchObject({ passed: true, label: `The seller's own description: ${facts.details!.length}/${facts.details!.length} facts kept` });
          const text = Object.values(result.listing).flat().map((v) => htmlToText(String(v))).join("\n");
          // Said as the seller wrote it, never cut into a template ("It comes with a hand-poured … candle").
          expect(text).not.toMatch(/comes with an? hand-poured/i);
          if (facts === CANDLE && platform !== "etsy") expect(text).toMatch(/Hand-poured soy wax candle in a 200 g amber jar/);
          if (facts === CANDLE) expect(text).toContain("Never leave a burning candle unattended");
        }
      }
    }
  });

  it("fails a listing that drops a care line, naming it", async () => {
    const [shopify] = (await writeEverywhereFromFacts(MUG)).filter((w) => w.platform === "shopify" && w.tone === "professional");
    const body = String(shopify!.listing.bodyHtml);
    expect(body).toMatch(/hand wash only: not dishwasher safe/i);
    const withoutCare = { ...shopify!.listing, bodyHtml: body.replace(/<p>[^<]*hand wash only[^<]*<\/p>/i, "") };
    expect(sellerFactsOf(withoutCare)).toMatchObject({ passed: false, detail: expect.stringContaining("“hand wash only: not dishwasher safe” (care)") });
  });

  it("fails a listing that drops the warning, and one that drops what the product is not", () => {
    const listing: Listing = {
      title: "Fig and Cedar Soy Candle",
      bodyHtml: "<p>Hand-poured soy wax candle in a 200 g amber jar. Burns 40 hours. Trim wick to 5 mm before each use.</p>",
      seoTitle: "Fig and Cedar Soy Candle",
      metaDescription: "Fig and Cedar Soy Candle for the Home.",
    };
    expect(sellerFactsOf(listing, CANDLE)).toMatchObject({ passed: false, detail: expect.stringContaining("“Never leave a burning candle unattended” (a warning)") });
    const planter = factsFromSellerInput({ productName: "Ceramic Hanging Planter", keywords: "Plants", details: "Matte white ceramic planter, 15 cm wide. Pot not included." });
    const saysNothingOfThePot: Listing = { title: "Ceramic Hanging Planter", bodyHtml: "<p>Matte white ceramic planter, 15 cm wide. For plants.</p>", seoTitle: "Ceramic Hanging Planter", metaDescription: "Ceramic Hanging Planter for plants." };
    expect(sellerFactsOf(saysNothingOfThePot, planter)).toMatchObject({ passed: false, detail: expect.stringContaining("what it is not") });
  });

  it("lists a fact the marketplace forbids as left out, with the reason, without failing", () => {
    const soap = factsFromSellerInput({ productName: "Oat Milk Soap Bar", keywords: "soap", details: "Cold-process oat milk soap, 110 g.\nEco-friendly packaging." });
    expect(LISTING_RULES.amazon.bannedPhrases.map((p) => p.toLowerCase())).toContain("eco-friendly");
    const listing: Listing = { title: "Oat Milk Soap Bar", bullets: ["Cold-process oat milk soap, 110 g."], description: "Oat Milk Soap Bar. Cold-process oat milk soap, 110 g.", searchTerms: "soap" };
    const check = sellerFactsOf(listing, soap, "amazon");
    expect(check).toMatchObject({ passed: true });
    expect(check!.label).toMatch(/1\/2 facts kept \(left out: “eco-friendly packaging”: “eco-friendly” is not allowed here\)/i);
  });

  it("is not run without a details text", () => {
    const facts = factsFromSellerInput({ productName: "Speckled Stoneware Mug", keywords: "Coffee, Handmade" });
    expect(sellerFactsOf({ title: "Speckled Stoneware Mug" }, facts)).toBeUndefined();
  });
});

describe("what the blind review of 100 listings found in the details path (2026-11-29)", () => {
  const builtin = createBuiltinWriter();
  const deps = { writer: builtin, builtin, log: quietLogger() };
  const write = (input: { productName: string; keywords: string; details?: string }, platform: (typeof PLATFORMS)[number], tone: (typeof TONES)[number]) =>
    generateListing({ ...input, platform, tone, productUrl: undefined, variant: 0 }, deps);
  const textOf = (listing: Listing) => Object.values(listing).flat().map((v) => htmlToText(String(v))).join("\n");

  it("a pet or swallowing warning in the seller's text stays, word for word, on its own line; a negated sentence is said as written", async () => {
    const diffuser = {
      productName: "Ultrasonic Essential Oil Diffuser 300 ml",
      keywords: "7 colour LED, essential oils not included",
      details: "Use only tap or filtered water with a few drops of oil; oils are not included. Keep out of reach of pets, some essential oils are toxic to cats.",
    };
    for (const platform of PLATFORMS) {
      for (const tone of TONES) {
        const result = await write(diffuser, platform, tone);
        expect([platform, tone, result.checks.filter((c) => !c.passed)]).toEqual([platform, tone, []]);
        const lines = textOf(result.listing).split("\n").map((l) => l.replace(/\.$/, "").trim());
        expect(lines).toContain("Keep out of reach of pets, some essential oils are toxic to cats");
        expect(textOf(result.listing)).not.toMatch(/\bare is not included|The use only/);
      }
    }
  });

  it("a wood in a scented product's name is its scent, not its material", async () => {
    const keywords = "100% soy wax, cotton wick, 200 g, approx 40 hour burn time, phthalate-free fragrance oil, vegan, amber glass jar";
    for (const tone of TONES) {
      const details = "Hand-poured in small batches using 100% soy wax and a cotton wick. Burns for around 40 hours.";
      const result = await write({ productName: "Handmade Soy Candle - Fig & Cedar", keywords, details }, "amazon", tone);
      expect(textOf(result.listing)).not.toMatch(/made of cedar|Material: cedar|^• Cedar$/im);
    }
  });
});
