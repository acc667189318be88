import {
  CERTIFICATIONS,
  CLAIMS,
  MATERIALS,
  extractQuantities,
  findMentions,
  impliedMaterials,
  type FactKind,
  type FactMention,
  type VocabularyEntry,
} from "../fact-vocabulary";
import { containsPhrase } from "../text-tools";
import type { ProductFacts } from "../types";
import { recentCache } from "../recent-cache";

// Sellers' first complaint about listing tools is altered specs ("copper" became "steel", "9/16"
// became "1-9/16"). Every number, unit, material, certification and claim in the output must be
// traceable to the input: the seller's text or the page that was read.

/** Everything the input says, as one text. The price is left out: a listing never quotes it. */
export function factsText(facts: ProductFacts): string {
  return [facts.productName, facts.brand ?? "", ...facts.keywords, ...facts.features, ...facts.materials, ...facts.dimensions, facts.pageDescription ?? ""]
    .filter(Boolean)
    .join("\n");
}

const ENTRIES: Record<FactKind, readonly VocabularyEntry[]> = { material: MATERIALS, certification: CERTIFICATIONS, claim: CLAIMS };
const KIND_LABEL: Record<FactKind, string> = { material: "material", certification: "certification", claim: "claim" };

const compact = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, "");

export interface InventedFact {
  text: string;
  kind: "number" | FactKind;
}

const finders = new WeakMap<ProductFacts, (text: string) => InventedFact[]>();
/** The same input judged again (another platform or tone of one product) reuses its judge. */
const recentFinders = recentCache<(text: string) => InventedFact[]>(256);

/** A reusable judge for one input: which facts in a piece of output text the input does not back. */
export function inventedFactFinder(facts: ProductFacts): (text: string) => InventedFact[] {
  let finder = finders.get(facts);
  if (!finder) finders.set(facts, (finder = recentFinders.get(factsText(facts), () => buildFinder(facts))));
  return finder;
}

function buildFinder(facts: ProductFacts): (text: string) => InventedFact[] {
  const source = factsText(facts);
  const known: Record<FactKind, FactMention[]> = {
    material: findMentions(source, "material"),
    certification: findMentions(source, "certification"),
    claim: findMentions(source, "claim"),
  };
  const implied = new Set(known.material.flatMap((m) => impliedMaterials(m.canonical)));
  const quantities = extractQuantities(source);
  const withUnit = new Set(quantities.map((q) => `${q.value}|${q.unit ?? ""}`));
  const values = new Set(quantities.map((q) => q.value));

  const backed = (kind: FactKind, mention: FactMention): boolean => {
    if (containsPhrase(source, mention.text)) return true;
    if (kind === "material" && implied.has(mention.canonical)) return true;
    const entry = ENTRIES[kind].find((e) => e.canonical === mention.canonical);
    return known[kind].some((k) => {
      if (k.canonical !== mention.canonical) return false;
      // A spelling of the same thing ("aluminum" for "aluminium") is fine; a pattern family such as
      // "FDA …" only in the same words, or as the bare mark: "FDA" does not back "FDA approved".
      if (!entry?.pattern) return true;
      return compact(k.text) === compact(mention.text) || compact(mention.text) === compact(entry.canonical);
    });
  };

  return (text: string) => {
    const invented: InventedFact[] = [];
    for (const kind of ["material", "certification", "claim"] as const) {
      for (const mention of findMentions(text, kind)) {
        if (!backed(kind, mention)) invented.push({ text: mention.text, kind });
      }
    }
    for (const q of extractQuantities(text)) {
      const ok = q.unit ? withUnit.has(`${q.value}|${q.unit}`) : values.has(q.value);
      if (!ok) invented.push({ text: q.unit ? q.text : q.value, kind: "number" });
    }
    return invented;
  };
}

export function describeInvented(found: readonly InventedFact[]): string {
  const unique = [...new Map(found.map((f) => [`${f.kind}|${f.text.toLowerCase()}`, f])).values()];
  return unique.map((f) => `${f.kind === "number" ? "number" : KIND_LABEL[f.kind]} “${f.text}”`).join(", ");
}
