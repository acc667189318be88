import { readYaml, VOCABULARY_DIR, wordList } from "./data-file";

// Word lists that tell a fact's kind. They classify the seller's words; they never reach a listing
// (the listing's wording lives in the phrasebook). The words are data a copywriter edits
// (vocabulary/fact-lexicon.yaml, issue 27: the engine holds no product words), read once when this
// module loads; the regular expressions left here encode grammar (negation, "X-free", "for …", option
// lists, size codes, ages, word endings), each marked so.

const FILE = "fact-lexicon.yaml";
const data = readYaml<unknown>(FILE, VOCABULARY_DIR);
const list = (key: string) => wordList(data, FILE, key);
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** Phrases as one alternation; in care phrases a hyphen between words also matches a space or nothing. */
const alternation = (phrases: readonly string[], hyphen = "-") => phrases.map((p) => escape(p).replace(/-/g, hyphen)).join("|");
const patterns = (key: string) =>
  list(key).map((pattern) => {
    try {
      return new RegExp(pattern, "i").source;
    } catch (err) {
      throw new Error(`${FILE}: ${key}: ${(err as Error).message}`);
    }
  });

/**
 * Care instructions: the phrases of care labels. The boundaries are letters and digits, not \b: a phrase may end
 * on a symbol ("wipe w/ dry cloth" never matched "wipe w/" under \b; blind review r10).
 */
export const CARE = new RegExp(`(?<![\\p{L}\\p{N}])(${alternation(list("care"), "[\\s-]?")})(?![\\p{L}\\p{N}])`, "iu");

/** A warning: an entry that opens with a warning word, holds a warning phrase, or matches a warning pattern. */
export const SAFETY = new RegExp(
  [...list("safety.openings").map((p) => `^${escape(p)}\\b`), ...list("safety.phrases").map((p) => `\\b${escape(p)}\\b`), ...patterns("safety.patterns")].join("|"),
  "i",
);

/** "batteries not included", "lid sold separately". */
export const SEPARATE = new RegExp(`\\b(?:${alternation(list("separately"))})\\b`, "i");

/** "BPA-free", "gluten free", "free of parabens", "lead-free". Grammar: any "X-free". */
export const FREE_OF = /\b[\p{L}\d]+[\s-]free\b|^free of\b|^free from\b/iu;

/** A leading negation: "not dishwasher safe", "no assembly required", "without lid", "do not bleach". Grammar. */
/** A labelled list typed as one entry ("prints: moons, stars, clouds"): said as typed, never inside another label (grammar). */
export const LABELLED_ENTRY = /^(?:\d+\s*)?\p{L}[\p{L} ]{0,20}:\s/u;

/** A modal verb inside an entry ("colours may vary by printer"): a statement of its own, not a feature (grammar). */
export const HAS_MODAL = /\s(?:may|might|can|will|should|must)\s/i;

export const LEADING_NOT = /^(?:not|no|without|never|do not|don't|does not|doesn't|cannot|can't|isn't|is not)\s+/i;

/** A trailing one, as typed in spreadsheets: "dishwasher safe no", "Dishwasher safe: no", "waterproof - no". Grammar. */
export const TRAILING_NO = /^(.*?\p{L}.*?)\s*[:\-–—=]?\s*\b(?:no|not|n)\s*$/iu;

/** What it fits or works with: "fits Honda Accord 2018-2022", "compatible with iPad Pro". */
export const COMPATIBILITY = new RegExp(`^(?:${alternation(list("compatibility.openings"))})\\b|\\b(?:${alternation(list("compatibility.phrases"))})\\b`, "i");

/**
 * The options it comes in: "colours: sage, oatmeal", "sizes S to XL", "3 sizes", "available in 5 colors". ("comes in" only
 * before a number or a choice: "comes in gift box" is how it is packed, never an option.)
 * Grammar: the shape of an option list; its nouns are the names of options, not of products.
 */
export const VARIANT =
  /^(?:available in|comes in(?=\s+(?:\d|several|various|multiple|different|many|two|three|four|five|six|a choice|a range|a variety|assorted|colou?rs|sizes)\b|[^,]*(?:\/|\bor\b))|choice of)\b|^(?:colou?rs?|sizes?|options?|styles?|scents?|finish(?:es)?|lengths?)\s*[:\-–]|^\d+\s+(?:sizes|colou?rs|styles|designs|patterns|finishes|shades|scents|lengths)$|^in \d+ colou?rs\b|^sizes?\s+\S+(?:\s*(?:to|-|–|and|or|,)\s*\S+)+$/i;
