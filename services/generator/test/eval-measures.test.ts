import { measureListing } from "../eval/measures";
import type { EvalProduct } from "../eval/eval-set";
import { defaultTaxonomy } from "../src/facts/taxonomy";

// The copy evaluation's own measures (eval/measures.ts): a measure that passes bad copy is a bug in the measure.

const lens: EvalProduct = {
  id: "lens", name: "Leica Summicron 50mm f/2 Lens", keywords: "used, clean glass, no returns", category: "", traps: [], never: [], verbatim: [],
  materials: [], notMaterials: [], safety: "", keep: ["clean glass", "no returns"], forbidden: [],
};
const ctx = { product: lens, platform: "amazon" as const, taxonomy: defaultTaxonomy() };

describe("seller's phrases dropped (a holdout product's keep phrases)", () => {
  it("counts a phrase the listing never shows", () => {
    expect(measureListing({ title: "Leica Summicron 50mm f/2 Lens", description: "Clean glass." }, ctx).droppedPhrases).toEqual(["“no returns” missing"]);
  });

  it("does not count one the seller is told was left out, with its reason (issue 27: in the listing or listed as left out)", () => {
    const sellerNotes = "Keywords 2/2 present (“no returns” left out: returns and sale terms go in the marketplace's own policy settings, not on the product page)";
    expect(measureListing({ title: "Leica Summicron 50mm f/2 Lens", description: "Clean glass." }, { ...ctx, sellerNotes }).droppedPhrases).toEqual([]);
  });

  it("still counts it when the note names another phrase", () => {
    const sellerNotes = "Keywords 2/2 present (“ships next day” left out: shipping and offers are not product facts on a marketplace)";
    expect(measureListing({ title: "Leica Summicron 50mm f/2 Lens", description: "Clean glass." }, { ...ctx, sellerNotes }).droppedPhrases).toEqual(["“no returns” missing"]);
  });
});
