import { readdirSync } from "node:fs";
import { splitKeywordEntries } from "@shopscript/contracts";
import { DEFAULT_TAXONOMY_DIR, defaultTaxonomy } from "../src/facts/taxonomy";
import { loadEvalSet } from "../eval/eval-set";

// The product taxonomy (src/facts/taxonomy/*.yaml) is data a copywriter edits; these tests hold it to
// the rules the writer and the checker rely on. Its pack words (synonyms, uses, audiences) are printed
// in listings, and its head nouns are the fence the checker uses against another category's words.

const taxonomy = defaultTaxonomy();
const { categories } = taxonomy;
const { products } = loadEvalSet();

/** Words too common to name one kind of product: a head made of one of these would fence off half the catalogue. */
const GENERIC = new Set(["set", "kit", "case", "cover", "pack", "gift", "bag", "box", "holder", "stand", "tool", "accessory", "accessories", "item", "product", "piece", "bundle", "top", "base", "light", "cup", "mat", "pad", "strap", "charger", "cable", "print", "card", "tag", "sign"]);

describe("taxonomy data", () => {
  it("has the ~150 most common categories, each with an id, a path and head nouns", () => {
    expect(categories.length).toBeGreaterThanOrEqual(150);
    for (const c of categories) {
      expect([c.id, c.id.match(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)?.[0]]).toEqual([c.id, c.id]);
      expect(c.path.split(" > ").length).toBeGreaterThanOrEqual(2);
      expect((c.heads ?? []).length + (c.nameHeads ?? []).length).toBeGreaterThan(0);
    }
  });

  it("has unique ids, every file under the folder read", () => {
    expect(new Set(categories.map((c) => c.id)).size).toBe(categories.length);
    expect(readdirSync(DEFAULT_TAXONOMY_DIR).filter((f) => f.endsWith(".yaml")).length).toBeGreaterThanOrEqual(2);
  });

  it("relates categories both ways, and only to categories that exist", () => {
    const problems: string[] = [];
    for (const c of categories) {
      for (const r of c.related ?? []) {
        const other = taxonomy.byId.get(r);
        if (!other) problems.push(`${c.id} → ${r} (no such id)`);
        else if (!(other.related ?? []).includes(c.id)) problems.push(`${c.id} → ${r} (not back)`);
      }
      if (c.digital && !taxonomy.byId.has(c.digital)) problems.push(`${c.id} digital → ${c.digital} (no such id)`);
    }
    expect(problems).toEqual([]);
  });

  it("keeps synonyms short enough for an Etsy tag, with no numbers", () => {
    const bad = categories.flatMap((c) => (c.synonyms ?? []).filter((s) => s.length > 20 || /\d/.test(s)).map((s) => `${c.id}: ${s}`));
    expect(bad).toEqual([]);
  });

  it("uses no generic word as a head noun", () => {
    const bad = categories.flatMap((c) => c.heads.filter((h) => GENERIC.has(h.toLowerCase())).map((h) => `${c.id}: ${h}`));
    expect(bad).toEqual([]);
  });

  it("prints no other category's head noun in a category's own pack words", () => {
    // A mug's use "tea" would be a loose-leaf tea's word if "tea" were that category's head: the checker
    // would flag the writer's own sentence. Related categories share words freely.
    const bad: string[] = [];
    for (const c of categories) {
      const allowed = new Set([c.id, ...(c.related ?? [])]);
      for (const phrase of [...(c.synonyms ?? []), ...(c.uses ?? []), ...(c.audiences ?? [])]) {
        const w = phrase.toLowerCase().replace(/-/g, " ").split(/\s+/);
        for (let i = 0; i < w.length; i++) {
          for (let n = 1; n <= taxonomy.maxHeadWords && i + n <= w.length; n++) {
            const owners = taxonomy.headOwnersOfKey(w.slice(i, i + n).join(" "));
            if (owners && !owners.some((id) => allowed.has(id))) bad.push(`${c.id}: “${phrase}” has ${owners.join("/")}'s “${w.slice(i, i + n).join(" ")}”`);
          }
        }
      }
    }
    expect(bad).toEqual([]);
  });

  it("has a category for every product of the evaluation set", () => {
    const paths = new Set(categories.map((c) => c.path));
    expect(products.filter((p) => !paths.has(p.category)).map((p) => `${p.id}: ${p.category}`)).toEqual([]);
  });
});

