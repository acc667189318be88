import { parse } from "csv-parse/sync";
import { genericMappingSchema } from "@shopscript/contracts";
import {
  AMAZON_HEADERS,
  MappingRequiredError,
  readCatalogUpload,
  suggestGenericMapping,
  writeCatalogDownload,
  type ListingFields,
} from "../../src/batches/formats";
import { render, shopifyProducts, shopifyRows } from "./fixtures";

const limits = { maxFileBytes: 1024 * 1024, maxRowsPerJob: 100 };

const sheet = [
  "Product,Features,Material,Code,Link,Channel,Voice,Old copy",
  'Brass Desk Lamp,"dimmable; 10 W LED, 3000 K",brass,LMP-1,https://shop.example/lamp,Etsy,,<p>A <b>lamp</b>.</p>',
  "Oak Board,end grain,oak,BRD-2,,,casual,",
  "Wool Throw,warm,wool,THR-3,,myspace,,",
  ",orphan feature,,,,,,",
  "Tea Towel,100% linen,,TT-4,,amazon,technocratic,",
  "Ceramic Vase,hand glazed,,VS-5,,Facebook Marketplace,luxury,",
].join("\r\n");

describe("generic CSV with a column mapping", () => {
  const mapping = genericMappingSchema.parse({
    name: "Product",
    keywords: ["Features", "Material"],
    sku: "Code",
    url: "Link",
    existingDescription: "Old copy",
    platformColumn: "Channel",
    platform: "shopify",
    tone: "professional",
    toneColumn: "Voice",
  });

  it("reads each row as a product by the mapping; platform and tone per row, the job's value for blank cells", async () => {
    const upload = await readCatalogUpload(Buffer.from(sheet), { mapping, limits });
    expect(upload.format).toBe("generic");
    expect(upload.rowCount).toBe(6);
    expect(upload.products).toEqual([
      {
        key: "row:2",
        name: "Brass Desk Lamp",
        keywords: ["dimmable", "10 W LED", "3000 K", "brass"],
        sku: "LMP-1",
        url: "https://shop.example/lamp",
        existingDescription: "A lamp.",
        existingDescriptionRaw: "<p>A <b>lamp</b>.</p>",
        platform: "etsy",
        tone: "professional",
        sourceRows: [2],
      },
      {
        key: "row:3",
        name: "Oak Board",
        keywords: ["end grain", "oak"],
        sku: "BRD-2",
        platform: "shopify",
        tone: "casual",
        sourceRows: [3],
      },
      expect.objectContaining({ key: "row:7", platform: "facebook", tone: "luxury" }),
    ]);
    expect(upload.skipped).toEqual([
      { row: 4, reason: 'names the platform "myspace", which ShopScript does not write for' },
      { row: 5, reason: 'has no product name (the "Product" cell is empty)' },
      {
        row: 6,
        reason:
          'names the tone "technocratic", which is not one of professional, casual, luxury or technical',
      },
    ]);
  });

  it("names the mapping field whose column is not in the file", async () => {
    const error = await readCatalogUpload(Buffer.from(sheet), {
      mapping: { ...mapping, sku: "Item code" },
      limits,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MappingRequiredError);
    expect(error).toMatchObject({
      field: "mapping.sku",
      message: 'There is no column "Item code" in the file for sku.',
    });
  });

  it("guesses a mapping from common header names", () => {
    expect(suggestGenericMapping(["Name", "Key features", "SKU", "Description", "Brand", "Price"])).toEqual({
      name: "Name",
      keywords: ["Key features"],
      sku: "SKU",
      existingDescription: "Description",
      vendor: "Brand",
    });
  });

  it("refuses a mapping without a name column, naming the field", () => {
    const result = genericMappingSchema.safeParse({ keywords: ["Features"] });
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]!.path).toEqual(["name"]);
  });

  it("downloads the original with the new title and description added as two columns, every uploaded byte kept", async () => {
    const file = Buffer.from(sheet);
    const upload = await readCatalogUpload(file, { mapping, limits });
    const results = new Map<string, ListingFields>([
      ["row:2", { title: "Brass Desk Lamp, Dimmable", bodyHtml: "<p>Warm, dimmable light.</p>" }],
    ]);
    const out = (writeCatalogDownload("original", file, upload, results) as Buffer).toString();
    const lines = out.split("\r\n");
    const before = sheet.split("\r\n");
    expect(lines[0]).toBe(`${before[0]},New title,New description`);
    expect(lines[1]).toBe(`${before[1]},"Brass Desk Lamp, Dimmable","Warm, dimmable light."`);
    expect(lines[2]).toBe(`${before[2]},,`);
    expect(lines.length).toBe(before.length);
  });
});

