import { splitKeywordEntries } from "@shopscript/contracts";

// The optional "details" text of a generation request (issue 27): a longer free text, often the
// seller's existing description. It is read into the same facts as the keywords box, but by sentence
// rather than by comma: a sentence is one fact, word for word, with its own polarity ("Not dishwasher
// safe."), and a warning, a care line or a policy stays whole however many commas it has. A bulleted
// or comma-listed line ("- 100% cotton, machine washable") is a list of entries, as the keywords box is.

/** At most this many facts from the details: a listing says a few dozen things well, and the cost stays bounded. */
export const DETAIL_FACTS_MAX = 30;

/** A line typed as a list item ("- …", "• …", "* …", "1. …"). */
const LIST_ITEM = /^\s*(?:[-•·*▪–—]|\d{1,2}[.)])\s+/;
/** Where a warning starts: it runs on through the sentences after it that are safety text too. */
const WARNING = /^\s*(?:WARNING|CAUTION|DANGER)\b/i;
/**
 * A sentence that goes on with the warning before it ("Adult supervision required.", "Keep uninflated balloons
 * from children…"). The first that does not ("Each truffle is hand-rolled…", "Use a hand or electric pump…")
 * ends the warning: the seller's story after it is their story, not safety information.
 */
const SAFETY_SENTENCE = /\b(?:keep|do\s+not|don['’]t|never|avoid|adult|supervis\w*|discard|chok\w*|suffocat\w*|hazard\w*|danger\w*|risk\w*|injur\w*|burns?|fire|flammable|poison\w*|toxic|allerg\w*|contains?|may\s+contain|traces?|not\s+suitable|seek|medical|doctor|swallow\w*|harm\w*|shock|unattended|ventilat\w*|eyes?|skin|irritat\w*|children|infants?|pregnan\w*)\b/i;
const STORY_START = /^\s*(?:I|I['’]\w+|We|We['’]\w+|My|Our|Each|Every)\b/;
/** Words a full stop does not end a sentence after ("approx.", "No. 5", "e.g."). */
const ABBREVIATION = /(?:\b(?:approx|incl|no|nos|vol|fig|dia|ca|vs|etc|e\.g|i\.e|mr|mrs|ms|dr|st|ft|in|oz|lb|lbs|pcs|max|min)|\b\p{Lu})\.$/iu;

/** A prose line's sentences: cut after ".", "!" or "?" before a capital or a digit, never inside brackets or quotes, nor after an abbreviation. */
export function sentencesOfLine(line: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let quoted = false;
  let start = 0;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i]!;
    if (ch === "(" || ch === "[") depth++;
    else if ((ch === ")" || ch === "]") && depth > 0) depth--;
    else if (ch === '"' || ch === "“" || ch === "”") quoted = ch === "“" ? true : ch === "”" ? false : !quoted;
    if (depth || quoted || !/[.!?]/.test(ch)) continue;
    const rest = line.slice(i + 1);
    if (!/^\s+["“(]?[\p{Lu}\d]/u.test(rest)) continue;
    const sentence = line.slice(start, i + 1);
    if (ch === "." && ABBREVIATION.test(sentence)) continue;
    out.push(sentence.trim());
    start = i + 1;
  }
  const last = line.slice(start).trim();
  if (last) out.push(last);
  return out;
}

/**
 * A sentence as an entry: its closing full stop is a typing habit (a warning keeps it, as the keywords
 * box does). (The capital of its first word is the fact parser's to judge: "Not dishwasher safe" is read
 * as "not dishwasher safe", "Lisbon" stays a name.)
 */
const asEntry = (sentence: string) => (WARNING.test(sentence) ? sentence.trim() : sentence.replace(/[\s.]+$/, "").trim());

/** The details text as entries, in order, each once (ignoring case), at most DETAIL_FACTS_MAX. */
export function detailEntries(details: string | undefined): string[] {
  if (!details?.trim()) return [];
  const entries: string[] = [];
  for (const raw of details.split(/\r?\n|\r/)) {
    const line = raw.trim();
    if (!line) continue;
    if (WARNING.test(line)) entries.push(...warningAndRest(line));
    else if (LIST_ITEM.test(line) || !/[.!?]\s*$|[.!?]\s+\p{Lu}/u.test(line)) entries.push(...splitKeywordEntries(line.replace(LIST_ITEM, "")));
    else entries.push(...sentencesOfLine(line).map(asEntry));
  }
  const seen = new Set<string>();
  return entries.filter((e) => /[\p{L}\p{N}]/u.test(e) && !seen.has(e.toLowerCase()) && seen.add(e.toLowerCase())).slice(0, DETAIL_FACTS_MAX);
}

/** A line that starts with a warning: the warning (its safety sentences, word for word, as one entry), then the rest as sentences. */
function warningAndRest(line: string): string[] {
  const sentences = sentencesOfLine(line);
  let end = 1;
  while (end < sentences.length && SAFETY_SENTENCE.test(sentences[end]!) && !STORY_START.test(sentences[end]!)) end++;
  return [sentences.slice(0, end).join(" "), ...sentences.slice(end).map(asEntry)];
}