describe("classification", () => {
  const guess = (name: string, keywords: string) => taxonomy.classify(name, splitKeywordEntries(keywords));

  it("is never confidently wrong on the evaluation set, and confident on most of it", () => {
    const wrong: string[] = [];
    let right = 0;
    for (const p of products) {
      const expected = categories.find((c) => c.path === p.category);
      const g = guess(p.name, p.keywords);
      if (!g?.confident || !expected) continue;
      if (g.category.id === expected.id || (expected.related ?? []).includes(g.category.id)) right++;
      else wrong.push(`${p.id}: ${g.category.id}, expected ${expected.id}`);
    }
    expect(wrong).toEqual([]);
    expect(right / products.length).toBeGreaterThanOrEqual(0.85);
  });

  it.each([
    ["Linen Duvet Cover", "queen size, stonewashed, button closure", "duvet"],
    ["2025 Digital Budget Planner for GoodNotes", "instant download, PDF, hyperlinked tabs", "digital"],
    ["Samsung 65\" QN65Q80C QLED 4K TV", "HDR, 120Hz", "tele"],
    ["Shimano Deore XT M8100 Rear Derailleur", "12-speed, shadow plus", "derailleur"],
    ["14k Gold Filled Paperclip Chain Necklace", "18 inch, dainty", "necklace"],
    ["Wooden Stacking Rainbow Toy", "montessori, 7 pieces", "toy"],
    ["Bamboo cutting board set", "3 sizes, juice groove", "cutting board"],
    ["Lavender Soy Candle", "soy wax, 45 hours burn time", "candle"],
    ["Waterproof Dog Collar", "adjustable, quick release buckle", "collar"],
    ["iPhone 15 Clear Phone Case", "shockproof, MagSafe compatible", "phone case"],
    ["Stainless Steel Water Bottle", "750 ml, leak-proof lid", "bottle"],
  ])("%s is confidently a %s… (%s)", (name, keywords, part) => {
    const g = guess(name, keywords);
    expect(g?.confident).toBe(true);
    expect(`${g!.category.id} ${g!.category.path} ${g!.category.noun ?? ""}`.toLowerCase()).toContain(part);
  });

  it("takes no physical category for a download with no digital twin (blind review r5: a Procreate brush set tagged “art paint”)", () => {
    const g = guess(
      "Procreate Brush Set - 45 Watercolour & Gouache Brushes",
      "DIGITAL download .brushset file; 45 brushes: 15 watercolour wash, 10 gouache, 8 texture/grain, 6 splatter, 6 blenders; + 3 paper textures & 2 colour palettes (.swatches); pressure + tilt sensitive w/ Apple Pencil; commercial use OK",
    );
    expect(g?.confident ?? false).toBe(false);
    // A download in a category of downloads keeps it.
    expect(guess("Christmas SVG Bundle, 50 Designs for Cricut", "instant download, SVG, PNG, DXF, commercial use")?.confident).toBe(true);
  });

  it("is not confident when the name says nothing and the keywords give no cue", () => {
    for (const [name, keywords] of [["Gift Box", ""], ["Mystery Bundle", "surprise, assorted"], ["Thing", "blue"]]) {
      expect(guess(name!, keywords!)?.confident ?? false).toBe(false);
    }
  });

  it("is never confidently wrong on a name in another language", () => {
    for (const [name, part] of [["Bougie parfumée à la lavande", "candle"], ["Handgemachte Keramiktasse", "mug"]]) {
      const g = guess(name!, "");
      if (g?.confident) expect(`${g.category.id} ${g.category.path}`.toLowerCase()).toContain(part);
    }
  });
});
