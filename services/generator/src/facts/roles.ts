import { codePointBefore, codePointFrom } from "../domain/text-tools";
import { readYaml, VOCABULARY_DIR } from "./data-file";

// Phrase roles the parser settles before it reads an entry's words as a material or a feature
// (issue 27), from vocabulary/roles.yaml beside this module: a rating, a comparison, the item's condition, the
// seller's policy, scent notes, a player count, what fitting it needs none of, a quantity. The file
// is compiled once; each test is a few regular expressions over one entry.

interface RolesFile {
  rating: { patterns: string[] };
  comparison: { patterns: string[] };
  condition: { phrases: string[]; flaws: string[]; patterns: string[]; unless: string[] };
  policy: { patterns: string[] };
  scent: { patterns: string[] };
  players: { patterns: string[] };
  notNeeded: string[];
  quantity: { patterns: string[] };
  loadRating: { patterns: string[] };
  qualifiers: string[];
  placeNouns: string[];
}

export type PhraseRole = "rating" | "comparison" | "condition" | "policy" | "scent" | "players" | "quantity";

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const anyOf = (patterns: readonly string[]) => new RegExp(patterns.map((p) => `(?:${p})`).join("|"), "iu");
const words = (list: readonly string[]) => new RegExp(`(?<![\\p{L}\\p{N}])(?:${list.map(escape).join("|")})(?![\\p{L}\\p{N}-])`, "iu");

/** A phrase's words with [\s-]+ between them; or, for a phrase the plain form cannot serve, the whole-word RegExp. */
interface PhrasePattern {
  words?: RegExp;
  whole?: RegExp;
}

/** A letter or digit as a boundary of a /iu phrase pattern reads it (case-insensitively, like the pattern). */
const WORD_CHAR = /[\p{L}\p{N}]/iu;

export interface RoleReader {
  /** The entry's role, or undefined when it is none of these (it is then read as before). */
  roleOf(entry: string): PhraseRole | undefined;
  /** "no drilling" → "drilling": a thing fitting the product needs none of. */
  notNeeded(entry: string): string | undefined;
  /** A countable noun a product fits under, in or on ("seat"): "fits under airline seat" takes "an" before it. */
  isPlaceNoun(word: string): boolean;
  /** Whether the text names a load the product bears ("2t WLL", "max load 150kg"): its bare weights are that load. */
  ratesALoad(text: string): boolean;
  /** Whether `phrase` occurs in `text` only right after a qualifier ("fur throw" in "faux fur throw"): cut from it, it says something false. */
  cutFromQualifier(phrase: string, text: string): boolean;
}

