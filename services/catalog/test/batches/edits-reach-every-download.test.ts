import { parse } from "csv-parse/sync";
import type { CatalogDownloadKind } from "@shopscript/contracts";
import {
  AMAZON_HEADERS,
  readCatalogUpload,
  writeCatalogDownload,
  type CatalogUpload,
  type ListingFields,
} from "../../src/batches/formats";
import {
  SHOPIFY_2025_HEADERS,
  q,
  render,
  shopifyProducts,
  shopifyRows,
  wooProducts,
  wooRows,
} from "./fixtures";

// Every field the seller can edit reaches every download that has a place for it: the store's own file
// (Shopify in both header sets, WooCommerce), a generic file given back with added columns, the every-field
// CSV and the Amazon sheet. Each case edits one field to a value found nowhere else and looks for it in
// every cell of the product's row: it must be in exactly the expected columns.

const limits = { maxFileBytes: 10 * 1024 * 1024, maxRowsPerJob: 5000 };

const shopify2025 = () => {
  const row = (values: Record<string, string>) => SHOPIFY_2025_HEADERS.map((h) => q(values[h] ?? ""));
  return render([
    SHOPIFY_2025_HEADERS.map(q),
    row({ Title: "Linen Apron", "URL handle": "linen-apron", Description: "<p>Old text</p>", SKU: "AP-1" }),
    row({ "URL handle": "linen-apron", "Option1 value": "Sage", SKU: "AP-2" }),
  ]);
};
const GENERIC = Buffer.from(
  "Product name,Features,SKU\r\nBrass Desk Lamp,dimmable,L-1\r\nOak Shelf,solid oak,S-1\r\n",
);

const FILES: { name: string; file: () => Buffer }[] = [
  { name: "Shopify (classic headers)", file: () => render(shopifyRows(shopifyProducts(2))) },
  { name: "Shopify (2025 headers)", file: shopify2025 },
  { name: "WooCommerce", file: () => render(wooRows(wooProducts(2))) },
  { name: "generic", file: () => GENERIC },
];

// The listing shapes the generator writes: a store's, and Amazon's (lists among them).
const STORE: ListingFields = {
  title: "Base title",
  bodyHtml: "<p>Base body.</p>",
  seoTitle: "Base SEO title",
  metaDescription: "Base meta description.",
};
const AMAZON: ListingFields = {
  title: "Base title",
  bullets: ["Base bullet one", "Base bullet two"],
  description: "Base description.",
  searchTerms: "base search terms",
};

/** The columns, by header, where an edit of `field` must show in each download of each file. */
function expectedColumns(file: string, listing: "store" | "amazon", field: string, kind: CatalogDownloadKind): string[] {
  const isShopify = file.startsWith("Shopify");
  const classic = file === "Shopify (classic headers)";
  if (kind === "original") {
    if (isShopify) {
      const body = classic ? "Body (HTML)" : "Description";
      return (
        {
          title: ["Title"],
          bodyHtml: [body],
          bullets: [body],
          description: [body],
          seoTitle: [classic ? "SEO Title" : "SEO title"],
          metaDescription: [classic ? "SEO Description" : "SEO description"],
        } as Record<string, string[]>
      )[field] ?? [];
    }
    if (file === "WooCommerce")
      return (
        {
          title: ["Name"],
          bodyHtml: ["Description"],
          bullets: ["Description"],
          // Amazon's listing has no short description of its own: the body's first paragraph is used.
          description: ["Description", "Short description"],
          seoTitle: ["Meta: _yoast_wpseo_title"],
          metaDescription: ["Short description", "Meta: _yoast_wpseo_metadesc"],
        } as Record<string, string[]>
      )[field] ?? [];
    return (
      {
        title: ["New title"],
        bodyHtml: ["New description"],
        description: ["New description"],
        bullets: ["New bullet points"],
        searchTerms: ["New search terms"],
        seoTitle: ["New seo title"],
        metaDescription: ["New meta description"],
      } as Record<string, string[]>
    )[field]!;
  }
  if (kind === "generic-csv")
    return [
      {
        title: "New title",
        bodyHtml: "New description (html)",
        description: "New description",
        bullets: "New bullet points",
        searchTerms: "New search terms",
        seoTitle: "New seo title",
        metaDescription: "New meta description",
      }[field]!,
    ];
  // The Amazon sheet: a store listing's SEO fields have no column there.
  return (
    {
      title: ["item_name"],
      bodyHtml: ["product_description"],
      description: ["product_description"],
      bullets: listing === "amazon" ? ["bullet_point1"] : [],
      searchTerms: ["generic_keywords"],
    } as Record<string, string[]>
  )[field] ?? [];
}

