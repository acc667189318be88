// What a copywriter knows about a kind of product without being told: where it gets used, who buys
// it, how to look after it. None of it is a fact about this product (no number, material, rating or
// claim appears here), which is why it may be said of any product in the category. Lines that would
// contradict a seller's claim carry `unless` ("wash by hand" is not said of a dishwasher-safe mug).

export interface CareLine {
  text: string;
  /** Skip the line when the facts match (the seller said something more specific). */
  unless?: RegExp;
  /** Say it only when the facts match. */
  when?: RegExp;
}

export interface Category {
  id: string;
  /** Name words that identify it, most specific first. */
  nouns: string[];
  /** Prepositional phrases: "at your desk". */
  scenes: string[];
  /** What it lets a buyer do, after "you can": "keep water within reach". */
  jobs: string[];
  audiences: string[];
  care: CareLine[];
  /** The luxury voice's sensory image, as a noun phrase. */
  moods: string[];
  /** Other words buyers search with, for backend search terms (never shown as copy). */
  synonyms: string[];
  /** Label for a volume (ml, l, oz) in this category: a bottle's capacity, a serum's size. */
  volumeLabel?: string;
  /** Label for a length in this category: a mat's thickness, a strip's length. */
  lengthLabel?: string;
}

const WOOD = /\b(oak|walnut|maple|beech|birch|acacia|teak|pine|cherry|olive|wood|wooden|bamboo|hardwood)\b/i;
const DISHWASHER = /dishwasher/i;

