import type { Listing, ListingRules, Platform } from "@shopscript/contracts";
import type { Fact } from "../../facts/fact-types";
import { productModel } from "../../facts/parse-facts";
import { leftOutAsFirstPerson, mustKeep, saysShipping } from "../../facts/seller-voice";
import { isStoreTerm, makesHealthClaim } from "../keyword-policy";
import { fieldItems } from "../listing-fields";
import { normaliseForMatch } from "../text-tools";
import type { ProductFacts } from "../types";
import type { FieldCheck } from "./field-checks";

// Issue 28: a seller's existing description goes to the writer as their details text, and a re-imported file
// must not lose what it said. Each fact of it is in the new copy, or the check's label says it was left out
// and why. A care line, a warning, what the product is not or lacks, an age and a policy are never left out
// silently: a listing without one fails.

/** Words a fact is found by: its content words (not its negation, its articles or the generic ones). */
const IGNORED = new Set(
  "not no never without n't safe proof free included required needed item items product products use for the a an of to in on with and or is are be it its this that".split(" "),
);


function wordsOf(text: string): string[] {
  return normaliseForMatch(text)
    .split(" ")
    .filter((w) => w.length > 1 && !IGNORED.has(w));
}

/** Why a fact may be absent on this platform, or undefined when nothing excuses it. */
function leftOutBecause(fact: Fact, rules: ListingRules, platform: Platform | undefined): string | undefined {
  const firstPerson = platform && leftOutAsFirstPerson(fact, platform);
  if (firstPerson) return firstPerson;
  const lower = fact.display.toLowerCase();
  const banned = rules.bannedPhrases.find((phrase) => lower.includes(phrase.toLowerCase()));
  if (banned) return `“${banned}” is not allowed here`;
  if (makesHealthClaim(fact.display)) return "a health claim";
  if (fact.kind === "shipping" && !saysShipping(rules, platform)) return "shipping is said on the seller's own listing only";
  if (isStoreTerm(fact) && !saysShipping(rules, platform)) return "returns and sale terms are said on the seller's own listing only";
  return undefined;
}

/** The check, when the seller gave a details text (none otherwise: a line saying "0/0" would be noise). */
export function sellerFacts(listing: Listing, rules: ListingRules, facts: ProductFacts, platform?: Platform): FieldCheck[] {
  if (!facts.details?.length) return [];
  const model = productModel(facts);
  const own = model.facts.filter((f) => f.source === "details");
  const fields = rules.fields
    .filter((field) => listing[field.key] !== undefined)
    .map((field) => fieldItems(listing, field).map((item) => ` ${normaliseForMatch(item)} `));
  // Found when one item of one field has every content word of the fact (or of how a listing says it).
  const found = (fact: Fact) =>
    [fact.display, fact.alsoSaidAs, fact.firstPerson?.thirdPerson].some((said) => {
      const words = said ? wordsOf(said) : [];
      return words.length > 0 && fields.some((items) => items.some((item) => words.every((w) => item.includes(` ${w} `))));
    });
  const leftOut: string[] = [];
  const dropped: string[] = [];
  let kept = 0;
  for (const fact of own) {
    if (!wordsOf(fact.display).length || found(fact)) {
      kept++;
      continue;
    }
    const reason = leftOutBecause(fact, rules, platform);
    if (reason) leftOut.push(`“${fact.display}”: ${reason}`);
    else if (mustKeep(fact)) dropped.push(`“${fact.display}” (${fact.kind === "safety" ? "a warning" : fact.kind === "care" ? "care" : fact.polarity === "has" ? fact.kind : "what it is not"})`);
    else leftOut.push(`“${fact.display}”: no room within the marketplace's limits`);
  }
  const label =
    `The seller's own description: ${kept}/${own.length} facts kept` + (leftOut.length ? ` (left out: ${leftOut.slice(0, 6).join("; ")})` : "");
  return [
    dropped.length
      ? { id: "seller-facts", label, passed: false, detail: `dropped ${dropped.slice(0, 6).join(", ")}` }
      : { id: "seller-facts", label, passed: true },
  ];
}
