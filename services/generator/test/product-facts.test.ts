import { factsFromSellerInput, mergeFacts, splitEntries } from "../src/domain/product-facts";
import { detectDimensions, detectMaterials, extractQuantities } from "../src/domain/fact-vocabulary";

describe("factsFromSellerInput", () => {
  it("splits on commas, semicolons and new lines, trims, and drops case-insensitive duplicates", () => {
    const facts = factsFromSellerInput({
      productName: "  Travel   Mug ",
      keywords: "  Leak Proof ,, leak proof; 16 OZ\n\nDOUBLE WALLED ,  Double walled, car cup holder friendly ;",
    });
    expect(facts.productName).toBe("Travel Mug");
    expect(facts.keywords).toEqual(["Leak Proof", "16 OZ", "DOUBLE WALLED", "car cup holder friendly"]);
    expect(facts.features).toEqual(facts.keywords);
  });

  it("keeps a thousands separator inside one entry", () => {
    expect(splitEntries("10,000 mAh, USB-C, 1,000 lumens")).toEqual(["10,000 mAh", "USB-C", "1,000 lumens"]);
    // Not "8,10" as a number: the sizes are one list of sizes (issue 27's labelled lists), never eight thousand.
    expect(splitEntries("sizes 8,10,12")).toEqual(["sizes 8,10,12"]);
    expect(splitEntries("size 8,000 mAh")).toEqual(["size 8,000 mAh"]);
  });

  it("keeps a warning whole across the commas of its own sentence, and its full stop, but not the keywords after it", () => {
    const prop65 =
      "WARNING: This product can expose you to chemicals including lead, which is known to the State of California to cause cancer. For more information go to www.P65Warnings.ca.gov.";
    expect(splitEntries(`solid brass, ${prop65}\nunlacquered`)).toEqual(["solid brass", prop65, "unlacquered"]);
    expect(splitEntries("WARNING: choking hazard small parts not for children under 3, 7 pieces, montessori")).toEqual([
      "WARNING: choking hazard small parts not for children under 3",
      "7 pieces",
      "montessori",
    ]);
  });

  it("drops list markers, trailing full stops and entries without letters or digits", () => {
    expect(splitEntries("- soft.\n• warm\n* cosy...\n---\n,")).toEqual(["soft", "warm", "cosy"]);
  });

  it("detects materials from the entries and the name, longest match first", () => {
    const facts = factsFromSellerInput({ productName: "Oak Cutting Board", keywords: "stainless steel handle, 100% organic cotton bag, aluminum" });
    expect(facts.materials).toEqual(["oak", "stainless steel", "organic cotton", "aluminum"]);
  });

  it("detects sizes and quantities with units, as written", () => {
    const facts = factsFromSellerInput({
      productName: "Bottle 750ml",
      keywords: "keeps cold 24 hours, 10 x 20 cm, 6mm, 10 W, 25 L, pack of 6, 30 ml, 5 m, 10,000 mAh, 100% wool, 12 pcs",
    });
    expect(facts.dimensions).toEqual(["750ml", "24 hours", "10 x 20 cm", "6mm", "10 W", "25 L", "pack of 6", "30 ml", "5 m", "10,000 mAh", "100%", "12 pcs"]);
  });
});

describe("mergeFacts", () => {
  const seller = factsFromSellerInput({ productName: "Walnut Desk", keywords: "solid walnut, 120 cm" });

  it("keeps the seller's name and keywords and unions features, materials and sizes", () => {
    const merged = mergeFacts(seller, {
      productName: "Walnut Desk | Oak & Co",
      brand: "Oak & Co",
      features: ["Steel legs", "Desk top 120 x 60 cm"],
      materials: ["steel"],
      dimensions: ["75 cm"],
      pageDescription: "A desk.",
      sourceUrl: "https://example.com/desk",
    });
    expect(merged.productName).toBe("Walnut Desk");
    expect(merged.keywords).toEqual(["solid walnut", "120 cm"]);
    expect(merged.features).toEqual(["solid walnut", "120 cm", "Steel legs", "Desk top 120 x 60 cm"]);
    expect(merged.materials).toEqual(["walnut", "steel"]);
    expect(merged.dimensions).toEqual(["120 cm", "75 cm", "120 x 60 cm"]);
    expect(merged).toMatchObject({ brand: "Oak & Co", pageDescription: "A desk.", sourceUrl: "https://example.com/desk" });
  });

  it("uses the page's name when the seller gave only a URL", () => {
    const onlyUrl = factsFromSellerInput({ productName: "", keywords: "" });
    const merged = mergeFacts(onlyUrl, { productName: " Linen Shirt ", features: ["100% linen"], materials: [], dimensions: [] });
    expect(merged.productName).toBe("Linen Shirt");
    expect(merged.materials).toEqual(["linen"]);
    expect(mergeFacts(seller)).toBe(seller);
  });
});

describe("fact vocabulary", () => {
  it("normalises numbers and units", () => {
    const q = (text: string) => extractQuantities(text).map((x) => `${x.value}${x.unit ? ` ${x.unit}` : ""}`);
    expect(q("750ml and 750 mL and 0.75 L")).toEqual(["750 ml", "750 ml", "0.75 l"]);
    expect(q("1,000 mAh, 1000mAh, 24-hour, 2.50 kg")).toEqual(["1000 mah", "1000 mah", "24 h", "2.5 kg"]);
    expect(q("10 x 20 cm")).toEqual(["10 cm", "20 cm"]);
    expect(q("rated IPX5 and ISO 9001, size 8")).toEqual(["8"]);
    expect(q("pack of 6, 12 pcs, 3+")).toEqual(["6 pcs", "12 pcs", "3 +"]);
  });

  it("finds materials once, longest first, with spelling variants", () => {
    expect(detectMaterials("Stainless-steel body, aluminum lid, organic cotton strap, cotton")).toEqual(["stainless steel", "aluminum", "organic cotton", "cotton"]);
    // Everyday words that happen to be materials elsewhere are not read as materials.
    expect(detectMaterials("wind down after work, felt calmer")).toEqual([]);
  });

  it("lists dimensions as written, each once", () => {
    expect(detectDimensions("750 ml bottle, 750 ml, 2 in 1")).toEqual(["750 ml"]);
  });
});
