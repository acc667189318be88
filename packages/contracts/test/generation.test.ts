import { generationRequestSchema, generationResponseSchema, generationResultSchema } from "../src";
import type { z } from "zod";

function fieldErrors(result: z.ZodSafeParseResult<unknown>): Record<string, string> {
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join("."), i.message]));
}

describe("generation request", () => {
  it("defaults platform to amazon and tone to professional", () => {
    expect(generationRequestSchema.parse({ productName: "Mug", keywords: "ceramic" })).toMatchObject({
      productName: "Mug",
      keywords: "ceramic",
      platform: "amazon",
      tone: "professional",
    });
  });

  it("without a URL requires name and keywords, with the spec's messages on their fields", () => {
    expect(fieldErrors(generationRequestSchema.safeParse({ productName: "  ", keywords: "" }))).toEqual({
      productName: "Product name is required",
      keywords: "Keywords are required",
    });
    expect(fieldErrors(generationRequestSchema.safeParse({ productName: "Mug" }))).toEqual({
      keywords: "Keywords are required",
    });
  });

  it("takes a store's brand, category hint and search terms as optional fields; blank is absent; too long names the field (issue 28)", () => {
    const parsed = generationRequestSchema.parse({
      productName: "The Fjord",
      keywords: "stoneware",
      brand: "  Clayworks ",
      categoryHint: "Home & Garden > Mugs",
      searchTerms: [" Housewarming ", "", "Nordic Kitchen"],
    });
    expect(parsed).toMatchObject({ brand: "Clayworks", categoryHint: "Home & Garden > Mugs", searchTerms: ["Housewarming", "Nordic Kitchen"] });
    const blank = generationRequestSchema.parse({ productName: "Mug", keywords: "ceramic", brand: " ", categoryHint: "", searchTerms: [" "] });
    expect([blank.brand, blank.categoryHint, blank.searchTerms]).toEqual([undefined, undefined, undefined]);
    expect(
      fieldErrors(
        generationRequestSchema.safeParse({
          productName: "Mug",
          keywords: "ceramic",
          brand: "b".repeat(121),
          categoryHint: "c".repeat(301),
          searchTerms: ["ok", "t".repeat(256)],
        }),
      ),
    ).toEqual({
      brand: "Brand must be at most 120 characters",
      categoryHint: "Category hint must be at most 300 characters",
      "searchTerms.1": "Each search term must be at most 255 characters",
    });
    expect(fieldErrors(generationRequestSchema.safeParse({ productName: "Mug", keywords: "ceramic", searchTerms: "mug, cup" }))).toEqual({
      searchTerms: "Search terms must be a list of phrases",
    });
    expect(fieldErrors(generationRequestSchema.safeParse({ productName: "Mug", keywords: "ceramic", searchTerms: Array(251).fill("mug") }))).toEqual({
      searchTerms: "Search terms must have at most 250 entries",
    });
  });

  it("takes the seller's details text in place of keywords: an existing description is facts enough", () => {
    expect(generationRequestSchema.safeParse({ productName: "Mug", details: "Hand-thrown stoneware. Hand wash only." }).success).toBe(true);
    expect(fieldErrors(generationRequestSchema.safeParse({ productName: "Mug", details: "  ", searchTerms: ["mug"] }))).toEqual({
      keywords: "Keywords are required",
    });
  });

  it("with a URL needs neither name nor keywords", () => {
    const parsed = generationRequestSchema.parse({
      productUrl: "https://shop.example.com/p/42",
      productName: "",
    });
    expect(parsed.productUrl).toBe("https://shop.example.com/p/42");
    expect(parsed.productName).toBe("");
  });

  it("treats an empty or blank URL as absent", () => {
    const parsed = generationRequestSchema.parse({
      productName: "Mug",
      keywords: "ceramic",
      productUrl: "   ",
    });
    expect(parsed.productUrl).toBeUndefined();
    expect(
      fieldErrors(generationRequestSchema.safeParse({ productName: "", keywords: "", productUrl: "" })),
    ).toEqual({
      productName: "Product name is required",
      keywords: "Keywords are required",
    });
  });

  it("accepts only http(s) URLs and reports a bad one on productUrl", () => {
    for (const bad of ["ftp://shop.example.com/x", "javascript:alert(1)", "not a url", "shop.example.com"]) {
      const errors = fieldErrors(generationRequestSchema.safeParse({ productUrl: bad }));
      expect(Object.keys(errors)).toEqual(["productUrl"]);
    }
  });

  it("reports every problem at once, even when one field has the wrong type", () => {
    const errors = fieldErrors(generationRequestSchema.safeParse({ platform: "tiktok" }));
    expect(Object.keys(errors).sort()).toEqual(["keywords", "platform", "productName"]);
  });

  it("takes a non-negative integer variant for Regenerate", () => {
    expect(generationRequestSchema.parse({ productName: "Mug", keywords: "k", variant: 2 }).variant).toBe(2);
    expect(
      generationRequestSchema.safeParse({ productName: "Mug", keywords: "k", variant: -1 }).success,
    ).toBe(false);
    expect(
      generationRequestSchema.safeParse({ productName: "Mug", keywords: "k", variant: 1.5 }).success,
    ).toBe(false);
  });
});

describe("generation response", () => {
  const result = {
    description: "A sturdy mug.",
    listing: { title: "Sturdy Ceramic Mug", bullets: ["Holds 350 ml"] },
    checks: [{ id: "title-length", label: "Title within 200 characters", passed: true, field: "title" }],
    platform: "amazon",
    tone: "professional",
    writer: "builtin",
    variant: 0,
  };

  it("is either a result or a message, possibly asking for signup", () => {
    expect(generationResultSchema.parse(result)).toEqual(result);
    expect(generationResponseSchema.safeParse(result).success).toBe(true);
    expect(generationResponseSchema.safeParse({ message: "Sign up", requiresSignup: true }).success).toBe(
      true,
    );
    expect(generationResponseSchema.safeParse({ requiresSignup: true }).success).toBe(false);
  });

  it("rejects a listing whose values are not text or lists of text", () => {
    expect(generationResultSchema.safeParse({ ...result, listing: { title: 3 } }).success).toBe(false);
    expect(generationResultSchema.safeParse({ ...result, writer: "gpt" }).success).toBe(false);
  });
});