/** A range of size codes typed bare: "S-XL", "XS to XXL", "2T-5T" (case matters: "s to m" is not one). Grammar. */
export const SIZE_RANGE = /^(?:XXS|XS|S|M|L|XL|XXL|\dXL|\d{1,2}T)\s*(?:to|-|–)\s*(?:XS|S|M|L|XL|XXL|\dXL|\d{1,2}T)$/;

/** Colour names, for an entry that is a colour ("sage", "dusty pink"): said as a colour, never "It is sage". */
export const COLOURS = new Set(list("colours"));

/** The last word of a certification the seller typed: "UL listed", "Sold Secure certified". */
export const CERTIFIED = new RegExp(`\\b(?:${alternation(list("certified"))})$`, "i");

const AUDIENCE_WORDS = alternation(list("audience"));
/** An age typed as a range or a floor, as baby and children's sizes are: "0-3 months", "3 to 6 months", "2-4 years", "6 months+". Grammar. */
const AGE_RANGE = String.raw`^\d+\s*(?:-|–|to)\s*\d+\s*(?:months?|mos?|years?|yrs?)(?:\s+old)?$|^\d+\s*(?:months?|years?)\s*\+$`;
/** Who it is for: the audience words after "for …" and its kin (grammar), an age, or a short phrase ending in one. */
export const AUDIENCE = new RegExp(`^(?:(?:a )?gifts? for|for|ideal for|great for|perfect for|made for)\\s+(?:the\\s+|your\\s+|young\\s+|little\\s+|new\\s+)?(?:${AUDIENCE_WORDS})\\b|^ages?\\s+\\d|^\\d+\\s*(?:\\+(?=\\s*(?:$|years?\\b(?!\\s+(?:life|lifespan|warranty|guarantee|lifetime|service|design))|yrs?\\b|y\\b|months?\\b|m\\b))|years?\\s+(?:and|&)\\s+up)|${AGE_RANGE}|^(?:[a-z'&-]+\\s+){0,2}(?:${AUDIENCE_WORDS})(?:\\s+\\d+\\s*\\+)?$`, "i");

/** "for yoga", "ideal for camping": a use, when what follows is not an audience or a product name. Grammar. */
export const USE = /^(?:for|ideal for|great for|perfect for|suitable for|use for|used for)\s+(\S.*)$/i;

export const STYLE_WORDS = new Set(list("styles"));

/** Words that end an adjective phrase: "dishwasher safe", "leak-proof", "BPA-free", "adjustable". */
export const ADJ_HEADS = new Set(list("adjectiveHeads"));

/** Nouns that are parts of a product ("helper handle", "gold rim"): wink often tags them as verbs. */
export const PART_NOUNS = new Set(list("partNouns"));

/** Verbs that open an instruction to the buyer ("store in a cool place", "measure chest behind front legs"). */
export const INSTRUCTION_VERBS = new Set(list("instructionVerbs"));

/** A leading verb makes a phrase, not a noun phrase: "made to order", "holds 12 cups". Grammar. */
export const LEADING_VERBS = /^(?:made|designed|crafted|comes|includes?|holds?|fits|keeps?|works|ships|arrives|printed|sewn|built|hand\s)/i;

/** Adjective endings for a name's first word: such a word is a description, not a brand. Grammar. */
export const DESCRIPTIVE_ENDING = /(?:ed|ing|en|ian|ese|ish|able|ible|ful|ic|al|ous|ive|less|y)$/i;

/** A product name's first words that describe it, never a brand ("Handmade …", "Wooden …"). */
export const COMMON_NAME_WORDS = new Set(list("commonNameWords"));

/** Units of volume and charge: a measure in one of these is a capacity, not a size. The canonical names of units.yaml, not words. */
export const CAPACITY_UNITS = new Set(["ml", "cl", "l", "fl oz", "qt", "gal", "mah", "wh"]);
/** Woods, resins and plants that name a scent or a flavour as often as a material ("Fig & Cedar Soy Candle"). */
export const SCENT_NAMES = new RegExp(`^(?:${alternation(list("scentNames"))})$`, "i");

/** A vessel (or several): a measure in ounces on one is a capacity. */
export const HOLDS_LIQUID = new RegExp(`\\b(?:${alternation(list("holdsLiquid"))})s?\\b`, "i");

/**
 * Nouns that take no article ("knitwear", "bedding"): "It comes with a knitwear" is never written. The
 * endings ("-ware", "-ing") are grammar; the words are the file's.
 */
export const MASS_NOUN = new RegExp(`(?:ware|wear|ing|ery|ture|age|ment)$|^(?:${alternation(list("massNouns"))})$`, "i");
