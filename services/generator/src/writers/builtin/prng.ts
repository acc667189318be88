// Determinism is a feature: the same input must give byte-identical copy (a seller comparing two saves,
// a test, a cache), while "Regenerate" must give another wording. So every choice the writer makes
// comes from a small PRNG seeded by a hash of the input and the variant, never from Math.random.

/** cyrb53: a fast, well-mixed 53-bit string hash. */
export function hashString(text: string, seed = 0): number {
  let h1 = 0xdeadbeef ^ seed;
  let h2 = 0x41c6ce57 ^ seed;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

export interface Rng {
  /** 0 ≤ n < 1 */
  next(): number;
  int(max: number): number;
  pick<T>(items: readonly T[]): T;
  shuffle<T>(items: readonly T[]): T[];
  /** The items rotated to start at a random index: keeps their order, changes the lead. */
  rotate<T>(items: readonly T[]): T[];
}

/** mulberry32: tiny, fast and good enough for choosing words. */
export function createRng(seed: number): Rng {
  let state = seed >>> 0 || 0x9e3779b9;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (max: number) => (max <= 0 ? 0 : Math.floor(next() * max));
  return {
    next,
    int,
    pick: <T>(items: readonly T[]) => items[int(items.length)]!,
    shuffle: <T>(items: readonly T[]) => {
      const out = [...items];
      for (let i = out.length - 1; i > 0; i--) {
        const j = int(i + 1);
        [out[i], out[j]] = [out[j]!, out[i]!];
      }
      return out;
    },
    rotate: <T>(items: readonly T[]) => {
      const k = int(items.length);
      return [...items.slice(k), ...items.slice(0, k)];
    },
  };
}

/** Rotates a list by a fixed offset: variant n leads with a different option than variant n-1. */
export function rotateBy<T>(items: readonly T[], offset: number): T[] {
  if (!items.length) return [];
  const k = ((offset % items.length) + items.length) % items.length;
  return [...items.slice(k), ...items.slice(0, k)];
}
