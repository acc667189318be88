import type { ProductModel } from "../../facts/fact-types";
import { byteCount, charCount, containsPhrase, normaliseForMatch, RULED_OUT_BRACKET } from "../../domain/text-tools";
import { detectMaterials, findMaterials, impliedMaterials } from "../../domain/fact-vocabulary";
import { keywordsInLongerEntries, negatedWordSets, type FactGroups } from "./fact-groups";
import { HEALTH_CLAIM, SHIPPING_OR_OFFER, UNSEARCHED_KINDS } from "../../domain/keyword-policy";
import { INSTRUCTION_VERBS, MASS_NOUN } from "../../facts/fact-lexicon";
import { isAdjectiveWord, isDictionaryWord, isNounWord, isPlace, isPluralNoun, singular } from "../../facts/word-classes";
import { sellerVoice } from "../../facts/seller-voice";
import { phraseRoles } from "../../facts/roles";

// Etsy tags and Amazon's backend search terms: the words shoppers search for, taken from the seller's
// own phrases, the product name, and (when the category is certain) the category's synonyms. Never a
// negated fact ("dishwasher safe" for a mug that is not), never a warning, never another category's word.


/** Where the product's own noun sits in the name: the category's noun when it is there, else the name's head noun. */
function headIndex(model: ProductModel, words: readonly string[]): number {
  const noun = model.category?.confident ? model.category.category.noun : undefined;
  const nounLast = noun?.split(" ").pop()?.toLowerCase();
  if (nounLast) {
    const at = words.findLastIndex((w) => {
      const lower = w.toLowerCase();
      return lower === nounLast || lower === otherNumberOf(nounLast, false) || otherNumberOf(lower, true) === nounLast;
    });
    if (at >= 0) return at;
  }
  return model.headNoun ? words.lastIndexOf(model.headNoun) : words.length - 1;
}

