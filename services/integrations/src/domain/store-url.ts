import { isIP } from "node:net";

/**
 * A WooCommerce store is named by its https address: "https://<host>[/<path to WordPress>]". What the seller
 * typed is reduced to that form or refused with the reason, before anything is sent: https only (the keys
 * travel as Basic auth), the default port, no user info, query or fragment, and a public domain name (no IP
 * literal, no single-label, localhost or internal-only name). The addresses the name resolves to are checked
 * again at every connection (store-fetch.ts), so a name pointing inside is refused there.
 */
export type StoreUrlCheck = { url: string } | { error: string };

const INTERNAL_SUFFIXES = [".localhost", ".local", ".internal", ".lan", ".home.arpa", ".test", ".example", ".invalid"];

export function normalizeStoreUrl(input: string): StoreUrlCheck {
  const typed = input.trim();
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(typed) ? typed : `https://${typed}`);
  } catch {
    return { error: "Enter your store's address, for example https://my-store.com" };
  }
  if (url.protocol !== "https:") return { error: "Your store's address must start with https:// (WooCommerce keys are only sent over HTTPS)" };
  if (url.username || url.password) return { error: "Enter the store's address without a user name or password" };
  if (url.port) return { error: "Enter the store's address without a port (the standard HTTPS port is used)" };
  if (url.search || url.hash) return { error: "Enter the store's address without ? or # parts" };
  const host = url.hostname.replace(/\.$/, "");
  if (isIP(host.replace(/^\[|\]$/g, "")) || !host.includes(".") || host === "localhost" || INTERNAL_SUFFIXES.some((s) => host.endsWith(s))) {
    return { error: "Enter your store's public domain name (an IP address or an internal name is not accepted)" };
  }
  const path = url.pathname.replace(/\/+$/, "");
  return { url: `https://${host}${path}` };
}
