import type { Tone } from "@shopscript/contracts";
import { charCount } from "../text-tools";
import type { FieldText } from "./composer";
import type { BlockGroup, Copywriter } from "./copywriter";
import { filterLazy, mapLazy } from "./lazy";
import type { Feature } from "./product-profile";

// The paragraphs every description is made of (opening, features, use, care, close), offered to a
// field in the order a platform's layout asks for them. Each helper adds at most one sentence per
// call and reports it, so layouts can keep going until a field is full enough, and each piece of
// content (a job, an audience, a care line) is said once in the whole listing.

export type Block = "opening" | "material" | "scenes" | "audience" | "job" | "care" | "gift" | "mood" | "closing";

export function groupsFor(w: Copywriter, block: Block): BlockGroup[] {
  switch (block) {
    case "opening":
      return w.opening();
    case "material":
      return w.materialLines();
    case "scenes":
      return w.scenesLines();
    case "audience":
      return w.audienceLines();
    case "job":
      return w.jobLines();
    case "care":
      return w.careLines();
    case "gift":
      return w.hasGiftFeature ? [] : w.giftLines();
    case "mood":
      return w.moodLines();
    case "closing":
      return w.closingLines();
  }
}

/**
 * Adds one sentence of the block: the first content not yet said in this listing, in the first
 * wording that fits. `shape` turns the sentence into a list item (a headed bullet) when needed.
 */
export function addBlock(
  w: Copywriter,
  field: FieldText,
  block: Block,
  shape: (line: string) => string = (line) => line,
  maxChars = Infinity,
): string | undefined {
  for (const group of groupsFor(w, block)) {
    const chosen = field.offer(filterLazy(mapLazy(group.lines, shape), (line) => charCount(line) <= maxChars));
    if (chosen) {
      w.markUsed(group.kind, group.content, chosen);
      return chosen;
    }
  }
  return undefined;
}

/**
 * Each feature in a sentence of its own when it has a benefit to tell; features with nothing to add
 * go in pairs ("It holds 750 ml and is made from stainless steel") so the paragraph keeps moving.
 */
export function addFeatureProse(w: Copywriter, field: FieldText, features: readonly Feature[], rich = false): Feature[] {
  const placed: Feature[] = [];
  const say = (f: Feature) => {
    const chosen = field.offer(w.proseFor(f, rich));
    if (chosen) {
      w.noteUsed(chosen, f);
      placed.push(f);
    }
  };
  let pending: Feature | undefined;
  // Five or more features read better as two paragraphs than as one wall.
  const breakAt = features.length >= 5 ? Math.ceil(features.length / 2) : Infinity;
  let seen = 0;
  for (const f of features) {
    if (++seen === breakAt + 1 && !pending) field.breakLine();
    if (f.benefit || f.shape === "statement") {
      say(f);
      continue;
    }
    if (!pending) {
      pending = f;
      continue;
    }
    const pair = w.pairFor(pending, f);
    if (pair && field.offer([pair])) placed.push(pending, f);
    else {
      say(pending);
      say(f);
    }
    pending = undefined;
  }
  if (pending) say(pending);
  return placed;
}

/** Labels that turn a block sentence into a bullet point in voices that use headed bullets. */
const BULLET_HEADS: Record<Tone, Partial<Record<Block, string>>> = {
  professional: { scenes: "Everyday Versatility", job: "Made for Daily Life", care: "Simple Care", audience: "Who It Suits", gift: "A Considered Gift", material: "Materials" },
  casual: {},
  luxury: {},
  technical: {},
};

/** Adds a block as a list item (headed in the professional voice) and ends the item. */
export function addBlockItem(w: Copywriter, field: FieldText, block: Block, maxChars = Infinity): string | undefined {
  const head = BULLET_HEADS[w.tone][block];
  const chosen = addBlock(w, field, block, (line) => (head ? `${head} – ${line.replace(/^Care: /, "")}` : line), maxChars);
  if (chosen) field.breakLine("\n");
  return chosen;
}

/** Offers candidates that fit an item length (a bullet's 250 characters) to a list field. */
export function addItem(field: FieldText, candidates: Iterable<string>, maxChars = Infinity): string | undefined {
  const chosen = field.offer(filterLazy(candidates, (c) => charCount(c) <= maxChars));
  if (chosen) field.breakLine("\n");
  return chosen;
}

export const itemsOf = (field: FieldText): string[] =>
  field.text
    .split("\n")
    .map((s) => s.trim())
    .filter(Boolean);