/** The product's row of a download as header → cell. */
function productRow(kind: CatalogDownloadKind, out: Buffer | string, upload: CatalogUpload): Record<string, string> {
  const product = upload.products[0]!;
  if (kind === "amazon") {
    const [, line] = out.toString().split("\r\n");
    return Object.fromEntries(line!.split("\t").map((cell, i) => [AMAZON_HEADERS[i]!, cell]));
  }
  const records = parse(out, { bom: true, relax_column_count: true }) as string[][];
  const headers = records[0]!;
  const cells = kind === "original" ? records[product.sourceRows[0]! - 1]! : records[1]!;
  return Object.fromEntries(headers.map((h, i) => [h, cells[i] ?? ""]));
}

describe("an edit of any field reaches every download", () => {
  for (const { name, file } of FILES) {
    for (const [shape, base] of [
      ["store", STORE],
      ["amazon", AMAZON],
    ] as const) {
      for (const field of Object.keys(base)) {
        it(`${name} file, ${shape} listing: an edit of ${field}`, async () => {
          const bytes = file();
          const upload = await readCatalogUpload(bytes, { limits });
          const marker = `Edited ${field} ZQX`;
          const value = Array.isArray(base[field]) ? [marker, "Second"] : field === "bodyHtml" ? `<p>${marker}</p>` : marker;
          const results = new Map([[upload.products[0]!.key, { ...base, [field]: value }]]);
          for (const kind of ["original", "generic-csv", "amazon"] as const) {
            const row = productRow(kind, writeCatalogDownload(kind, bytes, upload, results), upload);
            const found = Object.keys(row).filter((header) => row[header]!.includes(marker));
            expect([kind, found.sort()]).toEqual([kind, expectedColumns(name, shape, field, kind).sort()]);
          }
          // JSON carries the listing whole.
          const json = JSON.parse(writeCatalogDownload("json", bytes, upload, results) as string);
          expect(json.products[0].listing[field]).toEqual(value);
        });
      }
    }
  }
});

describe("formula-like copy", () => {
  // A product name the generator starts its title with: a spreadsheet would run "@Home…" as a formula.
  const title = "@Home Bamboo Drawer Organizer, 6 Slots";
  const listing: ListingFields = { ...STORE, title, metaDescription: "-20% lighter than steel." };

  it("is neutralised in the cells added to a generic file, never in a store's copy cells", async () => {
    const generic = await readCatalogUpload(GENERIC, { limits });
    const out = writeCatalogDownload("original", GENERIC, generic, new Map([["row:2", listing]])) as Buffer;
    const lines = out.toString().split("\r\n");
    // The uploaded cells are given back as they were; only the added ones carry the apostrophe.
    expect(lines[1]).toBe(
      `Brass Desk Lamp,dimmable,L-1,"'${title}",Base body.,Base SEO title,'-20% lighter than steel.`,
    );
    expect(lines[2]).toBe("Oak Shelf,solid oak,S-1,,,,");

    // Shopify and WooCommerce import the cell's text as the title: an apostrophe would become part of it.
    for (const bytes of [render(shopifyRows(shopifyProducts(1))), shopify2025(), render(wooRows(wooProducts(1)))]) {
      const upload = await readCatalogUpload(bytes, { limits });
      const store = writeCatalogDownload("original", bytes, upload, new Map([[upload.products[0]!.key, listing]]));
      const row = productRow("original", store, upload);
      expect(Object.values(row)).toContain(title);
      expect(Object.values(row)).toContain("-20% lighter than steel.");
      expect(Object.values(row).some((cell) => cell.startsWith("'"))).toBe(false);
    }
  });
});
