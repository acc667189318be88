import { createLogger } from "@shopscript/kit";
import { checkListing } from "../src/domain/checker";
import { factsFromSellerInput } from "../src/domain/product-facts";
import { generateListing } from "../src/generation/generate-listing";
import { createOpenAiWriter } from "../src/writers";
import { createBuiltinWriter } from "../src/writers/builtin";
import { startFakeOpenAiServer, type FakeOpenAiServer } from "./support/fake-openai-server";

// The model path runs through the same meaning checks as the built-in writer: a model answer that
// inverts a negation or swaps a material is caught, sent back once with the reason, and replaced by
// the built-in writer's listing if the model repeats it. The real openai SDK talks to a local server
// that speaks the chat completions wire format.

jest.setTimeout(15_000);

const log = createLogger("generator-test", "silent");
let server: FakeOpenAiServer;

beforeAll(async () => {
  server = await startFakeOpenAiServer();
});
beforeEach(() => server.reset());
afterAll(() => server.close());

const deps = () => {
  const builtin = createBuiltinWriter();
  const writer = createOpenAiWriter({ apiKey: "test-key", baseURL: server.baseURL, model: "test-model", timeoutMs: 3000, maxRetries: 0 }, log);
  return { writer, builtin, log };
};

const mug = { productName: "Hand-Painted Ceramic Mug", keywords: "hand wash only, not dishwasher safe, 10 oz, gold rim", platform: "etsy" as const, tone: "casual" as const, productUrl: undefined };
const mugListing = (description: string) =>
  JSON.stringify({
    title: "Hand-Painted Ceramic Mug | 10 oz | gold rim",
    description,
    tags: ["ceramic mug", "gold rim", "hand painted mug", "10 oz mug", "coffee mug"],
  });
const inverted = mugListing("A hand-painted ceramic mug with a gold rim that holds 10 oz. Not dishwasher safe, hand wash only. After breakfast, just put it in the dishwasher with everything else.");
// The same inversion, and the gold rim left out: the repair can cut the false sentence, not add the missing fact.
const invertedWithoutRim = JSON.stringify({
  title: "Hand-Painted Ceramic Mug | 10 oz",
  description: "A hand-painted ceramic mug that holds 10 oz. Not dishwasher safe, hand wash only. After breakfast, just put it in the dishwasher with everything else.",
  tags: ["ceramic mug", "hand painted mug", "10 oz mug", "coffee mug"],
});
const truthful = mugListing("A hand-painted ceramic mug with a gold rim that holds 10 oz. Hand wash only: it is not dishwasher safe.");

const earrings = { productName: "Gold Hoop Earrings", keywords: "14k gold filled, 20 mm hoops, hypoallergenic, gift for her", platform: "etsy" as const, tone: "luxury" as const, productUrl: undefined };
const swapped = JSON.stringify({
  title: "Gold Hoop Earrings | 14k gold filled | 20 mm hoops",
  description: "Hoop earrings in 14k gold filled, 20 mm hoops. Made from gold-plated brass for everyday wear. Hypoallergenic, a gift for her.",
  tags: ["gold hoops", "gift for her", "hoop earrings", "14k gold filled"],
});

describe("meaning checks on the model path", () => {
  it("catches an inverted negation and repairs it by dropping the false sentence", async () => {
    server.reply(inverted);
    const facts = factsFromSellerInput(mug);
    expect(checkListing(JSON.parse(inverted), { facts, platform: "etsy" }).failures.find((f) => f.id === "polarity")?.detail).toMatch(/dishwasher/);
    const result = await generateListing(mug, deps());
    expect(server.requests).toHaveLength(1);
    expect(result.writer).toBe("openai");
    expect(result.description).toContain("Not dishwasher safe, hand wash only.");
    expect(result.description).not.toMatch(/put it in the dishwasher/i);
    expect(result.checks.filter((c) => !c.passed)).toEqual([]);
  });

  it("tells the model every mistake, the inverted negation included, when its repaired answer still fails, and keeps the corrected answer", async () => {
    server.reply(invertedWithoutRim, truthful);
    const result = await generateListing(mug, deps());
    expect(server.requests).toHaveLength(2);
    const feedback = JSON.stringify(server.requests[1]!.body.messages);
    expect(feedback).toMatch(/negated.*dishwasher/i);
    expect(feedback).toMatch(/missing.*gold rim/i);
    expect(result.writer).toBe("openai");
    expect(result.description).not.toMatch(/put it in the dishwasher/i);
    expect(result.checks.find((c) => c.id === "polarity")?.passed).toBe(true);
  });

  it("refuses a model that gets it wrong twice: the built-in writer's true listing is returned", async () => {
    server.reply(invertedWithoutRim, invertedWithoutRim);
    const result = await generateListing(mug, deps());
    expect(result.writer).toBe("builtin");
    expect(result.description).toContain("not dishwasher safe");
    expect(result.description).not.toMatch(/put it in the dishwasher/i);
    expect(result.checks.filter((c) => !c.passed)).toEqual([]);
  });

  it("catches a material swap (gold filled → gold-plated) and repairs it by dropping the false sentence", async () => {
    const raw = JSON.parse(swapped) as Record<string, string | string[]>;
    const facts = factsFromSellerInput(earrings);
    const report = checkListing(raw, { facts, platform: "etsy" });
    expect(report.failures.find((f) => f.id === "materials")?.detail).toMatch(/gold-plated/);

    server.reply(swapped);
    const result = await generateListing(earrings, deps());
    expect(result.writer).toBe("openai");
    expect(result.description).toContain("14k gold filled");
    expect(result.description).not.toMatch(/plated|brass/i);
    expect(result.checks.filter((c) => !c.passed)).toEqual([]);
  });
});
