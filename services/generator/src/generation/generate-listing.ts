import type { GenerationRequest, GenerationResult } from "@shopscript/contracts";
import { AppError, withSpan, type Logger } from "@shopscript/kit";
import { factsFromSellerInput, mergeFacts } from "../domain/product-facts";
import { renderDescription } from "../domain/render-description";
import type { ListingWriter, ProductFacts, WriteInput } from "../domain/types";
import { PageReadError, type PageReader } from "../page-reader";
import { WriterOutputError } from "../writers";
import { inlineListingWork, type ListingWork, type Settled } from "./listing-work";
import { voiceFacts } from "../voices/voice-facts";
import type { ResolvedVoice } from "../voices/voice-store";

export interface GenerationDeps {
  /** The configured writer (a model when OPENAI_API_KEY is set, else the built-in one). */
  writer: ListingWriter;
  /** The built-in writer: the fallback when a model's output cannot be made to pass the checker. */
  builtin: ListingWriter;
  pageReader?: PageReader;
  /**
   * Where the CPU-bound part runs (the built-in writer, the checker): the service's worker pool, with its
   * time limit. Without it, inline on this thread (benchmarks of the writer itself).
   */
  work?: ListingWork;
  log: Logger;
}

export interface GenerationOptions {
  onText?: (delta: string) => void;
  /** Called when text already streamed is being replaced by a new attempt (the UI clears it). */
  onRestart?: () => void;
  signal?: AbortSignal;
  /** The seller's brand voice for this listing (issue 31): the one they chose, else their default. */
  voice?: ResolvedVoice | null;
}

/**
 * The generation story: gather the facts (the seller's, plus the page's when a URL is given), write,
 * check, repair what can be repaired, let a model correct itself once, and fall back to the built-in
 * writer rather than ever return a listing that breaks a rule or invents a fact.
 */
export function generateListing(
  request: GenerationRequest,
  deps: GenerationDeps,
  options: GenerationOptions = {},
): Promise<GenerationResult> {
  // A span when tracing is on (the route's and the work queue's generations alike); just the call when off.
  return withSpan("generateListing", { attributes: { "shopscript.platform": request.platform, "shopscript.tone": request.tone } }, () =>
    writeListing(request, deps, options),
  );
}

async function writeListing(request: GenerationRequest, deps: GenerationDeps, options: GenerationOptions): Promise<GenerationResult> {
  const { facts: gathered, notices: readNotices } = await gatherFacts(request, deps);
  // A voice words the seller's entries its way before anything is written (voice-facts.ts); the result still
  // reports the name and keywords as they were given.
  const voice = options.voice ?? undefined;
  const voiced = voice ? voiceFacts(gathered, voice.profile) : undefined;
  const facts = voiced?.facts ?? gathered;
  const notices = voiced?.changes.length ? { ...readNotices, voice: `Your voice changed your words: ${voiced.changes.join("; ")}.` } : readNotices;
  const input: WriteInput = { facts, platform: request.platform, tone: request.tone, variant: request.variant ?? 0, ...(voice ? { voice: voice.profile } : {}) };

  const work = deps.work ?? inlineListingWork(deps.builtin);
  const attempt = async (writer: ListingWriter, feedback?: string[]): Promise<Settled> => {
    if (writer === deps.builtin) {
      const written = await work.run({ kind: "write-builtin", input }, options.signal);
      // The built-in writer has nothing to stream: a streaming client sees the whole text at once.
      options.onText?.(renderDescription(written.listing, request.platform));
      return written;
    }
    const written = await writer.write(input, { onText: options.onText, signal: options.signal, feedback });
    return work.run({ kind: "settle", listing: written, input }, options.signal);
  };

  let outcome: Settled | undefined;
  let writerName = deps.writer.name;
  if (deps.writer !== deps.builtin) {
    // A model gets two tries: the second is told what the checker (or the parser) refused.
    let feedback: string[] | undefined;
    for (let attemptNo = 0; attemptNo < 2; attemptNo++) {
      if (attemptNo > 0) options.onRestart?.();
      try {
        outcome = await attempt(deps.writer, feedback);
        if (!outcome.report.failures.length) break;
        // The model is told everything it got wrong, including what the repair had already cut.
        feedback = outcome.found.map((f) => `${f.label}${f.detail ? `: ${f.detail}` : ""}`);
      } catch (err) {
        if (options.signal?.aborted) throw err;
        outcome = undefined;
        if (err instanceof WriterOutputError) {
          feedback = err.problems;
          continue;
        }
        deps.log.warn({ err, writer: deps.writer.name }, "writer failed; using the built-in writer");
        break;
      }
    }
    if (outcome?.report.failures.length) {
      deps.log.warn({ failures: outcome.report.failures.map((f) => f.id), writer: deps.writer.name }, "output failed the checker twice; using the built-in writer");
    }
  }
  if (!outcome || outcome.report.failures.length) {
    if (deps.writer !== deps.builtin) options.onRestart?.();
    outcome = await attempt(deps.builtin);
    writerName = deps.builtin.name;
  }
  return {
    description: renderDescription(outcome.listing, request.platform),
    listing: outcome.listing,
    checks: outcome.report.checks,
    platform: request.platform,
    tone: request.tone,
    writer: writerName,
    variant: input.variant,
    productName: gathered.productName,
    keywords: gathered.keywords.join(", "),
    ...(notices ? { notices } : {}),
    ...(voice ? { voice: { id: voice.id, name: voice.name } } : {}),
  };
}

/**
 * The seller's facts, plus the page's when a URL is given. A page that cannot be read fails the request only
 * when the seller typed too little to write from; with a name and keywords the listing is written from
 * those, and the result says (under `notices.productUrl`) that the page was not read.
 */
async function gatherFacts(request: GenerationRequest, deps: GenerationDeps): Promise<{ facts: ProductFacts; notices?: Record<string, string> }> {
  const seller = factsFromSellerInput({
    productName: request.productName,
    keywords: request.keywords,
    ...(request.details ? { details: request.details } : {}),
    ...(request.brand ? { brand: request.brand } : {}),
    ...(request.categoryHint ? { categoryHint: request.categoryHint } : {}),
    ...(request.searchTerms ? { searchTerms: request.searchTerms } : {}),
  });
  if (!request.productUrl) return { facts: seller };
  const typedEnough = request.productName.trim() !== "" && request.keywords.trim() !== "";
  const unreadable = (message: string) => {
    if (typedEnough) return { facts: seller, notices: { productUrl: message } };
    throw new AppError(422, "PAGE_UNREADABLE", message, { fields: { productUrl: message } });
  };
  if (!deps.pageReader) return unreadable("Reading product pages is not available right now.");
  try {
    const reader = deps.pageReader;
    const page = await withSpan("page read", {}, () => reader.read(request.productUrl!));
    const facts = mergeFacts(seller, page);
    if (!facts.productName.trim()) {
      throw new AppError(422, "PAGE_UNREADABLE", "We read the page but found no product name on it. Please type the product name.", {
        fields: { productName: "Product name is required" },
      });
    }
    return { facts };
  } catch (err) {
    if (err instanceof PageReadError) {
      deps.log.info({ reason: err.reason, typedEnough }, "product page could not be read");
      return unreadable(err.message);
    }
    throw err;
  }
}
