import {
  PLATFORMS,
  PLAN_FEATURES,
  PLATFORM_LABELS,
  DEFAULT_PLATFORM,
  platformSchema,
  TONES,
  TONE_LABELS,
  DEFAULT_TONE,
  toneSchema,
  PLANS,
  TRIAL_DAYS,
  PAID_PLAN_IDS,
  DEFAULT_PAID_PLAN,
  getPlan,
  paidPlanIdSchema,
  LISTING_RULES,
} from "../src";

describe("platforms", () => {
  it("lists the 12 spec values in spec order, amazon first and default", () => {
    expect(PLATFORMS).toEqual([
      "amazon",
      "shopify",
      "etsy",
      "ebay",
      "walmart",
      "aliexpress",
      "facebook",
      "woocommerce",
      "bigcommerce",
      "magento",
      "target",
      "generic",
    ]);
    expect(DEFAULT_PLATFORM).toBe("amazon");
  });

  it("labels every platform, with the spec's display names for facebook and generic", () => {
    expect(Object.keys(PLATFORM_LABELS).sort()).toEqual([...PLATFORMS].sort());
    expect(PLATFORM_LABELS.facebook).toBe("Facebook Marketplace");
    expect(PLATFORM_LABELS.generic).toBe("General");
    expect(PLATFORM_LABELS.ebay).toBe("eBay");
  });

  it("rejects values outside the list", () => {
    expect(platformSchema.safeParse("tiktok").success).toBe(false);
    expect(platformSchema.safeParse("Amazon").success).toBe(false);
  });
});

describe("tones", () => {
  it("has the four spec tones, professional by default, each labelled", () => {
    expect(TONES).toEqual(["professional", "casual", "luxury", "technical"]);
    expect(DEFAULT_TONE).toBe("professional");
    for (const tone of TONES) expect(TONE_LABELS[tone]).toMatch(/^[A-Z]/);
    expect(toneSchema.safeParse("angry").success).toBe(false);
  });
});

describe("plans", () => {
  it("are exactly trial, Starter and Pro at the decided prices", () => {
    expect(PLANS.map((p) => [p.id, p.price, p.priceCents, p.period, p.interval])).toEqual([
      ["trial", "$0", 0, "7 days", null],
      ["starter", "$4.99", 499, "/month", "month"],
      ["pro", "$49.99", 4999, "/year", "year"],
    ]);
    expect(TRIAL_DAYS).toBe(7);
  });

  it("keep the display price and the charged amount in step", () => {
    for (const plan of PLANS) {
      expect(plan.price).toBe(`$${(plan.priceCents / 100).toFixed(2).replace(/\.00$/, "")}`);
      expect(plan.currency).toBe("usd");
    }
  });

  it("send the trial to /signup and paid plans to /subscribe", () => {
    expect(getPlan("trial").href).toBe("/signup");
    for (const id of PAID_PLAN_IDS) expect(getPlan(id).href).toBe("/subscribe");
  });

  it("carry the spec's wording: Starter promises export, Pro is the best value", () => {
    expect(getPlan("starter").features.join(" ")).toMatch(/export/i);
    expect(getPlan("starter").features).toEqual(expect.arrayContaining(["URL scraping", "Cancel anytime"]));
    expect(getPlan("pro").badge).toBe("Best value - 2 months free");
    expect(getPlan("pro").features[0]).toBe("Everything in Starter");
  });

  it("say in each plan's own list which one has catalog mode, the API and analytics, as PLAN_FEATURES enforces", () => {
    for (const plan of PLANS) {
      const listed = plan.features.join(" | ");
      const gates = PLAN_FEATURES[plan.id];
      // Pro inherits Starter's list ("Everything in Starter"), so its catalog mode is said there.
      if (plan.id !== "pro") expect(/catalog mode/i.test(listed)).toBe(gates.catalogMode);
      expect(/API access/.test(listed)).toBe(gates.apiAccess);
      expect(/analytics/i.test(listed)).toBe(gates.analytics);
      expect(listed).not.toMatch(/full access/i);
    }
    // Pro's description leads with what it adds, not with how it is billed.
    expect(getPlan("pro").description).toMatch(/^Starter plus API access and advanced analytics/);
  });

  it("default a paid subscription to starter and accept only paid plan ids", () => {
    expect(DEFAULT_PAID_PLAN).toBe("starter");
    expect(paidPlanIdSchema.safeParse("pro").success).toBe(true);
    expect(paidPlanIdSchema.safeParse("trial").success).toBe(false);
  });
});

describe("listing rules", () => {
  it("exist for every platform, each with a title field first", () => {
    for (const platform of PLATFORMS) {
      const rules = LISTING_RULES[platform];
      expect(rules).toBeDefined();
      expect(rules.fields[0]?.key).toBe("title");
      const keys = rules.fields.map((f) => f.key);
      expect(new Set(keys).size).toBe(keys.length);
    }
  });

  it("encode Amazon's limits: title 200, 5 bullets of 250, description 2000, search terms under 250 bytes", () => {
    const field = (key: string) => LISTING_RULES.amazon.fields.find((f) => f.key === key);
    expect(field("title")?.maxChars).toBe(200);
    expect(field("bullets")).toMatchObject({ kind: "list", maxItems: 5, itemMaxChars: 250 });
    expect(field("description")?.maxChars).toBe(2000);
    const searchTerms = field("searchTerms");
    expect(searchTerms?.maxBytes).toBeDefined();
    expect(searchTerms!.maxBytes!).toBeLessThan(250);
    expect(LISTING_RULES.amazon.bannedChars).toEqual(
      expect.arrayContaining(["!", "$", "?", "_", "{", "}", "^", "¬", "¦"]),
    );
    expect(LISTING_RULES.amazon.maxWordRepeatsInTitle).toBe(2);
  });

  it("encode Etsy's 13 tags of up to 20 characters and its 140-character title", () => {
    const tags = LISTING_RULES.etsy.fields.find((f) => f.key === "tags");
    expect(tags).toMatchObject({ kind: "list", maxItems: 13, itemMaxChars: 20 });
    expect(LISTING_RULES.etsy.fields[0]?.maxChars).toBe(140);
  });

  it("encode eBay, Walmart and storefront limits", () => {
    expect(LISTING_RULES.ebay.fields.map((f) => [f.key, f.maxChars])).toEqual(
      expect.arrayContaining([
        ["title", 80],
        ["subtitle", 55],
      ]),
    );
    expect(LISTING_RULES.walmart.fields.find((f) => f.key === "description")?.maxChars).toBe(4000);
    for (const p of ["shopify", "woocommerce", "bigcommerce", "magento"] as const) {
      const byKey = Object.fromEntries(LISTING_RULES[p].fields.map((f) => [f.key, f]));
      expect(byKey.bodyHtml?.kind).toBe("html");
      expect(byKey.seoTitle?.maxChars).toBe(70);
      expect(byKey.metaDescription?.maxChars).toBe(160);
    }
  });

  it("mark the marketplaces without authoritative limits and give them the general row", () => {
    for (const p of PLATFORMS) {
      const expected = !["aliexpress", "facebook", "target"].includes(p);
      expect(LISTING_RULES[p].authoritative).toBe(expected);
    }
    for (const p of ["aliexpress", "facebook", "target", "generic"] as const) {
      expect(LISTING_RULES[p].fields.map((f) => [f.key, f.maxChars])).toEqual([
        ["title", 150],
        ["description", 5000],
      ]);
    }
    expect(LISTING_RULES.target.note).toMatch(/no authoritative limits/i);
  });
});
