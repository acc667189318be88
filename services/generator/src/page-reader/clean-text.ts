import { load } from "cheerio";

/** Length caps per field: page text is untrusted and goes into a prompt, so nothing unbounded gets through. */
export const TEXT_LIMITS = {
  name: 200,
  brand: 100,
  description: 2_000,
  feature: 200,
  material: 60,
  dimension: 60,
  price: 40,
  features: 12,
  materials: 12,
  dimensions: 12,
} as const;

/** Collapses whitespace, drops control characters and cuts at `max` characters (on a word boundary when one is near). */
export function cleanText(value: string, max: number): string {
  // eslint-disable-next-line no-control-regex
  const text = value.replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200d\u2028\u2029\ufeff]/g, " ").replace(/\s+/g, " ").trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(" ");
  return (space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd();
}

/**
 * Text from structured data may hold markup or entities (`&amp;`, `<p>`): read it as HTML and keep the
 * text, so the writer never sees tags. Plain strings pass through unchanged.
 */
export function textFromMarkup(value: string, max: number): string {
  if (!/[<&]/.test(value)) return cleanText(value, max);
  const $ = load(`<body>${value}</body>`);
  $("script, style, template").remove();
  return cleanText($("body").text(), max);
}

/** Keeps the first occurrence of each entry (case-insensitive), up to `max` entries. */
export function uniqueList(values: Iterable<string>, max: number): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const value of values) {
    const key = value.toLowerCase();
    if (value === "" || seen.has(key)) continue;
    seen.add(key);
    out.push(value);
    if (out.length >= max) break;
  }
  return out;
}
