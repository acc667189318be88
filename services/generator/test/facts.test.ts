import { indefiniteArticle } from "../src/facts/articles";
import { modelProduct, parseFact } from "../src/facts/parse-facts";
import { buildTaxonomy } from "../src/facts/taxonomy";
import { factsFromSellerInput } from "../src/domain/product-facts";

// The fact model: what each of the seller's entries means before any prose is written.

const context = { holdsLiquid: true, typeWords: new Set(["toy", "mug"]) };
const fact = (text: string) => parseFact(text, "keyword", context);
const model = (productName: string, keywords: string) => modelProduct(factsFromSellerInput({ productName, keywords }));

describe("polarity", () => {
  it.each([
    ["not dishwasher safe", "not", "dishwasher safe", "not dishwasher safe"],
    ["dishwasher safe no", "not", "dishwasher safe", "not dishwasher safe"],
    ["Dishwasher safe: no", "not", "dishwasher safe", "not Dishwasher safe"],
    ["without lid", "not", "lid", "without lid"],
    ["batteries not included", "separate", "batteries", "batteries not included"],
    ["lid sold separately", "separate", "lid", "lid sold separately"],
    ["BPA-free", "free-of", "bpa-free", "BPA-free"],
    ["gluten free", "free-of", "gluten free", "gluten free"],
    ["non-slip", "has", "non-slip", "non-slip"],
    ["waterproof", "has", "waterproof", "waterproof"],
  ])("%s → %s (%s)", (text, polarity, core, display) => {
    const f = fact(text);
    expect([f.polarity, f.core, f.display]).toEqual([polarity, core, display]);
  });
});

describe("kind and shape", () => {
  it.each([
    ["hand wash only", "care", "clause"],
    ["oven safe to 500 F", "care", "adj"],
    ["10 oz", "capacity", "mass"],
    ["20000mAh", "capacity", "mass"],
    ["10 x 20 cm", "size", "mass"],
    ["200 g", "weight", "mass"],
    ["10 W", "spec", "mass"],
    ["14k gold filled", "material", "mass"],
    ["linen", "material", "mass"],
    ["gold rim", "feature", "count"],
    ["helper handle", "feature", "count"],
    ["powder-coated finish", "feature", "count"],
    ["aluminum case", "feature", "count"],
    ["hyperlinked tabs", "feature", "plural"],
    ["made to order", "feature", "clause"],
    ["saucer included", "feature", "clause"],
    ["instant download", "feature", "mass"],
    ["app control", "feature", "mass"],
    ["USB-C", "feature", "mass"],
    ["hand-painted", "feature", "adj"],
    ["padded", "feature", "adj"],
    ["DOUBLE WALLED", "feature", "adj"],
    ["easy to clean", "feature", "adj"],
    ["keeps cold 24 hours", "feature", "verb"],
    ["STEM toy", "type", "count"],
    ["compatible with GoodNotes", "compatibility", "adj"],
    ["for iPhone 15 Pro", "compatibility", "mass"],
    ["for kids", "audience", "plural"],
    ["small dogs", "audience", "plural"],
    ["ages 3+", "audience", "mass"],
    ["0-3 months", "audience", "plural"],
    ["3 to 6 months", "audience", "clause"],
    ["2-4 years", "audience", "plural"],
    ["for yoga", "use", "mass"],
    ["hiking", "use", "mass"],
    ["kitchen", "use", "mass"],
    ["sizes S to XL", "variant", "clause"],
    ["FSC certified", "certification", "adj"],
    ["minimalist", "style", "adj"],
    ["WARNING: choking hazard small parts not for children under 3", "safety", "clause"],
  ])("%s is %s (%s)", (text, kind, shape) => {
    const f = fact(text);
    expect([f.kind, f.shape]).toEqual([kind, shape]);
  });
});

describe("the product model", () => {
  it("knows a plural name from a singular one, past any size or model number", () => {
    expect(model("Wireless Earbuds", "").plural).toBe(true);
    expect(model("LED Strip Lights 5 m", "").plural).toBe(true);
    expect(model("Travel Backpack 25L", "").plural).toBe(false);
    expect(model("Camera Lens", "").plural).toBe(false);
    expect(model("Running Sneakers for Men", "").plural).toBe(true);
    expect(model("The Weeknight Table Cookbook", "").headNoun).toBe("Cookbook");
  });

  it("marks a fact the name already says, so prose need not say it twice", () => {
    const m = model("No-Pull Dog Harness", "no-pull, padded");
    expect(m.facts.map((f) => [f.display, f.inName])).toEqual([["no-pull", true], ["padded", false]]);
  });

  it("keeps negated cores, warnings and the seller's exact words", () => {
    const m = model("Samsung 65 inch QLED Smart TV QN65Q80C", "compatible with GoodNotes, not wall mount included, WARNING: tip-over hazard, use the anchor");
    expect(m.verbatim).toEqual(expect.arrayContaining(["Samsung", "QLED", "TV", "QN65Q80C", "GoodNotes"]));
    expect(m.safety).toEqual(["WARNING: tip-over hazard"]);
  });

  it("reads a Title Case name's common words as words, not brands", () => {
    expect(model("Hand-Painted Ceramic Mug", "gold rim").verbatim).toEqual([]);
    expect(model("Shimano Ultegra Spinning Reel", "smooth drag").verbatim).toContain("Shimano");
    expect(model("Véritable Savon de Marseille", "olive oil").verbatim).toContain("Véritable");
  });

  it("is linear in the input: 40 entries parse in one pass each", () => {
    const keywords = Array.from({ length: 40 }, (_, i) => `feature number ${i}`).join(", ");
    expect(model("Thing", keywords).facts).toHaveLength(40);
  });
});

describe("category", () => {
  // The real taxonomy's guesses are tested in taxonomy.test.ts; this is the confidence rule itself.
  it("is not confident with no evidence, and says so", () => {
    const tiny = buildTaxonomy([
      { id: "mugs", path: "Mugs > Mugs", noun: "mug", heads: ["mug"], cues: ["coffee"] },
      { id: "cups", path: "Cups > Cups", noun: "cup", heads: ["cup"] },
    ]);
    expect(tiny.classify("Thing", ["blue"])).toBeUndefined();
    // A cue alone ("coffee") is some evidence, not enough to write a mug's uses into the listing.
    expect(tiny.classify("Gift", ["coffee"])?.confident).toBe(false);
  });
});

describe("indefinite articles", () => {
  it.each([
    ["hour", "an"], ["unique", "a"], ["one-year", "a"], ["European", "a"], ["11 oz", "an"], ["8-inch", "an"],
    ["10 oz", "a"], ["USB", "a"], ["LED", "an"], ["SVG", "an"], ["HDMI", "an"], ["STEM toy", "a"], ["UV", "a"],
    ["MP3", "an"], ["aluminum case", "an"], ["gold rim", "a"], ["18-inch chain", "an"], ["honest", "an"], ["user", "a"],
  ])("%s takes %s", (word, article) => expect(indefiniteArticle(word)).toBe(article));
});
