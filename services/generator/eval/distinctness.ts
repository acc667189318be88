import type { Listing } from "@shopscript/contracts";
import { htmlToText } from "../src/domain/html-text";
import { splitSentences } from "../src/domain/text-tools";

// Issue 27's distinctness figures: do the four tones read differently, and does Regenerate give a new
// draft rather than the same sentences reordered? Both compare the listing's main text (the
// description or the store page's body, then the bullets) as sets of word trigrams.

/** The text a shopper reads first: the description (or the store page's body text) and the bullets. */
export function mainText(listing: Listing): string {
  const body = typeof listing.description === "string" && listing.description ? listing.description : typeof listing.bodyHtml === "string" ? htmlToText(listing.bodyHtml) : "";
  const bullets = Array.isArray(listing.bullets) ? listing.bullets.join("\n") : "";
  return [body, bullets].filter(Boolean).join("\n");
}

/** The first sentence of the main text, lower case, for "do two tones open the same way?". */
export function openingLine(listing: Listing): string {
  return (splitSentences(mainText(listing))[0] ?? "").toLowerCase().trim();
}

function trigrams(text: string): Set<string> {
  const words = text.toLowerCase().match(/[\p{L}\p{N}'’]+/gu) ?? [];
  const out = new Set<string>();
  for (let i = 0; i + 2 < words.length; i++) out.add(`${words[i]} ${words[i + 1]} ${words[i + 2]}`);
  return out;
}

/** Jaccard overlap of two texts' word trigrams: 0 shares nothing, 1 is the same text (in any order). */
export function trigramOverlap(a: string, b: string): number {
  const [x, y] = [trigrams(a), trigrams(b)];
  if (!x.size && !y.size) return 1;
  let shared = 0;
  for (const t of x) if (y.has(t)) shared++;
  return shared / (x.size + y.size - shared);
}

export interface Distinctness {
  /** Product × platform pairs whose four tones open with four different sentences. */
  openingsAllDiffer: number;
  pairs: number;
  /** Mean trigram overlap over every two tones of one product on one platform. */
  meanToneOverlap: number;
  /** Mean trigram overlap between a listing and its Regenerate (variant 1), same product, platform and tone. */
  meanRedraftOverlap: number;
  redrafts: number;
  /** Redrafts whose main text is the same sentences as the first draft. */
  sameBodyRedrafts: number;
}

/** Collects listings as the eval writes them and sums up the figures above. */
export function distinctnessTally() {
  const byPair = new Map<string, Listing[]>();
  const tone: number[] = [];
  const redraft: number[] = [];
  let sameBody = 0;
  return {
    addTones(pairKey: string, listing: Listing) {
      const list = byPair.get(pairKey) ?? [];
      list.push(listing);
      byPair.set(pairKey, list);
    },
    addRedraft(first: Listing, second: Listing) {
      const [a, b] = [mainText(first), mainText(second)];
      redraft.push(trigramOverlap(a, b));
      const sorted = (t: string) => splitSentences(t).map((s) => s.trim()).sort().join("\n");
      if (sorted(a) === sorted(b)) sameBody++;
    },
    figures(): Distinctness {
      let openingsAllDiffer = 0;
      for (const listings of byPair.values()) {
        if (new Set(listings.map(openingLine)).size === listings.length) openingsAllDiffer++;
        for (let i = 0; i < listings.length; i++) for (let j = i + 1; j < listings.length; j++) tone.push(trigramOverlap(mainText(listings[i]!), mainText(listings[j]!)));
      }
      const mean = (xs: number[]) => (xs.length ? xs.reduce((s, x) => s + x, 0) / xs.length : 0);
      return { openingsAllDiffer, pairs: byPair.size, meanToneOverlap: mean(tone), meanRedraftOverlap: mean(redraft), redrafts: redraft.length, sameBodyRedrafts: sameBody };
    },
  };
}
