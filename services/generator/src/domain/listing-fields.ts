import type { Listing, ListingField } from "@shopscript/contracts";
import { htmlToText } from "./html-text";

// Reading a listing field the same way everywhere: a list's items, an HTML body's readable text.

/** The field's items: a list's entries, or the single text (HTML reduced to text). Missing → []. */
export function fieldItems(listing: Listing, field: ListingField): string[] {
  const value = listing[field.key];
  if (value === undefined) return [];
  const values = Array.isArray(value) ? value : [value];
  return field.kind === "html" ? values.map(htmlToText) : values;
}

/** The field as one plain text: list items on separate lines. */
export const fieldText = (listing: Listing, field: ListingField): string => fieldItems(listing, field).join("\n");