/** "4 inch memory foam" → "memory foam", "8 oz amber glass jar" → "amber glass jar": a long fact's own noun phrase. */
function nounPhraseOf(display: string): string | undefined {
  const words = display.split(/\s+/);
  const at = words.findLastIndex((w) => /\d/.test(w) || /^(?:inch|inches|in|cm|mm|m|ft|oz|ml|l|lb|lbs|kg|g|hour|hours|x|of|to|and|with|for)$/i.test(w));
  const rest = words.slice(at + 1);
  // "per shelf" of "max 15kg per shelf" is no phrase a shopper types: a phrase never starts on a small word.
  return at >= 0 && rest.length >= 2 && rest.length <= 3 && rest.every((w) => /^\p{L}[\p{L}'-]*$/u.test(w)) && !SMALL_WORD.test(rest[0]!) && !SEARCH_STOPWORDS.has(rest[0]!.toLowerCase()) && isDictionaryWord(rest[rest.length - 1]!.toLowerCase()) ? rest.join(" ") : undefined;
}

/** Phrases a shopper might search for, best first. */
/** What else the seller sells: "… in separate listing", "… in my other listings", "… in my shop", "see other listing". */
const OTHER_LISTINGS = /\b(?:in|see)\s+(?:a\s+|my\s+|our\s+)?(?:other|separate)\s+listings?\b|\bin\s+(?:my|our)\s+(?:shop|store)\b|\b(?:other|separate)\s+listings?\b/i;

/** The name without what its brackets rule out: "(NOT S21+ / Ultra)" names no product a shopper should find ("Ultra screen" was a tag; r27). */
const withoutRuledOut = (name: string) => name.replace(RULED_OUT_BRACKET, "");

export function searchPhrases(model: ProductModel, g: FactGroups): string[] {
  const pack = model.category?.confident ? model.category.category : undefined;
  // A word with other characters ("1/4\"", "52.5") ends a tail: half of it would be another number.
  // The name's own part: "Kindle Paperwhite Cover" of "Kindle Paperwhite Cover (11th Generation, 2021)".
  // ("w/" is the seller's "with": "Padded Removable Arms" is no part of a "Raised Toilet Seat w/ Padded Removable Arms"'s
  // own phrase; "Height" and "Arms" were Etsy tags of one; blind review r21.)
  // (And "in": "Soy Wax Candle in Amber Glass Jar 220g" is a candle, its tags "Glass Jar", "Amber Glass Jar"; blind review r32.)
  const namePart = model.name.split(/\s*[,(|[]\s*|\s+[-–—|/+]\s+|\s+(?:for|with|in)\s+|\s+w\/\s*/i)[0] ?? model.name;
  const allWords = namePart.split(/\s+/).map((w) => w.replace(/[,;:]+$/, "")).filter(Boolean);
  // A measure closing the name ("Buff Stoneware Clay 12.5kg") is no break in it: its "." left the name no words (blind
  // review r9: a clay's Etsy listing had one tag). An inch mark too: 'Oregon Chainsaw Chain 16"' had no tag at all.
  // (A strength too: "Reading Glasses +2.00" had no name phrase, its "+" read as a break; blind review r32.)
  while (allWords.length > 1 && /\d/.test(allWords[allWords.length - 1]!) && /^[+±]?[\d.,/x×-]+(?:\p{L}{0,5}|["”″'])$/u.test(allWords[allWords.length - 1]!)) allWords.pop();
  const lastBreak = allWords.findLastIndex((w) => !/^[\p{L}\p{N}'’-]+$/u.test(w));
  const nameWords = allWords.slice(lastBreak + 1);
  // "Facial Oil 30ml": the size closing the name is no part of its phrases ("Oil 30ml" is no search).
  // (Nor an edition: "Catan Board Game 5th Edition" is searched "Catan Board Game".)
  for (;;) {
    const last = nameWords[nameWords.length - 1] ?? "";
    if (nameWords.length > 1 && /\d/.test(last)) nameWords.pop();
    else if (nameWords.length > 2 && /^(?:edition|version|generation|gen|series|model)$/i.test(last) && /\d/.test(nameWords[nameWords.length - 2]!)) nameWords.splice(-2);
    else break;
  }
  // The name up to the product's noun ("Travel Backpack" in "Travel Backpack 40L Carry-On"), and its last words.
  let headAt = headIndex(model, nameWords);
  // "Eau de Parfum", "Savon de Marseille": the noun runs on through its "de"; its last word is the head.
  if (headAt >= 0 && SMALL_WORD.test(nameWords[headAt + 1] ?? "") && !/^(?:for|with|and|or)$/i.test(nameWords[headAt + 1]!)) {
    headAt = nameWords.findLastIndex((w) => /^\p{L}[\p{L}'’-]*$/u.test(w) && !/^(?:ml|cl|l|oz|g|kg|mg|cm|mm|m|in|inch|ft|pack|set|lot|pcs|x)$/i.test(w));
  }
  const upToHead = headAt >= 0 ? nameWords.slice(0, headAt + 1) : nameWords;
  // A tail that starts on a small word ("d'Été Eau" of "Nuit d'Été Eau de Parfum") is a fragment, not a phrase.
  const nameTail = (n: number) => (upToHead.length > n && !SMALL_WORD.test(upToHead[upToHead.length - n]!) ? upToHead.slice(-n).join(" ") : "");
  // The name's own last noun can follow the category's ("French Press Coffee Maker"): its tails count too.
  const endAt = model.headNoun ? nameWords.lastIndexOf(model.headNoun) : -1;
  const endTails = endAt > headAt && !pack ? [2, 3].map((n) => nameWords.slice(Math.max(0, endAt + 1 - n), endAt + 1).join(" ")) : [];
  // "Pizza Stones" beside "Pizza Stone": shoppers search both numbers of a product's name.
  const tail2 = nameTail(2).split(" ");
  const headWord = tail2[tail2.length - 1]?.toLowerCase() ?? "";
  // (Of a countable noun only: "mixeds" of a "Brown & White Mixed", "composts" were search terms; blind review r20.)
  const countable = (word: string) => isDictionaryWord(word) && isNounWord(word) && !isAdjectiveWord(word) && !MASS_NOUN.test(word);
  const tailOtherNumber = tail2.length === 2 && countable(headWord) ? `${tail2[0]!.toLowerCase()} ${otherNumberOf(headWord, isPluralNoun(headWord))}`.trim() : "";
  const headWords = upToHead.length > 1 ? upToHead.slice(-2) : upToHead;
  // "eau de parfum", never "de parfum": a phrase does not start on its small word.
  const headPhrase = (SMALL_WORD.test(headWords[0]!) ? upToHead.slice(-3) : headWords).join(" ").toLowerCase();
  const head = (upToHead[upToHead.length - 1] ?? "").toLowerCase();
  // (Its other names first among the seller's own: "replacement strings" of a harp string set were said as another name and
  // searched nowhere, an Amazon listing's search terms empty; blind review r26.)
  const facts = [...g.type, ...g.aka, ...g.material, ...g.named, ...g.has, ...g.listed, ...g.is, ...g.does, ...g.capacity, ...g.size, ...g.weight, ...g.spec, ...g.variant, ...g.compat, ...g.use, ...g.audience, ...g.gift, ...g.style, ...g.cert, ...g.clauses, ...g.included].filter(
    // A sentence of a page or of the seller's details text is not a search phrase; its short entries are.
    // A warranty is the seller's promise, not what a shopper types ("12 month guarantee" was a tag).
    // Nor what else the seller sells ("vegetarian rennet in separate listing" made an animal rennet's search terms say
    // "vegetarian"; "other listings" was an Etsy tag; blind review r20).
    (f) => (f.polarity === "has" || f.polarity === "free-of") && !SHIPPING_OR_OFFER.test(f.display) && !/\b(?:warranty|guarantee)\b/i.test(f.display) && !OTHER_LISTINGS.test(f.display) && ((f.source !== "page" && f.source !== "details") || f.display.split(/\s+/).length <= 4),
  );
  // A keyword the seller's own sentence says ("sold secure gold" inside "… is Sold Secure Gold rated …") is in no
  // group (the sentence says it), but it is still what shoppers type.
  facts.push(
    ...keywordsInLongerEntries(model).filter(
      (f) => (f.polarity === "has" || f.polarity === "free-of") && !UNSEARCHED_KINDS.has(f.kind) && f.display.split(/\s+/).length <= 4 && !SHIPPING_OR_OFFER.test(f.display) && !HEALTH_CLAIM.test(f.display),
    ),
  );
  // "colours: sage, oatmeal" is searched as "sage, oatmeal": the label is not a search word.
  // (What comes in the box, "case included", is searched as "case".)
  const USE_LEAD = /^(?:for|ideal for|great for|perfect for|suitable for)\s+/i;
  const positive = facts.flatMap((f) => {
    const phrase = (f.kind === "variant" || g.included.includes(f) ? (f.alsoSaidAs ?? f.display) : f.display).replace(USE_LEAD, "");
    // "for baby shower, wedding, birthday, bridal" is one entry but four searches: each use is a phrase.
    // (Not a list of colours, sizes or set pieces: "A2" or "powder" alone finds other products.)
    return (USE_LEAD.test(f.display) && listItems(phrase)) || [phrase];
  });
  // What the product is, said with what the seller said of it: "hiking water bottle", "BPA-free bottle",
  // "minimalist wallet", "velvet pillow cover". Each is true by construction (the seller's word, the product's own noun).
  const short = (f: { display: string }) => f.display.split(/\s+/).length <= 2 && !/\d/.test(f.display);
  const combos = head
    ? [
        // ("for pour over and espresso" of a grinder too: each use of the list with the noun, "espresso grinder".)
        ...g.use
          .flatMap((f) => (USE_LEAD.test(f.display) ? (useItems(f.display.replace(USE_LEAD, "")) ?? []) : [f.display]))
          .filter((u) => u.split(/\s+/).length <= 2 && !/\d/.test(u) && !isPlace(u.toLowerCase()))
          .flatMap((u) => [`${u.toLowerCase()} ${headPhrase}`, `${u.toLowerCase()} ${head}`]),
        ...[...g.material, ...g.named.filter((f) => f.kind === "material")].filter(short).flatMap((f) => [`${f.display.toLowerCase()} ${headPhrase}`, `${f.display.toLowerCase()} ${head}`]),
        ...[...g.is, ...g.style].filter(short).flatMap((f) => [`${f.display} ${headPhrase}`, `${f.display} ${head}`]),
        ...g.use.filter((f) => isPlace(f.display.toLowerCase())).map((f) => `${f.display.toLowerCase()} ${head}`),
        ...g.audience.filter((f) => /^for\s/i.test(f.display)).map((f) => `${head} ${f.display.toLowerCase()}`),
        // "Polarized Sunglasses" from "Polarized Aviator Sunglasses": each describing word of the name with
        // its noun. Not a noun or a small word ("Lot Postcards", "Under Bar"), nor a word of a model's
        // name ("Black" of "GoPro HERO12 Black"): those make fragments no shopper types.
        ...upToHead
          .slice(0, -1)
          .filter((w, i) => /^\p{L}{3,}$/u.test(w) && !SMALL_WORD.test(w) && isDictionaryWord(w.toLowerCase()) && isAdjectiveWord(w.toLowerCase()) && !isModelWord(upToHead[i - 1], model))
          .map((w) => `${w} ${upToHead[upToHead.length - 1]}`),
        // "hip belt backpack", "juice groove board": the parts it has, as shoppers search for them. (Not what is only
        // listed, whose role is unknown: "dormers roll", "valley lining roll" of lead flashing; blind review r17.)
        ...g.has.filter(short).map((f) => `${f.display.toLowerCase()} ${head}`),
      ]
    : [];
  // (Not of an instruction: "hot fly weather" of "avoid tagging in hot fly weather" was a tag; blind review r21.)
  const nounPhrases = facts.filter((f) => !isInstruction(f)).map((f) => nounPhraseOf(f.display)).filter((p): p is string => !!p);
  // "100% linen" is searched "linen apron": the material without its share.
  // ("merino beanie", "wool beanie" of "100% merino wool" too: each word that is a material of its own.)
  const materialCombos = head
    ? g.material
        .map((f) => /^\d+%\s+(\p{L}[\p{L}\s-]*)$/u.exec(f.display)?.[1])
        .filter((m): m is string => !!m && m.split(/\s+/).length <= 2)
        .flatMap((m) => [m, ...(/\s/.test(m) ? m.split(/\s+/).filter((w) => detectMaterials(w).length) : [])])
        .map((m) => `${m.toLowerCase()} ${head}`)
    : [];
  // A category synonym must not name a material the input did not give ("ceramic mug" for a glass one).
  const inputMaterials = new Set(detectMaterials(model.inputText));
  // Nor a word the seller ruled out: "toy doll", "play dolls" for glass eyes "NOT safety eyes - do not use on toys for
  // children" (blind review r19: the Amazon search terms read "toy play dolls toys").
  const ruledOut = new Set(model.negated.flatMap((n) => n.toLowerCase().split(/[^\p{L}]+/u)).filter((w) => w.length > 2).map(singular));
  const fromPack = [...(pack?.synonyms ?? []), ...(pack?.audiences ?? []).map((a) => `gift for ${a}`)].filter(
    (s) => detectMaterials(s).every((m) => inputMaterials.has(m)) && !/\d/.test(s) && !s.toLowerCase().split(/\s+/).some((w) => ruledOut.has(singular(w))),
  );
  // Last: the other number of the product's noun ("mugs" for a mug), which shoppers type too.
  const keepsItsCase = model.verbatim.some((v) => v.toLowerCase() === head);
  const otherNumber = /^\p{L}{3,}$/u.test(head) && !keepsItsCase && countable(head) ? otherNumberOf(head, isPluralNoun(head)) : "";
  // The name's own product phrase ("Linen Apron" of "Linen Apron with Pockets", "Wooden Toy Train" of "… Set")
  // and what its "with …" says of it ("apron with pockets").
  const wholeHead = upToHead.length > 1 && !SMALL_WORD.test(upToHead[0]!) ? upToHead.join(" ") : "";
  const withTail = /\s+with\s+(\p{L}[\p{L}\s'-]*)$/iu.exec(model.name)?.[1];
  // "Roof Bars for VW Golf Mk7 5-Door Hatchback": shoppers search the model with the product ("Golf Mk7 roof bars")
  // and the model alone ("VW Golf Mk7"). Its first words, up to a year or a door count; each is the seller's.
  const forWords = (/\s+for\s+([\p{Lu}\d][^,(|]*)/u.exec(namePart === model.name ? model.name : model.name.slice(namePart.length))?.[1] ?? "")
    .split(/\s+/)
    .filter(Boolean);
  const forEnd = forWords.findIndex((w, i) => i > 0 && (/^(?:19|20)\d{2}/.test(w) || /^\d+-door$/i.test(w) || /^[-–—|]$/.test(w)));
  const target = forWords.slice(0, Math.min(forEnd < 0 ? forWords.length : forEnd, 3)).join(" ");
  const headNounPhrase = upToHead.slice(-2).join(" ").toLowerCase();
  const forCombos = target && target.split(/\s+/).length >= 2 ? [target, `${target.split(/\s+/).slice(-2).join(" ")} ${headNounPhrase}`] : [];
  const headWith = head && withTail && withTail.split(/\s+/).length <= 2 ? `${head} with ${withTail.toLowerCase()}` : "";
  // The store's own tags (issue 28): the seller chose them as search words, so they come right after the
  // name's own phrases. Not an offer or a health claim, which no listing says whoever typed it.
  const sellersTerms = model.searchTerms.filter((t) => !SHIPPING_OR_OFFER.test(t) && !HEALTH_CLAIM.test(t));
  // The brand (and line) the name opens with, before its first model code: "Sony Walkman" of "Sony Walkman WM-FX193 Cassette
  // Player", "Makita" of "Makita DHP485Z … Drill", with the product's noun ("Makita Drill"): what shoppers type first (a vintage
  // Walkman had three Etsy tags; blind review r32). Only capitalised words the dictionary lacks at its start: a brand, never
  // "Vintage" or "Digital".
  const codeAt = allWords.findIndex((w) => /\d/.test(w));
  const lead = codeAt > 0 && codeAt <= 2 ? allWords.slice(0, codeAt) : [];
  const brandLead = lead.length && lead.every((w) => /^\p{Lu}[\p{L}'’-]*$/u.test(w)) && !isDictionaryWord(lead[0]!.toLowerCase()) ? lead.join(" ") : "";
  const brandHead = brandLead && upToHead.length ? `${brandLead} ${upToHead[upToHead.length - 1]}` : "";
  return [model.name, wholeHead, ...sellersTerms, brandLead, brandHead, nameTail(2), nameTail(3), ...endTails, ...nameSegmentPhrases(withoutRuledOut(model.name), head), ...positive, tailOtherNumber, ...fromPack, ...combos, ...nounPhrases, ...(pack?.uses ?? []), otherNumber, headWith, ...forCombos, ...materialCombos, nameTail(1), pack?.noun ?? ""].filter(Boolean);
}

/**
 * The search phrases a seller put in the name after its product ("… - Throwing & Handbuilding", "… - Tiger & Red
 * Wigglers Mix", "… - One of a Kind"): each item as typed, a lone describing word with the product's noun too
 * ("Throwing Clay"). Words only: a size or a code is no search phrase (blind review r9: Etsy listings had 2-8 tags).
 */
function nameSegmentPhrases(name: string, head: string): string[] {
  // ("w/" is "with", not a list's slash: "Printed w/ Your UK Flock Number" gave the tag "Your UK Flock Number"; blind review r21.)
  const segments = name.replace(/\bw\/\s*/gi, "with ").split(/\s+[-–—|]\s+|\s*,\s*|\s*[()]\s*/).slice(1);
  const items = segments.flatMap((segment) => segment.split(/\s*[&+/]\s*|\s+and\s+/i)).map((item) => item.trim());
  return items
    .filter((item) => /^\p{L}[\p{L}\s'’-]*$/u.test(item) && item.split(/\s+/).length <= 4 && !SMALL_WORD.test(item.split(/\s+/)[0]!))
    // (A lone word makes a phrase with the noun only when it describes it or names a use, "Throwing Clay": "Headrest chair"
    // and "Used chair" were Etsy tags of a barber chair, "USED" another; blind review r17. Condition is said, not searched.)
    .filter((item) => !CONDITION_WORD.test(item))
    // (A lone word that is neither is a fragment: "Height" of "4\" (10cm) Height"; one the dictionary lacks, a name such as
    // "Culligan", is searched, and so is every word of a list of names holding one: "Yaris, Corolla, Avensis".)
    .flatMap((item, _, all) => {
      if (/\s/.test(item)) return [item];
      const lower = item.toLowerCase();
      if (head && lower !== head && isDictionaryWord(lower) && (isAdjectiveWord(lower) || /\p{L}{3,}ing$/u.test(item))) return [`${item} ${head}`, item];
      const names = all.filter((other) => !/\s/.test(other) && !isDictionaryWord(other.toLowerCase())).length;
      return isDictionaryWord(lower) && names < 2 ? [] : [item];
    });
}

/** What the seller tells the buyer to do ("avoid tagging in hot fly weather"): its words are no search phrase. */
function isInstruction(fact: { display: string }): boolean {
  return INSTRUCTION_VERBS.has(fact.display.split(/\s+/)[0]!.toLowerCase());
}

/** A name's condition segment ("USED", "Used, Excellent Condition", "Pre-Owned"): no search phrase. */
// ("Tested & Working" of a vintage Walkman: its state, never "Tested player", "Working player"; blind review r32.)
const CONDITION_WORD = /^(?:used|pre-?owned|new|brand new|ex[- ]\w+|excellent condition|good condition|collection only|tested|working|fully working|untested|refurbished|serviced|boxed|unboxed|complete|loose|spares|repairs|spares (?:or|&|and) repairs)$/i;

/** The items of a phrase typed as a list ("baby shower, wedding, birthday and bridal"), when each is a short phrase; otherwise undefined. */
/** The uses of "pour over and espresso" or of "baking, roasting, frying": each a word or two, or none when it is one phrase. */
function useItems(phrase: string): string[] | undefined {
  const items = phrase.split(/\s*,\s*(?:and\s+|or\s+)?|\s+(?:and|or|&)\s+/).map((i) => i.trim()).filter(Boolean);
  return items.length > 1 && items.every((i) => i.split(/\s+/).length <= 2 && /^[\p{L}][\p{L}\s'’-]*$/u.test(i)) ? items : /^[\p{L}][\p{L}'’-]*$/u.test(phrase.trim()) ? [phrase.trim()] : undefined;
}

function listItems(phrase: string): string[] | undefined {
  if (!/,/.test(phrase) || /\d,\d/.test(phrase)) return undefined;
  const items = phrase.split(/\s*,\s*(?:and\s+|or\s+)?|\s+(?:and|or|&)\s+(?=[^,]*$)/).map((i) => i.trim()).filter(Boolean);
  return items.every((i) => i.split(/\s+/).length <= 3 && /^[\p{L}\p{N}][\p{L}\p{N}\s'’-]*$/u.test(i)) ? items : undefined;
}

/** Words a phrase never starts on: articles, prepositions, conjunctions and elisions, in the languages sellers type. */
const SMALL_WORD = /^(?:d|l|qu)['’]|^(?:of|de|du|des|del|la|le|les|el|the|a|an|and|or|for|with|under|over|in|on|at|by|to|from|und|et|y)$/i;

/** A brand or model word the seller typed ("GoPro", "HERO12"): the words after it belong to its name. */
function isModelWord(word: string | undefined, model: ProductModel): boolean {
  if (!word) return false;
  return /\d/.test(word) || model.verbatim.some((v) => v.toLowerCase() === word.toLowerCase());
}

/** Nouns whose plural is not made with "s" ("mouse, mice, computer mice" were three tags of one mouse). */
const IRREGULAR_PLURALS = new Map([["mouse", "mice"], ["man", "men"], ["woman", "women"], ["foot", "feet"], ["tooth", "teeth"], ["child", "children"], ["person", "people"], ["goose", "geese"]]);

/** The singular and plural forms a tag may have ("mug"/"mugs", "throw blanket"/"throw blankets"): one of them is enough. */
function numberForms(tag: string): string[] {
  const key = tag.toLowerCase();
  const last = key.split(" ").pop() ?? "";
  if (!/^\p{L}{3,}$/u.test(last)) return [key];
  const stem = key.slice(0, key.length - last.length);
  const irregular = IRREGULAR_PLURALS.get(last) ?? [...IRREGULAR_PLURALS].find(([, many]) => many === last)?.[0];
  const forms = new Set([key, `${stem}${otherNumberOf(last, isPluralNoun(last))}`, `${stem}${last.replace(/s$/, "")}`, `${stem}${last}s`, ...(irregular ? [`${stem}${irregular}`] : [])]);
  return [...forms].filter((f) => f.trim() && !f.endsWith(" "));
}

/**
 * The phrases inside a long entry, cut where the seller's own punctuation cuts it (brackets, "+", commas,
 * slashes, " - ", "w/", "with"), each with its tails: "hand cut glass (cathedral + opalescent, …)" gives "hand cut
 * glass", "lead-free solder w/ black patina" gives "lead-free solder" and "black patina". Each is the seller's words
 * in their order, so it is as true as its entry (the entries given here say what the product has). Etsy listings
 * of long entries had 6-8 tags where 13 are allowed (blind review r10, the holdout's 36.8% with 13).
 */
function entrySegments(display: string): string[] {
  const out: string[] = [];
  for (const raw of display.split(/\s*(?:[()[\]+;,]|\s\/\s|\s[-–—]\s|\bw\/\s?|\bwith\b)\s*/i)) {
    const segment = raw.trim();
    const words = segment.split(/\s+/);
    if (words.length < 2 || words.length > 4 || segment === display.trim()) continue;
    if (words.some((w) => !/^\p{L}[\p{L}'’-]*$/u.test(w)) || SEARCH_STOPWORDS.has(words[0]!.toLowerCase()) || SMALL_WORD.test(words[0]!)) continue;
    const last = words[words.length - 1]!.toLowerCase();
    if (isDictionaryWord(last) && !isAdjectiveWord(last)) out.push(segment);
    out.push(...entryTails(segment));
  }
  return out;
}

/** "4 inch memory foam pillow insert" → "pillow insert", "memory foam pillow insert": shorter phrases a long entry ends on, for the last tags. */
function entryTails(display: string): string[] {
  const words = display.split(/\s+/);
  const out: string[] = [];
  for (const n of [3, 2]) {
    const tail = words.slice(-n);
    // Not the end of a list ("white photos" of "black and white photos"): the words before it belong to it.
    // Nor what a number measures ("month guarantee" of "12 month guarantee"): without it the tail says nothing true.
    // Nor a tail holding a preposition ("required at checkout", "between animals"): a phrase of a sentence, not a thing.
    if (words.length <= n || tail.some((w) => !/^\p{L}[\p{L}'-]*$/u.test(w) || TAIL_PREPOSITION.test(w)) || SEARCH_STOPWORDS.has(tail[0]!.toLowerCase()) || SMALL_WORD.test(tail[0]!) || /^(?:and|or|&)$/i.test(words[words.length - n - 1]!) || /\d/.test(words[words.length - n - 1]!)) continue;
    const last = tail[tail.length - 1]!.toLowerCase();
    // (A tail ends on a noun: "well soon" of "get well soon", "bouquets the same" of "no two bouquets the same" and "via
    // photo" were Etsy tags; blind review r17.)
    if (!isDictionaryWord(last) || isAdjectiveWord(last) || !isNounWord(last) || /^(?:the|via|per)$/i.test(tail[tail.length - 2] ?? "")) continue;
    out.push(tail.join(" "));
  }
  return out;
}

/** "mug" ↔ "mugs", "inch" → "inches", "shelf" → "shelves", "battery" → "batteries"; a plural-only noun ("earbuds") has none. */
function otherNumberOf(noun: string, plural: boolean): string {
  const irregular = plural ? [...IRREGULAR_PLURALS].find(([, many]) => many === noun)?.[0] : IRREGULAR_PLURALS.get(noun);
  if (irregular) return irregular;
  if (plural) {
    if (/(?:buds|pants|jeans|shorts|leggings|glasses|scissors|tights|pliers)$/.test(noun)) return "";
    if (/ies$/.test(noun)) return noun.replace(/ies$/, "y");
    if (/(?:l|i)ves$/.test(noun)) return noun.replace(/ves$/, "f");
    return /(?:ch|sh|x|ss)es$/.test(noun) ? noun.slice(0, -2) : noun.slice(0, -1);
  }
  if (/[^aeiou]y$/.test(noun)) return `${noun.slice(0, -1)}ies`;
  if (/(?:shelf|knife|leaf|half|wolf|calf)$/.test(noun)) return noun.replace(/fe?$/, "ves");
  return /(?:ch|sh|x|s|z)$/.test(noun) ? `${noun}es` : `${noun}s`;
}

/**
 * A phrase may be a tag or a search term when it claims nothing the seller ruled out, is not part of
 * a warning, and names no material the seller did not give ("Steel Water Bottle" cut from "Stainless
 * Steel Water Bottle" would).
 */
const isAllowed = (model: ProductModel, { oneTagAPhrase = false } = {}) => {
  // (With what each implies: "wool beanie", "merino beanie" of "100% merino wool" name no other material.)
  const given = new Set(findMaterials(model.inputText).flatMap((m) => [m.canonical, ...impliedMaterials(m.canonical)]));
  // In a tag, what is not in the box ("chalk NOT included") rules out "chalk" and "with chalk", not "Chalk Bag": the
  // bag is the product. Search terms are a bag of words a marketplace matches one by one, so there "chalk" stays out
  // whatever phrase it came in. What it is not ("not waterproof") rules out every phrase that says it.
  const notInBox = new Set(oneTagAPhrase ? model.facts.filter((f) => f.polarity === "separate").map((f) => f.core.toLowerCase()) : []);
  const rulesOut = (n: string, phrase: string) =>
    notInBox.has(n.toLowerCase()) ? new RegExp(`^(?:with\\s+)?${n.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?:\\s+included)?$`, "i").test(phrase.trim()) : containsPhrase(phrase, n) || containsPhrase(n, phrase);
  // A warning that keeps the product from the very young ("NOT SUITABLE FOR CHILDREN UNDER 36 MONTHS", "not for
  // under 3s") rules out every search word that sends it to them ("baby", "toddler").
  const notForTheYoung = [...model.safety, ...model.negated].some((t) => /\bunder\s*(?:\d+\s*(?:months?|years?|yrs?|y)\b|\d+s\b|[1-9]\b)/i.test(t));
  return (phrase: string) =>
    !(notForTheYoung && /\b(?:bab(?:y|ies)|toddlers?|infants?|newborns?|nursery)\b/i.test(phrase)) &&
    !model.negated.some((n) => rulesOut(n, phrase)) &&
    !model.safety.some((s) => containsPhrase(s, phrase)) &&
    findMaterials(phrase).every((m) => given.has(m.canonical));
};

/**
 * Up to 13 tags of at most 20 characters, no two alike: not two numbers of one phrase ("mug", "mugs"),
 * never a phrase cut from its qualifier ("fur throw" of a "Faux Fur Throw"). When the best phrases
 * run out, the shorter phrases long entries end on fill the rest.
 */
export function etsyTags(model: ProductModel, g: FactGroups, max = 13, maxChars = 20): string[] {
  const tags: string[] = [];
  const seen = new Set<string>();
  const roles = phraseRoles();
  const allowed = isAllowed(model, { oneTagAPhrase: true });
  const forms = new Map(model.verbatim.map((w) => [w.toLowerCase(), w]));
  // The seller's capitals stay in a tag ("GoodNotes", "ABS"), whatever the phrase it came from did.
  // A plural of one of their names keeps it too: "tvs" from a category synonym is "TVs" for the seller's "TV".
  const sellersCase = (phrase: string) =>
    forms.size ? phrase.replace(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu, (w) => forms.get(w.toLowerCase()) ?? (/s$/i.test(w) && forms.has(w.toLowerCase().slice(0, -1)) ? `${forms.get(w.toLowerCase().slice(0, -1))}s` : w)) : phrase;
  // A qualifier keeps its words: "faux fur throw" from "Faux Fur Throw Blanket", where "Fur Throw Blanket" may not be a tag.
  const nameWords = withoutRuledOut(model.name).split(/\s+/);
  // (Each ending on a noun: "Synthetic Sweeping" of a "Synthetic Sweeping Pad" named nothing; blind review r26.)
  const endsOnNoun = (words: string[]) => words.length > 1 && !/ing$/i.test(words[words.length - 1]!) && !isAdjectiveWord(words[words.length - 1]!.toLowerCase());
  const qualified = nameWords.flatMap((w, i) => (roles.cutFromQualifier(nameWords[i + 1] ?? "", `${w} ${nameWords[i + 1] ?? ""}`) ? [nameWords.slice(i, i + 3), nameWords.slice(i, i + 2)].filter(endsOnNoun).map((ws) => ws.join(" ")) : []));
  // Last, the name's own describing words one by one ("vintage"): each is true of the product, and shoppers type single words too.
  // (Describing words only: "Towel" alone of a "Towel Bar" names another product.)
  // (Not a vague one: "Heavy" of "Heavy Duty", "Large", "Mini" find nothing on their own.)
  // (Nor an "-ing" word, which names no thing alone: "Pouring" of a "Pouring Shield".)
  // (Nor a participle or a determiner, half of a phrase: "Sided" of "Double Sided", "Handed", "Both", "Most" were tags.)
  const nameSingles = nameWords.filter((w) => /^\p{L}{3,}$/u.test(w) && !/(?:ing|ed)$/i.test(w) && !/^(?:both|most|many|few|all|some|every|each|any|other|same)$/i.test(w) && !VAGUE_SINGLES.has(w.toLowerCase()) && !SMALL_WORD.test(w) && isDictionaryWord(w.toLowerCase()) && isAdjectiveWord(w.toLowerCase()) && !findMaterials(w).length);
  const described = [...g.material, ...g.has, ...g.listed, ...g.is, ...g.does, ...g.use, ...g.type].filter((f) => f.polarity === "has");
  const pack = model.category?.confident ? model.category.category : undefined;
  const firstWord = model.name.trim().split(/\s+/)[0] ?? "";
  const singleWordTags = new Set(
    [
      model.brand ?? "",
      /^\p{Lu}/u.test(firstWord) && !isDictionaryWord(firstWord.toLowerCase()) ? firstWord : "",
      ...(pack ? [...(pack.nameHeads ?? []), ...(pack.heads ?? []), ...(pack.synonyms ?? [])].filter((w) => !/\s/.test(w)) : []),
    ].filter(Boolean).map((w) => w.toLowerCase()),
  );
  // (Not what the seller tells the buyer to do, nor a statement: "hot fly weather" of "avoid tagging in hot fly weather",
  // "required at checkout" were Etsy tags; blind review r21.)
  const ownFacts = described.filter((f) => !OTHER_LISTINGS.test(f.display) && f.shape !== "clause" && !isInstruction(f));
  // A colour or a shape of the name said with what the product is ("round stone", "white towels"): alone it is no search.
  const head = model.headNoun.toLowerCase();
  // (The seller's one colour too: "white" of towels is "white towels".)
  const colours = [...g.variant, ...g.is].map((f) => f.display.trim()).filter((d) => COLOUR_WORD.test(d));
  const withHead = [...nameSingles.filter((w) => JUNK_SINGLES.test(w) || COLOUR_WORD.test(w)), ...colours].map((w) => `${w.toLowerCase()} ${head}`).filter((t) => head && t.split(" ")[0] !== head);
  const fillers = [...ownFacts.flatMap((f) => entryTails(f.display)), ...nameSingles, ...withHead, ...ownFacts.flatMap((f) => entrySegments(f.display))];
  for (const raw of [...qualified, ...searchPhrases(model, g), ...fillers]) {
    const phrase = sellersCase(raw);
    // Etsy tags take letters, digits, spaces, hyphens, apostrophes and &: a phrase with anything else
    // ("5.3", "10,000 mAh") is skipped rather than changed into another number.
    const tag = phrase.replace(/\s+/g, " ").trim();
    if (/[^\p{L}\p{N}'&\s-]/u.test(tag)) continue;
    // A bare measure or size code ("16 inch", "M") says nothing a shopper searches for on its own.
    if (/^\d[\d.,]*\s*\p{L}{0,6}$/u.test(tag) || /^\p{L}{1,2}$/u.test(tag)) continue;
    // Nor a phrase cut after its figure, opening on the unit ("qt tilt-head bowls" of "4.5 and 5 qt tilt-head bowls").
    if (/^(?:qt|oz|fl|ml|cl|l|mm|cm|m|in|inch|inches|ft|lb|lbs|kg|g|mg|mah|w|v|gsm)\s/i.test(tag)) continue;
    // Nor a seller's shorthand ("incl tungsten tips", "210g per pole approx", "gloves x2 pairs", "all sales final").
    if (/\b(?:incl|approx|per|final|sales|returns?)\b|\bx\d+\b|\b\d+x\b/i.test(tag)) continue;
    // Nor a statement of how it comes: "comes in a gift box", "sold as a pair" (no shopper types them).
    if (/^(?:comes?|supplied|arrives?|ships?|shipped)\s|^sold\s+(?:as|in|by|individually|separately|singly|with)\b/i.test(tag)) continue;
    // Nor what the seller ruled out: "NOT Included" of a name's "Foundation NOT Included" (blind review r13).
    // (Nor what is sold apart: "listed separately" was a tag of koi food; blind review r21.)
    if (/\b(?:not|never|included|excluded|separately)\b/i.test(tag)) continue;
    // Nor a restriction, a term or a flaw: "Pro ONLY", "money-back guarantee", "business days", "box has shelf wear" (r33).
    if (/\b(?:only|guarantee|warranty|business days|working days|shelf wear|scratch(?:es)?|faces out)\b/i.test(tag)) continue;
    // Nor one word that names nothing a buyer looks for alone: a colour, a shape, a file format, a possessive ("Dual", "DNG",
    // "Clear", "Round", "Women's" were tags; blind review r33). Brands, named things and qualities shoppers filter by stay.
    if (!/\s/.test(tag) && !singleWordTags.has(tag.toLowerCase()) && (JUNK_SINGLES.test(tag) || COLOUR_WORD.test(tag) || /['’]s$/i.test(tag))) continue;
    // Nor a "w/" that lost its "/": "w detector", "w irons" (blind review r14).
    if (/(?:^|\s)w(?:\s|$)/i.test(tag)) continue;
    // Nor a phrase opened by a word that names nothing ("Similar strings" of "Fits … FH34 / Similar"; blind review r26).
    if (/^(?:similar|other|various|compatible)\s/i.test(tag) || (!/\s/.test(tag) && VAGUE_SINGLES.has(tag.toLowerCase()))) continue;
    const key = normaliseForMatch(tag);
    // "my studio" (of "handmade by me in my studio") is the seller speaking: no shopper searches for it.
    if (!tag || charCount(tag) > maxChars || seen.has(key) || !allowed(tag) || roles.cutFromQualifier(tag, model.inputText) || sellerVoice().isFirstPerson(tag)) continue;
    for (const form of numberForms(tag)) seen.add(normaliseForMatch(form));
    seen.add(key);
    tags.push(tag);
    if (tags.length >= max) break;
  }
  return tags;
}


/** Describing words too vague to be a tag on their own. */
// (A mark's word alone too: "Compliant" of "WCF Compliant", "Approved" of "PDGA Approved"; blind review r26.)
// (And a word that only qualifies: "False" of a mash tun's "False Bottom" was a tag; blind review r31.)
/** One-word tags that find nothing on their own (blind review r33): shapes, counts, file formats, vague adjectives. */
const JUNK_SINGLES = /^(?:dual|double|single|twin|triple|clear|round|square|rare|airy|moody|mobile|desktop|english|mens|womens|kids|unisex|dng|xmp|jpe?g|png|svg|dxf|eps|tiff?|zip)$/i;
/** Colour words: alone they are a filter, never a search ("White", "Black" were tags of a mirror and a pin). */
const COLOUR_WORD = /^(?:white|black|grey|gray|blue|green|red|pink|brown|beige|cream|gold|silver|yellow|orange|purple|navy|ivory|tan|clear)$/i;

const VAGUE_SINGLES = new Set("false true real heavy light duty large small big little mini new extra super great best good premium quality classic standard regular simple basic plain short long tall wide high low deep thin thick off one direct compliant approved certified listed rated genuine similar other various".split(" "));

/** Words no shopper searches with, and bare numbers: "up", "from", "per" are fragments of a phrase. */
// (And the words that say what comes: "4 adapters incl" searched as "adapters kits included"; blind review r30.)
const SEARCH_STOPWORDS = new Set("up from per via will may can each only very just also into onto over under than then when where which who whose its it's our your their this that these those is are be been has have had do does included incl supplied provided".split(" "));

/** Prepositions no search phrase holds: a tail with one is cut from a sentence. */
const TAIL_PREPOSITION = /^(?:at|between|in|on|into|onto|from|to|by|within|without|under|over|through|across|after|before|during|until|via|per|above|below)$/i;

const UNIT_WORD = /^(?:inch|inches|in|cm|mm|m|ft|oz|ml|l|lb|lbs|kg|g|mah|w|v|hz|gb|tb|pcs|pieces|pack|hours?|mins?|minutes?|qt|gal)$/i;

/** One line of words not already in the title, up to the byte budget; each word once. */
export function searchTerms(model: ProductModel, g: FactGroups, title: string, maxBytes = 249): string {
  const wordsOf = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}%+]+/gu) ?? [];
  const inTitle = new Set(wordsOf(title));
  const used = new Set<string>();
  const words: string[] = [];
  let bytes = 0;
  const allowed = isAllowed(model);
  const verbatim = new Map(model.verbatim.map((w) => [w.toLowerCase(), w]));
  const negatedWords = negatedWordSets(model);
  for (const phrase of searchPhrases(model, g)) {
    // "gift for musicians" cut into words reads "musician gift musicians" to a shopper who sees the field: a
    // category's audience is a tag's phrase, not search words (Amazon reads the words, not the phrase).
    if (!allowed(phrase) || /^gift for\s/i.test(phrase)) continue;
    for (const raw of phrase.split(/[\s,;|]+|(?<!\d)\/|\/(?!\d)/)) {
      const word = raw.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}%+]+$/gu, "");
      const key = normaliseForMatch(word);
      const parts = wordsOf(word);
      // "sweat-free" after "BPA-free" would say "free" twice to the marketplace, which reads it as stuffing.
      const pieces = key.split(" ");
      // (A number that belongs to a mark or a model, "UL 2849", stays with it.)
      if (SEARCH_STOPWORDS.has(key) || (/^\d[\d.,]*%?$/.test(word) && !/(?<![\p{L}\p{N}])\p{Lu}{2,}(?![\p{L}\p{N}])/u.test(phrase))) continue;
      if (!key || key.length < 2 || parts.every((p) => inTitle.has(p)) || pieces.some((p) => used.has(p)) || new Set(pieces).size < pieces.length || /^(?:and|or|the|a|an|of|for|with|to|in|on|by)$/.test(key)) continue;
      // A unit on its own says nothing, and beside another phrase's number it would make a new size
      // ("400 x 300" then "inch" reads "300 inch").
      if (UNIT_WORD.test(word)) continue;
      // The seller's capitals stay ("GoodNotes"); other words are lower case, as search terms are written.
      const out = verbatim.get(word.toLowerCase()) ?? word.toLowerCase();
      const cost = byteCount(out) + (words.length ? 1 : 0);
      if (bytes + cost > maxBytes) continue;
      // Not the word that, beside another of the line, says what the seller ruled out: "cables" after "DMX" of "power
      // cables incl, DMX cables NOT included" (blind review r13: the checker refused the line).
      if (negatedWords.some((core) => core.includes(key) && core.every((w) => w === key || used.has(w)))) continue;
      for (const p of pieces) used.add(p);
      words.push(out);
      bytes += cost;
    }
  }
  return words.join(" ");
}
