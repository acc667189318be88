import { LISTING_RULES, type Listing, type Platform } from "@shopscript/contracts";
import { htmlToText } from "./html-text";

// The whole listing as the text a seller copies, saves and sees on the dashboard card: the title,
// then each field under its marketplace label, in the order the marketplace's form asks for them.
// The structured listing (with the HTML body intact) travels beside it for field-by-field copying.

export function renderDescription(listing: Listing, platform: Platform): string {
  const sections: string[] = [];
  for (const field of LISTING_RULES[platform].fields) {
    const value = listing[field.key];
    if (value === undefined) continue;
    const items = (Array.isArray(value) ? value : [value]).map((v) => v.trim()).filter(Boolean);
    if (!items.length) continue;
    if (field.key === "title") {
      sections.push(items.join(" "));
      continue;
    }
    let body: string;
    if (field.kind === "html") body = items.map(htmlToText).join("\n");
    else if (field.key === "tags") body = items.join(", ");
    else if (field.kind === "list") body = items.map((item) => `• ${item}`).join("\n");
    else body = items.join("\n");
    sections.push(`${field.label}:\n${body}`);
  }
  return sections.join("\n\n");
}
