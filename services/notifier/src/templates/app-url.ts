/** What every template needs to know about the site it links to. */
export interface Site {
  /** PUBLIC_URL without a trailing slash. */
  publicUrl: string;
}

/** A link into the web app. Query values are URL-encoded: a token is opaque and may hold any character. */
export function appUrl(site: Site, pathname: string, query: Record<string, string> = {}): string {
  const search = Object.entries(query)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
    .join("&");
  return `${site.publicUrl}${pathname}${search ? `?${search}` : ""}`;
}
