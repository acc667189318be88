import { PLATFORMS, TONES, type Listing } from "@shopscript/contracts";
import { quietLogger } from "@shopscript/kit/testing";
import { checkListing } from "../src/domain/checker";
import { UK_TO_US } from "../src/domain/checker/us-spelling";
import { findMentions, extractQuantities } from "../src/domain/fact-vocabulary";
import { htmlToText } from "../src/domain/html-text";
import { factsFromSellerInput } from "../src/domain/product-facts";
import { benefitLexicon, benefitText } from "../src/facts/benefits";
import { generateListing } from "../src/generation/generate-listing";
import { createBuiltinWriter } from "../src/writers/builtin";

// Issue 27: copy that sells says why a fact matters, and only from a curated benefit lexicon
// (facts/vocabulary/benefits.yaml). The writer says a benefit only for a fact the seller gave; the checker
// fails any listing, from either writer, whose benefit has no such fact behind it.

const builtin = createBuiltinWriter();
const deps = { writer: builtin, builtin, log: quietLogger() };
const textOf = (listing: Listing) => Object.values(listing).flat().map((v) => htmlToText(String(v))).join("\n");
const SOCKS = { productName: "Merino Wool Hiking Socks", keywords: "merino wool, cushioned sole, reinforced heel and toe, 3 pairs, made in Portugal" };

describe("benefits from the seller's facts", () => {
  it("says why merino wool and a cushioned sole matter, on every platform in every tone, with every check passed", async () => {
    for (const platform of PLATFORMS) {
      for (const tone of TONES) {
        const result = await generateListing({ ...SOCKS, platform, tone, productUrl: undefined, variant: 0 }, deps);
        expect([platform, tone, result.checks.filter((c) => !c.passed)]).toEqual([platform, tone, []]);
        const text = textOf(result.listing);
        expect([platform, tone, /out the chill even when (?:they get|it gets) damp/.test(text), /the edge off every step/.test(text)]).toEqual([platform, tone, true, true]);
        expect(result.checks.find((c) => c.id === "benefit-trace")?.label).toMatch(/\(\d\)$/);
      }
    }
  });

  it("leads Amazon's bullets with the benefit under its own heading, the seller's fact as the reason", async () => {
    const { listing } = await generateListing({ ...SOCKS, platform: "amazon", tone: "professional", productUrl: undefined, variant: 0 }, deps);
    expect((listing.bullets as string[])[0]).toBe("COMFORT EVEN WHEN DAMP: They stay soft and keep out the chill even when they get damp, because they are made of merino wool.");
  });

  it("never says a rating twice ('rated IPX4 rated')", async () => {
    for (const tone of TONES) {
      const { listing } = await generateListing({ productName: "Solar Fairy Lights 20m", keywords: "IPX4 rated, 200 LEDs", platform: "etsy", tone, productUrl: undefined, variant: 0 }, deps);
      expect([tone, /rated IPX4 rated/i.test(textOf(listing)), /splashes from any direction/.test(textOf(listing))]).toEqual([tone, false, true]);
    }
  });

  it("says no benefit for an attribute that is negated, imitated or only printed on", async () => {
    const cases = [
      { productName: "Serving Board", keywords: "faux marble, 40 x 25 cm", absent: /no two pieces of natural stone/ },
      { productName: "Ceramic Bowl", keywords: "not dishwasher safe, hand wash only", absent: /straight in the dishwasher/ },
      { productName: "Cotton Tote Bag", keywords: "marble print, 38 x 42 cm", absent: /natural stone/ },
      { productName: "Knit Beanie", keywords: "merino blend, one size", absent: /out the chill/ },
      // The blind review's false benefits: a material's benefit belongs to the product only when the product
      // is made of it, only in the categories where it is true, and never when the seller qualified it.
      { productName: "Hex Dumbbells Pair 10 kg", keywords: "cast iron, rubber coated ends", absent: /heat once/ },
      { productName: "Carbon Steel Wok", keywords: "pre-seasoned (needs additional seasoning before first use), silicone handle sleeve", absent: /ready to cook|back into shape/ },
      { productName: "Digital Meat Thermometer", keywords: "stainless steel probe, instant read", absent: /rust/ },
      { productName: "Cordless Drill Driver 18V", keywords: "LED work light, 2 batteries", absent: /little power and rarely need replacing/ },
      // The third blind review's: merino's warmth said of loose felting wool, a mains light with an IP67 head sold
      // as safe to drop in water, hollow sterling hoops called solid metal with no plating.
      { productName: "Merino Wool Roving for Needle Felting 100g", keywords: "merino wool, 100g per bag, 21 micron", absent: /out the chill/ },
      { productName: "Full Spectrum LED Aquarium Light 60-75cm", keywords: "IP67, 18W, UK plug and adaptor", absent: /dropped in water|without harm/ },
      { productName: "925 Sterling Silver Hoop Earrings 20mm", keywords: "925 sterling silver, 2mm tube thickness", absent: /plating to wear off|solid metal/ },
    ];
    for (const { absent, ...input } of cases) {
      for (const tone of TONES) {
        const { listing } = await generateListing({ ...input, platform: "etsy", tone, productUrl: undefined, variant: 0 }, deps);
        expect([input.productName, tone, absent.test(textOf(listing))]).toEqual([input.productName, tone, false]);
      }
    }
  });
});

