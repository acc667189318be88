import type { Listing, Platform } from "@shopscript/contracts";
import { composeListing } from "../src/writers/builtin";
import { checkListing, repairListing } from "../src/domain/checker";
import { factsFromSellerInput } from "../src/domain/product-facts";
import type { ProductFacts } from "../src/domain/types";
import { countPhrase } from "../src/domain/text-tools";
import { extractQuantities } from "../src/domain/fact-vocabulary";

// Each rule catches a listing crafted to break it, and repairListing fixes what it claims to fix.

const bottle = factsFromSellerInput({
  productName: "Stainless Steel Water Bottle",
  keywords: "insulated water bottle, 750 ml, keeps cold 24 hours, leak-proof lid, BPA-free, stainless steel, gym, hiking",
});

function good(platform: Platform, facts: ProductFacts = bottle): Listing {
  return composeListing(facts, platform, "professional", 0);
}

function failed(listing: Listing, platform: Platform, facts: ProductFacts = bottle): string[] {
  return checkListing(listing, { facts, platform }).failures.map((f) => f.id);
}

function detail(listing: Listing, platform: Platform, id: string, facts: ProductFacts = bottle): string {
  return checkListing(listing, { facts, platform }).failures.find((f) => f.id === id)?.detail ?? "";
}

/** Repairs, then expects the listing to pass every check (or every check but `except`). */
function expectRepaired(listing: Listing, platform: Platform, facts: ProductFacts = bottle, except: string[] = []): Listing {
  const repaired = repairListing(listing, { facts, platform });
  expect(failed(repaired, platform, facts).filter((id) => !except.includes(id))).toEqual([]);
  return repaired;
}

const bulletsOf = (l: Listing) => l.bullets as string[];

