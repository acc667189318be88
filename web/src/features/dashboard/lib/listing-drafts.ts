import type { Listing, ListingField } from "@shopscript/contracts";

/** A field as the seller edits it: a list one item per line, text as it is. */
export const draftOf = (value: string | string[] | undefined): string => (Array.isArray(value) ? value.join("\n") : (value ?? ""));

/** A draft back as the field's value: a list's lines (blank ones dropped), or the text. */
export const valueOf = (field: ListingField, draft: string): string | string[] =>
  field.kind === "list"
    ? draft
        .split("\n")
        .map((line) => line.trim())
        .filter(Boolean)
    : draft;

/** The fields whose draft differs from the saved listing, as the edit to send (nothing else is sent). */
export function changedFields(fields: readonly ListingField[], listing: Listing, drafts: Record<string, string>): Listing {
  const changed: Listing = {};
  for (const field of fields) {
    const draft = drafts[field.key];
    if (draft === undefined) continue;
    const next = valueOf(field, draft);
    if (draftOf(next) !== draftOf(listing[field.key])) changed[field.key] = next;
  }
  return changed;
}
