import { warmUp } from "../facts/nlp";
import { createBuiltinWriter } from "../writers/builtin";
import { runListingTask, type ListingTask, type Settled } from "./listing-work";

// The entry of the generator's worker threads (listing-work-pool.ts): one built-in writer per thread, and
// the tagger's model loaded as the thread starts, not in its first task.
const builtin = createBuiltinWriter();
warmUp();

export default function runTask(task: ListingTask): Promise<Settled> {
  return runListingTask(task, builtin);
}