describe("checkListing", () => {
  it("passes a good listing and reports what it verified, with stable ids and readable labels", () => {
    const report = checkListing(good("amazon"), { facts: bottle, platform: "amazon" });
    expect(report.failures).toEqual([]);
    const ids = report.checks.map((c) => c.id);
    for (const id of ["length:title", "length:bullets", "items:bullets", "length:description", "bytes:searchTerms", "single-line:searchTerms", "banned-chars:title", "banned-chars:bullets", "word-repeats:title", "emoji:bullets", "banned-phrases", "keywords", "keyword-stuffing", "placeholders", "refusal", "invented-facts", "cliches", "repeated-sentences", "fields"]) {
      expect(ids).toContain(id);
    }
    expect(new Set(ids).size).toBe(ids.length);
    expect(report.checks.find((c) => c.id === "length:title")!.label).toMatch(/^Title \d+\/200 characters/);
    expect(report.checks.find((c) => c.id === "keywords")!.label).toBe("Keywords 8/8 present");
    expect(report.checks.find((c) => c.id === "length:title")!.field).toBe("title");
  });

  it("fails an over-long title and repair trims it at a word boundary", () => {
    const listing = { ...good("amazon"), title: `Stainless Steel Water Bottle ${"with a leak-proof lid and a strap ".repeat(6)}` };
    expect(failed(listing, "amazon")).toContain("length:title");
    const repaired = expectRepaired(listing, "amazon");
    expect(Array.from(repaired.title as string).length).toBeLessThanOrEqual(200);
    expect(repaired.title).toMatch(/\w$/);
  });

  it("counts characters as code points, not UTF-16 units", () => {
    const ebay = good("ebay");
    const title = `Bottle ${"😀".repeat(73)}`; // 80 code points, 153 UTF-16 units
    expect(failed({ ...ebay, title }, "ebay")).not.toContain("length:title");
    expect(failed({ ...ebay, title: `${title}x` }, "ebay")).toContain("length:title");
  });

  it("measures search terms in UTF-8 bytes (251 bytes of multibyte text fail) and repair brings them under 250", () => {
    const searchTerms = `${"édition ".repeat(27)}flasque`.trim(); // é is 2 bytes
    expect(Buffer.byteLength(searchTerms)).toBeGreaterThanOrEqual(250);
    expect(Array.from(searchTerms).length).toBeLessThan(250);
    const listing = { ...good("amazon"), searchTerms };
    expect(failed(listing, "amazon")).toContain("bytes:searchTerms");
    const repaired = expectRepaired(listing, "amazon");
    expect(Buffer.byteLength(repaired.searchTerms as string)).toBeLessThan(250);
  });

  it("fails search terms on two lines, and repair puts them on one", () => {
    const listing = { ...good("amazon"), searchTerms: "flask\ncanteen" };
    expect(failed(listing, "amazon")).toContain("single-line:searchTerms");
    expect(expectRepaired(listing, "amazon").searchTerms).toBe("flask canteen");
  });

  it("fails a banned character in an Amazon title", () => {
    const listing = { ...good("amazon"), title: "Stainless Steel Water Bottle! Leak-Proof $ Lid" };
    expect(detail(listing, "amazon", "banned-chars:title")).toBe("found ! $");
    expect(expectRepaired(listing, "amazon").title).toBe("Stainless Steel Water Bottle Leak-Proof Lid");
  });

  it("fails a word used three times in an Amazon title, and any repeat in a Walmart title", () => {
    const amazon = { ...good("amazon"), title: "Water Bottle, Insulated Water Bottle, Gym Water Bottle for Hiking" };
    expect(detail(amazon, "amazon", "word-repeats:title")).toBe("water ×3, bottle ×3");
    expect(expectRepaired(amazon, "amazon").title).toBe("Water Bottle, Insulated Water Bottle, Gym for Hiking");
    const walmart = { ...good("walmart"), title: "Stainless Steel Water Bottle with Steel Lid for the Gym and the Office" };
    expect(detail(walmart, "walmart", "word-repeats:title")).toBe("steel ×2");
  });

  it("fails years, web addresses and promotional claims in a Walmart title", () => {
    const listing = { ...good("walmart"), title: "Stainless Steel Water Bottle 2025 Best Seller www.example.com" };
    const ids = failed(listing, "walmart");
    expect(ids).toEqual(expect.arrayContaining(["years:title", "urls:title", "banned-phrases"]));
    const repaired = expectRepaired(listing, "walmart");
    expect(repaired.title).toBe("Stainless Steel Water Bottle");
  });

  it("warns, without failing, when a Walmart description is under the 150 words Walmart recommends", () => {
    const listing = { ...good("walmart"), description: "A stainless steel water bottle that holds 750 ml and keeps cold 24 hours." };
    const report = checkListing(listing, { facts: bottle, platform: "walmart" });
    expect(report.failures.map((f) => f.id)).not.toContain("min-words:description");
    expect(report.warnings?.find((w) => w.id === "min-words:description")?.label).toMatch(/under the 150 recommended/);
  });

  it("fails model refusal text and repair drops the sentence", () => {
    const listing = { ...good("amazon") };
    listing.description = `As an AI language model, I cannot verify this product. ${listing.description as string}`;
    expect(failed(listing, "amazon")).toEqual(expect.arrayContaining(["refusal", "banned-phrases"]));
    const repaired = expectRepaired(listing, "amazon");
    expect(repaired.description).not.toMatch(/AI language model/);
    for (const text of ["I'm sorry, but I can't help with that.", "As a language model I do not know the brand."]) {
      expect(failed({ ...good("etsy"), description: `${text} ${good("etsy").description as string}` }, "etsy")).toContain("refusal");
    }
  });

  it("fails unfilled placeholders and template tokens", () => {
    const base = good("amazon");
    const bullets = [...bulletsOf(base)];
    bullets[0] = "[Insert brand] – Toss it in a bag without worrying about spills.";
    expect(failed({ ...base, bullets }, "amazon")).toContain("placeholders");
    expectRepaired({ ...base, bullets }, "amazon");
    for (const description of ["Made by {{brand}} for you.", "Lorem ipsum dolor sit amet.", "Capacity: XX ml.", "Made by <brand name>.", "TODO: write copy.", "Our {product_name} is great."]) {
      expect(failed({ ...good("etsy"), description: `${good("etsy").description as string}\n${description}` }, "etsy")).toContain("placeholders");
    }
  });

  it("fails invented numbers, materials and certifications, and repair drops the sentences that hold them", () => {
    const base = good("amazon");
    const inventions = ["It holds 1000 ml.", "The lid is made from titanium.", "It is FDA approved for daily use.", "Rated IP68 for swimming.", "It is dishwasher-safe.", "Weighs 350 g."];
    for (const sentence of inventions) {
      const listing = { ...base, description: `${base.description as string} ${sentence}` };
      expect({ sentence, failed: failed(listing, "amazon").includes("invented-facts") }).toEqual({ sentence, failed: true });
      expect(expectRepaired(listing, "amazon").description).not.toContain(sentence);
    }
    expect(detail({ ...base, description: "It holds 1000 ml and is made from titanium." }, "amazon", "invented-facts")).toBe(
      "not in the input: material “titanium”, number “1000 ml”",
    );
  });

  it("accepts the input's facts however they are written", () => {
    const facts = factsFromSellerInput({ productName: "Aluminium Lamp", keywords: "1,000 lumens, 750ml, 10 W, IPX4, 25 L, 10 x 20 cm, BPA free" });
    const listing = {
      ...good("generic", facts),
      description:
        "An aluminum lamp with 1000 lumens and 10W of power. It holds 750 mL, packs to 25 litres, measures 10 x 20 cm and is rated IPX4. It is BPA-free.",
    };
    const found = checkListing(listing, { facts, platform: "generic" }).failures.find((f) => f.id === "invented-facts");
    expect(found).toBeUndefined();
  });

  it("does not let the bare mark back a stronger claim", () => {
    const facts = factsFromSellerInput({ productName: "Mug", keywords: "FDA, cotton" });
    const listing = { ...good("generic", facts), description: "FDA approved, in organic cotton." };
    // "organic" is also a claim of its own: cotton is not organic cotton.
    expect(detail(listing, "generic", "invented-facts", facts)).toBe("not in the input: material “organic cotton”, certification “FDA approved”, claim “organic”");
  });

  it("fails a missing keyword", () => {
    const listing = {
      title: "Stainless Steel Water Bottle",
      description: "An insulated water bottle that holds 750 ml and keeps cold 24 hours. It has a leak-proof lid, is BPA-free and goes to the gym.",
    };
    expect(detail(listing, "generic", "keywords")).toBe("missing “hiking”");
    expect(checkListing(listing, { facts: bottle, platform: "generic" }).checks.find((c) => c.id === "keywords")!.label).toBe("Keywords 7/8 present");
  });

  it("fails a keyword stuffed into a field, and repair keeps its first uses", () => {
    const base = good("etsy");
    const listing = { ...base, description: `${base.description as string}\nGym bottle for the gym. Take it to the gym. The gym loves it. Gym, gym, gym.` };
    expect(detail(listing, "etsy", "keyword-stuffing")).toMatch(/“gym” \d+× in description \(max 3\)/);
    expectRepaired(listing, "etsy");
    const terms = { ...good("amazon"), searchTerms: "flask flask canteen" };
    expect(detail(terms, "amazon", "keyword-stuffing")).toMatch(/search terms repeat flask/);
    expect(expectRepaired(terms, "amazon").searchTerms).toBe("flask canteen");
  });

  it("fails unsafe or malformed HTML and repair sanitises it", () => {
    const base = good("shopify");
    const cases = [
      `${base.bodyHtml as string}<script>alert(1)</script>`,
      `${base.bodyHtml as string}<p onclick="steal()">Hi there.</p>`,
      `${base.bodyHtml as string}<p style="display:none">Hidden words here.</p>`,
      `${base.bodyHtml as string}<ul><li>Open item</ul>`,
      `${base.bodyHtml as string}<p>Fish & chips</p>`,
      `${base.bodyHtml as string}<iframe src="https://x"></iframe>`,
    ];
    for (const bodyHtml of cases) {
      const listing = { ...base, bodyHtml };
      expect({ bodyHtml, failed: failed(listing, "shopify").includes("html:bodyHtml") }).toEqual({ bodyHtml, failed: true });
      const repaired = expectRepaired(listing, "shopify");
      expect(repaired.bodyHtml).not.toMatch(/<script|onclick|style=|<iframe/);
    }
  });

  it("fails banned phrases and emoji in Amazon bullets, and repair removes them", () => {
    const base = good("amazon");
    const bullets = [...bulletsOf(base)];
    bullets[1] = "Leak-Proof Lid – Spills stay out of your bag 😀, money-back guarantee.";
    const listing = { ...base, bullets };
    expect(failed(listing, "amazon")).toEqual(expect.arrayContaining(["banned-phrases", "emoji:bullets"]));
    expectRepaired(listing, "amazon");
  });

  it("fails more than five bullets or one over 250 characters, and repair drops and trims", () => {
    const base = good("amazon");
    const extra = ["Extra – Another line about the bottle.", "Again – A line about its color.", "More – A line about the cap.", "Still – A line about the finish."];
    const bullets = [...bulletsOf(base), ...extra, `Long – ${"It keeps cold 24 hours on long hikes. ".repeat(8)}`];
    expect(bullets.length).toBeGreaterThan(5);
    const listing = { ...base, bullets };
    expect(failed(listing, "amazon")).toEqual(expect.arrayContaining(["items:bullets"]));
    const repaired = expectRepaired(listing, "amazon");
    expect(bulletsOf(repaired)).toHaveLength(5);
    const long = { ...base, bullets: [...bulletsOf(base).slice(0, 4), `Long – ${"It keeps cold 24 hours on long hikes. ".repeat(8)}`] };
    expect(failed(long, "amazon")).toContain("length:bullets");
    expect(bulletsOf(expectRepaired(long, "amazon")).every((b) => Array.from(b).length <= 250)).toBe(true);
  });

  it("checks Etsy tags and title characters, treating fewer than 13 tags as a warning", () => {
    const base = { ...good("etsy"), tags: ["water bottle", "leak-proof lid", "BPA-free", "hiking bottle"] };
    const tags = base.tags;
    const report = checkListing(base, { facts: bottle, platform: "etsy" });
    expect(report.failures).toEqual([]);
    expect(report.warnings!.map((w) => w.id)).toContain("items:tags");
    expect(report.checks.find((c) => c.id === "items:tags")!.label).toMatch(/fewer than the 13 recommended/);

    const broken = { ...base, tags: [...tags, "a tag that is far too long", ...Array.from({ length: 13 }, (_, i) => `tag ${String.fromCharCode(97 + i)}`)], title: "Bottle & Lid & Strap: Gym: Hiking" };
    expect(failed(broken, "etsy")).toEqual(expect.arrayContaining(["items:tags", "length:tags", "char-occurrences:title"]));
    const repaired = expectRepaired(broken, "etsy");
    expect((repaired.tags as string[]).length).toBe(13);
    expect(repaired.title).toBe("Bottle & Lid and Strap: Gym - Hiking");
  });

  it("fails stock clichés the seller did not type, and repeated sentences", () => {
    const base = good("generic");
    const listing = { ...base, description: `Elevate your hydration game. ${base.description as string}` };
    expect(detail(listing, "generic", "cliches")).toBe("“elevate”");
    expect(expectRepaired(listing, "generic").description).not.toMatch(/Elevate/);
    const sellerSaid = factsFromSellerInput({ productName: "Bottle", keywords: "must-have gym bottle" });
    expect(failed({ title: "Bottle", description: "A must-have gym bottle." }, "generic", sellerSaid)).not.toContain("cliches");

    const twice = { ...base, description: `It keeps cold for the whole walk. ${base.description as string} It keeps cold for the whole walk.` };
    expect(failed(twice, "generic")).toContain("repeated-sentences");
    expectRepaired(twice, "generic");
  });

  it("leaves a listing that passes unchanged", () => {
    for (const platform of ["amazon", "etsy", "ebay", "walmart", "shopify", "generic"] as const) {
      for (const tone of ["professional", "casual", "luxury", "technical"] as const) {
        const listing = composeListing(bottle, platform, tone, 0);
        expect(repairListing(listing, { facts: bottle, platform })).toEqual(listing);
      }
    }
  });

  it("fails missing fields, wrong shapes and fields the platform does not have; repair reshapes and drops", () => {
    const base = good("amazon");
    const listing: Listing = { ...base, bullets: (base.bullets as string[]).join("\n"), extra: "x" };
    delete listing.searchTerms;
    const ids = failed(listing, "amazon");
    expect(ids).toEqual(expect.arrayContaining(["present:bullets", "present:searchTerms", "fields"]));
    const repaired = repairListing(listing, { facts: bottle, platform: "amazon" });
    expect(Array.isArray(repaired.bullets)).toBe(true);
    expect(repaired.extra).toBeUndefined();
  });
});

