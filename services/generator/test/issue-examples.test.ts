import { generationRequestSchema, LISTING_RULES } from "@shopscript/contracts";
import { factsFromSellerInput } from "../src/domain/product-facts";
import { productModel } from "../src/facts/parse-facts";
import { writeEverywhere } from "./support/write-everywhere";

// Every input the copy review quoted (issue 12), written for all 12 platforms in all 4 tones, and read
// with checks of this file's own (not the checker's), so a blind spot there cannot hide one here.

const clauses = (text: string) => text.split(/[.!?\n]|,|;|\s(?:so|and|but)\s/);
const NEGATED = /\b(?:not|no|never|without|non)\b|n't\b/i;

describe("issue 12's examples, on every platform and tone", () => {
  it("keeps “not dishwasher safe, not microwave safe” negated everywhere, and never says to put it in the dishwasher", async () => {
    for (const w of await writeEverywhere("Hand-Painted Ceramic Mug", "hand wash only, not dishwasher safe, not microwave safe, 10 oz, gold rim")) {
      const text = w.lines.join("\n");
      expect(text).not.toMatch(/put it in the dishwasher|into the dishwasher|in the microwave/i);
      for (const clause of clauses(text)) {
        if (/dishwasher|microwave/i.test(clause)) expect([w.platform, w.tone, clause, NEGATED.test(clause)]).toEqual([w.platform, w.tone, clause, true]);
      }
      expect([w.listing.tags, w.listing.searchTerms, w.listing.title].flat().join(" ")).not.toMatch(/dishwasher|microwave/i);
    }
  });

  it("reads “dishwasher safe no” as a negation, never as “Dishwasher Safe No” or a claim", async () => {
    for (const w of await writeEverywhere("Bamboo cutting board set", "dishwasher safe no, 3 sizes, juice groove")) {
      const text = w.lines.join("\n");
      expect(text).not.toMatch(/dishwasher safe no/i);
      for (const clause of clauses(text)) if (/dishwasher/i.test(clause)) expect(NEGATED.test(clause)).toBe(true);
    }
  });

  it("writes a linen duvet cover as bedding and a digital planner as a download, never as a phone case or a cookbook", async () => {
    for (const w of await writeEverywhere("Linen Duvet Cover", "queen size, stonewashed, button closure")) {
      expect(w.lines.join("\n")).not.toMatch(/phone|iphone|model matches/i);
    }
    for (const w of await writeEverywhere("2025 Digital Budget Planner for GoodNotes", "instant download, PDF, hyperlinked tabs")) {
      expect(w.lines.join("\n")).not.toMatch(/recipe|cookbook|kitchen/i);
    }
    expect(productModel(factsFromSellerInput({ productName: "Linen Duvet Cover", keywords: "queen size" })).category?.category.path).toMatch(/Duvet/);
    expect(productModel(factsFromSellerInput({ productName: "2025 Digital Budget Planner for GoodNotes", keywords: "instant download, PDF" })).category?.category.path).toMatch(/Digital/);
  });

  it("keeps “14k gold filled” gold filled, and “aluminum” in US spelling", async () => {
    for (const w of await writeEverywhere("Paperclip Chain Necklace", "14k gold filled, 18 inch")) {
      expect(w.lines.join("\n")).not.toMatch(/plated|solid gold|made from gold/i);
      expect(w.lines.join("\n")).toMatch(/14k gold filled/i);
    }
    for (const w of await writeEverywhere("Smart Watch", "aluminum case, heart rate, 5 ATM")) {
      if (LISTING_RULES[w.platform].locale === "en-US") expect(w.lines.join("\n")).not.toMatch(/aluminium/i);
    }
  });

  it("keeps the seller's model numbers, brands and foreign names exactly as typed", async () => {
    for (const w of await writeEverywhere("Samsung 65 inch QLED TV QN65Q80C", "QN65Q80C, 120Hz, HDR")) {
      const text = w.lines.join("\n");
      expect(text).not.toMatch(/qn65q80cs|\bqn65q80c\b/);
      expect(text).toContain("QN65Q80C");
    }
    for (const w of await writeEverywhere("Shimano Deore XT Rear Derailleur", "Shimano, 12-speed, shadow plus")) {
      const prose = w.lines.filter((l) => !(w.listing.tags as string[] | undefined)?.includes(l) && l !== w.listing.searchTerms).join("\n");
      expect(prose).not.toMatch(/\bshimano\b/);
    }
    for (const name of ["Savon de Marseille Véritable", "Handgemachte Keramiktasse Blau"]) {
      for (const w of await writeEverywhere(name, "")) {
        expect(w.prose).toContain(name);
        expect(String(w.listing.title ?? w.listing.seoTitle)).toContain(name.split(" ")[0]);
      }
    }
  });

  it("shows a safety warning word for word, on its own, and never as a selling point or in a title or tag", async () => {
    const warning = "WARNING: choking hazard small parts not for children under 3";
    for (const w of await writeEverywhere("Wooden Stacking Rainbow Toy", `${warning}, 7 pieces, montessori`)) {
      expect(w.prose.split("\n").map((l) => l.trim())).toContain(warning);
      expect(w.prose).not.toMatch(/has warning|with warning|It has a warning/i);
      expect(w.short).not.toMatch(/choking/i);
      // On Amazon it is also a bullet of its own, word for word: a shopper may read only the bullets (blind review r9). A
      // warning with its own label ("WARNING: …") takes no heading before it ("SAFETY: WARNING: …" read twice; r11).
      if (w.platform === "amazon") expect(w.listing.bullets as string[]).toContainEqual(`${warning}.`);
    }
  });

  it("says each kind of keyword in a sentence that fits it, or plainly, never in a forced frame", async () => {
    const forced = /has an? oven safe|has a made to order|It is powder-coated finish|an STEM|Has a helper handle\.|It has a (?:made|hand wash|not)/i;
    for (const w of await writeEverywhere("Cast Iron Skillet", "oven safe to 500 F, made to order, powder-coated finish, helper handle, STEM toy")) {
      const text = w.lines.join("\n");
      expect(text).not.toMatch(forced);
    }
    const casual = (await writeEverywhere("Cast Iron Skillet", "oven safe to 500 F, made to order, helper handle")).find((w) => w.platform === "amazon" && w.tone === "professional")!;
    expect(casual.prose).toMatch(/is oven safe to 500 F/);
    expect(casual.prose).toMatch(/made to order\./i);
    expect(casual.prose).toMatch(/a helper handle/);
  });

  it("never writes the catalogue-wide filler the review found, nor another product's benefits", async () => {
    const filler = /small things are what a day is made of|at home, at work or on the go|The aim is simple|welcoming note|what your food and drink are touching/i;
    const products: [string, string][] = [
      ["Ethiopia Yirgacheffe Coffee Beans", "notes of jasmine and lemon, light roast, 12 oz"],
      ["Wooden Baby Rattle", "BPA-free, natural beech, for babies"],
      ["Samsung 65 inch QLED TV", "4K, HDR"],
      ["Commuter E-Bike", "500W motor, 48V battery"],
    ];
    for (const [name, keywords] of products) {
      for (const w of await writeEverywhere(name, keywords)) expect(w.lines.join("\n")).not.toMatch(filler);
    }
  });

  it("fills Etsy's 13 tags and Amazon's search terms from the input's own phrases", async () => {
    const written = await writeEverywhere("Stainless Steel Water Bottle", "insulated, 750 ml, leak-proof lid, BPA-free, keeps cold 24 hours, gym, hiking");
    const etsy = written.find((w) => w.platform === "etsy")!;
    expect((etsy.listing.tags as string[]).length).toBe(13);
    expect((etsy.listing.tags as string[]).every((t) => t.length <= 20)).toBe(true);
    const amazon = written.find((w) => w.platform === "amazon")!;
    expect(Buffer.byteLength(amazon.listing.searchTerms as string)).toBeGreaterThan(60);
    expect(amazon.listing.searchTerms).not.toMatch(/phone|cover/i);
  });

  it("refuses more than 40 keyword entries with a 400-style error naming the field", () => {
    const many = Array.from({ length: 900 }, (_, i) => `k${i}`).join(",");
    const parsed = generationRequestSchema.safeParse({ productName: "Thing", keywords: many, platform: "amazon", tone: "professional" });
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues[0]!.path).toEqual(["keywords"]);
    expect(parsed.error!.issues[0]!.message).toMatch(/at most 40 entries/);
  });
});
