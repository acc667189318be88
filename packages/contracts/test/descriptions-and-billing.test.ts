import {
  descriptionCreateSchema,
  descriptionListQuerySchema,
  descriptionPageSchema,
  createSubscriptionBodySchema,
  createSubscriptionResponseSchema,
  subscriptionStatusSchema,
  errorBodySchema,
  ERROR_CODES,
  MESSAGES,
} from "../src";
import type { z } from "zod";

function fieldErrors(result: z.ZodSafeParseResult<unknown>): Record<string, string> {
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join("."), i.message]));
}

const valid = {
  productName: "Ceramic Mug",
  keywords: "ceramic, 350 ml",
  platform: "etsy",
  tone: "casual",
  productUrl: "",
  description: "A mug.",
};

describe("description create", () => {
  it("normalises absent URL and listing to null, which is how they are stored", () => {
    expect(descriptionCreateSchema.parse(valid)).toMatchObject({ productUrl: null, listing: null });
    expect(descriptionCreateSchema.parse({ ...valid, productUrl: null }).productUrl).toBeNull();
    expect(descriptionCreateSchema.parse({ ...valid, productUrl: "https://a.example/x" }).productUrl).toBe(
      "https://a.example/x",
    );
  });

  it("names the field in each bound's message", () => {
    const errors = fieldErrors(
      descriptionCreateSchema.safeParse({
        ...valid,
        productName: "x".repeat(301),
        keywords: "k".repeat(5001),
        description: "",
        productUrl: "mailto:a@b.co",
      }),
    );
    expect(errors.productName).toMatch(/^Product name/);
    expect(errors.keywords).toMatch(/^Keywords/);
    expect(errors.description).toMatch(/^Description/);
    expect(errors.productUrl).toMatch(/URL/);
  });

  it("keeps a structured listing", () => {
    const listing = { title: "Mug", tags: ["mug", "ceramic"] };
    expect(descriptionCreateSchema.parse({ ...valid, listing }).listing).toEqual(listing);
  });
});

describe("description list query", () => {
  it("lower-cases the platform filter and treats blank or 'all' as no filter", () => {
    expect(descriptionListQuerySchema.parse({ platform: "Amazon" }).platform).toBe("amazon");
    expect(descriptionListQuerySchema.parse({ platform: "" }).platform).toBeUndefined();
    expect(descriptionListQuerySchema.parse({ platform: "all" }).platform).toBeUndefined();
    expect(descriptionListQuerySchema.safeParse({ platform: "tiktok" }).success).toBe(false);
  });

  it("coerces limit from the query string and bounds it", () => {
    expect(descriptionListQuerySchema.parse({ limit: "20" }).limit).toBe(20);
    expect(descriptionListQuerySchema.safeParse({ limit: "0" }).success).toBe(false);
    expect(descriptionListQuerySchema.safeParse({ limit: "101" }).success).toBe(false);
    expect(descriptionListQuerySchema.safeParse({ limit: "ten" }).success).toBe(false);
    expect(descriptionListQuerySchema.parse({})).toEqual({});
  });

  it("bounds the search text", () => {
    expect(descriptionListQuerySchema.parse({ q: "  mug " }).q).toBe("mug");
    expect(descriptionListQuerySchema.safeParse({ q: "x".repeat(201) }).success).toBe(false);
  });

  it("pages carry the filtered and the unfiltered total and a nullable cursor", () => {
    expect(descriptionPageSchema.safeParse({ items: [], total: 0, totalIsExact: true, unfilteredTotal: 3, nextCursor: null }).success).toBe(true);
    expect(descriptionPageSchema.safeParse({ items: [], total: 0, totalIsExact: true, unfilteredTotal: 3 }).success).toBe(false);
    expect(descriptionPageSchema.safeParse({ items: [], total: 0, totalIsExact: true, nextCursor: null }).success).toBe(false);
    // Whether the total is exact or capped is always said.
    expect(descriptionPageSchema.safeParse({ items: [], total: 0, unfilteredTotal: 3, nextCursor: null }).success).toBe(false);
  });
});

describe("billing", () => {
  it("create-subscription defaults to starter, even with no body at all", () => {
    expect(createSubscriptionBodySchema.parse(undefined)).toEqual({ plan: "starter" });
    expect(createSubscriptionBodySchema.parse({})).toEqual({ plan: "starter" });
    expect(createSubscriptionBodySchema.parse({ plan: "pro" })).toEqual({ plan: "pro" });
    expect(createSubscriptionBodySchema.safeParse({ plan: "trial" }).success).toBe(false);
  });

  it("create-subscription answers a url or a message", () => {
    expect(createSubscriptionResponseSchema.safeParse({ url: "https://checkout.example/s/1" }).success).toBe(
      true,
    );
    expect(
      createSubscriptionResponseSchema.safeParse({ message: MESSAGES.UNABLE_TO_CREATE_SUBSCRIPTION }).success,
    ).toBe(true);
  });

  it("subscription status has a non-negative whole number of days and a nullable end date", () => {
    const status = {
      isTrialActive: true,
      trialDaysRemaining: 6,
      trialEndDate: "2026-12-01T10:00:00.000Z",
      hasActiveSubscription: false,
      canGenerate: true,
    };
    expect(subscriptionStatusSchema.safeParse(status).success).toBe(true);
    expect(subscriptionStatusSchema.safeParse({ ...status, trialEndDate: null }).success).toBe(true);
    expect(subscriptionStatusSchema.safeParse({ ...status, trialDaysRemaining: -1 }).success).toBe(false);
  });
});

describe("errors and messages", () => {
  it("error bodies carry message and code, with optional field messages", () => {
    const body = {
      message: "Please check the highlighted fields",
      code: ERROR_CODES.VALIDATION_FAILED,
      fields: { email: MESSAGES.INVALID_EMAIL },
    };
    expect(errorBodySchema.parse(body)).toEqual(body);
    expect(errorBodySchema.safeParse({ message: "x" }).success).toBe(false);
  });

  it("keep the spec's wording", () => {
    expect(MESSAGES.SUBSCRIBE_TO_CONTINUE).toBe("Please subscribe to continue generating descriptions.");
    expect(MESSAGES.UNABLE_TO_CREATE_SUBSCRIPTION).toBe("Unable to create subscription");
    expect(MESSAGES.VERIFICATION_FAILED).toBe("Verification failed. The link may have expired.");
  });
});
