import { LISTING_RULES, type Platform } from "@shopscript/contracts";

/** Fields whose text reads as the product's description, in the order to prefer them. */
const BODY_KEYS = ["description", "bodyHtml"];

/**
 * The text a dashboard card previews: the listing's description body, without the field labels the
 * copyable text carries ("Bullet points:", "Description (HTML):"). The saved text is the whole listing,
 * each field under "<label>:" on its own line after a blank line (the generator's renderDescription);
 * text that does not have that shape (saved by hand, or an older format) is shown as it is.
 */
export function previewText(description: string, platform: Platform): string {
  const fields = LISTING_RULES[platform]?.fields ?? [];
  const sections: Array<{ key: string; start: number; bodyStart: number }> = [];
  for (const field of fields) {
    const heading = `${field.label}:\n`;
    const at = description.startsWith(heading) ? 0 : description.indexOf(`\n\n${heading}`);
    if (at < 0) continue;
    const start = at === 0 ? 0 : at + 2;
    sections.push({ key: field.key, start, bodyStart: start + heading.length });
  }
  sections.sort((a, b) => a.start - b.start);
  for (const key of BODY_KEYS) {
    const index = sections.findIndex((s) => s.key === key);
    if (index < 0) continue;
    const end = sections[index + 1]?.start ?? description.length;
    const body = description.slice(sections[index]!.bodyStart, end).trim();
    if (body) return body;
  }
  return description;
}
