// Word lists that tell a fact's kind. They classify the seller's words; they never reach a listing
// (the listing's wording lives in the phrasebook), so they are code-side vocabulary, not copy.

/** Care instructions. Only the phrases of care labels: "cast iron", "washed process" and "dryer sheets" are not care. */
export const CARE =
  /\b(hand[\s-]?wash|machine[\s-]?wash|washable|wash (?:cold|warm|hot|separately|inside out|by hand|before use|after use|gently)|dishwasher|microwave|oven[\s-]?safe|freezer[\s-]?safe|dry[\s-]?clean|tumble[\s-]?dry|line[\s-]?dry|air[\s-]?dry|lay flat to dry|do not (?:iron|bleach|wash|tumble)|cool iron|iron on (?:low|reverse|medium)|bleach|wipe[\s-]?clean|spot[\s-]?clean|hand[\s-]?dry|dryer[\s-]?safe|top[\s-]?rack|dry[\s-]?flat|reshape (?:and|while)|(?:wool|delicates?|gentle) cycle)\b/i;

export const SAFETY =
  /^(?:warning|caution|danger|attention)\b|\bchoking hazard\b|\bnot (?:suitable )?for children under\b|\bproposition 65\b|\bprop\.? 65\b|\bkeep (?:out of (?:the )?reach of|away from) (?:children|kids|pets|babies|infants|animals)\b|\b(?:toxic|poisonous|harmful|fatal) to (?:cats|dogs|pets|children|kids|birds|fish|animals)\b|\bswallow(?:ing|ed)?\b.{0,60}\b(?:burns?|injur(?:y|ies)|death|fatal|choking)\b|\bsmall parts\b.*\bhazard\b|^do not (?:feed|give)\b.*\b(?:infants?|babies|bab(?:y|ies)|children|toddlers|under \d)|^for external use only\b|^(?:never leave|do not leave)\b.*\b(?:burning|unattended)\b|^burn within sight\b|^adult supervision\b|^keep away from (?:children|pets|fire|flames?|heat)\b|\b(?:flammable|toxic if swallowed)\b|^(?:contains\s+)?small parts\s*(?:$|[-–—:,.!;(])|^consult (?:your|a) (?:doctor|physician|healthcare)\b/i;

/** "batteries not included", "lid sold separately". */
export const SEPARATE = /\b(?:sold separately|not included|excluded|purchased separately)\b/i;

/** "BPA-free", "gluten free", "free of parabens", "lead-free". */
export const FREE_OF = /\b[\p{L}\d]+[\s-]free\b|^free of\b|^free from\b/iu;

/** A leading negation: "not dishwasher safe", "no assembly required", "without lid", "do not bleach". */
export const LEADING_NOT = /^(?:not|no|without|never|do not|don't|does not|doesn't|cannot|can't|isn't|is not)\s+/i;

/** A trailing one, as typed in spreadsheets: "dishwasher safe no", "Dishwasher safe: no", "waterproof - no". */
export const TRAILING_NO = /^(.*?\p{L}.*?)\s*[:\-–—=]?\s*\b(?:no|not|n)\s*$/iu;

export const COMPATIBILITY = /^(?:compatible with|fits|for use with|works with|designed for|made for use with)\b|\bcompatible\b/i;

/** The options it comes in: "colours: sage, oatmeal", "sizes S to XL", "3 sizes", "available in 5 colors". */
export const VARIANT =
  /^(?:available in|comes in|choice of)\b|^(?:colou?rs?|sizes?|options?|styles?|scents?|finish(?:es)?|lengths?)\s*[:\-–]|^\d+\s+(?:sizes|colou?rs|styles|designs|patterns|finishes|shades|scents|lengths)$|^in \d+ colou?rs\b|^sizes?\s+\S+(?:\s*(?:to|-|–|and|or|,)\s*\S+)+$/i;
/** A range of size codes typed bare: "S-XL", "XS to XXL", "2T-5T" (case matters: "s to m" is not one). */
export const SIZE_RANGE = /^(?:XXS|XS|S|M|L|XL|XXL|\dXL|\d{1,2}T)\s*(?:to|-|–)\s*(?:XS|S|M|L|XL|XXL|\dXL|\d{1,2}T)$/;

/** Colour names, for an entry that is a colour ("sage", "dusty pink"): said as a colour, never "It is sage". */
export const COLOURS = new Set(
  "black white gray grey silver gold rose-gold red pink blush coral peach orange mustard yellow cream ivory beige tan taupe sand camel oatmeal brown chocolate cognac burgundy wine maroon plum purple lavender lilac violet navy blue teal turquoise aqua mint sage olive green emerald forest charcoal slate natural clear transparent multicolor multicolour rainbow nude khaki".split(" "),
);

export const CERTIFIED = /\b(?:certified|listed|approved|compliant|accredited)$/i;

const AUDIENCE_WORDS =
  "kids|children|child|toddlers?|bab(?:y|ies)|infants?|newborns?|men|women|boys|girls|teens|teenagers|adults|dads?|moms?|mums?|him|her|pets|dogs|cats|puppies|kittens|seniors|beginners|students|nurses|teachers|runners|gamers|athletes|cyclists|anglers|bakers|cooks|chefs|artists|travelers|travellers|brides|grooms|couples|families|coffee lovers|tea lovers|book lovers|dog lovers|cat lovers";
/** An age typed as a range or a floor, as baby and children's sizes are: "0-3 months", "3 to 6 months", "2-4 years", "6 months+". */
const AGE_RANGE = String.raw`^\d+\s*(?:-|–|to)\s*\d+\s*(?:months?|mos?|years?|yrs?)(?:\s+old)?$|^\d+\s*(?:months?|years?)\s*\+$`;
export const AUDIENCE = new RegExp(`^(?:(?:a )?gifts? for|for|ideal for|great for|perfect for|made for)\\s+(?:the\\s+|your\\s+|young\\s+|little\\s+|new\\s+)?(?:${AUDIENCE_WORDS})\\b|^ages?\\s+\\d|^\\d+\\s*(?:\\+(?!\\s*\\d)|years?\\s+(?:and|&)\\s+up)|${AGE_RANGE}|^(?:[a-z'-]+\\s+){0,2}(?:${AUDIENCE_WORDS})$`, "i");

/** "for yoga", "ideal for camping": a use, when what follows is not an audience or a product name. */
export const USE = /^(?:for|ideal for|great for|perfect for|suitable for|use for|used for)\s+(\S.*)$/i;

export const STYLE_WORDS = new Set(
  "minimalist minimal boho bohemian vintage rustic modern farmhouse retro classic scandinavian industrial mid-century contemporary traditional cottagecore coastal art-deco victorian gothic kawaii preppy".split(" "),
);

/** Words that end an adjective phrase: "dishwasher safe", "leak-proof", "BPA-free", "adjustable". */
export const ADJ_HEADS = new Set(
  "safe free proof resistant washable compatible adjustable foldable portable rechargeable waterproof water-resistant lightweight handmade handcrafted wireless cordless reusable durable breathable stretchy soft thick thin slim compact stackable removable personalized personalised customizable custom organic vegan unscented scented heavy-duty insulated padded lined unlined hypoallergenic nickel-free odorless odourless silent quiet magnetic dimmable waterproof splash-proof sweat-resistant shatterproof unbreakable cruelty-free gluten-free dairy-free non-slip non-stick nonstick non-toxic".split(
    " ",
  ),
);

/** Nouns that are parts of a product ("helper handle", "gold rim"): wink often tags them as verbs. */
export const PART_NOUNS = new Set(
  "handle handles rim lid lids strap straps pocket pockets zipper zippers tab tabs base finish case cover cord cable button buttons clasp chain pendant hook hooks loop loops tray drawer drawers shelf shelves wheel wheels frame screen display battery charger plug port ports sleeve hood collar cuff cuffs sole insole lining spout blade blades knob knobs hinge latch buckle buckles binding stand mount print design pattern stitching trim edge edges border kit set bundle file files template templates pages insert inserts".split(
    " ",
  ),
);

/** A leading verb makes a phrase, not a noun phrase: "made to order", "holds 12 cups". */
export const LEADING_VERBS = /^(?:made|designed|crafted|comes|includes?|holds?|fits|keeps?|works|ships|arrives|printed|sewn|built|hand\s)/i;

/** Adjective endings for a name's first word: such a word is a description, not a brand. */
export const DESCRIPTIVE_ENDING = /(?:ed|ing|en|ian|ese|ish|able|ible|ful|ic|al|ous|ive|less|y)$/i;

export const COMMON_NAME_WORDS = new Set(
  "handmade hand-made personalized personalised custom vintage organic natural classic premium original large small mini kids baby mens womens men's women's unisex digital printable wooden glass ceramic leather cotton linen silk wool bamboo steel gold silver black white red blue green pink gray grey brown beige new set pack solid pure smart electric portable wireless reusable".split(
    " ",
  ),
);

/** Units of volume and charge: a measure in one of these is a capacity, not a size. */
export const CAPACITY_UNITS = new Set(["ml", "cl", "l", "fl oz", "qt", "gal", "mah", "wh"]);
export const HOLDS_LIQUID = /\b(?:mug|cup|bottle|tumbler|glass|jar|pitcher|flask|bowl|kettle|carafe|thermos|teapot|canteen)s?\b/i;

/** Nouns that take no article ("knitwear", "bedding"): "It comes with a knitwear" is never written. */
export const MASS_NOUN = /(?:ware|wear|ing|ery|ture|age|ment)$|^(?:jewelry|jewellery|luggage|equipment|software|hardware|storage|packaging|lighting|seating|bedding|furniture|clothing|apparel|decor|gear|stationery|foam|padding|insulation|wool|cotton|leather|support|protection|comfort|access|charging|shipping|assembly)$/i;
