import { fetch as undiciFetch } from "undici";
import { createGuardedAgent, publicAddressPolicy, systemLookup, type AddressPolicy, type Lookup } from "@shopscript/kit";
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

/** fetch's shape as axios's fetch adapter calls it: a Request it built, or a URL and init. */
export type WooFetch = (input: string | URL | Request, init?: RequestInit) => Promise<Response>;

export interface WooFetchOptions {
  /** Tests only (WOOCOMMERCE_TEST_ORIGIN, loopback only): every store's requests go to this local server. */
  testOrigin?: string;
  timeoutMs?: number;
  /** The SSRF guard's resolver and policy (tests inject a resolver; production: DNS and public addresses only). */
  lookup?: Lookup;
  policy?: AddressPolicy;
}

/**
 * The one way out to a WooCommerce store, for one store: only https requests under that store's own address
 * leave (a client that built any other URL is refused), every connection goes through the kit's SSRF guard
 * (resolve once, public addresses only, dial the address checked), redirects are not followed (a store
 * moved to another address is connected again under it), and each call is bounded in time. In tests the same
 * request goes to the local wire-format server, which learns the store from `x-test-store`.
 */
export function createWooFetch(storeUrl: string, options: WooFetchOptions = {}): WooFetch {
  const timeoutMs = options.timeoutMs ?? 30_000;
  const base = new URL(`${storeUrl}/`);
  const dispatcher = options.testOrigin ? undefined : createGuardedAgent({ policy: options.policy ?? publicAddressPolicy, lookup: options.lookup ?? systemLookup });
  return async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    if (url.protocol !== "https:" || url.origin !== base.origin || !url.pathname.startsWith(base.pathname) || url.username || url.password) {
      throw new StoreUnreachableError(`refused a request to ${url.protocol}//${url.host}: not the connected store's address`);
    }
    const body = request.method === "GET" || request.method === "HEAD" ? undefined : await request.arrayBuffer();
    const headers = new Headers(request.headers);
    let target: URL = url;
    if (options.testOrigin) {
      target = new URL(url.pathname + url.search, options.testOrigin);
      headers.set("x-test-store", storeUrl);
    }
    const signal = AbortSignal.any([init?.signal ?? request.signal, AbortSignal.timeout(timeoutMs)]);
    // undici's own fetch: the guarded Agent is its dispatcher (Node's global fetch may bundle another undici).
    const answer = await undiciFetch(target, { method: request.method, headers: [...headers], body: body ? Buffer.from(body) : undefined, redirect: "manual", signal, dispatcher });
    return new Response(answer.body as ReadableStream | null, { status: answer.status, statusText: answer.statusText, headers: [...answer.headers] });
  };
}

/**
 * The hosts Shopify hands out for a bulk operation's files: the staged upload target and the result JSONL
 * (Google Cloud Storage buckets Shopify owns). Any other host in an answer is refused, so a tampered or
 * unexpected answer cannot make ShopScript send a seller's copy, or a request, anywhere else.
 */
export function isShopifyStorageHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  return host === "storage.googleapis.com" || (host.endsWith(".storage.googleapis.com") && /^[a-z0-9-]+\.storage\.googleapis\.com$/.test(host));
}

/**
 * The way out to a bulk operation's staged upload and result files: https to a Shopify storage host only
 * (isShopifyStorageHost), through the kit's SSRF guard (resolve once, public addresses only, dial the address
 * checked), no redirects, bounded in time. In tests (SHOPIFY_TEST_ORIGIN, loopback only) the same request
 * goes to the local Shopify, which learns the storage host from `x-test-storage-host`.
 */
export function createShopifyStorageFetch(options: WooFetchOptions = {}): StoreFetch {
  const timeoutMs = options.timeoutMs ?? 120_000;
  const dispatcher = options.testOrigin ? undefined : createGuardedAgent({ policy: options.policy ?? publicAddressPolicy, lookup: options.lookup ?? systemLookup });
  return async (input, init = {}) => {
    const url = new URL(input);
    if (url.protocol !== "https:" || !isShopifyStorageHost(url.hostname) || url.port !== "" || url.username || url.password) {
      throw new StoreUnreachableError(`refused a request to ${url.protocol}//${url.host}: not a Shopify storage host`);
    }
    const headers = new Headers(init.headers);
    let target: URL = url;
    if (options.testOrigin) {
      target = new URL(url.pathname + url.search, options.testOrigin);
      headers.set("x-test-storage-host", url.hostname);
    }
    let body: Buffer | undefined;
    if (init.body !== undefined && init.body !== null) {
      // A FormData body: encoded here, with the multipart boundary in its content type.
      const encoded = new Response(init.body);
      body = Buffer.from(await encoded.arrayBuffer());
      if (!headers.has("content-type") && encoded.headers.get("content-type")) headers.set("content-type", encoded.headers.get("content-type")!);
    }
    const answer = await undiciFetch(target, {
      method: init.method ?? "GET",
      headers: [...headers],
      body,
      redirect: "manual",
      signal: init.signal ?? AbortSignal.timeout(timeoutMs),
      dispatcher,
    });
    return new Response(answer.body as ReadableStream | null, { status: answer.status, statusText: answer.statusText, headers: [...answer.headers] });
  };
}
