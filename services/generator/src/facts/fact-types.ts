import type { Token } from "./nlp";
import type { CategoryGuess } from "./taxonomy";

/** What a fact is about; each kind has its own sentence patterns in the phrasebook. */
export type FactKind =
  | "safety" // a warning, always verbatim and apart
  | "care" // washing, cleaning, heat: "hand wash only", "oven safe to 500 F"
  | "material" // "linen", "14k gold filled", "100% cotton"
  | "size" // a length or dimensions: "10 x 20 cm", "65 inch"
  | "capacity" // volume or charge: "750 ml", "20000mAh"
  | "weight" // "200 g", "2 lb"
  | "spec" // another measure: power, voltage, storage ("10 W", "128 GB")
  | "compatibility" // "compatible with GoodNotes", "fits iPhone 15"
  | "certification" // "FSC certified", "UL listed"
  | "audience" // "for kids", "ages 3+"
  | "use" // "for yoga", "for camping"
  | "variant" // "sizes S to XL", "available in 5 colors"
  | "style" // "minimalist", "boho"
  | "type" // names what the product is: "STEM toy", "digital download"
  | "shipping" // shipping and promotions: not product facts, left out of marketplace listings
  | "condition" // this item's condition or a flaw: "pre-owned", "light scratches on barrel"
  | "policy" // the seller's terms: "no returns", "30 day returns"
  | "scent" // scent or flavour notes, one phrase: "notes of bergamot, oud and vanilla"
  | "comparison" // "stronger than wood": said as what it is, never as a material
  | "quantity" // how many come: "1 set", "2 pack"
  | "instruction" // how to use it, an instruction to the buyer: "sweep from fireplace upwards", "serve lightly chilled"
  | "feature"; // anything else the product has or is

/**
 * has: the product has or is it. not: it does not ("not dishwasher safe", "dishwasher safe no").
 * free-of: a positive claim of absence ("BPA-free"). separate: not in the box ("batteries not included").
 */
export type Polarity = "has" | "not" | "free-of" | "separate";

/**
 * How a fact fits in a sentence. count: a thing it has one of, with an article ("a gold rim"); plural:
 * things it has ("raised edges", "7 pieces"); mass: a noun said without an article ("app control",
 * "Bluetooth 5.3"); adj: what it is ("hand-painted", "easy to clean"); verb: what it does ("keeps cold
 * 24 hours"); clause: a statement of its own ("made to order", "saucer included").
 */
export type Shape = "count" | "plural" | "mass" | "adj" | "verb" | "clause";

export interface Fact {
  /** The seller's entry exactly as typed (the keyword the listing must contain). */
  text: string;
  /** What the listing prints: the entry, except a trailing "no" turned into a leading "not". */
  display: string;
  kind: FactKind;
  polarity: Polarity;
  shape: Shape;
  /** Lower-case words the polarity applies to: "dishwasher safe" in "not dishwasher safe". */
  core: string;
  tokens: Token[];
  /**
   * Typed by the seller in the keywords box, a sentence of the seller's details text (their existing
   * description), read from a page, or implied by the product name's own words ("Hand-Painted Ceramic …").
   */
  source: "keyword" | "details" | "page" | "name";
  /**
   * The words a listing may say it with instead of the entry itself: "saucer included" is written "It
   * comes with a saucer.", "wall mount not included" "The wall mount is not included.".
   */
  alsoSaidAs?: string;
  /**
   * A sentence of the seller's details, or a keyword, in the first person ("I've been roasting coffee for 10
   * years", "handmade by me in my studio"): said as written only where the shop speaks for itself
   * (seller-voice.yaml); elsewhere as `thirdPerson`, a rewrite that says the same ("handmade in a studio"),
   * or, a sentence of the details with none, left out (a keyword with none is said as typed).
   */
  firstPerson?: { thirdPerson?: string };
  /** The product name already says it ("no-pull" for a "No-Pull Dog Harness"): prose need not repeat it. */
  inName: boolean;
  /**
   * Which of the seller's groups of keywords it was typed in (a line, or the stretch between two semicolons), where
   * the seller grouped at all: a list they typed together is said together ("walls, floors, doors, stairs").
   */
  group?: number;
  /** For a part it has: the noun is one a product has as parts ("lid", "straps"), so "It has …" reads true. */
  part: boolean;
}

export interface ProductModel {
  name: string;
  /** The noun the name ends on, as typed, before any measure or "for …" tail ("Bottle", "Lights"). */
  headNoun: string;
  /** The name names several things ("Wireless Earbuds", "LED Strip Lights"): "they are", not "it is". */
  plural: boolean;
  /** The seller's entries (and a read page's features), typed. */
  facts: Fact[];
  category?: CategoryGuess;
  /** The seller's brand (issue 28), as given: a marketplace title may lead with it. */
  brand?: string;
  /** The store's tags (issue 28): search phrases for tags and search terms, never facts to state. */
  searchTerms: string[];
  /** Words whose exact form must survive: brands, model numbers, capitals, diacritics. */
  verbatim: string[];
  /** Lower-case words that are only ever allowed with a negation nearby ("dishwasher safe"). */
  negated: string[];
  /** Warning texts, verbatim. */
  safety: string[];
  /** Lower-case text of everything the seller and the page said, for "did the input say this?". */
  inputText: string;
}
