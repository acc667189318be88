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
  qualifiers: string[];
  placeNouns: string[];
}

export type PhraseRole = "rating" | "comparison" | "condition" | "policy" | "scent" | "players" | "quantity";

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const anyOf = (patterns: readonly string[]) => new RegExp(patterns.map((p) => `(?:${p})`).join("|"), "iu");
const words = (list: readonly string[]) => new RegExp(`(?<![\\p{L}\\p{N}])(?:${list.map(escape).join("|")})(?![\\p{L}\\p{N}-])`, "iu");

export interface RoleReader {
  /** The entry's role, or undefined when it is none of these (it is then read as before). */
  roleOf(entry: string): PhraseRole | undefined;
  /** "no drilling" → "drilling": a thing fitting the product needs none of. */
  notNeeded(entry: string): string | undefined;
  /** A countable noun a product fits under, in or on ("seat"): "fits under airline seat" takes "an" before it. */
  isPlaceNoun(word: string): boolean;
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
  const qualifier = new RegExp(`(?<![\\p{L}\\p{N}])(?:${file.qualifiers.map(escape).join("|")})[\\s-]+$`, "iu");
  const placeNouns = new Set(file.placeNouns.map((w) => w.toLowerCase()));
  const notNeeded = new RegExp(`^no\\s+(${file.notNeeded.map(escape).join("|")})$`, "iu");
  const phrasePatterns = new Map<string, RegExp>();
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
    cutFromQualifier(phrase, text) {
      const parts = phrase.trim().split(/\s+/);
      // Most candidates do not occur at all: a plain search first, and each phrase's pattern compiled once (this
      // was 15% of the writer's CPU, a new Unicode RegExp for every Etsy tag candidate of every listing).
      if (!parts[0] || !text.toLowerCase().includes(parts[0].toLowerCase())) return false;
      let pattern = phrasePatterns.get(phrase);
      if (!pattern) {
        if (phrasePatterns.size > 4000) phrasePatterns.clear();
        pattern = new RegExp(`(?<![\\p{L}\\p{N}])${parts.map(escape).join("[\\s-]+")}(?![\\p{L}\\p{N}])`, "giu");
        phrasePatterns.set(phrase, pattern);
      }
      const all = [...text.matchAll(pattern)];
      return all.length > 0 && all.every((m) => qualifier.test(text.slice(Math.max(0, m.index! - 24), m.index!)));
    },
  };
}

let loaded: RoleReader | undefined;

/** The roles of vocabulary/roles.yaml beside this module, compiled once. */
export function phraseRoles(): RoleReader {
  loaded ??= buildRoles(readYaml<RolesFile>("roles.yaml", VOCABULARY_DIR));
  return loaded;
}
