import type { ListingField, ListingRules, Platform } from "@shopscript/contracts";
import type { ProductModel } from "../../facts/fact-types";
import { charCount, containsPhrase, normaliseForMatch, wordsOf } from "../../domain/text-tools";
import { SMALL_WORDS } from "../../domain/checker/field-checks";
import { limitWordRepeats } from "../../domain/checker/repair-listing";
import { isDictionaryWord } from "../../facts/word-classes";
import { SHIPPING_OR_OFFER } from "../../domain/keyword-policy";
import { negatedWordSets, type FactGroups } from "./fact-groups";
import type { Phrasebook } from "./phrasebook";

// Titles: the seller's product name as typed, then the facts a shopper filters by (material, size,
// capacity, the parts it has), as long as the platform allows. Never a negation, a care line or a
// warning: a title is read as a list of what the product is.

const TITLE_CASED = new Set<Platform>(["amazon", "walmart", "ebay", "target"]);
const YEAR = /\b(?:19|20)\d{2}\b/g;

/**
 * Title case for the words the seller typed in lower case, as marketplace titles are written; capitals
 * they typed are never lowered, and only ordinary English words are raised ("huile d'olive" and
 * "handgeschnitzt" stay as typed).
 */
const UNIT_WORD = /^(?:oz|ml|cm|mm|m|in|ft|kg|lb|lbs|mg|mah|g|l|x|qt|rpm|nm|w|v|hz|kw|gb|tb)$/;

function titleCase(text: string, small: Set<string>, first = true, asTyped: ReadonlySet<string> = new Set()): string {
  const words = text.split(" ");
  const bareOf = (word: string) => word.replace(/[,|:;]+$/, "");
  const isSmall = (i: number) => (i > 0 || !first) && small.has(bareOf(words[i]!));
  const plainLower = (bare: string) => /^\p{Ll}[\p{Ll}-]*$/u.test(bare) && !UNIT_WORD.test(bare);
  const raised = words.map((word, i) => !isSmall(i) && plainLower(bareOf(word)) && bareOf(word).split("-").every((part) => !part || isDictionaryWord(part)));
  // A phrase is cased as one: once a word of it is raised, so are its other plain lower-case words ("Shea Butter", "Rubber
  // Feet", "20 Min Runtime"; "shea Butter" before). A phrase with none raised stays as typed ("huile d'olive").
  let start = 0;
  for (let i = 0; i < words.length; i++) {
    const ends = i === words.length - 1 || /[,|:;]$/.test(words[i]!) || words[i + 1] === "|" || words[i + 1] === "-";
    if (!ends) continue;
    if (raised.slice(start, i + 1).some(Boolean)) for (let k = start; k <= i; k++) if (!isSmall(k) && plainLower(bareOf(words[k]!)) && /^\p{Ll}{2,}$/u.test(bareOf(words[k]!)) && !asTyped.has(bareOf(words[k]!))) raised[k] = true;
    start = i + 1;
  }
  return words.map((word, i) => (raised[i] ? word[0]!.toUpperCase() + word.slice(1) : word)).join(" ");
}

/**
 * A name the seller typed with capitals after its first word made its choices ("LAMY safari Fountain
 * Pen": the brand is lower case on purpose) and is kept as typed; a name in lower or sentence case
 * ("Bamboo cutting board set") is title-cased like the rest.
 */
const keepsItsCapitals = (name: string) => name.split(/\s+/).slice(1).some((w) => /^\p{Lu}/u.test(w));

function withoutBanned(text: string, rules: ListingRules, field: ListingField): string {
  let out = text;
  for (const ch of [...rules.bannedChars, ...(field.bannedChars ?? [])]) out = out.split(ch).join(" ");
  // A range of years goes whole ("2013-2020", a harvest's "2024/25", not "-" or "/"), and no dash is left hanging where it
  // stood (blind review r13: "Early Harvest /, PDO Sitia").
  if (field.noYears) out = out.replace(/\b(?:19|20)\d{2}\s*[-–/]\s*(?:(?:19|20)\d{2}|\d{2})\b/g, " ").replace(YEAR, " ");
  return out
    .replace(/\s+/g, " ")
    .replace(/\s[-–—](?=\s*(?:[,|)]|$))/g, "")
    .replace(/\s+([,|)])/g, "$1")
    // A year cut out of "(11th Generation, 2021)" leaves no empty comma or brackets behind.
    .replace(/,\)/g, ")")
    .replace(/\(\s*\)/g, "")
    .replace(/^[,|\s]+|[,|\s]+$/g, "")
    .trim();
}

