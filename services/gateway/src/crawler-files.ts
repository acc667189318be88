import type { PrerenderedPages } from "./web-static";

/** Screens that belong to one signed-in seller or to a one-time link: nothing for a search engine. */
const PRIVATE_PATHS = ["/api/", "/dashboard", "/account", "/subscribe", "/verify-email", "/reset-password"];

const base = (publicUrl: string) => publicUrl.replace(/\/+$/, "");

/** robots.txt: crawl the public pages, not the API or the signed-in screens; where the sitemap is. */
export function robotsTxt(publicUrl: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    ...PRIVATE_PATHS.map((p) => `Disallow: ${p}`),
    "",
    `Sitemap: ${base(publicUrl)}/sitemap.xml`,
    "",
  ].join("\n");
}

const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c]!,
  );

/** sitemap.xml (sitemaps.org 0.9): the public pages the build prerendered and marked for it. */
export function sitemapXml(publicUrl: string, pages: PrerenderedPages): string {
  const urls = Object.entries(pages)
    .filter(([, page]) => page.sitemap)
    .map(([route]) => `  <url><loc>${escapeXml(base(publicUrl) + route)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}
