import { renderDescription } from "../src/domain/render-description";

describe("renderDescription", () => {
  it("puts the title first and every other field under its marketplace label, bullets as •", () => {
    const text = renderDescription(
      {
        title: "Stainless Steel Water Bottle",
        bullets: ["Leak-Proof Lid – Spills stay out of your bag.", "BPA-Free – One less thing to check."],
        description: "It holds 750 ml.\n\nRinse after use.",
        searchTerms: "flask canteen",
      },
      "amazon",
    );
    expect(text).toBe(
      [
        "Stainless Steel Water Bottle",
        "",
        "Bullet points:",
        "• Leak-Proof Lid – Spills stay out of your bag.",
        "• BPA-Free – One less thing to check.",
        "",
        "Description:",
        "It holds 750 ml.",
        "",
        "Rinse after use.",
        "",
        "Search terms:",
        "flask canteen",
      ].join("\n"),
    );
  });

  it("turns an HTML body into readable text (the listing keeps the HTML) and tags into a comma list", () => {
    const store = renderDescription(
      {
        title: "Oak Board",
        bodyHtml: "<p>Made from oak &amp; oiled.</p>\n<h3>Features</h3>\n<ul><li><strong>Juice groove</strong> – juices stay put.</li><li>Reversible</li></ul>",
        seoTitle: "Oak Board – Juice Groove",
        metaDescription: "Oak board with a juice groove.",
      },
      "shopify",
    );
    expect(store).toBe(
      "Oak Board\n\nDescription (HTML):\nMade from oak & oiled.\nFeatures\n• Juice groove – juices stay put.\n• Reversible\n\nSEO title:\nOak Board – Juice Groove\n\nMeta description:\nOak board with a juice groove.",
    );
    const etsy = renderDescription({ title: "Oak Board", description: "A board.", tags: ["oak board", "cutting board"] }, "etsy");
    expect(etsy).toBe("Oak Board\n\nDescription:\nA board.\n\nTags:\noak board, cutting board");
  });

  it("follows the platform's field order, skips empty and unknown fields, and is deterministic", () => {
    const listing = { description: "Body.", title: "Name", subtitle: "", extra: "ignored" };
    const text = renderDescription(listing, "ebay");
    expect(text).toBe("Name\n\nDescription:\nBody.");
    expect(renderDescription(listing, "ebay")).toBe(text);
  });
});
