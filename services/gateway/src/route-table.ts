/**
 * What the gateway forwards, and to whom (ARCHITECTURE.md section 2). A request is proxied only when its
 * path equals one of these prefixes or continues it with "/"; every other /api path is a JSON 404.
 */
export const ROUTE_TABLE = {
  auth: ["/api/auth"],
  generator: ["/api/generate-description"],
  catalog: ["/api/descriptions"],
  billing: ["/api/subscription-status", "/api/create-subscription", "/api/billing"],
} as const;

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
