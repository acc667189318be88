// The words that make a listing factual: materials, certifications, product claims and numbers with
// units. The writer reads them to know what it may say; the checker reads the same lists to verify
// that the output says nothing of this kind that the input did not. One vocabulary for both sides is
// the point: if they disagreed, the checker would pass invented facts the writer thinks are harmless.

import { readYaml, VOCABULARY_DIR } from "../facts/data-file";
import { escapeRegExp } from "./text-tools";

/** A fact-bearing word or phrase found in a text. */
export interface FactMention {
  /** Group it belongs to: "aluminium" for both "aluminium" and "aluminum". */
  canonical: string;
  /** As written in the text. */
  text: string;
  start: number;
  end: number;
}

export interface VocabularyEntry {
  canonical: string;
  /** Alternative spellings; hyphens and spaces between words are interchangeable. */
  aliases?: string[];
  /** Match only in this case (short acronyms such as "CE" or "ABS" are ordinary words in lower case). */
  caseSensitive?: boolean;
  /** A raw pattern used instead of the canonical/aliases, for families such as IP ratings. */
  pattern?: string;
  /** Broader words this one entitles the text to use: "oak" lets a listing say "wood". */
  implies?: string[];
}

// ---------------------------------------------------------------------------------------------------
// The words themselves are data a copywriter edits (issue 27: the engine holds no product words), in
// facts/vocabulary/ beside the fact parser, read once when this module loads:
//   materials.yaml       what a product is made of ("oak" implies "wood")
//   certifications.yaml  third-party marks a buyer may rely on: never derived, only repeated
//   claims.yaml          promises about how the product behaves or was made ("dishwasher-safe"): like a
//                        certification, the output may state one only if the input did
// A malformed entry stops the service at start, naming the file and the entry, rather than being
// skipped: a misspelt field ("alias:") would otherwise drop a spelling without a word.

const ENTRY_FIELDS = new Set(["canonical", "aliases", "caseSensitive", "pattern", "implies"]);
const isWordList = (value: unknown) => Array.isArray(value) && value.every((w) => typeof w === "string" && w.trim() !== "");

/** The entries of one vocabulary file, checked field by field. */
export function readVocabulary(file: string, dir: string = VOCABULARY_DIR): VocabularyEntry[] {
  const entries = readYaml<unknown>(file, dir);
  if (!Array.isArray(entries)) throw new Error(`${file}: expected a list of entries`);
  entries.forEach((entry: Record<string, unknown>, i) => {
    const where = `${file}, entry ${i + 1}${typeof entry?.canonical === "string" ? ` (${entry.canonical})` : ""}`;
    if (typeof entry !== "object" || entry === null || typeof entry.canonical !== "string" || !entry.canonical.trim()) throw new Error(`${where}: needs a canonical name`);
    for (const field of Object.keys(entry)) if (!ENTRY_FIELDS.has(field)) throw new Error(`${where}: unknown field "${field}"`);
    for (const field of ["aliases", "implies"]) if (field in entry && !isWordList(entry[field])) throw new Error(`${where}: ${field} must be a list of words`);
    if ("caseSensitive" in entry && typeof entry.caseSensitive !== "boolean") throw new Error(`${where}: caseSensitive must be true or false`);
    if ("pattern" in entry) {
      if (typeof entry.pattern !== "string") throw new Error(`${where}: pattern must be a text`);
      try {
        new RegExp(entry.pattern, "u");
      } catch (err) {
        throw new Error(`${where}: ${(err as Error).message}`);
      }
    }
  });
  return entries as VocabularyEntry[];
}

export const MATERIALS: readonly VocabularyEntry[] = readVocabulary("materials.yaml");
export const CERTIFICATIONS: readonly VocabularyEntry[] = readVocabulary("certifications.yaml");
export const CLAIMS: readonly VocabularyEntry[] = readVocabulary("claims.yaml");

// ---------------------------------------------------------------------------------------------------
// Matching.


// Entries are matched word by word: the text is split once into runs of letters and digits, and each
// entry's spellings sit in a map by their first word, so a search costs one pass over the text's words
// plus a look at the few entries that start with each word. An entry's words must follow one another
// separated as in the entry (spaces and hyphens interchangeably, anything else exactly), and a word
// never matches inside a longer word. Only the few entries defined by a pattern run a regex.

interface Spelling {
  entry: VocabularyEntry;
  /** Position of the entry in its vocabulary: earlier entries win among equal overlapping matches. */
  position: number;
  words: string[];
  /** Separator before each word after the first: "space" for spaces and hyphens, else the exact text. */
  separators: string[];
}

interface CompiledVocabulary {
  /** Spellings by their first word (lower case, or as written for case-sensitive entries). */
  byFirstWord: Map<string, Spelling[]>;
  patterns: { entry: VocabularyEntry; position: number; regex: RegExp; trigger?: string }[];
}

