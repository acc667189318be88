export interface GroupCommitOptions<T> {
  /** Stores the items in one transaction; resolves once it committed. */
  storeMany(items: T[]): Promise<void>;
  /** Stores one item alone (after its batch failed): its own outcome, whatever the others'. */
  storeOne(item: T): Promise<void>;
  /** The most items one transaction takes. */
  maxBatch: number;
}

/**
 * Group commit: `submit(item)` resolves once a transaction holding `item` committed. One transaction runs
 * at a time; the items submitted meanwhile wait and go together in the next one (up to `maxBatch`). Nothing
 * waits on a timer: an item alone is stored at once, and the busier it gets, the larger the batches.
 *
 * A batch that fails is stored again an item at a time, so one item that cannot be stored (a bad answer, a
 * row whose update fails) rejects alone, and its message is retried alone, while the rest are stored.
 */
export function groupCommit<T>(options: GroupCommitOptions<T>): (item: T) => Promise<void> {
  const waiting: Array<{ item: T; resolve: () => void; reject: (err: unknown) => void }> = [];
  let storing = false;

  const drain = async () => {
    storing = true;
    try {
      while (waiting.length > 0) {
        const batch = waiting.splice(0, options.maxBatch);
        try {
          await options.storeMany(batch.map((entry) => entry.item));
          for (const entry of batch) entry.resolve();
        } catch (err) {
          if (batch.length === 1) {
            batch[0]!.reject(err);
            continue;
          }
          for (const entry of batch) await options.storeOne(entry.item).then(entry.resolve, entry.reject);
        }
      }
    } finally {
      storing = false;
    }
  };

  return (item) =>
    new Promise<void>((resolve, reject) => {
      waiting.push({ item, resolve, reject });
      if (!storing) void drain();
    });
}
