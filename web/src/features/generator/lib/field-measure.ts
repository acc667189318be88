import type { ListingField } from "@shopscript/contracts";

const encoder = new TextEncoder();
const chars = (s: string) => [...s].length;
const bytes = (s: string) => encoder.encode(s).length;

export interface Measure {
  used: number;
  limit: number;
  unit: "characters" | "bytes" | "items";
  over: boolean;
}

/** How full a field is against its marketplace limit; null when the marketplace sets none. */
export function measure(field: ListingField, value: string | string[]): Measure | null {
  const of = (used: number, limit: number, unit: Measure["unit"]): Measure => ({
    used,
    limit,
    unit,
    over: used > limit,
  });
  if (Array.isArray(value))
    return field.maxItems !== undefined ? of(value.length, field.maxItems, "items") : null;
  if (field.maxBytes !== undefined) return of(bytes(value), field.maxBytes, "bytes");
  if (field.maxChars !== undefined) return of(chars(value), field.maxChars, "characters");
  return null;
}

/** Text without markup, read by the browser's parser (nothing runs: a parsed document has no scripting). */
export function htmlToPlainText(html: string): string {
  const doc = new DOMParser().parseFromString(html, "text/html");
  for (const li of doc.querySelectorAll("li")) li.prepend("• ");
  for (const block of doc.querySelectorAll("p, li, h1, h2, h3, h4, br")) block.append("\n");
  return (doc.body.textContent ?? "").replace(/\n{3,}/g, "\n\n").trim();
}

/**
 * What one field's Copy puts on the clipboard: an HTML field's markup as is (the store's HTML editor takes
 * it), a list one item per line, tags comma-separated (how marketplaces take them), text as it is.
 */
export function fieldCopyText(field: ListingField, value: string | string[]): string {
  if (!Array.isArray(value)) return value;
  return field.key === "tags" ? value.join(", ") : value.join("\n");
}
