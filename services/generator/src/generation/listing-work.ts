import type { Listing } from "@shopscript/contracts";
import { checkListing, repairListing } from "../domain/checker";
import type { CheckReport, ListingWriter, WriteInput } from "../domain/types";
import { applyVoice } from "../voices/apply-voice";

/**
 * The CPU-bound part of a generation, as plain data in and out (so it can cross to a worker thread):
 * the built-in writer's listing, checking (and repairing) a listing a model wrote, or only checking a
 * listing a seller edited (their words are theirs: nothing is repaired).
 */
export type ListingTask =
  | { kind: "write-builtin"; input: WriteInput }
  | { kind: "settle"; listing: Listing; input: WriteInput }
  | { kind: "check"; listing: Listing; input: WriteInput };

export interface Settled {
  listing: Listing;
  report: CheckReport;
  /** What failed before any repair: the writer's own mistakes. */
  found: CheckReport["failures"];
}

/** Where the CPU-bound work runs. `signal` ends it early: the client went away. */
export interface ListingWork {
  run(task: ListingTask, signal?: AbortSignal): Promise<Settled>;
  close(): Promise<void>;
}

/**
 * Checks, and if anything failed, repairs (a false sentence is dropped, a name's capitals restored, a
 * warning put back in its place) and checks again.
 */
export function settle(listing: Listing, input: WriteInput): Settled {
  const report = checkListing(listing, input);
  if (!report.failures.length) return { listing, report, found: [] };
  // A brand voice's rules are repaired after the marketplace's (banned words out, required phrases in).
  const repaired = applyVoice(repairListing(listing, input), input);
  return { listing: repaired, report: checkListing(repaired, input), found: report.failures };
}

export async function runListingTask(task: ListingTask, builtin: ListingWriter): Promise<Settled> {
  if (task.kind === "check") {
    const report = checkListing(task.listing, task.input);
    return { listing: task.listing, report, found: report.failures };
  }
  const listing = task.kind === "write-builtin" ? await builtin.write(task.input) : task.listing;
  return settle(listing, task.input);
}

/** The work on the calling thread: for benchmarks of the writer itself and tests that call generateListing. */
export function inlineListingWork(builtin: ListingWriter): ListingWork {
  return {
    run: async (task, signal) => {
      signal?.throwIfAborted();
      return runListingTask(task, builtin);
    },
    close: async () => undefined,
  };
}
