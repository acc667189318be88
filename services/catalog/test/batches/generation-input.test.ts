import { DETAILS_MAX, KEYWORD_ENTRIES_MAX, generationRequestSchema, type CatalogProduct } from "@shopscript/contracts";
import { toBatchRow } from "../../src/batches/batch-rows";
import { generationInputOf, readCatalogUpload } from "../../src/batches/formats";

const limits = { maxFileBytes: 1024 * 1024, maxRowsPerJob: 100 };
const job = { platform: "amazon", tone: "casual" } as const;
const product = (overrides: Partial<CatalogProduct>): CatalogProduct => ({
  key: "k",
  name: "Brass Lamp",
  keywords: [],
  sourceRows: [2],
  ...overrides,
});

describe("a product as the generator's request", () => {
  it("is a valid generation request, with the row's platform and tone over the job's", () => {
    const input = generationInputOf(
      product({
        keywords: ["brass", "10,000 lumens", "dimmable"],
        platform: "etsy",
        url: "https://shop.example/lamp",
      }),
      job,
    );
    expect(input.request).toEqual({
      productName: "Brass Lamp",
      keywords: "brass, 10,000 lumens, dimmable",
      platform: "etsy",
      tone: "casual",
      productUrl: "https://shop.example/lamp",
    });
    expect(generationRequestSchema.safeParse(input.request).success).toBe(true);
    expect(input.keywordsFrom).toBe("file");
  });

  it("keeps at most the request's number of keyword entries and says which were left out", () => {
    const keywords = Array.from({ length: KEYWORD_ENTRIES_MAX + 3 }, (_, i) => `tag ${i}`);
    const input = generationInputOf(product({ keywords }), job);
    expect(input.keywordsLeftOut).toEqual(["tag 40", "tag 41", "tag 42"]);
    expect(generationRequestSchema.safeParse(input.request).success).toBe(true);
  });

  it("uses the current description's bullet list when the file gave no keywords", () => {
    const input = generationInputOf(
      product({
        existingDescriptionRaw: "<p>Lamp.</p><ul><li>Solid brass, hand-finished</li><li>Dimmable</li></ul>",
      }),
      job,
    );
    expect(input.request.keywords).toBe("Solid brass hand-finished, Dimmable");
    expect(input.keywordsFrom).toBe("existing-description");
    expect(generationInputOf(product({}), job).keywordsFrom).toBe("none");
  });

  it("sends the current description as the details text, list items once, within the request's bound", () => {
    const existing = "Hand-thrown stoneware, 9 cm tall.\nHand wash only: not dishwasher safe.";
    const input = generationInputOf(product({ keywords: ["brass"], existingDescription: existing }), job);
    expect(input.request.details).toBe(existing);
    expect(generationRequestSchema.safeParse(input.request).success).toBe(true);
    // Its list items became the keywords: the details text does not say them again.
    const fromList = generationInputOf(
      product({
        existingDescriptionRaw: "<p>Lamp.</p><ul><li>Solid brass, hand-finished</li><li>Dimmable</li></ul>",
        existingDescription: "Lamp.\n\n• Solid brass, hand-finished\n• Dimmable",
      }),
      job,
    );
    expect(fromList.request).toMatchObject({ keywords: "Solid brass hand-finished, Dimmable", details: "Lamp." });
    // Longer than the request allows: cut at the last whole line, and said so.
    const long = Array.from({ length: 400 }, (_, i) => `Line ${i} of a very long description.`).join("\n");
    const cut = generationInputOf(product({ keywords: ["brass"], existingDescription: long }), job);
    expect(cut.detailsCut).toBe(true);
    expect(cut.request.details!.length).toBeLessThanOrEqual(DETAILS_MAX);
    expect(long.startsWith(cut.request.details!)).toBe(true);
    expect(cut.request.details!.endsWith(".")).toBe(true);
    expect(generationRequestSchema.safeParse(cut.request).success).toBe(true);
  });

  it("tells the review card when the old description was cut (details cut), and not otherwise", () => {
    const long = Array.from({ length: 400 }, (_, i) => `Line ${i} of a very long description.`).join("\n");
    const row = (existingDescription: string) =>
      toBatchRow({
        id: "00000000-0000-4000-8000-000000000001",
        index: 0,
        key: "lamp",
        product: product({ keywords: ["brass"], existingDescription }),
        status: "done",
        requestId: null,
        variant: 0,
        result: null,
        edits: null,
        failure: null,
        review: "unreviewed",
        descriptionId: null,
      });
    expect(row(long).detailsCut).toBe(true);
    expect(row("Hand wash only: not dishwasher safe.").detailsCut).toBe(false);
    expect(row("x".repeat(DETAILS_MAX)).detailsCut).toBe(false);
  });

  it("reports at upload a name too long for the generator and a URL it would refuse", async () => {
    const csv = `name,features,url\n${"Lamp ".repeat(70)},brass,\nDesk Lamp,brass,ftp://files.example/lamp\nGood Lamp,brass,https://shop.example/good\n`;
    const upload = await readCatalogUpload(Buffer.from(csv), { limits });
    expect(upload.products.map((p) => p.name)).toEqual(["Good Lamp"]);
    expect(upload.skipped).toEqual([
      { row: 2, reason: "has a product name longer than 300 characters" },
      {
        row: 3,
        reason: 'has a product URL that is not a web address (http or https): "ftp://files.example/lamp"',
      },
    ]);
  });
});
