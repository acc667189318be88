// Small text measures shared by the writer, the checker and the renderer. Marketplaces count
// characters as a person sees them (an emoji is one), and Amazon counts search terms in UTF-8
// bytes, so both measures live here once rather than as `.length` scattered around.

const encoder = new TextEncoder();

/** Characters as code points, so "é" and "😀" count once (a surrogate pair is one character). */
export function charCount(text: string): number {
  let n = text.length;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        n--;
        i++;
      }
    }
  }
  return n;
}

export const byteCount = (text: string): number => encoder.encode(text).length;

/** Words as a reader counts them: runs of letters or digits, with inner apostrophes and hyphens. */
export function wordsOf(text: string): string[] {
  return text.match(/[\p{L}\p{N}]+(?:['’\-.][\p{L}\p{N}]+)*/gu) ?? [];
}

export const wordCount = (text: string): number => wordsOf(text).length;

// "750 ml" and "750ml" are one keyword; "iPhone 15 Clear" is not "iphone 15clear".
const UNIT_AFTER_NUMBER = /(\d)\s+(?=(?:ml|cl|l|fl oz|oz|g|kg|mg|lb|lbs|mm|cm|m|km|in|inch|inches|ft|w|kw|v|mah|wh|h|hr|hrs|hours?|min|mins|minutes?|gb|tb|mb|hz|db|lm|lumens|pcs|pack|pieces?|k|%)(?![\p{L}\p{N}]))/gu;

/**
 * The form in which a seller's keyword is looked for: lower case, hyphens, slashes and apostrophes
 * dropped to spaces or nothing, "750ml" and "750 ml" alike, "1,000" as "1000". Sellers type
 * "leak proof" and copy says "leak-proof"; both are the same keyword to a buyer's search.
 */
export function normaliseForMatch(text: string): string {
  const cached = normalised.get(text);
  if (cached !== undefined) return cached;
  const result = normalise(text);
  // The writer offers the same candidate sentences many times while it fills a listing.
  if (normalised.size > 20000) normalised.clear();
  normalised.set(text, result);
  return result;
}

const normalised = new Map<string, string>();

function normalise(text: string): string {
  const lower = text.toLowerCase();
  // NFKC folds ligatures and full-width forms; plain ASCII has none, and it is the common case.
  return (/[^ -~\t\n\r]/.test(lower) ? lower.normalize("NFKC") : lower)
    .replace(/['’`]/g, "")
    .replace(/(\d),(?=\d{3}(?!\d))/g, "$1")
    // Units join their number across a space only, before punctuation goes: "2011-2018. In the detail" is no
    // "2018in", and "RB2140 901 50-22 150, G-15 green lenses" no "150g 15" (the keyword was missing: blind review r11).
    .replace(UNIT_AFTER_NUMBER, "$1")
    .replace(/[^\p{L}\p{N}%.+#]+/gu, " ")
    .replace(/\.(?!\d)/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/** The code point that ends just before `index` (a surrogate pair read whole), or "" at the start: what a lookbehind reads. */
export function codePointBefore(text: string, index: number): string {
  if (index <= 0) return "";
  const low = text.charCodeAt(index - 1);
  const start = low >= 0xdc00 && low <= 0xdfff && index >= 2 && (text.charCodeAt(index - 2) & 0xfc00) === 0xd800 ? index - 2 : index - 1;
  return String.fromCodePoint(text.codePointAt(start)!);
}

/** The code point that starts at `index`, or "" at the end: what a lookahead reads. */
export const codePointFrom = (text: string, index: number): string => (index < text.length ? String.fromCodePoint(text.codePointAt(index)!) : "");

/**
 * Whole-word occurrences of a normalised phrase, counted as the global match of
 * /(?<![\p{L}\p{N}])phrase(?![\p{L}\p{N}])/gu counts them (leftmost, not overlapping), without compiling one:
 * a Unicode RegExp per phrase cost a millisecond to compile, and the writer meets new phrases on every listing.
 */
function countWholeWords(text: string, needle: string): number {
  let count = 0;
  for (let at = text.indexOf(needle); at !== -1; ) {
    const end = at + needle.length;
    if (!LETTER_OR_DIGIT.test(codePointBefore(text, at)) && !LETTER_OR_DIGIT.test(codePointFrom(text, end))) {
      count++;
      at = text.indexOf(needle, end);
    } else {
      at = text.indexOf(needle, at + 1);
    }
  }
  return count;
}

/** A keyword prepared once for counting in many texts (the writer counts on every candidate). */
export interface PhraseMatcher {
  phrase: string;
  /** Occurrences in a text already passed through normaliseForMatch. */
  countIn(normalisedText: string): number;
}

const matchers = new Map<string, PhraseMatcher>();

export function phraseMatcher(phrase: string): PhraseMatcher {
  let matcher = matchers.get(phrase);
  if (!matcher) {
    if (matchers.size > 2000) matchers.clear();
    matchers.set(phrase, (matcher = buildMatcher(phrase)));
  }
  return matcher;
}

function buildMatcher(phrase: string): PhraseMatcher {
  const needle = normaliseForMatch(phrase);
  return {
    phrase,
    countIn: (normalisedText) => (needle ? countWholeWords(normalisedText, needle) : 0),
  };
}

/** Occurrences of a phrase in a text, both normalised first, whole words only. */
export function countPhrase(text: string, phrase: string): number {
  return phraseMatcher(phrase).countIn(normaliseForMatch(text));
}

export const containsPhrase = (text: string, phrase: string): boolean => countPhrase(text, phrase) > 0;

/**
 * Sentences of a text: split after . ! ? (not inside "2.5" or "e.g.") and at line breaks, so list
 * items and labelled lines count as sentences too.
 */
export function splitSentences(text: string): string[] {
  // The writer and the checker split the same field texts again (about half the calls): recent answers are
  // kept, and each caller gets its own copy to change.
  let sentences = splitCache.get(text);
  if (!sentences) {
    sentences = split(text);
    if (splitCache.size > 2000) splitCache.clear();
    splitCache.set(text, sentences);
  }
  return sentences.slice();
}

const splitCache = new Map<string, string[]>();

function split(text: string): string[] {
  return text
    .split(/\n+/)
    // (Never between a seller's question and its answer: "fits … ground spikes? NO - 45mm spike only" is one sentence.)
    .flatMap((line) => line.split(/(?<=[.!?])["”’)]?\s+(?=["“‘(]?[\p{Lu}\p{N}•\-–])(?!(?:NO|No|YES|Yes)\b)/u))
    // A headed bullet ("Leak-Proof Lid – Toss it in a bag.") is a heading and a sentence.
    .flatMap((sentence) => sentence.split(/\s[–—]\s(?=\p{Lu})|:\s(?=\p{Lu}\p{Ll})/u))
    .map((s) => s.trim())
    .filter(Boolean);
}

/** A sentence reduced to its words, for "is this the same sentence again?". */
export function sentenceKey(sentence: string): string {
  // The writer keys every candidate sentence against those said, and the checker keys them again.
  let key = sentenceKeys.get(sentence);
  if (key === undefined) {
    key = wordsOf(sentence.toLowerCase()).join(" ");
    if (sentenceKeys.size > 5000) sentenceKeys.clear();
    sentenceKeys.set(sentence, key);
  }
  return key;
}

const sentenceKeys = new Map<string, string>();

export function capitalise(text: string): string {
  const first = text.match(/\p{L}/u);
  // "120 recipes" stays as it is: only a sentence that starts with a letter gets a capital.
  if (!first || first.index === undefined || /[\p{N}]/u.test(text.slice(0, first.index))) return text;
  // "iPhone", "eBay": a name with its own capitals is never re-capitalised.
  if (/^\p{Ll}+\p{Lu}/u.test(text.slice(first.index))) return text;
  return text.slice(0, first.index) + first[0].toUpperCase() + text.slice(first.index + 1);
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** Collapses runs of spaces and trims, keeping line breaks. */
export function tidySpaces(text: string): string {
  return text
    .split("\n")
    .map((line) => line.replace(/[ \t]+/g, " ").replace(/ ([,;:]|\.(?!\d))/g, "$1").trim())
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/** The text as a regular expression that matches it literally. */
export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The word or phrase as a whole word, in any case: "used" in "Used, Serviced", never in "unused". */
export const wholeWord = (word: string): RegExp => new RegExp(`(?<![\\p{L}])${escapeRegExp(word)}(?![\\p{L}])`, "iu");

/**
 * A product's name up to the seller's first dash, bar, comma or bracket: the name as a sentence says it ("Kids Swim
 * Vest Buoyancy Aid 2-4 Years (15-20kg) - Shark" is "Kids Swim Vest Buoyancy Aid 2-4 Years").
 */
/** A bracket that rules something out, with the space before it: "(NOT S21+ / Ultra)", "[no charger]". */
export const RULED_OUT_BRACKET = /\s*[([]\s*(?:not|no|never)\b[^)\]]*[)\]]/gi;

export const nameUpToFirstBreak = (name: string): string => name.split(/\s+[-–—|]\s+|\s*,\s+|\s+\(/)[0]!.trim();
