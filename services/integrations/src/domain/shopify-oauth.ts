import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/** What ShopScript asks a shop for: read the products, write their descriptions and SEO fields. */
export const SHOPIFY_SCOPES = ["read_products", "write_products"] as const;

/** A fresh state for one authorization (256 bits) and the hash under which it is kept. */
export function newOAuthState(): { state: string; stateHash: string } {
  const state = randomBytes(32).toString("base64url");
  return { state, stateHash: hashState(state) };
}

export const hashState = (state: string) => createHash("sha256").update(state, "utf8").digest("hex");

/**
 * Shopify signs the query of every redirect to the app: every parameter but `hmac` (and the legacy
 * `signature`), sorted by name, joined as a query string, HMAC-SHA256 under the app's client secret, hex.
 */
export function shopifyQueryDigest(params: URLSearchParams, secret: string): string {
  const entries = [...params.entries()].filter(([key]) => key !== "hmac" && key !== "signature");
  entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return createHmac("sha256", secret).update(new URLSearchParams(entries).toString()).digest("hex");
}

export function verifyShopifyQuery(params: URLSearchParams, secret: string): boolean {
  const given = params.get("hmac");
  if (!given || !/^[0-9a-f]{64}$/i.test(given)) return false;
  const expected = Buffer.from(shopifyQueryDigest(params, secret), "hex");
  return timingSafeEqual(expected, Buffer.from(given.toLowerCase(), "hex"));
}

/** Webhooks carry X-Shopify-Hmac-Sha256: base64 HMAC-SHA256 of the raw body under the client secret. */
export function verifyShopifyWebhook(rawBody: Buffer, header: string | undefined, secret: string): boolean {
  if (!header) return false;
  const expected = createHmac("sha256", secret).update(rawBody).digest();
  const given = Buffer.from(header, "base64");
  return given.length === expected.length && timingSafeEqual(expected, given);
}

export function authorizeUrl(options: { shop: string; clientId: string; redirectUri: string; state: string }): string {
  const url = new URL(`https://${options.shop}/admin/oauth/authorize`);
  url.searchParams.set("client_id", options.clientId);
  url.searchParams.set("scope", SHOPIFY_SCOPES.join(","));
  url.searchParams.set("redirect_uri", options.redirectUri);
  url.searchParams.set("state", options.state);
  return url.toString();
}

/** Whether the scopes a shop granted (comma-separated) include every one ShopScript needs. */
export function grantsEnough(granted: string): boolean {
  const set = new Set(granted.split(",").map((s) => s.trim()));
  // write_products implies read_products in Shopify's scope model; accept either form.
  return set.has("write_products");
}
