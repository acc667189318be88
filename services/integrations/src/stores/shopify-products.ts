import type { AdminApiClient } from "@shopify/admin-api-client";
import { DEFAULT_RETRY, StoreCallFailed, StoreCredentialRefused, StoreWriteUncertain, type RetryPolicy } from "./store-products";
import { ShopifyThrottleBudget, type QueryCost } from "./shopify-throttle-budget";

/** A product as ShopScript reads it from the Admin GraphQL API. */
export interface ShopifyProduct {
  id: string;
  title: string;
  handle: string;
  descriptionHtml: string;
  vendor: string;
  productType: string;
  tags: string[];
  seo: { title: string | null; description: string | null };
  updatedAt: string;
  variants: Array<{ sku: string | null; price: string; selectedOptions: Array<{ name: string; value: string }> }>;
}

/** What a publish may change: the ProductUpdateInput fields ShopScript writes. */
export interface ProductChanges {
  title?: string;
  descriptionHtml?: string;
  seo?: { title?: string | null; description?: string | null };
}

export { StoreCallFailed, StoreCredentialRefused, StoreWriteUncertain, DEFAULT_RETRY, type RetryPolicy } from "./store-products";

export const PRODUCT_FIELDS = `
  id title handle descriptionHtml vendor productType tags updatedAt
  seo { title description }
  variants(first: 100) { nodes { sku price selectedOptions { name value } } }
`;

const PRODUCTS_QUERY = `query ShopScriptPull($first: Int!, $after: String) {
  products(first: $first, after: $after) {
    edges { cursor node { ${PRODUCT_FIELDS} } }
    pageInfo { hasNextPage endCursor }
  }
}`;

const PRODUCT_QUERY = `query ShopScriptProduct($id: ID!) { product(id: $id) { ${PRODUCT_FIELDS} } }`;

const PRODUCT_UPDATE = `mutation ShopScriptPublish($product: ProductUpdateInput!) {
  productUpdate(product: $product) {
    product { ${PRODUCT_FIELDS} }
    userErrors { field message }
  }
}`;

export type RawProduct = Omit<ShopifyProduct, "variants"> & { variants: { nodes: ShopifyProduct["variants"] } };
export const fromRaw = (raw: RawProduct): ShopifyProduct => ({ ...raw, variants: raw.variants.nodes });

/**
 * One shop's products through Shopify's own client. Every answer's cost extension (requested and actual cost,
 * throttleStatus) updates the shop's throttle budget, and each call first waits as long as the restore rate
 * needs for its expected cost to be in the bucket (shopify-throttle-budget.ts), so calls are paced rather than
 * refused. Should the bucket still be short (another process on the shop: a `THROTTLED` answer), the call
 * waits exactly as long as the restore rate needs and goes again; a 429 waits Retry-After, a 5xx backs off
 * exponentially; all bounded (RetryPolicy), then StoreCallFailed. `budget`: the shop's, shared by every
 * client of that shop in this process (a new one, this client's own, by default).
 */
