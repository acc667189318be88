import path from "node:path";
import { LISTING_RULES, type Listing, type ListingField, type ListingRules, type Platform, type VoiceProfile } from "@shopscript/contracts";
import readability from "text-readability-ts";
import { readYaml } from "../facts/data-file";
import { htmlToText } from "../domain/html-text";
import { escapeRegExp } from "../domain/text-tools";
import type { ProductFacts } from "../domain/types";

// The word-level rules of a brand voice (issue 31), shared by the writer's pass (apply-voice.ts), the facts'
// pass (voice-facts.ts) and the checker (check-voice.ts), so the three can never disagree on what a rule means.

const DATA_DIR = path.join(__dirname, "data");

interface SpellingData {
  pairs: [string, string][];
}
interface PersonData {
  withoutWe: [string, string][];
  withoutYou: [string, string][];
  withWe: [string, string][];
}

function loadSpelling() {
  const data = readYaml<SpellingData>("spelling.yaml", DATA_DIR);
  if (!Array.isArray(data?.pairs) || !data.pairs.every((p) => Array.isArray(p) && p.length === 2 && p.every((w) => typeof w === "string" && /^[a-z]+$/.test(w)))) {
    throw new Error("voices/data/spelling.yaml: pairs must be a list of [uk, us] lower-case words");
  }
  return {
    toUs: new Map(data.pairs.map(([uk, us]) => [uk, us] as const)),
    toUk: new Map(data.pairs.map(([uk, us]) => [us, uk] as const)),
  };
}

function loadPerson() {
  const data = readYaml<PersonData>("person.yaml", DATA_DIR);
  const rules = (key: keyof PersonData) => {
    const list = data?.[key];
    if (!Array.isArray(list)) throw new Error(`voices/data/person.yaml: ${key} must be a list of [pattern, replacement]`);
    return list.map(([pattern, replacement]) => ({ pattern: new RegExp(pattern, "g"), replacement }));
  };
  return { withoutWe: rules("withoutWe"), withoutYou: rules("withoutYou"), withWe: rules("withWe") };
}

export const SPELLING = loadSpelling();