export const CATEGORIES: readonly Category[] = [
  {
    id: "bottle",
    nouns: ["water bottle", "bottle", "flask", "tumbler", "canteen", "thermos"],
    scenes: ["at your desk", "on the commute", "in a gym bag", "on long walks", "in the car"],
    jobs: ["keep water within reach all day", "refill instead of buying drinks on the go", "drink more water without thinking about it", "carry one bottle from morning to evening"],
    audiences: ["commuters", "gym regulars", "walkers and hikers", "anyone trying to drink more water through the day", "students", "people who work at a desk all day"],
    care: [
      { text: "Rinse {obj} with warm soapy water after use and let {obj} dry with the lid off.", unless: DISHWASHER },
      { text: "Give the lid a separate rinse now and then so nothing lingers in the seal.", when: /\blid\b/i },
    ],
    moods: ["the small, steady habit of always having a drink to hand", "a cool drink at the far end of a long afternoon"],
    synonyms: ["refillable bottle", "drinks bottle", "sports bottle", "canteen", "flask"],
    volumeLabel: "Capacity",
  },
  {
    id: "mug",
    nouns: ["mug", "cup", "teacup", "beaker"],
    scenes: ["at the breakfast table", "at your desk", "on a slow weekend morning", "by the window with a book"],
    jobs: ["enjoy the first coffee of the day", "keep a favourite brew close while you work", "slow down for a proper tea break"],
    audiences: ["coffee drinkers", "tea lovers", "anyone who starts the day with a hot drink", "home workers"],
    care: [
      { text: "Wash {obj} by hand with a soft sponge to keep the finish looking its best.", unless: DISHWASHER },
      { text: "Let {obj} cool before washing after a very hot drink." },
    ],
    moods: ["the warmth of a full cup held in both hands on a cold morning", "a slow first coffee before the day begins"],
    synonyms: ["coffee cup", "tea cup", "coffee mug", "tea mug"],
    volumeLabel: "Capacity",
  },
  {
    id: "footwear",
    nouns: ["sneakers", "trainers", "shoes", "shoe", "boots", "boot", "sandals", "slippers", "loafers"],
    scenes: ["on the daily commute", "on long days on your feet", "at the weekend", "on city walks"],
    jobs: ["wear {obj} from morning errands to an evening out", "pair {obj} with jeans or joggers", "get out of the door without thinking twice about your shoes"],
    audiences: ["people on their feet all day", "city walkers", "anyone who wants one pair for most days", "runners"],
    care: [{ text: "Let {obj} air out between wears and brush off dirt once {it} {is} dry." }],
    moods: ["the easy stride of a pair you stop thinking about once {it} {is} on"],
    synonyms: ["trainers", "shoes", "sneakers", "walking shoes", "casual shoes"],
  },
  {
    id: "apparel",
    nouns: ["sweater", "jumper", "cardigan", "hoodie", "sweatshirt", "t-shirt", "tee", "shirt", "top", "dress", "jacket", "coat", "scarf", "beanie", "hat", "socks", "leggings", "trousers", "pants", "jeans", "shorts", "gloves", "pullover", "vest"],
    scenes: ["on cool mornings", "at work", "at the weekend", "on evenings out"],
    jobs: ["dress {obj} up or down", "wear {obj} on its own or as a layer", "build outfits around one piece you trust"],
    audiences: ["anyone who likes clothes that keep up with a full day", "people who prefer a few good pieces to a full wardrobe", "commuters", "weekend walkers"],
    care: [
      { text: "Check the care label before the first wash, and dry {obj} flat so {it} {v:keep} {its} shape.", unless: /machine[\s-]?wash/i },
      { text: "Fold rather than hang {obj} between wears to keep the shoulders smooth.", when: /\b(sweater|jumper|cardigan|knit|pullover)\b/i },
    ],
    moods: ["the easy comfort of a favourite piece you reach for without thinking", "a quiet, well-judged layer on a cold morning"],
    synonyms: ["knitwear", "jumper", "pullover", "top", "layer"],
  },
  {
    id: "board",
    nouns: ["cutting board", "chopping board", "serving board", "board"],
    scenes: ["on a busy weeknight", "at weekend dinners", "when friends come over", "on the counter every day"],
    jobs: ["chop, slice and serve from one surface", "take {obj} from prep straight to the table", "set out bread and cheese for friends"],
    audiences: ["home cooks", "people setting up a first kitchen", "anyone who hosts", "keen bakers"],
    care: [
      { text: "Wash {obj} by hand, dry {obj} upright, and rub in a little board oil now and then.", when: WOOD, unless: DISHWASHER },
      { text: "Wash {obj} by hand and let {obj} dry fully before putting {obj} away.", unless: new RegExp(`${DISHWASHER.source}|${WOOD.source}`, "i") },
    ],
    moods: ["the unhurried rhythm of chopping for people you like", "a long table and a board laid out for sharing"],
    synonyms: ["chopping board", "serving board", "prep board", "kitchen board"],
  },
  {
    id: "knife",
    nouns: ["chef knife", "chef's knife", "kitchen knife", "knife", "knives", "cleaver"],
    scenes: ["on a busy weeknight", "at weekend cooking sessions", "in a small kitchen"],
    jobs: ["prep a weeknight dinner", "work through a pile of vegetables", "slice, dice and chop with one knife"],
    audiences: ["home cooks", "people who cook most nights", "anyone upgrading a first set of knives", "keen amateur chefs"],
    care: [
      { text: "Wash {obj} by hand and dry {obj} straight away to keep the edge at its best.", unless: DISHWASHER },
      { text: "Store {obj} on a magnetic strip or in a block rather than loose in a drawer." },
    ],
    moods: ["the quiet focus of prep work done well", "the sound of a clean cut on a good board"],
    synonyms: ["chefs knife", "cooking knife", "kitchen knife", "cook knife"],
    lengthLabel: "Blade length",
  },
  {
    id: "audio",
    nouns: ["earbuds", "earphones", "headphones", "headset", "speaker"],
    scenes: ["on the commute", "at the gym", "at your desk", "on a run"],
    jobs: ["keep your music with you on the move", "listen without disturbing anyone else", "catch up on podcasts on the way to work"],
    audiences: ["commuters", "people who train with music", "students", "home workers"],
    care: [{ text: "Wipe {obj} gently with a dry cloth now and then, and keep {obj} away from lint in pockets." }],
    moods: ["the private world of a favourite album on a crowded train"],
    synonyms: ["headphones", "earphones", "in ear", "audio"],
  },
  {
    id: "phone",
    nouns: ["phone case", "case", "cover", "charger", "cable", "stand", "mount", "power bank", "screen protector"],
    scenes: ["in a pocket", "on the desk", "in your bag", "on the bedside table"],
    jobs: ["carry your phone with a little more peace of mind", "keep your phone ready for the day", "hand your phone to a child without wincing"],
    audiences: ["people who carry their phone everywhere", "anyone hard on their gear", "parents", "commuters"],
    care: [
      { text: "Check that the model matches your phone before you order.", when: /\b(case|cover|protector)\b/i },
      { text: "Wipe {obj} clean with a damp cloth when needed." },
    ],
    moods: ["a phone that feels good to pick up, many times a day"],
    synonyms: ["phone cover", "protective case", "mobile case", "cell phone case"],
  },
  {
    id: "fitness",
    nouns: ["yoga mat", "exercise mat", "mat", "dumbbells", "dumbbell", "kettlebell", "resistance bands", "foam roller", "jump rope"],
    scenes: ["in a small living room", "at the studio", "in the park", "before work"],
    jobs: ["practise at home or take {obj} to class", "build a routine that fits around your day", "stretch out after a run or a long day at a desk"],
    audiences: ["beginners", "regular practitioners", "anyone building a home routine", "runners who stretch"],
    care: [{ text: "Wipe {obj} down after each session and let {obj} dry fully before rolling {obj} up.", when: /\bmat\b/i }, { text: "Wipe {obj} down after each session.", unless: /\bmat\b/i }],
    moods: ["the calm of a quiet practice at the start of the day"],
    synonyms: ["exercise mat", "workout mat", "pilates mat", "fitness mat", "floor mat"],
    lengthLabel: "Thickness",
  },
  {
    id: "toy",
    nouns: ["toy", "toys", "blocks", "puzzle", "plush", "doll", "stacker", "rattle", "teether", "playset", "game"],
    scenes: ["on the playroom floor", "on a rainy afternoon", "at the grandparents' house"],
    jobs: ["keep small hands busy", "play together or let them play alone", "fill a rainy afternoon without a screen"],
    audiences: ["curious toddlers", "parents and grandparents looking for a present that gets played with", "nurseries", "playgroups"],
    care: [
      { text: "Wipe {obj} clean with a damp cloth and let {obj} air-dry." },
      { text: "Check the age guidance before gifting and keep an eye on young children during play." },
    ],
    moods: ["the absorbed quiet of a child deep in play"],
    synonyms: ["kids toy", "toddler gift", "play set", "childrens toy"],
  },
  {
    id: "candle",
    nouns: ["candle", "candles", "wax melts", "diffuser", "incense"],
    scenes: ["on a bedside table", "at a long dinner", "by the bath", "on a quiet evening in"],
    jobs: ["set a calmer mood at the end of the day", "give a room a warmer feel", "mark the end of the working day"],
    audiences: ["anyone who likes to wind down in the evening", "hosts", "people who love a softly lit room", "home workers"],
    care: [
      { text: "Trim the wick before each burn and never leave a lit candle unattended." },
      { text: "On the first burn, let the top melt evenly across before you put {obj} out." },
    ],
    moods: ["the slow flicker of a flame on an evening with nowhere to be"],
    synonyms: ["candle gift", "home decor", "room candle", "table candle"],
  },
  {
    id: "wallet",
    nouns: ["wallet", "purse", "cardholder", "card holder", "card case", "billfold"],
    scenes: ["in a front pocket", "in a jacket pocket", "in a small bag"],
    jobs: ["carry the cards and cash you actually use", "find the right card without digging", "travel light on a night out"],
    audiences: ["people who prefer to carry less", "anyone replacing a bulging old wallet", "commuters", "travellers"],
    care: [{ text: "Keep {obj} away from long spells of heat or damp, and wipe off marks with a soft dry cloth." }],
    moods: ["the familiar shape of something you reach for every day"],
    synonyms: ["billfold", "card holder", "card wallet", "slim wallet"],
  },
  {
    id: "bag",
    nouns: ["backpack", "rucksack", "daypack", "tote", "duffel", "satchel", "messenger bag", "bag", "pouch"],
    scenes: ["on the commute", "on day trips", "at school", "on a weekend away"],
    jobs: ["carry a day's worth of essentials", "keep everything you need in one place", "go from the office to a weekend trip with one bag"],
    audiences: ["commuters", "students", "weekend travellers", "cyclists"],
    care: [{ text: "Empty {obj} now and then and spot-clean with a damp cloth." }],
    moods: ["the ease of leaving the house knowing everything is already packed"],
    synonyms: ["rucksack", "daypack", "day bag", "travel bag", "school bag"],
    volumeLabel: "Capacity",
  },
  {
    id: "pet",
    nouns: ["harness", "leash", "lead", "collar", "dog bed", "cat bed", "pet bed", "dog", "cat", "pet", "puppy"],
    scenes: ["on morning walks", "on longer weekend walks", "on busy pavements", "at the park"],
    jobs: ["make walks more comfortable for both of you", "get out of the door with less fuss", "enjoy longer walks together"],
    audiences: ["dog owners", "new puppy owners", "people who walk in all weathers", "dog walkers"],
    care: [
      { text: "Check the fit before each walk: you should be able to slide two fingers under each strap.", when: /\b(harness|collar)\b/i },
      { text: "Hand wash {obj} in lukewarm water and let {obj} air-dry.", unless: /machine[\s-]?wash/i },
    ],
    moods: ["the shared routine of a walk at the end of the day"],
    synonyms: ["dog vest", "walking harness", "pet harness", "puppy harness"],
  },
  {
    id: "lighting",
    nouns: ["led strip", "strip lights", "light strip", "lamp", "lights", "light", "strip", "bulb", "lantern", "sconce"],
    scenes: ["on a desk", "by the bed", "in a reading corner", "behind the TV", "along a shelf"],
    jobs: ["light the task in front of you without lighting the whole room", "change the feel of a room in the evening", "read, write or work after dark"],
    audiences: ["home workers", "students", "readers", "anyone redoing a room"],
    care: [
      { text: "Switch {obj} off and let {obj} cool before dusting with a dry cloth.", unless: /\bstrip\b/i },
      { text: "Clean and dry the surface before you fix {obj} in place.", when: /\bstrip\b/i },
    ],
    moods: ["the low glow of a room at the end of the day"],
    synonyms: ["desk light", "reading lamp", "table lamp", "task light", "light strip", "tape light"],
    lengthLabel: "Length",
  },
  {
    id: "book",
    nouns: ["cookbook", "recipe book", "book", "journal", "notebook", "planner", "guide", "diary"],
    scenes: ["on the kitchen counter", "on the bedside table", "in a cosy reading corner", "on the shelf by the stove"],
    jobs: ["find something new to cook tonight", "cook with what you already have", "plan the week's meals in one sitting"],
    audiences: ["home cooks", "busy families", "new cooks finding their feet", "students cooking for themselves"],
    care: [],
    moods: ["the pleasure of a well-thumbed page with a splash of sauce on it"],
    synonyms: ["recipe book", "cook book", "cooking book", "kitchen gift"],
  },
  {
    id: "skincare",
    nouns: ["serum", "moisturiser", "moisturizer", "cream", "cleanser", "toner", "balm", "lotion", "face oil", "essence", "mask", "soap", "shampoo", "conditioner"],
    scenes: ["in a morning routine", "before bed", "after cleansing"],
    jobs: ["keep your routine short", "add one easy step to your routine", "look after your skin without a cabinet full of bottles"],
    audiences: ["people who like a short routine", "anyone building a routine from scratch", "busy mornings", "minimalists"],
    care: [{ text: "Patch-test on a small area before first use, and store {obj} away from direct sunlight." }],
    moods: ["the quiet few minutes of a routine that is yours alone"],
    synonyms: ["face serum", "facial serum", "skin care", "skincare"],
    volumeLabel: "Size",
  },
  {
    id: "jewelry",
    nouns: ["ring", "necklace", "bracelet", "earrings", "pendant", "chain", "bangle", "anklet", "studs", "hoops", "brooch"],
    scenes: ["every day", "on evenings out", "at work", "alongside other pieces"],
    jobs: ["wear {obj} every day or save {obj} for occasions", "add a small finishing touch to an outfit", "mark a birthday, an anniversary or a small win"],
    audiences: ["someone who likes simple, wearable pieces", "anyone marking a milestone", "collectors of everyday pieces", "gift buyers"],
    care: [{ text: "Take {obj} off before swimming, cleaning or exercise, and store {obj} on {its} own to avoid scratches." }],
    moods: ["the small, private pleasure of something lovely worn close every day"],
    synonyms: ["band", "jewellery", "jewelry", "everyday jewelry"],
  },
  {
    id: "planter",
    nouns: ["planter", "plant pot", "flower pot", "pot", "vase", "window box"],
    scenes: ["on a sunny windowsill", "on a bookshelf", "on a balcony", "on the desk"],
    jobs: ["give a favourite plant a better home", "bring a bit of green into a room", "repot a plant that has outgrown its nursery pot"],
    audiences: ["plant lovers", "first-time plant owners", "anyone brightening a small space", "renters"],
    care: [{ text: "Stand {obj} on a saucer or mat on furniture, and tip out any water that collects." }],
    moods: ["the slow satisfaction of a plant settling into a home that suits it"],
    synonyms: ["plant pot", "flower pot", "indoor planter", "pot"],
  },
];

