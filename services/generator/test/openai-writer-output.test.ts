import { ListingTextProjector, projectListingText } from "../src/writers/readable-text";
import { parseListingText } from "../src/writers/listing-json";
import { WriterOutputError } from "../src/writers/writer-errors";

// How a model's JSON answer becomes the readable stream and the final listing.

const etsy = {
  title: "Linen Apron: Cross Back & Pockets",
  description: 'Stonewashed linen.\nTwo pockets, "cross back" straps — café ready 😀.',
  tags: ["linen apron", "cross back apron"],
};
const etsyJson = JSON.stringify(etsy);

/** Feeds `text` in pieces cut at the given sizes (cycled), as a stream would. */
function streamed(text: string, platform: Parameters<typeof projectListingText>[1], sizes: number[]): string {
  const projector = new ListingTextProjector(platform);
  let out = "";
  for (let i = 0, n = 0; i < text.length; n++) {
    const size = sizes[n % sizes.length]!;
    out += projector.push(text.slice(i, i + size));
    i += size;
  }
  return out;
}

describe("readable stream text", () => {
  it("shows the field values, a blank line between fields and list items as bullets", () => {
    expect(projectListingText(etsyJson, "etsy")).toBe(
      'Linen Apron: Cross Back & Pockets\n\nStonewashed linen.\nTwo pockets, "cross back" straps — café ready 😀.\n\n• linen apron\n• cross back apron',
    );
  });

  it("gives the same text however the JSON is cut into pieces", () => {
    const whole = projectListingText(etsyJson, "etsy");
    for (const sizes of [[1], [2, 3], [7], [13, 1, 5]]) expect(streamed(etsyJson, "etsy", sizes)).toBe(whole);
  });

  it("decodes escapes, including \\u escapes and surrogate pairs cut across pieces", () => {
    const json = '{"title": "Caf\\u00e9 mug \\ud83d\\ude00", "description": "Line one\\nLine \\"two\\"\\\\"}';
    expect(streamed(json, "generic", [1])).toBe('Café mug 😀\n\nLine one\nLine "two"\\');
  });

  it("shows HTML fields as text", () => {
    const json = JSON.stringify({
      title: "Apron",
      bodyHtml: "<p>Linen &amp; cotton.</p>\n<ul><li>Two pockets</li><li>Cross back</li></ul>",
      seoTitle: "Linen Apron",
      metaDescription: "A linen apron.",
    });
    expect(streamed(json, "shopify", [3])).toBe(
      "Apron\n\nLinen & cotton.\n• Two pockets\n• Cross back\n\nLinen Apron\n\nA linen apron.",
    );
  });

  it("shows nothing but copy: no preamble, fences, reasoning, unknown keys, numbers or refusals", () => {
    const json = '<think>{"title": "draft"}</think>Here you go:\n```json\n{"note": "ignore me", "title": "Apron", "score": 9, "extra": {"title": "no"}, "description": "Linen."}\n```';
    expect(streamed(json, "generic", [4])).toBe("Apron\n\nLinen.");
    expect(projectListingText("I'm sorry, I can't help with that.", "generic")).toBe("");
  });
});

describe("parsing the final answer", () => {
  it("returns the platform's fields, trimmed, without extra keys", () => {
    expect(parseListingText(JSON.stringify({ ...etsy, title: `  ${etsy.title} `, extra: "x" }), "etsy")).toEqual(etsy);
  });

  it("tolerates fences, reasoning blocks, a sentence around the object, a wrapper object and key spelling", () => {
    expect(parseListingText("```\n" + etsyJson + "\n```", "etsy")).toEqual(etsy);
    expect(parseListingText(`<think>Let me write {json}.</think>\n${etsyJson}`, "etsy")).toEqual(etsy);
    expect(parseListingText(`Here is the listing: ${etsyJson} Hope it helps.`, "etsy")).toEqual(etsy);
    expect(parseListingText(JSON.stringify({ listing: etsy }), "etsy")).toEqual(etsy);
    const spelled = { Title: "Amazon title", bullets: ["One"], description: "Text", search_terms: "a b" };
    expect(parseListingText(JSON.stringify(spelled), "amazon")).toEqual({ title: "Amazon title", bullets: ["One"], description: "Text", searchTerms: "a b" });
  });

  it("drops blank list items but rejects non-string items", () => {
    expect(parseListingText(JSON.stringify({ ...etsy, tags: ["a", " ", "b"] }), "etsy").tags).toEqual(["a", "b"]);
    expect(() => parseListingText(JSON.stringify({ ...etsy, tags: ["a", 3] }), "etsy")).toThrow(WriterOutputError);
  });

  it("rejects an unterminated reasoning block as empty", () => {
    expect(() => parseListingText("<think>Still thinking about {", "etsy")).toThrow(expect.objectContaining({ problem: "empty" }));
  });

  it.each([
    "As an AI language model, I cannot write marketing copy.",
    "I cannot help with that request.",
    "Sorry, I can't do that.",
    "Unfortunately I am unable to assist.",
  ])("recognises a refusal: %s", (text) => {
    expect(() => parseListingText(text, "generic")).toThrow(expect.objectContaining({ problem: "refusal" }));
  });
});