/**
 * The letters a pattern's match must start with ("fd" for FDA …, "p" for T[ÜU]V's "t"), so a text whose
 * words start with none of them skips the regex: most texts mention no certification at all.
 */
function triggerOf(pattern: string): string | undefined {
  const letters = /^\\b([A-Za-z]+)/.exec(pattern)?.[1];
  return letters ? letters.slice(0, 2).toLowerCase() : undefined;
}

const WORD = /[\p{L}\p{N}]+/gu;
const separatorKind = (text: string) => (/^[\s-]+$/.test(text) ? "space" : text);

function spellingOf(text: string, entry: VocabularyEntry, position: number): Spelling {
  const words: string[] = [];
  const separators: string[] = [];
  let last = 0;
  for (const match of text.matchAll(WORD)) {
    if (words.length) separators.push(separatorKind(text.slice(last, match.index)));
    words.push(entry.caseSensitive ? match[0] : match[0].toLowerCase());
    last = match.index! + match[0].length;
  }
  return { entry, position, words, separators };
}

function index(entries: readonly VocabularyEntry[]): CompiledVocabulary {
  const byFirstWord = new Map<string, Spelling[]>();
  const patterns: CompiledVocabulary["patterns"] = [];
  entries.forEach((entry, position) => {
    if (entry.pattern) {
      patterns.push({ entry, position, regex: new RegExp(entry.pattern, entry.caseSensitive ? "gu" : "giu"), trigger: triggerOf(entry.pattern) });
      return;
    }
    for (const alias of [entry.canonical, ...(entry.aliases ?? [])]) {
      const spelling = spellingOf(alias.trim(), entry, position);
      if (!spelling.words.length) continue;
      const list = byFirstWord.get(spelling.words[0]!) ?? [];
      list.push(spelling);
      byFirstWord.set(spelling.words[0]!, list);
    }
  });
  return { byFirstWord, patterns };
}

const COMPILED = {
  material: index(MATERIALS),
  certification: index(CERTIFICATIONS),
  claim: index(CLAIMS),
};

export type FactKind = keyof typeof COMPILED;

interface TextWord {
  text: string;
  lower: string;
  start: number;
  end: number;
  /**
   * Where the text between the previous word and this one starts (its separator kind is read only when a
   * vocabulary spelling of several words gets that far: most words start none, and texts are whole listings).
   */
  gapStart: number;
}

/** The text's words, once per text (the three vocabularies are searched in the same text in turn). */
let lastWords: { text: string; words: TextWord[]; starts?: Set<string> } | undefined;

/** The first one and two letters of every word in the text, lower case, for the patterns' triggers. */
function wordStarts(text: string): Set<string> {
  const words = wordsOfText(text);
  if (!lastWords!.starts) {
    const starts = new Set<string>();
    for (const w of words) {
      starts.add(w.lower.slice(0, 1));
      starts.add(w.lower.slice(0, 2));
    }
    lastWords!.starts = starts;
  }
  return lastWords!.starts;
}

function wordsOfText(text: string): TextWord[] {
  if (lastWords?.text === text) return lastWords.words;
  const words: TextWord[] = [];
  let last = 0;
  for (const match of text.matchAll(WORD)) {
    const start = match.index!;
    words.push({ text: match[0], lower: match[0].toLowerCase(), start, end: start + match[0].length, gapStart: last });
    last = start + match[0].length;
  }
  lastWords = { text, words };
  return words;
}

// Keyed by kind, then by the text itself (a string keeps its hash; a concatenated key would rehash it).
const mentionCache: Record<FactKind, Map<string, FactMention[]>> = { material: new Map(), certification: new Map(), claim: new Map() };

/**
 * Every mention of a vocabulary in the text; overlapping matches keep the longest. The writer and the
 * checker ask about the same texts (the input, each entry, the output), so recent answers are kept.
 */
export function findMentions(text: string, kind: FactKind): FactMention[] {
  const cache = mentionCache[kind];
  const cached = cache.get(text);
  if (cached) return cached;
  const found = searchMentions(text, kind);
  if (cache.size >= 256) cache.clear();
  cache.set(text, found);
  return found;
}

/** Where a /u search goes on after an empty match at `index`: past that code point (a surrogate pair whole). */
function afterEmptyMatch(text: string, index: number): number {
  const code = text.charCodeAt(index);
  return code >= 0xd800 && code <= 0xdbff && (text.charCodeAt(index + 1) & 0xfc00) === 0xdc00 ? index + 2 : index + 1;
}

