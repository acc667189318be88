import { bulkOperationResult, bulkProductUpdate, type BulkOptions } from "./shopify-bulk";
import { shopifyProductCsv } from "./shopify-csv";
import type { ProductChanges, ShopifyProduct, ShopifyProducts } from "./shopify-products";
import type { FieldValues, StoreProduct, StoreProducts, WriteAnswer } from "./store-products";

const toStoreProduct = (product: ShopifyProduct): StoreProduct => ({
  id: product.id,
  key: product.handle,
  version: product.updatedAt,
  fields: {
    descriptionHtml: product.descriptionHtml,
    "seo.title": product.seo.title,
    "seo.description": product.seo.description,
    title: product.title,
  },
  source: product,
});

/** ProductUpdateInput for some fields' values. */
export function changesFor(values: FieldValues): ProductChanges {
  const changes: ProductChanges = {};
  for (const { field, value } of values) {
    if (field === "descriptionHtml") changes.descriptionHtml = value ?? "";
    else if (field === "title") changes.title = value ?? "";
    else if (field === "seo.title") changes.seo = { ...changes.seo, title: value };
    else if (field === "seo.description") changes.seo = { ...changes.seo, description: value };
  }
  return changes;
}

/** Past `threshold` products a run goes through bulk mutation operations of up to `batchSize` products each. */
export interface ShopifyBulkSettings extends BulkOptions {
  threshold: number;
  batchSize: number;
}

/**
 * A Shopify shop as a store adapter: one productUpdate per product (its throttle is per call's cost), or, for a
 * run of more than bulk.threshold products, bulk mutation operations (a few calls for hundreds of products).
 */
export function shopifyStore(products: ShopifyProducts, bulk?: ShopifyBulkSettings): StoreProducts {
  return {
    bulk: bulk && {
      threshold: bulk.threshold,
      batchSize: bulk.batchSize,
      async update(writes, started) {
        const answers = await bulkProductUpdate(products, writes.map(({ product, values }) => ({ id: product.id, changes: changesFor(values) })), bulk, started);
        return new Map([...answers].map(([id, answer]) => [id, "error" in answer ? answer : { product: toStoreProduct(answer.product) }]));
      },
      async resume(operation, lines) {
        const answers = await bulkOperationResult(products, operation, lines, bulk);
        return new Map([...answers].map(([id, answer]) => [id, "error" in answer ? answer : { product: toStoreProduct(answer.product) }]));
      },
    },
    platform: "shopify",
    label: "Shopify",
    retry: products.retry,
    batchSize: 1,
    async *all() {
      for await (const page of products.all()) yield page.map(toStoreProduct);
    },
    csv: (pulled) => ({ csv: shopifyProductCsv(pulled.map((p) => p.source as ShopifyProduct)), platform: "shopify" }),
    async get(ids) {
      const found = new Map<string, StoreProduct | null>();
      for (const id of ids) {
        const product = await products.get(id);
        found.set(id, product ? toStoreProduct(product) : null);
      }
      return found;
    },
    async update(writes) {
      const answers = new Map<string, WriteAnswer>();
      for (const { product, values } of writes) {
        const answer = await products.update(product.id, changesFor(values));
        answers.set(product.id, "error" in answer ? answer : { product: toStoreProduct(answer.product) });
      }
      return answers;
    },
  };
}
