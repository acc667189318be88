import { type Listing, type ListingField, type ListingRules } from "@shopscript/contracts";
import { findCliches } from "../cliches";
import { productModel, warningAsPrinted } from "../../facts/parse-facts";
import { htmlToText } from "../html-text";
import { breaksMeaning, fixWording } from "./meaning-checks";
import { KEYWORD_FIELDS, maxKeywordRepeats, planKeywords } from "../keyword-policy";
import { byteCount, charCount, countPhrase, escapeHtml, escapeRegExp, RULED_OUT_BRACKET, sentenceKey, wordsOf } from "../text-tools";
import type { ProductFacts, WriteInput } from "../types";
import { isProseField } from "./content-checks";
import { URL, YEAR, bannedCharsFor, countsAsTitleWord } from "./field-checks";
import { sanitiseHtml } from "./html-safety";
import { factsText, inventedFactFinder } from "./invented-facts";
import { filterHtmlSentences, filterSentences } from "./sentence-edit";
import { findPlaceholders, findRefusals } from "./text-hazards";
import { introducedWe, listingRulesFor, sellerWords } from "../../voices/voice-rules";

// Deterministic, conservative fixes for what the checker can find: cut what is too long, drop what is
// too many, remove what is banned, and drop every sentence that invents a fact, talks like a model or
// holds a placeholder. It never adds copy, so what it cannot fix (a missing keyword, a description
// under 150 words) stays failed for the pipeline to regenerate or fall back.

const TITLE_KEYS = new Set(["title", "seoTitle", "subtitle"]);
const SEGMENT_SPLIT = /(\s+[–—|-]\s+|,\s+|:\s+|\s+\/\s+)/;
const TRAILING_JOINERS = /(?:[\s,;:|–—&/-]|\b(?:and|or|with|for|of|in|the|a|an|to|by)\b)+$/i;

