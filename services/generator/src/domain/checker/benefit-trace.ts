import type { Listing, ListingRules } from "@shopscript/contracts";
import { benefitLexicon, benefitText, confidentCategoryPath } from "../../facts/benefits";
import { LEADING_NOT, TRAILING_NO } from "../../facts/fact-lexicon";
import { fieldItems } from "../listing-fields";
import { productModel } from "../../facts/parse-facts";
import type { ProductFacts } from "../types";
import type { FieldCheck } from "./field-checks";

// Issue 27: a benefit is said only because of a fact the seller gave. Any benefit of the lexicon
// (facts/vocabulary/benefits.yaml) that a listing says, from either writer, must trace to an entry of the
// input that names its attribute: "holds heat evenly once it is hot" needs "cast iron" in the input,
// and not "not cast iron" or "cast iron effect". A benefit without one is a failure, never a warning.

/** The end TRAILING_NO must find (same flags, so no entry it matches fails this). */
const ENDS_IN_NO = /\b(?:no|not|n)\s*$/iu;

/** The input's entries, each on its own: "merino wool, faux leather trim" must not let "faux" veto "merino". */
export function inputEntries(facts: ProductFacts): string[] {
  // TRAILING_NO's lazy groups retry at every split of a long entry: only an entry that ends in its "no" can match.
  const negated = (t: string) => LEADING_NOT.test(t) || (ENDS_IN_NO.test(t) && TRAILING_NO.test(t));
  const pieces = (texts: string[]) => texts.flatMap((t) => t.split(/[,;\n]|(?<=[.!?])\s+/)).map((t) => t.trim()).filter(Boolean);
  const typed = pieces([facts.productName, ...facts.keywords, ...facts.features, ...(facts.details ?? []), facts.pageDescription ?? ""]);
  // The materials list is found in those same words: "not cast iron" puts "cast iron" there too.
  const said = typed.filter((t) => !negated(t));
  const denied = typed.filter(negated).map((t) => t.toLowerCase());
  return [...said, ...facts.materials.filter((m) => !denied.some((d) => d.includes(m.toLowerCase())))];
}

/** The lexicon's benefits the input backs, each with the seller's words that back it (for the model's prompt). */
export function backedBenefits(facts: ProductFacts): { fact: string; benefit: string }[] {
  const lexicon = benefitLexicon();
  const path = confidentCategory(facts);
  const out = new Map<string, { fact: string; benefit: string }>();
  for (const entry of inputEntries(facts)) {
    const found = lexicon.entryFor(entry, path);
    if (found && !out.has(found.id)) out.set(found.id, { fact: entry, benefit: benefitText(found, false) });
  }
  return [...out.values()];
}

/** The product's category when the guess is confident: "holds heat evenly" is a pan's benefit, not a dumbbell's. */
const confidentCategory = (facts: ProductFacts) => confidentCategoryPath(productModel(facts));

export function benefitTrace(listing: Listing, rules: ListingRules, facts: ProductFacts): FieldCheck[] {
  const lexicon = benefitLexicon();
  const text = rules.fields.flatMap((f) => fieldItems(listing, f)).join("\n");
  const said = lexicon.saidIn(text);
  const label = "Every benefit traces to a fact the seller gave";
  if (!said.length) return [{ id: "benefit-trace", label, passed: true }];
  const entries = inputEntries(facts);
  // The seller may say the benefit in their own words ("gets softer with every wash"): that traces it too.
  const ownWords = lexicon.saidIn(entries.join("\n"));
  const path = confidentCategory(facts);
  const untraced = said.filter((entry) => !ownWords.includes(entry) && !entries.some((e) => lexicon.names(entry, e, path)));
  return untraced.length
    ? [{ id: "benefit-trace", label, passed: false, detail: untraced.map((e) => `“${e.trace}” without ${e.when.slice(0, 2).map((w) => `“${w}”`).join(" or ")} in the input`).join("; ") }]
    : [{ id: "benefit-trace", label: `${label} (${said.length})`, passed: true }];
}
