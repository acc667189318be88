import { detectDimensions as domainDimensions, detectMaterials as domainMaterials } from "../domain/fact-vocabulary";

/**
 * Materials and sizes mentioned in page text (description, bullet points). The domain's vocabulary
 * decides, the same one that reads the seller's input and that the invented-facts checker uses, so a
 * material the page names is recognised exactly as the checker will look for it.
 */

// Page text is untrusted: scan a bounded prefix (far more than any product blurb) whatever the caller passes.
const MAX_SCAN = 20_000;

export function detectMaterials(text: string): string[] {
  return domainMaterials(text.slice(0, MAX_SCAN));
}

export function detectDimensions(text: string): string[] {
  return domainDimensions(text.slice(0, MAX_SCAN));
}
