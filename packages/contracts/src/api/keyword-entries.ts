// The "Keywords & Features" box holds one entry per comma, semicolon or line. The generator reads the
// entries as facts, and the request schema caps how many there may be, so both split the same way.

/** Where a safety warning starts in a line ("WARNING: …", "CAUTION - …"). */
// ("ALLERGY WARNING: people with shellfish, crustacean or dust mite allergies may react" too: cut at its first comma, it
// ended "people with shellfish."; blind review r18.)
const WARNING_START = /^\s*(?:(?:ALLERGY|ALLERGEN|SAFETY|HEALTH|FIRE|CHOKING)\s+)?(?:WARNING|CAUTION|DANGER)\s*(?:[:!\-–—]|\s-)/i;
/** A piece after a comma that goes on with the warning's sentence (the Prop 65 text: "…lead, which is known…"). */
const CONTINUES = /^\s*(?:which|who|that|and|or|but|including|such as|as|if|when|while|where|especially|because|so|to|for|of|in|on|with|or other)\b/i;
/**
 * A piece after a comma that is a safety instruction of its own goes on with the warning before it: "WARNING:
 * not a toy, keep away from children" is one warning, shown word for word, never a warning and a stray line.
 */
// (A hazard of its own too: "…, chimney gets very hot - pour using handle & chain" of a storm kettle; blind review r21.)
// (And how to deal with it: "WARNING: dry clay dust contains silica, do not sweep, wet clean only"; blind review r22.)
const SAFETY_CONTINUES = /^\s*(?:(?:isolate|switch\s+off|turn\s+off)\b[^,]{0,40}\bbefore\b|keep\s[^,]{0,50}\bat\s+all\s+times\b|sharp\s+(?:edges?|points?|blades?)\b|(?:the\s+)?[a-z]+(?:\s+[a-z]+)?\s+(?:is|are)\s+(?:very\s+|extremely\s+)?(?:sharp|hot|heavy)\b|adults?\s+only\b|(?:it|they|this)\s+(?:can|may|could|will)\s+[a-z]+|[^,]{0,60}\b(?:can|may|could|will)\s+cause\b|(?:[a-z]+\s+){0,2}(?:clean|use|wipe|vacuum)\s+only\b|[a-z]+(?:\s+[a-z]+)?\s+gets?\s+(?:very\s+|extremely\s+)?hot\b|keep\s+(?:away\s+from|out\s+of(?:\s+the)?\s+reach\s+of)\b|do\s+not\b|don['’]t\b|never\b|not\s+(?:a\s+toy|for\s+(?:children|kids|infants|babies)|suitable\s+for\s+(?:children|kids|infants|babies))\b|adult\s+supervision\b|use\s+(?:only\s+)?under\s+(?:adult\s+)?supervision\b|choking\s+hazard\b|small\s+parts\b|seek\s+medical\b|if\s+swallowed\b|swallowing\b|wear\s+(?:gloves|eye\s+protection|goggles)\b|disconnect\b|contains?\s+magnets?\b|stop\s+(?:use\s+|using\s+)?if\b|discontinue\b)/i;
/**
 * Past a semicolon, a warning goes on with an instruction or a hazard of its own ("…; allow to cool before handling",
 * "…; HCS blades will dull on metal"), never with the seller's next claim: "WARNING: external use only; not tested on
 * animals" had taken the claim into the warning while any piece of four words went on with it.
 */
const WARNING_GOES_ON = /^\s*(?:allow|always|avoid|call|discard|dispose|do\s+not|don['’]t|keep|never|only\s+use|remove|rinse|seek|stop|supervise|unplug|use\s+(?:only|with|under)|wash\s+hands|wear|replace|if\b|may\s+(?:cause|irritate|contain|stain)|can\s+(?:cause|irritate|burn)|causes?|risk\s+of|hazard|flammable|harmful|toxic|hot\b|sharp\b)|\b(?:will|may|can)\s+(?:dull|break|burn|crack|shatter|damage|cause|irritate|stain)\b/i;
/** An offer, a term of sale or a selling word: never part of a warning, however the seller ran it on with commas. */
// (Nor who it is for: "…, keep away from dry grass, beginner and pro beekeepers" of a bee smoker; blind review r28.)
// (Nor a standard it is tested to, a material, "BPA free": "…, seek medical care immediately, ASTM F963 & CPSIA tested, food-grade
// ABS plastic, BPA free" of magnetic tiles were all in the bold WARNING; blind review r33.)
const NOT_OF_A_WARNING = /\b(?:certified|approved|compliant|food[\s-]grade|bpa[\s-]free|astm|cpsia|en\s?71|welded|riveted|beginners?|novices?|hobbyists?|enthusiasts?|(?:smoke|pet)[\s-]?free|postage|shipping|delivery|dispatch(?:ed)?|courier|discount|offers?|returns?|refunds?|(?:non[\s-]?)?returnable|warranty|guarantee|gift|friendly|bestseller|free\s+(?:uk|us|eu)?\s*(?:post|p&p))\b/i;
/** A restriction shouted in capitals ("HCS blades are for wood ONLY") goes on with a warning too; a plain "1 only" does not. */
const SHOUTED_ONLY = /\bONLY\b/;
/** A phrase that negates ("do NOT use if pregnant", "will NOT stick to plastic"): its list runs on with it. ("no" is not
 * one: "no sugar, no preservatives, gluten free" are three claims.) */
const NEGATES = /(?:^|\s)(?:not|never|don['’]t|do not|won['’]t|will not|cannot|can['’]t)\s/i;
/** A piece that only goes on with the one before it: "store airtight, away from light", "2 yr warranty, excludes cracks". */
// Also a consequence with its own subject ("drain & store indoors over winter, frost WILL split tubing"), where a thing
// must not be kept ("store cool & dry, not in fridge": "It's not in fridge." before), and what the seller does not ship
// to ("shipping UK only, no EU due to meat import rules": "It has no EU …"), and an activity ruled out after one allowed
// ("5ATM water rated - swimming OK, NOT diving": "It is NOT diving."): blind review r8. How long, after what takes it
// ("assembly required (legs bolt on), approx 15 mins": "approx 15 Mins" closed a fire pit's title; blind review r11). Whom
// a rule is most for ("MUST be secured w/ anti-tip strap (incl), esp. w/ children or pets": the tail stood alone; r12).
// When a hazard holds ("LETHAL VOLTAGES inside tube amps, even when unplugged": cut, the tail was glued onto "matched quads
// & octets also available; even when unplugged." and the warning lost it; blind review r19).
/** A lower-case word and its colon before a lower-case item: "fuel: hessian". */
const ANY_WORD_LABEL = /^\s*\p{Ll}{3,}\s*:\s*\p{Ll}[\p{Ll}\s'’-]*$/u;
/**
 * One more item of such a list: a word or three in lower case, no figure, no colon, no NOT outside its bracket, no quality
 * ("dishwasher safe") and no verb's "-s" first ("calms honey bees" is the seller's next entry).
 */
const labelledThing = (piece: string) => {
  const bare = piece.replace(/\([^()]*\)/g, "").trim();
  const words = bare.split(/\s+/);
  return /^\p{Ll}[\p{Ll}\s'’&-]*$/u.test(bare) && words.length <= 3 && !/\b(?:not|no|never)\b/i.test(bare) && !DESCRIBES.test(bare) && (words.length === 1 || !/s$/.test(words[0]!));
};

/** An instruction's first word: what the buyer is told to do. */
const IMPERATIVE_START = /^\s*(?:always|never|do\s+not|don['’]t|check|wait|test|use|apply|keep|store|remove|clean|wash|rinse|prime|charge|fill|tighten|torque|turn|switch|allow|let|make\s+sure|ensure)\b/i;

const CONTINUES_PREVIOUS = /^\s*(?:whichever\s+(?:comes?|is|happens|occurs)\b|in\s+line\s+with\b|in\s+accordance\s+with\b|according\s+to\b|as\s+per\b|never\s+(?:with|in|on|near|under|into|by)\s+(?:the\s+|a\s+|an\s+)?[a-z]+\s*$|(?:but|so)\s+(?:always|never|do\s+not|don['’]t|please|check|you\s+(?:must|should)|must)\b|as\s+(?!(?:seen|new|is|shown|pictured|described|standard|well|usual)\b)[a-z]+(?:\s+[a-z]+)?\s+(?:has|have|had|is|are|was|were|can|may|might|will|could|vary|varies|differ|differs|contains?)\b|even\s+(?:when|if|after|though|while|before|with|at|on|in)\b|away from|out of (?:direct|reach)|out of the|excludes?|excluding|except|(?:[a-z]+\s+)?(?:will|may|can|could)\s+(?:damage|void|break|cause|harm|burn|crack|stain|shrink|split|freeze|warp|rust|fade|fail|melt|leak|deform)|(?:but\s+)?(?:is\s+|are\s+)?(?:NOT|not)\s+covered\b|(?:but\s+)?not\s+(?:in|on|near|under|into)\s+(?:the\s+|a\s+)?[a-z]+\s*$|no\s+(?:EU|US|USA|international|overseas|worldwide|Europe)\b|but\s+not\s+(?:for\s+)?[a-z]+ing\s*$|approx(?:imately)?\.?\s*\d+(?:\s*-\s*\d+)?\s*(?:mins?|minutes|hours?|hrs?|secs?|seconds)\s*$|(?:esp\.?|especially|particularly)\s|but\s+(?:message|contact|email|ask|please|get in touch|let me know|we|I)\b|(?:can['’]t|cannot|can not)\s+(?:choose|be chosen|pick|select)\b)/i;
/** Any short label with its colon ("controls: gain, tone, level", "fonts: script, block caps"): a list when the seller's semicolon closes it. */
// ("INGREDIENTS (INCI): …": a label may carry its bracket; cut at its commas, a deodorant's INCI list was ten bullets.)
const ANY_LABEL = /^\s*[\p{L}\d][\p{L}\d '’+/-]{0,40}(?:\s*\([^()]{1,20}\))?:\s*\S/u;
/**
 * An instruction whose object the seller lists with commas: "remove before showering, swimming, gym" (cut, "swimming"
 * and "gym" were said as uses: "It's great for swimming and for the gym"), "keep away from heat, flame, sparks".
 */
const INSTRUCTION_WITH_OBJECT = /^\s*(?:remove|keep|take off|avoid|do not|don['’]t|never|store)\b.*\b(?:before|from|during|after|in|near|away from|when)\s+\p{L}[\p{L}'’-]*\s*$/iu;
/** A label after one word of its own: "chain lengths 14\", 16\"", "ribbon colour options red, gold". */
const LEADING_WORD_LABEL = /^\s*\p{L}+\s+(?=(?:lengths?|sizes?|widths?|colou?rs?|colou?r options?|size options?)\s)/iu;
/**
 * What a kitchen or a facility also handles, listed with commas: "packed in a facility that handles wheat, milk, egg,
 * peanuts" (cut, the allergens were sold as contents: bullets "Milk", "Egg", tags "peanuts"; blind review r8).
 */
// (Only where a kitchen or a facility is named: "uses AA batteries, remote incl" are two entries.)
const HANDLES_LIST = /\b(?:facility|factory|kitchen|bakery|site|premises|environment)\b.*\b(?:handles?|processes|uses)\s+\p{L}[\p{L} ]*$|\b(?:may contain|traces? of)\s+\p{L}[\p{L} ]*$/iu;
/** A caution about what the product stains, its objects listed with commas ("stains skin, nails, grout"). */
const STAINS = /^\s*(?:will\s+|may\s+|can\s+)?stains?\s+\p{L}+\s*$/iu;
/** "keep hands" of "keep hands, hair, ties & jewellery away from feed". */
const KEEP_START = /^\s*keep\s+\p{L}[\p{L}'’-]*\s*$/iu;
/** "keep away from heat" of "keep away from heat, sparks, open flames". */
const KEEP_AWAY_START = /^\s*(?:keep|store) (?:away|clear) from\s+\p{L}/iu;
/** "fixes leaks" of "fixes leaks, mould, torn seal": what it fixes, listed with commas. */
// ("remove creases, stains, dust & water damage" of a photo restoration: "Item condition: stains" before; blind review r16.
// Not "remove before showering", an instruction with its time.)
const FIXES_START = /^\s*(?:fixes|cures|stops|prevents|removes?|solves|repairs?)\s+(?!before\b|after\b|from\b|when\b|if\b)\p{L}/iu;
/**
 * "weaves scarves" of "weaves scarves, table runners, wraps": what it makes or takes, listed with commas (cut, "wraps" stood
 * alone and a used loom was sold "with 2 x 60cm stick shuttles and wraps"; blind review r19). The items are plural nouns.
 */
const MAKES_START = /^\s*(?:weaves|knits|makes|cuts|sews|prints|grinds|brews|bakes|cooks|cleans|sharpens|holds|stores|carries|displays|protects|takes|plays|seats|feeds)\s+\p{L}[\p{L}'’-]*s\s*$/iu;
const PLURAL_ITEM = /^\s*(?:(?:and|or|&)\s+)?\p{L}[\p{L}'’-]*(?:\s+\p{L}[\p{L}'’-]*){0,2}s\s*$/u;
/** "mix of ash" of "mix of ash, oak, beech & birch": what is mixed, listed with commas. */
const MIX_OF_START = /^\s*(?:a\s+)?(?:mix|blend|mixture|selection|assortment|combination) of\s+\p{L}/iu;
/** "store cool" of "store cool, dry, away from direct sunlight": where to keep it, listed with commas. */
const STORE_START = /^\s*(?:store|keep)\s+(?:in\s+a\s+)?(?:cool|dry|dark|upright|flat|indoors|sealed|frozen|chilled|refrigerated)\b/i;
/** "no added sugar" of "no added sugar, salt or preservatives". */
const NO_LIST_START = /^\s*(?:no|NO)\s+(?:added\s+)?\p{L}[\p{L}'’-]*\s*$/u;
/** An instruction whose last word opens a list: "use lower temp for fine" of "…, bleached or damaged hair". */
const INSTRUCTION_FOR_START = /^\s*(?:.*\s-\s)?(?:use|apply|avoid|store|wash|do not use|don['’]t use)\b.*\s(?:for|on|with|in)\s+\p{L}[\p{L}'’-]*\s*$/iu;

/** How many pieces after "keep hands" are what to keep away, up to the one that says from what ("… away from feed"), or 0. */
function keptAwayLength(rest: readonly Piece[]): number {
  const run = commaRun(rest);
  const end = run.findIndex((p) => /\b(?:away from|out of|clear of)\b/i.test(p.text));
  return end >= 0 && end < OPTIONS_MAX && run.slice(0, end).every((p) => p.text.trim().split(/\s+/).length <= 3) ? end + 1 : 0;
}

/** "colours incl White, Black, …": a list of colours said with "incl" for its colon (blind review r16). */
const COLOURS_INCLUDING = /^(\s*colou?rs?)\s+(?:incl\.?|including)\s+/i;

/** A short label, a dash, then the first of its items: "natural dyes - madder red". */
const DASH_LABEL = /^\s*\p{L}[\p{L}'’]*(?:\s+\p{L}[\p{L}'’]*){0,2}\s+[-–]\s+\p{L}[\p{L}'’]*(?:\s+\p{L}[\p{L}'’]*){0,2}\s*$/u;
/** A code of a list of codes: "artificial colours E102, E110, E129 - may have an adverse effect …" stays one entry. */
const CODE_AT_END = /\b([A-Z]{1,2})\d{2,4}[a-z]?$/;
const CODE_AT_START = /^\s*([A-Z]{1,2})\d{2,4}[a-z]?\b/;
/** What comes with it, listed with commas to the seller's semicolon: "incl. 2 mixing cups, stir sticks, gloves x2 pairs;". */
const INCLUDES_START = /^\s*(?:incl\.?|includes|including|bundle\s*:|package includes|comes with)\s/i;
/** "23 spices incl cumin, coriander, …": a count and what it includes, listed with commas to the semicolon. */
const COUNT_INCLUDING = /^\s*\d+\s+\p{L}+(?:\s+\p{L}+)?\s+(?:incl\.?|including|inc\.?|such as)\s+\p{L}/iu;
/** The last item of a list typed with commas: "…, and death", "…, or pets". */
const LIST_END = /^\s*(?:and|or|&)\s/i;
/**
 * A negation said of the thing before it, ending on its participle: "Betacam NOT accepted", "boxed not compressed" are whole
 * (cut on, "Betacam NOT accepted, PAL & NTSC" refused the formats a transfer service takes; blind review r20). Not an
 * instruction's "do not …", whose list goes on ("do not fold, crease or use with pins").
 */
const SAID_OF_ITS_SUBJECT = /^\s*(?!(?:do|does|did|will|would|can|could|may|must|should)\b)\S.*?(?<!\b(?:do|does|did|will|would|can|could|may|must|should))\s+(?:not|NOT)\s+\p{L}+(?:ed|en)\s*$/u;
/** A list's next short item that ends it: "crease or use with pins" after "Do not fold". */
const ENDS_WITH_CONJUNCTION = /\s(?:and|or|&)\s/i;
/** Scent and flavour notes are one phrase however many commas they hold: "notes of bergamot, oud and vanilla". */
const NOTES_START = /^\s*(?:(?:top|heart|middle|base|tasting|scent|fragrance|flavou?r|aroma)\s+)?notes?\s*(?:of\b|:)/i;
/** A label whose list runs on through short items even with no "and" to close it (piecesOfLine). */
const UNCLOSED_LIST_LABEL = /^\s*(?:(?:(?:top|heart|middle|base|tasting|scent|fragrance|flavou?r|aroma)\s+)?notes|multi[-\s]?use|multi[-\s]?purpose|uses|use (?:it )?as|works as|doubles as)\s*:\s*/i;
/** A use or an audience listed with commas is one phrase too: "for boots, saddles and bags". */
const FOR_START = /^\s*(?:for|ideal for|great for|perfect for|suitable for)\s/i;
/** "for spring" of "for spring, gas ram & PCP air rifles": one word after "for", whose noun comes with the next item. */
const FOR_ONE_WORD = /^\s*for\s+\p{L}[\p{L}-]*\s*$/iu;
/** "gas ram & PCP air rifles and air pistols": kinds joined with "&"/"and" ending on a plural noun, no figures. */
const SHARES_ITS_NOUN = /^(?=(?:\s*\S+){2,10}\s*$)(?!.*\d)(?=.*\s(?:&|and|or)\s).*\p{L}{3,}s\s*$/iu;
/** Not "pet & smoke free home": the seller's home, never an item of a list. */
// (Nor a list that says its own "NOT included", outside a bracket: "NOT vegan, cups & shaker NOT included" are two entries;
// blind review r16.)
// (Nor one with its own "no": "NOT for swimming (…), no box or papers" are two entries; blind review r16.)
const NOT_A_HOME = /^(?!\s*(?:no|NO)\s)(?!.*\bfree\s+(?:home|house|household|environment)\b)(?!.*\s(?:not|NOT)\s+(?:included|incl|supplied|provided)\b(?![^()]*\)))/i;
/** Models a part fits, listed with commas: "fits iPhone 15, 15 Pro and 15 Pro Max". */
// ("tested on Bambu Lab A1, Prusa MK4, Elegoo Saturn": the printers a file was tested on; cut, "Prusa MK4" was a feature
// beside the set's walls and floors; blind review r15.)
const FITS_START = /^\s*(?:fits|compatible (?:with|w\/)|for use with|works (?:with|w\/|in)|charges|tested (?:on|with|in))\s/i;
/** Models a part does not fit, listed with commas: "NOT for V6, V7, V8 (different shape!!)". */
// (No "i" flag: with it \p{Lu} matches any letter, and "not for children under 3" took "BPA-free ABS" as a model.)
const NOT_FOR_START = /^\s*(?:[Nn][Oo][Tt]|[Nn]ever)\s+(?:for|compatible with|suitable for|fits?)\s+[\p{Lu}\d]/u;
/** A model's name or number: "15 Pro", "Forerunner 265". */
// (Not a count and its noun: "3 buttons (lock, unlock, boot)" after "NOT for Mk7 Golf (MQB) keys" is the key's own
// buttons, never one more key it does not fit; blind review r15.)
// (Not a measure: "12mm wide x 8m long" after "NOT compatible with DK rolls or QL printers" is the tape's size, no printer it
// fails to fit; blind review r32.)
// (Nor a dimension: "160 x 125cm" after "fits MSR Hubba Hubba NX 2" is the footprint's size.)
const MODEL = /^\s*(?:and\s+|or\s+|&\s+)?(?:\p{Lu}|\d(?!\d*\s+\p{Ll}{3,})(?![\d.,]*\s*(?:[x×]\s*[\d.,]+\s*)*(?:mm|cm|m|km|in|inch|inches|ft|kg|g|mg|ml|l|oz|lbs?)\b)|\p{Ll}{1,3}\p{Lu})/u;
/** A measure or a dimension opening a piece: "12mm wide x 8m long", "160 x 125cm". */
const MEASURE_START = /^\s*\d[\d.,]*\s*(?:[x×]\s*[\d.,]+\s*)*(?:mm|cm|m|km|in|inch|inches|ft|kg|g|mg|ml|l|oz|lbs?)\b/i;
/** A labelled list of options: "prints: moons, stars, clouds", "sizes A4, A3, 8x10, 11x14 inch", "colours: sage, oatmeal". */
const LABELLED_START = /^\s*(?:also\s+(?:(?:available\s+)?in\s+)?)?(?:condition(?:\s+varies)?|flaws|faults|defects|sizes?|colou?rs?|prints?|designs?|patterns?|styles?|options?|finish(?:es)?|shades?|lengths?|scents?|flavou?rs?|blends?|looks|formats?|widths?|ingredients|variet(?:y|ies)|types|layers|packs|grind options|available in|comes in|choice of|(?:set |box |kit |pack )?contents|in the box|(?:set|kit|box|pack) includes|set of \d+|\d+\s*(?:pc|pcs|pieces?)|\d+\s+\p{L}+(?=\s*:))\b(?:(?:\s+[\p{L}]+){1,2}(?=\s*:))?(?:\s*\([^()]{1,20}\)(?=\s*:))?\s*(:)?/iu;
/** A set's pieces listed by size: "set of 3: 10, 15 and 20 cm", "6 pieces: 6, 10, 12mm". */
const SET_START = /^\s*(?:set of \d+|\d+\s*(?:pc|pcs|pieces?))\s*:/i;
/** One size: "A3", "8x10", "11x14 inch", "XL", "30 cm", "M (25x28cm)". */
const SIZE = String.raw`(?:(?:X{0,3}S|M|X{0,3}L|\dXL)\s+\d+(?:\.\d+)?(?:\s*x\s*\d+(?:\.\d+)?)?\s*(?:cm|mm|in|inch|"|ft)?|[A-C]\d|\d'\d{1,2}"?|\d{1,2}(?:-\d{1,2})?\s*(?:y|yrs?|years|months?)|\d+(?:\.\d+)?(?:\s*[-–]\s*\d+(?:\.\d+)?)?(?:\s*x\s*\d+(?:\.\d+)?)?\s*(?:cm|mm|in|inch|inches|"|ft|m|oz|ml|l|g|kg|lbs?)?|X{0,3}S|M|X{0,3}L|\dXL|\d{1,2}T)(?:\s*\([^()]*\))?`;
/** One size of a list of sizes, the last perhaps two with their "and": "15 and 20 cm". */
const SIZE_ITEM = new RegExp(String.raw`^\s*(?:and\s+|or\s+)?${SIZE}(?:\s*\/\s*${SIZE})*(?:\s+(?:and|or|&)\s+${SIZE})?\s*$`, "i");
/** A size with what it measures: "bridge 22mm", "temple 150mm", "inside leg 32in". */
const NAMED_SIZE_ITEM = new RegExp(String.raw`^\s*\p{L}[\p{L}'’-]*(?:\s+\p{L}[\p{L}'’-]*)?\s+\d+(?:\.\d+)?\s*(?:cm|mm|in|inch|inches|"|ft|m)\s*$`, "iu");
/** The seller's request or offer after a comma ("please measure your pole", "message us"): the rest of the same entry. */
const REQUEST_AFTER = /^\s*(?:please|pls|message|contact|email|dm)\b/i;
/** One option of a labelled list, one word ("moons"); the last may come with its "and" ("oatmeal and navy"). */
// (A code with its figures too: "formats: PES, DST, JEF, VP3, XXX" lost VP3 and what followed; blind review r17.)
const OPTION_ITEM = /^\s*\p{L}[\p{L}\d'’-]*\s*$/u;
/** A named option of two or three words, each with its capital: "Duck Egg", "Earl Grey", "Forest Green". */
const NAMED_OPTION = /^\s*\p{Lu}[\p{L}'’-]*(?:\s+(?:&\s+)?\p{Lu}[\p{L}'’-]*){1,2}\s*$/u;
/** A colour of two or three words in lower case, ending in a colour's own word: "sage green", "metallic gold". */
const COLOUR_OPTION = /^\s*(?:\p{L}[\p{L}'’-]*\s+){1,2}(?:white|black|grey|gray|green|blue|red|pink|yellow|orange|purple|violet|brown|beige|cream|gold|silver|bronze|copper|navy|teal|turquoise|lilac|mauve|ivory|khaki|olive|mint|coral|rose|blush|tan|charcoal|natural|nude|clear|multi|multicolou?r)\s*$/iu;
/**
 * An item of a use or an ingredient list has no figures: "for tanks 60-75cm, extendable brackets, 18W, …" is a
 * use and then the product's specs, however late the seller's semicolon comes.
 */
const NO_FIGURES = (piece: string) => !/\d/.test(piece.replace(/\([^()]*\)/g, ""));
/** What it is made with, listed with commas: "made w/ beeswax, shea butter, sweet almond oil, vitamin E". */
const MADE_WITH_START = /^\s*(?:(?:hand)?made|crafted)\s+(?:with|w\/|from)\s/i;
/** Allergens named inside an entry ("some recipes contain nuts, soy & gluten"): the list runs to the semicolon. */
const ALLERGENS_INSIDE = /\b(?:may\s+)?contains?\s+(?:traces\s+of\s+)?(?:nuts|tree nuts|peanuts|milk|dairy|soy|soya|gluten|wheat|eggs?|sesame|fish|shellfish|crustaceans|molluscs|mustard|celery|lupin|sulphites|sulfites|almonds)\b/i;

/** An allergen statement lists with commas: "CONTAINS MILK, NUTS, SOY", "may contain nuts, sesame". */
/** One allergen, or two closing a list ("gluten & milk", "wheat & milk"): what a kitchen or a facility also handles. */
const ALLERGEN = String.raw`(?:tree\s+)?nuts|peanuts|milk|dairy|soy|soya|gluten|wheat|eggs?|sesame|fish|shellfish|crustaceans?|molluscs|mustard|celery|lupin|sulphites|sulfites|almonds`;
const ALLERGEN_ITEM = new RegExp(String.raw`^\s*(?:(?:and|or|&)\s+)?(?:${ALLERGEN})(?:\s*(?:,|&|and|or)\s*(?:${ALLERGEN}))*\s*$`, "i");

/** Allergens in capitals, a few words with their "and": "PISTACHIO NUTS and BUTTER", "SOYA". */
const SHOUTED_ALLERGENS = /^\s*(?:(?:and|&)\s+)?\p{Lu}{2,}(?:\s+(?:\p{Lu}{2,}|and|&|or))*\s*$/u;
const CONTAINS_START = /^\s*(?:contains\s*:?|may contain\s*:?|allergens?\s*:|ingredients\s+(?:incl\.?|including)|made in (?:a |our |the )?(?:kitchen|factory|facility|bakery)\b.{0,30}\b(?:handles?|uses|processes))\s/i;
/** A list of what is in the box: "set contents:", "in the box:", "kit includes:". */
const CONTENTS_LABEL = /^\s*(?:(?:set |box |kit |pack )?contents|in the box|(?:set|kit|box|pack) includes|ingredients)\s*:/i;
/** One thing of the box, up to three words and a note in brackets: "carry bag", "song book (numbered)", "2 spare tips". */
const CONTENTS_ITEM = /^\s*(?:and\s+)?[\p{L}\d][\p{L}\d'’/+-]*(?:\s+[\p{L}\d&+][\p{L}\d'’/+-]*){0,3}(?:\s*\([^()]*\))?\s*$/u;
/** A body's mark said of the whole product: "JAS organic", "USDA Organic", "Soil Association certified". */
// (Case matters: under /i, \p{Lu} matches any letter.)
const CERTIFYING_MARK = /^\s*(?:\p{Lu}{2,}|\p{Lu}\p{L}+\s+Association)\s+(?:[Oo]rganic|ORGANIC|[Cc]ertified|CERTIFIED|[Aa]pproved|[Aa]ccredited)\s*$/u;
/** An entry that describes rather than names a thing: it ends on a describing word. */
const DESCRIBES = /(?:ly|able|ible|ful|less|proof|free|safe|ed|ing|ready|resistant|warranty|guarantee)\s*$/i;
/**
 * Whether an entry describes. A last word in capitals is a name unless it is a describing word itself:
 * "OLED", "LED", "HDMI" end in letters that DESCRIBES would read as "-ed" (a fit list lost its "OLED").
 */
const describes = (piece: string): boolean => {
  const last = /(\S+)\s*$/.exec(piece)?.[1] ?? "";
  if (/^[\p{Lu}\d-]+$/u.test(last) && /\p{Lu}/u.test(last)) return /(?:FREE|SAFE|PROOF|READY|RESISTANT|ABLE|IBLE|LESS|FUL)$/.test(last);
  return DESCRIBES.test(piece);
};
/** At most this many options in one list: longer runs are rarer than a list followed by loose keywords. */
const OPTIONS_MAX = 12;

/** How many of the pieces after a labelled list's first item are more of its options. */
function labelledListLength(first: string, rest: readonly Piece[], openedBySemicolon = false): number {
  const label = LABELLED_START.exec(first);
  if (!label) return 0;
  // "condition varies: foxing, corner creases, album marks, 1 torn (see photos)": the flaws run on, each a few words (cut,
  // "Condition varies: foxing." and "Further features: corner creases, album marks" of used postcards; blind review r26).
  // (Flaws only: after "condition: new" or "condition: excellent" the next entry is its own, and never a shipping line or a
  // quality, "free shipping", "dishwasher safe".)
  const firstItem = first.slice(first.indexOf(":") + 1).trim();
  if (label[1] && /^\s*(?:condition|flaws|faults|defects)\b/i.test(first) && !/^(?:brand\s+)?(?:new|used|excellent|good|very good|fair|poor|mint|near mint|like new|refurbished|pre-owned|working|untested)\b/i.test(firstItem)) {
    return optionsAfter(rest, (piece) => /^\s*[\p{Ll}\d]/u.test(piece) && piece.replace(/\([^()]*\)/g, "").trim().split(/\s+/).length <= 4 && !/\b(?:incl|including|not|no|returns?)\b|:/i.test(piece) && !NOT_OF_A_WARNING.test(piece) && !DESCRIBES.test(piece));
  }
  const sizes = /^\s*(?:also\s+(?:(?:available\s+)?in\s+)?)?(?:sizes?|widths?|lengths?)\b/i.test(first) || SET_START.test(first);
  // Without a colon only sizes run on ("sizes A4, A3"): "available in 3 colours, machine washable" does not; nor do
  // options, unless the seller closed them with a semicolon ("colours red, navy, black, camo;": cut, "black" was the
  // boots' colour).
  if (!label[1] && !sizes) {
    const options = /^\s*(?:colou?rs?|scents?|flavou?rs?|finish(?:es)?|patterns?|prints?|shades?|styles?)\s+\p{L}/iu.test(first);
    return options ? listClosedBySemicolon(rest, openedBySemicolon, (piece) => piece.replace(/\([^()]*\)/g, "").trim().split(/\s+/).length <= 3) : 0;
  }
  // ("size: lens 50mm, bridge 22mm, temple 150mm": after a colon a size may name what it measures; cut, "bridge 22mm" stood
  // alone and the lens's size was a choice: "It may be chosen in lens 50mm"; blind review r11.)
  // ("sizes J, K, L, …, T" of a ring: letter sizes run on after a first letter; cut, J to T were thirteen entries; r31.)
  const letterSizes = /^\s*(?:sizes?|UK sizes?)\s*:?\s*[A-Z](?:\s*(?:½|1\/2))?\s*$/.test(first);
  // ("sizes (50, 100, …, 2000 ml)": a list the seller closed in its brackets is whole; "for lab, school & home brewing" after it
  // is the next entry, no more sizes; blind review r32.)
  if (sizes && /\([^()]*,[^()]*\)\s*$/.test(first)) return 0;
  if (sizes) return optionsAfter(rest, (piece) => SIZE_ITEM.test(piece) || (!!label[1] && NAMED_SIZE_ITEM.test(piece)) || (letterSizes && /^\s*(?:(?:and|or|&)\s+)?[A-Z](?:\s*(?:½|1\/2))?\s*$/.test(piece)));
  // "flavours: salted caramel, raspberry, hazelnut praline, …, champagne; Belgian chocolate": the seller closed the
  // list with a semicolon, so every short item up to it is an option, however many words it has.
  // A label with its colon says a list follows, so its items may be longer: "100 pcs magnetic tiles: 40 squares, …,
  // 2 car bases w/ wheels, 1 drawstring bag;" (cut at its commas, the set "was" a drawstring bag).
  const closed = listClosedBySemicolon(rest, openedBySemicolon, undefined, label[1] ? 6 : 4);
  if (closed) return closed;
  // "colours: Sage Green / Anthracite / Cream, flat-packed": the seller listed the options with slashes, so the
  // comma ends the list; options typed with capitals ("Charcoal, Oatmeal, Duck Egg") end at the first without one.
  const firstOption = first.slice(first.indexOf(":") + 1).trim();
  if (/\s\/\s|\p{L}\/\p{L}/u.test(firstOption)) return 0;
  const capitalised = /^\p{Lu}/u.test(firstOption);
  // "set contents: kalimba, tuning hammer, carry bag, song book (numbered), beginner friendly": the pieces of a set
  // are things, up to the first entry that describes ("beginner friendly", "machine washable", "BPA-free").
  // (Nor a mark after the list: "ingredients: matcha, JAS organic" is the tea's certification; blind review r30.)
  if (CONTENTS_LABEL.test(first)) return optionsAfter(rest, (piece) => CONTENTS_ITEM.test(piece) && !DESCRIBES.test(piece) && !CERTIFYING_MARK.test(piece));
  const colours = /^\s*colou?rs?\b/i.test(first);
  return optionsAfter(rest, (piece) => (!capitalised || /^\s*(?:(?:and|or|&)\s+)?\p{Lu}/u.test(piece)) && (OPTION_ITEM.test(piece) || NAMED_OPTION.test(piece) || (colours && COLOUR_OPTION.test(piece))));
}

/**
 * The number of comma-separated short items before a semicolon, or 0. A list that itself follows a semicolon
 * may run to the line's end: the seller separates entries with semicolons there ("…; for kitchen cupboards, drawers, wardrobes").
 */
function listClosedBySemicolon(rest: readonly Piece[], openedBySemicolon = false, item: (piece: string) => boolean = () => true, maxWords = 4): number {
  let k = 0;
  while (k < rest.length && rest[k]!.after === "," && k < OPTIONS_MAX) {
    const piece = rest[k]!.text.trim();
    if (!item(piece)) return 0;
    if (piece.replace(/\([^()]*\)/g, "").split(/\s+/).filter((w) => w && w !== "&").length > maxWords || /[.!?:]$/.test(piece)) return 0;
    k++;
  }
  return k > 0 && ((k < rest.length && rest[k]!.after === ";") || (k === rest.length && openedBySemicolon)) ? k : 0;
}

/**
 * How many pieces run on a list up to the one an "&"/"and"/"or" closes, each piece passing `item`; 0 when none closes
 * them within four. "fits doors, walls & panels" (plural things), "you MUST provide date, exact time AND place of birth"
 * (short items with no figures).
 */
function piecesClosedByConjunction(rest: readonly Piece[], item: (text: string) => boolean): number {
  for (let k = 0; k < Math.min(rest.length, 4) && rest[k]!.after === ","; k++) {
    const text = rest[k]!.text.trim();
    if (!item(text)) return 0;
    if (/\s(?:and|or|&)\s/i.test(text)) return k + 1;
  }
  return 0;
}

/** A word or two ending in a plural, each side of an "&"/"and"/"or": "walls & panels". */
const pluralThings = (text: string) => text.split(/\s+(?:&|and|or)\s+/).every((part) => /^\s*\p{Ll}[\p{Ll}'’-]*(?:\s+\p{Ll}[\p{Ll}'’-]*)?s\s*$/u.test(part));

/** What the buyer must give or send: "you MUST provide date, exact time AND place of birth", "please send size, colour and name". */
const MUST_PROVIDE_START = /^\s*(?:you\s+)?(?:must|need\s+to|will\s+need\s+to|please)\s+(?:provide|send|supply|give|state|specify|include|tell\s+(?:me|us))\s+\p{L}/iu;


/** How many pieces go on a list of one-word options ("moons, stars, clouds"; the last may come with "and"). */
function optionsAfter(rest: readonly Piece[], item: (piece: string) => boolean = (piece) => OPTION_ITEM.test(piece)): number {
  let k = 0;
  while (k < rest.length && rest[k]!.after === "," && k < OPTIONS_MAX) {
    const piece = rest[k]!.text;
    // The last option may come with its "and": "sage, oatmeal and navy".
    // (Not a name's own "&": "Sour Cream & Onion" is one flavour of several; cut after it, "Plain" was a crisp's property; r18.)
    const last = LIST_END.test(piece) || (ENDS_WITH_CONJUNCTION.test(piece) && !/\p{Lu}[\p{L}'’-]*\s+(?:&|and)\s+\p{Lu}/u.test(piece));
    // ("green or violet (choose 1 - pad is single colour)", "whales & plain grey - random": the last option with its note;
    // cut, a stamp's inks were in three places; blind review r16.)
    // ("sunlight & damp, printouts can fade": a last option with the caveat typed onto it; r18.)
    const bare = piece.replace(/\([^()]*\)/g, "").replace(/\s[-–]\s.*$/, "").replace(/,.*$/, "");
    const fits = item(piece) || (last && /^[\p{L}\s'’&-]+$/u.test(bare) && bare.trim().split(/\s+/).length <= 4);
    if (!fits) break;
    k++;
    if (last) break;
  }
  return k;
}

/** "flat bottom works on gas, electric, induction": what it works on or with, listed with commas, is one phrase. */
// ("pure sine wave inverter - safe for laptops, phones, CPAP": cut, "Phones" was a generator's title word; blind review r9.)
const WORKS_ON_END = /\b(?:works on|works with|suitable for|safe for|for use on|use on)\s+\p{L}[\p{L}-]*\s*$/iu;

const OPENERS: Record<string, string> = { "(": ")", "[": "]", "{": "}", "“": "”", "«": "»" };

interface Piece {
  text: string;
  /** The separator before it: "," or ";" ("" for a line's first piece). */
  after: string;
}

/**
 * A line's pieces, split on commas and semicolons outside brackets and quotes: "(fits iPad Pro
 * 11-inch 2022, 2024)" and "\"red, white and blue\"" are one piece each; the comma of "10,000 mAh" is
 * no separator. An unclosed bracket runs to the end of the line.
 */
function splitOutsideBrackets(line: string): Piece[] {
  const pieces: Piece[] = [];
  const closers: string[] = [];
  let quoted = false;
  let current: Piece = { text: "", after: "" };
  for (let i = 0; i < line.length; i++) {
    const ch = line[i]!;
    if (closers.length && ch === closers[closers.length - 1]) closers.pop();
    else if (OPENERS[ch]) closers.push(OPENERS[ch]!);
    // An inch mark after a number ("5'6\"", "11\" x 5.5\"") opens no quote.
    else if (ch === '"' && !/\d/.test(line[i - 1] ?? "")) quoted = !quoted;
    const thousands = ch === "," && /\d/.test(line[i - 1] ?? "") && /^,\d{3}(?!\d)/.test(line.slice(i));
    if (!closers.length && !quoted && (ch === ";" || (ch === "," && !thousands))) {
      pieces.push(current);
      current = { text: "", after: ch };
      continue;
    }
    current.text += ch;
  }
  pieces.push(current);
  return pieces;
}

/**
 * How many of the pieces after a list's first item belong to it: up to the item that ends the list
 * ("…, and death"; "crease or use with pins" right after the first), when every item between is short.
 */
function listLength(rest: readonly Piece[], maxItemWords: number, item: RegExp = /./, closingMaxWords = 0): number {
  for (let k = 0; k < Math.min(rest.length, 4); k++) {
    const piece = rest[k]!.text;
    // A note in brackets is the item's ("sparring (16oz recommended for sparring)"): its words do not count.
    const bare = piece.replace(/\([^()]*\)/g, "");
    const words = bare.trim().split(/\s+/).length;
    if (!item.test(piece)) return 0;
    // (An "&" inside a bracket closes no list: "chocolate coated sold separately (contains MILK & SOYA)" after "NOT a sponge
    // cake - hard mint slab" is the seller's next entry; blind review r20.)
    if (LIST_END.test(piece) || (k === 0 && ENDS_WITH_CONJUNCTION.test(bare) && words <= maxItemWords)) return k + 1;
    // ("people with shellfish, crustacean or dust mite allergies may react": a word closing its list with a longer clause.)
    if (k === 0 && closingMaxWords && /^\s*\p{L}+\s+(?:or|and|&)\s/u.test(piece) && words <= closingMaxWords && !/\d/.test(piece)) return 1;
    // ("…for pregnant women, young children, the elderly or anyone with a weakened immune system": a longer last item closes
    // a warning's list; blind review r16.)
    if (k > 0 && ENDS_WITH_CONJUNCTION.test(bare) && words <= closingMaxWords && !/\d/.test(piece)) return k + 1;
    if (words > maxItemWords || /[.!?]\s*$/.test(piece)) return 0;
  }
  return 0;
}

/**
 * "compatible with iPhone 15, iPhone 15 Pro (not 15 Plus)": more models of the same line, typed without an
 * "and". Each must open with the first model's own first word ("iPhone") or with its number ("15 Pro"), so
 * "fits iPhone 15, MagSafe compatible" stays two entries.
 */
function sameLineLength(first: string, rest: readonly Piece[]): number {
  const line = first.replace(FITS_START, "").replace(/^\s*(?:not|never)\s+(?:for|compatible with|suitable for|fits?)\s+/i, "").trim().split(/\s+/)[0] ?? "";
  if (!/^[\p{Lu}\p{Ll}]*\p{Lu}/u.test(line)) return 0;
  let k = 0;
  while (k < Math.min(rest.length, OPTIONS_MAX) && rest[k]!.after === ",") {
    const words = rest[k]!.text.trim().split(/\s+/);
    // (A number starts another model of the line, "15 Pro"; a count and its noun, "3 buttons", is the product's own.)
    // (Nor a measure: "fits MSR Hubba Hubba NX 2, 160 x 125cm" is a footprint's size after its fit.)
    if (words.length > 12 || MEASURE_START.test(rest[k]!.text) || !(words[0] === line || (/^\d/.test(words[0] ?? "") && !/^\p{Ll}{3,}/u.test(words[1] ?? "")))) break;
    k++;
  }
  return k;
}

/**
 * "fits most lug watches incl Seiko 5, Casio, Samsung Galaxy Watch 4/5/6", "NOT for Latitude 5400, 5410, 7490 (diff
 * connector!!)": the pieces after a fit or a misfit that each start with a model's capital or number are more models
 * (a negation's list cut at its commas sold the excluded models as compatible). A piece in lower case ends the run.
 */
function modelRun(rest: readonly Piece[]): number {
  let k = 0;
  const isModel = (piece: string) => {
    const bare = piece.replace(/\([^()]*\)/g, "").trim();
    // "MagSafe compatible", "USB-C charging", "BPA free": a property, not another model.
    // ("Belgian orthopaedic grip" after "NOT for FIE …" is the foil's grip: two lower-case words are no model's; r16.)
    return MODEL.test(bare) && !/^(?:NOT|NO|WARNING|CAUTION)\b/.test(bare) && !describes(bare) && !/\b\p{Ll}{3,}\s+\p{Ll}{3,}\b/u.test(bare) && !/\b(?:compatible|included|only|charging|support)$/i.test(bare);
  };
  while (k < rest.length && rest[k]!.after === "," && k < OPTIONS_MAX && isModel(rest[k]!.text)) k++;
  return k;
}

/**
 * "fits HP DeskJet 2710, 2720; HP ENVY 6020, 6032": the seller groups the models by range with semicolons, so a
 * group after the semicolon that opens with the same maker goes on with the fit list (with its own models), never
 * into "HP ENVY 6020" on its own and "6032" as a feature.
 */
function sameMakerAfterSemicolon(first: string, rest: readonly Piece[]): number {
  const maker = first.replace(FITS_START, "").trim().split(/\s+/)[0] ?? "";
  const next = rest[0];
  if (!next || next.after !== ";" || !/^\p{Lu}/u.test(maker) || next.text.trim().split(/\s+/)[0] !== maker) return 0;
  return 1 + modelRun(rest.slice(1));
}

/** The pieces up to the next semicolon: a list never runs past the seller's semicolon unless it says so. */
/** How many pieces after a comma run to the seller's semicolon (or the line's end), each one an `item`; 0 when one is not. */
/** How many short pieces without a figure follow, in a line of commas only (where no semicolon closes the list). */
function shortRun(rest: readonly Piece[], maxWords: number): number {
  let k = 0;
  // (A piece that took on a caveat after its own comma counts by its first part: "sunlight & damp, printouts can fade".)
  const firstPart = (text: string) => text.replace(/,.*$/, "").trim();
  while (k < rest.length && k < OPTIONS_MAX && rest[k]!.after === "," && firstPart(rest[k]!.text).split(/\s+/).length <= maxWords && !/\d/.test(rest[k]!.text)) k++;
  return k;
}

/**
 * Short items without a figure that go on a list: to the seller's semicolon (up to three words each) where they use
 * semicolons, else the run of pieces of up to `commaOnlyMaxWords` words.
 */
function shortItemsAfter(rest: readonly Piece[], bySemicolons: boolean, commaOnlyMaxWords: number): number {
  return bySemicolons ? runToSemicolon(rest, (piece) => piece.trim().split(/\s+/).length <= 3 && !/\d/.test(piece)) : shortRun(rest, commaOnlyMaxWords);
}

/**
 * "no shoes, food, drinks, face paint or silly string": a "no" list closed by "or"/"and" in its last item, however long
 * that item (cut, a bouncy castle's rules were hire features, "food as well as drinks"; blind review r15). Or closed by
 * "… NOT included": "NO electronics, chip, circuit board & battery NOT included - transfer from your old key" (cut, a key
 * shell "came with a chip"; blind review r15).
 */
function noListLength(rest: readonly Piece[]): number {
  for (let k = 0; k < Math.min(rest.length, 6) && rest[k]!.after === ","; k++) {
    const text = rest[k]!.text.trim();
    // (Never over what the seller says comes: "no cover, cable incl, plug NOT incl" read the cable as missing; r23.)
    if (/\b(?:incl|included|supplied|provided)\b/i.test(text) && !/\b(?:NOT|not|no)\s+(?:included|incl|supplied|provided)\b/.test(text)) return 0;
    if (/\b(?:or|and|&)\s+\p{L}/iu.test(text) && text.split(/\s+/).length <= 6) return k + 1;
    if (/\bNOT\s+(?:included|incl)\b/.test(text)) return k + 1;
    if (text.split(/\s+/).length > 3 || /\d/.test(text)) return 0;
  }
  return 0;
}

/**
 * How many pieces after a negation that ends on its object ("NOT for scissors", "NOT for D-shaped") are more of what it rules
 * out: short items up to the one its "or" closes ("NOT for scissors, axes, garden tools or ceramic knives"; cut, "axes" was a
 * knife-sharpening service's feature and "garden tools or ceramic knives" lost the NOT; blind review r21). Only "or" closes
 * it: "NOT for open wounds, realistic drips & splatter" and "NOT a button or chromatic accordion, beginner & intermediate"
 * go on with the seller's next, positive entry; nor "stainless steel or PP5 plastic only", the alternative allowed.
 */
function negatedListLength(negation: string, rest: readonly Piece[]): number {
  // ("NOT compatible with chemical dyes, bleach or perms - wait 2 weeks either way": two words after its "with", and a note
  // after the dash that closes the list; cut, "bleach or perms" was said as a care line; blind review r22.)
  // (Or a verb's: "does NOT remove viruses, chemicals, heavy metals or salt", "not intended to diagnose, treat, cure or prevent
  // any disease"; cut, "chemicals" was a water filter's feature and "treat" a supplement's; blind review r23.)
  const bare = negation.replace(/\([^()]*\)/g, "").trim();
  // ("NOT for 3/8 full profile, .325 or 18" bars": three words after its "for", and items with figures, a chain's pitches and
  // bars; cut, ".325 or 18" bars" read as what it fits; blind review r25.)
  const ruledOut = /\b(?:not|never|no)\s+(?:for|on|in|with|near|into|to|suitable for|compatible with)\s+\S+(?:\s+\S+){0,2}\s*$/i.test(bare);
  const fitment = /\b(?:not|never)\s+(?:for|compatible with|suitable for|fits?)\s/i.test(bare);
  const verbRuledOut = /\b(?:(?:does|do|did|will|can|should|must)\s+not\s+\p{Ll}{3,}|not\s+(?:intended|designed|meant|recommended|approved|licensed)\s+(?:to|for)\s+\p{Ll}+)\s+\S+(?:\s+\S+)?\s*$/iu.test(bare) || /\bnot\s+(?:intended|designed|meant|recommended|approved|licensed)\s+to\s+\p{Ll}+\s*$/iu.test(bare);
  if (!ruledOut && !verbRuledOut) return 0;
  for (let k = 0; k < Math.min(rest.length, 5); k++) {
    const bare = rest[k]!.text.replace(/\([^()]*\)/g, "").split(/\s+[-–—]\s+/)[0]!.trim();
    const words = bare.split(/\s+/).length;
    if (!NOT_A_HOME.test(rest[k]!.text) || /^\s*(?:NOT|NO|not|no|never)\b/.test(bare) || (/\d/.test(bare) && !(fitment && words <= 4))) return 0;
    if (/\s(?:or|nor)\s/i.test(` ${bare} `) && words <= 6 && !/\bonly\s*$/i.test(bare)) return k + 1;
    if (words > 3) return 0;
  }
  return 0;
}

/** Short items without figures up to the one an "or" closes (its note after a dash aside), or 0. */
function closedByOrLength(rest: readonly Piece[]): number {
  for (let k = 0; k < Math.min(rest.length, OPTIONS_MAX) && rest[k]!.after === ","; k++) {
    const bare = rest[k]!.text.replace(/\([^()]*\)/g, "").replace(/\s[-–]\s.*$/, "").trim();
    if (/\d/.test(bare) || /^\s*(?:NOT|NO|not|no)\b/.test(bare)) return 0;
    // (Not one that says what is missing, "birch bark or paper - fuel NOT included": the list would read as not included.)
    if (/\s(?:or|nor)\s/i.test(` ${bare} `) && bare.split(/\s+/).length <= 5) return NOT_IN_BOX_END.test(rest[k]!.text) || /\b(?:not|NOT)\s+(?:incl|included)\b/.test(rest[k]!.text) ? 0 : k + 1;
    if (bare.split(/\s+/).length > 3) return 0;
  }
  return 0;
}

function runToSemicolon(rest: readonly Piece[], item: (piece: string) => boolean): number {
  const run = commaRun(rest);
  return run.length <= OPTIONS_MAX && run.every((p) => item(p.text)) ? run.length : 0;
}

const commaRun = (rest: readonly Piece[]): Piece[] => {
  const end = rest.findIndex((p) => p.after !== ",");
  return end < 0 ? [...rest] : rest.slice(0, end);
};

const joined = (pieces: readonly Piece[]) => pieces.map((p, i) => (i ? p.after : "") + p.text).join("");

/**
 * A line's pieces: split on commas and semicolons, but never inside brackets or quotes, never inside a
 * warning's sentence (it runs on past a semicolon when more of the warning follows, through "which …" and through the rest of a list,
 * "…, and death"), and never inside a list of scent or flavour notes or of uses ("for boots, saddles and bags").
 */
/** What is not in the box, said after the things listed with commas: "Pi board, PSU, SD card NOT included". */
// (With a bracket after it too: "jam jars, sugar & recipe NOT included (free recipe card incl)" lost its jam jars to the
// previous piece, and "They come with jam jars." followed; blind review r14.)
const NOT_IN_BOX_END = /\s(?:not|NOT)\s+(?:included|incl\.?|supplied|provided)(?:\s*\([^()]*\))?\s*$|\s(?:sold|purchased)\s+separately(?:\s*\([^()]*\))?\s*$/;

/**
 * What is said once of a list's options after its last two: "6x3, 6x5 & 6x6 made to order", "Golden Delicate, Amber Rich &
 * Very Dark in other listings", "sizes S, L & XL sold separately - women's see size chart" (cut, a 6x4 hurdle was "6x3", a
 * Dark Robust syrup "Golden Delicate" and shoe trees "Sizes S"; blind review r19).
 */
const SHARED_BY_OPTIONS_END = /^(.+?)\s(?:&|and|or)\s.+?\s(?:made to order|to order|by request|on request|in (?:my|our) (?:other listings|shop|store)|in other listings|(?:also\s+)?available(?:\s+(?:separately|to order|on request))?|sold separately|(?:not|NOT)\s+(?:included|incl\.?|available))\b(?:\s*[-–]\s+[^,;]*)?\s*$/;

/**
 * How many pieces before this one are more options of its shared ending: each of the same shape as the first option in it
 * (a size, a named option in capitals, one word), or a size with its label ("sizes S").
 */
function optionsBeforeSharedEnd(out: readonly Piece[], piece: Piece): number {
  const first = piece.after === "," ? SHARED_BY_OPTIONS_END.exec(piece.text)?.[1]?.trim() : undefined;
  if (!first) return 0;
  const shapes = [SIZE_ITEM, NAMED_OPTION, OPTION_ITEM].filter((shape) => shape.test(first));
  if (!shapes.length) return 0;
  const sameShape = (text: string) => shapes.some((shape) => shape.test(text)) || (shapes.includes(SIZE_ITEM) && SIZE_ITEM.test(text.replace(/^\s*(?:sizes?|lengths?|widths?)\s+/i, "")));
  let k = 0;
  while (k < Math.min(out.length, OPTIONS_MAX) && sameShape(out[out.length - 1 - k]!.text) && !NEGATES.test(` ${out[out.length - 1 - k]!.text} `)) {
    k++;
    if (out[out.length - k]!.after !== ",") break;
  }
  return k;
}

/**
 * How many pieces before this one are more of the line its "ONLY" limits: "DOT 3, DOT 4, DOT 5.1 ONLY - NOT for DOT 5
 * silicone" (cut, "DOT 3" and "DOT 4" were features and the ONLY held for DOT 5.1 alone; blind review r30). Each opens with
 * the same word as the piece with the ONLY and is at most three words.
 */
const LINE_ONLY = /^\s*(\S+)\s+\S+\s+ONLY\b/;
function sameLineBeforeOnly(out: readonly Piece[], piece: Piece): number {
  const line = piece.after === "," ? LINE_ONLY.exec(piece.text)?.[1] : undefined;
  if (!line) return 0;
  let k = 0;
  while (k < Math.min(out.length, OPTIONS_MAX)) {
    const words = out[out.length - 1 - k]!.text.trim().split(/\s+/);
    if (words[0] !== line || words.length > 3) break;
    k++;
    if (out[out.length - k]!.after !== ",") break;
  }
  return k;
}

/**
 * The words or sizes that share the noun closing their list: "weak, cold, orphan & triplet lambs", "1mm, 1.5mm, 2.5mm & 4mm
 * cable", "cow, goat or sheep milk" (cut, a colostrum "is weak" and a connector came "in 1mm and 1.5mm"; blind review r20).
 * The closing piece is "<word> &|and|or <word> <noun>"; the pieces before it single words in lower case (the noun plural or
 * the list closed by "or": "handmade, vegan, soy & coconut wax" stays three entries) or single sizes, at most three.
 */
const RESISTS = /^(?:water|oil|uv|heat|scratch|stain|rust|fade|shock|dust|wind|tear|chemical|fire|flame|sweat|splash|frost|moisture|mould|mold|odou?r|grease|abrasion|impact|corrosion|tarnish|salt|chlorine|shatter)$/i;
const SURFACES = /^(?:induction|gas|electric|ceramic|halogen|oven|ovens|dishwasher|microwave|freezer|fridge|campfire|grill|bbq|hob|hobs|stovetop|stove|aga|broiler|barbecue|toaster)$/i;
/** Words closing a list that are said of every item before them, with the items each may be. */
const SHARED_QUALITY: Record<string, RegExp> = { resistant: RESISTS, proof: RESISTS, repellent: RESISTS, safe: SURFACES, compatible: SURFACES, friendly: SURFACES };
const CLOSES_ON_NOUN = /^\s*(\S+)\s+(&|and|or)\s+\S+\s+(\p{L}{3,})\s*$/u;
const LOWER_WORD = /^\s*\p{Ll}[\p{Ll}-]*\s*$/u;
const NAME_WORD = /^\s*\p{Lu}[\p{L}]*\s*$/u;
function wordsBeforeSharedNoun(out: readonly Piece[], piece: Piece): number {
  const closing = piece.after === "," ? CLOSES_ON_NOUN.exec(piece.text) : null;
  if (!closing) return 0;
  const [, first, conjunction, noun] = closing as unknown as [string, string, string, string];
  // "water, oil & UV resistant", "induction, gas, electric, ceramic, oven & campfire safe": what a "-resistant" or "safe"
  // closing its list is said of (cut, "• Water", "• Induction", "• Gas" were bullets and "ceramic" read as the material; blind
  // review r32). Only the agents and the surfaces such a word is said of.
  const agentsOf = SHARED_QUALITY[noun.toLowerCase()];
  if (agentsOf && agentsOf.test(first)) {
    let k = 0;
    while (k < Math.min(out.length, 6) && agentsOf.test(out[out.length - 1 - k]!.text.trim())) {
      k++;
      if (out[out.length - k]!.after !== ",") break;
    }
    return k;
  }
  const sizes = SIZE_ITEM.test(first) && /\d/.test(first);
  // ("UK, US, Canada and Australia formats" of a CV service: names sharing their plural noun; cut, "UK" and "US" were bullets; r31.)
  const names = NAME_WORD.test(first) && /\p{Ll}s$/u.test(noun) && /^\p{Ll}/u.test(noun);
  if (!sizes && !names && !(LOWER_WORD.test(first) && (conjunction === "or" || /\p{L}s$/u.test(noun)))) return 0;
  const sameShape = (text: string) => (sizes ? SIZE_ITEM.test(text) && /\d/.test(text) && !/\s/.test(text.trim()) : names ? NAME_WORD.test(text) : LOWER_WORD.test(text) && !/^\s*(?:no|not|never)\s*$/i.test(text));
  let k = 0;
  while (k < Math.min(out.length, 3) && sameShape(out[out.length - 1 - k]!.text)) {
    k++;
    if (out[out.length - k]!.after !== ",") break;
  }
  return k;
}

/**
 * A state said once of a list's things after its last two: "all keys, carriage return, margins & bell working" (cut,
 * a typewriter's "carriage return" was its seller's policy; blind review r15).
 */
const STATE_OF_LIST_END = /\s(?:&|and)\s+\p{L}[\p{L}'’-]*\s+(?:working|work|fitted|present|intact|tested|replaced|missing|included|incl)\s*$/u;

/**
 * How many pieces before this one (the last of them opening after a semicolon) are the short things its "NOT included"
 * is about, or 0: "Pi board, PSU, SD card NOT included" was cut, the board and the PSU sold as contents (blind review r9).
 */
function thingsBeforeNotInBox(out: readonly Piece[], piece: Piece, semicolons: boolean): number {
  if (piece.after !== "," || !(NOT_IN_BOX_END.test(piece.text) || STATE_OF_LIST_END.test(piece.text))) return 0;
  // (A figure inside a word is a name, "3D printer"; a count or a measure is another entry. Cut, "3D printer, filament &
  // paint NOT included" sold the printer with a file; blind review r15.)
  const thing = (text: string) => text.trim().split(/\s+/).length <= 3 && !/(?:^|\s)[\d.,/]+(?:\s|$)|\d\s*(?:mm|cm|m|in|kg|g|lbs?|oz|ml|l)\b/i.test(text) && !NOT_IN_BOX_END.test(text) && !/\b(?:incl|included|with)\b/i.test(text) && !/^\s*also\b/i.test(text);
  if (!semicolons) return commaOnlyThingsBefore(out, piece, thing);
  let k = 0;
  while (k < out.length && k < OPTIONS_MAX && thing(out[out.length - 1 - k]!.text)) {
    const opener = out[out.length - 1 - k]!.after;
    k++;
    if (opener === ";") return k;
    if (opener !== ",") break;
  }
  // No semicolon opens the list: read it as in a line of commas ("…, adhesive, primer & tweezers NOT included" lost its
  // adhesive; blind review r16).
  return commaOnlyThingsBefore(out, piece, thing);
}

/**
 * In a line of commas only, nothing says where the list of missing things starts; its closing "&"/"and" says it is one:
 * "…, gilding size, brushes & burnisher NOT included" (cut, the gilding size read as in the box; blind review r15). The
 * bare things before it are the list's, up to two ("sash weights, pulleys, clout nails & staples NOT included": cut after
 * one, the sash weights were sold as a detail; blind review r20; more would reach the seller's own product words), never an
 * instruction ("soak roots, stake, ties & compost NOT included" is no list of four).
 */
/** "BODY ONLY - battery": a short lead, the seller's dash, then a bare thing that opens a list. */
const DASH_LEAD = /^\s*([^,\s][^,]{0,30}?)\s[-–—]\s+(\p{L}+(?:\s+\p{L}+)?)\s*$/u;
const COLOUR_ONLY = /^\s*(?:black|white|red|blue|green|grey|gray|silver|gold|brown|pink|purple|orange|yellow|navy|beige|cream|ivory|clear|chrome|natural)\s*$/i;
const INSTRUCTION_VERB = /^\s*(?:soak|water|cut|mix|use|add|keep|store|wash|plant|fill|remove|apply|place|fit|attach|hang|check|replace|trim|prune|feed|dilute|shake|stir|heat|cool|dry|wipe|clean|read|see|ask|message|choose|pick|select)\b/i;
function commaOnlyThingsBefore(out: readonly Piece[], piece: Piece, thing: (text: string) => boolean): number {
  const items = piece.text.replace(NOT_IN_BOX_END, "");
  if (!/\s(?:&|and)\s/.test(items) || items.trim().split(/\s+/).length > 5) return 0;
  let k = 0;
  while (k < Math.min(out.length, 2)) {
    const text = out[out.length - 1 - k]!.text;
    // "BODY ONLY - battery, charger & case NOT included": the list opens after the seller's dash, and what comes before the
    // dash says the same ("BODY ONLY - battery." read as though the battery came, "You also get a belt clip"; blind review r32).
    const afterDash = DASH_LEAD.exec(text)?.[2];
    if (afterDash && thing(afterDash) && !describes(afterDash) && !COLOUR_ONLY.test(afterDash)) return k + 1;
    // (Nor a colour: "black, receipt printer & USB cable NOT included" of a cash drawer is its colour, then what is missing; r25.)
    if (!thing(text) || describes(text) || INSTRUCTION_VERB.test(text) || COLOUR_ONLY.test(text) || /^\s*(?:NOT|NO|no|not)\b/.test(text) || /\s(?:&|and|or)\s/.test(text)) break;
    k++;
    if (out[out.length - k]!.after !== ",") break;
  }
  return k;
}

/** A full stop before a capital, outside brackets and after no abbreviation: "salt. CONTAINS: …", "(unpasteurised). Store …". */
// (Case matters here: under /i, \p{Lu} matches any letter.)
const SENTENCE_END = /(?<=[\p{Ll}\d)%])\.\s+(?=\p{Lu})/gu;
const ABBREVIATION = /(?:^|[^\p{L}])(?:st|dr|mr|mrs|ms|no|vol|co|ltd|inc|jr|sr|nr|mt|ft|pt|approx|incl|esp|vs|etc|c|ca|e\.g|i\.e)$/iu;

function sentencesOf(text: string): string[] {
  const out: string[] = [];
  let from = 0;
  for (const m of text.matchAll(SENTENCE_END)) {
    const before = text.slice(0, m.index);
    if ((before.match(/\(/g)?.length ?? 0) !== (before.match(/\)/g)?.length ?? 0) || ABBREVIATION.test(before)) continue;
    // A warning goes on across its sentences: "Burn within sight. Keep away from things that catch fire. Keep out of reach …".
    if (SAFETY_CONTINUES.test(text.slice(m.index! + m[0].length))) continue;
    out.push(text.slice(from, m.index));
    from = m.index! + m[0].length;
  }
  out.push(text.slice(from));
  return out;
}

/**
 * A line's pieces, with the seller's sentences as breaks as strong as a semicolon: "INGREDIENTS: …, salt. CONTAINS: wheat
 * (gluten), eggs. Made in a kitchen that also handles milk, nuts, sesame & mustard - may contain traces." was cut at its
 * commas across the full stops ("which is nuts.", a pasta's allergen line lost its nuts; blind review r12). A warning's
 * sentences stay with it, up to the seller's next semicolon.
 */
function sentencePieces(line: string): Piece[] {
  const out: Piece[] = [];
  let inWarning = false;
  for (const piece of splitOutsideBrackets(line)) {
    if (piece.after !== ",") inWarning = false;
    if (WARNING_START.test(piece.text)) inWarning = true;
    if (inWarning) {
      out.push(piece);
      continue;
    }
    sentencesOf(piece.text).forEach((text, k) => {
      // "genuine Makita - UK stock": a claim about the product, then where it is stocked, typed as one; two entries, so the
      // stock line can be left out of a marketplace without the claim (it was, as "shipping"; blind review r32).
      const stock = STOCK_AFTER_DASH.exec(text);
      if (stock) out.push({ text: stock[1]!, after: k === 0 ? piece.after : ";" }, { text: stock[2]!, after: "," });
      else out.push({ text, after: k === 0 ? piece.after : ";" });
    });
  }
  return out;
}

const STOCK_AFTER_DASH = /^(\s*\p{L}[^,]{2,40}?)\s+[-–—]\s+((?:uk|us|eu|gb)\s+stock(?:ist)?|in stock|(?:fast|quick|same[\s-]day|next[\s-]day)\s+(?:dispatch|delivery|shipping)|free\s+(?:uk\s+|us\s+)?(?:delivery|shipping|postage|p&p))\s*$/iu;

/**
 * Whether the seller separates this line's entries with semicolons, their commas then listing within an entry. One or two
 * semicolons among twenty commas do not: "…, wear over jeans, slip dresses or kimono, …; ships tracked EMS from Kyoto" ran a
 * haori's condition label over eight entries to its one semicolon (blind review r16). A semicolon still ends a group.
 */
function separatesBySemicolons(pieces: readonly Piece[]): boolean {
  const semicolons = pieces.filter((p) => p.after === ";").length;
  const commas = pieces.filter((p) => p.after === ",").length;
  return semicolons >= 3 || (semicolons > 0 && semicolons * 4 >= commas);
}

/** A line's entries in the seller's groups: a semicolon (or a sentence's end) starts a new group, a comma does not. */
function piecesOfLine(line: string): string[][] {
  const sentences = sentencePieces(line);
  const semicolons = separatesBySemicolons(sentences);
  const pieces = sentences.reduce<Piece[]>((out, piece, index) => {
    const things = thingsBeforeNotInBox(out, piece, semicolons) || optionsBeforeSharedEnd(out, piece) || wordsBeforeSharedNoun(out, piece) || sameLineBeforeOnly(out, piece);
    if (things) {
      const first = out.splice(out.length - things, things);
      // A lead the seller set off with a dash before the list is an entry of its own: "BODY ONLY", then "battery, charger &
      // case NOT included" (blind review r32).
      const lead = DASH_LEAD.exec(first[0]!.text);
      if (lead && NOT_IN_BOX_END.test(piece.text)) {
        out.push({ text: lead[1]!, after: first[0]!.after });
        first[0] = { text: lead[2]!, after: "" };
        out.push({ text: joined([...first, piece]), after: "," });
      } else out.push({ text: joined([...first, piece]), after: first[0]!.after });
      return out;
    }
    const previous = out[out.length - 1];
    // "2 yr warranty on seams, excludes punctures, UV fading": what a warranty excludes runs on in short pieces.
    const excluding = previous && /\bexclud(?:es?|ing)\b/i.test(previous.text) && piece.text.trim().split(/\s+/).length <= 3 && !/\d/.test(piece.text);
    const sameCodes = previous && piece.after === "," && CODE_AT_END.exec(previous.text.trim())?.[1] === CODE_AT_START.exec(piece.text)?.[1] && CODE_AT_START.test(piece.text);
    // "from smoke free, pet free home": one home, free of both (cut, "from smoke free" stood alone; blind review r11).
    const freeHome = previous && /[\s-]free\s*$/i.test(previous.text) && /^\s*\p{L}+[\s-]free\s+(?:home|house|household|environment)\s*$/iu.test(piece.text);
    // "natural crystal so colour, veining & tiny inclusions vary - NOT a defect": a clause opened by "so" runs on through its
    // list (cut, "Natural crystal so colour." stood alone; blind review r12).
    const soClause = previous && /\bso\s+\p{L}+\s*$/iu.test(previous.text);
    // "please send in a sturdy box, not a padded bag": the thing ruled out instead of the one named (cut, "It is not a padded
    // bag." was said of a restringing service; blind review r15). Never a warning of its own ("not a toy").
    // "needs a partner e.g. James Grieve, Egremont Russet, Discovery": named examples run on (cut, "Discovery" read as the tree
    // itself in an eBay subtitle; blind review r16). "vitamins A, D3 & E" likewise ("vitamins An and D3 & E" before).
    const namedExamples = previous && /\b(?:e\.g\.?|eg|such as|incl\.?|including)\s+\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*){0,2}(?:,\s*\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*){0,2})*\s*$/u.test(previous.text) && /^\s*(?:(?:and|or|&)\s+)?\p{Lu}[\p{L}'’-]*(?:(?:\s+(?:&|and|of|on|upon)\s+|\s+)\p{Lu}[\p{L}'’-]*){0,3}\s*$/u.test(piece.text);
    // ("Blackpool, Scarborough, Llandudno & Isle of Man": the last with its "&" and "of"; cut, "Llandudno & Isle of Man" was
    // a detail bullet of postcards; blind review r26.)
    // "small, medium & large breeds": a size word before the rest of its list (cut, "small" stood alone; blind review r16).
    const sizeWordOfList = previous && /^\s*(?:small|medium|large|big|mini|giant|toy|short|long|light|heavy|fine|coarse|young|adult|senior|junior|thin|thick)\s*$/i.test(previous.text) && SHARES_ITS_NOUN.test(piece.text);
    // "UK 16, 18, 20, 22": a size system's sizes (cut, "20, 22 and 24" closed an eBay subtitle and "UK 16" was in no field; r17).
    const sizeSystemRun = previous && /^\s*(?:UK|US|EU|AU|IT|FR)\s*\d{1,2}(?:\.5)?(?:,\s*\d{1,2}(?:\.5)?)*\s*$/.test(previous.text) && /^\s*\d{1,2}(?:\.5)?\s*$/.test(piece.text);
    const vitaminList = previous && /\bvitamins?\s+[A-K]\d{0,2}(?:,\s*[A-K]\d{0,2})*\s*$/i.test(previous.text) && /^\s*[A-K]\d{0,2}(?:\s*(?:&|and|,)\s*[A-K]\d{0,2})*\s*$/.test(piece.text);
    // (Never after a statement of its own: "if a phrase is already filled in it's a scam, NOT a leather wallet" told the buyer
    // the scam was no wallet; blind review r26.)
    const notInstead = previous && /\b(?:a|an)\s+\p{L}+(?:\s+\p{L}+)?\s*$/iu.test(previous.text) && !/\b(?:it['’]s|is|are|was|were)\b/i.test(previous.text) && /^\s*(?:but\s+)?not\s+(?:a|an)\s+\p{L}+(?:\s+\p{L}+)?\s*$/iu.test(piece.text) && !/\btoy\b/i.test(piece.text);
    // "a trapped mouse can die of stress, thirst or cold within hours": a list after "of" runs on to its "or" (cut, "thirst or
    // cold within hours" stood alone as a note; blind review r13). Its middle items are single words before the closing one.
    // (Only after a statement of five words or more: "made of oak, walnut, cherry or maple" lists materials to choose from.)
    // (Not a list of its own with what is said of it: "use within 6 months of opening, starter culture & calcium chloride sold
    // separately" are two entries; blind review r20.)
    const closesList = (text: string | undefined) => !!text && /^\s*\p{L}+(?:\s+\p{L}+)?\s+(?:or|and|&)\s+\p{L}/u.test(text) && text.trim().split(/\s+/).length <= 7 && !NOT_IN_BOX_END.test(text) && !SHARED_BY_OPTIONS_END.test(text);
    const listAfterOf =
      previous &&
      // (Or a serving suggestion: "lovely w/ prosecco, gin, sparkling water or drizzled on cakes"; cut, "gin" was a spec; r18.)
      (previous.text.trim().split(/\s+/).length >= 5 || /^\s*(?:lovely|great|delicious|perfect|nice|good|serve|served|try|pairs?|enjoy)\b/i.test(previous.text)) &&
      /\b(?:of|from|by|with|w\/|such as|like|to|onto|into|on|if|when|unless|after|before|during)\s*\p{L}+(?:,\s*\p{L}+)*\s*$/iu.test(previous.text) &&
      // (Not after a statement with its modal: "natural wood grain - may vary slightly from photos, beginners & club players"
      // made the players one more thing the grain varies from; blind review r22.)
      !/\b(?:may|might|will|can|could)\s+\p{L}+/iu.test(previous.text) &&
      (closesList(piece.text) || (/^\s*\p{L}+\s*$/u.test(piece.text) && sentences[index + 1]?.after === "," && closesList(sentences[index + 1]!.text)));
    // "stop using once baby can sit up, roll or kneel": a safety step's list runs to its "or" (cut, "kneel" hung off the
    // mattress; blind review r17). "fill with dry leaves or hay, NOT straw": the alternative ruled out stays with it (cut,
    // "It is NOT straw." of a hedgehog house; r17).
    // ("replace if cracked, hard or stretched" of a canner's gasket too: "hard or stretched" stood alone; blind review r20.)
    // (Never the seller's home: "keep away from small children, …, pet free & smoke free home" of a used toy; r25.)
    // (Never a use of the seller's next entry: "avoid skin contact (…), for professional & home use" made the use part of the
    // caution; blind review r29.)
    const stepList = previous && /^\s*(?:stop|do not|don['’]t|never|avoid|discontinue|discard|remove|keep|replace|return|check)\b/i.test(previous.text) && closesList(piece.text) && !/\d/.test(piece.text) && !NOT_OF_A_WARNING.test(piece.text) && !FOR_START.test(piece.text);
    // "readings may be inaccurate with nail varnish, cold hands or poor circulation": what a reading or a result is affected
    // by runs to its "or" (cut, "cold hands or poor circulation" was a pulse oximeter's further information; blind review r29).
    // "glass - handle with care, sharp if broken": the hazard a caution is about runs on (cut, "sharp if broken" was further
    // information of microscope slides; blind review r29).
    const hazardOfCaution =
      previous && /\b(?:handle\s+with\s+care|caution|careful|fragile)\b/i.test(previous.text) && /^\s*(?:sharp|hot|fragile|flammable|toxic|slippery|harmful|dangerous)\s+(?:if|when|once)\s+\p{L}+(?:\s+\p{L}+)?\s*$/iu.test(piece.text);
    const affectedByList =
      previous && /\b(?:may|might|can|could|will)\s+(?:be\s+)?(?:inaccurate|unreliable|affected|reduced|distorted|incorrect|misleading|impaired)\s+(?:with|by|if|when|in|from)\b[^,]*$/i.test(previous.text) &&
      closesList(piece.text) && !/\d/.test(piece.text) && !FOR_START.test(piece.text);
    // "swimming OK, NOT diving": an activity ruled out after one allowed (never "utility trailer, NOT for lifting": a use, then
    // the seller's own ban; blind review r19).
    const activityRuledOut = previous && /\b(?:ok|okay|fine|allowed|safe|suitable|rated|yes)\b/i.test(previous.text) && /^\s*not\s+(?:for\s+)?[a-z]+ing\s*$/i.test(piece.text);
    const notThisOne = previous && /\s(?:or|and)\s+\p{L}[\p{L}-]*\s*$/iu.test(previous.text) && /^\s*(?:but\s+)?(?:NOT|not)\s+\p{L}[\p{L}-]*\s*$/u.test(piece.text);
    // "each 24 x 24 x 14cm, 2.1kg", "each ramp …, approx 2.1kg": a measure after "each …" is each one's too (cut, a pack of
    // four lights "weighed 2.1kg in all"; blind review r13).
    const eachMeasure = previous && /^\s*(?:each|per)\b/i.test(previous.text) && /^\s*(?:approx\.?\s*|~\s*)?\d[\d.,]*\s*(?:kg|g|lbs?|oz|cm|mm|m|in|inch|"|ml|l)\b/i.test(piece.text) && piece.text.trim().split(/\s+/).length <= 3;
    // "8\" solid PVC wheels, puncture proof;": a quality typed last after a part is the part's (cut, the rollator itself "is
    // puncture proof"; blind review r13). Only a "-proof", "-resistant" word closing the seller's group.
    const partsQuality =
      previous && semicolons && /\p{L}{3,}s\s*$/u.test(previous.text) && /^\s*\p{L}+[\s-](?:proof|resistant)\s*$/iu.test(piece.text) && (sentences[index + 1] === undefined || sentences[index + 1]!.after !== ",");
    // "reads 9, 10 & 15 digit microchips": a run of figures to its "&" is one list (cut, "Reads 9" stood alone; blind review r25).
    // "pins can be damaged with too much force, so learn on an old piano first": what to do about a risk runs on (cut, "so learn
    // on an old piano first" stood alone; blind review r27).
    const soAfterRisk = previous && /\b(?:can|may|might|will|could)\s+\p{L}+/iu.test(previous.text) && /^\s*so\s+\p{L}+\s+\p{L}+/iu.test(piece.text);
    // "NOT for spray tanning, cake decorating or spraying … without a mask", "NOT for Rolex, Omega or vintage watches over 30 years
    // old", "never use a sling that is cut, burnt or has exposed core yarns - …": what a NOT for / never use rules out runs to
    // its "or" (cut, the rest read as uses and features without their NOT; blind review r29).
    const ruledOutUse =
      previous && /^\s*(?:not|never)\s+(?:for|use|suitable\s+for|compatible\s+with)\b/i.test(previous.text) && !previous.text.includes(",") &&
      /\s(?:or|nor)\s/i.test(piece.text) && !/\b(?:not|never)\b/i.test(piece.text) && piece.text.trim().split(/\s+/).length <= 12 && !NOT_OF_A_WARNING.test(piece.text);
    const figureRun = previous && /(?:^|\s)\d+(?:[.,]\d+)?\s*$/.test(previous.text) && /^\s*\d+(?:[.,]\d+)?\s*(?:&|and|or)\s*\d/.test(piece.text);
    // "jackets for 8, 10, 15, 22 & 28mm": a bare figure after a figure is the next of its list (cut, "10" was a pipe freezer's
    // feature and "jackets for 8" its part; blind review r30). A bare figure alone says nothing as an entry.
    // (".012, .016, .024" of guitar strings' gauges too: "In the detail: light gauge, .012, .016 and .024. Also: .032"; r31.)
    // "also 3X, 4X, 6X, 7X (choose from menu)": more codes of the shape the "also" named (cut, "Also 3X." stood alone; r31).
    const codeShape = (token: string) => token.replace(/\p{Lu}/gu, "A").replace(/\p{Ll}/gu, "a").replace(/\d+/g, "9");
    const lastCode = previous && /^\s*also\s+\S/i.test(previous.text) ? /(\S+)\s*$/.exec(previous.text)?.[1] : undefined;
    const pieceCode = /^\s*([\p{L}\d.]+)\s*(?:\([^()]*\))?\s*$/u.exec(piece.text)?.[1];
    const alsoCodes = !!lastCode && !!pieceCode && /\d/.test(pieceCode) && codeShape(lastCode) === codeShape(pieceCode);
    const bareFigureRun = previous && /(?:^|\s)\.?\d+(?:[.,]\d+)?\s*$/.test(previous.text) && /^\s*\.?\d+(?:[.,]\d+)?\s*$/.test(piece.text);
    // "Always check for leaks with soapy water, never with a flame, before lighting": an instruction's "when" runs on (cut,
    // "before lighting" was a detail bullet of a gas regulator; blind review r26).
    const stepWhen = previous && IMPERATIVE_START.test(previous.text) && /^\s*(?:before|after|until|once|while)\s+\p{L}+ing\s*$/iu.test(piece.text);
    // "must be designed, erected and inspected by a competent person": the rest of a passive's participles (r26).
    const passiveRun = previous && /\b(?:must|should|will|can|to|shall)\s+be\s+\p{L}+ed\s*$/iu.test(previous.text) && /^\s*\p{L}+ed\b/u.test(piece.text);
    // "decoys only - NO calls, guns or ammunition": what "NO" rules out runs to its "or" (cut, "guns or ammunition" lost its
    // NO; blind review r26).
    // (Of things only: "Betacam NOT accepted, PAL & NTSC" are two entries.)
    const ruledOutList = previous && /(?:^|\s)(?:no|NO|not|NOT|never|NEVER|without)\s+\p{L}+(?:\s+\p{L}+)?\s*$/u.test(previous.text) && !/(?:ed|en|ing)\s*$/i.test(previous.text) && /^\s*\p{L}+(?:\s+\p{L}+)?\s+(?:or|nor|and|&)\s+\p{L}+(?:\s+\p{L}+)?\s*$/u.test(piece.text) && !NOT_IN_BOX_END.test(piece.text);
    // "for collectors, junk journals, scrapbooking or family history": a short "for" list runs to its "or" (cut, "junk journals"
    // was a detail bullet and "scrapbooking or family history" a note; blind review r26). Only up to three more pieces.
    const short = (p: Piece | undefined) => !!p && p.after === "," && !/\d|:/.test(p.text) && p.text.trim().split(/\s+/).length <= 3;
    const closes = (p: Piece | undefined) => !!p && p.after === "," && !/\d|:/.test(p.text) && closesList(p.text);
    const forParts = previous?.text.split(",") ?? [];
    const forList =
      previous && FOR_START.test(forParts[0]!) && forParts[0]!.trim().split(/\s+/).length <= 4 && forParts.length <= 3 && forParts.slice(1).every((part) => part.trim().split(/\s+/).length <= 3) &&
      (closes(piece) || (short(piece) && (closes(sentences[index + 1]) || (short(sentences[index + 1]) && closes(sentences[index + 2])))));
    // "scent notes: fig leaf, blackcurrant (cassis), cedarwood", "multi-use: swaddle, nursing cover, pram shade, burp cloth": a
    // labelled list runs on through its short items with no "and" to close it (cut, "cassis" and "cedarwood" were loose
    // bullets and "nursing cover" a part of the swaddles; blind review r32). Short items only: no figure, no negation, no
    // label, no instruction.
    const shortItem = (text: string) => { const bare = text.replace(/\([^()]*\)/g, " ").trim(); return bare.split(/\s+/).length <= 3 && !/\d|:|\b(?:not|no|never)\b/i.test(bare) && !INSTRUCTION_VERB.test(bare); };
    const labelledRun = previous && UNCLOSED_LIST_LABEL.test(previous.text) && previous.text.split(",").length < 8 && previous.text.replace(UNCLOSED_LIST_LABEL, "").split(",").every(shortItem) && shortItem(piece.text);
    // "if irritation occurs, discontinue use and consult a doctor": an "if" clause is never an entry alone; what to do when it
    // happens is its (cut, "Discontinue use and consult a doctor." stood as an order for everyone; blind review r32).
    const ifClause = previous && /^\s*(?:if|unless|should|in case of)\s+[^,]+$/i.test(previous.text) && previous.text.trim().split(/\s+/).length <= 8 && /^\s*\p{L}/u.test(piece.text);
    // "tested to EN71-1, -2, -3": the parts of one standard (cut, "• -2" was a bullet; blind review r32).
    const standardParts = previous && /(?:\p{L}[\p{L}\d]*|,\s*)-\d+\s*$/u.test(previous.text) && /^\s*-\d+\s*$/.test(piece.text);
    // "hyperlinked tabs for GoodNotes, Notability, Xodo": more names after a "for" name (cut, "• Xodo" stood alone; r32).
    const namesAfterFor = previous && /\b(?:for|with|in)\s+\p{Lu}[\p{L}\d]*(?:\s*,\s*\p{Lu}[\p{L}\d]*)*\s*$/u.test(previous.text) && /^\s*(?:(?:and|or|&)\s+)?\p{Lu}\p{Ll}*\p{Lu}?[\p{L}\d]*\s*$/u.test(piece.text) && !/^\s*(?:NOT|NO)\b/.test(piece.text);
    // "keeps cold 24 hours, hot 12 hours": the second half says its "keeps" by the first's (cut, "• Hot 12 hours" stood alone).
    const keepsAgain =
      previous && /\bkeeps?\s+(?:\p{L}+\s+)?(?:hot|cold|warm|cool|chilled|iced?|frozen)\b[^,]*\d/iu.test(previous.text) &&
      /^\s*(?:and\s+|&\s+)?(?:hot|cold|warm|cool|chilled|iced?|frozen)\s+(?:for\s+)?(?:up\s+to\s+)?\d+\s*\+?\s*(?:hours?|hrs?|h|days?)\s*$/i.test(piece.text);
    // "A1, A2, 24x36 inch", "A4, A5, US Letter": a run of paper sizes is one list of the sizes it comes in (cut, "• A1" and "• A2"
    // were bullets of a printable).
    const PAPER = /^\s*(?:[AB]\d{1,2}|US\s+Letter|Letter|Legal|Tabloid|Half\s+Letter|\d+(?:\.\d+)?\s*[x×]\s*\d+(?:\.\d+)?\s*(?:inch(?:es)?|in|"|cm|mm))\s*$/i;
    const paperSizes = previous && previous.text.split(",").every((part) => PAPER.test(part)) && PAPER.test(piece.text) && (/^\s*[AB]\d/i.test(previous.text) || /^\s*[AB]\d/i.test(piece.text) || /letter|legal|tabloid/i.test(previous.text + piece.text));
    // "free of parabens, phthalates, petrolatum & SLS", "includes foam pad, activated carbon bag, C-Nodes & Bio-Screen": what a
    // "free of" or an "includes" lists runs to the item its "&" closes (cut, "• Phthalates" read as an ingredient of a lip balm;
    // blind review r33). Only short items, and only when the closing item comes within four.
    const shortOf = (p: Piece | undefined) => !!p && p.after === "," && !/\d|:|\b(?:not|no|never)\b/i.test(p.text) && p.text.replace(/\([^()]*\)/g, " ").trim().split(/\s+/).length <= 3;
    const closesAt = (from: number) => {
      for (let k = from; k < Math.min(sentences.length, from + 4); k++) {
        if (!shortOf(sentences[k])) return false;
        if (/\s(?:&|and|or)\s/i.test(sentences[k]!.text)) return true;
      }
      return false;
    };
    const openedList = previous && /^\s*(?:free\s+(?:of|from)|without|includes?|including|incl\.?|comes with|supplied with)\s+\S/i.test(previous.text) && !/\s(?:&|and|or)\s[^,]*$/i.test(previous.text) && closesAt(index);
    // "true to size - if between sizes, size down": an "if" after a dash takes its what-to-do too (cut, "Size down" told every buyer
    // to; blind review r33).
    const ifAfterDash = previous && /(?:\s[-–]\s|\()\s*(?:if|unless)\s+[^,]+$/i.test(previous.text) && /^\s*\p{L}+(?:\s+\p{L}+){0,3}\s*$/u.test(piece.text);
    // "1/4\", 5/16\" & 3/8\" nut drivers": measures to the one their "&" closes (cut, "1/4\"" was lost; blind review r33).
    const MEASURE_ALONE = /^\s*\d+(?:[./]\d+)?\s*(?:"|”|mm|cm|in|inch)?\s*$/;
    const measureRun = previous && MEASURE_ALONE.test(previous.text) && /^\s*\d+(?:[./]\d+)?\s*(?:"|”|mm|cm|in|inch)?\s*(?:&|and|or)\s*\d/.test(piece.text);
    // "60 pcs: 32 small squares, 16 triangles, 8 large squares": the counted pieces of a labelled count (cut, "60 pcs: 32 small
    // squares." stood alone; blind review r33).
    const countedPieces = previous && /^\s*\d+\s*(?:pcs|pieces|piece|parts|items)\b[^:]*:\s*\d/i.test(previous.text) && /^\s*\d+\s+\p{L}[\p{L}\s-]*$/u.test(piece.text) && piece.text.trim().split(/\s+/).length <= 4;
    if (previous && piece.after === "," && (keepsAgain || paperSizes || openedList || ifAfterDash || measureRun || countedPieces || labelledRun || ifClause || standardParts || namesAfterFor || CONTINUES_PREVIOUS.test(piece.text) || figureRun || bareFigureRun || alsoCodes || affectedByList || hazardOfCaution || soAfterRisk || ruledOutUse || forList || stepWhen || passiveRun || ruledOutList || activityRuledOut || excluding || sameCodes || freeHome || soClause || notInstead || namedExamples || vitaminList || sizeWordOfList || sizeSystemRun || stepList || notThisOne || listAfterOf || eachMeasure || partsQuality)) previous.text += `,${piece.text}`;
    else out.push(piece);
    return out;
  }, []);
  // Whether the seller separates entries with semicolons here: their commas then list within an entry.
  const bySemicolons = separatesBySemicolons(pieces);
  const out: string[][] = [];
  for (let i = 0; i < pieces.length; i++) {
    let take = 0;
    if (WARNING_START.test(pieces[i]!.text)) {
      // A seller who separates entries with semicolons types a warning's own parts with commas: it runs to the
      // semicolon ("WARNING: do not exceed max range, may lose calibration, recal recommended every 5000 cycles;").
      // (Up to an offer or a term of sale typed after it, or a product's measure: "… weakened immune system, free UK postage",
      // "…, bulk discount 5+ trays", "…, beginner friendly, hobby gift", "…(copper poisoning), approx 1 bucket per 10-15 goats"
      // ran into warnings; blind review r16.)
      if (bySemicolons) while (pieces[i + 1 + take]?.after === "," && !NOT_OF_A_WARNING.test(pieces[i + 1 + take]!.text) && !/^\s*(?:approx\.?\s*|~\s*|lasts\s+(?:approx\.?\s*)?)?\d/i.test(pieces[i + 1 + take]!.text)) take++;
      for (;;) {
        const rest = pieces.slice(i + 1 + take);
        const next = rest[0];
        if (next === undefined) break;
        // Past a semicolon the warning goes on only with more of itself ("…; keep away from children", "…; allow to
        // cool before handling"), never into the seller's next keyword ("…under 12 MONTHS; glass jar").
        // ("…; 1 yr warranty (excl. drops)" is the seller's next entry: it opens with a figure.)
        // Another warning is an entry of its own, never the first one's list (two WARNINGs were one run).
        if (WARNING_START.test(next.text)) break;
        const goesOn = CONTINUES.test(next.text) || SAFETY_CONTINUES.test(next.text) || (next.after === ";" && (WARNING_GOES_ON.test(next.text) || SHOUTED_ONLY.test(next.text)));
        // ("… keep away from heat, sparks, open flames": what to keep it from runs on; a paint's "sparks" were features, r15.)
        const keptFrom = next.after === "," && KEEP_AWAY_START.test(pieces[i + take]!.text) ? shortRun(rest, 3) : 0;
        // (Never an instruction of the seller's next entry: "WARNING: hay fever sufferers may sneeze, feed alongside pellets &
        // fresh greens" took the feeding advice into the warning; blind review r20.)
        const instruction = /^\s*\p{Ll}+\s+(?:alongside|with|w\/|in|into|on|onto|for|from|at|by|before|after)\b/u.test(next.text) && !SAFETY_CONTINUES.test(next.text) && !CONTINUES.test(next.text);
        // The seller's full stop ends the warning: "… keep away from children, pets and anything flammable., stove thermometer
        // incl" took the thermometer into it (blind review r31).
        const last = pieces[i + take]!.text;
        if (/[.!]\s*$/.test(last) && !/\b(?:approx|incl|e\.g|i\.e|etc)\.\s*$/i.test(last)) break;
        // "avoid contact with eyes, if contact occurs, rinse well with water": what to do when its "if" happens goes on (cut, the
        // first aid was a shampoo bar's care line; blind review r31).
        const consequence = /(?:^|,)\s*if\s+[^,]*$/i.test(last) && /^\s*\p{Ll}+\s/u.test(next.text) && next.after === ",";
        const n = keptFrom || (goesOn || consequence ? 1 : next.after === ";" || instruction ? 0 : listLength(rest, 6, /./, 10));
        if (!n || rest.slice(0, n).some((p) => NOT_OF_A_WARNING.test(p.text))) break;
        take += n;
      }
    }
    // A list of options closed by what is said of them all ("sizes S, L & XL sold separately") is whole already.
    else if (pieces[i]!.text.includes(",") && SHARED_BY_OPTIONS_END.test(pieces[i]!.text)) take = 0;
    else if (NOTES_START.test(pieces[i]!.text) || FOR_START.test(pieces[i]!.text)) {
      take = listLength(pieces.slice(i + 1), 3) || listClosedBySemicolon(pieces.slice(i + 1), pieces[i]!.after === ";", NO_FIGURES);
      if (!take && FOR_ONE_WORD.test(pieces[i]!.text) && pieces[i + 1]?.after === "," && SHARES_ITS_NOUN.test(pieces[i + 1]!.text)) take = 1;
    }
    else if (FITS_START.test(pieces[i]!.text) || NOT_FOR_START.test(pieces[i]!.text)) {
      take = listLength(pieces.slice(i + 1), 6, MODEL) || sameLineLength(pieces[i]!.text, pieces.slice(i + 1)) || modelRun(pieces.slice(i + 1));
      // "fits doors, walls & panels": what it fits in, plural things to the one its "&" closes (cut, a cat flap came with "walls &
      // panels" as its parts; blind review r25).
      if (!take && FITS_START.test(pieces[i]!.text)) take = piecesClosedByConjunction(pieces.slice(i + 1), pluralThings);
      // ("NOT for D-shaped, square or wall hung toilets": a capital that names no model; blind review r21.)
      if (!take && NOT_FOR_START.test(pieces[i]!.text)) take = negatedListLength(pieces[i]!.text, commaRun(pieces.slice(i + 1)));
      // "fits steel tanks ONLY - will NOT stick to plastic, aluminium or carbon tanks (…);": the seller's semicolon
      // closes the list even where its items are not model names.
      // (Never over a list that says its own "NOT included".)
      take = Math.max(take, listClosedBySemicolon(pieces.slice(i + 1), pieces[i]!.after === ";", (piece) => NOT_A_HOME.test(piece), 6));
      // "fits Marshall JCM800, JCM900, Hiwatt, Orange, Laney & many hi-fi integrated amps": the models' run closes with its
      // "&" and the rest of what it fits (cut, "Laney & many hi-fi integrated amps" was a detail bullet; blind review r19).
      const closing = pieces[i + 1 + take];
      if (take && closing?.after === "," && MODEL.test(closing.text) && ENDS_WITH_CONJUNCTION.test(closing.text) && !NEGATES.test(` ${closing.text} `) && closing.text.trim().split(/\s+/).length <= 6) take++;
      take += sameMakerAfterSemicolon(pieces[i]!.text, pieces.slice(i + 1 + take));
    }
    // Before the labelled lists: "INGREDIENTS incl. LINALOOL, LIMONENE" is an allergen statement, not a label.
    else if (CONTAINS_START.test(pieces[i]!.text)) {
      // ("ALLERGENS: contains WHEAT (gluten), PISTACHIO NUTS and BUTTER (milk)": allergens shouted in capitals, as food law
      // asks, are items however many words; cut, the pistachios and the butter were further information; blind review r31.)
      // ("made in a facility that also processes eggs, wheat, peanuts, tree nuts, fish & shellfish": an allergen of two words
      // is one more; cut, "tree nuts" was a feature of a whey protein; blind review r33.)
      const allergenItem = (piece: string) => OPTION_ITEM.test(piece.replace(/\s*\([^()]*\)\s*$/, "")) || SHOUTED_ALLERGENS.test(piece.replace(/\([^()]*\)/g, " ")) || /^\s*\p{Ll}+(?:\s+\p{Ll}+)?\s*$/u.test(piece);
      take = optionsAfter(pieces.slice(i + 1), allergenItem);
      // In a line of semicolons an allergen statement runs to its semicolon: "CONTAINS wheat/gluten, peanuts, egg - not
      // for dogs w/ grain allergy" lost its egg (blind review r10).
      // ("may contain nuts, peanuts & sesame - made in a kitchen that handles nuts": its last item is 11 words; blind review r11.)
      if (bySemicolons) take = Math.max(take, runToSemicolon(pieces.slice(i + 1), (piece) => piece.trim().split(/\s+/).length <= 14));
    }
    // "*no legal definition, we mean free from oxybenzone & octinoxate": a footnote is one statement (cut, "no legal
    // definition" was said among the things a sunscreen has none of; blind review r11).
    else if (/^\s*\*/.test(pieces[i]!.text) && bySemicolons) take = commaRun(pieces.slice(i + 1)).length;
    // "also available in navy, black, bottle green, ages 3-16;": what else the seller sells, to the semicolon (cut, a grey
    // skirt's listing said "Color: black." and "for ages 3-16"; blind review r14).
    else if (/^\s*also\s+(?:available|comes|sold|offered|in)\b/i.test(pieces[i]!.text) && bySemicolons && runToSemicolon(pieces.slice(i + 1), (piece) => piece.trim().split(/\s+/).length <= 4))
      take = runToSemicolon(pieces.slice(i + 1), (piece) => piece.trim().split(/\s+/).length <= 4);
    // "also suits tractors, dumpers, ride on mowers": what else it fits, short items up to one that says more (cut, "Dumpers"
    // and "Ride on mowers" were a seat's key features; blind review r16).
    else if (/^\s*also\s+(?:suits|fits|works\s+(?:with|on|in)|compatible\s+with)\s+\p{L}/iu.test(pieces[i]!.text)) {
      const run = shortRun(pieces.slice(i + 1), 3);
      take = pieces.slice(i + 1, i + 1 + run).findIndex((p) => /\b(?:NOT|not|incl|included|only)\b/.test(p.text));
      if (take < 0) take = run;
    } else if (COLOURS_INCLUDING.test(pieces[i]!.text)) take = labelledListLength(pieces[i]!.text.replace(COLOURS_INCLUDING, "$1: "), pieces.slice(i + 1), pieces[i]!.after === ";");
    else if (LABELLED_START.test(pieces[i]!.text)) take = labelledListLength(pieces[i]!.text, pieces.slice(i + 1), pieces[i]!.after === ";");
    else if (WORKS_ON_END.test(pieces[i]!.text)) take = optionsAfter(pieces.slice(i + 1));
    // "you MUST provide date, exact time AND place of birth": what the buyer must give, to the item its "and" closes (cut, "You
    // MUST provide date." lost the time and place; blind review r24).
    else if (MUST_PROVIDE_START.test(pieces[i]!.text)) take = piecesClosedByConjunction(pieces.slice(i + 1), (text) => !/\d/.test(text) && text.split(/\s+/).length <= 7);
    // "keep hands, hair, ties & jewellery away from feed": what to keep away, listed with commas, is one instruction (cut,
    // a shredder's title ended "…, Hair"; blind review r10).
    else if (KEEP_START.test(pieces[i]!.text)) take = keptAwayLength(pieces.slice(i + 1));
    // "full body support for back, bump, hips, knees;": what it is for, listed with commas after its "for", to the semicolon
    // (cut, a pregnancy pillow was "meant for bump, hips and knees" and its support was "for back"; blind review r14).
    // (A lower-case word after "for", and lower-case items: "case for iPhone, black, slim" names a model and its colours.)
    else if (/\sfor\s+\p{Ll}+\s*$/u.test(pieces[i]!.text) && !FOR_START.test(pieces[i]!.text) && pieces[i]!.text.trim().split(/\s+/).length >= 4 && bySemicolons && runToSemicolon(pieces.slice(i + 1), (piece) => /^\s*(?:and\s+)?\p{Ll}+\s*$/u.test(piece)))
      take = runToSemicolon(pieces.slice(i + 1), (piece) => /^\s*(?:and\s+)?\p{Ll}+\s*$/u.test(piece));
    // "store cool, dry, away from direct sunlight": one instruction to its semicolon (cut, a chlorine's "dry, away from
    // direct sunlight" was a feature; blind review r13).
    else if (STORE_START.test(pieces[i]!.text) && bySemicolons) take = runToSemicolon(pieces.slice(i + 1), (piece) => piece.trim().split(/\s+/).length <= 8 && !/\d/.test(piece));
    // "no added sugar, salt or preservatives", "use lower temp for fine, bleached or damaged hair": a list closed by
    // "or"/"and" stays with its first word (cut, "salt or preservatives" and "bleached or damaged hair" stood alone).
    else if (NO_LIST_START.test(pieces[i]!.text) || INSTRUCTION_FOR_START.test(pieces[i]!.text)) {
      take = listLength(pieces.slice(i + 1), 4);
      if (!take && NO_LIST_START.test(pieces[i]!.text)) take = noListLength(pieces.slice(i + 1));
    }
    // "keep away from heat, sparks, open flames": what to keep it from, listed with commas (cut, a paint's "sparks" and
    // "open flames" were its features and an eBay subtitle; blind review r15).
    // (Never into the seller's postage: "keep away from under 3s, postage UK only" was left out whole as shipping; r18.)
    else if (KEEP_AWAY_START.test(pieces[i]!.text)) {
      take = shortItemsAfter(pieces.slice(i + 1), bySemicolons, 3);
      const offer = pieces.slice(i + 1, i + 1 + take).findIndex((p) => NOT_OF_A_WARNING.test(p.text));
      if (offer >= 0) take = offer;
    }
    // "fixes leaks, mould, torn seal": what it fixes (cut, a new door seal's "Condition: torn seal"; blind review r15), and
    // "mix of ash, oak, beech & birch" (cut, logs "made from beech & birch"; blind review r15).
    else if (MAKES_START.test(pieces[i]!.text)) take = bySemicolons ? runToSemicolon(pieces.slice(i + 1), (piece) => PLURAL_ITEM.test(piece)) : optionsAfter(pieces.slice(i + 1), (piece) => PLURAL_ITEM.test(piece) && !/\b(?:NOT|not|no|NO)\b/.test(piece));
    else if (FIXES_START.test(pieces[i]!.text) || MIX_OF_START.test(pieces[i]!.text)) {
      take = shortItemsAfter(pieces.slice(i + 1), bySemicolons, 2);
      // (With the item that closes the list: "…, stains, dust & water damage".)
      const closing = pieces[i + 1 + take];
      if (!bySemicolons && closing?.after === "," && ENDS_WITH_CONJUNCTION.test(closing.text) && closing.text.trim().split(/\s+/).length <= 4 && !/\d/.test(closing.text)) take++;
    }
    // "do NOT use if pregnant, on broken skin, or with blood thinners": cut at its commas, the last two lost their NOT.
    // ("pump NOT incl, grass & 3G/4G artificial pitch": what is not in the box is said; the next piece is the seller's next
    // entry, never more of what is missing; blind review r14.)
    else if (NEGATES.test(` ${pieces[i]!.text} `) && !NOT_IN_BOX_END.test(pieces[i]!.text) && !SAID_OF_ITS_SUBJECT.test(pieces[i]!.text)) {
      // ("NOT suitable for advanced jumps, pet & smoke free home": the home is the seller's next entry, not one more thing
      // the skates are unsuitable for; blind review r15.)
      // (Never into the seller's next entry joined by "&" or closed by "only": "NOT for open wounds, realistic drips & splatter",
      // "do NOT use aluminium, stainless steel or PP5 plastic only" read the stage blood's effect and the safe containers as
      // ruled out; blind review r21.)
      const next = pieces[i + 1]?.text.replace(/\([^()]*\)/g, "") ?? "";
      const nextIsOwnEntry = (/\s(?:&|and)\s/i.test(next) && !/\s(?:or|nor)\s/i.test(next) && !LIST_END.test(next)) || /\bonly\s*$/i.test(next.trim());
      take = negatedListLength(pieces[i]!.text, commaRun(pieces.slice(i + 1))) || (nextIsOwnEntry ? 0 : listLength(commaRun(pieces.slice(i + 1)), 6, NOT_A_HOME)) || listClosedBySemicolon(pieces.slice(i + 1), pieces[i]!.after === ";", (piece) => NOT_A_HOME.test(piece), 6);
      // In a line of semicolons the seller's negation runs to its semicolon, as a warning does: "do NOT use on chemically
      // dyed, bleached or permed hair within 6 weeks" (cut, "bleached or permed hair" lost its NOT; blind review r8).
      // (Not into a figure: "NOT painted, 3 sizes" are two entries.)
      if (!take && bySemicolons) take = runToSemicolon(pieces.slice(i + 1), (piece) => !/^\s*\d/.test(piece) && !NEGATES.test(` ${piece} `));
    } else if (HANDLES_LIST.test(pieces[i]!.text)) {
      // ("made in a kitchen that also handles nuts, gluten & milk" in a line of commas: the allergens after it are its own;
      // cut, "gluten & milk" was a detail bullet and the statement lost them; blind review r18.)
      take = bySemicolons ? runToSemicolon(pieces.slice(i + 1), (piece) => piece.trim().split(/\s+/).length <= 3 && !/\d/.test(piece)) : optionsAfter(pieces.slice(i + 1), (piece) => ALLERGEN_ITEM.test(piece));
    }
    else if (INCLUDES_START.test(pieces[i]!.text)) take = listClosedBySemicolon(pieces.slice(i + 1), pieces[i]!.after === ";", undefined, 6);
    // (A spice blend's "23 spices incl cumin, coriander, …, dried rose petals" is one entry: its last spices were features
    // beside its pouch; blind review r13.)
    else if (COUNT_INCLUDING.test(pieces[i]!.text) && bySemicolons) take = runToSemicolon(pieces.slice(i + 1), (piece) => piece.trim().split(/\s+/).length <= 4 && !/\d/.test(piece));
    else if (INSTRUCTION_WITH_OBJECT.test(pieces[i]!.text)) take = optionsAfter(pieces.slice(i + 1), (piece) => /^\s*(?:the\s+)?\p{L}[\p{L}'’-]*(?:\s+\p{L}[\p{L}'’-]*)?\s*$/u.test(piece) && !DESCRIBES.test(piece.replace(/ing\s*$/, "")));
    else if (LEADING_WORD_LABEL.test(pieces[i]!.text) && LABELLED_START.test(pieces[i]!.text.replace(LEADING_WORD_LABEL, ""))) {
      take = labelledListLength(pieces[i]!.text.replace(LEADING_WORD_LABEL, ""), pieces.slice(i + 1), pieces[i]!.after === ";");
    }
    // "also 2x3, 2x5, 3x5 by request;": what else is offered, closed by the seller's semicolon, is one entry (cut,
    // "2x5" read as a size in stock and "by request" stayed only with the last).
    // "also stock 6203, 6205 & 6206 - see other listings;", "also sell juggling balls, diabolos & devil sticks": what else the
    // seller sells is one entry, never this product's parts (cut, a pack of 6204 bearings came "with 6205 & 6206" and a set
    // of clubs had "diabolos & devil sticks"; blind review r18). "also black, red & green": the other colours, likewise.
    else if (/^\s*also\s/i.test(pieces[i]!.text)) {
      const sells = /^\s*also\s+(?:sell|sells|stock|stocks|make|makes|do|does|have|has|carry|carries|offer|offers)\b/i.test(pieces[i]!.text);
      take = listClosedBySemicolon(pieces.slice(i + 1), pieces[i]!.after === ";", undefined, sells ? 8 : 4);
      if (!take && !bySemicolons) take = optionsAfter(pieces.slice(i + 1), (piece) => OPTION_ITEM.test(piece) || (sells && ENDS_WITH_CONJUNCTION.test(piece) && piece.trim().split(/\s+/).length <= 4 && !/\d/.test(piece)));
    }
    else if (MADE_WITH_START.test(pieces[i]!.text)) take = listClosedBySemicolon(pieces.slice(i + 1), pieces[i]!.after === ";", NO_FIGURES) || listLength(pieces.slice(i + 1), 3);
    else if (ANY_LABEL.test(pieces[i]!.text)) {
      // (Only where the seller separates by semicolons: one late semicolon after twenty commas closes no label's list.)
      take = bySemicolons ? listClosedBySemicolon(pieces.slice(i + 1), pieces[i]!.after === ";", undefined, 6) : 0;
      // In a line of semicolons a label runs to its semicolon however long its items: "colour: copper/red on light hair,
      // auburn glow on dark - will NOT lighten hair" (cut, the second colour became a warning; blind review r8).
      if (!take && bySemicolons) take = runToSemicolon(pieces.slice(i + 1), (piece) => !ANY_LABEL.test(piece));
      // In a line of commas only, one-word items after a label's colon are its: "1 of each colour per pack: tortoiseshell,
      // black, clear" (cut, the pack's other two colours were lost; blind review r16).
      if (!take && !bySemicolons) take = optionsAfter(pieces.slice(i + 1), (piece) => OPTION_ITEM.test(piece) || NAMED_OPTION.test(piece));
      // (And short items up to the one its "or" closes: "burns free fuel: dry twigs, grass, pine cones, birch bark or paper - fuel
      // NOT included" lost its cones and bark to features; blind review r21.)
      if (!bySemicolons) take = Math.max(take, closedByOrLength(pieces.slice(i + 1)));
      // (And short things after a one-word label: "fuel: hessian, pine needles, smoker pellets (fuel NOT included)" (cut, the
      // bracket's NOT covered only the pellets and "Fuel: hessian." stood alone; blind review r28).)
      if (!bySemicolons && ANY_WORD_LABEL.test(pieces[i]!.text)) take = Math.max(take, optionsAfter(pieces.slice(i + 1), labelledThing));
    }
    // "stains skin, nails, grout - wear gloves": what it stains, listed with commas, is one caution.
    else if (STAINS.test(pieces[i]!.text)) take = runToSemicolon(pieces.slice(i + 1), () => true);
    // "natural dyes - madder red, indigo, ivory;": a label with a dash, its short items to the seller's semicolon (cut,
    // a red and indigo rug was "supplied in ivory"; blind review r9).
    // (Not a statement after its dash: "natural wood grain - may vary slightly from photos" took "beginners & club players"
    // with it; blind review r22.)
    else if (DASH_LABEL.test(pieces[i]!.text) && !/[-–]\s+(?:may|might|will|can|is|are|was|were|does|do)\b/i.test(pieces[i]!.text)) take = listClosedBySemicolon(pieces.slice(i + 1), pieces[i]!.after === ";", NO_FIGURES, 3);
    // "NOTE: some recipes contain nuts, soy & gluten, substitutions given": allergens named inside an entry are listed
    // with commas too, whatever opened it (cut, "soy & gluten" was a feature bullet; blind review r11).
    if (ALLERGENS_INSIDE.test(pieces[i]!.text) && bySemicolons) take = Math.max(take, runToSemicolon(pieces.slice(i + 1), (piece) => piece.trim().split(/\s+/).length <= 4));
    // "width is per panel, please measure your pole", "made to measure available, message us": the request belongs to the
    // entry before it (cut, "plus a please measure your pole" and a key feature "Message us"; blind review r11).
    // (Never onto what the seller ruled out: "NOT for academic CVs or US federal resumes, please send your current CV …" read
    // the request as one more thing the service is not for; blind review r22.)
    while (pieces[i + 1 + take]?.after === "," && REQUEST_AFTER.test(pieces[i + 1 + take]!.text) && !NEGATES.test(` ${pieces[i + take]!.text} `)) take++;
    if (pieces[i]!.after === "," && out.length) out[out.length - 1]!.push(joined(pieces.slice(i, i + 1 + take)));
    else out.push([joined(pieces.slice(i, i + 1 + take))]);
    i += take;
  }
  return out;
}

/**
 * Entries of the keywords box: split on commas, semicolons and line breaks, but not on the comma
 * inside "10,000 mAh", nor inside brackets or quotes ("(fits iPad Pro 11-inch 2022, 2024)"), nor inside
 * a warning's sentence ("WARNING: … lead, which is known …", "… chemical burns, perforation of soft
 * tissue, and death" are one entry each), nor inside a list of notes ("notes of bergamot, oud and vanilla"). List markers and trailing full stops are typing habits, not content. Repeats (ignoring
 * case) are dropped.
 */
export function splitKeywordEntries(text: string): string[] {
  return splitKeywordGroups(text).flat();
}

/**
 * The same entries in the seller's own groups: what one line, or the stretch between two semicolons, lists
 * with commas ("paint stripping, shrink wrap, PVC bending;" are three uses of a heat gun, typed together).
 * The writer reads an entry's role from its neighbours in the group as well as from its own words.
 */
export function splitKeywordGroups(text: string): string[][] {
  const groups: string[][] = [];
  const seen = new Set<string>();
  // An exclamation inside an entry ends a sentence: "not grit! ships chilled w/ wool liner" is two (a cheese's "not grit!" was
  // left out with the shipping line it was typed onto; blind review r12). Not a warning's "WARNING! …", nor one word's "Wow!".
  const split = (piece: string) => (WARNING_START.test(piece) ? [piece] : piece.split(/(?<=\p{L}{2,}\s+\p{L}+!)\s+(?=\p{L})/u));
  for (const group of text.split(/\r?\n|\r/).flatMap(piecesOfLine)) {
    const entries: string[] = [];
    for (const raw of group.flatMap(split)) {
      // A warning keeps its full stop: it is shown word for word.
      const entry = raw
        // (A "*" typed onto a word is a footnote's mark, kept: "*no legal definition, we mean …" refers to "reef friendly*".)
        // (A minus before a figure is the figure's: "-40 to 70°C" was "40 to 70°C"; blind review r26.)
        .replace(/^(?:[\s•·–—>]|-(?!\d)|\*(?![\p{L}\p{N}]))+/u, "")
        .replace(/^(?:WARNING|CAUTION|DANGER)\b/i.test(raw.trim()) ? /\s+$/ : /[\s.]+$/, "")
        .replace(/\s+/g, " ")
        .trim();
      if (!entry || !/[\p{L}\p{N}]/u.test(entry)) continue;
      const key = entry.toLowerCase();
      if (seen.has(key)) continue;
      seen.add(key);
      entries.push(entry);
    }
    if (entries.length) groups.push(entries);
  }
  return groups;
}

/**
 * At most this many distinct entries. A listing cannot say more than a few dozen things well, and the
 * cap bounds the writer's and checker's work per request (each entry is matched against the output).
 */
export const KEYWORD_ENTRIES_MAX = 40;
