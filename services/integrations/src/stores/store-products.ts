import type { StorePlatform } from "@shopscript/contracts";

/**
 * The store adapter: what pull, publish and restore need from a seller's store, whichever it is. Shopify
 * (shopify-store.ts) and WooCommerce (woocommerce-store.ts) each answer it; the publish log, snapshots,
 * skip-if-changed, resume and restore are written once, against this, in src/domain.
 */

/** A field a publish may write, named the same in the publish log for every store. */
export type PublishedField = "descriptionHtml" | "shortDescription" | "seo.title" | "seo.description" | "title";

/** The listing field of an approved row each published field takes its value from. */
export const LISTING_FIELD: Record<PublishedField, string> = {
  descriptionHtml: "bodyHtml",
  shortDescription: "shortDescription",
  "seo.title": "seoTitle",
  "seo.description": "metaDescription",
  // Only when the seller edited it: the writer's title never replaces a store's title on its own.
  title: "title",
};

/** Which fields each platform's products have (in the publish log's order). */
export const PLATFORM_FIELDS: Record<StorePlatform, readonly PublishedField[]> = {
  shopify: ["descriptionHtml", "seo.title", "seo.description", "title"],
  // SEO fields only where the product carries Yoast SEO's or Rank Math's meta (see woocommerce-store.ts).
  woocommerce: ["descriptionHtml", "shortDescription", "seo.title", "seo.description", "title"],
};

/** A product as the store-independent code sees it. */
export interface StoreProduct {
  /** The store's id ("gid://shopify/Product/1", "123"). */
  id: string;
  /** The row's key in the pulled job (Shopify: the handle; WooCommerce: "id:<ID>", as its CSV names it). */
  key: string;
  /** Changes whenever the store changes the product: a publish writes only over the version it pulled. */
  version: string;
  /** The publishable fields' current values; a field absent here is one this product does not have. */
  fields: Partial<Record<PublishedField, string | null>>;
  /** The store's own product, for the pull's CSV. */
  source: unknown;
}

export type FieldValues = Array<{ field: string; value: string | null }>;
export type WriteAnswer = { product: StoreProduct } | { error: string };

export interface RetryPolicy {
  /** Attempts per call, the first included. */
  attempts: number;
  /** The first wait after a 429/5xx without Retry-After; doubled each time, capped at maxWaitMs. */
  baseWaitMs: number;
  maxWaitMs: number;
  sleep: (ms: number) => Promise<void>;
}

export const DEFAULT_RETRY: RetryPolicy = {
  attempts: 6,
  baseWaitMs: 500,
  maxWaitMs: 10_000,
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

/** The wait before attempt `attempt + 1`: the store's Retry-After (seconds) when it gave one, else exponential. */
export function backoffMs(retry: RetryPolicy, attempt: number, retryAfter?: string | null): number {
  const seconds = Number(retryAfter);
  const wait = retryAfter && Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : retry.baseWaitMs * 2 ** (attempt - 1);
  return Math.min(wait, retry.maxWaitMs);
}

export interface StoreProducts {
  platform: StorePlatform;
  /** The store's name in messages to the seller ("Shopify", "WooCommerce"). */
  label: string;
  retry: RetryPolicy;
  /** How many products one write carries (Shopify: productUpdate, one; WooCommerce: products/batch, 100). */
  batchSize: number;
  /** Every product, a page at a time. */
  all(): AsyncGenerator<StoreProduct[]>;
  /** The pulled products as the store's own product CSV, which the catalog reads as it reads an export. */
  csv(products: StoreProduct[]): { csv: string; platform: StorePlatform };
  /** The products' current state; null for one the store no longer has. */
  get(ids: string[]): Promise<Map<string, StoreProduct | null>>;
  /**
   * Writes each product's values (at most batchSize), given the product as just read from the store; an
   * answer per product id: the product as written, or the store's refusal.
   */
  update(writes: Array<{ product: StoreProduct; values: FieldValues }>): Promise<Map<string, WriteAnswer>>;
  /**
   * A store's bulk write for a run of more than `threshold` products (Shopify's bulk mutation operation):
   * `batchSize` products a write, answered as update() answers. Absent: every run goes through update().
   */
  bulk?: {
    threshold: number;
    batchSize: number;
    /** `started` is told the operation's id as soon as the store started it, before its end is awaited (the products' line = their index in `writes`). */
    update(writes: Array<{ product: StoreProduct; values: FieldValues }>, started?: (operation: string) => Promise<void>): Promise<Map<string, WriteAnswer>>;
    /**
     * The answers of an operation started earlier (by a replica that died since): waits for it to end and reads
     * its result; `lines[i]` is the product id of its input line i.
     */
    resume(operation: string, lines: ReadonlyArray<string | undefined>): Promise<Map<string, WriteAnswer>>;
  };
}

/** The store refused the credential (401/403): the seller must connect again. Nothing more is sent. */
export class StoreCredentialRefused extends Error {}
/** The store kept failing (or throttling) past the bounded retries; the message is the store's own. */
export class StoreCallFailed extends Error {}
/**
 * A write whose fate is unknown (a 5xx or a dropped connection after it was sent): it may have landed. It is
 * never sent again blindly; the caller reads the product back to see.
 */
export class StoreWriteUncertain extends StoreCallFailed {}

export const readField = (product: StoreProduct, field: string): string | null | undefined => product.fields[field as PublishedField];

/** What to tell the seller when the store refused ShopScript's credential. */
export const revokedMessage = (label: string) =>
  `${label} refused ShopScript's access to this store (the app was removed or its access revoked). Connect the store again on the Connections page.`;
