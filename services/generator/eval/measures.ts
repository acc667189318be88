import { LISTING_RULES, splitKeywordEntries, type Listing, type Platform } from "@shopscript/contracts";
import { indefiniteArticle } from "../src/facts/articles";
import type { Taxonomy } from "../src/facts/taxonomy";
import { UK_TO_US } from "../src/domain/checker/us-spelling";
import { htmlToText } from "../src/domain/html-text";
import type { EvalProduct } from "./eval-set";

// What the evaluation counts in one listing, by the rules in README.md. These measures are written
// apart from the checker on purpose (their own matching, from the eval set's ground truth), so a bug
// in the checker cannot hide the same bug in the writer.

/** One piece of a listing: a sentence, a line, a bullet or a tag, with the field it came from. */
export interface Piece {
  field: string;
  text: string;
}

const KEYWORD_LISTS = new Set(["tags", "searchTerms"]);
const SHORT_FIELDS = new Set(["title", "seoTitle", "metaDescription", "subtitle", "tags", "searchTerms"]);
/** Amazon's bullets and Walmart's key features: a warning may stand there too, as a bullet of its own. */
const BULLET_FIELDS = new Set(["bullets", "keyFeatures"]);

/** The listing as pieces: list items one by one, text fields line by line (HTML as the text a reader sees). */
export function piecesOf(listing: Listing): Piece[] {
  const out: Piece[] = [];
  for (const [field, value] of Object.entries(listing)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) {
      const text = field === "bodyHtml" ? htmlToText(item) : item;
      for (const line of text.split(/\n+/)) if (line.trim()) out.push({ field, text: line.replace(/^•\s*/, "").trim() });
    }
  }
  return out;
}

