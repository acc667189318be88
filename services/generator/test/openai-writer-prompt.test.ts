import { LISTING_RULES, PLATFORMS, TONES } from "@shopscript/contracts";
import { ConfigError } from "@shopscript/kit";
import type { ProductFacts } from "../src/domain/types";
import { loadOpenAiConfig, DEFAULT_OPENAI_BASE_URL } from "../src/writers/openai-config";
import { buildMessages, buildSystemPrompt, CLICHES, PAGE_DESCRIPTION_MAX_CHARS, TONE_VOICES } from "../src/writers/prompt";
import { temperatureFor } from "../src/writers/openai-writer";

const facts: ProductFacts = {
  productName: "Linen Apron",
  keywords: ["linen apron", "cross back"],
  features: [],
  materials: ["linen"],
  dimensions: [],
};

describe("OpenAI writer prompt", () => {
  it.each(PLATFORMS)("carries every %s field with its limits, banned characters and phrases from LISTING_RULES", (platform) => {
    const prompt = buildSystemPrompt(platform, "professional", facts.keywords);
    const rules = LISTING_RULES[platform];
    for (const field of rules.fields) {
      expect(prompt).toContain(`"${field.key}" (${field.label}`);
      if (field.maxChars !== undefined) expect(prompt).toContain(`at most ${field.maxChars} characters`);
      if (field.maxBytes !== undefined) expect(prompt).toContain(`at most ${field.maxBytes} bytes`);
      if (field.maxItems !== undefined) expect(prompt).toContain(`at most ${field.maxItems} items`);
      if (field.itemMaxChars !== undefined) expect(prompt).toContain(`each item at most ${field.itemMaxChars} characters`);
      if (field.minWords !== undefined) expect(prompt).toContain(`at least ${field.minWords} words`);
      if (field.recommendedMinWords !== undefined) expect(prompt).toContain(`ideally ${field.recommendedMinWords} words or more`);
      for (const ch of field.bannedChars ?? []) expect(prompt).toContain(ch);
      for (const phrase of field.bannedPhrases ?? []) expect(prompt).toContain(`"${phrase}"`);
      for (const ch of Object.keys(field.maxCharOccurrences ?? {})) expect(prompt).toContain(`${ch} at most once`);
    }
    for (const ch of rules.bannedChars) expect(prompt).toContain(ch);
    for (const phrase of rules.bannedPhrases) expect(prompt).toContain(`"${phrase}"`);
    // The output contract: exactly the platform's keys, lists as arrays.
    const shape = rules.fields.map((f) => `"${f.key}": ${f.kind === "list" ? "string[]" : "string"}`).join(", ");
    expect(prompt).toContain(`{${shape}}`);
  });

  it.each(TONES)("describes the %s voice concretely", (tone) => {
    expect(buildSystemPrompt("etsy", tone, facts.keywords)).toContain(TONE_VOICES[tone]);
  });

  it("gives each tone its own voice", () => {
    expect(new Set(Object.values(TONE_VOICES)).size).toBe(TONES.length);
  });

  it("states the fact rule, lists the clichés, bans placeholders and requires every keyword without stuffing", () => {
    const prompt = buildSystemPrompt("walmart", "casual", ["linen apron", "cross back"]);
    expect(prompt).toMatch(/Use only the facts/);
    expect(prompt).toMatch(/Never invent.*numbers, units.*materials.*certifications.*prices.*guarantees/s);
    expect(prompt).toMatch(/medical, health, safety or environmental claims/);
    for (const cliche of CLICHES) expect(prompt).toContain(`"${cliche}"`);
    expect(prompt).toContain('"[Insert ...]"');
    expect(prompt).toContain('"linen apron", "cross back"');
    expect(prompt).toMatch(/No keyword stuffing/);
    expect(prompt).toContain("no word repeated");
  });

  it("puts the facts in the user turn as JSON, leaves out the price and caps the page text", () => {
    const long = "x".repeat(PAGE_DESCRIPTION_MAX_CHARS + 500);
    const [, user] = buildMessages({
      facts: { ...facts, price: "49.00 EUR", pageDescription: long, brand: " " },
      platform: "generic",
      tone: "luxury",
      variant: 0,
    });
    const data = JSON.parse(user!.content.slice(user!.content.indexOf("{"), user!.content.lastIndexOf("}") + 1));
    expect(data).toEqual({
      productName: "Linen Apron",
      keywords: ["linen apron", "cross back"],
      materials: ["linen"],
      pageDescription: "x".repeat(PAGE_DESCRIPTION_MAX_CHARS),
      // Issue 27: the benefit lexicon's entry for the seller's own "linen", as the built-in writer would say it.
      benefitsYouMaySay: ["linen: it gets softer each time it is washed"],
    });
    expect(user!.content).toContain("Say no other benefit that the facts do not state.");
    expect(user!.content).not.toContain("49.00");
  });

  it("gives the model a store's brand, category and tags in their roles (issue 28): the tags for search fields only", () => {
    const [, user] = buildMessages({
      facts: { ...facts, brand: "Oakhaus", categoryHint: "Home & Garden > Aprons", searchTerms: ["Chef Gift", "Kitchen Linen"] },
      platform: "amazon",
      tone: "professional",
      variant: 0,
    });
    const data = JSON.parse(user!.content.slice(user!.content.indexOf("{"), user!.content.lastIndexOf("}") + 1));
    expect(data).toMatchObject({ brand: "Oakhaus", storeCategory: "Home & Garden > Aprons", storeSearchTerms: ["Chef Gift", "Kitchen Linen"] });
    expect(data.keywords).toEqual(["linen apron", "cross back"]);
    expect(user!.content).toContain("storeSearchTerms are the seller's own search words: use them in the tags, search terms and keywords fields. They are not features");
    expect(user!.content).toContain("start it with this one, as written. Name no other brand.");
    const [, plain] = buildMessages({ facts, platform: "amazon", tone: "professional", variant: 0 });
    expect(plain!.content).not.toMatch(/storeSearchTerms|storeCategory|brand is the seller's/);
  });

  it("adds a correction turn only when there is feedback", () => {
    const input = { facts, platform: "ebay" as const, tone: "technical" as const, variant: 0 };
    expect(buildMessages(input)).toHaveLength(2);
    expect(buildMessages(input, [" "])).toHaveLength(2);
    const messages = buildMessages(input, ["Subtitle length: 61/55 characters"]);
    expect(messages.map((m) => m.role)).toEqual(["system", "user", "user"]);
    expect(messages[2]!.content).toContain("- Subtitle length: 61/55 characters");
  });

  it("varies the temperature mildly with the variant, within bounds", () => {
    expect([0, 1, 2, 3, 10].map(temperatureFor)).toEqual([0.4, 0.55, 0.7, 0.85, 0.9]);
  });
});

describe("OpenAI writer config", () => {
  it("is off without OPENAI_API_KEY", () => {
    expect(loadOpenAiConfig({})).toBeUndefined();
    expect(loadOpenAiConfig({ OPENAI_API_KEY: "", OPENAI_MODEL: "x" })).toBeUndefined();
  });

  it("uses defaults when only the key is set", () => {
    expect(loadOpenAiConfig({ OPENAI_API_KEY: "sk-test" })).toEqual({
      apiKey: "sk-test",
      baseURL: DEFAULT_OPENAI_BASE_URL,
      model: "gpt-4o-mini",
      timeoutMs: 30_000,
      maxRetries: 2,
    });
  });

  it("reads a compatible server's settings", () => {
    expect(
      loadOpenAiConfig({
        OPENAI_API_KEY: "ollama",
        OPENAI_BASE_URL: "http://localhost:11434/v1",
        OPENAI_MODEL: "llama3.1:8b",
        OPENAI_TIMEOUT_MS: "60000",
        OPENAI_MAX_RETRIES: "0",
      }),
    ).toEqual({ apiKey: "ollama", baseURL: "http://localhost:11434/v1", model: "llama3.1:8b", timeoutMs: 60_000, maxRetries: 0 });
  });

  it("names every malformed variable, and a base URL without a key", () => {
    let error: unknown;
    try {
      loadOpenAiConfig({ OPENAI_BASE_URL: "localhost:11434", OPENAI_TIMEOUT_MS: "soon", OPENAI_MAX_RETRIES: "99" });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toContain("OPENAI_BASE_URL");
    expect(message).toContain("OPENAI_TIMEOUT_MS");
    expect(message).toContain("OPENAI_MAX_RETRIES");
    expect(() => loadOpenAiConfig({ OPENAI_BASE_URL: "http://localhost:11434/v1" })).toThrow(/OPENAI_API_KEY: must be set/);
  });
});

describe("the seller's own description in the prompt (issue 28)", () => {
  it("is given as sellersOwnDescription, with the instruction to keep every fact and say care and warnings as written", () => {
    const withDetails: ProductFacts = { ...facts, details: ["Hand wash only: not dishwasher safe", "Pot not included"], features: ["Hand wash only: not dishwasher safe", "Pot not included"] };
    const user = buildMessages({ facts: withDetails, platform: "etsy", tone: "casual", variant: 0 })[1]!.content;
    expect(user).toContain('"sellersOwnDescription": [\n    "Hand wash only: not dishwasher safe",\n    "Pot not included"\n  ]');
    expect(user).toMatch(/keep every fact of it\. Care lines, warnings and what the product is not or does not include are said as written\./);
    expect(buildMessages({ facts, platform: "etsy", tone: "casual", variant: 0 })[1]!.content).not.toContain("sellersOwnDescription");
  });
});