export function buildRoles(file: RolesFile): RoleReader {
  const rating = anyOf(file.rating.patterns);
  const comparison = anyOf(file.comparison.patterns);
  // A condition phrase is the entry, or opens it before a dash, colon or bracket ("used - good condition").
  // ("USED / played with - paint chips on roof": a slash too; blind review r8)
  const conditionPhrase = new RegExp(`^(?:${file.condition.phrases.map(escape).join("|")})(?:$|\\s*[-–—:(,/]|\\s+(?:but|and)\\b)`, "iu");
  const flaw = words(file.condition.flaws);
  const conditionPattern = anyOf(file.condition.patterns);
  // "anti-yellowing", "non-fade": a resisting word may run into the flaw with a hyphen.
  const unless = new RegExp(`(?<![\\p{L}\\p{N}])(?:${file.condition.unless.map(escape).join("|")})(?![\\p{L}\\p{N}])`, "iu");
  const policy = anyOf(file.policy.patterns);
  const scent = anyOf(file.scent.patterns);
  const players = anyOf(file.players.patterns);
  const quantity = anyOf(file.quantity.patterns);
  const loadRating = anyOf(file.loadRating.patterns);
  const qualifier = new RegExp(`(?<![\\p{L}\\p{N}])(?:${file.qualifiers.map(escape).join("|")})[\\s-]+$`, "iu");
  const placeNouns = new Set(file.placeNouns.map((w) => w.toLowerCase()));
  const notNeeded = new RegExp(`^no\\s+(${file.notNeeded.map(escape).join("|")})$`, "iu");
  // Each phrase's pattern compiled once (a new Unicode RegExp for every Etsy tag candidate of every listing was 15% of
  // the writer's CPU). The word boundaries are checked outside it: a per-phrase RegExp with \p{L} under /iu cost about a
  // millisecond to compile, and new listings bring new phrases.
  const phrasePatterns = new Map<string, PhrasePattern>();
  const patternOf = (phrase: string, parts: string[]): PhrasePattern => {
    let pattern = phrasePatterns.get(phrase);
    if (!pattern) {
      if (phrasePatterns.size > 4000) phrasePatterns.clear();
      const body = parts.map(escape).join("[\\s-]+");
      // A later word that opens with a hyphen could start at more than one place after [\s-]+, and a surrogate could
      // meet a boundary half-way: those rare phrases keep the boundaries inside the RegExp.
      const plain = !/[\ud800-\udfff]/.test(phrase) && !parts.slice(1).some((p) => p.startsWith("-"));
      pattern = plain ? { words: new RegExp(body, "giu") } : { whole: new RegExp(`(?<![\\p{L}\\p{N}])${body}(?![\\p{L}\\p{N}])`, "giu") };
      phrasePatterns.set(phrase, pattern);
    }
    return pattern;
  };
  /** Where the phrase starts in the text as a whole-word match, as /(?<![\p{L}\p{N}])words(?![\p{L}\p{N}])/giu finds them. */
  const wholeWordStarts = (phrase: string, parts: string[], text: string): number[] => {
    const pattern = patternOf(phrase, parts);
    if (pattern.whole) return [...text.matchAll(pattern.whole)].map((m) => m.index!);
    const words = pattern.words!;
    const starts: number[] = [];
    for (let from = 0; ; ) {
      words.lastIndex = from;
      const m = words.exec(text);
      if (!m) return starts;
      const end = m.index + m[0].length;
      if (!WORD_CHAR.test(codePointBefore(text, m.index)) && !WORD_CHAR.test(codePointFrom(text, end))) {
        starts.push(m.index);
        from = end;
      } else {
        from = m.index + 1;
      }
    }
  };
  return {
    roleOf(entry) {
      const text = entry.trim();
      if (scent.test(text)) return "scent";
      if (players.test(text)) return "players";
      if (quantity.test(text)) return "quantity";
      if (comparison.test(text)) return "comparison";
      if (policy.test(text) && text.split(/\s+/).length <= 14) return "policy";
      if (conditionPhrase.test(text) || conditionPattern.test(text)) return "condition";
      // (Not a list the seller labelled: "looks: moody, film grain, faded blacks" names styles, not a flaw.)
      if (text.split(/\s+/).length <= 8 && !/^for\s/i.test(text) && !/^[\p{L} ]{1,20}:\s/u.test(text) && flaw.test(text) && !unless.test(text)) return "condition";
      if (rating.test(text) && text.split(/\s+/).length <= 5) return "rating";
      return undefined;
    },
    notNeeded: (entry) => notNeeded.exec(entry.trim())?.[1],
    isPlaceNoun: (word) => placeNouns.has(word.toLowerCase()),
    ratesALoad: (text) => loadRating.test(text),
    cutFromQualifier(phrase, text) {
      const parts = phrase.trim().split(/\s+/);
      // Most candidates do not occur at all: a plain search first, and each phrase's pattern compiled once (this
      // was 15% of the writer's CPU, a new Unicode RegExp for every Etsy tag candidate of every listing).
      if (!parts[0] || !text.toLowerCase().includes(parts[0].toLowerCase())) return false;
      const starts = wholeWordStarts(phrase, parts, text);
      return starts.length > 0 && starts.every((at) => qualifier.test(text.slice(Math.max(0, at - 24), at)));
    },
  };
}

let loaded: RoleReader | undefined;

/** The roles of vocabulary/roles.yaml beside this module, compiled once. */
export function phraseRoles(): RoleReader {
  loaded ??= buildRoles(readYaml<RolesFile>("roles.yaml", VOCABULARY_DIR));
  return loaded;
}
