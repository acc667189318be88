import { stringify } from "csv-stringify/sync";
import {
  LISTING_RULES,
  type CatalogProduct,
  type Description,
  type Listing,
  type MarketplaceFile,
} from "@shopscript/contracts";
import {
  DOWNLOAD_FILES,
  bodyHtmlOf,
  etsyDescriptionOf,
  seoDescriptionOf,
  seoTitleOf,
  titleOf,
  writeCatalogDownload,
  type CatalogUpload,
  type ListingFields,
} from "../batches/formats";
import { CSV_OPTIONS, neutraliseFormula } from "../routes/export";

// The dashboard's store files (issue 29): a seller's selection of saved descriptions as a file their store
// imports. The listing → field rules are catalog mode's (batches/formats/write.ts), so a title, an HTML body or
// an SEO description reads the same whether it came from a catalog job or the dashboard; the Amazon sheet is
// catalog mode's own writer over the selection seen as a catalogue.

export interface MarketplaceFileOutput {
  body: string;
  contentType: string;
  extension: string;
  /** The file name's stem: shopscript-<stem>-<date>.<extension>. */
  stem: string;
}

/**
 * Shopify's current product CSV template (help.shopify.com/en/manual/products/import-export/using-csv): new
 * products need only Title; "URL handle" groups rows and matches an existing product. Only the columns written
 * here are in the file, in the template's order: a column left out keeps the store's value when the seller overwrites a product, where a
 * blank one would empty it. Status "draft": a product without price or photos is not put on sale by the import.
 */
export const SHOPIFY_PRODUCT_HEADERS = [
  "Title",
  "URL handle",
  "Description",
  "Tags",
  "Status",
  "SEO title",
  "SEO description",
] as const;

/**
 * The columns of Etsy's "Currently for Sale Listings" download (catalog mode reads the same file): TITLE,
 * DESCRIPTION (plain text) and TAGS filled, price, currency, quantity, materials and SKU left for the seller.
 */
export const ETSY_LISTING_HEADERS = [
  "TITLE",
  "DESCRIPTION",
  "PRICE",
  "CURRENCY_CODE",
  "QUANTITY",
  "TAGS",
  "MATERIALS",
  "SKU",
] as const;

const ETSY_TAGS = LISTING_RULES.etsy.fields.find((field) => field.key === "tags")!;

/** The listing a saved description exports: its fields, or for one saved without fields, its name and text. */
function listingOf(item: Description): ListingFields {
  const listing: Listing = item.listing ?? { description: item.description };
  return { ...listing, title: titleOf(listing) ?? item.productName };
}

/** The listing's tags, else the keywords the seller typed ("brass, dimmable, 10 W LED"). */
function tagsOf(item: Description, listing: ListingFields): string[] {
  if (Array.isArray(listing.tags) && listing.tags.length) return listing.tags;
  return item.keywords
    .split(/[,;\n]/)
    .map((tag) => tag.trim())
    .filter(Boolean);
}

/** A URL handle: lower-case letters, digits and hyphens (accents dropped), unique in the file. */
function handleFor(title: string, id: string, used: Set<string>): string {
  const base =
    title
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 200)
      .replace(/-+$/, "") || `product-${id.slice(0, 8)}`;
  let handle = base;
  for (let n = 2; used.has(handle); n++) handle = `${base}-${n}`;
  used.add(handle);
  return handle;
}

/**
 * A CSV a spreadsheet may open before the store imports it: every cell neutralised against formulas as the
 * dashboard's other exports are, the BOM for Excel, CRLF line ends (RFC 4180), cells with line breaks quoted.
 */
const csv = (header: readonly string[], rows: string[][]) =>
  `\uFEFF${stringify([[...header], ...rows.map((row) => row.map(neutraliseFormula))], CSV_OPTIONS)}`;

function shopifyCsv(items: Description[]): string {
  const used = new Set<string>();
  const rows = items.map((item) => {
    const listing = listingOf(item);
    const title = listing.title as string;
    return [
      title,
      handleFor(title, item.id, used),
      bodyHtmlOf(listing) ?? "",
      tagsOf(item, listing).join(", "),
      "draft",
      seoTitleOf(listing) ?? "",
      seoDescriptionOf(listing) ?? "",
    ];
  });
  return csv(SHOPIFY_PRODUCT_HEADERS, rows);
}

function etsyCsv(items: Description[]): string {
  const rows = items.map((item) => {
    const listing = listingOf(item);
    // Etsy takes 13 tags of up to 20 characters: longer keywords are left out rather than cut mid-word.
    const tags = tagsOf(item, listing)
      .filter((tag) => tag.length <= (ETSY_TAGS.itemMaxChars ?? Infinity))
      .slice(0, ETSY_TAGS.maxItems);
    return [listing.title as string, etsyDescriptionOf(listing) ?? "", "", "", "", tags.join(","), "", ""];
  });
  return csv(ETSY_LISTING_HEADERS, rows);
}

/** The selection as the catalogue catalog mode's Amazon writer reads: one product per description. */
function amazonSheet(items: Description[]): string {
  const results = new Map<string, ListingFields>();
  const products: CatalogProduct[] = items.map((item) => {
    results.set(item.id, listingOf(item));
    return {
      key: item.id,
      name: item.productName,
      keywords: tagsOf(item, {}),
      sourceRows: [],
      platform: item.platform,
      // Blank, for the seller's own SKU: a ShopScript id in item_sku would create a listing under a SKU they do not use.
      sku: "",
    };
  });
  const upload: CatalogUpload = {
    format: "generic",
    headers: [],
    products,
    skipped: [],
    rowCount: products.length,
  };
  return String(writeCatalogDownload("amazon", Buffer.alloc(0), upload, results));
}

export function writeMarketplaceFile(kind: MarketplaceFile, items: Description[]): MarketplaceFileOutput {
  switch (kind) {
    case "shopify":
      return {
        body: shopifyCsv(items),
        contentType: "text/csv; charset=utf-8",
        extension: "csv",
        stem: "shopify-products",
      };
    case "etsy":
      return {
        body: etsyCsv(items),
        contentType: "text/csv; charset=utf-8",
        extension: "csv",
        stem: "etsy-listings",
      };
    case "amazon":
      return { body: amazonSheet(items), ...DOWNLOAD_FILES.amazon, stem: "amazon-flat-file" };
  }
}
