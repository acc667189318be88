import { LISTING_RULES, type ListingCheckRequest, type ListingCheckResult } from "@shopscript/contracts";
import { detailEntries } from "../domain/details-text";
import { fieldItems } from "../domain/listing-fields";
import { factsFromSellerInput, mergeFacts } from "../domain/product-facts";
import { renderDescription } from "../domain/render-description";
import type { ListingWork } from "./listing-work";

/**
 * A seller edited a saved listing (the dashboard): the checker runs on it as it runs on every writer's output,
 * and its results are shown, never used to refuse or repair the seller's words.
 *
 * The facts it may state are the saved description's name and keywords, plus what the listing said as the
 * writer wrote it: that text passed the checker against the facts of its generation (the details text or the
 * read page, which a saved description does not keep), so a fact it held is not "invented" when the seller
 * keeps it. It counts as a read page's facts do, things the listing may say, not things it must.
 */
export async function checkEditedListing(request: ListingCheckRequest, work: ListingWork, signal?: AbortSignal): Promise<ListingCheckResult> {
  const seller = factsFromSellerInput({ productName: request.productName, keywords: request.keywords });
  const written = request.writtenListing;
  const writtenText = written ? LISTING_RULES[request.platform].fields.flatMap((field) => fieldItems(written, field)).join("\n") : "";
  const facts = writtenText ? mergeFacts(seller, { features: detailEntries(writtenText) }) : seller;
  const { report } = await work.run({ kind: "check", listing: request.listing, input: { facts, platform: request.platform, tone: request.tone, variant: 0 } }, signal);
  return { checks: report.checks, description: renderDescription(request.listing, request.platform) };
}
