import type { CheckResult, Listing } from "@shopscript/contracts";
import type { CheckReport, WriteInput } from "../types";
import { checkContent } from "./content-checks";
import { checkField, type FieldCheck } from "./field-checks";
import { checkMeaning } from "./meaning-checks";
import { sellerFacts } from "./seller-facts";
import { benefitTrace } from "./benefit-trace";
import { makesHealthClaim, UNSEARCHED_KINDS } from "../keyword-policy";
import { productModel } from "../../facts/parse-facts";
import { normaliseForMatch } from "../text-tools";
import { checkVoice } from "../../voices/check-voice";
import { listingRulesFor } from "../../voices/voice-rules";

/**
 * Verifies a listing against its platform's rules (LISTING_RULES) and against the input facts. Runs
 * on every writer's output, so it never trusts the writer: the built-in one is checked as strictly as
 * a model. Each result has a stable id ("length:title", "invented-facts") for the UI and the repairer.
 */
export function checkListing(listing: Listing, input: Pick<WriteInput, "facts" | "platform" | "voice">): CheckReport {
  // A brand voice may change the spelling rule (a UK voice where the marketplace accepts UK English).
  const rules = listingRulesFor(input.platform, input.voice);
  const bareInput = input.facts.keywords.length === 0 && input.facts.features.length === 0;
  // Backend search terms repeat no title word (Amazon's rule): when the title already carries every word
  // the seller typed, an empty field is the honest one ("pros" from "AirPods Pro" was the alternative).
  // Not counted: what no listing says (a health claim), a bare number (no search word on its own), and what is no
  // search word at all: a warning, a care line, a policy, a flaw, a negation (blind review r8: an allergen line
  // made an empty field fail).
  const titleWords = new Set(normaliseForMatch(String(listing.title ?? "")).split(" "));
  const modelFacts = productModel(input.facts).facts;
  const unsearched = new Set(modelFacts.filter((f) => UNSEARCHED_KINDS.has(f.kind) || (f.polarity !== "has" && f.polarity !== "free-of")).map((f) => f.text));
  // An entry said another way counts in that way: "weight 1.4kg" is "1.4kg" in the title, its label no search word.
  const saidAs = new Map(modelFacts.filter((f) => f.alsoSaidAs && /^(?:weight|size|capacity|spec)$/.test(f.kind)).map((f) => [f.text, f.alsoSaidAs!]));
  const titleSaysAll = [input.facts.productName, ...input.facts.keywords.map((entry) => saidAs.get(entry) ?? entry)]
    .filter((entry) => !makesHealthClaim(entry) && !unsearched.has(entry))
    .every((entry) => normaliseForMatch(entry).split(" ").every((w) => !w || /^\d[\d.,]*$/.test(w) || titleWords.has(w)));
  const results: FieldCheck[] = [...rules.fields.flatMap((field) => checkField(listing, field, rules, bareInput || (field.key === "searchTerms" && titleSaysAll))), ...checkContent(listing, rules, input.facts, input.platform), ...checkMeaning(listing, rules, input.facts), ...sellerFacts(listing, rules, input.facts, input.platform), ...benefitTrace(listing, rules, input.facts), ...checkVoice(listing, rules, input)];

  const unknown = Object.keys(listing).filter((key) => !rules.fields.some((f) => f.key === key));
  results.push(
    unknown.length
      ? { id: "fields", label: "Only the platform's fields", passed: false, detail: `unexpected: ${unknown.join(", ")}` }
      : { id: "fields", label: "Only the platform's fields", passed: true },
  );

  const checks: CheckResult[] = results.map(({ warning: _warning, ...check }) => check);
  return {
    checks,
    failures: checks.filter((c) => !c.passed),
    warnings: results.filter((r) => r.warning).map(({ warning: _warning, ...check }) => check),
  };
}
