import { stringify } from "csv-stringify/sync";
import {
  LISTING_RULES,
  PLATFORMS,
  type CatalogDownloadKind,
  type CatalogProduct,
} from "@shopscript/contracts";
import { CSV_OPTIONS, neutraliseFormula } from "../../routes/export";
import { Columns } from "./columns";
import { htmlListItems, htmlToText } from "./html-text";
import { rewriteCsv, type RecordEdit } from "./rewrite-csv";
import { ETSY_COLUMNS } from "./etsy";
import { SHOPIFY_COLUMNS } from "./shopify";
import type { CatalogUpload, ListingFields } from "./types";
import { WOO_COLUMNS, encodeWooText } from "./woocommerce";

// The downloads of a finished job. "original" gives the upload back with the new text in the cells a
// store's importer reads (every other byte as uploaded); the others are built from the products and
// their listings. Which products have a listing here is the caller's choice (the job's approved rows):
// a product without one keeps every byte it was uploaded with.

/** File type and extension of each download, for the response headers. */
export const DOWNLOAD_FILES: Record<CatalogDownloadKind, { contentType: string; extension: string }> = {
  original: { contentType: "text/csv; charset=utf-8", extension: "csv" },
  "generic-csv": { contentType: "text/csv; charset=utf-8", extension: "csv" },
  json: { contentType: "application/json; charset=utf-8", extension: "json" },
  // Amazon's inventory flat files are tab-delimited text.
  amazon: { contentType: "text/tab-separated-values; charset=utf-8", extension: "txt" },
};

const text = (value: string | string[] | undefined): string | undefined =>
  value === undefined ? undefined : Array.isArray(value) ? value.join("\n") : value;

const escapeHtml = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** The listing's HTML body; a text description becomes paragraphs when the platform has no HTML field. */
export function bodyHtmlOf(listing: ListingFields): string | undefined {
  const html = text(listing.bodyHtml);
  if (html) return html;
  const plain = text(listing.description);
  if (!plain) return undefined;
  const paragraphs = plain
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  const bullets = Array.isArray(listing.bullets) ? listing.bullets : [];
  return [
    ...paragraphs.map((p) => `<p>${escapeHtml(p).replace(/\n/g, "<br>")}</p>`),
    ...(bullets.length ? [`<ul>${bullets.map((b) => `<li>${escapeHtml(b)}</li>`).join("")}</ul>`] : []),
  ].join("\n");
}

/** The product's title; a blank one (never written by the generator) leaves the store's title as it is. */
export const titleOf = (listing: ListingFields) => text(listing.title)?.trim() || undefined;
export const seoTitleOf = (listing: ListingFields) => text(listing.seoTitle);
export const seoDescriptionOf = (listing: ListingFields) =>
  text(listing.metaDescription) ?? text(listing.seoDescription);

/** WooCommerce's short description: the listing's own, else its meta description, else the body's first paragraph. */
function shortDescriptionOf(listing: ListingFields): string | undefined {
  const own = text(listing.shortDescription) ?? seoDescriptionOf(listing);
  if (own) return own;
  const body = bodyHtmlOf(listing);
  return body ? htmlToText(body).split(/\n\s*\n/)[0] : undefined;
}

/** For each product with a result, the edit of the row that carries its own fields (sourceRows[0]). */
function editsByRow(
  upload: CatalogUpload,
  results: Map<string, ListingFields>,
  edit: (listing: ListingFields) => RecordEdit,
) {
  const byRow = new Map<number, RecordEdit>();
  for (const product of upload.products) {
    const listing = results.get(product.key);
    const row = product.sourceRows[0];
    if (listing && row !== undefined) byRow.set(row, edit(listing));
  }
  return byRow;
}

/** Sets column → value for the values that exist and the columns the file has. */
function cellsToSet(pairs: [number | undefined, string | undefined][]): Map<number, string> {
  const set = new Map<number, string>();
  for (const [index, value] of pairs) if (index !== undefined && value !== undefined) set.set(index, value);
  return set;
}

function originalShopify(
  original: Buffer,
  upload: CatalogUpload,
  results: Map<string, ListingFields>,
): Buffer {
  const c = new Columns(upload.headers);
  const title = c.find(...SHOPIFY_COLUMNS.title);
  const body = c.find(...SHOPIFY_COLUMNS.body);
  const seoTitle = c.find(...SHOPIFY_COLUMNS.seoTitle);
  const seoDescription = c.find(...SHOPIFY_COLUMNS.seoDescription);
  // Copy cells go in as written, never with the apostrophe neutraliseFormula adds: Shopify's importer would
  // keep it as part of the title or body. Spreadsheet formulas are a risk of the generic files only.
  const edits = editsByRow(upload, results, (listing) => ({
    set: cellsToSet([
      [title, titleOf(listing)],
      [body, bodyHtmlOf(listing)],
      [seoTitle, seoTitleOf(listing)],
      [seoDescription, seoDescriptionOf(listing)],
    ]),
  }));
  return rewriteCsv(original, (record) => edits.get(record.row));
}

