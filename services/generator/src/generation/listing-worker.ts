import type { Platform } from "@shopscript/contracts";
import { factsFromSellerInput } from "../domain/product-facts";
import { warmUp } from "../facts/nlp";
import { createBuiltinWriter } from "../writers/builtin";
import { runListingTask, type ListingTask, type Settled } from "./listing-work";

// The entry of the generator's worker threads (listing-work-pool.ts): one built-in writer per thread, and
// the tagger's model loaded as the thread starts, not in its first task.
const builtin = createBuiltinWriter();
warmUp();

function runTask(task: ListingTask): Promise<Settled> {
  return runListingTask(task, builtin);
}

/**
 * A thread takes no task before it has written a few listings of its own: the data files the writer and the
 * checker read on first use (taxonomy, benefits, phrasebook sections) are loaded and its code is compiled.
 * Otherwise the first real task paid for that, and on a busy machine it overran the time limit: the thread
 * was stopped, its replacement's first task overran in turn, and a batch made almost no progress (bench batch
 * at load 16: every row timed out). Piscina awaits a default export that is a promise before the thread is
 * ready, so tasks wait for a warm thread in the pool's queue.
 */
async function warmed(): Promise<typeof runTask> {
  const facts = factsFromSellerInput({
    productName: "Stoneware Coffee Mug",
    keywords: "hand-thrown stoneware, 350 ml, Colour: Sand / Sea Blue",
    details: "Glazed inside. Hand wash only: not dishwasher safe.",
    searchTerms: ["housewarming gift"],
  });
  for (const platform of ["amazon", "shopify", "etsy"] satisfies Platform[]) {
    await runTask({ kind: "write-builtin", input: { facts, platform, tone: "professional", variant: 0 } });
  }
  return runTask;
}

const warm = warmed();
export default warm;

/** Resolves once this thread is warm: the pool waits for it before it times any task (listing-work-pool.ts). */
export async function ready(): Promise<true> {
  await warm;
  return true;
}
