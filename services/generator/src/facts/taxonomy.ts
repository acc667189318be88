import { readdirSync } from "node:fs";
import path from "node:path";
import { readYaml } from "./data-file";
import { isAdjectiveWord, isDictionaryWord, isNounWord } from "./word-classes";

// Which kind of product this is, from the name and the keywords together, over taxonomy.yaml. The
// name's head noun ("… Duvet Cover", before any "for …" tail, size or "Set") weighs most; keywords
// confirm or overrule ("instant download, PDF" make a "Planner" a digital one). The guess carries a
// confidence: below it, the writer says nothing that only a category would justify.
//
// Every step looks at a few words at a time (n-grams of at most `maxHeadWords`), so the cost is linear
// in the input, and nothing is compiled per request.

export interface Category {
  id: string;
  path: string;
  /** What one item is called ("duvet cover"); left out when no one noun is true of every product. */
  noun?: string;
  /** Product nouns that name this category wherever they appear; another category's listing must not use them. */
  heads: string[];
  /** Words that name the product only as the last word of a name ("… Ring"), too common elsewhere to police. */
  nameHeads?: string[];
  /** Words that point to the category without naming it ("thread count"). */
  cues?: string[];
  /**
   * Brands and product lines whose products are this category's, or whose accessories are ("GoPro"):
   * in a name they outweigh a one-word head, so a "GoPro … Chest Mount Harness" is not a dog harness.
   */
  brands?: string[];
  synonyms?: string[];
  uses?: string[];
  audiences?: string[];
  care?: string[];
  related?: string[];
  /** The category a download of this product belongs to (a planner with "instant download" is a digital planner). */
  digital?: string;
  /** Phrases that name another thing with this category's word ("sealing ring" of a canner is no jewellery): none counts. */
  notWhen?: string[];
}

export interface CategoryGuess {
  category: Category;
  /** 0..1: the winner's share of the evidence, discounted when the evidence is thin. */
  confidence: number;
  /** True when category packs (synonyms, uses, audiences) may be used. */
  confident: boolean;
}

export interface Taxonomy {
  categories: Category[];
  byId: Map<string, Category>;
  /** `hint`: the store's own category or product type ("Kitchen > Mugs", "Beanie"), a strong signal. */
  classify(name: string, entries: readonly string[], hint?: string): CategoryGuess | undefined;
  /** Categories whose head phrase this is (lower case); used to spot another category's words. */
  headOwners(phrase: string): readonly string[] | undefined;
  /** The same for a phrase already in lower case with single spaces and no hyphens (a scan's n-gram). */
  headOwnersOfKey(key: string): readonly string[] | undefined;
  /** Longest head phrase length in words, so a scan knows how far to look. */
  maxHeadWords: number;
  /** Whether a (lower-case) word can start a policed head phrase: a scan skips every other word at once. */
  mayStartHead(word: string): boolean;
}

export interface TaxonomyOptions {
  /** Words that may follow a product's head noun in a name without changing what it is ("Set", "Large", "XL"). */
  trailingWords?: readonly string[];
  /** Phrases that say the product is a download ("instant download", "PDF"). */
  digitalCues?: readonly string[];
}


const CONFIDENT_SCORE = 6;
const CONFIDENT_SHARE = 0.6;
/** Keywords can confirm a category or name one, but many keywords cannot outvote the name's own head noun. */
const MAX_ENTRY_SCORE = 9;
const GAP = /\s*(?:…|\.\.\.)\s*/;

const WEIGHTS = {
  /** The name's head noun, and other head nouns in the name. */
  name: { headAtEnd: 10, head: 4, cue: 2 },
  /** "… for iPhone 15", "…, Queen Size": what the name says after its head. */
  tail: { headAtEnd: 2, head: 2, cue: 1 },
  /** One keyword or page feature. */
  entry: { headAtEnd: 3, head: 3, cue: 1 },
  /**
   * The last step of the store's category path or its product type (issue 28): the seller filed the
   * product there, so it weighs nearly as much as the name's head noun, and alone makes a confident guess.
   */
  hint: { headAtEnd: 8, head: 4, cue: 2 },
} as const;
/** A hint that is one of our categories' own paths ("Home & Garden > … > Mugs") names it outright. */
const HINT_PATH_WEIGHT = 12;
/** A brand the name names ("GoPro HERO12 … Harness") weighs as much as the name's head noun; one a keyword names, as a keyword's head. */
const BRAND_WEIGHT = { name: WEIGHTS.name.headAtEnd, entry: WEIGHTS.entry.head } as const;

