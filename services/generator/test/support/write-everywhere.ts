import { PLATFORMS, TONES, type Listing, type Platform, type Tone } from "@shopscript/contracts";
import { checkListing } from "../../src/domain/checker";
import { onlyWarnings } from "../../src/domain/checker/meaning-checks";
import { productModel } from "../../src/facts/parse-facts";
import { factsFromSellerInput } from "../../src/domain/product-facts";
import { htmlToText } from "../../src/domain/html-text";
import { createBuiltinWriter } from "../../src/writers/builtin";
import type { ProductFacts } from "../../src/domain/types";

/** One listing of a seller's input, with its fields as the copy-review tests read them. */
export interface Written {
  platform: Platform;
  tone: Tone;
  listing: Listing;
  /** Every field as plain text, one item or line per line. */
  lines: string[];
  /** The main prose (description or store body) as plain text. */
  prose: string;
  /** The title, tags, search terms, bullets, key features and one-line fields: what a shopper scans. */
  short: string;
  /** The checker's failures, as "platform/tone id: detail". */
  failures: string[];
  /** Every check the seller sees beside the listing, passed or not (its label says what was left out, and why). */
  checks: Array<{ id: string; label: string; passed: boolean }>;
}

const writer = createBuiltinWriter();


/** The built-in writer's listing of this input on all 12 platforms in all 4 tones (variant 0). */
export async function writeEverywhere(productName: string, keywords: string): Promise<Written[]> {
  return writeEverywhereFromFacts(factsFromSellerInput({ productName, keywords }));
}

/** The same from facts already read (a request with a details text, say). */
export async function writeEverywhereFromFacts(facts: ProductFacts): Promise<Written[]> {
  const out: Written[] = [];
  for (const platform of PLATFORMS) {
    for (const tone of TONES) {
      const listing = await writer.write({ facts, platform, tone, variant: 0 });
      const lines = Object.entries(listing).flatMap(([key, value]) =>
        [value].flat().flatMap((v) => (key === "bodyHtml" ? htmlToText(v) : v).split(/\n+/)),
      );
      const prose =
        (listing.bodyHtml ? htmlToText(listing.bodyHtml as string) : (listing.description as string)) ?? "";
      const short = [
        listing.title,
        listing.seoTitle,
        listing.metaDescription,
        listing.subtitle,
        listing.tags,
        listing.searchTerms,
        listing.bullets,
        listing.keyFeatures,
      ]
        .flat()
        // A bullet of the seller's warnings alone ("SAFETY: WARNING: …") is the warning apart, not a selling line.
        .filter((item) => item && !onlyWarnings(String(item), productModel(facts).safety))
        .join("\n");
      const checked = checkListing(listing, { facts, platform });
      const failures = checked.failures.map(
        (f) => `${platform}/${tone} ${f.id}: ${f.detail ?? ""}`,
      );
      out.push({ platform, tone, listing, lines, prose, short, failures, checks: checked.checks });
    }
  }
  return out;
}
