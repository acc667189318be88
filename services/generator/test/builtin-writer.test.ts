import { benefitLexicon, benefitText } from "../src/facts/benefits";
import { LISTING_RULES, PLATFORMS, TONES, type Listing, type Platform, type Tone } from "@shopscript/contracts";
import { createBuiltinWriter } from "../src/writers/builtin";
import { checkListing } from "../src/domain/checker";
import { factsFromSellerInput } from "../src/domain/product-facts";
import { renderDescription } from "../src/domain/render-description";
import type { ProductFacts } from "../src/domain/types";
import { PRODUCTS, type ProductFixture } from "./fixtures/products";
import { defaultTaxonomy } from "../src/facts/taxonomy";

// The built-in writer over every product, platform and tone. Where the checker verifies something,
// the test also verifies it on its own, more simply, so a checker bug cannot hide a writer bug.

const writer = createBuiltinWriter();

interface Case {
  product: ProductFixture;
  facts: ProductFacts;
  platform: Platform;
  tone: Tone;
  listing: Listing;
  text: string;
  /** The same input written again. */
  again: Listing;
  /** "Regenerate": variant 1. */
  regenerated: Listing;
}

const cases: Case[] = [];

beforeAll(async () => {
  for (const product of PRODUCTS) {
    const facts = factsFromSellerInput(product);
    for (const platform of PLATFORMS) {
      for (const tone of TONES) {
        const listing = await writer.write({ facts, platform, tone, variant: 0 });
        const again = await writer.write({ facts, platform, tone, variant: 0 });
        const regenerated = await writer.write({ facts, platform, tone, variant: 1 });
        cases.push({ product, facts, platform, tone, listing, text: renderDescription(listing, platform), again, regenerated });
      }
    }
  }
});

// Independent helpers: deliberately not the domain's own.
const lower = (s: string) => s.toLowerCase().replace(/[-–—_/]+/g, " ").replace(/(\d)\s+(?=[a-z%])/g, "$1").replace(/\s+/g, " ");
const inputText = (c: Case) => `${c.product.productName}\n${c.product.keywords}`;
const plain = (value: string) => value.replace(/<[^>]+>/g, " ").replace(/&amp;/g, "&").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&quot;/g, '"');
const items = (listing: Listing, key: string): string[] => {
  const v = listing[key];
  return v === undefined ? [] : Array.isArray(v) ? v : [v];
};
const CLICHES = ["elevate", "look no further", "game-changer", "game changer", "unleash", "revolutioniz", "revolutionis", "next level", "must-have", "must have", "fast-paced world", "whether you're", "whether you are"];
const UNIT = String.raw`(ml|l|fl oz|oz|g|kg|lb|lbs|mm|cm|m|in|inch|inches|ft|w|v|mah|hours?|hrs?|h|min|gb|tb|%|pcs|pieces|pack|x)`;
const QUANTITY = String.raw`(\d+(?:\.\d+)?)[ \t]*-?[ \t]*${UNIT}\b`;

