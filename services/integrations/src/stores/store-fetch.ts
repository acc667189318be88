import { isShopDomain } from "../domain/shop-domain";

/** fetch's shape, as @shopify/admin-api-client's customFetchApi takes it. */
export type StoreFetch = (url: string, init?: RequestInit) => Promise<Response>;

export class StoreUnreachableError extends Error {}

/**
 * The one way out to a Shopify shop. It refuses anything but https to a valid `*.myshopify.com` host, so no
 * request leaves for a host a seller typed unless it is a shop domain, and bounds each call in time. In
 * tests (SHOPIFY_TEST_ORIGIN, loopback only) it sends the same request to the local wire-format server.
 */
export function createShopifyFetch(options: { testOrigin?: string; timeoutMs?: number } = {}): StoreFetch {
  const timeoutMs = options.timeoutMs ?? 20_000;
  return async (input, init = {}) => {
    const url = new URL(input);
    if (url.protocol !== "https:" || !isShopDomain(url.hostname) || url.port !== "" || url.username || url.password) {
      throw new StoreUnreachableError(`refused a request to ${url.protocol}//${url.host}: not a Shopify shop domain`);
    }
    const target = options.testOrigin ? new URL(url.pathname + url.search, options.testOrigin) : url;
    const headers = new Headers(init.headers);
    // The local server serves every shop; it learns which one from this header, as Shopify does from the host.
    if (options.testOrigin) headers.set("x-test-shop", url.hostname);
    return fetch(target, { ...init, headers, redirect: "error", signal: init.signal ?? AbortSignal.timeout(timeoutMs) });
  };
}