function tidy(text: string): string {
  return text
    .split("\n")
    .map((line) => line.replace(/[ \t]+/g, " ").replace(/ ([,;:]|\.(?!\d))/g, "$1").replace(/,{2,}/g, ",").trim())
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

function tidyTitle(text: string): string {
  return tidy(text)
    .replace(/(?:\s*[,|–—:-]\s*){2,}/g, (m) => (m.includes(",") ? ", " : " – "))
    .replace(/^[\s,;:|–—&+/-]+/, "")
    .replace(TRAILING_JOINERS, "")
    .trim();
}

/** Title-like fields are chains of segments ("Name – 750 ml, Leak-Proof"); a bad segment goes. */
function filterSegments(title: string, keep: (segment: string) => boolean): string {
  const parts = title.split(SEGMENT_SPLIT);
  const out: string[] = [];
  for (let i = 0; i < parts.length; i += 2) {
    const segment = parts[i]!;
    if (!keep(segment)) continue;
    if (out.length) out.push(parts[i - 1] ?? " ");
    out.push(segment);
  }
  return tidyTitle(out.join(""));
}

/**
 * A bullet whose sentence went leaves no heading behind: "THE DETAILS" alone was an Amazon bullet once its one sentence
 * was cut for a banned word (blind review r13).
 */
const withoutBareHeadings = (items: string[]) => items.filter((item) => item.trim() && !/^[\p{Lu}\d][\p{Lu}\d\s&'’/+-]*:?$/u.test(item.trim()) && !/:\s*$/.test(item));

/** Cuts at a word boundary (or a sentence end when that keeps most of the text) to fit `fits`. */
export function trimToFit(text: string, fits: (t: string) => boolean, prose: boolean): string {
  if (fits(text)) return text;
  const words = text.split(/(\s+)/);
  let cut = "";
  for (let i = 0; i < words.length; i++) {
    const next = cut + words[i];
    if (!fits(next.trimEnd())) break;
    cut = next;
  }
  cut = cut.trimEnd();
  if (prose) {
    const sentenceEnd = Math.max(cut.lastIndexOf(". "), cut.lastIndexOf(".\n"));
    if (sentenceEnd > cut.length * 0.5) return cut.slice(0, sentenceEnd + 1);
    const trimmed = cut.replace(TRAILING_JOINERS, "");
    return trimmed && fits(`${trimmed}.`) && !/[.!?]$/.test(trimmed) ? `${trimmed}.` : trimmed;
  }
  return cut.replace(TRAILING_JOINERS, "");
}

interface Judges {
  bad: (text: string, field: ListingField) => boolean;
  /** The offending words themselves, for fields that are lists of attributes (titles). */
  offending: (text: string, field: ListingField) => string[];
  refusal: (text: string) => boolean;
}

function judges(rules: ListingRules, facts: ProductFacts): Judges {
  const invented = inventedFactFinder(facts);
  const input = factsText(facts);
  return {
    refusal: (text) => findRefusals(text, input).length > 0,
    offending: (text, field) => [
      ...findPlaceholders(text, input, field.kind !== "html"),
      ...invented(text).map((f) => f.text),
      ...findCliches(text, input),
    ],
    bad: (text, field) => {
      const lower = text.toLowerCase();
      if ([...rules.bannedPhrases, ...(field.bannedPhrases ?? [])].some((p) => lower.includes(p.toLowerCase()))) return true;
      if (breaksMeaning(facts, text, field.key)) return true;
      return (
        findRefusals(text, input).length > 0 ||
        findPlaceholders(text, input, field.kind !== "html").length > 0 ||
        invented(text).length > 0 ||
        findCliches(text, input).length > 0
      );
    },
  };
}


/** A title keeps its product name when a promotional phrase is cut out of it. */
function removePhrases(text: string, phrases: string[]): string {
  let out = text;
  for (const phrase of phrases) if (phrase.trim()) out = out.replace(new RegExp(escapeRegExp(phrase.trim()), "gi"), " ");
  return tidyTitle(out);
}

/** Cuts a title just before the first keyword occurrence beyond `max`. */
function cutAtExcess(title: string, keywords: string[], max: number): string {
  let cut = title.length;
  for (const keyword of keywords) {
    const words = keyword.trim().split(/[\s-]+/).map(escapeRegExp).join("[\\s-]+");
    if (!words) continue;
    const matches = [...title.matchAll(new RegExp(`(?<![\\p{L}\\p{N}])${words}(?![\\p{L}\\p{N}])`, "giu"))];
    if (matches.length > max) cut = Math.min(cut, matches[max]!.index!);
  }
  return cut < title.length ? tidyTitle(title.slice(0, cut)) : title;
}

function coerceShape(value: string | string[], field: ListingField): string | string[] {
  if (field.kind === "list") {
    const items = Array.isArray(value) ? value : value.split(/\n+/);
    return items.map((item) => item.replace(/^\s*(?:[•\-–*]|\d+[.)])\s+/, "").trim());
  }
  return Array.isArray(value) ? value.join("\n") : value;
}

function removeBannedChars(text: string, banned: string[], title: boolean): string {
  let out = text;
  for (const ch of banned) {
    const replacement = ch === "…" ? "..." : ch === "!" && !title ? "." : title ? " " : "";
    out = out.split(ch).join(replacement);
  }
  return out;
}

function limitCharOccurrences(text: string, limits: Record<string, number>): string {
  let out = text;
  for (const [ch, max] of Object.entries(limits)) {
    let seen = 0;
    const replacement = ch === "&" ? " and " : ch === "%" ? " percent" : " - ";
    out = [...out].map((c) => (c === ch && ++seen > max ? replacement : c)).join("");
  }
  return tidy(out);
}

/** The title with each word's repeats past `max` taken out (the platform's rule), tidied: the writer applies it too. */
export function limitWordRepeats(title: string, max: number): string {
  const counts = new Map<string, number>();
  const tokens = title.split(/(\s+)/);
  const kept = tokens.map((token, i) => {
    const words = wordsOf(token.toLowerCase()).filter(countsAsTitleWord);
    if (!words.length) return token;
    // The second end of "USB-C to USB-C" is no repeat (field-checks.ts BOTH_ENDS).
    if (i >= 4 && tokens[i - 2]!.toLowerCase() === "to" && tokens[i - 4]!.toLowerCase() === token.toLowerCase()) return token;
    const over = words.some((w) => (counts.get(w) ?? 0) >= max);
    if (over) return "";
    for (const w of words) counts.set(w, (counts.get(w) ?? 0) + 1);
    return token;
  });
  // A bracket that rules something out goes whole or not at all: "(NOT S21+ / Ultra)" lost its repeated "S21+" and read
  // "(NOT / Ultra)" in a Walmart title (blind review r27).
  return tidyTitle(kept.join("")).replace(RULED_OUT_BRACKET, (bracket) => (title.includes(bracket.trim()) ? bracket : ""));
}

const EMOJI_ALL = /[\p{Extended_Pictographic}\p{Regional_Indicator}\u{FE0F}\u{200D}]/gu;

/** Every warning the seller typed, word for word, in a paragraph of its own at the end of the main text. */
function placeWarnings(out: Listing, rules: ListingRules, facts: ProductFacts): void {
  const warnings = productModel(facts).safety;
  if (!warnings.length) return;
  const main = rules.fields.find((f) => f.key === "bodyHtml") ?? rules.fields.find((f) => f.key === "description");
  if (!main) return;
  const current = typeof out[main.key] === "string" ? (out[main.key] as string) : "";
  const text = main.kind === "html" ? htmlToText(current) : current;
  const lines = new Set(text.split(/\n+/).map((l) => l.trim()));
  const missing = warnings.filter((w) => !lines.has(w.trim()) && !lines.has(warningAsPrinted(w))).map(warningAsPrinted);
  if (!missing.length) return;
  out[main.key] =
    main.kind === "html"
      ? [current, ...missing.map((w) => `<p><strong>${escapeHtml(w)}</strong></p>`)].filter(Boolean).join("\n")
      : [current, ...missing].filter(Boolean).join("\n\n");
}

export function repairListing(listing: Listing, input: Pick<WriteInput, "facts" | "platform" | "voice">): Listing {
  const rules = listingRulesFor(input.platform, input.voice);
  const { facts } = input;
  const judge = judges(rules, facts);
  const out: Listing = {};
  // A voice without "we": the writer's sentences where the brand speaks go (the seller's own words stay).
  const seller = input.voice ? sellerWords(facts, input.voice) : "";
  const speaksAsBrand = (text: string) =>
    input.voice && input.voice.person !== "we" && !seller.includes(text.trim().toLowerCase())
      ? introducedWe(text, seller)
      : [];

  // 1. Shape, markup safety, and every sentence that must not be there.
  for (const field of rules.fields) {
    const value = listing[field.key];
    if (value === undefined) continue;
    let v = coerceShape(value, field);
    if (field.kind === "html") v = sanitiseHtml(v as string);
    const keep = (s: string) => !judge.bad(s, field) && !speaksAsBrand(s).length;
    if (Array.isArray(v)) {
      v = KEYWORD_FIELDS.has(field.key) ? v.filter(keep) : withoutBareHeadings(v.map((item) => filterSentences(item, keep)));
    } else if (field.kind === "html") v = filterHtmlSentences(v, keep);
    else if (TITLE_KEYS.has(field.key)) {
      // A title is a list of attributes, not a sentence: the offending words go, the rest stays.
      let t = removePhrases(v, [...rules.bannedPhrases, ...(field.bannedPhrases ?? [])]);
      t = filterSegments(t, (segment) => !judge.refusal(segment) && !breaksMeaning(facts, segment, field.key));
      v = removePhrases(t, [...judge.offending(t, field), ...speaksAsBrand(t)]);
    }
    else if (KEYWORD_FIELDS.has(field.key)) v = v.split(/\s+/).filter(keep).join(" ");
    else v = filterSentences(v, keep);
    out[field.key] = v;
  }

  // 2. Sentences said twice, and keywords said too often in one field: later ones go (in a title,
  // everything from the first occurrence too many).
  const seen = new Set<string>();
  const required = planKeywords(facts.keywords, rules, input.platform).filter((p) => !p.skipped);
  for (const field of rules.fields) {
    const v = out[field.key];
    if (v === undefined || KEYWORD_FIELDS.has(field.key)) continue;
    const max = maxKeywordRepeats(field);
    const counts = new Map<string, number>();
    const keep = (s: string) => {
      const key = sentenceKey(s);
      if (isProseField(field.key) && key.split(" ").length >= 4) {
        if (seen.has(key)) return false;
      }
      const hits = required.map((p) => ({ k: p.keyword, n: countPhrase(s, p.keyword) })).filter((h) => h.n);
      if (hits.some((h) => (counts.get(h.k) ?? 0) + h.n > max)) return false;
      for (const h of hits) counts.set(h.k, (counts.get(h.k) ?? 0) + h.n);
      if (isProseField(field.key) && key.split(" ").length >= 4) seen.add(key);
      return true;
    };
    if (Array.isArray(v)) out[field.key] = withoutBareHeadings(v.map((item) => filterSentences(item, keep)));
    else if (field.kind === "html") out[field.key] = filterHtmlSentences(v, keep);
    else if (TITLE_KEYS.has(field.key)) out[field.key] = cutAtExcess(v, required.map((p) => p.keyword), max);
    else out[field.key] = filterSentences(v, keep);
  }

  // Names, spelling and articles: word swaps that keep each sentence's meaning.
  for (const field of rules.fields) {
    const v = out[field.key];
    if (v === undefined) continue;
    out[field.key] = Array.isArray(v) ? v.map((item) => fixWording(facts, rules, item, field.key)) : fixWording(facts, rules, v, field.key);
  }
  placeWarnings(out, rules, facts);

  // A title never ends up empty: the seller's own product name is always a safe one.
  for (const key of ["title", "seoTitle"]) {
    if (typeof out[key] === "string" && !(out[key] as string).trim()) out[key] = facts.productName;
  }

  // 3. Characters, repeats, one-line fields, then sizes last (everything before only shortens).
  for (const field of rules.fields) {
    let v = out[field.key];
    if (v === undefined) continue;
    const isTitle = TITLE_KEYS.has(field.key);
    const fix = (text: string): string => {
      let t = removeBannedChars(text, bannedCharsFor(field, rules), isTitle);
      if (field.noEmoji) t = t.replace(EMOJI_ALL, "");
      if (field.maxCharOccurrences) t = limitCharOccurrences(t, field.maxCharOccurrences);
      if (field.key === "title" && rules.maxWordRepeatsInTitle !== undefined) t = limitWordRepeats(t, rules.maxWordRepeatsInTitle);
      if (field.noYears) t = t.replace(new RegExp(YEAR.source, "gu"), "");
      if (field.noUrls) t = t.replace(new RegExp(URL.source, "gi"), "");
      if (field.singleLine) t = t.replace(/\s*[\r\n]+\s*/g, " ");
      return isTitle ? tidyTitle(t) : field.kind === "html" ? t : tidy(t);
    };
    v = Array.isArray(v) ? v.map(fix) : fix(v);

    if (field.key === "searchTerms" && typeof v === "string") {
      // Backend search terms: words only, each once, lower case but for the seller's own capitals
      // ("GoodNotes", "QN65Q80C": the marketplace ignores case, the seller reading them does not).
      const verbatim = new Map(productModel(input.facts).verbatim.map((w) => [w.toLowerCase(), w]));
      const words = v
        .replace(/[^\p{L}\p{N}\s.%-]|\.(?!\d)|(?<![\p{L}\p{N}])-|-(?![\p{L}\p{N}])/gu, " ")
        .split(/\s+/)
        .filter(Boolean)
        .map((w) => verbatim.get(w.toLowerCase()) ?? w.toLowerCase());
      v = [...new Set(words)].join(" ");
    }

    if (Array.isArray(v)) {
      const unique: string[] = [];
      for (const item of v) {
        if (item.trim() && !unique.some((u) => u.toLowerCase() === item.trim().toLowerCase())) unique.push(item.trim());
      }
      v = unique.slice(0, field.maxItems ?? unique.length);
      if (field.itemMaxChars !== undefined) {
        const max = field.itemMaxChars;
        v = v.map((item) => trimToFit(item, (t) => charCount(t) <= max, !KEYWORD_FIELDS.has(field.key))).filter(Boolean);
      }
    } else {
      const prose = !isTitle && !KEYWORD_FIELDS.has(field.key) && field.kind !== "html";
      if (field.maxChars !== undefined && field.kind !== "html") {
        const max = field.maxChars;
        v = trimToFit(v, (t) => charCount(t) <= max, prose);
      }
      if (field.maxBytes !== undefined) {
        const max = field.maxBytes;
        v = trimToFit(v, (t) => byteCount(t) <= max, prose);
      }
    }
    out[field.key] = v;
  }
  return out;
}