function originalWoo(original: Buffer, upload: CatalogUpload, results: Map<string, ListingFields>): Buffer {
  const c = new Columns(upload.headers);
  const name = c.find(...WOO_COLUMNS.name);
  const description = c.find(...WOO_COLUMNS.description);
  const short = c.find(...WOO_COLUMNS.shortDescription);
  const seoTitle = c.find(...WOO_COLUMNS.seoTitle);
  const seoDescription = c.find(...WOO_COLUMNS.seoDescription);
  const encode = (value: string | undefined) => (value === undefined ? undefined : encodeWooText(value));
  // As for Shopify: no formula neutralising in cells WooCommerce's importer reads (it would keep the apostrophe).
  const edits = editsByRow(upload, results, (listing) => ({
    set: cellsToSet([
      [name, titleOf(listing)],
      [description, encode(bodyHtmlOf(listing))],
      [short, encode(shortDescriptionOf(listing))],
      [seoTitle, seoTitleOf(listing)],
      [seoDescription, seoDescriptionOf(listing)],
    ]),
  }));
  return rewriteCsv(original, (record) => edits.get(record.row));
}

/** Etsy's description is plain text: the listing's own, else its HTML body as text. */
export function etsyDescriptionOf(listing: ListingFields): string | undefined {
  const plain = text(listing.description);
  if (plain) return plain;
  const html = text(listing.bodyHtml);
  return html ? htmlToText(html) : undefined;
}

/**
 * Etsy's listings download back with TITLE, DESCRIPTION and TAGS of the approved rows (13 tags, comma-separated
 * as Etsy writes them); MATERIALS, prices, images and variations keep every byte. As for the stores, no formula
 * neutralising in cells Etsy's importer reads.
 */
function originalEtsy(original: Buffer, upload: CatalogUpload, results: Map<string, ListingFields>): Buffer {
  const c = new Columns(upload.headers);
  const title = c.find(...ETSY_COLUMNS.title);
  const description = c.find(...ETSY_COLUMNS.description);
  const tags = c.find(...ETSY_COLUMNS.tags);
  const edits = editsByRow(upload, results, (listing) => ({
    set: cellsToSet([
      [title, titleOf(listing)],
      [description, etsyDescriptionOf(listing)],
      [tags, Array.isArray(listing.tags) && listing.tags.length ? listing.tags.join(",") : undefined],
    ]),
  }));
  return rewriteCsv(original, (record) => edits.get(record.row));
}

/**
 * A generic file has no columns of ours to fill: the new title and description are added as two columns,
 * then one "New <field>" column for each other field the listings have (SEO title, bullet points, search
 * terms, tags...), so an edit of any field reaches this file too.
 */
export const GENERIC_APPENDED_HEADERS = ["New title", "New description"];
/** Fields the two first added columns already carry. */
const GENERIC_BASE_KEYS = new Set(["title", "description", "bodyHtml"]);

function originalGeneric(
  original: Buffer,
  upload: CatalogUpload,
  results: Map<string, ListingFields>,
): Buffer {
  const byRow = new Map<number, ListingFields>();
  for (const product of upload.products) {
    const listing = results.get(product.key);
    if (listing) byRow.set(product.sourceRows[0]!, listing);
  }
  const extra = listingKeys(results).filter((k) => !GENERIC_BASE_KEYS.has(k.key));
  const headers = [...GENERIC_APPENDED_HEADERS, ...extra.map((k) => `New ${k.label.toLowerCase()}`)];
  const blank = headers.map(() => "");
  return rewriteCsv(original, (record) => {
    if (record.row === 1) return { append: headers };
    const listing = byRow.get(record.row);
    // Rows without a result get empty cells, so every row keeps the header's cell count.
    if (!listing) return record.cells.length === upload.headers.length ? { append: blank } : undefined;
    const body = bodyHtmlOf(listing);
    const cells = [
      text(listing.title) ?? "",
      text(listing.description) ?? (body ? htmlToText(body) : ""),
      ...extra.map((k) => text(listing[k.key]) ?? ""),
    ];
    // The added cells are opened in a spreadsheet like any CSV export: a title that starts with "@" or "="
    // ("@Home Bamboo Drawer Organizer") would run as a formula, so they are neutralised like the others.
    return { append: cells.map(neutraliseFormula) };
  });
}

/** Listing keys in the order the platforms list their fields, then any others in order of appearance. */
function listingKeys(results: Map<string, ListingFields>): { key: string; label: string }[] {
  const known = new Map<string, string>();
  for (const platform of PLATFORMS)
    for (const field of LISTING_RULES[platform].fields)
      if (!known.has(field.key)) known.set(field.key, field.label);
  const present = new Set<string>();
  for (const listing of results.values()) for (const key of Object.keys(listing)) present.add(key);
  const ordered = [...known.keys()].filter((key) => present.has(key));
  for (const key of present) if (!known.has(key)) ordered.push(key);
  return ordered.map((key) => ({ key, label: known.get(key) ?? key }));
}

