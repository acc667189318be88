import { LISTING_RULES } from "@shopscript/contracts";
import { createLogger } from "@shopscript/kit";
import { eventually } from "@shopscript/kit/testing";
import type { ProductFacts, WriteInput } from "../src/domain/types";
import {
  createOpenAiWriter,
  projectListingText,
  WriterOutputError,
  WriterUnavailableError,
  type OpenAiWriterConfig,
} from "../src/writers";
import { TONE_VOICES } from "../src/writers/prompt";
import { startFakeOpenAiServer, type FakeOpenAiServer } from "./support/fake-openai-server";

// The OpenAI path end to end: the real openai SDK over real HTTP against a local server that speaks
// the chat completions wire format (JSON and SSE). Nothing in the SDK is mocked.

jest.setTimeout(10_000);

const log = createLogger("generator-test", "silent");

const facts: ProductFacts = {
  productName: "Copper Moscow Mule Mug",
  keywords: ["moscow mule mug", "solid copper", "gift for him"],
  brand: "Kupfer & Co",
  features: ["Hammered finish", "Brass handle"],
  materials: ["copper", "brass"],
  dimensions: ["16 oz", "9/16 in rim"],
  price: "29.99 USD",
  pageDescription: "A hammered mug for cold drinks.",
};

const input: WriteInput = { facts, platform: "amazon", tone: "technical", variant: 0 };

const amazonListing = {
  title: "Kupfer & Co Copper Moscow Mule Mug, 16 oz, Solid Copper with Brass Handle",
  bullets: [
    "Solid copper body: the moscow mule mug is made of copper with a hammered finish",
    "Brass handle fixed to the copper body",
    "16 oz capacity",
    "9/16 in rim",
    "A gift for him who mixes cold drinks",
  ],
  description: "The Kupfer & Co moscow mule mug is solid copper with a hammered finish.\nIts brass handle and 9/16 in rim suit cold drinks.",
  searchTerms: "copper cup mule mug cocktail mug hammered",
};
const amazonJson = JSON.stringify(amazonListing);

let server: FakeOpenAiServer;

function configFor(overrides: Partial<OpenAiWriterConfig> = {}): OpenAiWriterConfig {
  return { apiKey: "test-key", baseURL: server.baseURL, model: "test-model", timeoutMs: 2000, maxRetries: 2, ...overrides };
}

/**
 * When the fake server holds its `n`th request. Clocks start here, not before write(): building the prompt
 * first reads the fact model, which on a cold, busy machine takes seconds and is not what these tests time.
 */
async function arrivalOf(n: number): Promise<number> {
  await eventually(() => server.requests.length >= n, `request ${n} never reached the model server`, 20_000);
  return Date.now();
}

async function expectRejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (err) {
    return err;
  }
  throw new Error("expected the write to fail");
}

beforeAll(async () => {
  server = await startFakeOpenAiServer();
});
beforeEach(() => server.reset());
afterAll(async () => {
  await server.close();
});

