import { z } from "zod";

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
