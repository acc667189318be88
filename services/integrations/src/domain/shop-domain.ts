/**
 * A Shopify shop is named by its permanent domain, `<name>.myshopify.com`: the only hosts this service
 * ever sends a seller's Shopify request to. What the seller typed is reduced to that form or refused; it is
 * never used as an address as typed (no port, path, user info or other domain survives).
 */
const SHOP_DOMAIN = /^[a-z0-9][a-z0-9-]{0,59}\.myshopify\.com$/;

export function isShopDomain(value: string): boolean {
  return SHOP_DOMAIN.test(value);
}

/** "My-Store", "my-store.myshopify.com", "https://my-store.myshopify.com/" → "my-store.myshopify.com"; else null. */
export function normalizeShopDomain(input: string): string | null {
  let value = input.trim().toLowerCase();
  value = value.replace(/^https:\/\//, "").replace(/\/+$/, "");
  if (/^[a-z0-9][a-z0-9-]{0,59}$/.test(value)) value = `${value}.myshopify.com`;
  return isShopDomain(value) ? value : null;
}
