import { previewText } from "../src/features/dashboard/lib/preview-text";

describe("the dashboard preview", () => {
  it("is the description body of a saved listing, without the field labels", () => {
    const saved = [
      "Brass Desk Lamp with 10 W LED",
      "Bullet points:\n• Dimmable – bright for work\n• Brass – made to last",
      "Description:\nThe lamp is designed around the way you use it.\n\nIt is dimmable.",
      "Search terms:\nlight reading table",
    ].join("\n\n");
    expect(previewText(saved, "amazon")).toBe(
      "The lamp is designed around the way you use it.\n\nIt is dimmable.",
    );
  });

  it("takes an HTML store's body (its text form) and stops at the next field", () => {
    const saved = [
      "Silk Sleep Mask",
      "Description (HTML):\nSoft mulberry silk.\n• Adjustable strap",
      "SEO title:\nSilk Sleep Mask",
    ].join("\n\n");
    expect(previewText(saved, "shopify")).toBe("Soft mulberry silk.\n• Adjustable strap");
  });

  it("shows text of any other shape as it is", () => {
    expect(previewText("A lamp I wrote myself.", "amazon")).toBe("A lamp I wrote myself.");
    expect(previewText("Description:\n", "amazon")).toBe("Description:\n");
  });
});