// "us" in lower case only: "US" and "Us" are the country ("US sizes", "Made in the US"), not the brand.
const WE_WORD = /(?<![\p{L}\p{N}'’])(?:[Ww]e|[Ww]e['’]re|[Ww]e['’]ve|[Ww]e['’]ll|[Oo]ur|[Oo]urs|us)(?![\p{L}\p{N}'’])/gu;

/**
 * The brand's "we/our/us" words the writer introduced in a sentence (issue 31's person rule), not the seller's:
 * a word counts as the seller's when the seller typed it with the word after it ("our studio", "we ship"), or
 * the word before it ("made by us"). `seller` is the seller's own text, lower-cased (sellerText).
 */
export function introducedWe(sentence: string, seller: string): string[] {
  const found: string[] = [];
  for (const match of sentence.matchAll(WE_WORD)) {
    const before = sentence.slice(0, match.index).match(/([\p{L}\p{N}'’-]+)\s*$/u)?.[1] ?? "";
    const after = sentence.slice(match.index + match[0].length).match(/^\s*([\p{L}\p{N}'’-]+)/u)?.[1] ?? "";
    const word = match[0].toLowerCase();
    const typed = (phrase: string) => phrase.trim().includes(" ") && new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(phrase.toLowerCase())}(?![\\p{L}\\p{N}])`, "u").test(seller);
    if (typed(`${word} ${after}`) || typed(`${before} ${word}`)) continue;
    found.push(match[0]);
  }
  return found;
}
export const PERSON = loadPerson();

/**
 * Marketplaces that require US spelling (LISTING_RULES' note: the US marketplaces require it, the others
 * accept either). There a UK voice still writes US English: marketplace rules win over the voice.
 */
const US_ONLY: ReadonlySet<Platform> = new Set(["amazon", "walmart", "target"]);

/** The spelling a listing follows: the voice's, unless the marketplace requires US English. */
export function effectiveSpelling(platform: Platform, voice: VoiceProfile | undefined): "us" | "uk" {
  return voice?.spelling === "uk" && !US_ONLY.has(platform) ? "uk" : "us";
}

/**
 * The marketplace's rules as a voice sees them: a UK voice on a marketplace that accepts UK English turns the
 * checker's US-spelling rule off (the voice's own spelling check takes over). Everything else is unchanged.
 */
export function listingRulesFor(platform: Platform, voice: VoiceProfile | undefined): ListingRules {
  const rules = LISTING_RULES[platform];
  return effectiveSpelling(platform, voice) === "uk" ? { ...rules, locale: "en-GB" } : rules;
}

export const TITLE_KEYS: ReadonlySet<string> = new Set(["title", "seoTitle", "subtitle"]);

/** The field that carries the body copy: where required phrases go and whose reading level is measured. */
export function descriptionField(rules: ListingRules): ListingField | undefined {
  return rules.fields.find((f) => f.kind === "html") ?? rules.fields.find((f) => f.key === "description");
}


/** A phrase as a whole-word, case-insensitive pattern ("tee" never matches inside "teeth"). */
export function phrasePattern(phrase: string): RegExp {
  const body = phrase
    .trim()
    .split(/\s+/)
    .map(escapeRegExp)
    .join("\\s+");
  return new RegExp(`(?<![\\p{L}\\p{N}])${body}(?![\\p{L}\\p{N}])`, "giu");
}

/** `replacement` in the capitalisation of `found` (all caps, first capital, or as written). */
export function matchCase(found: string, replacement: string): string {
  if (!replacement) return replacement;
  if (found.length > 1 && found === found.toUpperCase() && /\p{L}/u.test(found)) return replacement.toUpperCase();
  if (/^\p{Lu}/u.test(found)) return replacement[0]!.toUpperCase() + replacement.slice(1);
  return replacement;
}

/**
 * The spans of `text` that are product facts the seller typed (the product name, the brand): a voice rule
 * never rewrites inside them. A banned word that is part of a product's name is the product's name.
 */
export function protectedSpans(text: string, facts: Pick<ProductFacts, "productName" | "brand">): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  for (const fact of [facts.productName, facts.brand ?? ""]) {
    if (!fact.trim()) continue;
    for (const m of text.matchAll(phrasePattern(fact))) spans.push([m.index!, m.index! + m[0].length]);
  }
  return spans;
}

const inside = (spans: Array<[number, number]>, start: number, end: number) => spans.some(([s, e]) => start >= s && end <= e);

/** Replaces every whole-word match of `phrase` outside the protected spans; `replace` gets the match. */
export function replaceOutside(text: string, phrase: string, replace: (found: string) => string, spans: Array<[number, number]>): string {
  return text.replace(phrasePattern(phrase), (found: string, offset: number) => (inside(spans, offset, offset + found.length) ? found : replace(found)));
}

/** The seller's words, for "kept as typed": a word they typed is never respelt or counted as an error. */
export function sellerText(facts: ProductFacts): string {
  return [facts.productName, facts.brand ?? "", ...facts.keywords, ...facts.features, ...(facts.details ?? [])].join("\n");
}

/**
 * The seller's own words for the person rule, lower-cased: what they typed about the product and what they put
 * in the voice itself (required lines, replacements, preferred terms), all theirs to say "we/our" in.
 */
export function sellerWords(facts: ProductFacts, voice: VoiceProfile): string {
  const voiceOwn = [
    ...voice.requiredPhrases.map((r) => r.phrase),
    ...voice.bannedPhrases.flatMap((b) => (b.replacement ? [b.replacement] : [])),
    ...voice.preferredTerms.map((p) => p.use),
  ];
  return [sellerText(facts), ...voiceOwn].join("\n").toLowerCase();
}

/** Every word of `text` spelt the other locale's way and not typed so by the seller. */
export function offLocaleWords(text: string, locale: "us" | "uk", seller: string): Array<{ word: string; fix: string }> {
  const map = locale === "us" ? SPELLING.toUs : SPELLING.toUk;
  const typed = new Set((seller.toLowerCase().match(/\p{L}+/gu) ?? []));
  const found: Array<{ word: string; fix: string }> = [];
  for (const word of text.match(/\p{L}+/gu) ?? []) {
    const fix = map.get(word.toLowerCase());
    if (fix && !typed.has(word.toLowerCase())) found.push({ word, fix });
  }
  return found;
}

/** The writer's words in the locale's spelling; the seller's are left as typed. */
export function respell(text: string, locale: "us" | "uk", seller: string): string {
  const map = locale === "us" ? SPELLING.toUs : SPELLING.toUk;
  const typed = new Set((seller.toLowerCase().match(/\p{L}+/gu) ?? []));
  return text.replace(/\p{L}+/gu, (word) => {
    const fix = map.get(word.toLowerCase());
    return fix && !typed.has(word.toLowerCase()) ? matchCase(word, fix) : word;
  });
}

export const EMOJI = /(?:\p{Extended_Pictographic}|\p{Regional_Indicator})(?:\uFE0F|\u200D(?:\p{Extended_Pictographic}))*/gu;
export const countEmoji = (text: string) => (text.match(EMOJI) ?? []).length;
/** "A few": at most this many in a listing, and none where the marketplace forbids them. */
export const FEW_EMOJI = 3;

/** A field's text as a reader sees it (markup removed, list items one per line). */
export function fieldText(listing: Listing, field: ListingField): string {
  const value = listing[field.key];
  if (value === undefined) return "";
  const text = Array.isArray(value) ? value.join("\n") : value;
  return field.kind === "html" ? htmlToText(text) : text;
}

/**
 * Flesch-Kincaid grade of a text's prose (text-readability-ts). Headings and list items (lines without a
 * sentence's closing mark) are not reading matter and would pull the grade down; a text of nothing else is
 * measured whole.
 */
export function gradeLevel(text: string): number {
  const lines = text
    .split(/\n+/)
    .map((line) => line.trim())
    .filter(Boolean);
  const prose = lines.filter((line) => /[.!?]["”’)]?$/.test(line));
  const measured = (prose.length ? prose : lines.map((line) => `${line}.`)).join(" ");
  if (!measured.trim()) return 0;
  return Math.round(readability.fleschKincaidGrade(measured) * 10) / 10;
}

const SMALL = new Set(["a", "an", "the", "and", "or", "nor", "but", "for", "with", "of", "in", "on", "at", "to", "by", "from", "as", "per", "via", "vs"]);
const KEEP_CASE = /\p{Lu}.*\p{Lu}|\p{N}|\p{Ll}\p{Lu}/u; // "USB", "QN65Q80C", "iPhone": as written

/**
 * A title in the voice's capitalisation. Words of the product's name and brand keep the seller's case (they
 * are names), and so do acronyms and model numbers; the writer's own words follow the rule.
 */
export function caseTitle(title: string, style: "title" | "sentence", facts: ProductFacts): string {
  const spans = protectedSpans(title, facts);
  // A word the seller typed with a capital ("Bluetooth", "Maine") is a name: sentence case keeps it.
  const named = new Set(sellerText(facts).match(/\p{Lu}[\p{L}\p{N}]*/gu) ?? []);
  // An entry in another language or with an elision ("huile d'olive", "crème brûlée") is kept as typed: its
  // capitals follow its own language's rules, not English titles.
  const foreign = new Set(
    facts.keywords.filter((entry) => /\p{L}['’]\p{L}|[^\p{ASCII}]/u.test(entry.replace(/[’']s\b/g, ""))).flatMap((entry) => entry.match(/[\p{L}\p{N}]+(?:['’][\p{L}]+)*/gu) ?? []),
  );
  let first = true;
  return title.replace(/[\p{L}\p{N}]+(?:['’][\p{L}]+)*/gu, (word: string, offset: number) => {
    const wasFirst = first;
    first = false;
    if (inside(spans, offset, offset + word.length) || KEEP_CASE.test(word) || named.has(word) || foreign.has(word)) return word;
    const lower = word.toLowerCase();
    // A new segment after a dash or colon starts like a title's first word.
    const before = title.slice(Math.max(0, offset - 3), offset);
    const startsSegment = wasFirst || /[–—:|]\s*$/.test(before);
    // Sentence case capitals the title's first word only (a segment after "|" or "–" is not a new sentence).
    if (style === "sentence") return wasFirst ? lower[0]!.toUpperCase() + lower.slice(1) : lower;
    if (!startsSegment && SMALL.has(lower)) return lower;
    return lower[0]!.toUpperCase() + lower.slice(1);
  });
}
