import { canonicalUnit, extractQuantities, findMaterials } from "../fact-vocabulary";
import { containsPhrase, normaliseForMatch } from "../text-tools";
import type { ProductFacts } from "../types";
import { benefitFor, type Benefit } from "./benefits";
import { detectCategory, type Category } from "./categories";
import { titleCase } from "./grammar";

// Reads the facts the way a copywriter reads a brief: what is it, what is it called, which entries
// are measurements, which are materials, which are things it does, which are where it is used.
// Every later sentence is built from this reading, so the seller's words stay the seller's words.

/** How an entry can be put into a sentence. */
export type Shape =
  | "spec" // "750 ml": a measurement on its own
  | "material" // "stainless steel", "100% merino wool"
  | "adj" // "leak-proof", "BPA-free", "6 mm thick"
  | "clause" // "keeps cold 24 hours": already says what it does
  | "np" // "leak-proof lid", "card slots"
  | "type" // "insulated water bottle": another name for the product itself
  | "context" // "gym", "hiking": where it is used
  | "gift" // "gift for her"
  | "for" // "for dry skin", "suitable for kids"
  | "style" // "minimalist", "boho"
  | "finish" // "matte white", "speckled glaze"
  | "statement"; // a page's full sentence, used as written

export interface Feature {
  /** The seller's words, tidied (spacing, shouting, "750ml" → "750 ml"); still the same keyword. */
  text: string;
  shape: Shape;
  benefit?: Benefit;
  /** The technical voice's line label ("Capacity", "Leak protection"). */
  label: string;
  /** For contexts: the phrase that places it ("at the gym"); contains `text`. */
  scene?: string;
  hasNumber: boolean;
  /** From the seller's keywords (must appear) rather than the page's bullet points. */
  isKeyword: boolean;
}

export interface Profile {
  name: string;
  brand?: string;
  noun: string;
  plural: boolean;
  category: Category;
  features: Feature[];
  /** Materials worth a sentence: the seller's material entries first, then detected ones. */
  materials: string[];
  /** Every material as the input spells it ("wooden", not "wood"), for tags. */
  materialWords: string[];
  /** Sizes the facts know that no entry states on its own (from the name or the page). */
  extraSpecs: { label: string; text: string }[];
  /** All input text, lower-cased: for "did the seller say dishwasher-safe?" decisions. */
  factsBlob: string;
}

const PROPER_WORDS = new Set(["bluetooth", "alexa", "google", "samsung", "android", "christmas", "easter", "halloween", "valentine's", "valentines", "mother's", "father's", "usb", "usb-c", "wi-fi", "wifi", "magsafe", "montessori", "scandinavian", "japanese", "french", "italian", "english", "british", "american", "european", "nordic", "led"]);

