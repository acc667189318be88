import type { WinkMethods } from "wink-nlp";

// Tokens and parts of speech come from wink-nlp with its English "lite" model: a maintained,
// offline tagger that reads a short entry in a few microseconds (compromise tags fragments a little
// better but costs ~250 µs an entry, which the writer's half-millisecond budget cannot pay).
// The model is ~50 MB in memory, loaded once on first use and shared by the writer and the checker.
// Required on first use, not imported: the writer and the checker run in worker threads, and the main
// thread (whose bundle holds this module too) would otherwise keep a copy of the packed model it never reads.

export interface Token {
  /** As written (case and diacritics kept). */
  text: string;
  lower: string;
  /** Universal part-of-speech tag: NOUN, PROPN, ADJ, VERB, ADP, NUM, PART, PUNCT... */
  pos: string;
  /** wink's token type: word, number, punctuation, symbol, ... */
  type: string;
}

let nlp: WinkMethods | undefined;

function engine(): WinkMethods {
  return nlp ?? loadEngine();
}

function loadEngine(): WinkMethods {
  // Both are CommonJS modules whose types declare a default export: require returns that export itself.
  const winkNLP = require("wink-nlp") as typeof import("wink-nlp").default;
  const model = require("wink-eng-lite-web-model") as typeof import("wink-eng-lite-web-model").default;
  nlp = winkNLP(model, ["pos"]);
  return nlp;
}

/** Tokens of a short text; hyphenated words ("hand-painted", "BPA-free") are joined back into one. */
export function tokenize(text: string): Token[] {
  const { its } = engine();
  const doc = engine().readDoc(text);
  const words = doc.tokens().out(its.value) as string[];
  const tags = doc.tokens().out(its.pos) as string[];
  const types = doc.tokens().out(its.type) as string[];
  const spaces = doc.tokens().out(its.precedingSpaces) as string[];
  return joinHyphens(words, tags, types, spaces);
}

function joinHyphens(words: string[], tags: string[], types: string[], spaces: string[]): Token[] {
  const out: Token[] = [];
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    const prev = out[out.length - 1];
    // wink splits "hand-painted" into hand / - / painted; a listing treats it as one word.
    if (prev && !spaces[i] && (word === "-" || prev.text.endsWith("-")) && (word === "-" ? words[i + 1] !== undefined && !spaces[i + 1] : true)) {
      prev.text += word;
      prev.lower = prev.text.toLowerCase();
      if (word !== "-") prev.pos = tags[i]!;
      continue;
    }
    out.push({ text: word, lower: word.toLowerCase(), pos: tags[i]!, type: types[i]! });
  }
  return out;
}

/** Separates entries in one document; removed from the entries first, so it can only be ours. */
const SEPARATOR = "¶";

/**
 * Tokens of several short texts read as one document: wink's fixed cost per document is most of the
 * work for a three-word entry, so a listing's entries are tagged in one pass, split at a separator
 * token (the tagger may glance across it; for fragments that changes nothing measurable).
 */
export function tokenizeEach(texts: readonly string[]): Token[][] {
  if (texts.length <= 1) return texts.map(tokenize);
  const { its } = engine();
  const doc = engine().readDoc(texts.map((t) => t.split(SEPARATOR).join(" ")).join(` ${SEPARATOR} `));
  const words = doc.tokens().out(its.value) as string[];
  const tags = doc.tokens().out(its.pos) as string[];
  const types = doc.tokens().out(its.type) as string[];
  const spaces = doc.tokens().out(its.precedingSpaces) as string[];
  const out: Token[][] = [];
  let start = 0;
  for (let i = 0; i <= words.length; i++) {
    if (i < words.length && words[i] !== SEPARATOR) continue;
    out.push(joinHyphens(words.slice(start, i), tags.slice(start, i), types.slice(start, i), spaces.slice(start, i)));
    start = i + 1;
  }
  return out.length === texts.length ? out : texts.map(tokenize);
}

/** Loads the model now (a service calls this at start so the first request does not pay for it). */
export function warmUp(): void {
  tokenize("warm up");
}
