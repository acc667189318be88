export interface GroupCommitOptions {
  /** At most this many items per batch; a batch this full is written at once. */
  maxBatch?: number;
  /**
   * How long the first item of a batch may wait for others (ms). 0: a batch is what arrived meanwhile
   * (while the previous one was written, or in the same turn of the event loop).
   */
  lingerMs?: number;
}

/**
 * Group commit for an event handler: items are written together in one go (`writeBatch`, e.g. one database
 * transaction) instead of one each: what arrives while a batch is being written, or within `lingerMs` of the
 * first waiting item, up to `maxBatch`. The per-item cost of a transaction (begin, commit, the round trips, the
 * ORM's work per statement) is then shared by the batch.
 *
 * Each item's promise settles only once the batch holding it is written: a handler built on this still
 * acknowledges an event only after its write is committed (at-least-once is kept, and a crash loses nothing
 * that was acknowledged). When a batch of several fails, each of its items is written again in a batch of its
 * own, so one item that cannot be written (a poison message, a deleted seller's row) fails alone, to be
 * retried and dead-lettered as before, and the others are not held back by it.
 */
export function groupCommit<T>(writeBatch: (items: T[]) => Promise<void>, options: GroupCommitOptions = {}): (item: T) => Promise<void> {
  const maxBatch = options.maxBatch ?? 100;
  const lingerMs = options.lingerMs ?? 0;
  type Entry = { item: T; at: number; resolve: () => void; reject: (err: unknown) => void };
  let pending: Entry[] = [];
  let writing = false;
  let timer: NodeJS.Timeout | undefined;

  const writeAlone = (entry: Entry) => writeBatch([entry.item]).then(entry.resolve, entry.reject);

  async function writeNext(): Promise<void> {
    writing = true;
    const batch = pending.slice(0, maxBatch);
    pending = pending.slice(batch.length);
    try {
      await writeBatch(batch.map((entry) => entry.item));
      for (const entry of batch) entry.resolve();
    } catch (err) {
      if (batch.length === 1) batch[0]!.reject(err);
      else for (const entry of batch) await writeAlone(entry);
    } finally {
      writing = false;
      schedule();
    }
  }

  function schedule(): void {
    if (writing || !pending.length) return;
    const wait = pending.length >= maxBatch ? 0 : pending[0]!.at + lingerMs - performance.now();
    if (wait <= 0) {
      if (timer) clearTimeout(timer);
      timer = undefined;
      // Never synchronously in the caller's turn: the items delivered in the same turn join this batch.
      writing = true;
      setImmediate(() => void writeNext());
      return;
    }
    timer ??= setTimeout(() => {
      timer = undefined;
      schedule();
    }, wait);
  }

  return (item) =>
    new Promise<void>((resolve, reject) => {
      pending.push({ item, at: performance.now(), resolve, reject });
      schedule();
    });
}
