import { TONES, type Tone } from "@shopscript/contracts";
import { createBuiltinWriter } from "../src/writers/builtin";
import { factsFromSellerInput } from "../src/domain/product-facts";
import { splitSentences } from "../src/domain/text-tools";

// Issue 27: a blind copywriter found the four tones "the same text with other opening words". Each tone
// now reads in a structure of its own (phrasebook: description.order, lists, join; sentences.yaml): these
// tests hold the structure, not the words, so a copywriter may reword any line.

const writer = createBuiltinWriter();
const PRODUCT = {
  productName: "Linen Duvet Cover",
  keywords: "100% stonewashed linen, button closure, corner ties, coconut buttons, inner ties, 90 x 60 in, machine wash cold, tumble dry low, pillowcases sold separately",
};
const SELLER_WORDS = new Set(`${PRODUCT.productName} ${PRODUCT.keywords}`.toLowerCase().match(/[\p{L}\p{N}]+/gu)!);

let byTone: Record<Tone, string[]>;

beforeAll(async () => {
  const facts = factsFromSellerInput(PRODUCT);
  const entries = await Promise.all(TONES.map(async (tone) => [tone, splitSentences(String((await writer.write({ facts, platform: "etsy", tone, variant: 0 })).description))] as const));
  byTone = Object.fromEntries(entries) as Record<Tone, string[]>;
});

/** A sentence with the seller's words taken out: the writer's frame around them. */
const frame = (s: string) => (s.toLowerCase().match(/[\p{L}\p{N}'’]+/gu) ?? []).filter((w) => !SELLER_WORDS.has(w)).join(" ");
const words = (s: string) => s.split(/\s+/).length;
// (A line of the details list counts with its label: "• Measurements: 90 x 60 in".)
const isLabelled = (s: string) => /^(?:•\s*)?[\p{L} ]{1,30}:\s/u.test(s);
/** Where a seller's phrase is first said, as a share of the text (0 = the first word). */
const placeOf = (sentences: string[], phrase: string) => {
  const text = sentences.join(" ").toLowerCase();
  return text.indexOf(phrase) / text.length;
};

describe("the four tones differ in structure, not one word", () => {
  it("open with four different frames, the seller's words aside", () => {
    const openings = TONES.map((t) => frame(byTone[t][0]!));
    expect(new Set(openings).size).toBe(4);
  });

  it("professional opens with the benefit of a seller's fact; the others do not open with it", () => {
    expect(byTone.professional[0]).toMatch(/^The Linen Duvet Cover gets softer each time it is washed/);
    for (const tone of ["casual", "luxury", "technical"] as const) expect(byTone[tone][0]).not.toMatch(/gets softer/);
  });

  it("technical says most of it in labelled lines, the others mostly in sentences", () => {
    const labelled = (t: Tone) => byTone[t].filter(isLabelled).length / byTone[t].length;
    expect(labelled("technical")).toBeGreaterThan(0.5);
    for (const tone of ["professional", "casual", "luxury"] as const) expect(labelled(tone)).toBeLessThan(labelled("technical"));
  });

  it("luxury's sentences are longer than casual's, and casual talks to the reader", () => {
    const mean = (t: Tone) => byTone[t].reduce((n, s) => n + words(s), 0) / byTone[t].length;
    expect(mean("luxury")).toBeGreaterThan(mean("casual"));
    expect(byTone.casual.join(" ")).toMatch(/\byou\b/i);
    expect(byTone.professional.join(" ")).not.toMatch(/\byou\b/i);
  });

  it("orders the facts differently: technical gives the measures before the parts, professional the benefit before them", () => {
    expect(placeOf(byTone.technical, "90 x 60 in")).toBeLessThan(placeOf(byTone.technical, "button closure"));
    expect(placeOf(byTone.professional, "gets softer")).toBeLessThan(placeOf(byTone.professional, "button closure"));
    const orders = TONES.map((t) => ["gets softer", "button closure", "90 x 60 in"].sort((a, b) => placeOf(byTone[t], a) - placeOf(byTone[t], b)).join(" < "));
    expect(new Set(orders).size).toBeGreaterThan(1);
  });

  it("still says every fact the seller gave in every tone", () => {
    for (const tone of TONES) {
      const text = byTone[tone].join(" ").toLowerCase();
      for (const phrase of ["100% stonewashed linen", "button closure", "corner ties", "90 x 60 in", "machine wash cold", "pillowcases are sold separately"]) expect({ tone, phrase, said: text.includes(phrase) }).toEqual({ tone, phrase, said: true });
    }
  });
});
