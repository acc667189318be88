import { LISTING_RULES, PLATFORMS, TONES, voiceProfileSchema, type Listing, type VoiceProfileInput } from "@shopscript/contracts";
import { createBuiltinWriter } from "../src/writers/builtin";
import { checkListing } from "../src/domain/checker";
import { factsFromSellerInput } from "../src/domain/product-facts";
import { settle } from "../src/generation/listing-work";
import type { WriteInput } from "../src/domain/types";
import { voiceFacts } from "../src/voices/voice-facts";
import { descriptionField, fieldText, gradeLevel } from "../src/voices/voice-rules";
import { applyVoice } from "../src/voices/apply-voice";
import { composeListing } from "../src/writers/builtin";
import { loadEvalSet } from "../eval/eval-set";

// Brand voices (issue 31) in the built-in writer and the checker. Where the checker verifies a rule, the test
// verifies it too, more simply (a regular expression over the text), so a checker bug cannot hide a writer bug.

const writer = createBuiltinWriter();
const voice = (input: Partial<VoiceProfileInput>) => voiceProfileSchema.parse({ name: "Test voice", ...input });

const tee = {
  productName: "Harbor Crew Tee",
  keywords: "100% organic cotton, cheap, t-shirt, unisex sizes S to XXL, machine wash cold, colour: heather grey",
};
const maine = voice({
  name: "Maine Made",
  bannedPhrases: [{ phrase: "cheap", replacement: "affordable" }, { phrase: "eco-friendly" }],
  requiredPhrases: [{ phrase: "Handmade in Maine.", placement: "description-end" }],
  preferredTerms: [{ use: "tee", insteadOf: ["t-shirt"] }],
  spelling: "uk",
  person: "neutral",
  emoji: "never",
  titleCase: "sentence",
});

async function write(seller: { productName: string; keywords: string; details?: string }, profile: ReturnType<typeof voice>, platform: WriteInput["platform"], tone: WriteInput["tone"] = "professional") {
  const { facts, changes } = voiceFacts(factsFromSellerInput(seller), profile);
  const input: WriteInput = { facts, platform, tone, variant: 0, voice: profile };
  const settled = settle(await writer.write(input), input);
  return { ...settled, input, changes, text: allText(settled.listing, platform) };
}

const allText = (listing: Listing, platform: WriteInput["platform"]) =>
  LISTING_RULES[platform].fields.map((f) => fieldText(listing, f)).join("\n");

