import { createLogger } from "@shopscript/kit";
import { voiceProfileSchema, type GenerationRequest } from "@shopscript/contracts";
import { generateListing } from "../src/generation/generate-listing";
import { createOpenAiWriter } from "../src/writers";
import { createBuiltinWriter } from "../src/writers/builtin";
import { startFakeOpenAiServer, type FakeOpenAiServer } from "./support/fake-openai-server";

// A model that breaks the seller's brand voice (issue 31): the real openai SDK talks to a local server that
// speaks the chat completions wire format. The voice is in the prompt; what the model still gets wrong is
// repaired by the checker's voice pass, never shown to the seller.

jest.setTimeout(15_000);
const log = createLogger("generator-test", "silent");
let server: FakeOpenAiServer;
beforeAll(async () => {
  server = await startFakeOpenAiServer();
});
beforeEach(() => server.reset());
afterAll(() => server.close());

const deps = () => ({
  writer: createOpenAiWriter({ apiKey: "test-key", baseURL: server.baseURL, model: "test-model", timeoutMs: 3000, maxRetries: 0 }, log),
  builtin: createBuiltinWriter(),
  log,
});
const profile = voiceProfileSchema.parse({
  name: "Maine Made",
  bannedPhrases: [{ phrase: "cheap", replacement: "affordable" }],
  requiredPhrases: [{ phrase: "Handmade in Maine.", placement: "description-end" }],
  spelling: "uk",
  emoji: "never",
  about: "A two-person studio on the coast; we like plain words.",
});
const voice = { id: "7b0c2f0e-5d3a-4c8e-9b7a-2f1e0d9c8b7a", name: "Maine Made", profile };
const apron: GenerationRequest = { productName: "Linen Apron", keywords: "100% linen, two pockets", platform: "etsy", tone: "professional", productUrl: undefined };
const breaking = JSON.stringify({
  title: "Linen Apron | 100% linen | two pockets",
  description: "A cheap linen apron in 100% linen with two pockets. The color is a soft natural tone. 🎉",
  tags: ["linen apron", "two pockets", "cheap apron", "100% linen"],
});

describe("a model answer that breaks the voice", () => {
  it("the prompt carries the voice, and about-the-brand only as style, never as facts", async () => {
    server.reply(breaking);
    await generateListing(apron, deps(), { voice });
    const system = JSON.stringify(server.requests[0]!.body);
    expect(system).toContain('BRAND VOICE \\"Maine Made\\"');
    expect(system).toContain('\\"cheap\\" (say \\"affordable\\" instead)');
    expect(system).toContain('Include exactly \\"Handmade in Maine.\\" as the description\'s last line');
    expect(system).toContain("UK English");
    expect(system).toContain("NOT facts about this product");
  });

  it("is repaired: the banned word replaced, the required line added, spelling and emoji fixed; every check passes", async () => {
    server.reply(breaking);
    const result = await generateListing(apron, deps(), { voice });
    expect(result.writer).toBe("openai");
    expect(result.voice).toEqual({ id: voice.id, name: "Maine Made" });
    const text = JSON.stringify(result.listing);
    expect(text).not.toMatch(/cheap/i);
    expect(text).not.toMatch(/\bcolor\b/);
    expect(text).not.toMatch(/\p{Extended_Pictographic}/u);
    expect(String(result.listing.description)).toMatch(/Handmade in Maine\.$/);
    expect(result.checks.filter((c) => !c.passed)).toEqual([]);
  });
});
