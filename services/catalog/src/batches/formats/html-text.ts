import { compile, type HtmlToTextOptions } from "html-to-text";

// A store's description is HTML; the writer and the review read it as text. html-to-text keeps the
// structure a reader needs (paragraphs, list items on their own lines) and drops markup, images and
// link targets.
const OPTIONS: HtmlToTextOptions = {
  wordwrap: false,
  selectors: [
    { selector: "a", options: { ignoreHref: true } },
    { selector: "img", format: "skip" },
    { selector: "ul", options: { itemPrefix: "• " } },
    { selector: "h1", options: { uppercase: false } },
    { selector: "h2", options: { uppercase: false } },
    { selector: "h3", options: { uppercase: false } },
    { selector: "h4", options: { uppercase: false } },
    { selector: "h5", options: { uppercase: false } },
    { selector: "h6", options: { uppercase: false } },
    { selector: "table", format: "dataTable", options: { uppercaseHeaderCells: false } },
  ],
};

// Compiled once: converting with the options each time rebuilds the selectors for every product.
const convert = compile(OPTIONS);

/** The text of an HTML fragment; plain text comes back as it was (trimmed). */
export function htmlToText(html: string): string {
  if (!/[<&]/.test(html)) return html.trim();
  return convert(html).trim();
}

/** The items of the HTML lists in a fragment, as text ("<li>" contents), in order. */
export function htmlListItems(html: string): string[] {
  const items: string[] = [];
  for (const match of html.matchAll(/<li\b[^>]*>([\s\S]*?)<\/li\s*>/gi)) {
    const text = htmlToText(match[1]!).replace(/\s+/g, " ").trim();
    if (text) items.push(text);
  }
  return items;
}