/**
 * How long a title may get here. Marketplaces reward a name plus the facts shoppers filter by, up to
 * about what a phone shows (Amazon recommends 80, Walmart 50-75, Etsy now prefers short readable
 * titles); a store's own product title is the product's name (storefronts: no limit, name only).
 */
function targetLength(field: ListingField, platform: Platform): number {
  const hard = field.maxChars ?? 150;
  const target: Partial<Record<Platform, number>> = { amazon: 100, walmart: 75, etsy: 100, ebay: 80, target: 90, aliexpress: 100, facebook: 90, generic: 100 };
  return Math.min(hard, target[platform] ?? 0);
}

/**
 * The brand a marketplace title leads with (issue 28): the seller's own, only where the platform's title
 * formula starts with one, and not when the name already says it or when saying it would repeat a word
 * more often than the title allows ("Oak & Co Oak Board" on Walmart).
 */
function brandLead(model: ProductModel, name: string, field: ListingField, rules: ListingRules, maxRepeats: number): string {
  if (!field.leadsWithBrand || !model.brand) return "";
  const brand = withoutBanned(model.brand, rules, field);
  if (!brand || containsPhrase(name, brand)) return "";
  const counts = new Map<string, number>();
  for (const w of wordsOf(`${brand} ${name}`.toLowerCase()).filter((w) => !SMALL_WORDS.has(w))) counts.set(w, (counts.get(w) ?? 0) + 1);
  return [...counts.values()].every((n) => n <= maxRepeats) ? brand : "";
}

/** A word a title may not end on: it joins what was cut off. */
// (A "w/" whose "/" a marketplace bans is a bare "w": "… Magic Trick Deck w" was an eBay title; blind review r14.)
// (Nor a "+" or an "incl": "… Incl Cover Letter +" was an eBay title; blind review r32.)
const DANGLING = /^(?:&|\+|and|or|for|with|w\/?|of|the|a|an|in|to|incl\.?|including|plus|by|-|–|—|\|)$/i;

