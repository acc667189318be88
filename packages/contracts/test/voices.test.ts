import { generationRequestSchema, voiceLearnRequestSchema, voiceProfileSchema, voiceSaveSchema } from "../src";
import type { z } from "zod";

function fieldErrors(result: z.ZodSafeParseResult<unknown>): Record<string, string> {
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join("."), i.message]));
}

describe("voice profile", () => {
  it("fills every rule's default from a name alone", () => {
    expect(voiceProfileSchema.parse({ name: " Harbor Goods " })).toEqual({
      name: "Harbor Goods",
      baseTone: "professional",
      bannedPhrases: [],
      requiredPhrases: [],
      preferredTerms: [],
      spelling: "us",
      person: "neutral",
      emoji: "never",
      readingLevel: { min: 6, max: 10 },
      titleCase: "title",
      about: "",
    });
  });

  it("keeps banned words with and without a replacement, required phrases with placement, preferred terms", () => {
    const voice = voiceProfileSchema.parse({
      name: "Maine Tees",
      bannedPhrases: [{ phrase: "cheap", replacement: "affordable" }, { phrase: "eco-friendly", replacement: "" }],
      requiredPhrases: [{ phrase: "Handmade in Maine." }],
      preferredTerms: [{ use: "tee", insteadOf: ["t-shirt", "tshirt"] }],
      spelling: "uk",
      person: "we",
    });
    expect(voice.bannedPhrases).toEqual([{ phrase: "cheap", replacement: "affordable" }, { phrase: "eco-friendly" }]);
    expect(voice.requiredPhrases).toEqual([{ phrase: "Handmade in Maine.", placement: "description-end" }]);
    expect(voice.preferredTerms[0]).toEqual({ use: "tee", insteadOf: ["t-shirt", "tshirt"] });
  });

  it("names the field of every problem, nested ones by their path", () => {
    const errors = fieldErrors(
      voiceSaveSchema.safeParse({
        name: "",
        bannedPhrases: [{ phrase: "  " }],
        requiredPhrases: [{ phrase: "ok", placement: "footer" }],
        preferredTerms: [{ use: "tee", insteadOf: [] }],
        spelling: "au",
        person: "they",
        emoji: "lots",
        readingLevel: { min: 9, max: 4 },
        titleCase: "upper",
        isDefault: "yes",
      }),
    );
    expect(errors).toEqual({
      name: "Name is required",
      "bannedPhrases.0.phrase": "Banned word is required",
      "requiredPhrases.0.placement": "Choose where the phrase goes",
      "preferredTerms.0.insteadOf": "List at least one word it replaces",
      spelling: "Spelling must be us or uk",
      person: "Person must be we, you or neutral",
      emoji: "Emoji must be never or few",
      "readingLevel.max": "Reading level minimum must not be above the maximum",
      titleCase: "Title capitalisation must be title or sentence",
      isDefault: "isDefault must be true or false",
    });
  });

  it("refuses a phrase that is markup or more than one line", () => {
    expect(fieldErrors(voiceProfileSchema.safeParse({ name: "x", requiredPhrases: [{ phrase: "<b>Hi</b>" }] }))).toEqual({
      "requiredPhrases.0.phrase": "Required phrase must be one line of plain text",
    });
  });

  it("learning takes 3 to 10 whole listings", () => {
    const listing = "Our linen apron is cut and sewn in our Portland studio, and it washes soft.";
    expect(fieldErrors(voiceLearnRequestSchema.safeParse({ examples: [listing, listing] }))).toEqual({ examples: "Paste at least 3 listings" });
    expect(fieldErrors(voiceLearnRequestSchema.safeParse({ examples: Array(11).fill(listing) }))).toEqual({ examples: "Paste at most 10 listings" });
    expect(fieldErrors(voiceLearnRequestSchema.safeParse({ examples: [listing, listing, "short"] }))).toEqual({
      "examples.2": "Each example must be a whole listing (at least 40 characters)",
    });
  });

  it("a generation request takes an optional voice id or none, and refuses anything else on voiceId", () => {
    const base = { productName: "Mug", keywords: "ceramic" };
    expect(generationRequestSchema.parse(base).voiceId).toBeUndefined();
    expect(generationRequestSchema.parse({ ...base, voiceId: "none" }).voiceId).toBe("none");
    const id = "7b0c2f0e-5d3a-4c8e-9b7a-2f1e0d9c8b7a";
    expect(generationRequestSchema.parse({ ...base, voiceId: id }).voiceId).toBe(id);
    expect(fieldErrors(generationRequestSchema.safeParse({ ...base, voiceId: "my voice" }))).toEqual({ voiceId: "Voice must be a voice id or none" });
  });
});
