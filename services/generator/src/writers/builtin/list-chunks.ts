import type { Fact } from "../../facts/fact-types";

/** A list the seller typed together, of at least this many items, is said in a sentence (or bullet) of its own. */
const SELLER_LIST = 3;
/** At most this many items of one seller's list in one sentence; a longer list is said in even parts. */
const SELLER_LIST_MAX = 7;

/**
 * A long list of facts in sentence-sized parts. Where the seller grouped their keywords (lines, semicolons), a list
 * they typed together stays together and never shares a sentence with another: "Also: Prusa MK4, Elegoo Saturn, walls
 * and floors." had joined the printers a file was tested on to the pieces of the set (blind review r15). Facts the
 * seller typed alone are packed `size` at a time, as are all facts when the seller did not group.
 */
export function chunksOf<T>(items: readonly T[], size: number, factOf: (item: T) => Fact): T[][] {
  const runs: T[][] = [];
  for (const item of items) {
    const last = runs[runs.length - 1];
    const group = factOf(item).group;
    if (last && group !== undefined && factOf(last[0]!).group === group) last.push(item);
    else runs.push([item]);
  }
  if (!items.some((item) => factOf(item).group !== undefined)) return evenParts(items, size, size);
  const chunks: T[][] = [];
  let loose: T[] = [];
  const flushLoose = () => {
    chunks.push(...evenParts(loose, size, size));
    loose = [];
  };
  for (const run of runs) {
    if (run.length < SELLER_LIST) {
      loose.push(...run);
      continue;
    }
    flushLoose();
    chunks.push(...evenParts(run, SELLER_LIST_MAX, size));
  }
  flushLoose();
  return chunks.filter((c) => c.length);
}

/**
 * Items in parts of at most `max`: as they come (`size` at a time) when `max` is `size`, else in even parts ("7 + 1"
 * reads worse than "4 + 4").
 */
function evenParts<T>(items: readonly T[], max: number, size: number): T[][] {
  if (!items.length) return [];
  const step = max === size ? size : Math.ceil(items.length / Math.ceil(items.length / max));
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += step) out.push(items.slice(i, i + step));
  return out;
}
