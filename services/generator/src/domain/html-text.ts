// A store's HTML body as the plain text a person reads: what the checker measures and searches, and
// what the seller copies. Only the small semantic subset the writers produce needs to read well;
// anything else is reduced to its text so nothing hidden in markup escapes the checks.

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " ", ndash: "–", mdash: "—", hellip: "…", rsquo: "’", lsquo: "‘", rdquo: "”", ldquo: "“" };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === "#") {
      const code = name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

const recentText = new Map<string, string>();

/** HTML → readable text: paragraphs and headings on their own lines, list items as "• item". */
export function htmlToText(html: string): string {
  // Every check reads the same body; the conversion is done once per body.
  const cached = recentText.get(html);
  if (cached !== undefined) return cached;
  const text = convert(html);
  if (recentText.size >= 32) recentText.clear();
  recentText.set(html, text);
  return text;
}

function convert(html: string): string {
  const text = html
    // Script and style content is code, never copy.
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, " ")
    .replace(/<li\b[^>]*>/gi, "\n• ")
    .replace(/<br\s*\/?>/gi, "\n")
    .replace(/<\/?(p|div|ul|ol|h[1-6]|section|article|table|tr|blockquote)\b[^>]*>/gi, "\n")
    .replace(/<\/li\s*>/gi, "\n")
    .replace(/<[^>]*>/g, "");
  return decodeEntities(text)
    .split("\n")
    .map((line) => line.replace(/[ \t\u00a0]+/g, " ").trim())
    .filter((line) => line && line !== "•")
    .join("\n");
}
