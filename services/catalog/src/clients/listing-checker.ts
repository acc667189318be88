import { listingCheckResultSchema, type ListingCheckRequest, type ListingCheckResult } from "@shopscript/contracts";
import { AppError, type Logger } from "@shopscript/kit";

/** Checks a listing a seller edited; the generator owns the checker, so this is a question to it. */
export interface ListingChecker {
  check(request: ListingCheckRequest, requestId: string): Promise<ListingCheckResult>;
}

/** The generator checks within its own time limit (GENERATION_TIME_LIMIT_MS, 5 s); this covers the hop too. */
const TIMEOUT_MS = 15_000;

/**
 * Asks the generator's internal route (POST /internal/listing-checks). When it cannot answer, the edit is
 * refused with a 503 and nothing is stored: every stored edit has the checks of its own words, never those of
 * the text before it. The seller's edit stays in the dialog to save again.
 */
export function generatorListingChecker(deps: { generatorUrl: string; log: Logger }): ListingChecker {
  const unavailable = () => AppError.unavailable("We couldn't check your listing just now. Please try again in a moment.");
  return {
    async check(request, requestId) {
      let response: Response;
      try {
        response = await fetch(`${deps.generatorUrl}/internal/listing-checks`, {
          method: "POST",
          headers: { "content-type": "application/json", "x-request-id": requestId },
          body: JSON.stringify(request),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
      } catch (err) {
        deps.log.warn({ err: (err as Error).message }, "the generator did not answer a listing check");
        throw unavailable();
      }
      if (!response.ok) {
        deps.log.warn({ status: response.status }, "the generator refused a listing check");
        throw unavailable();
      }
      const parsed = listingCheckResultSchema.safeParse(await response.json().catch(() => null));
      if (!parsed.success) {
        deps.log.warn("the generator answered a listing check in an unknown shape");
        throw unavailable();
      }
      return parsed.data;
    },
  };
}
