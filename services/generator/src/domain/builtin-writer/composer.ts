import { charCount, normaliseForMatch, phraseMatcher, sentenceKey, splitSentences, type PhraseMatcher } from "../text-tools";

// Two promises a listing makes as it is assembled: no sentence is said twice anywhere in it, and no
// keyword is said so often in one field that it reads as stuffing. Writers offer candidates, best
// first; the composer takes the first that keeps both promises.

const MIN_WORDS_FOR_REPEAT = 4;

// Candidate sentences recur across fields and listings of the same product; their keys are cached.
const keyCache = new Map<string, string[]>();

/** Sentences already used anywhere in the listing. */
export class SentenceRegistry {
  private readonly used = new Set<string>();

  private keysOf(text: string): string[] {
    let keys = keyCache.get(text);
    if (!keys) {
      keys = splitSentences(text)
        .map(sentenceKey)
        .filter((key) => key.split(" ").length >= MIN_WORDS_FOR_REPEAT);
      if (keyCache.size > 5000) keyCache.clear();
      keyCache.set(text, keys);
    }
    return keys;
  }

  isFree(text: string): boolean {
    const keys = this.keysOf(text);
    return new Set(keys).size === keys.length && keys.every((key) => !this.used.has(key));
  }

  claim(text: string): void {
    for (const key of this.keysOf(text)) this.used.add(key);
  }
}

/** The text of one field as it grows, with a per-keyword budget and a length limit. */
export class FieldText {
  private readonly parts: string[] = [];
  private readonly counts = new Map<string, number>();
  private readonly matchers: PhraseMatcher[];

  constructor(
    keywords: readonly string[],
    private readonly maxRepeats: number,
    private readonly registry: SentenceRegistry,
    private readonly maxChars = Infinity,
    /** Phrases and characters the field must never contain (the platform's rules). */
    private readonly banned: { phrases: readonly string[]; chars: readonly string[] } = { phrases: [], chars: [] },
    private readonly measure: (text: string) => number = charCount,
  ) {
    this.matchers = keywords.map(phraseMatcher);
    this.bannedLower = banned.phrases.map((p) => p.toLowerCase());
  }

  private readonly bannedLower: string[];

  private lastHits: { text: string; hits: [string, number][] } | undefined;

  private hits(text: string): [string, number][] {
    if (this.lastHits?.text === text) return this.lastHits.hits;
    const normalised = normaliseForMatch(text);
    const hits: [string, number][] = [];
    for (const m of this.matchers) {
      const n = m.countIn(normalised);
      if (n) hits.push([m.phrase, n]);
    }
    this.lastHits = { text, hits };
    return hits;
  }

  /** Whether the text may be added: unused sentences, keyword budget and length all respected. */
  fits(text: string): boolean {
    if (this.banned.chars.some((ch) => text.includes(ch))) return false;
    if (this.bannedLower.length && this.bannedLower.some((p) => text.toLowerCase().includes(p))) return false;
    if (!this.registry.isFree(text)) return false;
    if (this.hits(text).some(([k, n]) => (this.counts.get(k) ?? 0) + n > this.maxRepeats)) return false;
    // The joined length is at most the current length, a separator and the addition.
    return this.maxChars === Infinity || this.length + 2 + this.measure(text) <= this.maxChars;
  }

  /** Characters so far, kept as parts are added rather than re-measured on every offer. */
  private length = 0;

  add(text: string): void {
    this.length += this.measure(text) + 1;
    this.registry.claim(text);
    for (const [k, n] of this.hits(text)) this.counts.set(k, (this.counts.get(k) ?? 0) + n);
    this.parts.push(text);
  }

  /** Adds the first candidate that fits; returns it, or undefined when none does. */
  offer(candidates: Iterable<string | undefined>): string | undefined {
    for (const c of candidates) {
      if (c && this.fits(c)) {
        this.add(c);
        return c;
      }
    }
    return undefined;
  }

  /** Starts a new paragraph ("\n\n") or line ("\n"); repeated breaks collapse. */
  breakLine(kind: "\n" | "\n\n" = "\n\n"): void {
    const last = this.parts[this.parts.length - 1];
    if (!last) return;
    if (last === "\n" || last === "\n\n") this.parts[this.parts.length - 1] = last === "\n\n" ? last : kind;
    else {
      this.parts.push(kind);
      this.length += kind.length;
    }
  }

  get isEmpty(): boolean {
    return !this.parts.some((p) => p !== "\n" && p !== "\n\n");
  }

  count(keyword: string): number {
    return this.counts.get(keyword) ?? 0;
  }

  private render(parts: readonly string[]): string {
    let out = "";
    for (const part of parts) {
      if (part === "\n" || part === "\n\n") out = out.trimEnd() + part;
      else out += out && !out.endsWith("\n") ? ` ${part}` : part;
    }
    return out.trim();
  }

  get text(): string {
    return this.render(this.parts);
  }
}