const PRODUCT_COLUMNS: { header: string; value: (p: CatalogProduct) => string | undefined }[] = [
  { header: "Key", value: (p) => p.key },
  { header: "Name", value: (p) => p.name },
  { header: "SKU", value: (p) => p.sku },
  { header: "URL", value: (p) => p.url },
  { header: "Platform", value: (p) => p.platform },
  { header: "Tone", value: (p) => p.tone },
  { header: "Category", value: (p) => p.category },
  { header: "Brand", value: (p) => p.vendor },
  { header: "Keywords", value: (p) => p.keywords.join(", ") },
  { header: "Tags", value: (p) => p.searchTerms?.join(", ") },
  { header: "Existing description", value: (p) => p.existingDescription },
  { header: "Rows", value: (p) => p.sourceRows.join(" ") },
];

function genericCsv(upload: CatalogUpload, results: Map<string, ListingFields>): string {
  const keys = listingKeys(results);
  const header = [
    ...PRODUCT_COLUMNS.map((c) => c.header),
    ...keys.map((k) => `New ${k.label.toLowerCase()}`),
  ];
  const rows = upload.products.map((product) => {
    const listing = results.get(product.key) ?? {};
    return [
      ...PRODUCT_COLUMNS.map((c) => c.value(product) ?? ""),
      ...keys.map((k) => text(listing[k.key]) ?? ""),
    ].map(neutraliseFormula);
  });
  // The BOM makes Excel read UTF-8; line ends are CRLF as RFC 4180 has them.
  return `\uFEFF${stringify([header, ...rows], CSV_OPTIONS)}`;
}

function json(upload: CatalogUpload, results: Map<string, ListingFields>): string {
  const products = upload.products.map((product) => ({
    ...product,
    listing: results.get(product.key) ?? null,
  }));
  return `${JSON.stringify({ format: upload.format, products }, null, 2)}\n`;
}

export const AMAZON_HEADERS = [
  "item_sku",
  "item_name",
  "brand_name",
  "bullet_point1",
  "bullet_point2",
  "bullet_point3",
  "bullet_point4",
  "bullet_point5",
  "product_description",
  "generic_keywords",
];

/** Amazon counts search terms in bytes: under 250 (see LISTING_RULES.amazon). Cut at a word, never mid-word. */
const SEARCH_TERMS_MAX_BYTES = 249;
function withinBytes(value: string, max: number): string {
  if (Buffer.byteLength(value) <= max) return value;
  const words = value.split(/\s+/);
  let out = "";
  for (const word of words) {
    const next = out ? `${out} ${word}` : word;
    if (Buffer.byteLength(next) > max) break;
    out = next;
  }
  return out;
}

/** One line of a tab-delimited flat file: no tabs or line breaks inside a value. */
const flat = (value: string | undefined) => (value ?? "").replace(/[\t\r\n]+/g, " ").trim();

function amazonSheet(upload: CatalogUpload, results: Map<string, ListingFields>): string {
  const lines = [AMAZON_HEADERS.join("\t")];
  for (const product of upload.products) {
    const listing = results.get(product.key);
    if (!listing) continue;
    const html = text(listing.bodyHtml);
    const bullets = (
      Array.isArray(listing.bullets)
        ? listing.bullets
        : Array.isArray(listing.keyFeatures)
          ? listing.keyFeatures
          : html
            ? htmlListItems(html)
            : []
    ).slice(0, 5);
    const description = text(listing.description) ?? (html ? htmlToText(html) : "");
    const keywords =
      text(listing.searchTerms) ??
      (Array.isArray(listing.tags)
        ? listing.tags.join(" ")
        : [...(product.searchTerms ?? []), ...product.keywords].join(" ").replace(/[,;]/g, " "));
    const values = [
      product.sku ?? product.key,
      text(listing.title) ?? product.name,
      product.vendor,
      ...Array.from({ length: 5 }, (_, i) => bullets[i]),
      description,
      withinBytes(flat(keywords).replace(/\s+/g, " "), SEARCH_TERMS_MAX_BYTES),
    ];
    lines.push(values.map((value) => neutraliseFormula(flat(value))).join("\t"));
  }
  return `${lines.join("\r\n")}\r\n`;
}

/**
 * A finished job's download. `original` is the uploaded file's bytes; `results` holds the listing of
 * each product that has one, by product key (products without one are left as uploaded, or blank).
 */
export function writeCatalogDownload(
  kind: CatalogDownloadKind,
  original: Buffer,
  upload: CatalogUpload,
  results: Map<string, ListingFields>,
): Buffer | string {
  switch (kind) {
    case "original":
      if (upload.format === "shopify") return originalShopify(original, upload, results);
      if (upload.format === "woocommerce") return originalWoo(original, upload, results);
      if (upload.format === "etsy") return originalEtsy(original, upload, results);
      return originalGeneric(original, upload, results);
    case "generic-csv":
      return genericCsv(upload, results);
    case "json":
      return json(upload, results);
    case "amazon":
      return amazonSheet(upload, results);
  }
}
