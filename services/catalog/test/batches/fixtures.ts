// Store exports generated in code, shaped like the real ones (header lists from Shopify's and
// WooCommerce's own documentation and exporters). Each file is built from cells already written as
// CSV text, so a test can render the exact bytes it expects back after a download fills some cells.

export type RawRow = string[];

export interface RenderOptions {
  bom?: boolean;
  eol?: "\n" | "\r\n";
  /** Cells to replace, by row number (header = 1) and column index, with their CSV text. */
  overrides?: Map<number, Map<number, string>>;
  /** Text after the last line end (none by default). */
  trailing?: string;
}

/** Joins CSV-text cells into a file, as the exporter wrote it. */
export function render(rows: RawRow[], options: RenderOptions = {}): Buffer {
  const eol = options.eol ?? "\n";
  const lines = rows.map((cells, i) => {
    const over = options.overrides?.get(i + 1);
    return cells.map((cell, c) => over?.get(c) ?? cell).join(",");
  });
  return Buffer.from(
    `${options.bom ? "\uFEFF" : ""}${lines.join(eol)}${eol}${options.trailing ?? ""}`,
    "utf8",
  );
}

/** Quotes as a minimal CSV writer does: only when the value needs it. */
export const q = (value: string) =>
  /[",\r\n]|^\s|\s$/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
/** Quotes as PHP's fputcsv (WooCommerce's exporter) does: also for spaces and tabs. */
export const phpq = (value: string) => (/[",\r\n\t ]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
/** Always quoted, as some spreadsheets save. */
export const qq = (value: string) => `"${value.replace(/"/g, '""')}"`;

// The column list of a Shopify products export (before the 2025 rename).
// prettier-ignore
export const SHOPIFY_HEADERS = [
  "Handle", "Title", "Body (HTML)", "Vendor", "Product Category", "Type", "Tags", "Published",
  "Option1 Name", "Option1 Value", "Option2 Name", "Option2 Value", "Option3 Name", "Option3 Value",
  "Variant SKU", "Variant Grams", "Variant Inventory Tracker", "Variant Inventory Qty", "Variant Inventory Policy",
  "Variant Fulfillment Service", "Variant Price", "Variant Compare At Price", "Variant Requires Shipping",
  "Variant Taxable", "Variant Barcode", "Image Src", "Image Position", "Image Alt Text", "Gift Card",
  "SEO Title", "SEO Description", "Google Shopping / Google Product Category", "Google Shopping / Gender",
  "Google Shopping / Age Group", "Google Shopping / MPN", "Google Shopping / Condition",
  "Google Shopping / Custom Product", "Variant Image", "Variant Weight Unit", "Variant Tax Code", "Cost per item",
  "Included / United States", "Price / United States", "Compare At Price / United States",
  "Included / International", "Price / International", "Compare At Price / International", "Status",
];
export const SH = Object.fromEntries(SHOPIFY_HEADERS.map((h, i) => [h, i])) as Record<string, number>;

// The current Shopify template's names for the same columns.
// prettier-ignore
export const SHOPIFY_2025_HEADERS = [
  "Title", "URL handle", "Description", "Vendor", "Product category", "Type", "Tags", "Published on online store",
  "Status", "SKU", "Barcode", "Option1 name", "Option1 value", "Option2 name", "Option2 value", "Option3 name",
  "Option3 value", "Price", "Compare-at price", "Cost per item", "Charge tax", "Tax code", "Unit price total measure",
  "Inventory tracker", "Inventory quantity", "Continue selling when out of stock", "Weight value (grams)",
  "Weight unit for display", "Requires shipping", "Fulfillment service", "Product image URL", "Image position",
  "Image alt text", "Variant image URL", "Gift card", "SEO title", "SEO description",
];

const SIZES = ["S", "M", "L"];
const COLOURS = ["Charcoal", "Oat", "Moss"];
const MATERIALS = ["merino wool", "organic cotton", "recycled polyester", "linen"];

export interface ShopifyProductSpec {
  handle: string;
  title: string;
  body: string;
  tags: string;
  variants: { size: string; colour: string; sku: string }[];
  extraImages: number;
}

/** 200 products (or `count`): 1–3 sizes × 1–2 colours each, some with extra image-only rows. */
export function shopifyProducts(count = 200): ShopifyProductSpec[] {
  return Array.from({ length: count }, (_, i) => {
    const material = MATERIALS[i % MATERIALS.length]!;
    const sizes = SIZES.slice(0, (i % 3) + 1);
    const colours = COLOURS.slice(0, (i % 2) + 1);
    const variants = sizes.flatMap((size) =>
      colours.map((colour) => ({ size, colour, sku: `BN-${i}-${size}-${colour.slice(0, 2).toUpperCase()}` })),
    );
    return {
      handle: `beanie-${i}`,
      title: i % 17 === 0 ? `Café Beanie №${i} “Nordic” 🧶` : `Ribbed Beanie ${i}`,
      // A multi-line HTML body with commas and quotes, as the Shopify editor saves it.
      body: `<p>Soft ${material} beanie, ribbed knit.</p>\n<ul>\n<li>Fits most heads, "one size"</li>\n<li>Hand wash cold</li>\n</ul>`,
      tags: `${material}, winter, knitwear`,
      variants,
      extraImages: i % 5 === 0 ? 2 : 0,
    };
  });
}

/** The rows of a Shopify export of `products`, cells as CSV text (quoted only where needed, as Shopify does). */
export function shopifyRows(products: ShopifyProductSpec[]): RawRow[] {
  const rows: RawRow[] = [SHOPIFY_HEADERS.map(q)];
  const empty = () => SHOPIFY_HEADERS.map(() => "");
  for (const [p, product] of products.entries()) {
    product.variants.forEach((variant, v) => {
      const row = empty();
      row[SH.Handle!] = product.handle;
      row[SH["Option1 Value"]!] = q(variant.size);
      row[SH["Option2 Value"]!] = q(variant.colour);
      row[SH["Variant SKU"]!] = q(variant.sku);
      row[SH["Variant Grams"]!] = "85";
      row[SH["Variant Inventory Tracker"]!] = "shopify";
      row[SH["Variant Inventory Qty"]!] = String(10 + v);
      row[SH["Variant Inventory Policy"]!] = "deny";
      row[SH["Variant Fulfillment Service"]!] = "manual";
      row[SH["Variant Price"]!] = `${24 + (p % 7)}.00`;
      row[SH["Variant Requires Shipping"]!] = "true";
      row[SH["Variant Taxable"]!] = "true";
      row[SH["Variant Weight Unit"]!] = "kg";
      if (v === 0) {
        row[SH.Title!] = q(product.title);
        row[SH["Body (HTML)"]!] = q(product.body);
        row[SH.Vendor!] = q("North & Knit");
        row[SH["Product Category"]!] = q("Apparel & Accessories > Clothing Accessories > Hats");
        row[SH.Type!] = "Beanie";
        row[SH.Tags!] = q(product.tags);
        row[SH.Published!] = "true";
        row[SH["Option1 Name"]!] = "Size";
        row[SH["Option2 Name"]!] = "Colour";
        row[SH["Image Src"]!] = `https://cdn.shopify.com/s/files/1/${product.handle}.jpg`;
        row[SH["Image Position"]!] = "1";
        row[SH["Gift Card"]!] = "false";
        // An old SEO title the download replaces; the SEO description is blank and gets filled.
        row[SH["SEO Title"]!] = q(`${product.title} | North & Knit`);
        row[SH["Included / United States"]!] = "true";
        row[SH.Status!] = "active";
      }
      rows.push(row);
    });
    for (let image = 0; image < product.extraImages; image++) {
      const row = empty();
      row[SH.Handle!] = product.handle;
      row[SH["Image Src"]!] = `https://cdn.shopify.com/s/files/1/${product.handle}-${image + 2}.jpg`;
      row[SH["Image Position"]!] = String(image + 2);
      rows.push(row);
    }
  }
  return rows;
}

// The columns of WooCommerce's built-in product export, in its order, with two attributes and the Yoast
// SEO meta columns. "GTIN, UPC, EAN, or ISBN" has commas: the header itself is quoted.
// prettier-ignore
export const WOO_HEADERS = [
  "ID", "Type", "SKU", "GTIN, UPC, EAN, or ISBN", "Name", "Published", "Is featured?", "Visibility in catalog",
  "Short description", "Description", "Date sale price starts", "Date sale price ends", "Tax status", "Tax class",
  "In stock?", "Stock", "Low stock amount", "Backorders allowed?", "Sold individually?", "Weight (kg)",
  "Length (cm)", "Width (cm)", "Height (cm)", "Allow customer reviews?", "Purchase note", "Sale price",
  "Regular price", "Categories", "Tags", "Shipping class", "Images", "Download limit", "Download expiry days",
  "Parent", "Grouped products", "Upsells", "Cross-sells", "External URL", "Button text", "Position", "Brands",
  "Attribute 1 name", "Attribute 1 value(s)", "Attribute 1 visible", "Attribute 1 global",
  "Attribute 2 name", "Attribute 2 value(s)", "Attribute 2 visible", "Attribute 2 global",
  "Meta: _yoast_wpseo_title", "Meta: _yoast_wpseo_metadesc",
];
export const WC = Object.fromEntries(WOO_HEADERS.map((h, i) => [h, i])) as Record<string, number>;

export interface WooSpec {
  id: number;
  name: string;
  sku: string;
  /** Description as stored in WordPress (real line breaks); the export writes them as \n. */
  description: string;
  variable: boolean;
  variations: { id: number; sku: string; colour: string; size: string }[];
}

export function wooProducts(count = 40): WooSpec[] {
  return Array.from({ length: count }, (_, i) => {
    const id = 100 + i * 10;
    const variable = i % 2 === 1;
    return {
      id,
      name: i % 9 === 0 ? `Ceramic Mug "Fjord" ${i} – 350 ml` : `Stoneware Mug ${i}`,
      sku: `MUG-${i}`,
      description: `<p>Hand-thrown stoneware, dishwasher safe.</p>\n<p>Holds 350 ml. Glaze varies, so each mug is unique.</p>`,
      variable,
      variations: variable
        ? [
            { id: id + 1, sku: `MUG-${i}-BL-S`, colour: "Blue", size: "Small" },
            { id: id + 2, sku: `MUG-${i}-GR-L`, colour: "Green", size: "Large" },
          ]
        : [],
    };
  });
}

/** The WooCommerce exporter's escaping of a description: a line break becomes the two characters \n. */
export const wooEscape = (value: string) => value.replace(/\\n/g, "\\\\n").replace(/\n/g, "\\n");

export function wooRows(products: WooSpec[]): RawRow[] {
  const rows: RawRow[] = [WOO_HEADERS.map(phpq)];
  const empty = () => WOO_HEADERS.map(() => "");
  for (const product of products) {
    const row = empty();
    row[WC.ID!] = String(product.id);
    row[WC.Type!] = product.variable ? "variable" : "simple";
    row[WC.SKU!] = product.sku;
    row[WC.Name!] = phpq(product.name);
    row[WC.Published!] = "1";
    row[WC["Is featured?"]!] = "0";
    row[WC["Visibility in catalog"]!] = "visible";
    row[WC["Short description"]!] = phpq("Hand-thrown mug.");
    row[WC.Description!] = phpq(wooEscape(product.description));
    row[WC["Tax status"]!] = "taxable";
    row[WC["In stock?"]!] = "1";
    row[WC["Regular price"]!] = product.variable ? "" : "18";
    row[WC.Categories!] = phpq("Kitchen > Mugs, Gifts");
    row[WC.Tags!] = phpq("handmade, stoneware");
    row[WC.Images!] = `https://shop.example/wp-content/uploads/mug-${product.id}.jpg`;
    row[WC.Position!] = "0";
    row[WC["Attribute 1 name"]!] = "Colour";
    row[WC["Attribute 1 value(s)"]!] = phpq(product.variable ? "Blue, Green" : "Blue");
    row[WC["Attribute 1 visible"]!] = "1";
    row[WC["Attribute 1 global"]!] = "1";
    if (product.variable) {
      row[WC["Attribute 2 name"]!] = "Size";
      row[WC["Attribute 2 value(s)"]!] = phpq("Small, Large");
      row[WC["Attribute 2 visible"]!] = "1";
      row[WC["Attribute 2 global"]!] = "1";
    }
    rows.push(row);
    product.variations.forEach((variation, v) => {
      const vr = empty();
      vr[WC.ID!] = String(variation.id);
      vr[WC.Type!] = "variation";
      vr[WC.SKU!] = variation.sku;
      vr[WC.Name!] = phpq(`${product.name} - ${variation.colour}, ${variation.size}`);
      vr[WC.Published!] = "1";
      vr[WC.Description!] = phpq("Variation note: glaze may differ.");
      vr[WC["Regular price"]!] = "20";
      vr[WC.Parent!] = `id:${product.id}`;
      vr[WC.Position!] = String(v + 1);
      vr[WC["Attribute 1 name"]!] = "Colour";
      vr[WC["Attribute 1 value(s)"]!] = variation.colour;
      vr[WC["Attribute 2 name"]!] = "Size";
      vr[WC["Attribute 2 value(s)"]!] = variation.size;
      rows.push(vr);
    });
  }
  return rows;
}

/** Splits a file into chunks of `size` bytes, as a slow upload arrives (cuts through multi-byte characters). */
export async function* chunked(buffer: Buffer, size: number): AsyncGenerator<Buffer> {
  for (let i = 0; i < buffer.length; i += size) yield buffer.subarray(i, i + size);
}
