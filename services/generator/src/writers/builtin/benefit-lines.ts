import { namesAService, singular } from "../../facts/word-classes";
import type { Tone } from "@shopscript/contracts";
import { benefitLexicon, benefitText, canCarryBenefit, confidentCategoryPath, type BenefitEntry, type BenefitLexicon } from "../../facts/benefits";
import { withArticle } from "../../facts/articles";
import type { Fact, ProductModel } from "../../facts/fact-types";
import { inSentence, isSellerSentence, keywordsInLongerEntries, type FactGroups } from "./fact-groups";
import { choose, forTone, type Grammar, type Phrasebook } from "./phrasebook";

// Benefit sentences: "Made of merino wool, they stay soft and keep their warmth even when damp." Each
// one pairs a fact the seller gave with the lexicon's benefit for it (facts/benefits.ts), so every
// reason to buy in the copy traces to the seller's input.

/** At most this many benefits per listing: a few strong reasons, not a lecture. */
const MAX_BENEFITS = 3;

/** How the fact reads as the reason: what it is made of, what it is, a part it has, or the entry's own words. */
type ReasonForm = "material" | "quality" | "part" | "reason";

export interface BenefitUse {
  fact: Fact;
  /** The fact as it reads inside a sentence ("cast iron" of the name's "Cast Iron"). */
  said: string;
  entry: BenefitEntry;
  form: ReasonForm;
}

/** Groups whose facts can carry a benefit, in the order a listing would lead with them, and the form each reads in. */
const SOURCES: [keyof FactGroups, ReasonForm][] = [
  ["material", "material"], ["named", "material"], ["is", "quality"], ["cert", "quality"], ["has", "part"], ["listed", "part"], ["spec", "part"], ["type", "quality"],
];

/** The listing's benefits: the first lexicon entry each fact names, one fact per entry, at most MAX_BENEFITS. */
export function benefitsFor(groups: FactGroups, model: ProductModel, lexicon: BenefitLexicon = benefitLexicon()): BenefitUse[] {
  // A service is the work: a thing's benefit is no benefit of it ("The Postal Knife Sharpening Service folds away for storage,
  // as it has pocket & folding knives"; blind review r21).
  if (namesAService(model.headNoun)) return [];
  const out: BenefitUse[] = [];
  const path = confidentCategoryPath(model);
  // Last, the seller's keywords that a longer entry of theirs says ("sold secure gold" inside their sentence):
  // in no group, but still theirs to have a benefit of.
  const inSentences = keywordsInLongerEntries(model);
  const formOfKind = (f: Fact): ReasonForm => (f.kind === "material" ? "material" : f.kind === "certification" || f.shape === "adj" ? "quality" : "part");
  const sources: [Fact[], (f: Fact) => ReasonForm][] = [...SOURCES.map(([group, form]): [Fact[], (f: Fact) => ReasonForm] => [groups[group], (f) => (group === "named" && f.kind !== "material" ? (f.shape === "adj" || f.kind === "certification" ? "quality" : "part") : form)]), [inSentences, formOfKind]];
  for (const [facts, formOf] of sources) {
    for (const fact of facts) {
      // The seller's own sentences are said as written, never recast around a benefit.
      if (!canCarryBenefit(fact) || isSellerSentence(fact)) continue;
      // (Nor what names the product itself: "folds away for storage, because it has a folding knife" of a folding knife; nor a
      // quality with its figure, "because it has lightweight 60g"; blind review r23.)
      const words = fact.display.toLowerCase().split(/\s+/);
      const namesItself = words.length > 1 && !!model.headNoun && singular(words[words.length - 1]!) === singular(model.headNoun.toLowerCase());
      if (namesItself || /\s\d+(?:\.\d+)?\s*(?:g|kg|oz|lbs?|mm|cm|m|in|ml|l)$/i.test(fact.display)) continue;
      const entry = lexicon.entryFor(fact.display, path);
      if (!entry || out.some((u) => u.entry.id === entry.id)) continue;
      // (A named fact other than a material, "Hand-Painted" in the name, reads as what it is; "Adjustable Straps" as a part it
      // has: "Adjustable straps as it is, …" before; blind review r14.)
      out.push({ fact, said: inSentence(fact, model), entry, form: entry.reason ? "reason" : formOf(fact) });
    }
  }
  return ledByAReason(out).slice(0, MAX_BENEFITS);
}

/** The benefits with a reason to buy first: a harness opened "is machine washable, so it can go in the washing machine". */
const ledByAReason = (uses: BenefitUse[]): BenefitUse[] => [...uses.filter((u) => !u.entry.supporting), ...uses.filter((u) => u.entry.supporting)];

/**
 * The benefit as a sentence in the tone's wording: "why_material", "why_part" … in sentences.yaml for the
 * description, "why_bullet_material" … for a bullet, which leads with the benefit and gives the fact as
 * its reason ("They stay soft …, because they are made of merino wool."), "why_lead_material" … for the opening
 * line, which names the product ("The Wool Socks stay soft …").
 */
export function benefitSentence(use: BenefitUse, book: Phrasebook, tone: Tone, grammar: Grammar, turn: number, kind: "why" | "why_bullet" | "why_lead" = "why", name?: string): string | undefined {
  const { fact, entry, form, said } = use;
  // A fact read from the name keeps the name's capitals ("Cast Iron"); inside a sentence it is "cast iron",
  // but a brand's or a mark's own capitals ("OEKO-TEX", "MagSafe") stay.
  const slots = {
    // The product's name, for the opening line that leads with the benefit ("why_lead_…").
    name,
    fact: said,
    factA: fact.shape === "count" ? withArticle(said) : said,
    // "rated {fact}" of a fact that already says it ("IPX4 rated") would read "rated IPX4 rated".
    reason: entry.reason && !/\brated\b/i.test(said) ? entry.reason.replace("{fact}", said) : entry.reason ? said : undefined,
    benefit: benefitText(entry, grammar.plural),
    // The fact's own verb, by the fact's number, not the product's: "Non-slip rubber feet are a considered touch" ("… feet is" before).
    factIs: fact.shape === "plural" ? "are" : "is",
    factMeans: fact.shape === "plural" ? "mean" : "means",
    factSees: fact.shape === "plural" ? "see" : "sees",
    // Said of the product with the subject left out ("Cast iron: holds heat well …"): the singular verb.
    // "Pre-seasoned: ready to cook …", "Rated Sold Secure Gold: attack-tested …": no verb left dangling.
    // (Of a plural product with its subject, "they": the singular form's own "it" spoke of one swaddle in a listing of
    // three, "Benefit: lets air through, so it stays comfortable"; blind review r31.)
    benefitOne: grammar.plural ? `they ${benefitText(entry, true)}` : benefitText(entry, false).replace(/^(?:is|has been)\s+/, ""),
  };
  return choose(forTone(book.sentences[`${kind}_${form}`], tone), slots, turn, Infinity, grammar)?.text;
}

/** The groups without the facts a benefit sentence (or another sentence) already says, so no plain sentence says them again. */
export function withoutBenefitFacts(groups: FactGroups, uses: readonly BenefitUse[], alsoSaid: ReadonlySet<Fact> = new Set()): FactGroups {
  if (!uses.length && !alsoSaid.size) return groups;
  const said = new Set([...uses.map((u) => u.fact), ...alsoSaid]);
  const out = { ...groups };
  for (const key of Object.keys(out) as (keyof FactGroups)[]) out[key] = out[key].filter((f) => !said.has(f));
  return out;
}