describe("checkListing: meaning", () => {
  const mug = factsFromSellerInput({ productName: "Hand-Painted Ceramic Mug", keywords: "hand wash only, not dishwasher safe, not microwave safe, 10 oz, gold rim" });
  const etsy = (description: string, title = "Hand-Painted Ceramic Mug | 10 oz | gold rim", tags = ["ceramic mug", "gold rim"]): Listing => ({ title, description, tags });

  it("fails a negation turned into a claim, in prose, in a title or in a tag, and passes it kept", () => {
    expect(detail(etsy("Hand wash only. It goes in the dishwasher with everything else. Not microwave safe. 10 oz."), "etsy", "polarity", mug)).toMatch(/dishwasher/);
    expect(failed(etsy("Hand wash only, not dishwasher safe, not microwave safe. 10 oz.", "Ceramic Mug | Dishwasher Safe"), "etsy", mug)).toContain("polarity");
    expect(failed(etsy("Hand wash only, not dishwasher safe, not microwave safe. 10 oz.", undefined, ["microwave safe mug"]), "etsy", mug)).toContain("polarity");
    expect(failed(etsy("Hand wash only, not dishwasher safe, not microwave safe. 10 oz, with a gold rim."), "etsy", mug)).not.toContain("polarity");
  });

  it("reads a trailing 'no' as a negation: “dishwasher safe no” is never claimed", () => {
    const board = factsFromSellerInput({ productName: "Bamboo cutting board set", keywords: "dishwasher safe no" });
    expect(failed({ title: "Bamboo cutting board set", description: "Dishwasher safe. Bamboo." }, "generic", board)).toContain("polarity");
    expect(failed({ title: "Bamboo cutting board set", description: "Made of bamboo. Please note: not dishwasher safe." }, "generic", board)).toEqual([]);
  });

  it("fails another category's product words the input never used", () => {
    const duvet = factsFromSellerInput({ productName: "Linen Duvet Cover", keywords: "stonewashed linen, queen size, button closure" });
    expect(detail({ title: "Linen Duvet Cover", description: "Check that the model matches your phone case. Stonewashed linen, queen size, button closure." }, "generic", "category", duvet)).toMatch(/phone case/);
    expect(failed({ title: "Linen Duvet Cover", description: "Stonewashed linen, queen size, button closure." }, "generic", duvet)).toEqual([]);
  });

  it("fails the seller's brand, model number or accents changed, and passes them kept", () => {
    const tv = factsFromSellerInput({ productName: "Samsung 65 inch QLED Smart TV QN65Q80C", keywords: "4K, HDR" });
    expect(detail({ title: "Samsung 65 inch QLED Smart TV qn65q80cs", description: "A samsung tv with 4K and HDR." }, "generic", "verbatim", tv)).toMatch(/qn65q80cs.*QN65Q80C|samsung/);
    const soap = factsFromSellerInput({ productName: "Véritable Savon de Marseille", keywords: "olive oil, 300 g" });
    expect(failed({ title: "Veritable Savon de Marseille", description: "Olive oil soap, 300 g." }, "generic", soap)).toContain("verbatim");
    expect(failed({ title: "Véritable Savon de Marseille", description: "Olive oil soap, 300 g." }, "generic", soap)).not.toContain("verbatim");
  });

  it("wants a safety warning verbatim, on its own in the description, and nowhere else", () => {
    const toy = factsFromSellerInput({ productName: "Wooden Stacking Rings", keywords: "beech wood, 6 rings, WARNING: choking hazard small parts not for children under 3" });
    const warning = "WARNING: choking hazard small parts not for children under 3";
    const ok = { title: "Wooden Stacking Rings", description: `Six rings of beech wood, 6 rings in all.\n\n${warning}` };
    expect(failed(ok, "generic", toy)).not.toContain("safety-text");
    expect(failed({ ...ok, description: `It has warning: choking hazard small parts not for children under 3 and beech wood, 6 rings.` }, "generic", toy)).toContain("safety-text");
    expect(failed({ ...ok, title: "Wooden Stacking Rings WARNING choking hazard small parts" }, "generic", toy)).toContain("safety-text");
  });

  it("lets a bullet of the warning alone stand apart, never a warning inside a selling bullet", () => {
    const toy = factsFromSellerInput({ productName: "Wooden Stacking Rings", keywords: "beech wood, 6 rings, WARNING: choking hazard small parts not for children under 3" });
    const warning = "WARNING: choking hazard small parts not for children under 3";
    const listing = (bullet: string) => ({
      title: "Wooden Stacking Rings, Beech Wood, 6 Rings",
      bullets: ["MATERIAL: Made of beech wood, with 6 rings.", bullet],
      description: `Six rings of beech wood, 6 rings in all.\n\n${warning}`,
      searchTerms: "stacking toy",
    });
    expect(failed(listing(`SAFETY: ${warning}.`), "amazon", toy)).not.toContain("safety-text");
    expect(failed(listing(`SAFETY: ${warning}.`), "amazon", toy)).not.toContain("repeated-sentences");
    expect(failed(listing(`KEY FEATURES: Beech wood. ${warning}.`), "amazon", toy)).toContain("safety-text");
    expect(failed(listing(`SAFETY: ${warning} - great for toddlers.`), "amazon", toy)).toContain("safety-text");
  });

  it("fails a material the seller did not give: gold-filled is not gold-plated", () => {
    const ring = factsFromSellerInput({ productName: "Hoop Earrings", keywords: "14k gold filled, 20 mm" });
    expect(detail({ title: "Hoop Earrings", description: "Made of gold-plated brass, 14k gold filled look, 20 mm." }, "generic", "materials", ring)).toMatch(/gold-plated/);
    expect(failed({ title: "Hoop Earrings", description: "14k gold filled, 20 mm." }, "generic", ring)).not.toContain("materials");
  });

  it("fails British spelling in the writer's words on a US marketplace, not in the seller's", () => {
    const watch = factsFromSellerInput({ productName: "Field Watch", keywords: "aluminum case, 40 mm" });
    expect(detail({ title: "Field Watch", description: "An aluminium case, 40 mm." }, "generic", "spelling", watch)).toMatch(/aluminium.*aluminum/);
    const uk = factsFromSellerInput({ productName: "Field Watch", keywords: "aluminium case, 40 mm" });
    expect(failed({ title: "Field Watch", description: "An aluminium case, 40 mm." }, "generic", uk)).not.toContain("spelling");
    // The seller's own word in the plural is still theirs (blind review r8: "organisers" of their "Under Sink Organiser").
    const rack = factsFromSellerInput({ productName: "Under Sink Organiser", keywords: "2 tier, steel" });
    expect(failed({ title: "Under Sink Organiser", description: "Two organisers in one: 2 tier, steel." }, "generic", rack)).not.toContain("spelling");
    expect(detail({ title: "Under Sink Organiser", description: "Two organisers in one, in aluminium: 2 tier, steel." }, "generic", "spelling", rack)).toMatch(/aluminium/);
  });

  it("reads “PPD Free” as saying the seller's “NO PPD”, and still fails a claim of it (blind review r8)", () => {
    const dye = factsFromSellerInput({ productName: "Pure Henna Hair Dye 100g - Natural Red, PPD Free", keywords: "NO PPD, no metallic salts, vegan" });
    expect(failed({ title: "Pure Henna Hair Dye 100g - Natural Red, PPD Free", description: "Meet the Pure Henna Hair Dye 100g - Natural Red, PPD Free. Vegan, free of metallic salts." }, "generic", dye)).not.toContain("polarity");
    expect(failed({ title: "Pure Henna Hair Dye 100g - Natural Red, PPD Free", description: "Vegan. Its PPD gives a deep colour." }, "generic", dye)).toContain("polarity");
  });

  it("fails a wrong indefinite article", () => {
    const toy = factsFromSellerInput({ productName: "Robot Kit", keywords: "STEM toy, 8-inch arm" });
    expect(detail({ title: "Robot Kit", description: "It is an STEM toy with a 8-inch arm." }, "generic", "articles", toy)).toMatch(/an STEM.*a 8-inch|a 8-inch/);
    expect(failed({ title: "Robot Kit", description: "It is a STEM toy with an 8-inch arm." }, "generic", toy)).not.toContain("articles");
  });
});

describe("what blind review r11 found in the checker", () => {
  it("finds a keyword beside a number that ends its entry and a code that opens the next (\"… 150, G-15 green …\")", () => {
    expect(countPhrase("Its details: ray-ban wayfarer RB2140 901 50-22 150, G-15 green glass lenses", "ray-ban wayfarer RB2140 901 50-22 150")).toBe(1);
    // A unit typed beside its number is still one with it.
    expect(countPhrase("It holds 750 ml.", "750ml")).toBe(1);
  });

  it("reads no unit across a line break and a number after a unit's slash", () => {
    expect(extractQuantities("Bolts A2-70\nM8 x 40mm").map((q) => `${q.value}${q.unit ?? ""}`)).not.toContain("70m");
    expect(extractQuantities("energy 2540kJ/612kcal").map((q) => q.value)).toContain("612");
    // A fraction's second number is no quantity of its own.
    expect(extractQuantities("1/2 inch").map((q) => q.value)).not.toContain("2");
  });
});