describe("OpenAI writer, JSON answers", () => {
  it("returns the platform's listing and sends the model, JSON mode, the key and a prompt with the rules and facts", async () => {
    server.reply(amazonJson);
    const writer = createOpenAiWriter(configFor(), log);

    expect(writer.name).toBe("openai");
    await expect(writer.write(input)).resolves.toEqual(amazonListing);

    expect(server.requests).toHaveLength(1);
    const [request] = server.requests;
    expect(request?.path).toBe("/v1/chat/completions");
    expect(request?.headers.authorization).toBe("Bearer test-key");
    expect(request?.body).toMatchObject({
      model: "test-model",
      response_format: { type: "json_object" },
      temperature: 0.4,
      seed: 0,
    });
    expect(request?.body.stream).toBeFalsy();

    const [system, user, ...rest] = request?.body.messages as { role: string; content: string }[];
    expect(rest).toHaveLength(0);
    expect(system?.role).toBe("system");
    const prompt = system?.content ?? "";
    // The platform's fields and limits, from LISTING_RULES.
    for (const field of LISTING_RULES.amazon.fields) expect(prompt).toContain(`"${field.key}"`);
    expect(prompt).toContain("at most 200 characters");
    expect(prompt).toContain("at most 5 items");
    expect(prompt).toContain("each item at most 250 characters");
    expect(prompt).toContain("at most 2000 characters");
    expect(prompt).toContain("at most 249 bytes");
    expect(prompt).toContain("none of these characters: ! $ ? _ { } ^ ¬ ¦");
    expect(prompt).toContain("no word more than 2 times");
    for (const phrase of LISTING_RULES.amazon.bannedPhrases) expect(prompt).toContain(`"${phrase}"`);
    expect(prompt).toContain('"free shipping"');
    // The hard rules, the tone's voice, every keyword, JSON output.
    expect(prompt).toMatch(/Never invent/);
    expect(prompt).toContain('"game-changer"');
    expect(prompt).toContain(TONE_VOICES.technical);
    for (const keyword of facts.keywords) expect(prompt).toContain(`"${keyword}"`);
    expect(prompt).toContain("JSON object");

    // The facts travel as JSON data in the user turn; the price never does.
    expect(user?.role).toBe("user");
    // The JSON block (pretty-printed: it closes with a "}" line of its own); the notes on its fields follow it.
    const sent = JSON.parse(/^\{[\s\S]*?\n\}$/m.exec(user?.content ?? "")?.[0] ?? "");
    expect(sent).toEqual({
      productName: facts.productName,
      brand: facts.brand,
      keywords: facts.keywords,
      features: facts.features,
      materials: facts.materials,
      dimensions: facts.dimensions,
      pageDescription: facts.pageDescription,
      // The lexicon's benefit of the seller's "solid copper" (benefits.yaml), the only one the model may say.
      benefitsYouMaySay: ["solid copper: it has no plated surface to chip or flake"],
    });
    expect(user?.content).toContain("brand is the seller's brand");
    expect(user?.content).not.toContain("29.99");
  });

  it("accepts JSON wrapped in a code fence", async () => {
    server.reply("```json\n" + amazonJson + "\n```");
    await expect(createOpenAiWriter(configFor(), log).write(input)).resolves.toEqual(amazonListing);
  });

  it("asks for a different wording on Regenerate: higher temperature, the variant as seed, and says so", async () => {
    server.reply(amazonJson);
    await createOpenAiWriter(configFor(), log).write({ ...input, variant: 2 });
    const body = server.requests[0]?.body;
    expect(body).toMatchObject({ temperature: 0.7, seed: 2 });
    expect(body.messages[0].content).toContain("alternative version 3");
  });

  it("adds the checker's feedback as a correction turn", async () => {
    server.reply(amazonJson);
    const feedback = ["Title length: 212/200 characters", 'Invented fact: "stainless steel" is not in the facts'];
    await createOpenAiWriter(configFor(), log).write(input, { feedback });

    const messages = server.requests[0]?.body.messages as { role: string; content: string }[];
    expect(messages.map((m) => m.role)).toEqual(["system", "user", "user"]);
    const correction = messages[2]?.content ?? "";
    expect(correction).toMatch(/rejected by the listing checker/);
    for (const f of feedback) expect(correction).toContain(f);
  });
});

