import { readYaml } from "../facts/data-file";
import { escapeRegExp } from "./text-tools";

// Stock phrases (cliches.yaml, one list): the checker fails a listing that uses one the seller did not
// type, and the model's prompt names them all.

export interface Cliche {
  /** How the checker reports it and the prompt names it. */
  phrase: string;
  pattern: RegExp;
  /** Lower-case letters every match contains: a cheap test before the pattern runs (most texts have none). */
  hint: string;
}

/** The longest run of plain letters in the phrase: any match of the phrase contains it. */
const hintOf = (phrase: string) => (phrase.toLowerCase().match(/[a-z]{3,}/g) ?? [""]).reduce((a, b) => (b.length > a.length ? b : a), "").slice(0, 5);

type Entry = string | { phrase: string; pattern: string };

const wholeWords = (phrase: string) => new RegExp(`(?<![\\p{L}])${escapeRegExp(phrase).replace(/[\s-]+/g, "[\\s-]+")}(?![\\p{L}])`, "iu");

export const CLICHES: readonly Cliche[] = readYaml<{ cliches: Entry[] }>("cliches.yaml", __dirname).cliches.map((entry) =>
  typeof entry === "string"
    ? { phrase: entry, pattern: wholeWords(entry), hint: hintOf(entry) }
    : { phrase: entry.phrase, pattern: new RegExp(entry.pattern, "iu"), hint: hintOf(entry.pattern.replace(/\\[a-z]/gi, " ").replace(/\(\?:[^)]*\)|\[[^\]]*\]/g, " ")) },
);

/** Clichés in the text, except those the seller's own input contains. */
export function findCliches(text: string, allowedText = ""): string[] {
  const found: string[] = [];
  const lower = text.toLowerCase();
  for (const cliche of CLICHES) {
    if (!lower.includes(cliche.hint) || !cliche.pattern.test(text)) continue;
    if (allowedText && cliche.pattern.test(allowedText)) continue;
    found.push(cliche.phrase);
  }
  return found;
}