function searchMentions(text: string, kind: FactKind): FactMention[] {
  const { byFirstWord, patterns } = COMPILED[kind];
  const words = wordsOfText(text);
  const found: (FactMention & { position: number })[] = [];
  for (let i = 0; i < words.length; i++) {
    const first = words[i]!;
    const candidates = byFirstWord.get(first.lower) ?? (first.lower !== first.text ? byFirstWord.get(first.text) : undefined);
    if (!candidates) continue;
    for (const spelling of candidates) {
      const n = spelling.words.length;
      if (i + n > words.length) continue;
      let ok = true;
      for (let k = 0; k < n && ok; k++) {
        const word = words[i + k]!;
        ok = (spelling.entry.caseSensitive ? word.text : word.lower) === spelling.words[k] && (k === 0 || separatorKind(text.slice(word.gapStart, word.start)) === spelling.separators[k - 1]);
      }
      if (!ok) continue;
      const end = words[i + n - 1]!.end;
      found.push({ canonical: spelling.entry.canonical, text: text.slice(first.start, end), start: first.start, end, position: spelling.position });
    }
  }
  const starts = patterns.length ? wordStarts(text) : undefined;
  for (const { entry, position, regex, trigger } of patterns) {
    if (trigger && !starts!.has(trigger)) continue;
    // exec on the compiled pattern itself, as matchAll would on the copy it makes of it for every text.
    regex.lastIndex = 0;
    for (let match = regex.exec(text); match; match = regex.exec(text)) {
      if (!match[0]) {
        regex.lastIndex = afterEmptyMatch(text, regex.lastIndex);
        continue;
      }
      found.push({ canonical: entry.canonical, text: match[0], start: match.index, end: match.index + match[0].length, position });
    }
  }
  // Longest first at each start; vocabulary order decides between equal overlapping matches.
  found.sort((a, b) => a.start - b.start || b.end - b.start - (a.end - a.start) || a.position - b.position);
  const kept: FactMention[] = [];
  for (const { position: _position, ...mention } of found) {
    const last = kept[kept.length - 1];
    if (last && mention.start < last.end) continue;
    kept.push(mention);
  }
  return kept;
}

export const findMaterials = (text: string) => findMentions(text, "material");
export const findCertifications = (text: string) => findMentions(text, "certification");
export const findClaims = (text: string) => findMentions(text, "claim");

/** The broader material words a canonical entitles a listing to use ("oak" → "wood"). */
export function impliedMaterials(canonical: string): string[] {
  return MATERIALS.find((entry) => entry.canonical === canonical)?.implies ?? [];
}

/** The vocabulary entry's own spellings, for "is this mention backed by the facts under another spelling?". */
export function spellingsOf(kind: FactKind, canonical: string): string[] {
  const entry = { material: MATERIALS, certification: CERTIFICATIONS, claim: CLAIMS }[kind].find((e) => e.canonical === canonical);
  return entry ? [entry.canonical, ...(entry.aliases ?? [])] : [canonical];
}

// ---------------------------------------------------------------------------------------------------
// Numbers and units.

/**
 * Unit spellings by canonical unit, from facts/vocabulary/units.yaml (a copywriter's words), then the
 * notation of a size chain and of a floor ("10 x 20 cm", "2+"): that is grammar, not vocabulary, and
 * the code below reads those two units by name, so they stay here.
 */
const UNITS: Record<string, string[]> = { ...readUnits(), x: ["x", "×"], "+": ["+"] };

function readUnits(): Record<string, string[]> {
  const units = readYaml<Record<string, unknown>>("units.yaml", VOCABULARY_DIR);
  if (typeof units !== "object" || units === null || Array.isArray(units)) throw new Error("units.yaml: expected canonical units, each with its spellings");
  for (const [unit, spellings] of Object.entries(units)) if (!isWordList(spellings)) throw new Error(`units.yaml, ${unit}: the spellings must be a list of words`);
  return units as Record<string, string[]>;
}

const UNIT_LOOKUP = new Map<string, string>();
for (const [canonical, spellings] of Object.entries(UNITS)) for (const s of spellings) UNIT_LOOKUP.set(s, canonical);

const UNIT_ALTERNATION = [...UNIT_LOOKUP.keys()]
  .sort((a, b) => b.length - a.length)
  .map((spelling) => {
    const escaped = escapeRegExp(spelling).replace(/\\\. /g, "\\.\\s?").replace(/ /g, "\\s?");
    // A symbol unit ends where it ends; a word unit must not run on into a longer word ("min" in "mint").
    return /[\p{L}]$/u.test(spelling) ? `${escaped}(?![\\p{L}])` : escaped;
  })
  .join("|");