describe("OpenAI writer, streaming", () => {
  it("sends readable text as it is written and returns the same listing as the JSON path", async () => {
    server.reply({ content: amazonJson, chunkChars: 20 }, amazonJson);
    const writer = createOpenAiWriter(configFor(), log);
    const deltas: string[] = [];

    const streamed = await writer.write(input, { onText: (d) => deltas.push(d) });
    const whole = await writer.write(input);

    expect(streamed).toEqual(amazonListing);
    expect(whole).toEqual(streamed);
    expect(server.requests[0]?.body.stream).toBe(true);
    expect(server.requests[1]?.body.stream).toBeFalsy();

    expect(deltas.length).toBeGreaterThan(5);
    const text = deltas.join("");
    expect(text).toBe(projectListingText(amazonJson, "amazon"));
    // Copy, not JSON: the title first, bullets as lines, the description's line break decoded.
    expect(text.startsWith(amazonListing.title)).toBe(true);
    for (const bullet of amazonListing.bullets) expect(text).toContain(`• ${bullet}`);
    expect(text).toContain(amazonListing.description);
    expect(text).not.toMatch(/"title"|[{}[\]]|\\n/);
    // In order: each field appears after the previous one.
    const positions = [amazonListing.title, amazonListing.bullets[0]!, amazonListing.description, amazonListing.searchTerms].map((s) =>
      text.indexOf(s),
    );
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it("streams a code-fenced answer without the fence", async () => {
    server.reply({ content: "```json\n" + amazonJson + "\n```", chunkChars: 7 });
    const deltas: string[] = [];
    await expect(createOpenAiWriter(configFor(), log).write(input, { onText: (d) => deltas.push(d) })).resolves.toEqual(amazonListing);
    expect(deltas.join("")).not.toContain("```");
  });

  it("never streams a refusal, and rejects it", async () => {
    server.reply({ content: "I'm sorry, I can't help with that.", chunkChars: 4 });
    const deltas: string[] = [];
    const err = await expectRejection(createOpenAiWriter(configFor(), log).write(input, { onText: (d) => deltas.push(d) }));
    expect(err).toBeInstanceOf(WriterOutputError);
    expect((err as WriterOutputError).problem).toBe("refusal");
    expect(deltas).toEqual([]);
  });

  it("times out a stream that does not finish within OPENAI_TIMEOUT_MS", async () => {
    server.reply({ content: amazonJson, chunkChars: 10, stallAfterChunks: 3 });
    let firstText: number | undefined;
    const err = await expectRejection(
      createOpenAiWriter(configFor({ timeoutMs: 300, maxRetries: 0 }), log).write(input, { onText: () => void (firstText ??= Date.now()) }),
    );
    expect(err).toBeInstanceOf(WriterUnavailableError);
    expect((err as WriterUnavailableError).reason).toBe("timeout");
    expect((err as Error).message).toMatch(/did not finish streaming the answer within 300 ms/);
    // The stalled stream never ends by itself, so only the limit can end it. Timed from the first text (the limit
    // runs from the stream's start), 5 s is 16x the 300 ms limit: a loaded machine cannot reach it, a hang does.
    expect(firstText).toBeDefined();
    expect(Date.now() - firstText!).toBeLessThan(5_000);
  });
});

describe("OpenAI writer, retries and time limits", () => {
  it("retries a 429 after its Retry-After and succeeds with exactly 2 requests", async () => {
    server.reply({ status: 429, headers: { "retry-after": "0" }, errorMessage: "Rate limit reached" }, amazonJson);
    await expect(createOpenAiWriter(configFor(), log).write(input)).resolves.toEqual(amazonListing);
    expect(server.requests).toHaveLength(2);
  });

  it("retries a 500 after the SDK's backoff and succeeds with exactly 2 requests", async () => {
    server.reply({ status: 500 }, amazonJson);
    const started = Date.now();
    await expect(createOpenAiWriter(configFor(), log).write(input)).resolves.toEqual(amazonListing);
    expect(server.requests).toHaveLength(2);
    // No Retry-After: the SDK waits 0.5 s minus up to 25 % jitter before the first retry.
    expect(Date.now() - started).toBeGreaterThanOrEqual(350);
  });

  it("retries a streaming request that got a 429 before any text", async () => {
    server.reply({ status: 429, headers: { "retry-after": "0" } }, amazonJson);
    const deltas: string[] = [];
    await expect(createOpenAiWriter(configFor(), log).write(input, { onText: (d) => deltas.push(d) })).resolves.toEqual(amazonListing);
    expect(server.requests).toHaveLength(2);
    expect(deltas.length).toBeGreaterThan(0);
  });

  it("gives up on a persistent 503 after 1 + maxRetries requests with a clear error", async () => {
    server.setFallback({ status: 503, headers: { "retry-after-ms": "10" }, errorMessage: "Service Unavailable" });
    const err = await expectRejection(createOpenAiWriter(configFor({ maxRetries: 2 }), log).write(input));
    expect(server.requests).toHaveLength(3);
    expect(err).toBeInstanceOf(WriterUnavailableError);
    expect(err).toMatchObject({ reason: "server_error", details: { status: 503, attempts: 3 } });
    expect((err as Error).message).toBe(`The model server at ${new URL(server.baseURL).origin} kept failing (503) after 3 requests.`);
  });

  it("does not wait out a Retry-After longer than it allows: fails at once as rate limited", async () => {
    server.setFallback({ status: 429, headers: { "retry-after": "120" } });
    const write = expectRejection(createOpenAiWriter(configFor(), log).write(input));
    const arrived = await arrivalOf(1);
    const err = await write;
    // Waiting would take 120 s (or 10 s, the longest wait we honour); failing at once takes milliseconds, so 5 s
    // from the request's arrival tells them apart however loaded the machine is.
    expect(Date.now() - arrived).toBeLessThan(5_000);
    expect(server.requests).toHaveLength(1);
    expect(err).toMatchObject({ reason: "rate_limited", details: { status: 429, attempts: 1, retryAfterMs: 120_000 } });
    expect((err as Error).message).toMatch(/asks to wait 120 s, longer than the 10 s we wait/);
  });

  it("does not retry a refused API key", async () => {
    server.setFallback({ status: 401, errorMessage: "Incorrect API key provided" });
    const err = await expectRejection(createOpenAiWriter(configFor(), log).write(input));
    expect(server.requests).toHaveLength(1);
    expect(err).toMatchObject({ reason: "auth", details: { status: 401 } });
  });

  it("asks again without an optional parameter the model refuses, and remembers it", async () => {
    server.reply(
      {
        status: 400,
        errorParam: "temperature",
        errorMessage: "Unsupported value: 'temperature' does not support 0.4 with this model. Only the default (1) value is supported.",
      },
      amazonJson,
      amazonJson,
    );
    const writer = createOpenAiWriter(configFor(), log);
    await expect(writer.write(input)).resolves.toEqual(amazonListing);
    expect(server.requests).toHaveLength(2);
    expect(server.requests[0]?.body.temperature).toBe(0.4);
    expect(server.requests[1]?.body).not.toHaveProperty("temperature");
    expect(server.requests[1]?.body).toMatchObject({ seed: 0, response_format: { type: "json_object" } });

    await expect(writer.write({ ...input, variant: 1 })).resolves.toEqual(amazonListing);
    expect(server.requests).toHaveLength(3);
    expect(server.requests[2]?.body).not.toHaveProperty("temperature");
  });

  it("reports any other 400 without retrying", async () => {
    server.setFallback({ status: 400, errorMessage: "messages: too long" });
    const err = await expectRejection(createOpenAiWriter(configFor(), log).write(input));
    expect(server.requests).toHaveLength(1);
    expect(err).toMatchObject({ reason: "bad_request", details: { status: 400 } });
  });

  it("times out a server that does not answer within OPENAI_TIMEOUT_MS", async () => {
    // The answer is 30 s away (100x the limit): the writer must not wait for it.
    server.reply({ content: amazonJson, delayMs: 30_000 });
    const started = Date.now();
    const write = expectRejection(createOpenAiWriter(configFor({ timeoutMs: 300, maxRetries: 0 }), log).write(input));
    const arrived = await arrivalOf(1);
    const err = await write;
    expect(err).toBeInstanceOf(WriterUnavailableError);
    expect((err as WriterUnavailableError).reason).toBe("timeout");
    expect((err as Error).message).toMatch(/did not answer within 300 ms \(1 request\)/);
    // Not before the limit (load only lengthens this)...
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    // ...and far from the server's 30 s: 5 s from the request's arrival is 16x the limit, out of load's reach.
    expect(Date.now() - arrived).toBeLessThan(5_000);
    expect(server.requests).toHaveLength(1);
  });

  it("retries a timed-out request, then reports how many it sent", async () => {
    // Every answer is 30 s away, past this file's 10 s test timeout: only timing out each request ends the write
    // in time, so what is asserted is the count and the reason, not milliseconds.
    server.setFallback({ content: amazonJson, delayMs: 30_000 });
    const err = await expectRejection(createOpenAiWriter(configFor({ timeoutMs: 250, maxRetries: 1 }), log).write(input));
    expect(err).toMatchObject({ reason: "timeout", details: { attempts: 2 } });
    expect((err as Error).message).toMatch(/did not answer within 250 ms \(2 requests\)/);
    expect(server.requests).toHaveLength(2);
  });

  it("stops the request when the signal aborts", async () => {
    server.reply({ content: amazonJson, delayMs: 30_000 });
    const abandonedBefore = server.abandoned;
    const controller = new AbortController();
    const write = expectRejection(createOpenAiWriter(configFor(), log).write(input, { signal: controller.signal }));
    // Abort once the model server holds the request (its answer is 30 s away), not after a fixed delay: building
    // the prompt reads the fact model, which on a cold, busy machine takes longer than any fixed delay.
    await arrivalOf(1);
    expect(server.requests).toHaveLength(1);
    const aborted = Date.now();
    controller.abort();
    const err = await write;
    expect((err as Error).name).toBe("AbortError");
    // At the abort, not at the server's answer 30 s away: 5 s is beyond any load and far short of 30 s.
    expect(Date.now() - aborted).toBeLessThan(5_000);
    // And the HTTP request itself is dropped, not left running behind the rejected promise.
    await eventually(() => server.abandoned > abandonedBefore, "the aborted request was never dropped", 5_000);
  });

  it("stops a stream when the signal aborts mid-answer", async () => {
    server.reply({ content: amazonJson, chunkChars: 5, stallAfterChunks: 4 });
    const controller = new AbortController();
    const deltas: string[] = [];
    const write = createOpenAiWriter(configFor(), log).write(input, {
      signal: controller.signal,
      onText: (d) => {
        deltas.push(d);
        controller.abort();
      },
    });
    const err = await expectRejection(write);
    expect((err as Error).name).toBe("AbortError");
    expect(deltas.length).toBeGreaterThan(0);
  });

  it("sends nothing when the signal is already aborted", async () => {
    const controller = new AbortController();
    controller.abort();
    const err = await expectRejection(createOpenAiWriter(configFor(), log).write(input, { signal: controller.signal }));
    expect((err as Error).name).toBe("AbortError");
    expect(server.requests).toHaveLength(0);
  });
});

describe("OpenAI writer, unusable answers", () => {
  const cases: [string, string | { content?: string; refusal?: string; finishReason?: string }, string][] = [
    ["prose instead of JSON", "Here is a wonderful copper mug for you!", "not_json"],
    ["a refusal", "I'm sorry, I can't help with that.", "refusal"],
    ["a refusal inside the JSON", JSON.stringify({ ...amazonListing, title: "I'm sorry, but I cannot write this listing." }), "refusal"],
    ["the API's refusal field", { refusal: "I can't assist with that request." }, "refusal"],
    ["JSON missing fields", JSON.stringify({ title: amazonListing.title, description: amazonListing.description }), "missing_field"],
    ["a list field as a string", JSON.stringify({ ...amazonListing, bullets: "Solid copper; brass handle" }), "wrong_kind"],
    ["an empty field", JSON.stringify({ ...amazonListing, description: "  " }), "empty_field"],
    ["a JSON array", JSON.stringify([amazonListing]), "not_object"],
    ["an empty answer", "", "empty"],
    ["an answer cut off at the token limit", { content: amazonJson.slice(0, 60), finishReason: "length" }, "truncated"],
  ];

  it.each(cases)("rejects %s with WriterOutputError", async (_name, reply, problem) => {
    server.reply(reply);
    const err = await expectRejection(createOpenAiWriter(configFor(), log).write(input));
    expect(err).toBeInstanceOf(WriterOutputError);
    expect((err as WriterOutputError).problem).toBe(problem);
    expect(server.requests).toHaveLength(1);
  });

  it("names every missing field, so the problems can go back to the model as feedback", async () => {
    server.reply(JSON.stringify({ title: amazonListing.title }));
    const err = (await expectRejection(createOpenAiWriter(configFor(), log).write(input))) as WriterOutputError;
    expect(err.problems).toEqual([
      'The "bullets" field is missing.',
      'The "description" field is missing.',
      'The "searchTerms" field is missing.',
    ]);
  });

  it("rejects malformed streamed output the same way", async () => {
    server.reply({ content: JSON.stringify({ title: amazonListing.title }), chunkChars: 6 });
    const err = await expectRejection(createOpenAiWriter(configFor(), log).write(input, { onText: () => {} }));
    expect(err).toBeInstanceOf(WriterOutputError);
    expect((err as WriterOutputError).problem).toBe("missing_field");
  });
});
