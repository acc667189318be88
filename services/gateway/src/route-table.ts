/**
 * What the gateway forwards, and to whom (ARCHITECTURE.md section 2). A request is proxied only when its
 * path equals one of these prefixes or continues it with "/"; every other /api path is a JSON 404.
 */
export const ROUTE_TABLE = {
  auth: ["/api/auth"],
  generator: ["/api/generate-description"],
  catalog: ["/api/descriptions", "/api/batches"],
  billing: ["/api/subscription-status", "/api/create-subscription", "/api/billing"],
} as const;

export type UpstreamName = keyof typeof ROUTE_TABLE;
export const UPSTREAM_NAMES = Object.keys(ROUTE_TABLE) as UpstreamName[];

export function routeFor(path: string): UpstreamName | undefined {
  for (const name of UPSTREAM_NAMES) {
    if (ROUTE_TABLE[name].some((prefix) => path === prefix || path.startsWith(`${prefix}/`))) return name;
  }
  return undefined;
}

/** The route-table prefix a path is proxied under: the `route` label of its metrics (bounded, unlike the path). */
export function routePrefixFor(path: string): string | undefined {
  for (const name of UPSTREAM_NAMES) {
    for (const prefix of ROUTE_TABLE[name]) if (path === prefix || path.startsWith(`${prefix}/`)) return prefix;
  }
  return undefined;
}