const NUMBER = String.raw`(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?(?:\/\d+)?`;
// "10 x 20 x 5 cm" is one size: every number in the chain carries the final unit.
const QUANTITY = new RegExp(
  // (A unit is on the number's line: "A2-70" closing a title and "M8" opening the next field are no "70 m". A number
  // after a unit's slash is one: "2540kJ/612kcal" holds 612 kcal; after a digit's it is a fraction's. Blind review r11.)
  String.raw`(?<![\d.,]|\d\/)(${NUMBER}(?:\s*[x×]\s*${NUMBER})*)(?:[ \t]*-?[ \t]*(${UNIT_ALTERNATION}))?`,
  "giu",
);
// "pack of 6", "set of 4": the unit comes first.
const COUNT_FIRST = /\b(?:pack|set|box|bundle|case)\s+of\s+(\d+)\b/giu;

export interface Quantity {
  /** Normalised number: thousands separators and trailing decimal zeros removed ("1,000.50" → "1000.5"). */
  value: string;
  /** Canonical unit, or undefined for a bare number. */
  unit?: string;
  /** As written. */
  text: string;
  start: number;
  end: number;
}

export function normaliseNumber(raw: string): string {
  let value = raw.replace(/,/g, "");
  if (value.includes(".") && !value.includes("/")) value = value.replace(/0+$/, "").replace(/\.$/, "");
  return value;
}

/** Canonical unit for a spelling ("mL" → "ml", "Hours" → "h"), or undefined when it is not a unit. */
export function canonicalUnit(spelling: string): string | undefined {
  const key = spelling.toLowerCase().replace(/\s+/g, " ").trim();
  return UNIT_LOOKUP.get(key) ?? UNIT_LOOKUP.get(key.replace(/ /g, ""));
}

/**
 * Every number in the text, with its unit when one follows. Certification codes ("IPX5", "ISO 9001")
 * are masked first: their digits are part of a name, not a quantity.
 */
const quantityCache = new Map<string, Quantity[]>();

export function extractQuantities(text: string): Quantity[] {
  const cached = quantityCache.get(text);
  if (cached) return cached;
  const found = scanQuantities(text);
  if (quantityCache.size >= 512) quantityCache.clear();
  quantityCache.set(text, found);
  return found;
}

function scanQuantities(text: string): Quantity[] {
  let masked = text;
  for (const mention of findCertifications(text)) {
    masked = masked.slice(0, mention.start) + " ".repeat(mention.end - mention.start) + masked.slice(mention.end);
  }
  const out: Quantity[] = [];
  const countFirst = new Set<number>();
  for (const match of masked.matchAll(COUNT_FIRST)) {
    const numberStart = match.index! + match[0].lastIndexOf(match[1]!);
    countFirst.add(numberStart);
    out.push({ value: normaliseNumber(match[1]!), unit: "pcs", text: match[0], start: match.index!, end: match.index! + match[0].length });
  }
  for (const match of masked.matchAll(QUANTITY)) {
    if (countFirst.has(match.index!)) continue;
    const chain = match[1]!;
    const unitText = match[2];
    // Bare "in" is no unit ("2 in 1"), but typed onto the number it is inches: "24x36in", as "24x36in." is.
    // So is "in" closing a size of two or three numbers ("90 x 60 in", a duvet's): "in" ends the entry, nothing follows it.
    const inchesAttached =
      !unitText &&
      ((/^in(?![\p{L}])/u.test(masked.slice(match.index! + match[0].length)) && !/\s$/.test(match[0])) || (/[x×]/.test(chain) && /^\s*in\s*(?:$|[,;)])/u.test(masked.slice(match.index! + match[0].length))));
    // A number typed onto a letter is part of a code ("V1", "HRX217"): the word after it is no unit of it
    // ("Switch V1 V2" is no "1 V").
    const inCode = /\p{L}$/u.test(masked.slice(0, match.index!)) && !!unitText && /\s/.test(match[0].slice(chain.length));
    const unit = inCode ? undefined : unitText ? canonicalUnit(unitText) : inchesAttached ? "in" : undefined;
    for (const number of chain.split(/\s*[x×]\s*/)) {
      const written = inCode ? chain : inchesAttached ? masked.slice(match.index!, match.index! + match[0].length) + (/^\s*in/u.exec(masked.slice(match.index! + match[0].length))?.[0] ?? "in") : match[0];
      out.push({ value: normaliseNumber(number), unit, text: written.trim(), start: match.index!, end: match.index! + written.length });
    }
  }
  return out.sort((a, b) => a.start - b.start);
}

/** Sizes and quantities as written ("750 ml", "10 x 20 cm"), one per mention with a unit. */
export function detectDimensions(text: string): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const q of extractQuantities(text)) {
    if (!q.unit || q.unit === "x" || q.unit === "+") continue;
    const written = q.text.replace(/\s+/g, " ").trim();
    const key = written.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(written);
  }
  return out;
}

/** Materials named in the text, lower-cased canonical names, in order of first mention. */
export function detectMaterials(text: string): string[] {
  const out: string[] = [];
  for (const m of findMaterials(text)) {
    const name = m.canonical.toLowerCase();
    if (!out.includes(name)) out.push(name);
  }
  return out;
}
