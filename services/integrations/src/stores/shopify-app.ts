import { createAdminApiClient, type AdminApiClient } from "@shopify/admin-api-client";
import type { ShopifyAppSettings } from "../config";
import { createShopifyFetch, createShopifyStorageFetch, type StoreFetch } from "./store-fetch";

export class ShopifyRefusedError extends Error {
  constructor(message: string, readonly status: number) {
    super(message);
  }
}

/**
 * ShopScript's Shopify app: the token exchange of the OAuth grant and an Admin API client per shop, both
 * through the one guarded way out (store-fetch). The Admin API client is Shopify's own
 * (@shopify/admin-api-client): it builds the endpoint, the access-token header and the response shape.
 */
export function createShopifyApp(settings: ShopifyAppSettings, fetchImpl: StoreFetch = createShopifyFetch({ testOrigin: settings.testOrigin })) {
  return {
    settings,

    /** Trades the authorization code for the shop's offline access token (POST /admin/oauth/access_token). */
    async exchangeCode(shop: string, code: string): Promise<{ accessToken: string; scope: string }> {
      const response = await fetchImpl(`https://${shop}/admin/oauth/access_token`, {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify({ client_id: settings.clientId, client_secret: settings.clientSecret, code }),
      });
      const body = (await response.json().catch(() => null)) as { access_token?: unknown; scope?: unknown; error_description?: unknown } | null;
      if (!response.ok || typeof body?.access_token !== "string") {
        const reason = typeof body?.error_description === "string" ? body.error_description : `HTTP ${response.status}`;
        throw new ShopifyRefusedError(`Shopify did not grant access: ${reason}`, response.status);
      }
      return { accessToken: body.access_token, scope: typeof body.scope === "string" ? body.scope : "" };
    },

    /** Bulk operations' settings and their one way out to Shopify's storage hosts. */
    bulk: { threshold: 250, batchSize: 5000, pollMs: 2000, ...settings.bulk, storage: createShopifyStorageFetch({ testOrigin: settings.testOrigin }) },

    adminClient(shop: string, accessToken: string): AdminApiClient {
      return createAdminApiClient({
        storeDomain: shop,
        apiVersion: settings.apiVersion,
        accessToken,
        customFetchApi: fetchImpl,
        userAgentPrefix: "ShopScript",
      });
    },
  };
}

export type ShopifyApp = ReturnType<typeof createShopifyApp>;
