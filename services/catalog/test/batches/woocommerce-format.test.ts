import { parse } from "csv-parse/sync";
import {
  detectFormat,
  readCatalogUpload,
  writeCatalogDownload,
  type ListingFields,
} from "../../src/batches/formats";
import { WC, WOO_HEADERS, q, render, wooEscape, wooProducts, wooRows } from "./fixtures";

const limits = { maxFileBytes: 10 * 1024 * 1024, maxRowsPerJob: 5000 };

describe("WooCommerce product export", () => {
  const specs = wooProducts(40);
  const rows = wooRows(specs);
  // WooCommerce's exporter writes a BOM and CRLF line ends.
  const file = render(rows, { bom: true, eol: "\r\n" });

  it("is recognised from its header row", () => {
    expect(detectFormat(WOO_HEADERS)).toBe("woocommerce");
    expect(detectFormat(["ID", "Name", "Price"])).toBe("generic");
  });

  it("reads simple and variable products, variations folded into their parent", async () => {
    const upload = await readCatalogUpload(file, { limits });
    expect(upload.format).toBe("woocommerce");
    expect(upload.headers).toEqual(WOO_HEADERS);
    expect(upload.skipped).toEqual([]);
    expect(upload.rowCount).toBe(40 + 20 * 2);
    expect(upload.products).toHaveLength(40);
    expect(upload.products.map((p) => p.key)).toEqual(specs.map((s) => `id:${s.id}`));

    const [simple, variable] = upload.products;
    expect(simple).toMatchObject({
      key: "id:100",
      name: 'Ceramic Mug "Fjord" 0 – 350 ml',
      sku: "MUG-0",
      platform: "woocommerce",
      category: "Kitchen > Mugs, Gifts",
      // Tags are search terms, not features (issue 28).
      keywords: ["Colour: Blue"],
      searchTerms: ["handmade", "stoneware"],
      sourceRows: [2],
    });
    // The exporter's \n escapes are line breaks again; the raw cell is kept as uploaded.
    expect(simple!.existingDescriptionRaw).toBe(wooEscape(specs[0]!.description));
    // The writer reads the short description and the long one (issue 28): the short one first.
    expect(simple!.existingDescription).toBe(
      "Hand-thrown mug.\nHand-thrown stoneware, dishwasher safe.\n\nHolds 350 ml. Glaze varies, so each mug is unique.",
    );
    expect(variable).toMatchObject({
      key: "id:110",
      name: "Stoneware Mug 1",
      keywords: ["Colour: Blue / Green", "Size: Small / Large"],
      searchTerms: ["handmade", "stoneware"],
      sourceRows: [3, 4, 5],
    });
  });

  it("downloads the export back with Name, Description and Short description (and the Yoast fields) filled on the parent rows only", async () => {
    const upload = await readCatalogUpload(file, { limits });
    const results = new Map<string, ListingFields>();
    for (const product of upload.products.filter((_, i) => i % 4 !== 3)) {
      results.set(product.key, {
        title: `${product.name}, hand-thrown`,
        bodyHtml: `<p>${product.name}: thrown by hand, "glazed" twice.</p>\n<p>Dishwasher safe.</p>`,
        seoTitle: `${product.name} | Studio`,
        metaDescription: `A hand-thrown mug, ${product.sku}.`,
      });
    }
    const out = writeCatalogDownload("original", file, upload, results) as Buffer;

    const overrides = new Map<number, Map<number, string>>();
    for (const product of upload.products) {
      const listing = results.get(product.key);
      if (!listing) continue;
      overrides.set(
        product.sourceRows[0]!,
        new Map([
          // Filled cells are quoted only where CSV needs it.
          [WC.Name!, q(listing.title as string)],
          [WC.Description!, q(wooEscape(listing.bodyHtml as string))],
          [WC["Short description"]!, q(listing.metaDescription as string)],
          [WC["Meta: _yoast_wpseo_title"]!, q(listing.seoTitle as string)],
          [WC["Meta: _yoast_wpseo_metadesc"]!, q(listing.metaDescription as string)],
        ]),
      );
    }
    expect(out.equals(render(rows, { bom: true, eol: "\r\n", overrides }))).toBe(true);

    const before = parse(file, { bom: true, columns: true }) as Record<string, string>[];
    const after = parse(out, { bom: true, columns: true }) as Record<string, string>[];
    const byRow = new Map(upload.products.map((p) => [p.sourceRows[0]! - 2, results.get(p.key)]));
    const expected = before.map((record, i) => {
      const listing = byRow.get(i);
      if (!listing) return record;
      return {
        ...record,
        Name: listing.title,
        // WooCommerce's importer reads \n back as a line break.
        Description: (listing.bodyHtml as string).replace(/\n/g, "\\n"),
        "Short description": listing.metaDescription,
        "Meta: _yoast_wpseo_title": listing.seoTitle,
        "Meta: _yoast_wpseo_metadesc": listing.metaDescription,
      };
    });
    expect(after).toEqual(expected);
    // Variation rows keep their own description.
    expect(after[2]!.Description).toBe("Variation note: glaze may differ.");
    // The re-read file gives the new description as the existing one.
    const reread = await readCatalogUpload(out, { limits });
    expect(reread.products[0]!.existingDescription).toBe(
      `A hand-thrown mug, MUG-0.\n${upload.products[0]!.name}: thrown by hand, "glazed" twice.\n\nDishwasher safe.`,
    );
  });

  it("finds a variation's parent by SKU as well as by id, and reports one whose parent is not in the file", async () => {
    const header = [
      "ID",
      "Type",
      "SKU",
      "Name",
      "Published",
      "Short description",
      "Description",
      "Categories",
      "Tags",
      "Parent",
    ];
    const csv = [
      header.join(","),
      ",variable,TEE,Logo Tee,1,,,Shirts,cotton,",
      ",variation,TEE-S,Logo Tee - S,1,,,,,TEE",
      "9,variation,X-1,Lost variation,1,,,,,id:8",
      '12,simple,,"",1,,,,,',
    ].join("\n");
    const upload = await readCatalogUpload(Buffer.from(csv), { limits });
    expect(upload.format).toBe("woocommerce");
    expect(upload.products).toEqual([
      expect.objectContaining({ key: "TEE", name: "Logo Tee", sourceRows: [2, 3] }),
    ]);
    expect(upload.skipped).toEqual([
      { row: 4, reason: "is a variation of id:8, which is not in the file" },
      { row: 5, reason: 'has no product name (the "Name" cell is empty)' },
    ]);
  });
});