describe("built-in writer: every product × platform × tone", () => {
  it("has at least 20 products and covers all 12 platforms and 4 tones", () => {
    expect(PRODUCTS.length).toBeGreaterThanOrEqual(20);
    expect(cases).toHaveLength(PRODUCTS.length * PLATFORMS.length * TONES.length);
  });

  it("passes the checker with zero failures, without repair", () => {
    const failures = cases.flatMap((c) =>
      checkListing(c.listing, { facts: c.facts, platform: c.platform }).failures.map((f) => `${c.product.id}/${c.platform}/${c.tone}: ${f.id} ${f.detail ?? ""}`),
    );
    expect(failures).toEqual([]);
  });

  it("writes exactly the platform's fields, each within its LISTING_RULES limits (checked independently)", () => {
    const problems: string[] = [];
    for (const c of cases) {
      const rules = LISTING_RULES[c.platform];
      expect(Object.keys(c.listing).sort()).toEqual(rules.fields.map((f) => f.key).sort());
      for (const field of rules.fields) {
        const values = items(c.listing, field.key);
        const where = `${c.product.id}/${c.platform}/${c.tone}/${field.key}`;
        if (!values.length || values.some((v) => !v.trim())) problems.push(`${where} empty`);
        if (field.kind === "list" && !Array.isArray(c.listing[field.key])) problems.push(`${where} not a list`);
        const whole = values.join("\n");
        const text = field.kind === "html" ? plain(whole) : whole;
        if (field.maxChars !== undefined && Array.from(text).length > field.maxChars) problems.push(`${where} ${Array.from(text).length} chars`);
        if (field.maxBytes !== undefined && Buffer.byteLength(whole, "utf8") > field.maxBytes) problems.push(`${where} ${Buffer.byteLength(whole)} bytes`);
        if (field.maxItems !== undefined && values.length > field.maxItems) problems.push(`${where} ${values.length} items`);
        if (field.itemMaxChars !== undefined && values.some((v) => Array.from(v).length > field.itemMaxChars!)) problems.push(`${where} item too long`);
        if (field.minWords !== undefined && (text.match(/[\p{L}\p{N}]+/gu) ?? []).length < field.minWords) problems.push(`${where} under ${field.minWords} words`);
        // A recommended length is met only from content: more words than facts would be padding.
        if (field.singleLine && /\n/.test(whole)) problems.push(`${where} not one line`);
        for (const ch of [...(field.key === "title" ? rules.bannedChars : []), ...(field.bannedChars ?? [])]) if (whole.includes(ch)) problems.push(`${where} has ${ch}`);
        for (const phrase of [...rules.bannedPhrases, ...(field.bannedPhrases ?? [])]) if (whole.toLowerCase().includes(phrase.toLowerCase())) problems.push(`${where} says ${phrase}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("uses every keyword the seller gave, verbatim (case-insensitive), and none more than three times in one field", () => {
    const problems: string[] = [];
    for (const c of cases) {
      const all = lower(plain(Object.values(c.listing).flat().join("\n")));
      const fields = Object.entries(c.listing)
        .filter(([key]) => key !== "tags" && key !== "searchTerms")
        .map(([key, value]) => [key, lower(plain([value].flat().join("\n")))] as const);
      for (const keyword of c.facts.keywords) {
        const k = lower(keyword);
        // "saucer included" may be said as a sentence, "It comes with a saucer.": the thing itself must be there.
        const thing = /^(.+?) (?:not included|included|sold separately)$/.exec(k)?.[1];
        if (!all.includes(k) && !(thing && all.includes(thing))) problems.push(`${c.product.id}/${c.platform}/${c.tone}: missing ${keyword}`);
        const whole = new RegExp(`(?<![\\p{L}\\p{N}])${k.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\p{L}\\p{N}])`, "gu");
        for (const [key, text] of fields) {
          const n = text.match(whole)?.length ?? 0;
          if (n > 3) problems.push(`${c.product.id}/${c.platform}/${c.tone}: ${keyword} ×${n} in ${key}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it("states no number, and no number with a unit, that the input does not contain (checked independently)", () => {
    const problems: string[] = [];
    for (const c of cases) {
      const source = inputText(c).toLowerCase().replace(/(\d),(\d{3})/g, "$1$2");
      const sourceNumbers = new Set(source.match(/\d+(?:\.\d+)?/g) ?? []);
      const sourceQuantities = new Set([...source.matchAll(new RegExp(QUANTITY, "g"))].map((m) => `${m[1]} ${m[2]}`));
      const out = c.text.toLowerCase().replace(/(\d),(\d{3})/g, "$1$2");
      for (const n of out.match(/\d+(?:\.\d+)?/g) ?? []) if (!sourceNumbers.has(n)) problems.push(`${c.product.id}/${c.platform}/${c.tone}: number ${n}`);
      for (const m of out.matchAll(new RegExp(QUANTITY, "g"))) {
        if (!sourceQuantities.has(`${m[1]} ${m[2]}`)) problems.push(`${c.product.id}/${c.platform}/${c.tone}: ${m[0]}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("repeats no sentence anywhere in a listing and uses no stock cliché", () => {
    const problems: string[] = [];
    for (const c of cases) {
      const seen = new Set<string>();
      for (const [key, value] of Object.entries(c.listing)) {
        if (key === "title" || key === "seoTitle" || key === "tags" || key === "searchTerms") continue;
        for (const part of plain([value].flat().join("\n")).split(/(?<=[.!?])\s+|\n+/)) {
          const s = part.toLowerCase().replace(/[^\p{L}\p{N} ]/gu, "").replace(/\s+/g, " ").trim();
          if (s.split(" ").length < 4) continue;
          if (seen.has(s)) problems.push(`${c.product.id}/${c.platform}/${c.tone}: "${part}"`);
          seen.add(s);
        }
      }
      const text = c.text.toLowerCase();
      for (const cliche of CLICHES) if (text.includes(cliche)) problems.push(`${c.product.id}/${c.platform}/${c.tone}: ${cliche}`);
    }
    expect(problems).toEqual([]);
  });

  it("keeps a store's product title to the product's name, and gives Regenerate another title on most marketplace listings", () => {
    const store = cases.filter((c) => ["shopify", "woocommerce", "bigcommerce", "magento"].includes(c.platform));
    expect(store.filter((c) => c.listing.title !== c.product.productName.replace(/\s+/g, " ").trim()).map((c) => `${c.product.id}/${c.platform}`)).toEqual([]);
    const marketplace = cases.filter((c) => !store.includes(c) && c.facts.keywords.length >= 3);
    const changed = marketplace.filter((c) => c.regenerated.title !== c.listing.title);
    expect(changed.length / marketplace.length).toBeGreaterThan(0.8);
  });

  it("writes tags and search terms from the input's own words", () => {
    const problems: string[] = [];
    for (const c of cases) {
      // The input's words, and the words of the category's pack when the guess is certain.
      const guess = defaultTaxonomy().classify(c.facts.productName, c.facts.keywords);
      const pack = guess?.confident ? [...(guess.category.synonyms ?? []), ...(guess.category.uses ?? []), ...(guess.category.audiences ?? []).map((a) => `gift for ${a}`)] : [];
      const words = new Set(`${inputText(c)}\n${pack.join("\n")}`.toLowerCase().split(/[^\p{L}\p{N}'.%-]+/u).filter(Boolean));
      const plural = (w: string) => words.has(w.replace(/e?s$/, "")) || words.has(`${w}s`) || words.has(w.replace(/s$/, ""));
      if (c.platform === "etsy") {
        const tags = items(c.listing, "tags");
        if (new Set(tags).size !== tags.length) problems.push(`${c.product.id}/${c.tone}: duplicate tags`);
        for (const tag of tags) for (const w of tag.toLowerCase().split(" ")) if (!words.has(w) && !plural(w)) problems.push(`${c.product.id}/${c.tone}: tag "${tag}" has "${w}"`);
      }
      if (c.platform === "amazon") {
        const terms = c.listing.searchTerms as string;
        // Lower case except the seller's own capitals (a brand, "USB-C"); no punctuation but inside a word.
        if (/[^\p{L}\p{N} .%+-]/u.test(terms)) problems.push(`${c.product.id}/${c.tone}: search terms "${terms}"`);
        const list = terms.toLowerCase().split(" ");
        for (const w of list) if (!words.has(w.replace(/\+$/, "")) && !plural(w) && !words.has(w.replace(/-/g, ""))) problems.push(`${c.product.id}/${c.tone}: search term "${w}"`);
        if (new Set(list).size !== list.length) problems.push(`${c.product.id}/${c.tone}: repeated search term`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("writes storefront bodies as escaped, semantic HTML only", () => {
    const stores = cases.filter((x) => ["shopify", "woocommerce", "bigcommerce", "magento"].includes(x.platform));
    // Most non-luxury pages list their facts; one whose opening says them all has no list (and no heading over nothing).
    const listed = stores.filter((c) => c.tone !== "luxury");
    expect(listed.filter((c) => /<ul>(<li>.*?<\/li>)+<\/ul>/.test(c.listing.bodyHtml as string)).length).toBeGreaterThanOrEqual(listed.length * 0.8);
    for (const c of stores) {
      const html = c.listing.bodyHtml as string;
      const tags = [...html.matchAll(/<\/?([a-z0-9]+)[^>]*>/g)].map((m) => m[1]);
      expect(tags.every((t) => ["p", "ul", "li", "strong", "h3"].includes(t!))).toBe(true);
      expect(html).toMatch(/^<p>/);
      // Luxury says every fact in its sentences, with no details list (fields.yaml html.details).
      if (c.tone === "luxury") expect(html).not.toMatch(/<ul>/);
      if (!/<ul>/.test(html)) expect(html).not.toMatch(/<h3>(?:Details|The rundown|Specifications)<\/h3>/);
      expect(html).not.toMatch(/ on\w+=|<script|style=/i);
    }
  });
});

describe("built-in writer: determinism and variants", () => {
  it("is byte-identical for the same input, for every product, platform and tone", () => {
    const differing = cases.filter((c) => JSON.stringify(c.again) !== JSON.stringify(c.listing)).map((c) => `${c.product.id}/${c.platform}/${c.tone}`);
    expect(differing).toEqual([]);
  });

  it("is byte-identical from freshly read facts too (no state carried between calls)", async () => {
    for (const product of PRODUCTS) {
      const platform = PLATFORMS[product.id.length % PLATFORMS.length]!;
      const tone = TONES[product.id.length % TONES.length]!;
      const a = await writer.write({ facts: factsFromSellerInput(product), platform, tone, variant: 2 });
      const b = await writer.write({ facts: factsFromSellerInput(product), platform, tone, variant: 2 });
      expect(JSON.stringify(b)).toBe(JSON.stringify(a));
    }
  });

  it("gives Regenerate (variant 1) a different title or opening, for every product, platform and tone", () => {
    const same: string[] = [];
    for (const c of cases) {
      const prose = LISTING_RULES[c.platform].fields.find((f) => f.key === "description" || f.key === "bodyHtml")!.key;
      // The title or the opening changes, not just a word somewhere further down.
      const lead = (l: Listing) => `${l.title}\n${plain(l[prose] as string).slice(0, 160)}`;
      if (lead(c.regenerated) === lead(c.listing)) same.push(`${c.product.id}/${c.platform}/${c.tone}`);
    }
    expect(same).toEqual([]);
  });

  it("keeps a regenerated listing within every rule", () => {
    // A sample: every product and platform, the tone rotating.
    const failures = cases
      .filter((c, i) => i % TONES.length === PRODUCTS.indexOf(c.product) % TONES.length)
      .flatMap((c) => checkListing(c.regenerated, { facts: c.facts, platform: c.platform }).failures.map((f) => `${c.product.id}/${c.platform}/${c.tone}: ${f.id}`));
    expect(failures).toEqual([]);
  });

  it("changes vocabulary with the tone, not just one adjective", () => {
    const bottle = cases.filter((c) => c.product.id === "water-bottle" && c.platform === "amazon");
    const byTone = Object.fromEntries(bottle.map((c) => [c.tone, [c.listing.description, ...((c.listing.bullets as string[]) ?? [])].join("\n")]));
    expect(byTone.casual).toMatch(/\b(it's|you'll|that's|isn't|don't)\b/i);
    expect(byTone.professional).not.toMatch(/\b(it's|you'll|that's|isn't|don't)\b/i);
    expect(byTone.technical).toMatch(/(?:Capacity|Volume): 750 ml/);
    // The writer's own content words, not the seller's (which every tone must repeat), nor the benefit lexicon's
    // (a benefit is the same fact in every tone), nor grammar words: those must differ.
    const benefits = benefitLexicon().saidIn(byTone.professional!).flatMap((e) => [benefitText(e, false), benefitText(e, true)]);
    const sellers = new Set([...inputText(bottle[0]!).toLowerCase().match(/\p{L}+/gu)!, ...benefits.join(" ").toLowerCase().split(/[^\p{L}]+/u), ..."a an the is are it its they their with and or for of to in on".split(" ")]);
    const words = (t: string) => new Set(t.toLowerCase().match(/\p{L}+/gu)!.filter((w) => !sellers.has(w)));
    const a = words(byTone.professional!);
    const b = words(byTone.luxury!);
    const shared = [...a].filter((w) => b.has(w)).length;
    expect(shared / Math.min(a.size, b.size)).toBeLessThan(0.6);
  });

  it("streams its text once and honours an aborted signal", async () => {
    const facts = factsFromSellerInput(PRODUCTS[0]!);
    const chunks: string[] = [];
    const listing = await writer.write({ facts, platform: "etsy", tone: "casual", variant: 0 }, { onText: (t) => chunks.push(t) });
    expect(chunks).toEqual([renderDescription(listing, "etsy")]);
    const controller = new AbortController();
    controller.abort();
    await expect(writer.write({ facts, platform: "etsy", tone: "casual", variant: 0 }, { signal: controller.signal })).rejects.toThrow();
  });
});

describe("built-in writer: thin and unusual input", () => {
  it("never invents facts for a bare name, and passes every rule (Walmart's 150 words only a warning)", async () => {
    const facts = factsFromSellerInput({ productName: "Notebook", keywords: "" });
    for (const platform of PLATFORMS) {
      for (const tone of TONES) {
        const listing = await writer.write({ facts, platform, tone, variant: 0 });
        const failures = checkListing(listing, { facts, platform }).failures.map((f) => f.id);
        expect(failures).toEqual([]);
        expect(renderDescription(listing, platform)).not.toMatch(/\d/);
      }
    }
  });

  it("leaves out a keyword the platform bans and says so instead of failing", async () => {
    const facts = factsFromSellerInput({ productName: "Bamboo Toothbrush", keywords: "eco-friendly, bamboo handle, soft bristles" });
    const listing = await writer.write({ facts, platform: "amazon", tone: "professional", variant: 0 });
    const report = checkListing(listing, { facts, platform: "amazon" });
    expect(report.failures).toEqual([]);
    expect(JSON.stringify(listing).toLowerCase()).not.toContain("eco-friendly");
    expect(report.checks.find((c) => c.id === "keywords")!.label).toMatch(/eco-friendly.*left out/);
  });
});