export function shopifyProducts(client: AdminApiClient, retry: RetryPolicy = DEFAULT_RETRY, budget: ShopifyThrottleBudget = new ShopifyThrottleBudget()) {
  async function call<T>(query: string, variables: Record<string, unknown>, cost: number, write = false): Promise<T> {
    let lastMessage = "";
    // A page's cost depends on its size: the operation is the query and its page size.
    const operation = typeof variables.first === "number" ? `${query}\n#first=${variables.first}` : query;
    for (let attempt = 1; attempt <= retry.attempts; attempt++) {
      const reserved = await budget.reserve(operation, cost, retry.sleep);
      let answer: Awaited<ReturnType<AdminApiClient["request"]>>;
      try {
        answer = await client.request(query, { variables });
      } catch (err) {
        budget.answered(operation, reserved, undefined);
        throw err;
      }
      const spent = (answer.extensions as { cost?: QueryCost } | undefined)?.cost;
      budget.answered(operation, reserved, spent);
      const errors = answer.errors;
      if (!errors) return answer.data as T;
      const status = errors.networkStatusCode;
      if (status === 401 || status === 403) {
        throw new StoreCredentialRefused("Shopify refused ShopScript's access to this store (the app was removed or its access revoked). Please connect the store again.");
      }
      const graphQLErrors = (errors.graphQLErrors ?? []) as Array<{ message?: string; extensions?: { code?: string } }>;
      const throttled = graphQLErrors.some((e) => e.extensions?.code === "THROTTLED");
      lastMessage = graphQLErrors.map((e) => e.message).filter(Boolean).join("; ") || errors.message || `HTTP ${status}`;
      let waitMs: number;
      if (throttled) {
        const status = spent?.throttleStatus;
        const need = (spent?.requestedQueryCost ?? cost) - (status?.currentlyAvailable ?? 0);
        waitMs = status ? Math.ceil((Math.max(need, 1) / status.restoreRate) * 1000) : retry.baseWaitMs;
      } else if (status === 429) {
        const retryAfter = Number(errors.response?.headers.get("retry-after"));
        waitMs = Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter * 1000 : retry.baseWaitMs * 2 ** (attempt - 1);
      } else if ((status !== undefined && status >= 500) || (status === undefined && !graphQLErrors.length)) {
        // A 5xx, or no answer at all (connection reset, timed out). A read is retried; a write may have
        // landed, so it is not sent again here (throttling and 429 refuse a call before it runs; these do not).
        if (write) throw new StoreWriteUncertain(`Shopify did not confirm the write: ${lastMessage}`);
        waitMs = retry.baseWaitMs * 2 ** (attempt - 1);
      } else {
        throw new StoreCallFailed(`Shopify answered: ${lastMessage}`);
      }
      if (attempt < retry.attempts) await retry.sleep(Math.min(waitMs, retry.maxWaitMs));
    }
    throw new StoreCallFailed(`Shopify did not answer after ${retry.attempts} attempts: ${lastMessage}`);
  }

  return {
    retry,
    /** One Admin API call with the same throttle, 429 and 5xx handling (the bulk operation's calls). */
    call,
    /** Every product, a page at a time (cursor paging), oldest first as the store lists them. */
    async *all(pageSize = 50): AsyncGenerator<ShopifyProduct[]> {
      let after: string | null = null;
      for (;;) {
        const data: { products: { edges: Array<{ node: RawProduct }>; pageInfo: { hasNextPage: boolean; endCursor: string | null } } } =
          await call(PRODUCTS_QUERY, { first: pageSize, after }, 2 + pageSize * 2);
        yield data.products.edges.map((edge) => fromRaw(edge.node));
        if (!data.products.pageInfo.hasNextPage || !data.products.pageInfo.endCursor) return;
        after = data.products.pageInfo.endCursor;
      }
    },

    async get(id: string): Promise<ShopifyProduct | null> {
      const data = await call<{ product: RawProduct | null }>(PRODUCT_QUERY, { id }, 10);
      return data.product ? fromRaw(data.product) : null;
    },

    /** productUpdate with the ProductUpdateInput form; the store's userErrors come back as a message. */
    async update(id: string, changes: ProductChanges): Promise<{ product: ShopifyProduct } | { error: string }> {
      const data = await call<{ productUpdate: { product: RawProduct | null; userErrors: Array<{ field?: string[]; message: string }> } }>(
        PRODUCT_UPDATE,
        { product: { id, ...changes } },
        10,
        true,
      );
      const { product, userErrors } = data.productUpdate;
      if (userErrors.length || !product) return { error: userErrors.map((e) => e.message).join("; ") || "Shopify did not update the product" };
      return { product: fromRaw(product) };
    },
  };
}

export type ShopifyProducts = ReturnType<typeof shopifyProducts>;
