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