describe("the built-in writer in a brand voice", () => {
  it.each(PLATFORMS)("on %s: no banned word, the required phrase, UK spelling, no emoji, every check passed", async (platform) => {
    for (const tone of TONES) {
      const { report, text, listing } = await write(tee, maine, platform, tone);
      expect(report.failures).toEqual([]);
      expect(text).not.toMatch(/\bcheap\b/i);
      expect(text).not.toMatch(/\bt-shirt\b/i);
      expect(text).toMatch(/\baffordable\b/i);
      expect(text).toContain("Handmade in Maine.");
      expect(text).not.toMatch(/\p{Extended_Pictographic}/u);
      const ids = report.checks.map((c) => c.id);
      expect(ids).toEqual(expect.arrayContaining(["voice:banned", "voice:required", "voice:spelling", "voice:emoji", "voice:title-case", "voice:reading-level"]));
      // The US marketplaces require US spelling: the marketplace wins over the voice's UK spelling.
      const usOnly = ["amazon", "walmart", "target"].includes(platform);
      const spellingCheck = report.checks.find((c) => c.id === "voice:spelling")!;
      expect(spellingCheck.label).toBe(usOnly ? "Spelling: US English" : "Spelling: UK English");
      // A title in sentence case: after its first word, only names the seller typed keep a capital.
      const title = String(listing.title ?? "");
      if (title) expect(title.split(/\s+/).slice(1).filter((w) => /^\p{Lu}\p{Ll}/u.test(w) && !/Harbor|Crew|Tee|S|XXL/.test(w))).toEqual([]);
    }
  });

  it("keeps a banned word that is part of the product's name, and the check says why", async () => {
    const { report, text } = await write({ productName: "Cheap Monday Slim Jeans", keywords: "stretch denim, cheap, five pockets" }, voice({ bannedPhrases: [{ phrase: "cheap" }] }), "etsy");
    expect(report.failures).toEqual([]);
    // The name is the seller's product fact; their bare keyword "cheap" is not, and is left out.
    expect(text.match(/cheap/gi)!.length).toBe((text.match(/Cheap Monday/g) ?? []).length);
    const banned = report.checks.find((c) => c.id === "voice:banned")!;
    expect(banned).toMatchObject({ passed: true });
    expect(banned.detail).toMatch(/kept “cheap”: it is part of the product's name or brand you typed \(a product fact\)/);
  });

  it("a banned word the seller typed among their keywords is replaced and the seller is told", async () => {
    const { changes, text, report } = await write({ productName: "Linen Apron", keywords: "cheap, 100% linen, two pockets" }, voice({ bannedPhrases: [{ phrase: "cheap", replacement: "affordable" }] }), "shopify");
    expect(changes).toEqual(["“cheap” → “affordable” (your voice bans it)"]);
    expect(text).not.toMatch(/cheap/i);
    expect(report.failures).toEqual([]);
  });

  it("a required title phrase that would break the title's limit goes in the description, and the check says so", async () => {
    const long = voice({ requiredPhrases: [{ phrase: "Designed and sewn by hand in our Portland studio since 1998", placement: "title" }] });
    const { listing, report } = await write({ productName: "Linen Apron With Adjustable Neck Strap And Two Deep Front Pockets", keywords: "100% linen, adjustable neck strap, two pockets" }, long, "ebay");
    expect(String(listing.title)).not.toContain("Portland");
    expect(String(listing.title).length).toBeLessThanOrEqual(80);
    expect(String(listing.description)).toContain("Designed and sewn by hand in our Portland studio since 1998.");
    expect(report.failures).toEqual([]);
    expect(report.checks.find((c) => c.id === "voice:required")!.detail).toMatch(/not the title: the title's 80-character limit/);
    // A short one fits, and goes in the title.
    const short = await write({ productName: "Linen Apron", keywords: "100% linen, two pockets" }, voice({ requiredPhrases: [{ phrase: "Maine Made", placement: "title" }] }), "ebay");
    expect(String(short.listing.title)).toMatch(/Maine Made$/);
  });

  it("a neutral voice takes we and you out of the writer's own sentences (casual tone says you a lot)", async () => {
    const neutral = await write({ productName: "Linen Apron", keywords: "100% linen, two pockets, adjustable strap, batteries not included" }, voice({ person: "neutral" }), "etsy", "casual");
    const plain = await write({ productName: "Linen Apron", keywords: "100% linen, two pockets, adjustable strap, batteries not included" }, voice({ person: "we" }), "etsy", "casual");
    expect(plain.text).toMatch(/\byou\b/i);
    expect(neutral.text).not.toMatch(/\b(you|your|we|our)\b/i);
    expect(neutral.report.failures).toEqual([]);
  });

  it("a we voice speaks as the brand only in true phrasings (it lists the product and offers its options), never \"we make\"", async () => {
    const apron = { productName: "Linen Apron", keywords: "100% linen, two deep pockets, sizes S, M, L, cut and sewn in our studio" };
    let spoke = 0;
    for (const platform of PLATFORMS) {
      for (const tone of TONES) {
        const we = await write(apron, voice({ person: "we" }), platform, tone);
        expect(we.report.failures).toEqual([]);
        // Every "we/our" is the seller's own ("in our studio") or one of person.yaml's true phrasings.
        const writers = we.text.replace(/cut and sewn in our studio/gi, "");
        for (const [found] of writers.matchAll(/.{0,12}\b(?:we|our|us)\b.{0,12}/gi)) {
          expect(found).toMatch(/\b(?:Meet our|Introducing our|Consider our|We offer (?:it|them) in|We offer)\b/);
        }
        expect(we.text).not.toMatch(/\bwe (?:make|made|craft|sew)\b/i);
        if (/\b(?:Meet our|Introducing our|Consider our|We offer)\b/.test(we.text)) spoke++;
        // The same product in a neutral voice keeps the seller's "our studio" and adds no "we" of its own.
        const neutral = await write(apron, voice({ person: "neutral" }), platform, tone);
        expect(neutral.text.replace(/cut and sewn in our studio/gi, "")).not.toMatch(/\b(?:we|our|us)\b/i);
        expect(neutral.report.failures).toEqual([]);
      }
    }
    // Natural where the wording allows: most listings, not every one (technical copy stays impersonal).
    expect(spoke).toBeGreaterThan(PLATFORMS.length);
  });

  it("writes the same listing byte for byte for the same voice", async () => {
    const a = await write(tee, maine, "etsy");
    const b = await write(tee, maine, "etsy");
    expect(a.listing).toEqual(b.listing);
  });
});

describe("the checker enforces a voice on a model's answer", () => {
  const facts = voiceFacts(factsFromSellerInput({ productName: "Linen Apron", keywords: "100% linen, two pockets" }), maine).facts;
  const input: WriteInput = { facts, platform: "etsy", tone: "professional", variant: 0, voice: maine };
  const broken: Listing = {
    title: "Linen Apron With Two Pockets – Cheap 🎉",
    description: "This linen apron is cheap and has two pockets. The color is lovely, in 100% linen. 😀",
    tags: ["linen apron", "two pockets", "cheap apron"],
  };

  it("finds every break", () => {
    const failed = checkListing(broken, input).failures.map((f) => f.id);
    expect(failed).toEqual(expect.arrayContaining(["voice:banned", "voice:required", "voice:spelling", "voice:emoji", "voice:title-case"]));
  });

  it("repairs it: banned word replaced, required phrase placed, spelling and emoji fixed", () => {
    const { listing, report } = settle(broken, input);
    const text = allText(listing, "etsy");
    expect(text).not.toMatch(/cheap/i);
    expect(text).not.toMatch(/\bcolor\b/);
    expect(text).not.toMatch(/\p{Extended_Pictographic}/u);
    expect(String(listing.description)).toMatch(/Handmade in Maine\.$/);
    expect(report.failures.filter((f) => f.id.startsWith("voice:"))).toEqual([]);
  });
});

describe("the checker's person rule", () => {
  const neutral = voice({ person: "neutral" });
  const facts = voiceFacts(factsFromSellerInput({ productName: "Linen Apron", keywords: "100% linen, two pockets, cut in our studio" }), neutral).facts;
  const input: WriteInput = { facts, platform: "etsy", tone: "professional", variant: 0, voice: neutral };
  const answer: Listing = {
    title: "Our Linen Apron With Two Pockets",
    description: "We love this linen apron. It has two pockets in 100% linen. Cut in our studio.",
    tags: ["linen apron", "two pockets"],
  };

  it("fails a we/our the writer introduced in a voice without we, naming it, and not the seller's own words", () => {
    const check = checkListing(answer, input).failures.find((f) => f.id === "voice:person");
    expect(check?.detail).toContain("“We” in description");
    expect(check?.detail).toContain("“Our” in title");
    expect(check?.detail).not.toContain("“our” in description");
    const own: Listing = { ...answer, title: "Linen Apron With Two Pockets", description: "It has two pockets in 100% linen. Cut in our studio." };
    expect(checkListing(own, input).failures.map((f) => f.id)).not.toContain("voice:person");
    // "US" is the country, not the brand.
    const country: Listing = { ...own, description: "It has two pockets in 100% linen, in US sizes. Cut in our studio." };
    expect(checkListing(country, input).failures.map((f) => f.id)).not.toContain("voice:person");
    // A we voice may say it.
    expect(checkListing(answer, { ...input, voice: voice({ person: "we" }) }).failures.map((f) => f.id)).not.toContain("voice:person");
  });

  it("repairs it: the brand's sentence goes, the title loses the word, the seller's sentence stays", () => {
    const { listing, report } = settle(answer, input);
    expect(String(listing.description)).not.toMatch(/We love/);
    expect(String(listing.description)).toContain("Cut in our studio.");
    expect(String(listing.description)).toContain("two pockets");
    expect(String(listing.title)).not.toMatch(/\bour\b/i);
    expect(report.failures.filter((f) => f.id === "voice:person")).toEqual([]);
  });
});

describe("the reading level, steered by choosing among the writer's own wordings", () => {
  // The eval's casual US voice (voices.yaml's Studio Direct: grade 1-8, a title line), on one platform and tone.
  const studio = voice({
    name: "Studio Direct",
    baseTone: "casual",
    bannedPhrases: [{ phrase: "premium", replacement: "well-made" }],
    requiredPhrases: [{ phrase: "Ships from our Ohio studio", placement: "title" }],
    person: "you",
    emoji: "few",
    readingLevel: { min: 1, max: 8 },
    titleCase: "title",
  });
  const body = descriptionField(LISTING_RULES.shopify)!;
  const off = (grade: number) => (grade < 1 ? 1 - grade : grade > 8 ? grade - 8 : 0);

  it("never moves a description further from the range, keeps the title and the required line, and brings more inside", async () => {
    let before = 0;
    let after = 0;
    for (const product of loadEvalSet("eval").products) {
      const { facts } = voiceFacts(factsFromSellerInput({ productName: product.name, keywords: product.keywords }), studio);
      const input: WriteInput = { facts, platform: "shopify", tone: "professional", variant: 0, voice: studio };
      // The first wording as it was before steering, and the writer's answer now.
      const first = applyVoice(composeListing(facts, "shopify", "professional", 0), input);
      const steered = await writer.write(input);
      const [was, now] = [gradeLevel(fieldText(first, body)), gradeLevel(fieldText(steered, body))];
      expect(off(now)).toBeLessThanOrEqual(off(was));
      expect(steered.title).toEqual(first.title);
      expect(allText(steered, "shopify")).toMatch(/Ships from our Ohio studio/i);
      if (off(was) === 0) expect(steered).toEqual(first);
      before += off(was) === 0 ? 1 : 0;
      after += off(now) === 0 ? 1 : 0;
    }
    expect(after).toBeGreaterThan(before);
  });
});

describe("marketplace rules win over the voice, and where a required line goes", () => {
  it("a required phrase with a word the marketplace bans is not added there, and the check says why", async () => {
    const eco = voice({ requiredPhrases: [{ phrase: "Eco-friendly dyes since 1998.", placement: "description-end" }] });
    const amazon = await write(tee, eco, "amazon");
    expect(amazon.text).not.toMatch(/eco-friendly/i);
    expect(amazon.report.failures).toEqual([]);
    const check = amazon.report.checks.find((c) => c.id === "voice:required")!;
    expect(check).toMatchObject({ passed: true });
    expect(check.detail).toBe("“Eco-friendly dyes since 1998.” not added: the marketplace bans “eco-friendly”");
    // Where the marketplace allows it, it is there.
    const shopify = await write(tee, eco, "shopify");
    expect(shopify.text).toContain("Eco-friendly dyes since 1998.");
  });

  it.each(PLATFORMS)("on %s: a description-start line opens the description", async (platform) => {
    const opening = voice({ requiredPhrases: [{ phrase: "Handmade in Maine.", placement: "description-start" }] });
    const { listing, report } = await write(tee, opening, platform);
    expect(report.failures).toEqual([]);
    const body = descriptionField(LISTING_RULES[platform])!;
    expect(fieldText(listing, body).trimStart()).toMatch(/^Handmade in Maine\.\s/);
    expect(fieldText(listing, body).match(/Handmade in Maine\./g)).toHaveLength(1);
  });
});

describe("the emoji policy \"few\"", () => {
  const few = voice({ emoji: "few" });
  const facts = voiceFacts(factsFromSellerInput({ productName: "Linen Apron", keywords: "100% linen, two pockets" }), few).facts;
  const input: WriteInput = { facts, platform: "amazon", tone: "professional", variant: 0, voice: few };
  const emojiIn = (listing: Listing, key: string) => (fieldText(listing, LISTING_RULES.amazon.fields.find((f) => f.key === key)!).match(/\p{Extended_Pictographic}/gu) ?? []).length;
  const answer = (description: string, bullets: string[]): Listing => ({
    title: "Linen Apron With Two Pockets",
    bullets,
    description,
    searchTerms: "linen apron pockets",
  });

  it.each(PLATFORMS)("on %s the built-in writer stays within a few, none where the marketplace forbids them", async (platform) => {
    const { listing, report } = await write(tee, few, platform);
    expect(report.checks.find((c) => c.id === "voice:emoji")).toMatchObject({ passed: true });
    expect((allText(listing, platform).match(/\p{Extended_Pictographic}/gu) ?? []).length).toBeLessThanOrEqual(3);
    for (const field of LISTING_RULES[platform].fields.filter((f) => f.noEmoji)) expect(fieldText(listing, field)).not.toMatch(/\p{Extended_Pictographic}/u);
  });

  it("passes a few in a field that allows them; fails one in a field that forbids them, and more than a few in all", () => {
    const two = answer("A linen apron 🧵 with two pockets. In 100% linen 🌿.", ["100% linen", "Two pockets"]);
    expect(checkListing(two, input).checks.find((c) => c.id === "voice:emoji")).toMatchObject({ passed: true });
    const inBullet = answer("A linen apron with two pockets. In 100% linen.", ["100% linen 🌿", "Two pockets"]);
    expect(checkListing(inBullet, input).failures.find((f) => f.id === "voice:emoji")?.detail).toContain("1 in bullets");
    const many = answer("A linen apron 🧵 with two pockets 👜. In 100% linen 🌿. Tie it on 🎀.", ["100% linen", "Two pockets"]);
    expect(checkListing(many, input).failures.find((f) => f.id === "voice:emoji")?.detail).toContain("4 in all (a few is at most 3)");
  });

  it("repairs one in a field that forbids them and keeps the few where they are allowed", () => {
    const inBullet = answer("A linen apron 🧵 with two pockets. In 100% linen.", ["100% linen 🌿", "Two pockets"]);
    const repaired = applyVoice(inBullet, input);
    expect(emojiIn(repaired, "bullets")).toBe(0);
    expect(emojiIn(repaired, "description")).toBe(1);
    expect(checkListing(repaired, input).failures.filter((f) => f.id === "voice:emoji")).toEqual([]);
  });
});
