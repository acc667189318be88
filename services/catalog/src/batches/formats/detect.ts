import type { CatalogFormat } from "@shopscript/contracts";
import { Columns } from "./columns";
import { ETSY_COLUMNS, ETSY_USUAL } from "./etsy";
import { SHOPIFY_COLUMNS } from "./shopify";
import { WOO_COLUMNS } from "./woocommerce";

// A file is taken for a store export only when its header row has the export's identifying columns
// and enough of its usual ones; anything else is a generic CSV the seller maps.

const SHOPIFY_USUAL = [
  SHOPIFY_COLUMNS.body,
  SHOPIFY_COLUMNS.vendor,
  SHOPIFY_COLUMNS.productCategory,
  SHOPIFY_COLUMNS.type,
  SHOPIFY_COLUMNS.tags,
  ["Published", "Published on online store"],
  ["Option1 Name"],
  ["Option1 Value"],
  SHOPIFY_COLUMNS.sku,
  ["Variant Price", "Price"],
  ["Image Src", "Product image URL"],
  SHOPIFY_COLUMNS.seoTitle,
  SHOPIFY_COLUMNS.seoDescription,
  ["Gift Card"],
  ["Status"],
];

const WOO_USUAL = [
  WOO_COLUMNS.type,
  ["Published"],
  ["Is featured?"],
  ["Visibility in catalog"],
  WOO_COLUMNS.shortDescription,
  WOO_COLUMNS.description,
  ["Regular price"],
  WOO_COLUMNS.categories,
  WOO_COLUMNS.tags,
  WOO_COLUMNS.parent,
  ["Images"],
  ["Attribute 1 name"],
  ["Attribute 1 value(s)"],
  ["In stock?"],
];

/**
 * Four of the usual columns must be there besides the identifying ones: a trimmed-down import file
 * (Handle, Title, Body (HTML), Vendor, Tags, Variant Price) still reads as the store's own.
 */
const enough = (columns: Columns, usual: readonly (readonly string[])[]) =>
  usual.filter((names) => columns.has(...names)).length >= 4;

/** Which export a header row belongs to: "shopify", "woocommerce", "etsy", or "generic". */
export function detectFormat(headers: string[]): CatalogFormat {
  const columns = new Columns(headers);
  if (
    columns.has(...SHOPIFY_COLUMNS.handle) &&
    columns.has(...SHOPIFY_COLUMNS.title) &&
    enough(columns, SHOPIFY_USUAL)
  ) {
    return "shopify";
  }
  if (
    columns.has(...WOO_COLUMNS.name) &&
    (columns.has(...WOO_COLUMNS.id) || columns.has(...WOO_COLUMNS.sku)) &&
    enough(columns, WOO_USUAL)
  ) {
    return "woocommerce";
  }
  // Etsy's headers are plain words (TITLE, DESCRIPTION, TAGS): its own CURRENCY_CODE or IMAGE1 tells its
  // download apart from a generic file that happens to have a title and a description.
  if (
    columns.has(...ETSY_COLUMNS.title) &&
    columns.has(...ETSY_COLUMNS.description) &&
    (columns.has("CURRENCY_CODE") || columns.has("IMAGE1")) &&
    enough(columns, ETSY_USUAL)
  ) {
    return "etsy";
  }
  return "generic";
}
