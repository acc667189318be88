import { readYaml, VOCABULARY_DIR } from "./data-file";
import { normaliseForMatch, phraseMatcher } from "../domain/text-tools";
import type { Fact } from "./fact-types";

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
}

interface BenefitFile {
  unless: string[];
  benefits: BenefitEntry[];
}

export interface BenefitLexicon {
  entries: readonly BenefitEntry[];
  /** The first entry whose attribute this text names, with nothing in it saying the attribute is not really there. */
  entryFor(text: string): BenefitEntry | undefined;
  /** Entries whose benefit words appear in a listing's text. */
  saidIn(text: string): BenefitEntry[];
  /** Whether this text names the entry's attribute (and nothing in it says the attribute is not really there). */
  names(entry: BenefitEntry, text: string): boolean;
}

const NUMBER_CHOICE = /\[([^\]|]*)\|([^\]]*)\]/g;

/** The benefit in the product's grammatical number: "holds heat well" or "hold heat well". */
export const benefitText = (entry: BenefitEntry, plural: boolean): string => entry.benefit.replace(NUMBER_CHOICE, (_, one: string, many: string) => (plural ? many : one));

export function buildBenefitLexicon(file: BenefitFile): BenefitLexicon {
  const compiled = file.benefits.map((entry) => ({
    entry,
    when: entry.when.map(phraseMatcher),
    unless: [...(entry.unless ?? []), ...(entry.ignoreGlobalUnless ? [] : file.unless)].map(phraseMatcher),
    trace: phraseMatcher(entry.trace),
  }));
  return {
    entries: file.benefits,
    entryFor(text) {
      const t = normaliseForMatch(text);
      return compiled.find((c) => c.when.some((m) => m.countIn(t) > 0) && !c.unless.some((m) => m.countIn(t) > 0))?.entry;
    },
    names(entry, text) {
      const t = normaliseForMatch(text);
      const c = compiled.find((x) => x.entry === entry);
      return !!c && c.when.some((m) => m.countIn(t) > 0) && !c.unless.some((m) => m.countIn(t) > 0);
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
export const canCarryBenefit = (fact: Fact): boolean => fact.polarity === "has" && fact.kind !== "safety" && fact.kind !== "comparison" && fact.kind !== "condition" && fact.kind !== "policy";