/** Sellers type in capitals or Title Case; copy reads in sentence case, acronyms and names kept. */
export function tidyEntry(entry: string): string {
  const spaced = entry
    .replace(/\s+/g, " ")
    .trim()
    .replace(/(\d)\s*(ml|mL|ML|cl|L|l|g|kg|KG|mm|MM|cm|CM|oz|OZ|lb|lbs|W|w|V|v|mAh|mah|MAH|GB|gb|TB|tb)\b/g, (_, n: string, unit: string) => {
      const canonical = canonicalUnit(unit) ?? unit;
      const shown: Record<string, string> = { ml: "ml", cl: "cl", l: "L", g: "g", kg: "kg", mm: "mm", cm: "cm", oz: "oz", lb: unit.toLowerCase(), w: "W", v: "V", mah: "mAh", gb: "GB", tb: "TB" };
      return `${n} ${shown[canonical] ?? unit}`;
    });
  return spaced
    .split(" ")
    .map((word) => {
      const bare = word.toLowerCase().replace(/[^\p{L}'’-]/gu, "");
      if (/^[a-z]*[A-Z][a-z]+[A-Z]/.test(word) || /^[a-z]+[A-Z]/.test(word)) return word; // MagSafe, iPhone
      if (PROPER_WORDS.has(bare)) return bare === "led" || bare === "usb" || bare === "usb-c" ? word.toUpperCase() : word[0]!.toUpperCase() + word.slice(1).toLowerCase();
      if (/\d/.test(word) || /^[A-Z]$/.test(word)) return word;
      if (/^[A-Z0-9&+-]{2,5}$/.test(word)) return word; // BPA, RFID, IPX, A&B
      if (/^[a-z]+[A-Z]/.test(word)) return word; // iPhone, eBay
      if (/^[A-Z]{2,5}-[a-z]+$/i.test(word) && /^[A-Z]{2,5}-/.test(word)) return word.replace(/-(\w+)$/, (m) => m.toLowerCase()); // BPA-free
      return word.toLowerCase();
    })
    .join(" ");
}

/** A product name fit for a title: typed in all lower or all upper case, it is Title-Cased. */
export function displayName(name: string): string {
  const tidy = name.replace(/\s+/g, " ").trim();
  if (tidy === tidy.toLowerCase() || (tidy === tidy.toUpperCase() && /[A-Z]{4}/.test(tidy))) return titleCase(tidy.toLowerCase());
  return tidy;
}

// Where a one-word keyword is used, as a phrase that contains it ("gym" → "at the gym").
const CONTEXTS: Record<string, string> = {
  gym: "at the gym",
  "the gym": "at the gym",
  hiking: "for hiking",
  hike: "on a hike",
  hikes: "on hikes",
  travel: "for travel",
  traveling: "for traveling",
  travelling: "for travelling",
  office: "at the office",
  work: "at work",
  school: "at school",
  college: "at college",
  university: "at university",
  camping: "for camping",
  kitchen: "in the kitchen",
  home: "at home",
  outdoor: "for outdoor use",
  outdoors: "outdoors",
  running: "for running",
  yoga: "for yoga",
  pilates: "for pilates",
  fitness: "for fitness",
  workout: "for a workout",
  workouts: "for workouts",
  sports: "for sports",
  sport: "for sport",
  beach: "at the beach",
  picnic: "for a picnic",
  picnics: "for picnics",
  car: "in the car",
  desk: "at your desk",
  bedroom: "in the bedroom",
  "living room": "in the living room",
  bathroom: "in the bathroom",
  garden: "in the garden",
  patio: "on the patio",
  balcony: "on the balcony",
  cycling: "for cycling",
  commute: "on the commute",
  commuting: "for commuting",
  festival: "at a festival",
  festivals: "at festivals",
  wedding: "at a wedding",
  weddings: "for weddings",
  party: "at a party",
  everyday: "for everyday use",
  "everyday use": "for everyday use",
  "daily use": "for daily use",
  indoor: "for indoor use",
  "indoor use": "for indoor use",
  "outdoor use": "for outdoor use",
  walking: "for walking",
  walks: "on walks",
  gaming: "for gaming",
  study: "for study",
  studying: "for studying",
  "home office": "in a home office",
  nursery: "in the nursery",
  playroom: "in the playroom",
  "dorm room": "in a dorm room",
  dorm: "in a dorm",
  bbq: "at a BBQ",
  barbecue: "at a barbecue",
  meditation: "for meditation",
  stretching: "for stretching",
  training: "for training",
  swimming: "for swimming",
  climbing: "for climbing",
  fishing: "for fishing",
  skiing: "for skiing",
};

/** Who it is for, typed without "for": "small dogs", "kids", "men". */
const AUDIENCE = /^((small|medium|large|big|little|older|young|active|senior|new|first[\s-]time)\s+)*(dogs|cats|puppies|kittens|pets|kids|children|toddlers|babies|boys|girls|men|women|teens|teenagers|adults|seniors|students|beginners|runners|cooks|chefs|moms|mums|dads|parents|grandparents)$/i;

/** A device it is made for: "iPhone 15", "Galaxy S24". */
const DEVICE = /^(iphone|ipad|galaxy|pixel|samsung|macbook|airpods|kindle|apple watch)\b[\w\s+-]*$/i;

/** A colour or a surface: "matte white", "speckled glaze", "rose gold finish". */
const COLOURS = "white|black|grey|gray|silver|gold|rose gold|navy|blue|green|red|pink|beige|cream|ivory|brown|tan|clear|charcoal|sage|olive|terracotta|mustard|burgundy|multicolou?r|rainbow";
const FINISH = new RegExp(`^((matte|matt|glossy|gloss|satin|brushed|polished|speckled|textured|glazed|frosted|pastel|dark|light|pale|deep|soft)\\s+)*(${COLOURS})(\\s+(finish|glaze|colou?r))?$|^((matte|matt|glossy|gloss|satin|brushed|polished|speckled|textured|glazed|frosted)\\s+)+(finish|glaze)$|^(speckled|reactive|crackle)\\s+glaze$`, "i");

/** Kinds of product rather than parts of one: "It is knitwear", "It is a hardcover". */
export const MASS_NOUNS = /^(knitwear|homeware|home decor|decor|kitchenware|cookware|tableware|drinkware|stationery|jewellery|jewelry|bedding|loungewear|activewear|sportswear|athleisure|outerwear|footwear|swimwear|sleepwear|skincare|skin care|haircare|bakeware|glassware|giftware|barware|serveware|menswear|womenswear|kidswear|babywear|hardcover|hardback|paperback)$/i;

const STYLES = new Set(["montessori", "waldorf", "steiner", "minimalist", "minimal", "boho", "bohemian", "vintage", "rustic", "modern", "scandinavian", "scandi", "farmhouse", "industrial", "retro", "classic", "elegant", "cute", "aesthetic", "kawaii", "cottagecore", "mid-century", "timeless", "contemporary", "nordic", "japandi", "dainty", "chunky", "delicate", "bold", "simple"]);

const VERBS_S = /^(keeps|stays|holds|fits|works|comes|includes|charges|lasts|folds|dries|cleans|blocks|absorbs|supports|protects|connects|plays|burns|grows|glows|offers|features|has|makes|lets|helps|doubles|converts|adjusts|locks|seals|provides|delivers|reduces|prevents|stores|carries|attaches|clips|sticks|lights|runs|covers|measures|weighs|pairs|syncs|turns|opens|closes|stands|hangs|mounts|washes|wipes|ships|arrives)\b/i;
const VERBS_BASE = /^(keep|stay|hold|fit|work|come|include|charge|last|fold|dry|clean|block|absorb|support|protect|connect|play|burn|grow|glow|offer|feature|have|make|let|help|double|convert|adjust|lock|seal|provide|deliver|reduce|prevent|store|carry|attach|clip|stick|light|run|cover|measure|weigh|pair|sync|turn|open|close|stand|hang|mount|wash|wipe)\b/i;
const ADJ_END = /(proof|free|safe|able|ible|resistant|less|ed|weight|ful|ive|ic|ish|ous|al|thick|wide|long|tall|deep|friendly|compatible|ready|sized|size)$/i;
const ADJ_WORDS = new Set(["soft", "warm", "compact", "portable", "durable", "lightweight", "wireless", "sturdy", "slim", "thin", "reversible", "dimmable", "rechargeable", "vegan", "organic", "handmade", "unscented", "breathable", "stretchy", "cosy", "cozy", "quick-dry", "non-slip", "anti-slip", "adjustable", "stackable", "foldable", "reflective", "padded", "insulated", "waterproof", "sharp", "smooth", "light", "quiet", "silent", "bright", "sustainable", "reusable", "refillable", "washable", "personalised", "personalized", "custom", "unisex", "seamless", "lined", "hypoallergenic", "nickel-free", "sweatproof", "magnetic", "ergonomic", "heavy-duty", "eco", "natural", "grippy", "silky", "chunky", "comfy", "roomy", "sporty", "sparkly", "shiny", "heavy", "dainty"]);
const NOT_ADJ = new Set(["bed", "shed", "seed", "speed", "feed", "sheet", "table", "cable", "vegetable", "drive", "music", "fabric", "graphic", "tunic", "mosaic", "logic", "topic", "clinic", "picnic", "dish", "manual", "pedal", "signal", "metal", "petal", "animal", "crystal", "opal", "decal", "sandal", "medal", "portal", "terminal", "journal", "festival", "rental", "dental", "spiral", "floral", "mural"]);
const MATERIAL_MODIFIERS = /\b(solid|pure|genuine|real|premium|natural|organic|recycled|full[\s-]grain|top[\s-]grain|high[\s-]quality|quality|sustainably sourced|responsibly sourced|certified|fine|thick|soft|brushed|polished|matte|made of|made from|crafted from)\b|\d+(?:\.\d+)?\s*%|\d+\/\d+/gi;

function unitLabel(unit: string | undefined, category: Category): string {
  switch (unit) {
    case "ml":
    case "cl":
    case "l":
    case "fl oz":
    case "gal":
      return category.volumeLabel ?? "Volume";
    case "oz":
      return category.volumeLabel ?? "Weight";
    case "g":
    case "kg":
    case "mg":
    case "lb":
      return "Weight";
    case "mm":
    case "cm":
    case "m":
    case "in":
    case "ft":
    case "km":
      return category.lengthLabel ?? "Size";
    case "w":
    case "kw":
      return "Power";
    case "v":
      return "Voltage";
    case "mah":
    case "wh":
      return "Battery";
    case "h":
    case "min":
      return "Run time";
    case "gb":
    case "tb":
    case "mb":
      return "Storage";
    case "%":
      return "Composition";
    case "pcs":
      return "Quantity";
    case "lm":
      return "Brightness";
    case "k":
      return category.id === "jewelry" ? "Karat" : category.id === "lighting" ? "Colour temperature" : "Rating";
    case "+":
      return category.id === "toy" ? "Age" : "Size";
    case "day":
    case "week":
    case "month":
    case "year":
      return "Duration";
    default:
      return "Specification";
  }
}

function specLabel(text: string, category: Category): string | undefined {
  const quantities = extractQuantities(text);
  if (!quantities.length) return undefined;
  let rest = text;
  for (const q of quantities) rest = rest.split(q.text).join(" ");
  rest = rest.replace(/\s+/g, " ").trim();
  if (rest) return undefined;
  const units = quantities.map((q) => q.unit);
  if (quantities.length > 1 && quantities.every((q) => q.text === quantities[0]!.text)) return "Dimensions";
  return unitLabel(units[0], category);
}

function isTypePhrase(text: string, noun: string): boolean {
  const last = normaliseForMatch(text).split(" ").pop() ?? "";
  const nounLast = normaliseForMatch(noun).split(" ").pop() ?? "";
  if (!nounLast || normaliseForMatch(text) === normaliseForMatch(noun)) return text.split(" ").length > 1 && last === nounLast;
  return last === nounLast || last === `${nounLast}s` || `${last}s` === nounLast;
}

export function classify(text: string, noun: string, category: Category, isKeyword: boolean): Feature {
  const lower = text.toLowerCase();
  const hasNumber = /\d/.test(text);
  const benefit = benefitFor(text, category.id);
  const base = { text, hasNumber, isKeyword, ...(benefit ? { benefit } : {}) };
  const words = lower.split(/\s+/);
  const last = words[words.length - 1] ?? "";

  if (!isKeyword && words.length > 8) return { ...base, shape: "statement", label: benefit?.label ?? "Detail" };
  if (/\bgifts?\b/i.test(text) && !/\bgift[\s-]?(box|boxed|bag|wrap|wrapped|ready|packaging|card)\b/i.test(text)) {
    return { ...base, shape: "gift", label: "Gifting" };
  }
  if (/^(for|suitable for|ideal for|great for|perfect for|designed for|made for|built for|safe for)\b/i.test(text) || AUDIENCE.test(lower) || DEVICE.test(text) || /^ages?\s*\d/i.test(text)) {
    return { ...base, shape: "for", label: benefit?.label ?? "Suitable for" };
  }
  if (/^(cut|trim|cuttable)\s+to\s+(length|size|fit)$/i.test(text)) return { ...base, shape: "adj", label: benefit?.label ?? "Fitting" };
  if (/\b(included|in the box)$/i.test(text)) return { ...base, shape: "np", label: benefit?.label ?? "Included" };
  if (FINISH.test(lower)) return { ...base, shape: "finish", label: "Finish" };
  const scene = CONTEXTS[lower];
  if (scene) return { ...base, shape: "context", label: "Use", scene };
  const spec = specLabel(text, category);
  if (spec) return { ...base, shape: "spec", label: spec };
  const materials = findMaterials(text);
  const withoutMaterials = materials.reduce((rest, m) => rest.split(m.text).join(" "), text);
  if (materials.length && !withoutMaterials.replace(MATERIAL_MODIFIERS, " ").replace(/\b(and|&|with)\b|[,/+-]/gi, " ").trim()) {
    return { ...base, shape: "material", label: "Material" };
  }
  if (VERBS_S.test(text) || VERBS_BASE.test(text)) return { ...base, shape: "clause", label: benefit?.label ?? "Performance" };
  if (isTypePhrase(text, noun) || MASS_NOUNS.test(lower)) return { ...base, shape: "type", label: "Type" };
  if (words.length === 1 && STYLES.has(lower)) return { ...base, shape: "style", label: "Style" };
  if (/^(no|non|anti|multi|all|extra|ultra|super|self|quick|easy|high|low|double|triple|dual)-[\p{L}]+$/iu.test(text) && words.length === 1) return { ...base, shape: "adj", label: benefit?.label ?? "Design" };
  if (/^(easy|quick|simple|safe) to \w+$/i.test(text) || /^IP(X\d|\d\d|\dX)$/i.test(text)) return { ...base, shape: "adj", label: benefit?.label ?? "Design" };
  if (words.length <= 3 && /(cancell?ing|lasting|drying|wicking|absorbing|blocking|isolating|folding|adjusting|charging)$/.test(last) && words.length > 1 && !/^(fast|quick|wireless|usb)/.test(lower)) {
    return { ...base, shape: "adj", label: benefit?.label ?? "Design" };
  }
  if (words.length <= 4 && (ADJ_WORDS.has(last) || (ADJ_END.test(last) && !NOT_ADJ.has(last) && last.length > 3))) {
    return { ...base, shape: "adj", label: benefit?.label ?? "Design" };
  }
  return { ...base, shape: "np", label: benefit?.label ?? (hasNumber ? "Specification" : "Feature") };
}

const PLURAL_EXCEPTIONS = /(ss|us|is|canvas|lens|gas|atlas|bias|chess)$/i;

function headNoun(name: string, detected?: string): { noun: string; plural: boolean } {
  const fallback = (name.split(/\s+(?:for|with|by)\s+|\s+[–—|(:]\s*|,\s*/i)[0] ?? name).trim().split(/\s+/).pop() ?? "";
  let noun = (detected ?? fallback).replace(/[^\p{L}\p{N}'’ -]/gu, "").trim() || "product";
  noun = noun
    .split(" ")
    .map((w) => (/^[A-Z0-9]{2,5}$/.test(w) ? w : w.toLowerCase()))
    .join(" ");
  const lastWord = noun.split(" ").pop() ?? noun;
  const plural = /s$/i.test(lastWord) && !PLURAL_EXCEPTIONS.test(lastWord);
  return { noun, plural };
}

// One reading per facts object: a bulk job or a test writes many listings from the same facts.
const profiles = new WeakMap<ProductFacts, Profile>();

export function profileOf(facts: ProductFacts): Profile {
  const cached = profiles.get(facts);
  if (cached) return cached;
  const profile = readProfile(facts);
  profiles.set(facts, profile);
  return profile;
}

function readProfile(facts: ProductFacts): Profile {
  const name = displayName(facts.productName || "Product");
  const { category, noun: detected } = detectCategory(name);
  const { noun, plural } = headNoun(name, detected);
  const seen = new Set<string>();
  const features: Feature[] = [];
  const keywordKeys = new Set(facts.keywords.map((k) => k.toLowerCase()));
  for (const entry of [...facts.keywords, ...facts.features]) {
    const key = normaliseForMatch(entry);
    if (!key || seen.has(key)) continue;
    seen.add(key);
    features.push(classify(tidyEntry(entry), noun, category, keywordKeys.has(entry.toLowerCase())));
  }
  // "Merino wool" says nothing "100% merino wool" does not: the shorter entry is covered by the longer.
  for (let i = features.length - 1; i >= 0; i--) {
    const key = normaliseForMatch(features[i]!.text);
    const covered = features.some((other, j) => j !== i && normaliseForMatch(other.text) !== key && containsPhrase(other.text, features[i]!.text));
    if (covered && features[i]!.shape !== "context") features.splice(i, 1);
  }
  const materialEntries = features.filter((f) => f.shape === "material").map((f) => f.text);
  const inEntries = (m: string) => features.some((f) => normaliseForMatch(f.text).includes(normaliseForMatch(m)));
  const nameLower = normaliseForMatch(name);
  const materials = [...materialEntries, ...facts.materials.filter((m) => !inEntries(m) && !nameLower.includes(normaliseForMatch(m)))];
  const extraSpecs = facts.dimensions
    .filter((d) => !inEntries(d) && !nameLower.includes(normaliseForMatch(d)))
    .map((d) => ({ label: specLabel(d, category) ?? "Size", text: tidyEntry(d) }));
  const factsBlob = [facts.productName, ...facts.keywords, ...facts.features, ...facts.materials, facts.pageDescription ?? ""].join("\n").toLowerCase();
  return { name, ...(facts.brand ? { brand: facts.brand } : {}), noun, plural, category, features, materials, materialWords: [...new Set(findMaterials([facts.productName, ...facts.keywords, ...facts.features].join("\n")).map((m) => m.text.toLowerCase()))], extraSpecs, factsBlob };
}
