import type { Fact, ProductModel } from "../../facts/fact-types";
import { withArticle } from "../../facts/articles";
import { PEOPLE_BY_DESCRIPTION, COUNTABLE_PARTS, hasNoParts, isActivityWord, isDictionaryWord, isAdjectiveWord, namesAnArtifact, namesAService, isBoxThing, isDescribingWord, isOneOccasion, isPlace, isPluralNoun, namesOneAnimal, singular, useAfterFor } from "../../facts/word-classes";
import { containsPhrase, normaliseForMatch, phraseMatcher } from "../../domain/text-tools";
import { sentenceCovers } from "../../domain/sentence-cover";
import { isInsideAnotherWarning, namesOneColour } from "../../facts/parse-facts";
import type { Slots } from "./phrasebook";
import { findMaterials } from "../../domain/fact-vocabulary";
import { phraseRoles } from "../../facts/roles";
import { COLOURS, PART_NOUNS } from "../../facts/fact-lexicon";

// Facts sorted into what a listing talks about, each group said in the sentence patterns that fit it
// (sentences.yaml), and the phrasebook's token values for them.

export interface FactGroups {
  /** What it is: "a STEM toy". */
  type: Fact[];
  /** Parts it has: "a leak-proof lid", "raised edges", "7 pieces". */
  has: Fact[];
  /** Other things the seller names that are not parts: said in a list, as typed ("app control, Bluetooth 5.3"). */
  listed: Fact[];
  /** What it is like: "hand-painted", "easy to clean", "MagSafe compatible". */
  is: Fact[];
  /** What it does, as the seller put it: "keeps cold 24 hours". */
  does: Fact[];
  /** Statements of their own: "made to order", "ships flat". */
  clauses: Fact[];
  /** What comes with it: "saucer included" (said "It comes with a saucer."). */
  included: Fact[];
  /** What it has not, as a selling point: "no holes", "won't scratch pans" (not a caveat). */
  benefits: Fact[];
  /** More names for what it is ("4K TV", "gaming TV", "Kitchen Utensils"): search words, not prose. */
  aka: Fact[];
  /** Shipping and offers ("ships in 3-5 days"): said only on the seller's own store page. */
  shipping: Fact[];
  material: Fact[];
  size: Fact[];
  capacity: Fact[];
  weight: Fact[];
  spec: Fact[];
  variant: Fact[];
  compat: Fact[];
  cert: Fact[];
  use: Fact[];
  audience: Fact[];
  gift: Fact[];
  style: Fact[];
  care: Fact[];
  /** How to use it, as the seller told the buyer ("sweep from fireplace upwards"): said as how to use it, never as a feature. */
  usage: Fact[];
  notes: Fact[];
  safety: Fact[];
  /** What the product name already says ("Ceramic", "no-pull"): for lists (key features, details, tags), never prose. */
  named: Fact[];
  /** This item's condition and flaws ("pre-owned", "light scratches on barrel"): said as condition, never as a feature. */
  condition: Fact[];
  /** The seller's terms ("no returns"): said as policy, never as something the product has. */
  policy: Fact[];
  /** Scent or flavour notes, each one phrase as typed ("notes of bergamot, oud and vanilla"). */
  scent: Fact[];
  /** How many come ("1 set", "2 pack"). */
  quantity: Fact[];
}

/** Roles with lines of their own, whatever their length: a care line is said under care, a policy as policy. */
const SAID_BY_ROLE = new Set<Fact["kind"]>(["care", "condition", "policy", "scent", "quantity", "shipping", "instruction"]);
/**
 * A sentence of the seller's details text, five words or more: a statement, said as written ("burns 40 hours"
 * is a feature; "solid oak, 40 x 25 cm, finished with food-safe oil" a sentence).
 */
/**
 * A care sentence of the seller's, said whole after the care line ("To care for it, just wipe with a damp cloth and
 * re-oil once a year…"), as opposed to care shorthand from their description ("Hand wash cold, dry flat."), which
 * goes in the care line with the rest: a sentence talks to or about someone or something.
 */
export const isCareSentence = (fact: Fact) => isSellerSentence(fact) && /\b(?:it|its|them|they|their|your|you|please|just|to care)\b/i.test(fact.display);

export const isSellerSentence = (fact: Fact) => {
  if (fact.source !== "details") return false;
  const words = fact.display.split(/\s+/).length;
  // "Our toughest D-lock yet.": a short sentence with its capital is still the seller's sentence, not a feature.
  return words >= 5 || (words >= 3 && /^\p{Lu}\p{Ll}/u.test(fact.display) && !/^\p{Lu}\p{Ll}+$/u.test(fact.display.split(/\s+/)[1] ?? ""));
};

/** A statement of what may go wrong or what to watch for: hedged ("may", "might"), conditional ("will rust if …") or a known wear. */
const CAVEAT = /\b(?:may|might)\s+\p{L}+|\bresults?\s+var(?:y|ies)\b|\bwill\s+\p{L}+\s+if\b|\bcan\s+(?:fade|stain|rust|shrink|pill|crack|chip|scratch|tarnish|bleed|crystalli[sz]e|shed)\b|\bif\s+left\b/iu;
// (Not "no two sets the same", a statement of its own: "It has no two sets the same."; blind review r17.)
// ("never overclocked", "never been in an accident" of used goods too: what did not happen to it sells it, never a caveat
// under "Please note"; blind review r22.)
export const BENEFIT = /^(?:no\s(?!two\b|2\b)|won['’]t\s|will not\s|never needs?\s|doesn['’]t need\s|(?:not|never) tested on animals\b|never\s+been\s+\p{L}+|never\s+(?:\p{L}+ed|worn|used|run|ridden|flown|driven|mined|dropped|opened)\b)/iu;
// ("POM-VPS - SQP questionnaire required at checkout" too: a detail bullet of a wormer before; blind review r26.)
const REQUIREMENT = /^(?:must\s+be|must\s+have|requires?|needs?\s+to\s+be|should\s+be)\s|\brequired\s+(?:at|before|for|on)\b/i;
const GIFT = /^(?:a )?gifts?(?: for\b|$)|^gift idea$|^[\p{L}'’-]+(?: [\p{L}'’-]+)? gift$/iu;
const FOR = /^(?:for|ideal for|great for|perfect for|suitable for|made for)\s+/i;

