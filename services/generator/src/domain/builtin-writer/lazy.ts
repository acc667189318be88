// Most offers take their first candidate, so candidates are rendered only when asked for: a
// listing offers hundreds of sentences and writes a few dozen.

export function* mapLazy<T, U>(items: Iterable<T>, fn: (item: T) => U): Generator<U> {
  for (const item of items) yield fn(item);
}

export function* filterLazy<T>(items: Iterable<T>, keep: (item: T) => boolean): Generator<T> {
  for (const item of items) if (keep(item)) yield item;
}

/** Each distinct value once, in order. */
export function* uniqueLazy<T>(items: Iterable<T>): Generator<T> {
  const seen = new Set<T>();
  for (const item of items) {
    if (seen.has(item)) continue;
    seen.add(item);
    yield item;
  }
}
