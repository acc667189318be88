import { stringify } from "csv-stringify/sync";
import type { ShopifyProduct } from "./shopify-products";

const HEADER = [
  "Handle",
  "Title",
  "Body (HTML)",
  "Vendor",
  "Type",
  "Tags",
  "Option1 Name",
  "Option1 Value",
  "Option2 Name",
  "Option2 Value",
  "Option3 Name",
  "Option3 Value",
  "Variant SKU",
  "Variant Price",
  "SEO Title",
  "SEO Description",
];

/**
 * Pulled products written as Shopify's own product CSV (the export's columns, one row per variant, product
 * fields on the first): the catalog reads it with the reader a seller's export goes through, so options,
 * the existing description and SEO fields reach the writer exactly as from a file.
 */
export function shopifyProductCsv(products: ShopifyProduct[]): string {
  const records: string[][] = [HEADER];
  for (const product of products) {
    const variants = product.variants.length ? product.variants : [{ sku: null, price: "", selectedOptions: [] }];
    variants.forEach((variant, i) => {
      const options = [0, 1, 2].flatMap((n) => {
        const option = variant.selectedOptions[n];
        return option ? [option.name, option.value] : ["", ""];
      });
      const first = i === 0;
      records.push([
        product.handle,
        first ? product.title : "",
        first ? product.descriptionHtml : "",
        first ? product.vendor : "",
        first ? product.productType : "",
        first ? product.tags.join(", ") : "",
        ...options,
        variant.sku ?? "",
        variant.price,
        first ? (product.seo.title ?? "") : "",
        first ? (product.seo.description ?? "") : "",
      ]);
    });
  }
  return stringify(records);
}
