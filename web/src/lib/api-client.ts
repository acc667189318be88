import type { QueryKey } from "@tanstack/react-query";

/** Shape of the services' error bodies: `{ message, code, ...details }` (ARCHITECTURE §5). */
export interface ApiErrorBody {
  message?: string;
  code?: string;
  /** Validation errors name the field: field name → message. */
  fields?: Record<string, string>;
  /** Set by the generator when an anonymous visitor has used the free demo. */
  requiresSignup?: boolean;
  [key: string]: unknown;
}

/**
 * A non-ok HTTP response. `message` is `${status}: ${bodyText || statusText}` (spec §8); the parsed
 * JSON body, when the server sent one, is on `body` for callers that need `code`, `fields` or
 * `requiresSignup`.
 */
export class ApiError extends Error {
  override readonly name = "ApiError";
  readonly status: number;
  readonly body?: ApiErrorBody;

  constructor(status: number, message: string, body?: ApiErrorBody) {
    super(message);
    this.status = status;
    this.body = body;
  }
}

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * Sent on every request. The gateway refuses state-changing requests without it: a cross-site
 * form cannot set custom headers, so this is the CSRF defence (ARCHITECTURE §6).
 */
export const CSRF_HEADER = "X-Requested-With";
export const CSRF_HEADER_VALUE = "shopscript";

let baseUrl = "";

/**
 * Prefix for every request path. Empty in the browser (same origin, relative URLs); tests and
 * non-browser callers point it at a server, e.g. `http://127.0.0.1:3000`.
 */
export function setApiBaseUrl(url: string): void {
  baseUrl = url.replace(/\/+$/, "");
}

export interface RequestOptions {
  signal?: AbortSignal;
}

async function send(
  method: HttpMethod,
  url: string,
  body: unknown,
  { signal }: RequestOptions = {},
): Promise<Response> {
  const headers: Record<string, string> = {
    Accept: "application/json",
    [CSRF_HEADER]: CSRF_HEADER_VALUE,
  };
  const init: RequestInit = { method, headers, credentials: "include", signal };
  if (body !== undefined) {
    headers["Content-Type"] = "application/json";
    init.body = JSON.stringify(body);
  }
  return fetch(baseUrl + url, init);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = await res.text().catch(() => "");
  const json = text ? parseJson(text) : undefined;
  const body =
    json !== null && typeof json === "object" && !Array.isArray(json) ? (json as ApiErrorBody) : undefined;
  // HTTP/2 responses carry no status text; keep the message readable even then.
  throw new ApiError(res.status, `${res.status}: ${text || res.statusText || "Request failed"}`, body);
}

/**
 * Sends a request with the session cookie and the CSRF header; `body`, when given, goes as JSON.
 * Resolves with the Response when it is ok, otherwise rejects with an {@link ApiError}.
 */
export async function apiRequest(
  method: HttpMethod,
  url: string,
  body?: unknown,
  options?: RequestOptions,
): Promise<Response> {
  const res = await send(method, url, body, options);
  await throwIfNotOk(res);
  return res;
}

/** Like {@link apiRequest}, resolving with the parsed JSON body (`null` when the body is empty, e.g. 204). */
export async function apiJson<T>(
  method: HttpMethod,
  url: string,
  body?: unknown,
  options?: RequestOptions,
): Promise<T> {
  const res = await apiRequest(method, url, body, options);
  const text = await res.text();
  return (text ? JSON.parse(text) : null) as T;
}

/**
 * The message to show in a toast: the server's `message` field when the error carries one,
 * otherwise `fallback` (network failures, non-JSON bodies, unexpected errors).
 */
export function errorMessage(err: unknown, fallback: string): string {
  if (err instanceof ApiError && typeof err.body?.message === "string" && err.body.message.trim()) {
    return err.body.message;
  }
  return fallback;
}

export type UnauthorizedBehavior = "returnNull" | "throw";

/** The part of TanStack Query's function context the loader uses. */
export interface QueryFnContext {
  queryKey: QueryKey;
  signal?: AbortSignal;
}

/**
 * The default loader: GET to the query key's parts joined with "/" (e.g. `["/api/descriptions", id]`).
 * With `on401: "returnNull"` a 401 resolves to `null` (signed out) instead of throwing.
 */
export function getQueryFn<T>(options: { on401: "returnNull" }): (ctx: QueryFnContext) => Promise<T | null>;
export function getQueryFn<T>(options: { on401: "throw" }): (ctx: QueryFnContext) => Promise<T>;
export function getQueryFn<T>(options: {
  on401: UnauthorizedBehavior;
}): (ctx: QueryFnContext) => Promise<T | null>;
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }) {
  return async ({ queryKey, signal }: QueryFnContext): Promise<T | null> => {
    const res = await send("GET", queryKey.join("/"), undefined, { signal });
    if (on401 === "returnNull" && res.status === 401) return null;
    await throwIfNotOk(res);
    const text = await res.text();
    return (text ? JSON.parse(text) : null) as T | null;
  };
}