describe("benefits added from blind review r31 (session 24), each only where it is true", () => {
  it.each([
    { productName: "Knipex Cobra Water Pump Pliers 250mm", keywords: "chrome vanadium electric steel, self locking push button", says: [/built to take hard use in the workshop/, /locked once set/] },
    { productName: "Dual Camera Harness Vest", keywords: "1000D Cordura nylon, fits chest 34-48in", says: [/stands up to scuffs and abrasion/] },
    { productName: "Hammered Sterling Silver Stacking Ring", keywords: "925 sterling silver, hammered texture, handmade", says: [/every facet of the hammering/, /small variations of work done by hand/] },
    { productName: "14\" Carbon Steel Wok", keywords: "carbon steel, hand hammered, round bottom", says: [/natural patina as it is used/], never: /catches the light|every facet/ },
    { productName: "Men's Flat Cap", keywords: "100% pure new wool, quilted satin lining", says: [/keeps its warmth even when damp/] },
    { productName: "Wool Felt Sheets A4 Pack of 10", keywords: "100% wool, 1mm thick", says: [], never: /warmth even when damp/ },
    { productName: "Cotton Tote Bag", keywords: "100% cotton, 38 x 42 cm", says: [], never: /soft and natural against the skin/ },
    { productName: "Elixir Nanoweb 80/20 Bronze Acoustic Guitar Strings Light 12-53", keywords: "Nanoweb coating, light gauge", says: [/tone for longer than uncoated strings/] },
    { productName: "Acoustic Guitar Strings Light 12-53", keywords: "uncoated strings, light gauge", says: [], never: /longer than uncoated strings/ },
  ])("$productName", async ({ says, never, ...input }) => {
    for (const platform of ["amazon", "etsy"] as const) {
      for (const tone of TONES) {
        const result = await generateListing({ ...input, platform, tone, productUrl: undefined, variant: 0 }, deps);
        const text = textOf(result.listing);
        expect([platform, tone, says.filter((b) => !b.test(text)).map(String), never?.test(text) ?? false, result.checks.filter((c) => !c.passed)]).toEqual([platform, tone, [], false, []]);
      }
    }
  });
});

it("reads “NO harsh chemicals” after a cleaning line as care, never as what the product holds (blind review r3)", async () => {
  for (const tone of TONES) {
    const { listing } = await generateListing(
      { productName: "Solid Oak Bedside Table", keywords: "solid European oak, one drawer, wipe with damp cloth, NO harsh chemicals", platform: "amazon", tone, productUrl: undefined, variant: 0 },
      deps,
    );
    expect([tone, /(?:has|have|with) NO harsh chemicals/i.test(textOf(listing)), /NO harsh chemicals/.test(textOf(listing))]).toEqual([tone, false, true]);
  }
});

describe("the benefit-trace check", () => {
  const skillet = { title: "Enamel Skillet", description: "The Enamel Skillet keeps its heat once it is hot." };
  const trace = (keywords: string) => checkListing(skillet, { facts: factsFromSellerInput({ productName: "Enamel Skillet", keywords }), platform: "etsy" }).checks.find((c) => c.id === "benefit-trace");

  it("fails a benefit whose attribute the seller never gave, as a model might write it", () => {
    expect(trace("enamel, 10 inch")).toMatchObject({ passed: false, detail: expect.stringContaining("“heat once” without “cast iron”") });
  });

  it("fails it when the seller said the attribute is not there", () => {
    expect(trace("not cast iron, enamel")).toMatchObject({ passed: false });
  });

  it("fails a benefit said outside the categories it is true in: a pan's even heat on cast-iron dumbbells", () => {
    const listing = { title: "Hex Dumbbells", description: "Made of cast iron, they keep their heat once they are hot." };
    const check = checkListing(listing, { facts: factsFromSellerInput({ productName: "Hex Dumbbells Pair 10 kg", keywords: "cast iron" }), platform: "etsy" }).checks.find((c) => c.id === "benefit-trace");
    expect(check).toMatchObject({ passed: false });
  });

  it("passes it when the seller gave the attribute, or said the benefit in their own words", () => {
    expect(trace("cast iron, enamel")).toMatchObject({ passed: true });
    expect(trace("enamel, keeps its heat once it is hot")).toMatchObject({ passed: true });
  });
});

describe("the benefit lexicon, as data a copywriter edits", () => {
  const { entries } = benefitLexicon();

  it("holds no number, material or claim word of its own, so a benefit never invents a fact", () => {
    for (const e of entries) {
      for (const text of [benefitText(e, false), benefitText(e, true), e.label]) {
        expect([e.id, text, findMentions(text, "material").map((m) => m.text), findMentions(text, "claim").map((m) => m.text), extractQuantities(text).map((q) => q.text)]).toEqual([e.id, text, [], [], []]);
      }
    }
  });

  it("uses no word spelt differently in US and UK English, since one entry is said on every marketplace", () => {
    const wordsIn = (text: string) => text.toLowerCase().match(/[a-z]+/g) ?? [];
    for (const e of entries) {
      const text = [benefitText(e, false), benefitText(e, true), e.label].join(" ");
      expect([e.id, wordsIn(text).filter((w) => UK_TO_US.has(w))]).toEqual([e.id, []]);
    }
  });

  it("gives each entry a trace that both its forms say and that no other entry's benefit says", () => {
    const lexicon = benefitLexicon();
    for (const e of entries) {
      for (const plural of [false, true]) expect([e.id, plural, lexicon.saidIn(benefitText(e, plural)).map((x) => x.id)]).toEqual([e.id, plural, [e.id]]);
    }
  });
});
