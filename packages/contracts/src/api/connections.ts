import { z } from "zod";
import { toneSchema } from "../enum-schemas";

// Store connections (issue 30): the seller's Shopify and WooCommerce stores, owned by the integrations service.

export const STORE_PLATFORMS = ["shopify", "woocommerce"] as const;
export const storePlatformSchema = z.enum(STORE_PLATFORMS);
export type StorePlatform = z.infer<typeof storePlatformSchema>;

export const CONNECTION_STATUSES = ["connected", "disconnected", "revoked"] as const;
export type ConnectionStatus = (typeof CONNECTION_STATUSES)[number];

/** A connection as the seller sees it: never its credential. */
export interface StoreConnectionView {
  id: string;
  platform: StorePlatform;
  shop: string;
  status: ConnectionStatus;
  scopes: string[];
  connectedAt: string;
  disconnectedAt: string | null;
}

export interface StoreConnectionList {
  connections: StoreConnectionView[];
  /** Whether the seller's plan lets them connect, pull and publish (PLAN_FEATURES.storePublishing). */
  storePublishing: boolean;
}

/** POST /api/integrations/shopify/connect: the shop as the seller typed it ("my-store" or "my-store.myshopify.com"). */
export const shopifyConnectRequestSchema = z.object({
  shop: z.string({ error: "Enter your shop's myshopify.com address" }).trim().min(1, "Enter your shop's myshopify.com address").max(255),
});
export type ShopifyConnectRequest = z.infer<typeof shopifyConnectRequestSchema>;

/** Where the browser goes next: Shopify's own page asking the shop owner to approve ShopScript. */
export interface ShopifyConnectResponse {
  authorizeUrl: string;
}

/** POST /api/integrations/connections/:id/pull: the tone the job's listings are written in. */
export const storePullRequestSchema = z.object({
  tone: toneSchema.optional(),
});

export interface StorePullResponse {
  jobId: string;
  products: number;
}

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

export interface PublishProductView {
  productId: string;
  key: string;
  status: PublishProductStatus;
  fields: string[];
  /** Why it was skipped or failed (the store's own message for a failure). */
  message: string | null;
}

export interface PublishRunView {
  id: string;
  jobId: string;
  connectionId: string;
  /** running | done | stopped */
  status: "running" | "done" | "stopped";
  message: string | null;
  createdAt: string;
  finishedAt: string | null;
  counts: Record<PublishProductStatus, number>;
  products: PublishProductView[];
}

/** GET /api/integrations/publish-runs?jobId=: the job's runs, newest first, and the store it was pulled from. */
export interface PublishRunList {
  runs: PublishRunView[];
  /** With ?jobId=: the store the job was pulled from (null: an uploaded file, not a store). */
  source?: { connectionId: string; platform: StorePlatform; shop: string; status: ConnectionStatus } | null;
}

/** 409 CHANGED_IN_STORE's details: what the store changed since ShopScript published it. */
export interface RestoreConflict {
  productId: string;
  key: string;
  fields: string[];
}
