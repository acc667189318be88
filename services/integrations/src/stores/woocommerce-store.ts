import WooCommerceRestApi from "@woocommerce/woocommerce-rest-api";
import { wooProductCsv } from "./woocommerce-csv";
import { toStoreProduct, wooChanges, type WooProduct } from "./woocommerce-product";
import type { WooFetch } from "./store-fetch";
import {
  backoffMs,
  DEFAULT_RETRY,
  StoreCallFailed,
  StoreCredentialRefused,
  StoreWriteUncertain,
  type RetryPolicy,
  type StoreProduct,
  type StoreProducts,
  type WriteAnswer,
} from "./store-products";

/** The WooCommerce API keys: the seller's consumer key and secret (Basic auth over HTTPS). */
export interface WooKeys {
  consumerKey: string;
  consumerSecret: string;
}

interface WooAnswer {
  status: number;
  data: unknown;
  headers: Record<string, unknown>;
}

const messageOf = (answer: WooAnswer) => {
  const data = answer.data as { message?: unknown; code?: unknown } | null;
  return typeof data?.message === "string" ? data.message : `HTTP ${answer.status}`;
};

/** "fetch failed: Refused to connect to …": an error's message and its causes'. */
function causesOf(err: unknown): string {
  const messages: string[] = [];
  for (let at: unknown = err; at instanceof Error && messages.length < 5; at = (at as { cause?: unknown }).cause) messages.push(at.message);
  return messages.join(": ");
}

/** WooCommerce's batch limit: at most 100 objects per request. */
export const WOO_BATCH_LIMIT = 100;

/**
 * One WooCommerce store's products through WooCommerce's own client (@woocommerce/woocommerce-rest-api:
 * the wc/v3 URLs, Basic auth over https, the JSON bodies), its requests carried by axios's fetch adapter
 * over the guarded store fetch. A 429 waits Retry-After; a 5xx or a lost answer backs off and retries a read,
 * but a write that may have landed is never resent here (StoreWriteUncertain); 401/403 is the key refused.
 */
