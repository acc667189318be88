/**
 * The last `max` answers of a pure function, by key: a seller asks for the same product on several
 * platforms and tones and regenerates it, and each of those requests reads the same input again.
 * Least recently used goes first (a Map keeps insertion order; a hit moves its entry to the end).
 */
export function recentCache<V>(max: number): { get(key: string, make: () => V): V } {
  const entries = new Map<string, V>();
  return {
    get(key, make) {
      const hit = entries.get(key);
      if (hit !== undefined) {
        entries.delete(key);
        entries.set(key, hit);
        return hit;
      }
      const value = make();
      if (entries.size >= max) entries.delete(entries.keys().next().value!);
      entries.set(key, value);
      return value;
    },
  };
}