describe("downloads of every field and the Amazon sheet", () => {
  const file = render(shopifyRows(shopifyProducts(3)));
  const listings = (name: string): ListingFields => ({
    title: `${name} Beanie, Warm Ribbed Knit`,
    bullets: [
      "Ribbed\tknit that keeps its shape",
      "=SUM(A1) is text here",
      "Hand wash cold",
      "One size",
      "Soft cuff",
      "A sixth one",
    ],
    description: "A warm beanie.\n\nRibbed knit.",
    searchTerms: `beanie hat winter ${"knit ".repeat(80)}`.trim(),
  });

  it("writes the Amazon flat file: item_name, bullet_point1–5, product_description, generic_keywords", async () => {
    const upload = await readCatalogUpload(file, { limits });
    const results = new Map(upload.products.slice(0, 2).map((p) => [p.key, listings(p.name)]));
    const out = writeCatalogDownload("amazon", file, upload, results) as string;
    const [header, ...lines] = out.trimEnd().split("\r\n");
    expect(header!.split("\t")).toEqual(AMAZON_HEADERS);
    expect(AMAZON_HEADERS).toEqual(
      expect.arrayContaining([
        "item_name",
        "bullet_point1",
        "bullet_point5",
        "product_description",
        "generic_keywords",
      ]),
    );
    // Only products with a listing; one line each, no tab or line break inside a value.
    expect(lines).toHaveLength(2);
    const row = Object.fromEntries(lines[0]!.split("\t").map((v, i) => [AMAZON_HEADERS[i], v]));
    expect(row).toMatchObject({
      item_sku: "BN-0-S-CH",
      item_name: `${upload.products[0]!.name} Beanie, Warm Ribbed Knit`,
      brand_name: "North & Knit",
      bullet_point1: "Ribbed knit that keeps its shape",
      bullet_point2: "'=SUM(A1) is text here",
      bullet_point5: "Soft cuff",
      product_description: "A warm beanie. Ribbed knit.",
    });
    expect(Buffer.byteLength(row.generic_keywords!)).toBeLessThanOrEqual(249);
    expect(row.generic_keywords!.startsWith("beanie hat winter knit")).toBe(true);
    expect(row.generic_keywords!.endsWith("knit")).toBe(true);
  });

  it("takes bullets from the HTML body's list when the listing is a store's", async () => {
    const upload = await readCatalogUpload(file, { limits });
    const results = new Map([
      [
        upload.products[1]!.key,
        {
          title: "T",
          bodyHtml: "<p>Warm.</p><ul><li>Ribbed &amp; soft</li><li>Hand wash</li></ul>",
          seoTitle: "S",
          metaDescription: "M",
        },
      ],
    ]);
    const out = writeCatalogDownload("amazon", file, upload, results) as string;
    const cells = out.split("\r\n")[1]!.split("\t");
    expect(cells.slice(3, 8)).toEqual(["Ribbed & soft", "Hand wash", "", "", ""]);
    // The description is the body as text, on one line.
    expect(cells[8]).toBe("Warm. • Ribbed & soft • Hand wash");
  });

  it("writes every field of every product to the generic CSV and to JSON", async () => {
    const upload = await readCatalogUpload(file, { limits });
    const results = new Map(upload.products.slice(0, 2).map((p) => [p.key, listings(p.name)]));
    const csv = writeCatalogDownload("generic-csv", file, upload, results) as string;
    const records = parse(csv, { bom: true, columns: true }) as Record<string, string>[];
    expect(records).toHaveLength(3);
    expect(Object.keys(records[0]!)).toEqual([
      "Key",
      "Name",
      "SKU",
      "URL",
      "Platform",
      "Tone",
      "Category",
      "Brand",
      "Keywords",
      "Tags",
      "Existing description",
      "Rows",
      "New title",
      "New bullet points",
      "New description",
      "New search terms",
    ]);
    expect(records[0]).toMatchObject({
      Key: upload.products[0]!.key,
      Platform: "shopify",
      Keywords: upload.products[0]!.keywords.join(", "),
      "New title": results.get(upload.products[0]!.key)!.title,
      "New description": "A warm beanie.\n\nRibbed knit.",
    });
    expect(records[0]!["New bullet points"]!.split("\n")).toHaveLength(6);
    // A cell with a line break is quoted even without a comma or a quote: Excel, and catalog mode's own reader,
    // take a bare line break outside quotes for the row's end.
    expect(csv).toContain('"A warm beanie.\n\nRibbed knit."');
    expect((await readCatalogUpload(Buffer.from(csv), { limits })).rowCount).toBe(3);
    expect(records[2]!["New title"]).toBe("");

    const json = JSON.parse(writeCatalogDownload("json", file, upload, results) as string);
    expect(json.format).toBe("shopify");
    expect(json.products).toHaveLength(3);
    expect(json.products[0]).toMatchObject({
      key: upload.products[0]!.key,
      sourceRows: upload.products[0]!.sourceRows,
      listing: results.get(upload.products[0]!.key),
    });
    expect(json.products[2].listing).toBeNull();
  });
});