export const GENERIC_CATEGORY: Category = {
  id: "generic",
  nouns: [],
  scenes: ["at home", "at work", "on the go"],
  jobs: ["make an everyday job a little easier", "keep things simple"],
  audiences: ["anyone who values things that work as they should", "people who buy once and buy well"],
  care: [],
  moods: ["the quiet satisfaction of something that simply does its job"],
  synonyms: [],
};

const patterns = new Map<string, RegExp>();
const wordPattern = (phrase: string): RegExp => {
  let pattern = patterns.get(phrase);
  if (!pattern) {
    pattern = new RegExp(`(?<![\\p{L}])${phrase.replace(/[-\s]+/g, "[\\s-]+")}(?![\\p{L}])`, "iu");
    patterns.set(phrase, pattern);
  }
  return pattern;
};

/**
 * The category and the head noun as the name says it. The rightmost category noun in the part of
 * the name before "for"/"with" wins ("Dog Harness" → harness; "Cutting Board" → board); pets win
 * over other categories because a dog bowl is written about as a pet product.
 */
export function detectCategory(name: string): { category: Category; noun?: string } {
  const head = name.split(/\s+(?:for|with|by|in)\s+|\s+[–—|(:]\s*|,\s*/i)[0] ?? name;
  let best: { category: Category; noun: string; index: number } | undefined;
  for (const category of CATEGORIES) {
    for (const noun of category.nouns) {
      const match = wordPattern(noun).exec(head);
      if (!match) continue;
      const end = match.index + match[0].length;
      if (!best || end > best.index || (end === best.index && match[0].length > best.noun.length)) {
        best = { category, noun: match[0], index: end };
      }
    }
  }
  const pet = CATEGORIES.find((c) => c.id === "pet")!;
  if (best && best.category.id !== "pet" && /\b(dog|cat|puppy|pet)s?\b/i.test(head)) {
    return { category: pet, noun: best.noun };
  }
  return best ? { category: best.category, noun: best.noun } : { category: GENERIC_CATEGORY };
}
