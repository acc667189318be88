import { stringify } from "csv-stringify/sync";
import { wooFields, type WooProduct } from "./woocommerce-product";

/**
 * WooCommerce's exporter writes a line break in a text cell as the two characters \n (and a typed \n as \\n);
 * the catalog's WooCommerce reader decodes exactly that (services/catalog/src/batches/formats/woocommerce.ts).
 */
const encodeWooText = (value: string) => value.replace(/\r\n?/g, "\n").replace(/\\n/g, "\\\\n").replace(/\n/g, "\\n");

/**
 * Pulled products written as WooCommerce's own product CSV (the exporter's column names): the catalog reads
 * it with the reader a seller's export goes through, so the attributes' options (every value a variable
 * product's variations take), both descriptions and the SEO plugin's fields reach the writer as from a file.
 * The row key is the exporter's "id:<ID>", which is also the key the publish finds the product by.
 */
export function wooProductCsv(products: WooProduct[]): string {
  const attributeCount = Math.max(0, ...products.map((p) => p.attributes.length));
  const header = [
    "ID",
    "Type",
    "SKU",
    "Name",
    "Short description",
    "Description",
    "Categories",
    "Tags",
    "Regular price",
    ...Array.from({ length: attributeCount }, (_, i) => [`Attribute ${i + 1} name`, `Attribute ${i + 1} value(s)`, `Attribute ${i + 1} visible`, `Attribute ${i + 1} global`]).flat(),
    "Meta: _yoast_wpseo_title",
    "Meta: _yoast_wpseo_metadesc",
  ];
  const records: string[][] = [header];
  for (const product of products) {
    const fields = wooFields(product);
    const attributes = Array.from({ length: attributeCount }, (_, i) => {
      const attribute = product.attributes[i];
      return attribute ? [attribute.name, attribute.options.join(", "), attribute.visible === false ? "0" : "1", "0"] : ["", "", "", ""];
    }).flat();
    records.push([
      String(product.id),
      product.type,
      product.sku,
      product.name,
      encodeWooText(product.short_description),
      encodeWooText(product.description),
      product.categories.map((c) => c.name).join(", "),
      product.tags.map((t) => t.name).join(", "),
      product.regular_price,
      ...attributes,
      // Whichever SEO plugin the product has (Yoast or Rank Math): the catalog reads either column as the SEO title.
      fields["seo.title"] ?? "",
      fields["seo.description"] ?? "",
    ]);
  }
  return stringify(records);
}
