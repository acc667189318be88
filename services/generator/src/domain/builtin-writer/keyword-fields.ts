import { byteCount } from "../text-tools";
import type { Profile } from "./product-profile";

// The two fields made of search words rather than sentences: Amazon's backend search terms and
// Etsy's tags. Both only ever hold words and phrases from the input (plus, for Amazon's hidden
// terms, the category's everyday synonyms, which state no fact).

const STOP_WORDS = new Set(["a", "an", "the", "and", "or", "for", "with", "of", "in", "on", "at", "to", "by", "from", "is", "it", "its", "this", "that", "your", "you", "our", "as", "up", "per", "into", "&"]);

const wordsIn = (text: string) =>
  text
    .toLowerCase()
    .replace(/['’]/g, "")
    .replace(/(\d),(?=\d{3}(?!\d))/g, "$1")
    .replace(/[-/]/g, " ")
    .replace(/[^\p{L}\p{N}\s.%]|\.(?!\d)/gu, " ")
    .split(/\s+/)
    .map((w) => w.replace(/^\.+|\.+$/g, ""))
    .filter(Boolean);

/**
 * Amazon search terms: the seller's keyword words and the category's synonyms that the title does
 * not already hold (Amazon indexes the title), lower case, no punctuation, each word once, one line,
 * under 250 bytes. When every word is in the title already, the keyword words are kept anyway so the
 * field is never empty.
 */
export function searchTerms(profile: Profile, keywords: readonly string[], title: string, maxBytes: number): string {
  const inTitle = new Set(wordsIn(title));
  const candidates = [...keywords.flatMap(wordsIn), ...profile.category.synonyms.flatMap(wordsIn)];
  const pick = (skipTitle: boolean) => {
    const out: string[] = [];
    for (const word of candidates) {
      if (STOP_WORDS.has(word) || out.includes(word) || (skipTitle && inTitle.has(word))) continue;
      if (byteCount([...out, word].join(" ")) > maxBytes) continue;
      out.push(word);
    }
    return out;
  };
  const fresh = pick(true);
  return (fresh.length ? fresh : pick(false)).join(" ");
}

const tagForm = (text: string) =>
  text
    .toLowerCase()
    .replace(/(\d),(?=\d{3}(?!\d))/g, "$1")
    .replace(/[^\p{L}\p{N}\s'’.%-]|\.(?!\d)/gu, " ")
    .replace(/\s+/g, " ")
    .trim();

const WEAK_SINGLE = /^(keeps?|stays?|holds?|fits?|works?|comes?|made|new|set|size|cold|hot|hours?|days?|free|proof|safe|easy|quick|great|good|best|high|low|large|small|big|extra|super|very|one|two|all|water|dry|clear|white|black)$/;
const DESCRIPTIVE = /(ed|proof|free|able|less|ive|weight)$/;

/**
 * Etsy tags: up to 13 phrases of at most 20 characters, every one a run of words the seller typed:
 * a whole keyword, the name, the end of a longer keyword or of the name ("water bottle" from
 * "insulated water bottle"), a material, the product noun. Runs never cut through a number and never
 * end on a describing word, so no "keeps cold 24" or "insulated water". Nothing is padded in: if the
 * input holds fewer good phrases, there are fewer tags, and the checker says so as a warning.
 */
export function etsyTags(profile: Profile, keywords: readonly string[], materials: readonly string[], maxItems: number, maxChars: number): string[] {
  const tags: string[] = [];
  const add = (tag: string) => {
    const t = tagForm(tag);
    if (!t || [...t].length > maxChars || tags.includes(t) || tags.length >= maxItems) return;
    if (!t.includes(" ") && (WEAK_SINGLE.test(t) || t.length < 3 || /\d/.test(t))) return;
    // A bare measurement ("750 ml", "30 x 45 cm") is not what anyone searches for.
    if (!t.replace(/[\d.,]+|\b(x|ml|l|cl|oz|g|kg|mm|cm|m|in|inch|ft|w|v|mah|gb|tb|h|hours?|pcs|pack)\b/g, "").trim()) return;
    tags.push(t);
  };
  const suffixes = (text: string) => {
    const words = tagForm(text).split(" ").filter(Boolean);
    // A run that starts where a number was cut off ("hours battery" from "30 hours battery") is no phrase.
    return words
      .map((_, i) => words.slice(i))
      .filter((run, i) => run.length >= 2 && !STOP_WORDS.has(run[0]!) && !/\d/.test(run.join(" ")) && !(i > 0 && /\d/.test(words[i - 1]!)))
      .map((run) => run.join(" "));
  };
  const noun = tagForm(profile.noun);
  for (const k of keywords) add(k);
  add(profile.name);
  for (const phrase of suffixes(profile.name)) add(phrase);
  for (const k of keywords) for (const phrase of suffixes(k)) add(phrase);
  for (const m of materials) add(m);
  add(noun);
  // The name's opening words up to a material ("handmade oak" from "Handmade Oak Cutting Board").
  const nameWords = tagForm(profile.name).split(" ");
  for (let end = 2; end < nameWords.length; end++) {
    const run = nameWords.slice(0, end).join(" ");
    if (materials.some((m) => run.endsWith(m.toLowerCase()))) add(run);
  }
  // A describing word that opens a longer keyword is how buyers refine a search ("insulated").
  for (const k of keywords) {
    const first = tagForm(k).split(" ");
    if (first.length > 1 && DESCRIPTIVE.test(first[0]!) && !materials.some((m) => m.toLowerCase().startsWith(first[0]!))) add(first[0]!);
  }
  return tags;
}
