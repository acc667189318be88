import { normaliseForMatch } from "./text-tools";

// Issue 28's blind review: a seller's pasted description usually says their keywords again in their own
// words ("frame mounting bracket included" and "Bracket included for mounting on your frame."). The seller's
// sentence is said as written, so a keyword whose every content word is in it is already said: the writer
// does not say it a second time, and the keyword check counts it as present.

/** Words that carry nothing a shopper searches for. */
const FILLER = new Set("a an the and or of for with to in on at by from is are be it its this that our your their my".split(" "));

const singular = (w: string) => (w.length > 3 && /[^s]s$/.test(w) ? w.slice(0, -1) : w);

/** A phrase's content words, lower case and singular: "2 keys included" → ["2", "key", "included"]. */
export function contentWords(text: string): string[] {
  return normaliseForMatch(text)
    .split(" ")
    .filter((w) => w && !FILLER.has(w))
    .map(singular);
}

/** A negation in a sentence turns its words around: "not for fat bikes" does not say "fat bikes". */
const NEGATION = /\b(?:not|no|never|without|isn['’]?t|aren['’]?t|doesn['’]?t|don['’]?t|won['’]?t|can['’]?t|cannot)\b/i;

/** Whether a sentence says every content word of a (positive, two words or more) phrase, and no negation. */
export function sentenceCovers(sentence: string, phrase: string): boolean {
  const need = contentWords(phrase);
  if (need.length < 2 || NEGATION.test(sentence) || NEGATION.test(phrase)) return false;
  const have = new Set(contentWords(sentence));
  return need.every((w) => have.has(w));
}
