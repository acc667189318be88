import { stringify } from "csv-stringify/sync";

// Store exports as Shopify and WooCommerce write them, built row by row for the catalog-mode tests and
// the batch bench. Real exports have many more columns; these carry the ones each importer needs plus some
// the catalog must give back untouched (prices, images, published flags).

const MATERIALS = ["oak", "walnut", "steel", "brass", "linen", "wool", "ceramic", "bamboo"];
const THINGS = [
  "Desk Lamp",
  "Side Table",
  "Throw Blanket",
  "Coffee Mug",
  "Wall Shelf",
  "Plant Pot",
  "Cutting Board",
  "Bookend",
];

export const SHOPIFY_HEADERS = [
  "Handle",
  "Title",
  "Body (HTML)",
  "Vendor",
  "Product Category",
  "Type",
  "Tags",
  "Published",
  "Option1 Name",
  "Option1 Value",
  "Variant SKU",
  "Variant Price",
  "Image Src",
  "SEO Title",
  "SEO Description",
  "Status",
];

export interface ExportOptions {
  /** Variant rows per product (the first row included). */
  variants?: (index: number) => number;
  /** Product names to use instead of the generated ones, by index. */
  name?: (index: number) => string | undefined;
  /** Current descriptions (Body HTML) to use instead of the short generated one, by index. */
  description?: (index: number) => string;
}

export function shopifyExport(products: number, options: ExportOptions = {}): string {
  const rows: string[][] = [SHOPIFY_HEADERS];
  for (let i = 0; i < products; i++) {
    const material = MATERIALS[i % MATERIALS.length]!;
    const thing = THINGS[Math.floor(i / MATERIALS.length) % THINGS.length]!;
    const title =
      options.name?.(i) ?? `${material[0]!.toUpperCase()}${material.slice(1)} ${thing} No. ${i + 1}`;
    const handle = `item-${i + 1}`;
    const variants = options.variants?.(i) ?? (i % 3 === 0 ? 3 : 1);
    for (let v = 0; v < variants; v++) {
      const size = ["Small", "Medium", "Large", "XL"][v % 4]!;
      rows.push(
        v === 0
          ? [
              handle,
              title,
              options.description?.(i) ?? `<p>Old copy for ${title}, "quoted", with a comma.</p>`,
              "Northwind",
              "Home & Garden > Decor",
              thing,
              `${material}, handmade, gift`,
              "TRUE",
              "Size",
              size,
              `SKU-${i + 1}-${v}`,
              (19.5 + i).toFixed(2),
              `https://cdn.example.com/${handle}.jpg`,
              "",
              "",
              "active",
            ]
          : [
              handle,
              "",
              "",
              "",
              "",
              "",
              "",
              "",
              "",
              size,
              `SKU-${i + 1}-${v}`,
              (21.5 + i).toFixed(2),
              "",
              "",
              "",
              "",
            ],
      );
    }
  }
  return stringify(rows, { record_delimiter: "\r\n" });
}

export const WOO_HEADERS = [
  "ID",
  "Type",
  "SKU",
  "Name",
  "Published",
  "Short description",
  "Description",
  "Categories",
  "Tags",
  "Attribute 1 name",
  "Attribute 1 value(s)",
  "Regular price",
  "Parent",
  "Images",
];

export function wooExport(products: number): string {
  const rows: string[][] = [WOO_HEADERS];
  let id = 100;
  for (let i = 0; i < products; i++) {
    const material = MATERIALS[i % MATERIALS.length]!;
    const thing = THINGS[i % THINGS.length]!;
    const name = `${material[0]!.toUpperCase()}${material.slice(1)} ${thing} ${i + 1}`;
    const parentId = ++id;
    const variable = i % 4 === 0;
    rows.push([
      String(parentId),
      variable ? "variable" : "simple",
      `W-${i + 1}`,
      name,
      "1",
      `Short old text ${i + 1}`,
      `Old long text for ${name}.\\nSecond line.`,
      "Home > Decor",
      `${material}, gift`,
      "Material",
      material,
      variable ? "" : "24.00",
      "",
      `https://cdn.example.com/w${i}.jpg`,
    ]);
    if (variable) {
      for (const colour of ["Red", "Blue"]) {
        rows.push([
          String(++id),
          "variation",
          `W-${i + 1}-${colour}`,
          `${name} - ${colour}`,
          "1",
          "",
          "",
          "",
          "",
          "Colour",
          colour,
          "26.00",
          `id:${parentId}`,
          "",
        ]);
      }
    }
  }
  return stringify(rows);
}