/** A product that is files, not a thing: "instant download", "NOT a physical item - nothing will be posted". */
const DIGITAL = /\b(?:digital (?:download|file|files|product|item|pattern|design)s?|instant download|download only|nothing (?:physical|will be posted|is posted|posted|shipped)|no physical (?:item|product)|not a physical (?:item|product))\b/i;
/** What a digital product's own parts are called. */
const FILE_NOUN = /\b(?:files?|designs?|patterns?|fonts?|templates?|mockups?|pdfs?|pngs?|svgs?|jpe?gs?|formats?|layers?|presets?|brushes|stitch(?:es|-outs?)?|versions?|sizes?|pages?|sheets?|letters?|charts?)\b/i;
/** A word that joins a phrase to another: a phrase with one is no bare thing ("tears by hand"). */
const PREPOSITION = /^(?:by|with|w\/|for|in|on|at|to|of|from|into|onto)$/;

/** A gold's purity typed alone: "9ct", "18k". */
const GOLD_PURITY = /^(?:9|10|14|15|18|22|24)\s*(?:ct|k|kt|carat|karat)$/i;

/** "no thrusting or stabbing", "no dunking": doing something the seller rules out, never a quality the product has. */
const bansActivities = (display: string) => {
  // ("no drilling", "no assembly": what it needs none of, a selling point said "No drilling needed.".)
  if (phraseRoles().notNeeded(display)) return false;
  const things = /^no\s+(.+)$/i.exec(display.trim())?.[1]?.toLowerCase().split(/\s*(?:,|\bor\b|\band\b|&)\s*/).filter(Boolean);
  return !!things?.length && things.every((t) => /^\p{L}+ing$/u.test(t) && isActivityWord(t));
};

/** "no manual", "no original box": what should come in the box and does not. */
const missesBoxThing = (display: string) => {
  // ("no box or papers": each of them.)
  const things = /^no\s+(.+)$/i.exec(display.trim())?.[1]?.toLowerCase().replace(/\([^()]*\)/g, "").trim().split(/\s*(?:,|\bor\b|\band\b|&)\s*/).filter(Boolean);
  return !!things?.length && things.every(isBoxThing);
};

