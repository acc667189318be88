import { z } from "zod";
import { toneSchema } from "../enum-schemas";
import { voiceChoiceSchema } from "./voices";

// Store connections (issue 30): the seller's Shopify and WooCommerce stores, owned by the integrations service.

export const STORE_PLATFORMS = ["shopify", "woocommerce"] as const;
export const storePlatformSchema = z.enum(STORE_PLATFORMS);
export type StorePlatform = z.infer<typeof storePlatformSchema>;

export const CONNECTION_STATUSES = ["connected", "disconnected", "revoked"] as const;
export type ConnectionStatus = (typeof CONNECTION_STATUSES)[number];

/** A connection as the seller sees it: never its credential. `platform` says which kind of store it is. */
export const storeConnectionSchema = z.object({
  id: z.uuid(),
  platform: storePlatformSchema,
  /** "name.myshopify.com", or a WooCommerce store's https origin. */
  shop: z.string(),
  status: z.enum(CONNECTION_STATUSES),
  scopes: z.array(z.string()),
  connectedAt: z.string(),
  disconnectedAt: z.string().nullable(),
});
export type StoreConnectionView = z.infer<typeof storeConnectionSchema>;

export const storeConnectionListSchema = z.object({
  connections: z.array(storeConnectionSchema),
  /** Whether the seller's plan lets them connect, pull and publish (PLAN_FEATURES.storePublishing). */
  storePublishing: z.boolean(),
});
export type StoreConnectionList = z.infer<typeof storeConnectionListSchema>;

/** POST /api/integrations/shopify/connect: the shop as the seller typed it ("my-store" or "my-store.myshopify.com"). */
export const shopifyConnectRequestSchema = z.object({
  shop: z.string({ error: "Enter your shop's myshopify.com address" }).trim().min(1, "Enter your shop's myshopify.com address").max(255),
});
export type ShopifyConnectRequest = z.infer<typeof shopifyConnectRequestSchema>;

/** Where the browser goes next: Shopify's own page asking the shop owner to approve ShopScript. */
export interface ShopifyConnectResponse {
  authorizeUrl: string;
}

const storeUrlField = z
  .string({ error: "Enter your store's address, for example https://my-store.com" })
  .trim()
  .min(1, "Enter your store's address, for example https://my-store.com")
  .max(500);

/** POST /api/integrations/woocommerce/connect: start WooCommerce's own approval (/wc-auth/v1/authorize). */
export const wooConnectRequestSchema = z.object({ storeUrl: storeUrlField });
export type WooConnectRequest = z.infer<typeof wooConnectRequestSchema>;

/** Where the browser goes next: the store's own page asking its owner to approve ShopScript's API key. */
export interface WooConnectResponse {
  authorizeUrl: string;
}

/**
 * POST /api/integrations/woocommerce/keys: keys the seller made in WooCommerce → Settings → Advanced → REST API
 * (Read/Write) and pasted. WooCommerce's keys are "ck_" / "cs_" and 40 hex characters.
 */
export const wooKeysConnectRequestSchema = z.object({
  storeUrl: storeUrlField,
  consumerKey: z.string({ error: "Paste the consumer key (it starts with ck_)" }).trim().regex(/^ck_[A-Za-z0-9]{20,64}$/, "Paste the consumer key (it starts with ck_)"),
  consumerSecret: z.string({ error: "Paste the consumer secret (it starts with cs_)" }).trim().regex(/^cs_[A-Za-z0-9]{20,64}$/, "Paste the consumer secret (it starts with cs_)"),
});
export type WooKeysConnectRequest = z.infer<typeof wooKeysConnectRequestSchema>;

/**
 * POST /api/integrations/connections/:id/pull: the tone and the brand voice the job's listings are written in. The
 * copy is written in the job the pull makes (pull → job → review → publish), so the voice is chosen here, as at a
 * catalog upload: a voice id of the seller (a 404 naming voiceId otherwise) or "none"; left out, the seller's
 * default voice as each row is written. A publish writes the approved copy as it is and has no voice to choose.
 */
export const storePullRequestSchema = z.object({
  tone: toneSchema.optional(),
  voiceId: voiceChoiceSchema.optional(),
});
export type StorePullRequest = z.infer<typeof storePullRequestSchema>;

export const storePullResponseSchema = z.object({
  /** The catalog job the store's products became (start it with POST /batches/{id}/start). */
  jobId: z.uuid(),
  products: z.number().int().min(0),
});
export type StorePullResponse = z.infer<typeof storePullResponseSchema>;

/** POST /api/integrations/publish: publish the approved rows of a job pulled from a store. */
export const publishRequestSchema = z.object({
  jobId: z.uuid({ error: "jobId must be the id of a job pulled from a store" }),
});

/** POST /api/integrations/publish-runs/:id/restore: one product, or the whole run; `force` after a 409. */
export const restoreRequestSchema = z.object({
  productId: z.string().min(1).max(200).optional(),
  force: z.boolean().optional(),
});

export const PUBLISH_PRODUCT_STATUSES = ["pending", "published", "skipped", "failed", "restored"] as const;
export type PublishProductStatus = (typeof PUBLISH_PRODUCT_STATUSES)[number];

export const publishProductSchema = z.object({
  /** The store's id of the product ("gid://shopify/Product/…"). */
  productId: z.string(),
  /** The product's row key in the job (its handle). */
  key: z.string(),
  status: z.enum(PUBLISH_PRODUCT_STATUSES),
  /** The store fields this run writes for the product: descriptionHtml, seo.title, seo.description, title. */
  fields: z.array(z.string()),
  /** Why it was skipped or failed (the store's own message for a failure). */
  message: z.string().nullable(),
});
export type PublishProductView = z.infer<typeof publishProductSchema>;

export const publishRunSchema = z.object({
  id: z.uuid(),
  jobId: z.uuid(),
  connectionId: z.uuid(),
  status: z.enum(["running", "done", "stopped"]),
  /** Why a run stopped (the store refused ShopScript's access, say). */
  message: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  counts: z.record(z.enum(PUBLISH_PRODUCT_STATUSES), z.number().int().min(0)),
  products: z.array(publishProductSchema),
});
export type PublishRunView = z.infer<typeof publishRunSchema>;

/** GET /api/integrations/publish-runs?jobId=: the job's runs, newest first, and the store it was pulled from. */
export const publishRunListSchema = z.object({
  runs: z.array(publishRunSchema),
  /** With ?jobId=: the store the job was pulled from (null: an uploaded file, not a store). */
  source: z
    .object({ connectionId: z.uuid(), platform: storePlatformSchema, shop: z.string(), status: z.enum(CONNECTION_STATUSES) })
    .nullable()
    .optional(),
});
export type PublishRunList = z.infer<typeof publishRunListSchema>;

/** 409 CHANGED_IN_STORE's `products`: what the store changed since ShopScript published it. */
export const restoreConflictSchema = z.object({ productId: z.string(), key: z.string(), fields: z.array(z.string()) });
export type RestoreConflict = z.infer<typeof restoreConflictSchema>;

export const restoreResultSchema = z.object({ restored: z.number().int().min(0) });
