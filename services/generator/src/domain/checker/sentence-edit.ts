import { decodeEntities, htmlToText } from "../html-text";
import { escapeHtml, splitSentences } from "../text-tools";

// Removing a sentence is the safe repair: deleting words inside one ("not eco-friendly" → "not")
// can reverse its meaning, while a listing without the sentence is merely shorter.

/** Keeps the sentences `keep` accepts, line by line, so paragraphs and labelled lines survive. */
export function filterSentences(text: string, keep: (sentence: string) => boolean): string {
  return text
    .split("\n")
    .map((line) => {
      if (!line.trim()) return line;
      const bullet = /^(\s*(?:[•\-–*]|\d+[.)])\s+)/.exec(line)?.[1] ?? "";
      const body = line.slice(bullet.length);
      const sentences = splitSentences(body);
      const kept = sentences.filter(keep);
      // Untouched lines stay byte for byte (a headed bullet keeps its dash).
      if (kept.length === sentences.length) return line;
      return kept.length ? bullet + kept.join(" ") : "";
    })
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

const BLOCK = /<(p|li|h2|h3|h4)>([\s\S]*?)<\/\1>/g;

/**
 * The HTML version: a block (<p>, <li>, heading) with plain text keeps its good sentences; a block
 * with inline markup is kept whole or dropped whole, because cutting through <strong> would leave
 * half an element. Empty lists are removed afterwards.
 */
export function filterHtmlSentences(html: string, keep: (sentence: string) => boolean): string {
  const out = html.replace(BLOCK, (whole, tag: string, inner: string) => {
    const sentences = splitSentences(htmlToText(inner));
    if (sentences.every(keep)) return whole;
    if (/<[a-z]/i.test(inner)) return "";
    const kept = splitSentences(decodeEntities(inner)).filter(keep);
    return kept.length ? `<${tag}>${escapeHtml(kept.join(" "))}</${tag}>` : "";
  });
  return out.replace(/<(ul|ol)>\s*<\/\1>/g, "").replace(/<h([234])>[^<]*<\/h\1>(?=\s*(?:<h[234]>|$))/g, "");
}