/** Where a seller's fact goes. */
function groupOf(fact: Fact, model: ProductModel): keyof FactGroups | undefined {
  if (fact.kind === "safety") return "safety";
  // (A plated or filled finish the name states is what it is, never what it is made of: "Gold Plated" of an enamel pin was
  // "MATERIAL: Made of gold plated."; blind review r26.)
  if (fact.source === "name") return fact.kind === "material" ? (/[\s-](?:plated|filled)$/i.test(fact.display) ? "is" : "named") : undefined;
  // "machine washable" reads best as what it is; "hand wash only" and "not dishwasher safe" as care lines.
  if (fact.kind === "care") return fact.polarity === "has" && fact.shape === "adj" && /(?:safe|washable|proof|resistant)(?: to .+)?$/i.test(fact.display) ? "is" : "care";
  if (fact.kind === "shipping") return "shipping";
  // A sentence of the seller's own description ("Hand-poured soy wax candle in a 200 g amber jar") is said
  // as they wrote it: cut into a template's slot it became "It comes with a hand-poured … candle".
  // "will rust if left wet", "may pill slightly", "can fade in direct sun": a caveat, said as one ("Please
  // note: …"), never as a feature or a bonus.
  if (fact.polarity === "has" && CAVEAT.test(fact.display) && !SAID_BY_ROLE.has(fact.kind)) return "notes";
  // "MUST be installed by a HETAS registered installer", "requires a 13A socket": what the buyer must have or do, a note
  // to read before buying, never one of its features ("riddling grate as well as MUST be installed by …"; blind review r22).
  if (fact.polarity === "has" && REQUIREMENT.test(fact.display) && !SAID_BY_ROLE.has(fact.kind)) return "notes";
  if (fact.polarity === "has" && isSellerSentence(fact) && !SAID_BY_ROLE.has(fact.kind)) return "clauses";
  // "also sizes 30-45cm, 45-60cm", "also in 14mm and 30mm": other products the seller sells, said apart as typed,
  // never among this one's features (listed as features they read as its own dimensions).
  // ("also stock 6203, 6205 & 6206 - see other listings", "also black, red & green" too: what else the seller sells; r18.)
  if (fact.polarity === "has" && /^also\s/i.test(fact.display)) return "clauses";
  // "made w/ beeswax, shea butter, …" is said as typed: in "Made of {material}" it read "made of made w/ beeswax".
  if (fact.polarity === "has" && /^(?:hand)?made\s+(?:with|w\/|from|of|in|by)\b/i.test(fact.display)) return "clauses";
  // "1983 (serial in pics)", "1940s": a year or a decade is when it was made, never a part it "comes with";
  // said plainly on a details line.
  if (fact.polarity === "has" && /^(?:1[89]|20)\d{2}(?:s|'s)?(?:\s*\([^()]*\))?$/.test(fact.display)) return "clauses";
  // "incl. 2 mixing cups, stir sticks, gloves x2 pairs": what comes with it, said as the seller listed it.
  if (fact.polarity === "has" && /^(?:incl\.?|includes|including|bundle\s*:)\s/i.test(fact.display)) return "clauses";
  // Roles with their own lines, whatever their polarity ("no returns", "no cracks" are a policy and a condition).
  if (fact.kind === "condition" || fact.kind === "policy" || fact.kind === "scent" || fact.kind === "quantity") return fact.kind;
  if (fact.kind === "instruction") return "usage";
  // "no holes", "no palm oil", "won't scratch pans": what it has not is a selling point, not a caveat.
  // (Not a missing part of the box: "no manual", "no original box" are a caveat; blind review r15.)
  // (Nor a use the seller bans: "no thrusting or stabbing" of a LARP sword; "It has no thrusting or stabbing." before; r26.)
  // (Nor how to place it: "no glass or plastic between lamp and animal" of a UVB tube; "It has no glass …" before; r28.)
  if (fact.polarity === "not" && BENEFIT.test(fact.display) && !missesBoxThing(fact.display) && !bansActivities(fact.display) && !/\bbetween\b/i.test(fact.display)) return "benefits";
  if (fact.polarity === "not" || fact.polarity === "separate") return "notes";
  // The name already says it ("no-pull" for a "No-Pull Dog Harness"): the name in the lead says it once.
  if (fact.inName) return "named";
  if (GIFT.test(fact.display)) return "gift";
  switch (fact.kind) {
    case "comparison":
      return "is";
    case "material":
      // "wooden", "woollen" describe; "solid oak" is what it is made of. "14k gold filled", "18k gold
      // plated" describe a finish: "It is 18k gold plated", never "made of 18k gold plated" (FTC: a
      // plated piece is not made of gold).
      return (/^\p{L}+en$/u.test(fact.display) && isAdjectiveWord(fact.display.toLowerCase())) || /\s(?:plated|filled)$/i.test(fact.display) ? "is" : "material";
    case "variant":
      // "available in 5 colors" is a sentence as typed; "sizes S to XL" fits "Available in …".
      return /^(?:available|comes|offered)\b/i.test(fact.display) ? "clauses" : "variant";
    case "size":
    case "capacity":
    case "weight":
    case "spec":
    case "use":
    case "audience":
    case "style":
      return fact.kind;
    case "certification":
      return fact.shape === "adj" ? "is" : "cert";
    case "compatibility":
      if (fact.shape === "adj") return "is";
      // ("fits Audi A3 8V" of brake pads: "They fit …", the verb agreeing (parse-facts' alsoSaidAs); among the seller's
      // clauses it was "Worth knowing: fits …; fits …" and in no Amazon bullet; blind review r32.)
      if (fact.shape === "verb") return "does";
      return FOR.test(fact.display) ? "compat" : "clauses";
    case "type":
      // "1 soft-close drawer" of a bedside table is a part it has, never what it is ("is a 1 soft-close drawer").
      // (A year is no count: "1887 shilling" is what the coin is, not "with an 1887 shilling"; blind review r13.)
      // (Nor a measure, nor beside a product with no parts: "16 qt & 23 qt pressure canners" of a gasket is what it fits.)
      if (COUNT_OF_THINGS.test(fact.display) && !/^(?:1[5-9]|20)\d{2}s?\s/.test(fact.display)) return hasNoParts(model.headNoun) ? "listed" : "has";
      // One kind in a set of them is a piece of the set, never what the set is.
      if (SET_NAME.test(model.name)) return "has";
      return fact.shape === "count" && !model.plural ? "type" : "listed";
  }
  switch (fact.shape) {
    case "adj":
      return "is";
    case "verb":
      return "does";
    case "clause":
      // "utensil holder included" is said as "It comes with a utensil holder."
      return /\s(?:included|inclusive|supplied|provided)$/i.test(fact.display) ? "included" : "clauses";
    case "count":
    case "plural":
      // (A count of things, "2 spare tips", "4 fine tuners"; never a measure, "16 qt & 23 qt pressure canners" of a gasket,
      // which is what it fits; blind review r20.)
      // What it is for, when it has no parts: a solar film's "telescopes, binoculars, camera lenses", a foil tape's "suncatchers,
      // lamps" (listed as details, "• Telescopes", before; blind review r20). A thing a word describes stays listed: "pre-fitted
      // braids" of guide blades are theirs.
      if (hasNoParts(model.headNoun)) {
        const words = fact.display.toLowerCase().split(/\s+/);
        // (Made things only, named bare: a washi tape's "mushrooms, ferns" are its prints and "tears by hand" what it does,
        // "made for mushrooms, ferns, postage stamps and tears by hand" before; blind review r25.)
        const head = words[words.length - 1]!;
        const forIt = fact.shape === "plural" && !/\d|\bincl|\binclud|\bsupplied\b/i.test(fact.display) && !isBoxThing(head) && !words.slice(0, -1).some(describesAPart) && (namesAnArtifact(head) || namesAnArtifact(singular(head)) || !isDictionaryWord(singular(head))) && !words.some((w) => PREPOSITION.test(w));
        return forIt ? "use" : "listed";
      }
      return (fact.part && describedPart(fact, model)) || COUNT_OF_THINGS.test(fact.display) ? "has" : "listed";
    default:
      return "listed";
  }
}

/**
 * Whether a countable noun the seller typed reads as a part of this product, one it "comes with". Most of those nouns
 * name things in their own right as well ("lead", "window", "cabinet", "box", "motors"): after another noun they name
 * another thing more often than a part of this one. "valley lining" and "bay windows" of lead flashing are where it
 * goes, "radiator cabinet" and "hedgehog hibernation box" other names for the product, and "It comes with a code 4
 * lead, a valley lining and bay windows" told buyers what is not in the box (blind review r17). So a compound is a
 * part when its noun is a part noun ("kangaroo pocket", "helper handle"), when a word before it describes it (a
 * quality, a material, a colour, a use in -ing, a count: "wooden stand", "ebony fingerboard & pegs", "charging port",
 * "4 fine tuners"), or when the product is a set whose pieces the seller is naming ("soup ladle" of a utensil set).
 * Anything else is listed plainly, which is true whatever it is.
 */
export function describedPart(fact: Fact, model: ProductModel): boolean {
  if (SET_NAME.test(model.name)) return true;
  // "oblong lightweight case w/ shoulder straps", "USB port on display": the part is what comes before the preposition.
  const phrase = fact.display.split(/\s+(?:w\/|with|on|in|for|at)\s+/i)[0]!;
  const withoutMaterials = findMaterials(phrase).reduceRight((text, m) => `${text.slice(0, m.start)} ${text.slice(m.end)}`, phrase);
  return withoutMaterials.split(/\s*(?:&|\+|,|\band\b)\s*/i).every((conjunct) => {
    const words = conjunct.toLowerCase().split(/\s+/).filter((w) => /\p{L}/u.test(w));
    const head = words[words.length - 1];
    if (!head || words.length === 1 || /^\d/.test(conjunct.trim())) return true;
    return PART_NOUNS.has(head) || PART_NOUNS.has(singular(head)) || words.slice(0, -1).some(describesAPart);
  });
}

/** A count of things ("2 spare tips", "4 x fine tuners"), not a measure ("16 qt …", "30 cm …"). */
const COUNT_OF_THINGS = /^\d+\s*(?:x\s*)?(?!(?:qt|oz|fl|ml|cl|l|mm|cm|m|in|inch|inches|ft|yd|yds|lb|lbs|kg|g|mg|w|v|a|mah|gb|tb|gsm|mil|%)\b)\p{L}/iu;

/** A product that is a set of pieces: what the seller names are the pieces in it. */
// ("Dry Fly Selection x24", "Assortment": one of its patterns was said to be the product, "is f-fly (cdc, natural)"; r22.)
const SET_NAME = /\b(?:set|kit|bundle|pieces?|pcs|hamper|collection|selection|assortment)\b/i;

/** Where on the product a part is ("front suspension fork", "rear rack") says it is one of its parts. */
const POSITION = /^(?:front|rear|back|side|top|bottom|inner|outer|upper|lower|left|right|inside|outside|internal|external)$/;

const describesAPart = (lower: string) => COLOURS.has(lower) || POSITION.test(lower) || /\p{L}{3,}ing$/u.test(lower) || isDescribingWord(lower);

/**
 * Keywords the seller's own sentence already says in other words ("frame mounting bracket included" beside
 * "Bracket included for mounting on your frame.") or word for word: the prose says them by saying that sentence; tags,
 * titles and search terms still use them.
 */
export function saidBySellerSentences(model: ProductModel): Set<Fact> {
  // (Not a shipping sentence, which a marketplace leaves out: "Order early for Burns Night - …" said no Burns Night there.)
  const sentences = model.facts.filter((f) => isSellerSentence(f) && f.kind !== "shipping").map((f) => f.display);
  // A keyword with its negation ("not chew proof", "no case included") is said by a sentence that has it word
  // for word, negation and all ("Please note it is not chew proof, so …"); a warning is always said apart.
  const saysWordForWord = (f: Fact) => f.kind !== "safety" && (f.polarity === "not" || f.polarity === "separate") && sentences.some((s) => containsPhrase(s, f.display));
  return new Set(model.facts.filter((f) => f.source === "keyword" && ((f.polarity === "has" && sentences.some((s) => sentenceCovers(s, f.display))) || saysWordForWord(f))));
}

/**
 * The seller's keywords that a longer entry of theirs says word for word ("sold secure gold" inside "The 16mm
 * shackle is Sold Secure Gold rated …"): in no group, since saying the longer one says them, but still
 * search words and still facts a benefit may come from.
 */
export function keywordsInLongerEntries(model: ProductModel): Fact[] {
  const displays = model.facts.map((f) => f.display);
  const said = displays.map(normaliseForMatch); // each once: every pair of entries is compared
  return model.facts.filter((f) => f.source === "keyword" && f.kind !== "safety" && displays.some((d, i) => d !== f.display && d.length > f.display.length && phraseMatcher(f.display).countIn(said[i]!) > 0));
}

/**
 * "garden screen" of "Woven Willow Hurdle Fence Panel 6ft x 4ft - Handwoven in Somerset - Garden Screening": an entry that is a
 * whole part of the name between its dashes or bars says what the product is, never a part it comes with ("complete with a
 * garden screen"; blind review r19). Each of its words opens the segment's word in turn. ("Threading Hook" of "2 Shuttles &
 * Threading Hook" is no whole segment: a part named in the name.)
 */
function isSegmentOfName(f: Fact, name: string): boolean {
  const words = f.display.toLowerCase().split(/\s+/);
  if (words.length < 2 || /\d/.test(f.display)) return false;
  return name
    .toLowerCase()
    .split(/\s+[-–—|]\s+|\s*,\s*/)
    .some((segment) => {
      const segmentWords = segment.trim().split(/\s+/);
      // (The same word, its plural or its "-ing": "Toe Clipped" is a way the shoes are made, no "toe clip"; blind review r20.)
      return segmentWords.length === words.length && segmentWords.every((w, i) => w.startsWith(words[i]!) && /^(?:|s|es|ing)$/.test(w.slice(words[i]!.length)));
    });
}

export function groupFacts(model: ProductModel, allowed: (fact: Fact) => boolean = () => true): FactGroups {
  const g: FactGroups = {
    type: [], has: [], listed: [], is: [], does: [], clauses: [], included: [], benefits: [], aka: [], shipping: [], material: [], size: [], capacity: [], weight: [], spec: [],
    variant: [], compat: [], cert: [], use: [], audience: [], gift: [], style: [], care: [], usage: [], notes: [], safety: [], named: [],
    condition: [], policy: [], scent: [], quantity: [],
  };
  // An entry said inside a longer one ("Merino wool" in "100% merino wool") is said by saying that one.
  const displays = model.facts.map((f) => f.display);
  const said = displays.map(normaliseForMatch); // each once: every pair of entries is compared
  // (Not inside a shipping line, which a marketplace leaves out: "Burns Night" inside "Order early for Burns Night - the last
  // chilled dispatch is …" was said nowhere on Walmart; blind review r14.)
  // (Nor inside a warning: "tweezers" of a kit is a thing in its box, named again in "change tips only when cool using
  // tweezers"; it was in no list of the kit's contents; blind review r16.)
  const containedElsewhere = (f: Fact) => displays.some((d, i) => d !== f.display && d.length > f.display.length && model.facts[i]!.kind !== "shipping" && (model.facts[i]!.kind !== "safety" || f.kind === "safety") && phraseMatcher(f.display).countIn(said[i]!) > 0);

  const digital = DIGITAL.test([model.name, ...model.facts.map((f) => f.display)].join("\n"));
  const ownNouns = new Set([model.headNoun, model.category?.confident ? model.category.category.noun?.split(" ").pop() : undefined].filter(Boolean).map((n) => singular(n!.toLowerCase())));
  const namesTheProduct = (f: Fact) => ((f.shape === "count" || f.shape === "plural" || f.shape === "mass") && ownNouns.has(singular(f.display.toLowerCase().split(/\s+/).pop() ?? ""))) || isSegmentOfName(f, model.name);
  for (const fact of model.facts) {
    // (Who it is for is said whole, each of them: "nurses" beside "dental nurses" is no repeat; blind review r13.)
    if (fact.kind === "safety" ? isInsideAnotherWarning(fact, model.facts) : (fact.kind !== "audience" && containedElsewhere(fact)) || !allowed(fact)) continue;
    let group = groupOf(fact, model);
    // A digital product's physical things are what its files are for, never what it comes with: embroidery files "offer
    // … tea towels, cushion covers and baby blankets" (blind review r17).
    // (Physical things only, by WordNet: a flashcard deck's "English meanings" and "free updates" are what it holds, "It is a
    // good fit for … English meanings and free updates" before; blind review r20.)
    if (digital && (group === "has" || group === "listed") && fact.shape === "plural" && fact.polarity === "has" && !FILE_NOUN.test(fact.display) && !/\d/.test(fact.display) && namesAnArtifact(fact.display.toLowerCase().split(/\s+/).pop() ?? "")) group = "use";
    // "2 mats" of a "Baking Mat Set", "6 bath bombs" of a gift set: how many it has, not another name for
    // it ("65 inch TV", "4K TV" are other names).
    if ((group === "listed" || group === "type") && COUNT_OF_THINGS.test(fact.display) && fact.shape === "plural" && !hasNoParts(model.headNoun)) group = "has";
    // A second name for the product ("65 inch TV" after "4K TV") is a search word, not a sentence.
    // (Nor a part it "comes with": "thermal paper rolls" of "Tachograph Printer Rolls" is what it is; blind review r18.)
    // (Of a set, what names one of its kind is a piece of it: "f-fly (cdc, natural)" of a "Dry Fly Selection x24" was said
    // to be the selection; blind review r22.)
    if (group === "has" && !/^\d/.test(fact.display) && namesTheProduct(fact) && fact.kind !== "material" && !SET_NAME.test(model.name)) group = g.type.length ? "aka" : "type";
    if (!SET_NAME.test(model.name) && ((group === "type" && g.type.length) || ((group === "listed" || group === "type") && namesTheProduct(fact) && fact.kind !== "material"))) group = g.type.length || group === "listed" ? "aka" : group;
    // What names the product is never what it is for: "replacement strings" of a "Lever Harp String Set" ("are made for
    // replacement strings" before; blind review r26).
    if (group === "use" && fact.polarity === "has" && fact.kind !== "use" && namesTheProduct(fact)) group = "aka";
    // "COSHH spill kit refill" of absorbent socks is what they are, never a refill they come with ("Components: a COSHH spill
    // kit refill"; blind review r27).
    if ((group === "has" || group === "listed") && fact.polarity === "has" && /\b(?:refill|refills|replacement|replacements)$/i.test(fact.display) && !/\d/.test(fact.display)) group = "aka";
    // A service has no box: "2 revisions included" is what it comes with ("Inside the box: 2 revisions."; blind review r28).
    if (group === "included" && namesAService(model.headNoun)) group = "has";
    // A set's own name is another name for it, never a piece of it: "disc golf set", "3 disc set" of a "Disc Golf Starter Set 3
    // Discs" ("With a disc golf set and a 3 disc set, the …" before; blind review r26).
    if ((group === "has" || group === "listed" || group === "type") && SET_NAME.test(model.name) && fact.polarity === "has" && /\b(?:set|kit|bundle)$/i.test(fact.display) && fact.display.split(/\s+/).length <= 4) group = /\d/.test(fact.display) ? "listed" : "aka";
    // A service is the work: a thing it handles ("chef knife" of a sharpening service) is neither what it is nor another name.
    if ((group === "type" || group === "aka") && namesAService(model.headNoun) && !namesAService(fact.display.split(/\s+/).pop() ?? "")) group = "listed";
    // "30mm diameter knob" ends on the product's noun but is its size, not another name to be searched as.
    if (group === "aka" && /\d\s*(?:mm|cm|m|in|inch|inches|"|ft)\b/i.test(fact.display)) group = "size";
    // "English edition" of a board game is which edition this is, not another name it is searched as.
    // (Nor a figure: "max load 3000kg per ramp" is a rating, "Known, too, as: max load 3000kg per ramp" before; blind review r13.)
    if (group === "aka" && (/\b(?:edition|version)$/i.test(fact.display) || /\d/.test(fact.display))) group = "listed";
    // A service's metals are what it works on, never what it is made of ("Made of 925 silver" of a ring resizing service;
    // blind review r26): said as what it is for, with a gold's purity beside them ("9ct, 18ct").
    if (namesAService(model.headNoun) && fact.polarity === "has" && (group === "material" || (group === "named" && fact.kind === "material") || (fact.source === "keyword" && GOLD_PURITY.test(fact.display)))) group = "use";
    if (group) g[group].push(fact);
  }
  leadingNamesAsSearchWords(g, model);
  // Several single sizes in one unit ("16 inch, 18 inch, 20 inch") are the sizes it comes in, not its
  // dimensions ("8 mm wide, 8 inch" are both of one bracelet).
  const unitOf = (f: Fact) => /^\d+(?:[.,]\d+)?\s*("|[\p{L}]+)$/u.exec(f.display.trim())?.[1]?.toLowerCase();
  if (g.size.length >= 2 && g.size.every((f) => unitOf(f) && unitOf(f) === unitOf(g.size[0]!))) g.variant.push(...g.size.splice(0));
  keepSellerListsTogether(g, model.facts);
  return g;
}

/**
 * The names a seller types first, before any fact ("bed pads, bed protector, incontinence sheet, waterproof mattress
 * protector, reusable, …"): what shoppers call the product, searched, never parts it comes with ("Discover the … Bed
 * Pads x2, with a waterproof mattress protector", "It comes with an auto coop door, a poultry door"; blind review r22).
 * The run starts at the first keyword, which shares a word with the product's name, and holds three bare names or more: no
 * figure, no quality, nothing said of them. Of a set, the first must share two words with its name: its first names may
 * be its pieces ("chef knife, santoku" of a "Kitchen Knife Set").
 */
function leadingNamesAsSearchWords(g: FactGroups, model: ProductModel): void {
  const keywords = model.facts.filter((f) => f.source === "keyword");
  // (The name's own first part: "Conical Burr" after a grinder's comma is a part, and "stainless steel conical burr, adjustable
  // grind settings" were no other names for it.)
  const firstPart = model.name.split(/\s*[,(|[]\s*|\s+[-–—|/]\s+|\s+(?:for|with)\s+|\s+w\/\s*/i)[0] ?? model.name;
  const nameWords = new Set(firstPart.toLowerCase().split(/[^\p{L}]+/u).filter((w) => w.length > 2).map(singular));
  // (Each names a made thing, by WordNet, or a device by its "-er"/"-or" ("bed protector", WordNet's only a person's):
  // "pop hole", "fly fishing", "fine grog" end the run.)
  const thing = (word: string) => namesAnArtifact(singular(word)) || /\p{L}{3,}(?:er|or)s?$/u.test(word);
  const bareName = (f: Fact) => thing(f.display.toLowerCase().split(/\s+/).pop() ?? "") && f.polarity === "has" && (f.kind === "feature" || f.kind === "type") && (f.shape === "count" || f.shape === "plural" || f.shape === "mass") && !/[\d(),:;/&+]/.test(f.display) && f.display.split(/\s+/).length <= 4;
  // (A thing the name says it is for ends the run: "wheelchair" of a "… Wheelchair Threshold Ramp" and the "mobility scooter,
  // rollator, walker" after it are what the ramp serves; "Also listed as: … rollator and walker" before; blind review r25.)
  const partWords = firstPart.toLowerCase().split(/[^\p{L}]+/u).filter(Boolean);
  const namedModifier = (f: Fact) => {
    const at = partWords.indexOf(f.display.toLowerCase().trim());
    return at >= 0 && at < partWords.length - 1;
  };
  const run: Fact[] = [];
  for (const fact of keywords) {
    if (!bareName(fact) || namedModifier(fact)) break;
    run.push(fact);
  }
  // (Of a set, two words of its name: "auto coop door" of a "… Coop Door Opener Kit", never "chef knife" of a "Knife Set".)
  // (The first or the second name may be the one the product's name holds: "scaffold clips, double coupler, right angle
  // coupler" of "… Scaffold Double Couplers x10"; "come with scaffold clips" before; blind review r26.)
  const named = run.slice(0, 2).find((f) => nameWords.has(singular(f.display.toLowerCase().split(/\s+/).pop() ?? "")));
  const firstWords = named ? named.display.toLowerCase().split(/\s+/) : [];
  const shared = firstWords.filter((w) => nameWords.has(singular(w))).length;
  // Its own noun is one of the name's ("bed pads" of "… Bed Pads x2", "auto coop door" of a "… Coop Door Opener Kit").
  if (run.length < 3 || !nameWords.has(singular(firstWords[firstWords.length - 1] ?? "")) || shared < (SET_NAME.test(model.name) ? 2 : 1)) return;
  moveTo(g, "aka", run);
  // The things typed after the one the name says it serves are served too: "wheelchair, mobility scooter, rollator, walker".
  const next = keywords[run.length];
  if (!next || !namedModifier(next)) return;
  const served: Fact[] = [];
  for (const fact of keywords.slice(run.length + 1)) {
    if (!bareName(fact) || fact.display.trim().split(/\s+/).length > 2) break;
    served.push(fact);
  }
  moveTo(g, "use", served);
  g.use.sort((a, b) => model.facts.indexOf(a) - model.facts.indexOf(b));
}

/** Facts read as parts or details moved to another group (its other names, or what it is for). */
function moveTo(g: FactGroups, group: "aka" | "use", facts: readonly Fact[]): void {
  const moving = new Set(facts.filter((f) => g.has.includes(f) || g.listed.includes(f)));
  if (!moving.size) return;
  g.has = g.has.filter((f) => !moving.has(f));
  g.listed = g.listed.filter((f) => !moving.has(f));
  g[group].push(...moving);
}

/**
 * A list the seller typed together ("walls, floors, doors, pillars, stairs;") is said together: where most of it is
 * listed, the items read as parts ("doors") are listed with it, in the seller's order, not said apart ("with doors").
 */
function keepSellerListsTogether(g: FactGroups, facts: readonly Fact[]): void {
  const order = new Map(facts.map((f, i) => [f, i]));
  const moved = new Set<Fact>();
  for (const group of new Set(g.listed.map((f) => f.group).filter((n) => n !== undefined))) {
    const listed = g.listed.filter((f) => f.group === group).length;
    const parts = g.has.filter((f) => f.group === group);
    if (parts.length && listed >= 2 && listed > parts.length) parts.forEach((f) => moved.add(f));
  }
  if (!moved.size) return;
  g.has = g.has.filter((f) => !moved.has(f));
  g.listed = [...g.listed, ...moved].sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0));
}

/** How many pieces a set says it has: "Set of 3", "6pc", "6 pieces", in the name or a keyword ("set of 3: …"). */
function setCount(model: ProductModel): number | undefined {
  const SET = /\bset of (\d+)\b|\b(\d+)\s*-?\s*(?:pc|pcs|piece|pieces)\b|\b(\d+)[- ]piece set\b/i;
  for (const text of [model.name, ...model.facts.filter((f) => f.source === "keyword").map((f) => f.display)]) {
    const m = SET.exec(text);
    if (m) return Number(m.slice(1).find(Boolean));
  }
  return undefined;
}

/**
 * A labelled sizes list that names one size per piece of the set ("sizes: 6, 10, 12, 16, 20, 25mm" of a
 * "Chisel Set 6pc"): the list as typed, to be said as what the set holds. Undefined when the counts differ
 * (a 6-pack of socks "sizes: S, M, L" is a choice of size).
 */
export function setPieceSizes(model: ProductModel, fact: Fact): string | undefined {
  const list = /^sizes?\s*[:\-–]?\s*(.+)$/i.exec(fact.display)?.[1];
  const count = setCount(model);
  if (!list || !count) return undefined;
  const items = list.split(/\s*,\s*|\s+(?:and|&)\s+/).filter(Boolean);
  return items.length === count ? list : undefined;
}

/**
 * A fact read from the name, as it reads inside a sentence: "Cast Iron" → "cast iron". A word whose capital
 * the seller's input makes a name ("Carbon" of a "Carbon Steel Wok" with no lower-case "carbon" anywhere),
 * a brand's or a mark's capitals ("OEKO-TEX", "MagSafe") stay: the checker holds the listing to them.
 */
export const inSentence = (f: Fact, model: ProductModel): string => {
  if (f.source !== "name") return f.display;
  const names = new Set(model.verbatim);
  return f.display.replace(/\b(\p{Lu})(\p{Ll}+)\b/gu, (w) => (names.has(w) ? w : w.toLowerCase()));
};

/** "a, b and c". */
export function joinAnd(items: readonly string[], conjunction = "and"): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} ${conjunction} ${items[items.length - 1]}`;
}

/** A measure without the label a spreadsheet gave it: "weight 1.4kg" is said "It weighs 1.4kg", never "weighs weight". */
// ("size: lens 50mm, bridge 22mm" is said "It measures lens 50mm, bridge 22mm": a label before sizes that name what they measure.)
const measureValue = (f: Fact) => f.display.replace(/^(?:net\s+)?(?:weight|size|dimensions?|capacity|volume|measurements?)\s*[:=-]?\s+(?=\d|\p{L}+\s+\d)/iu, "");

/** A part with its article when it takes one: "a gold rim", "raised edges", "7 pieces". */
// (Never before a figure: "with a 50 sets per book"; blind review r27.)
const partPhrase = (f: Fact) => (f.shape === "count" && !/^\d/.test(f.display.trim()) ? withArticle(f.display) : f.display);

/**
 * Bare uses ("legs", "face") said after one "for", where the seller typed them that way; the others as they are.
 * A list of three or more shares its "for" whatever the length of each ("for paint stripping, shrink wrap and PVC
 * bending", not "for paint stripping, for shrink wrap and for PVC bending"; blind review r12).
 */
function sharedFor(phrases: readonly string[], displays: readonly string[]): string[] {
  // ("for a birthday, a dinner party and a hen do": an occasion keeps its article in the shared list.)
  // (The seller's own "for saddles" heads the list it opened: "for saddles, bridles and tack", never "for saddles and for …".)
  const asTyped = (p: string, d: string) => p === `for ${d}` || p === `for ${withArticle(d)}` || p === `for ${LIFE_STAGE_PLURALS.get(d.toLowerCase())}` || (p === d && /^for\s+\p{L}[\p{L}'-]*$/iu.test(d));
  const plain = phrases.map((p, i) => asTyped(p, displays[i]!) && !/[,(]/.test(displays[i]!) && displays[i]!.split(/\s+/).length <= 4);
  const bare = plain.filter(Boolean).length >= 3 ? plain : phrases.map((p, i) => asTyped(p, displays[i]!) && !/\s/.test(displays[i]!));
  if (bare.filter(Boolean).length < 2) return [...phrases];
  const first = bare.indexOf(true);
  const grouped = `for ${joinAnd(phrases.filter((_, i) => bare[i]).map((p) => p.replace(/^for\s+/, "")))}`;
  return phrases.flatMap((p, i) => (i === first ? [grouped] : bare[i] ? [] : [p]));
}

/** The product's own colour or colours, as the listing says them, when one variant entry gives them without a choice. */
function productColours(fact: Fact): string | undefined {
  if (namesOneColour(fact.display)) return fact.display;
  const labelled = /^colou?rs?\s*:\s*(.+)$/i.exec(fact.display)?.[1]?.trim();
  if (labelled) return labelled;
  // "red/white/white": a colour said twice is a scheme, every part of it on the one product.
  const parts = fact.display.toLowerCase().split(/\s*\/\s*/);
  return parts.length >= 3 && new Set(parts).size < parts.length && parts.every(namesOneColour) ? fact.display : undefined;
}

/** Verb phrases joined, the verb said once when every one opens with it: "fit A, B and C". */
function sharedVerb(phrases: readonly string[]): string {
  const verb = phrases[0]!.split(/\s+/)[0]!.toLowerCase();
  const shared = phrases.length >= 2 && /^\p{Ll}+$/u.test(verb) && phrases.every((p) => p.split(/\s+/)[0]!.toLowerCase() === verb && p.split(/\s+/).length > 1);
  return joinAnd(shared ? phrases.map((p, i) => (i === 0 ? p : p.replace(/^\S+\s+/, ""))) : [...phrases]);
}

/** Ages of life a seller types in the singular, with the plural a sentence says them in. */
const LIFE_STAGE_PLURALS: ReadonlyMap<string, string> = new Map([
  ["newborn", "newborns"], ["baby", "babies"], ["infant", "infants"], ["toddler", "toddlers"], ["child", "children"],
  ["kid", "kids"], ["teen", "teens"], ["teenager", "teenagers"], ["adult", "adults"], ["senior", "seniors"],
]);

/** What follows "for": "for hiking", "for the kitchen", "for small dogs", "for ages 3+"; the seller's own "for" kept. */
export function forPhrase(f: Fact): string {
  const display = f.display;
  if (FOR.test(display)) {
    // "for car" is said "for the car", as "car" typed alone is; "for cars", "for hiking" as typed.
    const rest = display.replace(FOR, "");
    // ("for parrot" is said "for a parrot": "It is made for parrot." before; blind review r30.)
    if (namesOneAnimal(rest.toLowerCase())) return `for ${withArticle(rest)}`;
    return `for ${isPlace(rest.toLowerCase()) ? useAfterFor(rest.toLowerCase(), rest) : rest}`;
  }
  // An age typed as a range or a floor ("0-3 months", "18 months+", "4+") is said "for ages …"; a player count "for 2-5 players".
  if (f.kind === "audience" && /^\d/.test(display)) return /players?\b/i.test(display) ? `for ${display}` : `for ages ${display}`;
  const lower = display.toLowerCase();
  if (isOneOccasion(lower)) return `for ${withArticle(display)}`;
  // People named by what describes them take "the": "for the elderly", never "for elderly".
  if (f.kind === "audience" && PEOPLE_BY_DESCRIPTION.has(lower)) return `for the ${display}`;
  // A stage of life typed in the singular is said of all of them: "for newborns", never "for newborn" (blind review r31).
  const stage = LIFE_STAGE_PLURALS.get(lower);
  if (f.kind === "audience" && stage) return `for ${stage}`;
  return `for ${isPlace(lower) || /^(?:indoor|outdoor|everyday|daily)$/.test(lower) ? useAfterFor(lower, display) : display}`;
}

/**
 * A thing named in a seller's note, with the article it takes: "a saucer", "an ink cartridge", "2
 * charging cables", "batteries" ("a" for what comes with it, "the" for what does not).
 */
/** "2 charging cables", "batteries" are several; "36W power adapter", "1 lid" are one. */
export function namesSeveral(phrase: string): boolean {
  const last = (phrase.trim().split(/\s+/).pop() ?? "").toLowerCase();
  // "battery and charger" are two things: "are sold separately".
  // "Pi board, PSU, SD card" too: a list.
  return isPluralNoun(last) || /\s(?:and|&)\s|,\s*\S/i.test(phrase) || (/^(?:[2-9]|\d{2,})\s+\p{L}/u.test(phrase.trim()) && !/^\d+\s*(?:w|v|a|mah|mm|cm|m|in|inch|ft|oz|ml|l|g|kg|lb|lbs|gb|tb)\b/i.test(phrase.trim()));
}

export function thingOf(phrase: string, article: "a" | "the"): string {
  const words = phrase.trim().split(/\s+/);
  const last = (words[words.length - 1] ?? "").toLowerCase();
  if (/^\d/.test(phrase) || isPluralNoun(last) || !COUNTABLE_PARTS.has(last.replace(/[^\p{L}-]/gu, ""))) return article === "the" && !/^\d/.test(phrase) && !isPluralNoun(last) ? `the ${phrase}` : phrase;
  return article === "a" ? withArticle(phrase) : `the ${phrase}`;
}

/**
 * How a tone strings a list of the seller's parts and named things together (fields.yaml `lists`): the words
 * before the last item ("and", "as well as", ", plus") and whether measured items ("20000mAh", "12 oz bag") come first.
 * The items are the seller's, as typed, whatever the style.
 */
export interface ListStyle {
  last?: string;
  figuresFirst?: boolean;
}

/** The items with the ones that carry a figure first, each group in the seller's order. */
const figuresFirst = (items: string[]) => [...items.filter((t) => /\d/.test(t)), ...items.filter((t) => !/\d/.test(t))];

/**
 * What the product is called on a second mention ("this dutch oven"): the category's noun, only when the
 * category is certain and the seller's name ends in that noun (model.headNoun), so a wrong guess never renames
 * the product. One thing only (several are "they"), and never a noun the seller's entries say already
 * ("woven wall hanging"): a fourth "wall hanging" in one text reads as keyword stuffing.
 */
function shortNoun(model: ProductModel, noun: string | undefined): string | undefined {
  if (!noun || model.plural || noun.toLowerCase().split(/\s+/).pop() !== model.headNoun.toLowerCase()) return undefined;
  return model.facts.some((f) => f.source !== "name" && containsPhrase(f.display, noun)) ? undefined : noun;
}

/** Token values for the phrasebook, from the facts and (when the category is certain) its pack. */
export function slotsFor(model: ProductModel, g: FactGroups, style: ListStyle = {}): Slots {
  const pack = model.category?.confident ? model.category.category : undefined;
  const list = (facts: Fact[], render: (f: Fact) => string = (f) => f.display) => (facts.length ? joinAnd(facts.map(render)) : undefined);
  // Parts and named things in the tone's list style.
  const styled = (facts: Fact[], render: (f: Fact) => string = (f) => f.display) => {
    if (!facts.length) return undefined;
    const items = style.figuresFirst ? figuresFirst(facts.map(render)) : facts.map(render);
    if (items.length === 1 || !style.last) return joinAnd(items);
    // A conjunction written with its comma (", plus") keeps it: "a lid, a knob, plus a handle".
    return `${items.slice(0, -1).join(", ")}${style.last.startsWith(",") ? "" : " "}${style.last} ${items[items.length - 1]}`;
  };
  // Category wording is only for what the input does not contradict (a "not for kids" input drops "kids").
  // ...nor what the seller already said ("the gym" when the seller typed "gym").
  const saidUses = g.use.map((f) => forPhrase(f).replace(/^for\s+/i, ""));
  const safePack = (items: string[] | undefined) =>
    (items ?? []).filter((item) => !model.negated.some((n) => containsPhrase(item, n) || containsPhrase(n, item)) && !saidUses.some((u) => containsPhrase(u, item) || containsPhrase(item, u)));
  // "a coffee for morning coffee": a use that repeats the product's noun says nothing.
  const nounWord = pack?.noun?.split(" ").pop()?.toLowerCase();
  const uses = safePack(pack?.uses).filter((u) => !nounWord || !u.toLowerCase().split(/\s+/).includes(nounWord));
  const audiences = safePack(pack?.audiences);
  return {
    name: model.name,
    noun: pack?.noun,
    short: shortNoun(model, pack?.noun),
    // ("ratchet straps" of a 4 pack takes no article: "are a ratchet straps" before; blind review r19.)
    type: list(g.type, (f) => (isPluralNoun(f.display.toLowerCase().split(/\s+/).pop() ?? "") && !/\d/.test(f.display) ? f.display : withArticle(f.display))),
    has: styled(g.has, partPhrase),
    listed: styled(g.listed),
    // Qualities keep "and": "oven safe as well as induction compatible" does not parse as English.
    is: list(g.is),
    // "Lasts 1000+ loads" for "Wool Dryer Balls" is said "They last 1000+ loads".
    // One verb for a run of the seller's lines that share it: "fit VW Golf Mk7, Audi A3 8V and Seat Leon 5F", never "fit …, fit …
    // and fit …" (blind review r32).
    does: g.does.length ? sharedVerb(g.does.map((f) => (model.plural ? (f.alsoSaidAs ?? f.display) : f.display))) : undefined,
    material: list(g.material),
    // "Carbon Steel" of the name is "carbon steel" inside a sentence; a brand's or a mark's capitals stay.
    namedMaterial: list(g.named.filter((f) => f.kind === "material"), (f) => inSentence(f, model)),
    size: list(g.size, measureValue),
    capacity: list(g.capacity, measureValue),
    weight: list(g.weight, measureValue),
    spec: g.spec.length ? g.spec.map((f) => f.display).join(", ") : undefined,
    variant: list(g.variant, (f) => f.alsoSaidAs ?? f.display),
    // A set's sizes, one piece each ("Set of 3" with "sizes: S, M, L"), are what the set holds, never a choice.
    setSizes: g.variant.length === 1 ? setPieceSizes(model, g.variant[0]!) : undefined,
    // One colour is the product's colour, not a choice ("Pick from warm white."): said in the "colour" wordings. So are
    // colours the seller labelled without offering a choice ("colours: terracotta red, black, buff", "colour: metallic
    // blue") and a scheme that repeats one ("red/white/white"): "Colors: …", never "THE CHOICES" (blind review r13).
    colour: g.variant.length === 1 ? productColours(g.variant[0]!) : undefined,
    compat: list(g.compat, forPhrase),
    cert: list(g.cert),
    // Each item keeps its "for", so the seller's phrase stays whole: "for hiking and for the gym".
    // (Uses typed bare, one word each, share one "for": "for legs, face and head", never "for legs, for face and for head"
    // of a razor: blind review r11.)
    use: g.use.length ? joinAnd(sharedFor(g.use.map(forPhrase), g.use.map((f) => f.display))) : undefined,
    // "for ages 0-3 months and 3-6 months", not "for ages 0-3 months and for ages 3-6 months".
    audience: g.audience.length ? joinAnd(sharedFor(g.audience.map(forPhrase).map((p, i, all) => (i > 0 && /^for ages /.test(p) && /^for ages /.test(all[i - 1]!) ? p.replace(/^for ages /, "") : p)), g.audience.map((f) => f.display))) : undefined,
    gift: list(g.gift, (f) => f.display.replace(/^a\s+/i, "")),
    style: list(g.style),
    included: list(g.included, (f) => thingOf(f.display.replace(/\s+(?:included|inclusive|supplied|provided)$/i, ""), "a")),
    benefit: undefined,
    aka: list(g.aka),
    // A care sentence of the seller's follows the short lines as a sentence: "NO harsh chemicals. To care for it, just wipe…".
    care: g.care.length ? [g.care.filter((f) => !isCareSentence(f)).map((f) => f.display).join(", "), ...g.care.filter(isCareSentence).map((f) => f.display.charAt(0).toUpperCase() + f.display.slice(1))].filter(Boolean).join(". ") : undefined,
    // Each instruction keeps its own commas: "mix w/ oatmeal & fry as laver cakes; serve hot".
    usage: g.usage.length ? g.usage.map((f) => f.display).join("; ") : undefined,
    notes: g.notes.length ? g.notes.map((f) => f.display).join(", ") : undefined,
    // Condition and policy lines join the seller's phrases with semicolons: each may hold commas of its own.
    // The seller's own "condition:" label goes: every condition wording has its own ("Current condition: condition: GOOD" before;
    // blind review r11). The entry's words are kept.
    condition: g.condition.length ? g.condition.map((f, i) => (i === 0 ? f.display.replace(/^condition\s*[:\-–]\s*(?=\S)/i, "") : f.display)).join("; ") : undefined,
    policy: g.policy.length ? g.policy.map((f) => f.display).join("; ") : undefined,
    scent: g.scent.length ? g.scent.map((f) => f.display).join("; ") : undefined,
    quantity: list(g.quantity),
    uses: uses.length ? joinAnd(uses.slice(0, 3), "or") : undefined,
    audiences: audiences.length && !g.audience.length && !g.gift.length ? joinAnd(audiences.slice(0, 2)) : undefined,
  };
}

/**
 * The content words of each thing the seller ruled out that has two or more ("dmx cables" of "DMX cables NOT included"):
 * a title or a search line that holds all of one says it, word by word, whatever stands between them.
 */
export function negatedWordSets(model: ProductModel): string[][] {
  return model.negated.map((n) => normaliseForMatch(n).split(" ").filter((w) => w.length > 1 && !/^(?:and|or|the|a|an|of|for|with|to|in|on|by)$/.test(w))).filter((ws) => ws.length >= 2);
}