const words = (text: string): string[] => text.toLowerCase().replace(/’/g, "'").match(/[\p{L}\p{N}]+(?:'[\p{L}\p{N}]+)*/gu) ?? [];
/** Hyphens and spaces are one ("e-bike"/"e bike"). */
const key = (phrase: string): string => words(phrase.replace(/-/g, " ")).join(" ");

/**
 * The singular forms a plural phrase may have ("knives" → "knife", "hoodies" → "hoodie", "boxes" →
 * "box"). Heads are written singular, or plural when the product has no singular ("jeans", "shorts"),
 * so "shorts" never matches "short".
 */
function singulars(phrase: string): string[] {
  if (!phrase.endsWith("s") || phrase.endsWith("ss")) return [];
  const out = [phrase.slice(0, -1)];
  if (phrase.endsWith("ies")) out.push(`${phrase.slice(0, -3)}y`);
  if (phrase.endsWith("ves")) out.push(`${phrase.slice(0, -3)}f`, `${phrase.slice(0, -3)}fe`);
  if (phrase.endsWith("es")) out.push(phrase.slice(0, -2));
  return out;
}

type PhraseMap = Map<string, string[]>;

function lookup(map: PhraseMap, phrase: string): string[] | undefined {
  const direct = map.get(phrase);
  if (direct) return direct;
  for (const form of singulars(phrase)) {
    const owners = map.get(form);
    if (owners) return owners;
  }
  return undefined;
}

interface Span {
  start: number;
  end: number;
  ids: readonly string[];
}

/** The first word of every phrase of a map (the maps are complete once buildTaxonomy has filled them). */
const firstWordsOf = new WeakMap<PhraseMap, Set<string>>();
function firstWords(map: PhraseMap): Set<string> {
  let words = firstWordsOf.get(map);
  if (!words) firstWordsOf.set(map, (words = new Set([...map.keys()].map((k) => k.split(" ")[0]!))));
  return words;
}

/** All n-grams of `w` found in `map`, longest first at each start. */
function spansIn(w: readonly string[], map: PhraseMap, maxWords: number): Span[] {
  const out: Span[] = [];
  const starts = firstWords(map);
  for (let start = 0; start < w.length; start++) {
    // A phrase of two words or more, or a singular of one (which only ever shortens its last word), starts with the
    // same word: when no phrase of the map starts with it, only the word itself can be looked up.
    const longer = starts.has(w[start]!) ? maxWords : 1;
    let phrase = "";
    for (let n = 1; n <= longer && start + n <= w.length; n++) {
      phrase = n === 1 ? w[start]! : `${phrase} ${w[start + n - 1]}`;
      const ids = lookup(map, phrase);
      if (ids) out.push({ start, end: start + n, ids });
    }
  }
  return out;
}

/** Spans not inside a longer one: "dog bed" hides "bed", "coffee table" hides "coffee". */
function outermost(spans: Span[], covers: Span[], maxWords: number): Span[] {
  if (!covers.length) return spans;
  const byStart = new Map<number, Span[]>();
  for (const c of covers) byStart.set(c.start, [...(byStart.get(c.start) ?? []), c]);
  return spans.filter((s) => {
    for (let st = Math.max(0, s.end - maxWords); st <= s.start; st++) {
      for (const c of byStart.get(st) ?? []) {
        if (c !== s && c.end >= s.end && c.end - c.start > s.end - s.start) return false;
      }
    }
    return true;
  });
}

function add(map: PhraseMap, phrase: string, id: string) {
  const k = key(phrase);
  if (!k) return;
  const owners = map.get(k) ?? [];
  if (!owners.includes(id)) owners.push(id);
  map.set(k, owners);
}

/** Name separators: a comma, a bracket, a pipe or a spaced dash starts a new part of the name. */
const PART_BREAK = /\s*[,;|()[\]{}:]+\s*|\s+[-–—/+]\s+/;
/** A part after which the rest is about something else: "Phone Case for iPhone 15", "Mug with Lid". */
const TAIL_WORD = /\s+(?=(?:for|with|by|from|in|featuring|including|incl|compatible|fits|fit)\s)/i;
const NEGATOR = new Set(["not", "without", "non", "never", "isn't", "aren't", "excluded"]);

export function buildTaxonomy(categories: Category[], options: TaxonomyOptions = {}): Taxonomy {
  const byId = new Map(categories.map((c) => [c.id, c]));
  const policed: PhraseMap = new Map();
  const named: PhraseMap = new Map();
  const cues: PhraseMap = new Map();
  const digital: PhraseMap = new Map();
  const brands: PhraseMap = new Map();
  /** "iphone … case": the last part, and which first parts make it this category's. */
  const gapped = new Map<string, { first: string; id: string }[]>();
  let maxHeadWords = 1;
  let maxWords = 1;
  const measure = (phrase: string) => key(phrase).split(" ").length;
  for (const c of categories) {
    for (const h of c.heads) {
      add(policed, h, c.id);
      add(named, h, c.id);
      maxHeadWords = Math.max(maxHeadWords, measure(h));
    }
    for (const h of c.nameHeads ?? []) {
      const parts = h.split(GAP);
      if (parts.length === 2) {
        const last = key(parts[1]!);
        gapped.set(last, [...(gapped.get(last) ?? []), { first: key(parts[0]!), id: c.id }]);
      } else add(named, h, c.id);
      maxWords = Math.max(maxWords, ...parts.map(measure));
    }
    for (const cue of c.cues ?? []) {
      add(cues, cue, c.id);
      maxWords = Math.max(maxWords, measure(cue));
    }
    for (const brand of c.brands ?? []) {
      add(brands, brand, c.id);
      maxWords = Math.max(maxWords, measure(brand));
    }
  }
  for (const cue of options.digitalCues ?? []) {
    add(digital, cue, "digital");
    maxWords = Math.max(maxWords, measure(cue));
  }
  maxWords = Math.max(maxWords, maxHeadWords);
  const trailing = new Set((options.trailingWords ?? []).map((w) => key(w)));
  const isTrailing = (word: string) => trailing.has(word) || /\d/.test(word);

  /** Adds one text's evidence to `into`; name-only heads count in the name's head part alone. */
  function score(w: readonly string[], weights: { headAtEnd: number; head: number; cue: number }, nameHeads: boolean, into: Map<string, number>) {
    // Where the name's head noun ends: sizes, counts, colours and "Set" may follow it ("Mug Set", "Bottle 750 ml").
    let lastCore = w.length;
    while (lastCore > 0 && isTrailing(w[lastCore - 1]!)) lastCore--;
    const found = spansIn(w, nameHeads ? named : policed, maxWords);
    const heads = outermost(found, found, maxWords);
    const atEnd = (s: Span) => s.end >= lastCore;
    // A head word that another noun follows to the end of the name is that noun's modifier: "Bicycle" of "Bicycle Rider
    // Back Red Gaff Magic Trick Deck" is a brand of playing cards, not a bike (blind review r14: its tags were "bike,
    // bicycle, cycle"). It counts as a cue; a describing word after it ("Mug Handmade") leaves it the head.
    const endsOnOtherNoun = nameHeads && lastCore > 0 && !heads.some(atEnd) && /^\p{L}{3,}$/u.test(w[lastCore - 1]!) && !isAdjectiveWord(w[lastCore - 1]!);
    for (const s of heads) {
      const weight = (atEnd(s) ? weights.headAtEnd : endsOnOtherNoun && lastCore - s.end >= 2 ? weights.cue : weights.head) + (s.end - s.start - 1);
      for (const id of s.ids) into.set(id, (into.get(id) ?? 0) + weight);
    }
    // "iPhone 15 Pro Case": the last noun names the category only after an earlier word.
    if (gapped.size && lastCore > 0 && !heads.some(atEnd)) {
      const prefixOf = (start: number) => ` ${w.slice(0, start).join(" ")} `;
      for (let start = lastCore - 1; start >= Math.max(0, lastCore - maxWords); start--) {
        for (const rule of gapped.get(w.slice(start, lastCore).join(" ")) ?? []) {
          if (prefixOf(start).includes(` ${rule.first} `)) into.set(rule.id, (into.get(rule.id) ?? 0) + weights.headAtEnd + 1);
        }
      }
    }
    // Cues inside a head ("coffee" in "coffee mug") are the head's, not evidence of their own.
    const cueSpans = outermost(spansIn(w, cues, maxWords), heads, maxWords);
    for (const s of outermost(cueSpans, cueSpans, maxWords)) {
      for (const id of s.ids) into.set(id, (into.get(id) ?? 0) + weights.cue + (s.end - s.start - 1));
    }
  }

  /** The name's head part ends on a noun of its own ("… Harness Adaptor"): the name says what the product is. */
  function namesOtherThing(w: readonly string[]): boolean {
    let last = w.length;
    while (last > 0 && isTrailing(w[last - 1]!)) last--;
    const noun = w[last - 1] ?? "";
    return /^\p{L}{3,}$/u.test(noun) && isDictionaryWord(noun) && isNounWord(noun) && !isAdjectiveWord(noun);
  }

  /** Each brand the words name adds its weight once per text. */
  function scoreBrands(w: readonly string[], weight: number, into: Map<string, number>) {
    if (!brands.size) return;
    for (const s of spansIn(w, brands, maxWords)) for (const id of s.ids) into.set(id, (into.get(id) ?? 0) + weight);
  }

  /** "instant download", unless the text says it is not one ("not a digital download"). */
  function saysDigital(w: readonly string[]): boolean {
    if (!digital.size) return false;
    return spansIn(w, digital, maxWords).some((s) => !w.slice(0, s.start).some((x) => NEGATOR.has(x)) && w[s.start - 1] !== "no");
  }

  const byPath = new Map(categories.map((c) => [key(c.path), c.id]));
  /** The categories of downloads: those under Shopify's "Digital Goods" and the twins physical categories name. */
  const digitalCategories = new Set([...categories.flatMap((c) => (c.digital ? [c.digital] : [])), ...categories.filter((c) => /\bDigital Goods\b/i.test(c.path)).map((c) => c.id)]);
  /** A hint is one or more paths (WooCommerce: "Kitchen > Mugs, Gifts"); each path's last step is what it names. */
  function scoreHint(hint: string, into: Map<string, number>) {
    for (const path of hint.split(/\s*[,|;]\s*/)) {
      const exact = byPath.get(key(path));
      if (exact) into.set(exact, (into.get(exact) ?? 0) + HINT_PATH_WEIGHT);
      const last = path.split(">").pop()?.trim();
      if (last) score(words(last.replace(/-/g, " ")), WEIGHTS.hint, true, into);
    }
  }

  const lookupKey = (k: string) => lookup(policed, k);
  const firstWords = new Set([...policed.keys()].map((k) => k.split(" ")[0]!));
  const mayStartHead = (word: string) => firstWords.has(word) || singulars(word).some((w) => firstWords.has(w));

  return {
    categories,
    byId,
    maxHeadWords,
    headOwners: (phrase) => lookupKey(key(phrase)),
    headOwnersOfKey: lookupKey,
    mayStartHead,
    classify(name, entries, hint) {
      const scores = new Map<string, number>();
      if (hint) scoreHint(hint, scores);
      // The name's head part is the first part that names a product; parts after "for"/"with" never do.
      const parts = name.split(PART_BREAK).flatMap((part) => {
        const at = part.search(TAIL_WORD);
        return at < 0 ? [{ text: part, tail: false }] : [{ text: part.slice(0, at), tail: false }, { text: part.slice(at), tail: true }];
      });
      const tokenised = parts.map((p) => ({ ...p, w: words(p.text.replace(/-/g, " ")) }));
      const headPart = tokenised.find((p) => !p.tail && spansIn(p.w, named, maxWords).length) ?? tokenised.find((p) => !p.tail && p.w.length);
      let digitalInput = false;
      // (A store's category hint is the name's witness too.)
      const fromHeadPart = new Map<string, number>();
      if (hint) scoreHint(hint, fromHeadPart);
      for (const part of tokenised) {
        if (part === headPart) {
          score(part.w, WEIGHTS.name, true, scores);
          score(part.w, WEIGHTS.name, true, fromHeadPart);
        }
        else score(part.w, WEIGHTS.tail, false, scores);
        scoreBrands(part.w, BRAND_WEIGHT.name, scores);
        digitalInput ||= saysDigital(part.w);
      }
      const fromEntries = new Map<string, number>();
      for (const entry of entries) {
        const w = words(entry.replace(/-/g, " "));
        score(w, WEIGHTS.entry, false, fromEntries);
        scoreBrands(w, BRAND_WEIGHT.entry, fromEntries);
        digitalInput ||= saysDigital(w);
      }
      for (const [id, value] of fromEntries) scores.set(id, (scores.get(id) ?? 0) + Math.min(MAX_ENTRY_SCORE, value));
      // A name that says the category's word of another thing ("Pressure Canner Sealing Ring / Gasket") is not its evidence.
      const nameKey = ` ${words(name.replace(/-/g, " ")).join(" ")} `;
      for (const id of [...scores.keys()]) if (byId.get(id)?.notWhen?.some((phrase) => nameKey.includes(` ${key(phrase)} `))) scores.delete(id);
      // A planner that is a download is a digital planner: the physical category's evidence moves to its twin.
      if (digitalInput) {
        for (const [id, value] of [...scores]) {
          const twin = byId.get(id)?.digital;
          if (!twin || !byId.has(twin)) continue;
          scores.set(twin, (scores.get(twin) ?? 0) + value);
          scores.delete(id);
        }
      }
      const ranked = [...scores.entries()].filter(([id]) => byId.has(id)).sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
      const top = ranked[0];
      if (!top) return undefined;
      const category = byId.get(top[0])!;
      // A runner-up that the winner lists as related is not a rival ("mugs" vs "teacups").
      const related = new Set(category.related ?? []);
      const rival = ranked.find(([id]) => id !== top[0] && !related.has(id))?.[1] ?? 0;
      const share = top[1] / (top[1] + rival);
      const confidence = Math.round(share * Math.min(1, top[1] / CONFIDENT_SCORE) * 100) / 100;
      // A download in a category of physical things ("Procreate Brush Set … DIGITAL download" as paint brushes) takes
      // none of its words: "art paint", "painting supplies" were its tags (blind review r5). Not confident says less.
      const physicalForDownload = digitalInput && !digitalCategories.has(category.id);
      // Keywords confirm what the name says; alone they name no category when the name's own head noun is another
      // thing's ("ISO Wiring Harness Adaptor …" was a speaker for its "4 speaker outputs"; blind review r21).
      // (Nor a cue in the name's tail alone: "Galvanised Poultry Drinker 8L - Double Wall, Hens Chickens Ducks - Frost
      // Resistant" was a planter for its "frost resistant"; blind review r28.)
      const nameSilent = !fromHeadPart.get(category.id) && namesOtherThing(headPart?.w ?? []);
      return { category, confidence, confident: top[1] >= CONFIDENT_SCORE && share >= CONFIDENT_SHARE && !physicalForDownload && !nameSilent };
    },
  };
}

let loaded: Taxonomy | undefined;

/** The folder of taxonomy files beside this module: settings.yaml and one file per department. */
export const DEFAULT_TAXONOMY_DIR = path.join(__dirname, "taxonomy");

/** Every category of every *.yaml file in the folder (settings.yaml holds the shared word lists), parsed once. */
export function loadTaxonomy(dir = DEFAULT_TAXONOMY_DIR): Taxonomy {
  const settings = readYaml<TaxonomyOptions>("settings.yaml", dir);
  const categories = readdirSync(dir)
    .filter((f) => f.endsWith(".yaml") && f !== "settings.yaml")
    .sort()
    .flatMap((f) => readYaml<{ categories: Category[] }>(f, dir).categories ?? []);
  return buildTaxonomy(categories, settings);
}

export function defaultTaxonomy(): Taxonomy {
  loaded ??= loadTaxonomy();
  return loaded;
}
