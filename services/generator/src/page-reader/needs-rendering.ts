import { load } from "cheerio";
import { hasJsonLdProduct } from "./json-ld-product";

/** Below this much visible body text (scripts, styles and <noscript> excluded) a page is an empty shell. */
export const NEAR_EMPTY_BODY_CHARS = 200;

/**
 * Whether the HTML the server sent is a JavaScript-built shell worth rendering in Chromium. Rendering
 * costs a browser context and seconds, so it is only done when the plain HTML cannot answer:
 *  - a JSON-LD Product is complete enough on its own: never render;
 *  - otherwise render when the visible body is near-empty (< 200 characters) and either there is no
 *    og:title either (nothing to name the product) or the page has a <noscript> (it says it needs JS).
 * A near-empty page with an og:title and no <noscript> is a small static page: its meta tags are all
 * there is, and a browser would not find more.
 */
export function needsRendering(html: string): boolean {
  const $ = load(html);
  if (hasJsonLdProduct($)) return false;
  const hasOgTitle = Boolean($('meta[property="og:title" i], meta[name="og:title" i]').attr("content")?.trim());
  const hasNoscript = $("noscript").length > 0;
  const body = $("body").clone();
  body.find("script, style, noscript, template, svg").remove();
  const visible = body.text().replace(/\s+/g, " ").trim().length;
  if (visible >= NEAR_EMPTY_BODY_CHARS) return false;
  return !hasOgTitle || hasNoscript;
}
