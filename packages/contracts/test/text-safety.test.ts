import { isUnsafeText, unsafeTextFields } from "../src";

describe("unsafe text (refused in every input)", () => {
  it("finds NUL and surrogates without their partner, and passes any well-formed text", () => {
    expect(["a\u0000b", "\u0000", "x\uD800", "\uD800y", "\uDC00", "a\uDC00\uD800b"].map(isUnsafeText)).toEqual(Array(6).fill(true));
    expect(["plain", "emoji 😀 ok", "日本語", "tab\tand\nnewline", "\uD83D\uDE00", ""].map(isUnsafeText)).toEqual(Array(6).fill(false));
  });

  it("names every unsafe field by its path, however nested", () => {
    const input = { productName: "ok", keywords: "x\u0000", listing: { bullets: ["fine", "\uD800"] }, q: ["\uDFFF"] };
    expect(unsafeTextFields(input)).toEqual(["keywords", "listing.bullets.1", "q.0"]);
    expect(unsafeTextFields("\u0000")).toEqual([""]);
    expect(unsafeTextFields({ a: 1, b: null, c: true })).toEqual([]);
  });
});
