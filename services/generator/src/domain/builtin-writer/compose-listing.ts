import type { Listing, Platform, Tone } from "@shopscript/contracts";
import { fieldText } from "../listing-fields";
import { containsPhrase, normaliseForMatch, phraseMatcher } from "../text-tools";
import type { ProductFacts } from "../types";
import { Copywriter } from "./copywriter";
import { sentence } from "./grammar";
import { layoutFor, renderHtml } from "./layouts";
import { hashString } from "./prng";
import { profileOf } from "./product-profile";

// The built-in copywriter end to end: read the facts, let the platform's layout write its fields in
// the tone's voice, then make sure every keyword the seller gave made it in somewhere.

/** A stable text form of the facts, so the seed does not depend on object key order. */
function factsKey(facts: ProductFacts): string {
  return JSON.stringify([
    facts.productName,
    facts.keywords,
    facts.brand ?? "",
    facts.features,
    facts.materials,
    facts.dimensions,
    facts.pageDescription ?? "",
  ]);
}

export function composeListing(facts: ProductFacts, platform: Platform, tone: Tone, variant: number): Listing {
  const profile = profileOf(facts);
  const seed = hashString(`${factsKey(facts)}|${platform}|${tone}|${variant}`);
  const writer = new Copywriter(profile, tone, platform, variant, seed, facts.keywords);
  const { listing, proseKey, html } = layoutFor(writer);

  // A keyword no field took (its sentence did not fit, or its feature had no natural home) gets
  // one plain sentence of its own in the main description, so coverage never depends on luck.
  const field = writer.rules.fields.find((f) => f.key === proseKey)!;
  const read = () => normaliseForMatch(writer.rules.fields.map((f) => fieldText(listing, f)).join("\n"));
  let all = read();
  const budget = writer.field(field, Infinity);
  budget.add(fieldText(listing, field));
  for (const keyword of writer.keywords) {
    if (phraseMatcher(keyword).countIn(all)) continue;
    const feature = profile.features.find((f) => f.text.toLowerCase() === keyword.toLowerCase()) ?? profile.features.find((f) => containsPhrase(f.text, keyword));
    const candidates = feature ? [...writer.proseFor(feature), sentence(feature.text)] : [sentence(keyword)];
    const chosen = candidates.find((c) => containsPhrase(c, keyword) && budget.fits(c) && withinLimit(listing[proseKey] as string, c, field.maxChars));
    if (!chosen) continue;
    budget.add(chosen);
    if (html) {
      html.blocks.push({ tag: "p", items: [chosen] });
      listing[proseKey] = renderHtml(html);
    } else {
      listing[proseKey] = `${listing[proseKey] as string}\n\n${chosen}`.trim();
    }
    all = read();
  }
  return listing;
}

function withinLimit(current: string, addition: string, max?: number): boolean {
  return max === undefined || [...`${current}\n\n${addition}`].length <= max;
}