/** The longest start of a name that fits, ending where the seller put a dash, comma, bar or bracket. */
export function longestNamePrefix(name: string, maxChars: number): string | undefined {
  let best: string | undefined;
  // (A slash between spaces separates, "MT-07 / XSR700"; the slash of "w/ Online" does not: "… Deck w" was an eBay title.)
  for (const cut of name.matchAll(/\s+[-–—|]\s+|\s*,\s+|\s+\(|\s+\/\s+/g)) {
    const prefix = name.slice(0, cut.index).trim();
    if (charCount(prefix) > maxChars) break;
    // (Never inside a list of options: "… - Sage" of "… - Sage / Oatmeal / Blush" sold one colour, "… Slim Fit - Navy" of
    // "Navy, Burgundy, Oxford Grey" too; blind review r32. A cut at a comma or a slash after a short item of a dash's segment
    // is one.)
    const item = prefix.split(/\s+[-–—|]\s+/).pop() ?? "";
    const insideList = /^(?:,|\/)$/.test(cut[0]!.trim()) && prefix !== item && item.split(/\s+/).length <= 2;
    if (!/\s(?:for|with|w\/?|&|and|or|the|a|of|in|incl\.?|\+)$/i.test(prefix) && !insideList) best = prefix;
  }
  return best;
}

/**
 * The title within the repeat rule: the repeated word out, unless that leaves a phrase hanging ("Price per (Min 25)" of
 * "… Price per Envelope (Min 25)"); then the seller's later segments that repeat a word go whole.
 */
function withoutRepeats(title: string, max: number): string {
  const byWord = limitWordRepeats(withoutSegmentsLosingTheirHead(title, max), max);
  if (!/\b(?:per|of|for|with|and|to|in|on|by)\s*(?:[(,–|-]|$)|&\s*(?:[(,–|-]|$)/i.test(byWord)) return byWord;
  const parts = title.split(/(\s+[-–|]\s+|,\s+)/);
  const seen = new Map<string, number>();
  const kept: string[] = [];
  for (let i = 0; i < parts.length; i += 2) {
    const words = wordsOf(parts[i]!.toLowerCase()).filter((w) => !SMALL_WORDS.has(w));
    if (i > 0 && words.some((w) => (seen.get(w) ?? 0) + words.filter((x) => x === w).length > max)) continue;
    for (const w of words) seen.set(w, (seen.get(w) ?? 0) + 1);
    kept.push(...(kept.length ? [parts[i - 1]!, parts[i]!] : [parts[i]!]));
  }
  return limitWordRepeats(kept.join(""), max);
}

/**
 * The title without the seller's later segments whose repeated word is their head noun: "Traditional Animal Rennet for
 * Cheesemaking" after "Liquid Calf Rennet 50ml" lost "Rennet" word by word and read "Traditional Animal for Cheesemaking"
 * (a Walmart title; blind review r20). A repeat elsewhere in a segment goes word by word, as before.
 */
function withoutSegmentsLosingTheirHead(title: string, max: number): string {
  const parts = title.split(/(\s+[-–|]\s+|,\s+)/);
  const seen = new Map<string, number>();
  const kept: string[] = [];
  for (let i = 0; i < parts.length; i += 2) {
    const segment = parts[i]!.toLowerCase();
    const words = wordsOf(segment).filter((w) => !SMALL_WORDS.has(w));
    const over = words.filter((w) => (seen.get(w) ?? 0) + words.filter((x) => x === w).length > max);
    const isHead = (w: string) => new RegExp(`\\b${w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\s*(?:$|\\(|\\s(?:for|with|w\\/|of|in|to|from|by)\\b)`).test(segment.trim());
    if (i > 0 && over.some(isHead)) continue;
    for (const w of words) seen.set(w, (seen.get(w) ?? 0) + 1);
    kept.push(...(kept.length ? [parts[i - 1]!, parts[i]!] : [parts[i]!]));
  }
  return kept.join("");
}

/** A name at least this share of the title's room is a full title: nothing is added to it. */
const FULL_TITLE_SHARE = 0.6;

export function composeTitle(model: ProductModel, g: FactGroups, platform: Platform, rules: ListingRules, book: Phrasebook, turn: number): string {
  const field = rules.fields.find((f) => f.key === "title")!;
  const titles = book.fields.titles;
  const separator = titles.separator[platform] ?? titles.separator.default ?? ", ";
  const small = new Set(titles.smallWords);
  const name = withoutBanned(model.name, rules, field);
  const candidates = [...g.type, ...g.material, ...g.capacity, ...g.size, ...g.weight, ...g.has, ...g.is, ...g.listed, ...g.variant, ...g.compat, ...g.cert]
    // "also 2x3, 2x5, 3x5 by request", "also 2lb / 907g": other products the seller sells, never this one's title.
    .filter((f) => (f.polarity === "has" || f.polarity === "free-of") && !SHIPPING_OR_OFFER.test(f.display) && !/^also\s/i.test(f.display))
    // (Nor a bare word the seller listed, a use more often than not, nor an approximate measure: "| farm", "| approx 500g".)
    .filter((f) => !(g.listed.includes(f) && !/\s/.test(f.display.trim())) && !/^(?:approx\.?|ca\.?|~)\s*\d/i.test(f.display))
    // "Colour: Dusty Pink, Sage" is "Dusty Pink, Sage" in a title.
    .map((f) => withoutBanned(f.kind === "variant" ? (f.alsoSaidAs ?? f.display) : f.display, rules, field))
    // A phrase the title may not carry ("free shipping" on Walmart) is left out, not cut into a new phrase.
    .filter((text) => text && charCount(text) <= 40 && ![...rules.bannedPhrases, ...(field.bannedPhrases ?? [])].some((b) => normaliseForMatch(text).includes(normaliseForMatch(b))));
  const maxRepeats = rules.maxWordRepeatsInTitle ?? Infinity;
  const brand = brandLead(model, name, field, rules, maxRepeats);
  const limit = targetLength(field, platform) - (brand ? charCount(brand) + 1 : 0);
  // Words counted as the checker counts them (overRepeatedWords), and numbers too, which the checker lets repeat:
  // a fact whose number the title already says ("38 pcs" after "38 Pieces") would say it twice.
  const titleWords = (text: string) => wordsOf(text.toLowerCase()).filter((w) => !SMALL_WORDS.has(w) && !small.has(w));
  const counts = new Map<string, number>();
  const count = (text: string) => {
    for (const w of titleWords(text)) counts.set(w, (counts.get(w) ?? 0) + 1);
  };
  count(name);
  if (brand) count(brand);
  const negatedCores = negatedWordSets(model);
  let title = name;
  // Facts that could follow the name: not already in it, within the platform's repeat limit.
  const fits = (text: string, seen: Map<string, number>) => {
    if (normaliseForMatch(name).includes(normaliseForMatch(text))) return false;
    // "180x90x30cm" after "… Bed 180 x 90 x 30 cm": the same size, spaced another way.
    const compact = (t: string) => normaliseForMatch(t).replace(/\s+/g, "");
    if (/\d/.test(text) && compact(name).includes(compact(text))) return false;
    // "16 oz Glass Jar" after "… Honey 16 oz", "925 Sterling Silver" after "… Sterling Silver": a fact that
    // repeats the title's number or most of its words adds nothing a shopper reads.
    const words = titleWords(text);
    const numbers = words.filter((w) => /^\d/.test(w));
    if (numbers.some((n) => (seen.get(n) ?? 0) > 0)) return false;
    if (words.length > 1 && words.filter((w) => (seen.get(w) ?? 0) > 0).length * 2 >= words.length) return false;
    // Nor a fact whose words, beside the title's, say what the seller ruled out: "Power Cables" after "… DMX in/out" of
    // "power cables incl, DMX cables NOT included" reads "DMX … Cables" (blind review r13: the checker refused it).
    const before = ` ${normaliseForMatch(title)} `;
    const after = ` ${normaliseForMatch(`${title} ${text}`)} `;
    if (negatedCores.some((core) => core.every((w) => after.includes(` ${w} `)) && !core.every((w) => before.includes(` ${w} `)))) return false;
    const added = new Map<string, number>();
    for (const w of titleWords(text)) added.set(w, (added.get(w) ?? 0) + 1);
    return [...added].every(([w, n]) => (seen.get(w) ?? 0) + n <= maxRepeats);
  };
  // A seller's full title is theirs: facts are added only to a short one, so a long title never ends on a stray keyword ("… UK
  // 6-13 | farm", "…, Pause Box & Carry Bags, small", "… Wildlife & Garden, badgers"; blind review r16).
  const usable = charCount(name) >= FULL_TITLE_SHARE * limit ? [] : candidates.filter((text) => fits(text, counts));
  // Regenerate leads with another fact, so the title changes too, not only the body.
  const shift = usable.length ? turn % usable.length : 0;
  const ordered = [...usable.slice(shift), ...usable.slice(0, shift)];
  for (const text of ordered) {
    if (!fits(text, counts)) continue;
    const next = `${title}${separator}${text}`;
    if (charCount(next) > limit) continue;
    if (field.maxCharOccurrences && Object.entries(field.maxCharOccurrences).some(([ch, max]) => next.split(ch).length - 1 > max)) continue;
    title = next;
    count(text);
  }
  if (TITLE_CASED.has(platform)) {
    // (A word of the name not in the dictionary stays as typed: "handgeschnitzt" of a German cuckoo clock.)
    const nameWords = new Set(name.split(/\s+/).filter((w) => !isDictionaryWord(w)));
    title = keepsItsCapitals(name) ? `${name}${titleCase(title.slice(name.length), small, false, nameWords)}` : titleCase(title, small, true, nameWords);
  }
  // The brand as the seller writes it ("LAMY", "Oak & Co"), never title-cased.
  if (brand) title = `${brand} ${title}`;
  // A seller's name that itself says a word too often ("Lead Flashing … Roofing Lead" on Walmart) loses the repeat here, as
  // the repair would, so the description knows to say the keyword the title lost (r17: "roofing lead" was in no field).
  if (rules.maxWordRepeatsInTitle !== undefined) title = withoutRepeats(title, rules.maxWordRepeatsInTitle);
  // A name longer than the field: cut at a word boundary rather than fail the rule.
  // Where the seller separated it if that keeps most of it ("… 150 x 35cm (59 x 14\"), Scrappy Blues & Mustard" is not cut
  // to "… Scrappy Blues &"; blind review r12), else at a word, never on a joining word.
  if (field.maxChars && charCount(title) > field.maxChars) {
    const words = title.split(" ");
    while (words.length > 1 && (charCount(words.join(" ")) > field.maxChars || DANGLING.test(words[words.length - 1]!))) words.pop();
    const atSeparator = longestNamePrefix(title, field.maxChars);
    let byWord = words.join(" ").replace(/[\s,;:|–—-]+$/, "");
    // (Never inside the list of what it is for: "… Dual Charger for Sony A7" of "… for Sony A7 III, A7 IV, A6600" named a camera
    // the seller rules out; blind review r33. The "for" part goes whole.)
    const forAt = byWord.search(/\s(?:for|fits)\s[^,]*$/i);
    if (forAt > 0 && /^[^,;|–—]*[,/]/.test(title.slice(forAt + 1)) && charCount(byWord.slice(0, forAt)) >= field.maxChars * 0.6) byWord = byWord.slice(0, forAt).replace(/[\s,;:|–—+&-]+$/, "");
    title = atSeparator && charCount(atSeparator) >= field.maxChars * 0.75 ? atSeparator : byWord;
  }
  return title;
}
