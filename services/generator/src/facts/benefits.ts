import { readYaml, VOCABULARY_DIR } from "./data-file";
import { normaliseForMatch, phraseMatcher } from "../domain/text-tools";
import type { Fact, ProductModel } from "./fact-types";

// The benefit lexicon (vocabulary/benefits.yaml): what a buyer gains from an attribute the seller gave.
// The writer says a benefit only for a fact that names its attribute; the checker traces every benefit
// a listing says back to such a fact in the input. The words live in the data file, reviewed by a
// copywriter; this module only matches them.

export interface BenefitEntry {
  id: string;
  when: string[];
  unless?: string[];
  ignoreGlobalUnless?: boolean;
  /** "[holds|hold] heat well": the singular form, then the plural. */
  benefit: string;
  /** Inflection-free words of the benefit that only this entry says (what the checker looks for). */
  trace: string;
  label: string;
  /** "rated {fact}": how the fact reads as the reason, when its shape does not say it well. */
  reason?: string;
  /** Taxonomy paths (or their beginnings) the benefit is true in; without them, true of anything with the attribute. */
  categories?: string[];
  /** The attribute may name a part ("polarized lenses"): the benefit is still the product's. */
  part?: boolean;
  /** A benefit of looking after or carrying it ("dishwasher safe"): never the one a listing opens with when another can. */
  supporting?: boolean;
}

interface BenefitFile {
  unless: string[];
  benefits: BenefitEntry[];
}

export interface BenefitLexicon {
  entries: readonly BenefitEntry[];
  /**
   * The first entry whose attribute this fact names, as the product's own (not a part's: "silicone handle"),
   * with nothing in it saying the attribute is not really there or only partly ("(needs seasoning)").
   * `categoryPath`: the product's category when the guess is confident, for entries true only in some.
   */
  entryFor(text: string, categoryPath?: string): BenefitEntry | undefined;
  /** Entries whose benefit words appear in a listing's text. */
  saidIn(text: string): BenefitEntry[];
  /** Whether this text names the entry's attribute as the product's own (the same test as entryFor). */
  names(entry: BenefitEntry, text: string, categoryPath?: string): boolean;
}

const NUMBER_CHOICE = /\[([^\]|]*)\|([^\]]*)\]/g;

/** The benefit in the product's grammatical number: "holds heat well" or "hold heat well". */
export const benefitText = (entry: BenefitEntry, plural: boolean): string => entry.benefit.replace(NUMBER_CHOICE, (_, one: string, many: string) => (plural ? many : one));

/** Words that may stand before a material without changing what the product is made of: "100% merino", "solid oak". */
const QUALIFIERS = new Set("pure genuine premium real natural fine soft made of from with in crafted grade a quality high".split(" "));
/** Words that may follow it and still mean the whole product: "IPX4 rated", "cast iron construction". */
const WHOLE_AFTER = new Set("rated certified listed approved construction material materials fabric body build".split(" "));
/** A fact that qualifies its attribute ("pre-seasoned (needs more seasoning)", "linen but lined") carries no benefit. */
const HEDGED = /[()[\]]|\b(?:but|except|needs?|requires?|may|might|partly|partially|part|some|mostly)\b/i;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

export function buildBenefitLexicon(file: BenefitFile): BenefitLexicon {
  const compiled = file.benefits.map((entry) => ({
    entry,
    // Each pattern is its phrase between word boundaries: a text without the phrase itself cannot match, and that
    // plain search rules out nearly every entry before a RegExp or an unless phrase is tried (most of this lexicon's cost).
    needles: entry.when.map((w) => normaliseForMatch(w)),
    when: entry.when.map((w) => new RegExp(`(?<![\\p{L}\\p{N}])${escape(normaliseForMatch(w))}(?![\\p{L}\\p{N}])`, "u")),
    unless: [...(entry.unless ?? []), ...(entry.ignoreGlobalUnless ? [] : file.unless)].map(phraseMatcher),
    trace: phraseMatcher(entry.trace),
  }));
  type Compiled = (typeof compiled)[number];
  const fits = (c: Compiled, raw: string, t: string, categoryPath: string | undefined): boolean => {
    if (!c.needles.some((needle) => t.includes(needle))) return false;
    if (c.entry.categories && !(categoryPath && c.entry.categories.some((p) => categoryPath === p || categoryPath.startsWith(`${p} >`)))) return false;
    if (HEDGED.test(raw) || c.unless.some((m) => m.countIn(t) > 0)) return false;
    return c.when.some((re) => {
      const m = re.exec(t);
      if (!m) return false;
      if (c.entry.part) return true;
      // The fact must BE the attribute: "100% merino wool", not "merino wool cuffs" nor "silicone handle".
      const before = t.slice(0, m.index).trim().split(" ").filter(Boolean);
      const after = t.slice(m.index + m[0].length).trim().split(" ").filter(Boolean);
      return before.every((w) => QUALIFIERS.has(w) || /^\d+%?$/.test(w)) && after.every((w) => WHOLE_AFTER.has(w));
    });
  };
  return {
    entries: file.benefits,
    entryFor(text, categoryPath) {
      const t = normaliseForMatch(text);
      return compiled.find((c) => fits(c, text, t, categoryPath))?.entry;
    },
    names(entry, text, categoryPath) {
      const c = compiled.find((x) => x.entry === entry);
      return !!c && fits(c, text, normaliseForMatch(text), categoryPath);
    },
    saidIn(text) {
      const t = normaliseForMatch(text);
      return compiled.filter((c) => c.trace.countIn(t) > 0).map((c) => c.entry);
    },
  };
}

let shipped: BenefitLexicon | undefined;
/** The shipped lexicon, read once. */
export function benefitLexicon(): BenefitLexicon {
  return (shipped ??= buildBenefitLexicon(readYaml<BenefitFile>("benefits.yaml", VOCABULARY_DIR)));
}

/** A fact that can carry a benefit: one the product has, as the seller said it (not "not", not "without"). */
export const canCarryBenefit = (fact: Fact): boolean => fact.polarity === "has" && fact.kind !== "safety" && fact.kind !== "comparison" && fact.kind !== "condition" && fact.kind !== "policy" && fact.kind !== "instruction";

/** The product's category path when the guess is confident: some benefits are true only in some categories. */
export const confidentCategoryPath = (model: ProductModel): string | undefined => (model.category?.confident ? model.category.category.path : undefined);
