import { Readable } from "node:stream";
import { parse } from "csv-parse/sync";
import {
  detectFormat,
  readCatalogUpload,
  writeCatalogDownload,
  type ListingFields,
} from "../../src/batches/formats";
import {
  SH,
  SHOPIFY_2025_HEADERS,
  SHOPIFY_HEADERS,
  chunked,
  q,
  render,
  shopifyProducts,
  shopifyRows,
} from "./fixtures";

const limits = { maxFileBytes: 10 * 1024 * 1024, maxRowsPerJob: 5000 };

describe("Shopify product export", () => {
  const specs = shopifyProducts(200);
  const rows = shopifyRows(specs);
  const file = render(rows, { eol: "\n" });

  it("is recognised from its header row, in the old and the current column names", () => {
    expect(detectFormat(SHOPIFY_HEADERS)).toBe("shopify");
    expect(detectFormat(SHOPIFY_2025_HEADERS)).toBe("shopify");
    expect(detectFormat(["Handle", "Title", "Price"])).toBe("generic");
  });

  it("reads 200 products from rows of variants and images, one product per handle", async () => {
    const upload = await readCatalogUpload(file, { limits });
    expect(upload.format).toBe("shopify");
    expect(upload.headers).toEqual(SHOPIFY_HEADERS);
    expect(upload.rowCount).toBe(rows.length - 1);
    expect(upload.rowCount).toBeGreaterThan(400);
    expect(upload.skipped).toEqual([]);
    expect(upload.products).toHaveLength(200);
    expect(upload.products.map((p) => p.key)).toEqual(specs.map((s) => s.handle));

    // Product 5: 3 sizes × 2 colours = 6 variant rows, then 2 image-only rows.
    const five = upload.products[5]!;
    const firstRow = 2 + specs.slice(0, 5).reduce((n, s) => n + s.variants.length + s.extraImages, 0);
    expect(five.sourceRows).toEqual(Array.from({ length: 8 }, (_, i) => firstRow + i));
    expect(five).toMatchObject({
      name: "Ribbed Beanie 5",
      platform: "shopify",
      sku: "BN-5-S-CH",
      vendor: "North & Knit",
      // The seller's Type ends the Product category path: the writer's category hint (issue 28).
      category: "Apparel & Accessories > Clothing Accessories > Hats > Beanie",
      existingDescriptionRaw: specs[5]!.body,
    });
    // Options and the weight every variant shares (85 g shown in kg) are facts; tags are search terms.
    expect(five.keywords).toEqual(["Size: S / M / L", "Colour: Charcoal / Oat", "weight 0.085 kg"]);
    expect(five.searchTerms).toEqual(["organic cotton", "winter", "knitwear"]);
    // The HTML body reaches the writer as text: no tags, list items on their own lines.
    expect(five.existingDescription).toContain("Soft organic cotton beanie, ribbed knit.");
    expect(five.existingDescription).toContain('Fits most heads, "one size"');
    expect(five.existingDescription).not.toMatch(/<\/?\w+/);
    // Non-ASCII names survive.
    expect(upload.products[17]!.name).toBe("Café Beanie №17 “Nordic” 🧶");
  });

  it("reads the same from a stream in small chunks, with a BOM and CRLF line ends", async () => {
    const crlf = render(rows, { eol: "\r\n", bom: true });
    const fromBuffer = await readCatalogUpload(file, { limits });
    const fromStream = await readCatalogUpload(Readable.from(chunked(crlf, 7)), { limits });
    expect(fromStream.headers[0]).toBe("Handle");
    // Bodies keep their own line breaks; only the record ends differ.
    expect(fromStream.products).toEqual(fromBuffer.products);
  });

  it("downloads the export back with Title, Body (HTML), SEO Title and SEO Description filled on each product's first row, every other byte as uploaded", async () => {
    const crlf = render(rows, { eol: "\r\n", bom: true });
    const upload = await readCatalogUpload(crlf, { limits });
    const results = new Map<string, ListingFields>();
    // Every product but the last gets a result (a failed row stays as uploaded).
    for (const product of upload.products.slice(0, -1)) {
      results.set(product.key, {
        title: `${product.name} – Warm Ribbed Knit`,
        bodyHtml: `<p>The ${product.name}, knitted "close", warm.</p>\n<ul><li>${product.keywords[0]}</li></ul>`,
        seoTitle: `${product.name} | Ribbed knit`,
        metaDescription: `A ribbed ${product.keywords[0]} beanie, ${product.sku}.`,
      });
    }
    const out = writeCatalogDownload("original", crlf, upload, results);
    expect(Buffer.isBuffer(out)).toBe(true);

    // Byte for byte: the file the exporter would write with exactly these four cells changed.
    const overrides = new Map<number, Map<number, string>>();
    for (const product of upload.products.slice(0, -1)) {
      const listing = results.get(product.key)!;
      overrides.set(
        product.sourceRows[0]!,
        new Map([
          [SH.Title!, q(listing.title as string)],
          [SH["Body (HTML)"]!, q(listing.bodyHtml as string)],
          [SH["SEO Title"]!, q(listing.seoTitle as string)],
          [SH["SEO Description"]!, q(listing.metaDescription as string)],
        ]),
      );
    }
    expect((out as Buffer).equals(render(rows, { eol: "\r\n", bom: true, overrides }))).toBe(true);

    // And as a CSV reader sees it: every untouched column identical, the four filled.
    const before = parse(crlf, { bom: true, columns: true }) as Record<string, string>[];
    const after = parse(out as Buffer, { bom: true, columns: true }) as Record<string, string>[];
    expect(after).toHaveLength(before.length);
    const filled = new Set(["Title", "Body (HTML)", "SEO Title", "SEO Description"]);
    const firstRows = new Map(upload.products.map((p) => [p.sourceRows[0]! - 2, p.key]));
    const expected = before.map((record, i) => {
      const key = firstRows.get(i);
      const listing = key ? results.get(key) : undefined;
      if (!listing) return record;
      return {
        ...record,
        Title: listing.title,
        "Body (HTML)": listing.bodyHtml,
        "SEO Title": listing.seoTitle,
        "SEO Description": listing.metaDescription,
      };
    });
    expect(after).toEqual(expected);
    expect(filled.size).toBe(4);
    // Variant and image rows, and the product without a result, are untouched.
    const last = upload.products.at(-1)!;
    expect(after[last.sourceRows[0]! - 2]!["Body (HTML)"]).toBe(specs.at(-1)!.body);
  });

  it("reads a file in the current template's column names and fills its Description and SEO columns", async () => {
    const headers = SHOPIFY_2025_HEADERS;
    const at = (name: string) => headers.indexOf(name);
    const row = (values: Record<string, string>) => headers.map((h) => q(values[h] ?? ""));
    const rows2025 = [
      headers.map(q),
      row({
        Title: "Linen Apron",
        "URL handle": "linen-apron",
        Description: "<p>Old text</p>",
        Tags: "linen, kitchen",
        "Option1 name": "Colour",
        "Option1 value": "Sand",
        SKU: "AP-1",
      }),
      row({ "URL handle": "linen-apron", "Option1 value": "Sage", SKU: "AP-2" }),
    ];
    const upload = await readCatalogUpload(render(rows2025), { limits });
    expect(upload.format).toBe("shopify");
    expect(upload.products).toEqual([
      expect.objectContaining({
        key: "linen-apron",
        name: "Linen Apron",
        sku: "AP-1",
        keywords: ["Colour: Sand / Sage"],
        searchTerms: ["linen", "kitchen"],
        sourceRows: [2, 3],
      }),
    ]);
    const out = writeCatalogDownload(
      "original",
      render(rows2025),
      upload,
      new Map([
        ["linen-apron", { bodyHtml: "<p>New</p>", seoTitle: "Apron", metaDescription: "A linen apron." }],
      ]),
    );
    const overrides = new Map([
      [
        2,
        new Map([
          [at("Description"), "<p>New</p>"],
          [at("SEO title"), "Apron"],
          [at("SEO description"), "A linen apron."],
        ]),
      ],
    ]);
    expect((out as Buffer).equals(render(rows2025, { overrides }))).toBe(true);
  });
});