/** Sentences of a prose line; a bullet's heading ("KEY FEATURES: …") is not a sentence of its own. */
export function sentencesOf(line: string): string[] {
  return line
    .split(/(?<=[.!?])\s+(?=[“"(]?[\p{Lu}\p{N}])/u)
    .map((s) => s.trim())
    .filter(Boolean);
}

// ── Phrase matching (README: "never" and "notMaterials") ─────────────────────────────────────────

const stripMarks = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "");
/** Lower case, hyphens as spaces, accents kept apart, apostrophes one form. */
const wordsFor = (text: string): string[] => stripMarks(text.toLowerCase().replace(/[‐‑–—-]/g, " ").replace(/[’`]/g, "'")).match(/[\p{L}\p{N}]+(?:['.][\p{L}\p{N}]+)*%?/gu) ?? [];

const NEGATIONS = new Set(["not", "no", "non", "never", "without", "isn't", "aren't", "doesn't", "don't", "won't", "cannot", "can't", "nor"]);

function occurrences(words: string[], phrase: string[]): number[] {
  const at: number[] = [];
  for (let i = 0; i + phrase.length <= words.length; i++) {
    let k = 0;
    while (k < phrase.length && words[i + k] === phrase[k]) k++;
    if (k === phrase.length) at.push(i);
  }
  return at;
}

/**
 * Occurrences of `phrase` that claim it: not inside a copy of one of the seller's own entries that
 * contains it, no negation among the four words before, not followed by "no", "not", "free",
 * "not included" or "sold separately".
 */
export function claimedOccurrences(line: string, phrase: string, sellerEntries: readonly string[]): number {
  const words = wordsFor(line);
  const target = wordsFor(phrase);
  if (!target.length) return 0;
  const shields = sellerEntries
    .map(wordsFor)
    .filter((entry) => entry.length > target.length && occurrences(entry, target).length)
    .flatMap((entry) => occurrences(words, entry).map((start) => [start, start + entry.length] as const));
  let count = 0;
  for (const i of occurrences(words, target)) {
    const end = i + target.length;
    if (shields.some(([s, e]) => s <= i && end <= e)) continue;
    const before = words.slice(Math.max(0, i - 4), i);
    if (before.some((w) => NEGATIONS.has(w)) || /\bfree (?:of|from)\b/.test(before.join(" "))) continue;
    const next = words[end];
    if (next === "no" || next === "not" || next === "free" || (next === "sold" && words[end + 1] === "separately")) continue;
    count++;
  }
  return count;
}

// ── Measures ────────────────────────────────────────────────────────────────────────────────────

export interface ListingFindings {
  invertedNegations: string[];
  materialSwaps: string[];
  mangledVerbatim: string[];
  misplacedSafety: string[];
  otherCategoryWords: string[];
  ukSpellings: string[];
  wrongArticles: string[];
  /** A phrase of the product's `forbidden` list: a misread role ("made of UIAA") or another category's words. */
  misreadRoles: string[];
  /** A phrase of the product's `keep` list that the listing does not show word for word. */
  droppedPhrases: string[];
  /** Description and bullet sentences a reader reads as prose (no spec lines, no warnings). */
  proseSentences: string[];
  /** The label lines left out of `proseSentences` ("Features: a, b and c."), for the figure that counts them too. */
  labelLines: string[];
}

export interface MeasureContext {
  product: EvalProduct;
  platform: Platform;
  taxonomy: Taxonomy;
  /** What the seller is shown beside the listing (the checks' labels): a phrase left out there is named with its reason. */
  sellerNotes?: string;
}

const sellerEntriesOf = (p: EvalProduct) => [p.name, ...splitKeywordEntries(p.keywords)];

function negations(pieces: Piece[], p: EvalProduct, list: string[]): string[] {
  const entries = sellerEntriesOf(p);
  const out: string[] = [];
  for (const phrase of list) {
    for (const piece of pieces) {
      const n = claimedOccurrences(piece.text, phrase, entries);
      for (let i = 0; i < n; i++) out.push(`“${phrase}” claimed in ${piece.field}: ${piece.text.slice(0, 90)}`);
    }
  }
  return out;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const unifyQuotes = (s: string) => s.replace(/[’`]/g, "'");

function verbatim(pieces: Piece[], p: EvalProduct): string[] {
  const out: string[] = [];
  for (const wanted of p.verbatim) {
    const exact = unifyQuotes(wanted);
    const bare = stripMarks(exact).toLowerCase();
    // Found by comparing the accent-free, lower-case forms position for position (NFD keeps lengths
    // for Latin letters with one mark only after we strip, so search a parallel string).
    const runsOn = /\d/.test(wanted) ? "[\\p{L}\\p{N}]*" : "";
    const finder = new RegExp(`(?<![\\p{L}\\p{N}])${escape(bare)}${runsOn}(?![\\p{L}\\p{N}])`, "gu");
    for (const piece of pieces) {
      const text = unifyQuotes(piece.text);
      const folded = Array.from(text).map((ch) => stripMarks(ch).toLowerCase() || ch);
      const flat = folded.join("");
      if (flat.length !== text.length) continue; // a folding changed lengths: never for the Latin texts here
      for (const m of flat.matchAll(finder)) {
        const found = text.slice(m.index!, m.index! + m[0].length);
        if (found === exact) continue;
        if (KEYWORD_LISTS.has(piece.field) && found.toLowerCase() === exact.toLowerCase()) continue;
        out.push(`“${found}” for “${wanted}” in ${piece.field}`);
      }
    }
  }
  return out;
}

/** A warning compared as README says: trailing full stop, runs of whitespace and the first letter's case ignored. */
const warningForm = (text: string) => {
  const t = text.trim().replace(/\s+/g, " ").replace(/\.$/, "");
  return t.charAt(0).toLowerCase() + t.slice(1);
};

function safety(pieces: Piece[], p: EvalProduct): string[] {
  if (!p.safety.trim()) return [];
  const wanted = warningForm(p.safety);
  const probe = wordsFor(p.safety).slice(0, 5).join(" ");
  const out: string[] = [];
  let apart = false;
  for (const piece of pieces) {
    if (warningForm(piece.text) === wanted) {
      if (SHORT_FIELDS.has(piece.field)) out.push(`the warning is in ${piece.field}`);
      else apart = true;
      continue;
    }
    // A bullet that is the warning alone, under a heading of capitals ("SAFETY: …"), stands apart too: a shopper who
    // reads only the bullets sees it. Inside a selling bullet it is misplaced.
    if (BULLET_FIELDS.has(piece.field) && warningForm(piece.text.replace(/^[A-Z][A-Z '’-]{0,30}:\s+/, "")) === wanted) continue;
    if (wordsFor(piece.text).join(" ").includes(probe)) out.push(`the warning is inside other text in ${piece.field}: ${piece.text.slice(0, 80)}`);
  }
  if (!apart) out.push("the warning is not shown word for word on its own");
  return out;
}

/**
 * Another category's product nouns (the taxonomy's heads) that the seller never typed. A product whose
 * category the taxonomy does not hold (the holdout's) may use no category's head but the ones it typed.
 */
function otherCategory(pieces: Piece[], ctx: MeasureContext): string[] {
  const own = ctx.taxonomy.categories.find((c) => c.path === ctx.product.category);
  const allowed = new Set(own ? [own.id, ...(own.related ?? [])] : []);
  const input = ` ${wordsFor(`${ctx.product.name} ${ctx.product.keywords}`).join(" ")} `;
  const out: string[] = [];
  for (const piece of pieces) {
    const words = wordsFor(piece.text);
    for (let i = 0; i < words.length; i++) {
      for (let n = Math.min(ctx.taxonomy.maxHeadWords, words.length - i); n >= 1; n--) {
        const phrase = words.slice(i, i + n).join(" ");
        const owners = ctx.taxonomy.headOwnersOfKey(phrase);
        if (!owners) continue;
        if (!owners.some((id) => allowed.has(id)) && !input.includes(` ${phrase} `)) out.push(`“${phrase}” (${owners.join("/")}) in ${piece.field}`);
        break;
      }
    }
  }
  return out;
}

function ukSpelling(pieces: Piece[], p: EvalProduct, platform: Platform): string[] {
  if (LISTING_RULES[platform].locale !== "en-US") return [];
  const sellers = new Set(wordsFor(`${p.name} ${p.keywords}`));
  const out: string[] = [];
  for (const piece of pieces) {
    for (const word of piece.text.toLowerCase().match(/\p{L}+/gu) ?? []) {
      if (UK_TO_US.has(word) && !sellers.has(word)) out.push(`“${word}” in ${piece.field}`);
    }
  }
  return out;
}

function articles(pieces: Piece[]): string[] {
  const out: string[] = [];
  for (const piece of pieces) {
    if (SHORT_FIELDS.has(piece.field)) continue;
    for (const m of piece.text.matchAll(/(?<![\p{L}\p{N}])(a|an|A|An)\s+([\p{L}\p{N}][\p{L}\p{N}'’.+-]*)/gu)) {
      if (m[1]!.toLowerCase() !== indefiniteArticle(m[2]!)) out.push(`“${m[0]}” in ${piece.field}`);
    }
  }
  return out;
}

const phraseForm = (text: string) => unifyQuotes(text).toLowerCase().replace(/\s+/g, " ");

/** `forbidden` phrases anywhere in the listing (whole words, or a "/…/" regular expression). */
function misreadRoles(pieces: Piece[], p: EvalProduct): string[] {
  const out: string[] = [];
  for (const phrase of p.forbidden) {
    const pattern = /^\/.+\/$/.test(phrase) ? new RegExp(phrase.slice(1, -1), "iu") : new RegExp(`(?<![\\p{L}\\p{N}])${escape(phraseForm(phrase))}(?![\\p{L}\\p{N}])`, "iu");
    for (const piece of pieces) if (pattern.test(phraseForm(piece.text))) out.push(`“${phrase}” in ${piece.field}: ${piece.text.slice(0, 90)}`);
  }
  return out;
}

/**
 * `keep` phrases the listing never shows (case-insensitive, whitespace runs as one space), unless the seller is told it was
 * left out and why ("“no returns” left out: returns and sale terms go in the marketplace's own policy settings …"): issue
 * 27's coverage is "in the listing or listed as left out with its reason".
 */
function droppedPhrases(pieces: Piece[], p: EvalProduct, sellerNotes = ""): string[] {
  const texts = pieces.map((piece) => phraseForm(piece.text));
  const notes = phraseForm(sellerNotes);
  const toldLeftOut = (phrase: string) => notes.includes(phraseForm(`“${phrase}” left out: `)) || notes.includes(phraseForm(`“${phrase}”: `));
  return p.keep.filter((phrase) => !texts.some((t) => t.includes(phraseForm(phrase))) && !toldLeftOut(phrase)).map((phrase) => `“${phrase}” missing`);
}

/** A line of a "Specifications:" block or a label line ("Care: hand wash only.") is a list, not prose. */
const SPEC_LINE = /^[\p{L}][\p{L} ]{0,30}:\s/u;
const PROSE_FIELDS = new Set(["description", "bodyHtml", "bullets"]);

function prose(pieces: Piece[], p: EvalProduct, labels: string[] = []): string[] {
  const out: string[] = [];
  const warning = p.safety ? warningForm(p.safety) : undefined;
  for (const piece of pieces) {
    if (!PROSE_FIELDS.has(piece.field) || (warning && warningForm(piece.text) === warning)) continue;
    // A bullet's heading is a label: the sentence after it is the prose.
    const text = piece.field === "bullets" ? piece.text.replace(/^[^:]{1,40}:\s+/, "") : piece.text;
    for (const sentence of sentencesOf(text)) {
      if (piece.field !== "bullets" && SPEC_LINE.test(sentence)) {
        if (/[.!?]$/.test(sentence)) labels.push(sentence);
        continue;
      }
      if (/[.!?]$/.test(sentence)) out.push(sentence);
    }
  }
  return out;
}

export function measureListing(listing: Listing, ctx: MeasureContext): ListingFindings {
  const pieces = piecesOf(listing);
  const labelLines: string[] = [];
  return {
    labelLines,
    invertedNegations: negations(pieces, ctx.product, ctx.product.never),
    materialSwaps: negations(pieces, ctx.product, ctx.product.notMaterials),
    mangledVerbatim: verbatim(pieces, ctx.product),
    misplacedSafety: safety(pieces, ctx.product),
    otherCategoryWords: otherCategory(pieces, ctx),
    ukSpellings: ukSpelling(pieces, ctx.product, ctx.platform),
    wrongArticles: articles(pieces),
    misreadRoles: misreadRoles(pieces, ctx.product),
    droppedPhrases: droppedPhrases(pieces, ctx.product, ctx.sellerNotes),
    proseSentences: prose(pieces, ctx.product, labelLines),
  };
}
