import { createHash } from "node:crypto";
import type { FieldValues, PublishedField, StoreProduct } from "./store-products";

/** A product as the WooCommerce REST API (wc/v3) answers it: the parts ShopScript reads. */
export interface WooProduct {
  id: number;
  name: string;
  slug: string;
  type: string;
  sku: string;
  regular_price: string;
  description: string;
  short_description: string;
  date_modified_gmt: string;
  categories: Array<{ name: string }>;
  tags: Array<{ name: string }>;
  /** A variable product's attributes list every value its variations take (`options`). */
  attributes: Array<{ name: string; options: string[]; variation?: boolean; visible?: boolean }>;
  meta_data: Array<{ id?: number; key: string; value: unknown }>;
}

/** SEO plugins' product meta (the keys they keep on the product), Rank Math first when a product has both. */
const SEO_META = {
  rankMath: { title: "rank_math_title", description: "rank_math_description", prefix: "rank_math_" },
  yoast: { title: "_yoast_wpseo_title", description: "_yoast_wpseo_metadesc", prefix: "_yoast_wpseo_" },
} as const;

function seoPluginOf(product: WooProduct) {
  if (product.meta_data.some((m) => m.key.startsWith(SEO_META.rankMath.prefix))) return SEO_META.rankMath;
  if (product.meta_data.some((m) => m.key.startsWith(SEO_META.yoast.prefix))) return SEO_META.yoast;
  return null;
}

/** A meta value as text; null when the product has no such meta. */
const metaText = (product: WooProduct, key: string): string | null => {
  const meta = product.meta_data.find((m) => m.key === key);
  if (!meta || meta.value == null) return null;
  return typeof meta.value === "string" ? meta.value : String(meta.value);
};

export function wooFields(product: WooProduct): StoreProduct["fields"] {
  const fields: StoreProduct["fields"] = {
    descriptionHtml: product.description,
    shortDescription: product.short_description,
    title: product.name,
  };
  const seo = seoPluginOf(product);
  if (seo) {
    fields["seo.title"] = metaText(product, seo.title);
    fields["seo.description"] = metaText(product, seo.description);
  }
  return fields;
}

/**
 * The product's version: its date_modified_gmt (whole seconds) and a digest of the fields ShopScript writes,
 * so an edit in the same second as the pull still counts as a change.
 */
export function wooVersion(product: WooProduct): string {
  const digest = createHash("sha256").update(JSON.stringify(wooFields(product))).digest("base64url").slice(0, 16);
  return `${product.date_modified_gmt}#${digest}`;
}

export const toStoreProduct = (product: WooProduct): StoreProduct => ({
  id: String(product.id),
  key: `id:${product.id}`,
  version: wooVersion(product),
  fields: wooFields(product),
  source: product,
});

/** The products/<id> body for some fields' values (SEO fields as the product's own plugin's meta). */
export function wooChanges(product: WooProduct, values: FieldValues): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  // A null meta value deletes the meta (WC_Data::save_meta_data drops a meta whose value is null): a restore
  // takes away a field the product did not have before the publish, rather than leaving it empty.
  const meta: Array<{ key: string; value: string | null }> = [];
  const seo = seoPluginOf(product);
  for (const { field, value } of values) {
    const text = value ?? "";
    if (field === ("descriptionHtml" satisfies PublishedField)) body.description = text;
    else if (field === "shortDescription") body.short_description = text;
    else if (field === "title") body.name = text;
    else if (field === "seo.title" && seo) meta.push({ key: seo.title, value });
    else if (field === "seo.description" && seo) meta.push({ key: seo.description, value });
  }
  if (meta.length) body.meta_data = meta;
  return body;
}

