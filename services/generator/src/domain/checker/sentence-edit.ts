import { decodeEntities, htmlToText } from "../html-text";
import { escapeHtml, splitSentences } from "../text-tools";

// Removing a sentence is the safe repair: deleting words inside one ("not eco-friendly" → "not")
// can reverse its meaning, while a listing without the sentence is merely shorter.

/**
 * The sentences `keep` accepts, and a label only with the sentence it heads: "In addition: Dionaea, …" splits into the label
 * and its list, and with the list cut the label was left to run into the next one ("In addition Also: …"; blind review r20).
 */
function keptWithLabels(text: string, keep: (sentence: string) => boolean): { kept: string[]; all: number } {
  const sentences = splitSentences(text);
  // Each sentence as the text has it, with what the splitter left between it and the next (a label's colon).
  const starts: number[] = [];
  let from = 0;
  for (const sentence of sentences) {
    const at = text.indexOf(sentence, from);
    starts.push(at < 0 ? from : at);
    from = (at < 0 ? from : at) + sentence.length;
  }
  const asWritten = sentences.map((sentence, i) => (starts[i + 1] !== undefined ? text.slice(starts[i], starts[i + 1]) : text.slice(starts[i])).trim() || sentence);
  const keeps = sentences.map(keep);
  const kept = asWritten.filter((_, i) => keeps[i] && !(!/[.!?"”)]\s*$/.test(sentences[i]!.trim()) && i + 1 < sentences.length && !keeps[i + 1]));
  return { kept, all: sentences.length };
}

/** Keeps the sentences `keep` accepts, line by line, so paragraphs and labelled lines survive. */
export function filterSentences(text: string, keep: (sentence: string) => boolean): string {
  return text
    .split("\n")
    .map((line) => {
      if (!line.trim()) return line;
      const bullet = /^(\s*(?:[•\-–*]|\d+[.)])\s+)/.exec(line)?.[1] ?? "";
      const body = line.slice(bullet.length);
      const { kept, all } = keptWithLabels(body, keep);
      // Untouched lines stay byte for byte (a headed bullet keeps its dash).
      if (kept.length === all) return line;
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
    const { kept } = keptWithLabels(decodeEntities(inner), keep);
    return kept.length ? `<${tag}>${escapeHtml(kept.join(" "))}</${tag}>` : "";
  });
  return out.replace(/<(ul|ol)>\s*<\/\1>/g, "").replace(/<h([234])>[^<]*<\/h\1>(?=\s*(?:<h[234]>|$))/g, "");
}
