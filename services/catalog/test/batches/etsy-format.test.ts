import { parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";
import { detectFormat, readCatalogUpload, writeCatalogDownload, type ListingFields } from "../../src/batches/formats";

// Issue 28: Etsy's listings download (Shop Manager → Settings → Options → Download Data) is a format of its
// own: read with its materials, variations and tags, and written back in the same columns with the new title,
// description and 13 tags, every other cell (materials, prices, images, variations) byte for byte.

const limits = { maxFileBytes: 1024 * 1024, maxRowsPerJob: 100 };

// prettier-ignore
const ETSY_HEADERS = [
  "TITLE", "DESCRIPTION", "PRICE", "CURRENCY_CODE", "QUANTITY", "TAGS", "MATERIALS",
  "IMAGE1", "IMAGE2", "IMAGE3", "IMAGE4", "IMAGE5", "IMAGE6", "IMAGE7", "IMAGE8", "IMAGE9", "IMAGE10",
  "VARIATION 1 TYPE", "VARIATION 1 NAME", "VARIATION 1 VALUES", "VARIATION 2 TYPE", "VARIATION 2 NAME", "VARIATION 2 VALUES", "SKU",
];
const image = (n: number) => `https://i.etsystatic.com/123/r/il/abc/${n}/il_fullxfull.${n}.jpg`;
const row = (fields: Partial<Record<string, string>>) => ETSY_HEADERS.map((h) => fields[h] ?? "");
const rows = [
  ETSY_HEADERS,
  row({
    TITLE: "Chunky Wool Mittens, Hand Knit Winter Gloves",
    DESCRIPTION: "Hand knit from soft merino wool.\n\nHand wash cold, dry flat. Not machine washable.\n\nOne size fits most adults.",
    PRICE: "38.00",
    CURRENCY_CODE: "USD",
    QUANTITY: "12",
    TAGS: "wool mittens,hand knit,winter gloves,gift for her",
    MATERIALS: "merino wool,wooden buttons",
    IMAGE1: image(1),
    IMAGE2: image(2),
    "VARIATION 1 TYPE": "Primary color",
    "VARIATION 1 NAME": "Colour",
    "VARIATION 1 VALUES": "Oat,Charcoal,Moss",
    SKU: "MITT-01",
  }),
  row({
    TITLE: "Beeswax Pillar Candle",
    DESCRIPTION: "Pure beeswax pillar, 7 x 10 cm. Burns 40 hours.\nNever leave a burning candle unattended.",
    PRICE: "24.00",
    CURRENCY_CODE: "USD",
    QUANTITY: "5",
    TAGS: "beeswax candle,pillar candle",
    MATERIALS: "beeswax,cotton wick",
    IMAGE1: image(3),
  }),
  row({ DESCRIPTION: "A row without a title", PRICE: "5.00", CURRENCY_CODE: "USD" }),
];
// Etsy writes its download with LF line ends and quotes only where CSV needs it.
const file = Buffer.from(stringify(rows, { record_delimiter: "\n" }));

describe("Etsy listings download", () => {
  it("is recognised from its header row, and a generic file with a title and a description is not taken for it", () => {
    expect(detectFormat(ETSY_HEADERS)).toBe("etsy");
    expect(detectFormat(["title", "description", "price", "tags"])).toBe("generic");
  });

  it("reads each listing with its description, materials, variation options and tags", async () => {
    const upload = await readCatalogUpload(file, { limits });
    expect(upload.format).toBe("etsy");
    expect(upload.skipped).toEqual([{ row: 4, reason: 'has no product name (the "TITLE" cell is empty)' }]);
    expect(upload.products).toEqual([
      {
        key: "row:2",
        name: "Chunky Wool Mittens, Hand Knit Winter Gloves",
        // MATERIALS and variations are facts; TAGS are search terms, never features (issue 28).
        keywords: ["merino wool", "wooden buttons", "Colour: Oat / Charcoal / Moss"],
        searchTerms: ["wool mittens", "hand knit", "winter gloves", "gift for her"],
        sourceRows: [2],
        platform: "etsy",
        sku: "MITT-01",
        existingDescription: "Hand knit from soft merino wool.\n\nHand wash cold, dry flat. Not machine washable.\n\nOne size fits most adults.",
        existingDescriptionRaw: "Hand knit from soft merino wool.\n\nHand wash cold, dry flat. Not machine washable.\n\nOne size fits most adults.",
      },
      expect.objectContaining({ key: "row:3", name: "Beeswax Pillar Candle", keywords: ["beeswax", "cotton wick"], searchTerms: ["beeswax candle", "pillar candle"] }),
    ]);
  });

  it("is written back in the same columns: new title, description and tags on the approved rows, every other byte as uploaded", async () => {
    const upload = await readCatalogUpload(file, { limits });
    const tags = ["merino mittens", "hand knit gloves", "wool mittens", "winter gloves", "knit mittens", "gift for her", "oat mittens", "charcoal gloves", "moss mittens", "chunky knit", "cosy gloves", "wooden buttons", "warm mittens"];
    const listing: ListingFields = {
      title: "Chunky Merino Wool Mittens, Hand Knit",
      description: "Hand knit from soft merino wool, with wooden buttons.\n\nCare: hand wash cold, dry flat. Not machine washable.",
      tags,
    };
    // Only the first listing was approved: the candle keeps its row as uploaded.
    const out = writeCatalogDownload("original", file, upload, new Map([["row:2", listing]])) as Buffer;
    const before = parse(file, { columns: true }) as Record<string, string>[];
    const after = parse(out, { columns: true }) as Record<string, string>[];
    expect(after).toEqual([
      { ...before[0], TITLE: listing.title, DESCRIPTION: listing.description, TAGS: tags.join(",") },
      before[1],
      before[2],
    ]);
    expect(after[0]!.MATERIALS).toBe("merino wool,wooden buttons");
    // The rows not approved are the uploaded bytes, line for line.
    const lines = (buffer: Buffer) => buffer.toString("utf8").replace(/^\uFEFF/, "").split(/\r?\n/);
    expect(lines(out).slice(-3)).toEqual(lines(file).slice(-3));
  });
});
