import type { Listing, VoiceProfile } from "@shopscript/contracts";
import type { WriteInput } from "../domain/types";
import { hasPhrase } from "./voice-facts";
import { descriptionField, fieldText, gradeLevel, listingRulesFor } from "./voice-rules";

/**
 * Other wordings tried for a description outside the voice's reading level: the writer's own variants, far
 * from Regenerate's 0, 1, 2… so a first draft and its Regenerate do not borrow the same wording.
 */
const OTHER_WORDINGS = [1009, 2003, 3011, 4001];

/** How far a grade is outside the voice's range (0 inside). */
const distance = (grade: number, { min, max }: VoiceProfile["readingLevel"]) => (grade < min ? min - grade : grade > max ? grade - max : 0);

/**
 * The built-in writer's description steered into the voice's reading level (issue 31) by choosing among its
 * own true wordings, never by padding or loosening the measure: when the description reads outside the range,
 * the same product's description in other phrasebook wordings is measured and the first inside the range is
 * used (else the closest, the first draft on a tie). Every wording is written from the same facts through the
 * same voice; only the description changes (title and other fields stay Regenerate's), and only for a wording
 * that carries the same required lines, so a brand line is neither lost nor said twice.
 */
export function steerReadingLevel(listing: Listing, input: WriteInput, write: (variant: number) => Listing): Listing {
  const voice = input.voice;
  if (!voice) return listing;
  const field = descriptionField(listingRulesFor(input.platform, voice));
  if (!field || listing[field.key] === undefined) return listing;
  const gradeOf = (candidate: Listing) => gradeLevel(fieldText(candidate, field));
  let best = { listing, off: distance(gradeOf(listing), voice.readingLevel) };
  if (best.off === 0) return listing;
  const lines = (candidate: Listing) => voice.requiredPhrases.map((r) => hasPhrase(fieldText(candidate, field), r.phrase)).join();
  const ownLines = lines(listing);
  const variant = Math.max(0, Math.floor(input.variant || 0));
  for (const offset of OTHER_WORDINGS) {
    const other = write(variant + offset);
    if (other[field.key] === undefined || lines(other) !== ownLines) continue;
    const off = distance(gradeOf(other), voice.readingLevel);
    if (off < best.off) best = { listing: other, off };
    if (off === 0) break;
  }
  return best.listing === listing ? listing : { ...listing, [field.key]: best.listing[field.key]! };
}