export function wooStore(storeUrl: string, keys: WooKeys, fetchImpl: WooFetch, retry: RetryPolicy = DEFAULT_RETRY): StoreProducts & { probe(): Promise<boolean> } {
  const api = new WooCommerceRestApi({
    url: storeUrl,
    consumerKey: keys.consumerKey,
    consumerSecret: keys.consumerSecret,
    version: "wc/v3",
    queryStringAuth: false,
    axiosConfig: {
      // axios's fetch adapter with our fetch (`env.fetch`, read in axios 1.21's lib/adapters/fetch.js): the
      // client's requests leave only through the guarded store fetch, never axios's own http agent.
      adapter: "fetch",
      env: { fetch: fetchImpl },
      // Every status comes back as an answer (this module reads it); redirects are not followed.
      validateStatus: () => true,
      maxRedirects: 0,
    },
  });

  async function call(method: "get" | "put" | "post", endpoint: string, body?: unknown, params: Record<string, unknown> = {}): Promise<WooAnswer> {
    const write = method !== "get";
    let last = "";
    for (let attempt = 1; attempt <= retry.attempts; attempt++) {
      let answer: WooAnswer;
      try {
        const response = method === "get" ? await api.get(endpoint, params) : await api[method](endpoint, body, params);
        answer = { status: response.status, data: response.data, headers: response.headers as Record<string, unknown> };
      } catch (err) {
        // No answer at all (refused connection, reset, timeout, or the guard refused the address). axios and
        // undici wrap the reason ("fetch failed"), so the whole chain of causes is read.
        last = causesOf(err);
        // Refused before any byte left (not the store's address, not public, no such name): certain, not retried.
        if (/refused a request|not an allowed address|Could not resolve/.test(last)) throw new StoreCallFailed(`The store could not be reached: ${last}`);
        if (write) throw new StoreWriteUncertain(`WooCommerce did not confirm the write: ${last}`);
        if (attempt < retry.attempts) await retry.sleep(backoffMs(retry, attempt));
        continue;
      }
      if (answer.status >= 200 && answer.status < 300) return answer;
      last = messageOf(answer);
      if (answer.status === 401 || answer.status === 403) {
        throw new StoreCredentialRefused(`WooCommerce refused ShopScript's API key (${last}). Please connect the store again.`);
      }
      if (answer.status >= 300 && answer.status < 400) {
        throw new StoreCallFailed(`The store answered with a redirect (to ${String(answer.headers.location ?? "another address")}): connect it again under its current address.`);
      }
      if (answer.status === 429) {
        if (attempt < retry.attempts) await retry.sleep(backoffMs(retry, attempt, answer.headers["retry-after"] as string | undefined));
        continue;
      }
      if (answer.status >= 500) {
        if (write) throw new StoreWriteUncertain(`WooCommerce did not confirm the write: ${last}`);
        if (attempt < retry.attempts) await retry.sleep(backoffMs(retry, attempt, answer.headers["retry-after"] as string | undefined));
        continue;
      }
      if (answer.status === 404 && !write) return answer;
      throw new StoreCallFailed(`WooCommerce answered: ${last}`);
    }
    throw new StoreCallFailed(`WooCommerce did not answer after ${retry.attempts} attempts: ${last}`);
  }

  const products = (answer: WooAnswer) => (Array.isArray(answer.data) ? (answer.data as WooProduct[]) : []);

  async function getMany(ids: string[]): Promise<Map<string, WooProduct | null>> {
    const found = new Map<string, WooProduct | null>(ids.map((id) => [id, null]));
    for (let at = 0; at < ids.length; at += WOO_BATCH_LIMIT) {
      const chunk = ids.slice(at, at + WOO_BATCH_LIMIT);
      const answer = await call("get", "products", undefined, { include: chunk.join(","), per_page: WOO_BATCH_LIMIT, status: "any" });
      for (const product of products(answer)) if (found.has(String(product.id))) found.set(String(product.id), product);
    }
    return found;
  }

  return {
    platform: "woocommerce",
    label: "WooCommerce",
    retry,
    batchSize: WOO_BATCH_LIMIT,

    /** Page after page (per_page=100) until X-WP-TotalPages says the last one was read. */
    async *all() {
      for (let page = 1; ; page++) {
        const answer = await call("get", "products", undefined, { per_page: WOO_BATCH_LIMIT, page, status: "any", orderby: "id", order: "asc" });
        const list = products(answer);
        if (list.length) yield list.map(toStoreProduct);
        const totalPages = Number(answer.headers["x-wp-totalpages"]);
        if (list.length === 0 || !Number.isFinite(totalPages) || page >= totalPages) return;
      }
    },

    /** One product listed: true if the store answers WooCommerce's REST API, false for a 404 (not a WooCommerce store). */
    async probe() {
      const answer = await call("get", "products", undefined, { per_page: 1 });
      return answer.status !== 404 && Array.isArray(answer.data);
    },

    csv: (pulled) => ({ csv: wooProductCsv(pulled.map((p) => p.source as WooProduct)), platform: "woocommerce" }),

    async get(ids) {
      const found = new Map<string, StoreProduct | null>();
      for (const [id, product] of await getMany(ids)) found.set(id, product ? toStoreProduct(product) : null);
      return found;
    },

    /** One product: PUT products/<id>; more: POST products/batch (≤100), whose answer says per product. */
    async update(writes) {
      const answers = new Map<string, WriteAnswer>();
      if (writes.length === 0) return answers;
      // Each SEO field is named by the product's own plugin, as read just before.
      const bodies = writes.map(({ product, values }) => ({ id: product.id, body: wooChanges(product.source as WooProduct, values) }));
      if (bodies.length === 1) {
        const [{ id, body }] = bodies as [{ id: string; body: Record<string, unknown> }];
        const answer = await call("put", `products/${id}`, body);
        answers.set(id, { product: toStoreProduct(answer.data as WooProduct) });
      } else if (bodies.length > 1) {
        const answer = await call("post", "products/batch", { update: bodies.map(({ id, body }) => ({ id: Number(id), ...body })) });
        const updated = ((answer.data as { update?: unknown[] } | null)?.update ?? []) as Array<WooProduct | { id: number; error: { message?: string } }>;
        for (const item of updated) {
          const id = String(item.id);
          if ("error" in item && item.error) answers.set(id, { error: item.error.message ?? "refused" });
          else answers.set(id, { product: toStoreProduct(item as WooProduct) });
        }
      }
      return answers;
    },
  };
}

/**
 * Whether a store answers WooCommerce's REST API with these keys (one product listed): "ok", "refused" (the
 * keys are wrong or revoked), "missing" (no WooCommerce REST API at this address); a store that cannot be
 * reached (or whose address is not public) throws StoreCallFailed.
 */
export async function checkWooKeys(storeUrl: string, keys: WooKeys, fetchImpl: WooFetch, retry: RetryPolicy = DEFAULT_RETRY): Promise<"ok" | "refused" | "missing"> {
  const store = wooStore(storeUrl, keys, fetchImpl, { ...retry, attempts: Math.min(retry.attempts, 2) });
  try {
    return (await store.probe()) ? "ok" : "missing";
  } catch (err) {
    if (err instanceof StoreCredentialRefused) return "refused";
    throw err;
  }
}
