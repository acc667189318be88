import type { ApiKeyScope } from "@shopscript/contracts";

/**
 * What the gateway forwards, and to whom (ARCHITECTURE.md section 2). A request is proxied only when its
 * path equals one of these prefixes or continues it with "/"; every other /api path is a JSON 404.
 */
export const ROUTE_TABLE = {
  auth: ["/api/auth"],
  generator: ["/api/generate-description", "/api/v1/generate", "/api/voices", "/api/v1/voices"],
  catalog: ["/api/descriptions", "/api/analytics", "/api/v1/descriptions", "/api/batches", "/api/v1/batches"],
  billing: ["/api/subscription-status", "/api/create-subscription", "/api/billing"],
  integrations: ["/api/integrations", "/api/v1/connections", "/api/v1/publish", "/api/v1/publish-runs"],
} as const;

/**
 * The public API (/api/v1): every route a key may call, with the scope it needs. The gateway refuses
 * anything not listed here before it reaches a service, and the OpenAPI file must describe each one
 * (a contract test holds the two together). Paths use OpenAPI's `{param}` form.
 */
export const PUBLIC_API_ROUTES = [
  { method: "POST", path: "/api/v1/generate", scope: "generate" },
  { method: "POST", path: "/api/v1/generate/stream", scope: "generate" },
  { method: "GET", path: "/api/v1/descriptions", scope: "descriptions:read" },
  { method: "POST", path: "/api/v1/descriptions", scope: "descriptions:write" },
  { method: "GET", path: "/api/v1/descriptions/export", scope: "descriptions:read" },
  { method: "GET", path: "/api/v1/descriptions/{id}", scope: "descriptions:read" },
  { method: "DELETE", path: "/api/v1/descriptions/{id}", scope: "descriptions:write" },
  // Catalog batches (issue 17): upload (the CSV as the body), start, status, results, download.
  { method: "POST", path: "/api/v1/batches", scope: "batches" },
  { method: "POST", path: "/api/v1/batches/{id}/start", scope: "batches" },
  { method: "GET", path: "/api/v1/batches/{id}", scope: "batches" },
  { method: "GET", path: "/api/v1/batches/{id}/rows", scope: "batches" },
  { method: "GET", path: "/api/v1/batches/{id}/download", scope: "batches" },
  // Brand voices (issue 31): what a generation is written in, so the `generate` scope manages them.
  { method: "GET", path: "/api/v1/voices", scope: "generate" },
  { method: "POST", path: "/api/v1/voices", scope: "generate" },
  { method: "POST", path: "/api/v1/voices/learn", scope: "generate" },
  { method: "GET", path: "/api/v1/voices/{id}", scope: "generate" },
  { method: "PUT", path: "/api/v1/voices/{id}", scope: "generate" },
  { method: "DELETE", path: "/api/v1/voices/{id}", scope: "generate" },
  // Store publishing (issue 30), scope `stores`: connecting is a browser's OAuth flow (the web app only).
  { method: "GET", path: "/api/v1/connections", scope: "stores" },
  { method: "DELETE", path: "/api/v1/connections/{id}", scope: "stores" },
  { method: "POST", path: "/api/v1/connections/{id}/pull", scope: "stores" },
  { method: "POST", path: "/api/v1/publish", scope: "stores" },
  { method: "GET", path: "/api/v1/publish-runs", scope: "stores" },
  { method: "GET", path: "/api/v1/publish-runs/{id}", scope: "stores" },
  { method: "POST", path: "/api/v1/publish-runs/{id}/restore", scope: "stores" },
] as const satisfies readonly { method: string; path: string; scope: ApiKeyScope }[];

export type PublicApiRoute = (typeof PUBLIC_API_ROUTES)[number];

const routePatterns = PUBLIC_API_ROUTES.map((route) => ({
  route,
  pattern: new RegExp(`^${route.path.replace(/\{[^}]+\}/g, "[^/]+")}/?$`),
}));

/** The public API route a request is for (HEAD counts as GET), or undefined. */
export function publicApiRouteFor(method: string, path: string): PublicApiRoute | undefined {
  const verb = method === "HEAD" ? "GET" : method;
  // An exact path beats a parameter ("/descriptions/export" is not a description id).
  const matches = routePatterns.filter(({ route, pattern }) => route.method === verb && pattern.test(path));
  return (matches.find(({ route }) => !route.path.includes("{")) ?? matches[0])?.route;
}

export type UpstreamName = keyof typeof ROUTE_TABLE;
export const UPSTREAM_NAMES = Object.keys(ROUTE_TABLE) as UpstreamName[];

/** `path` is `prefix` or continues it with "/" (no string is built: this runs on every request). */
const under = (path: string, prefix: string) =>
  path.startsWith(prefix) && (path.length === prefix.length || path.charCodeAt(prefix.length) === 47);

const ENTRIES: ReadonlyArray<readonly [UpstreamName, string]> = UPSTREAM_NAMES.flatMap((name) =>
  ROUTE_TABLE[name].map((prefix) => [name, prefix] as const),
);

export function routeFor(path: string): UpstreamName | undefined {
  for (const [name, prefix] of ENTRIES) if (under(path, prefix)) return name;
  return undefined;
}

/** The route-table prefix a path is proxied under: the `route` label of its metrics (bounded, unlike the path). */
export function routePrefixFor(path: string): string | undefined {
  for (const [, prefix] of ENTRIES) if (under(path, prefix)) return prefix;
  return undefined;
}

/** Both at once: the upstream and the prefix (the gateway resolves each request's route a single time). */
export function routeEntryFor(path: string): readonly [UpstreamName, string] | undefined {
  for (const entry of ENTRIES) if (under(path, entry[1])) return entry;
  return undefined;
}
