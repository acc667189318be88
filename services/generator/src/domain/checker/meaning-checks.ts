import type { Listing, ListingRules } from "@shopscript/contracts";
import { indefiniteArticle, typedBySeller } from "../../facts/articles";
import type { ProductModel } from "../../facts/fact-types";
import { productModel, warningAsPrinted } from "../../facts/parse-facts";
import { defaultTaxonomy } from "../../facts/taxonomy";
import { findMaterials, impliedMaterials, spellingsOf } from "../fact-vocabulary";
import { KEYWORD_FIELDS, makesHealthClaim } from "../keyword-policy";
import { fieldItems, fieldText } from "../listing-fields";
import { nameUpToFirstBreak, normaliseForMatch, splitSentences } from "../text-tools";
import type { ProductFacts } from "../types";
import type { FieldCheck } from "./field-checks";
import { UK_TO_US } from "./us-spelling";

// Rules about meaning, for every writer: a listing that is well-formed can still be false. Each rule
// reads the typed facts (facts/), so "not dishwasher safe" is known as a negation, "QN65Q80C" as a word
// to keep exactly, the warning as text that must stand apart, and the product's category as a fence.

const result = (id: string, label: string, problems: string[]): FieldCheck =>
  problems.length ? { id, label, passed: false, detail: [...new Set(problems)].slice(0, 6).join("; ") } : { id, label, passed: true };

const NEGATION = /\b(?:not|no|never|without|avoid|cannot|excluded|separately|non)\b|n['’]t\b/i;
const GENERIC = new Set("safe proof free included required needed item items product products use for the a an of to in on with and or is are be it its".split(" "));
const TITLE_LIKE = new Set(["title", "seoTitle"]);
const MAIN_PROSE = new Set(["description", "bodyHtml"]);

interface Piece {
  field: string;
  /** A sentence of a prose field, or a whole item of a title or keyword field. */
  text: string;
  /** Titles, tags and search terms cannot carry a negation: any mention there is a claim. */
  claimOnly: boolean;
}

function piecesOf(listing: Listing, rules: ListingRules): Piece[] {
  const out: Piece[] = [];
  for (const field of rules.fields) {
    const items = fieldItems(listing, field);
    const claimOnly = KEYWORD_FIELDS.has(field.key) || TITLE_LIKE.has(field.key);
    for (const item of items) {
      if (claimOnly) out.push({ field: field.key, text: item, claimOnly });
      else for (const sentence of splitSentences(item)) out.push({ field: field.key, text: sentence, claimOnly });
    }
  }
  return out;
}

const wordRegex = (word: string) => new RegExp(`(?<![\\p{L}\\p{N}])${word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\p{L}\\p{N}])`, "iu");

/**
 * "not dishwasher safe" never becomes "dishwasher safe", nor "so you can put it in the dishwasher":
 * every clause that mentions what the seller ruled out ("dishwasher") needs a negation in it. For
 * "lids not oven safe" the claim is about the lids: "Glass is oven safe" is the seller's other fact.
 */
function polarity(model: ProductModel, pieces: Piece[]): string[] {
  const problems: string[] = [];
  // The seller's positive entries, said as they are, shield their own words ("glass is oven safe").
  // (The product's name too: a "Pouring Shield for KitchenAid Stand Mixer" with "mixer not included".)
  // So do the seller's own sentences and warnings, said as written ("Keep out of reach of pets, some essential
  // oils are toxic to cats" beside "essential oils not included").
  const ownWords = (f: (typeof model.facts)[number]) => f.polarity === "has" || f.polarity === "free-of" || f.kind === "safety" || f.source === "details";
  // (With and without its bracket: a sentence's clause ends where the bracket opens, "it holds approx 50 Robusto cigars
  // (less w/ larger ring gauge)" beside "cigars NOT included" was refused and then cut; blind review r14.)
  // (The name as a sentence says it, up to its first dash, comma or bracket, shields too: "the 1:12 Scale Dolls House Welsh
  // Dresser" beside "dolls & house NOT included"; blind review r14.)
  const spoken = nameUpToFirstBreak(model.name);
  const ownTexts = [model.name, ...(spoken !== model.name ? [spoken] : []), ...model.facts.filter(ownWords).map((f) => f.display)];
  // (And what a bracket says, a clause of its own: "Sarracenia (pitcher plants)" beside "plants NOT included" names what a
  // compost is for; refused and cut, the description read "In addition Also: …"; blind review r20.)
  const inBrackets = ownTexts.flatMap((t) => [...t.matchAll(/\(([^()]+)\)/g)].map((m) => m[1]!));
  const positives = [...ownTexts, ...ownTexts.filter((t) => /\(/.test(t)).map((t) => t.replace(/\s*\([^()]*\)?/g, " ").trim()), ...inBrackets].filter(Boolean).map((p) => ` ${normaliseForMatch(p)} `);
  const ownSentences = model.facts.filter((f) => f.kind === "safety" || f.source === "details").map((f) => ` ${normaliseForMatch(f.display)} `);
  for (const fact of model.facts) {
    if (fact.kind === "safety" || (fact.polarity !== "not" && fact.polarity !== "separate")) continue;
    const { words, subject } = negatedClaim(fact.display, fact.core);
    if (!words.length) continue;
    const shields = positives.filter((p) => words.every((w) => p.includes(` ${w} `)));
    // A tag is one phrase: "watch band" of a band whose "watch not included" names the product, not the watch. Only
    // the part itself ("watch", "with watch", "watch included") says it is in the box.
    const partAlone = fact.polarity === "separate" ? new RegExp(`^(?:with )?${normaliseForMatch(fact.core).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?: included)?$`) : undefined;
    // The negated entry printed whole says what the seller meant, its own clauses too: "lower lactose than
    // concentrate but NOT lactose free" (blind review r9: failed on its first half).
    const ownEntry = ` ${normaliseForMatch(fact.display)} `;
    for (const piece of pieces) {
      if (partAlone && piece.field === "tags" && !partAlone.test(normaliseForMatch(piece.text))) continue;
      // A sentence that is the seller's own, as written, says what they meant.
      if (ownSentences.some((own) => own.includes(` ${normaliseForMatch(piece.text)} `))) continue;
      // A seller's positive entry said whole shields its words even where its own "and" cuts it into clauses: "prime coil w/
      // e-liquid and wait 5 mins before first use" beside "e-liquid NOT included" (refused before; blind review r26).
      let unshielded = ` ${normaliseForMatch(piece.text)} `;
      for (const shield of shields) unshielded = unshielded.split(shield).join(" · ");
      if (!words.every((w) => unshielded.includes(` ${w} `))) continue;
      const printsEntryWhole = !piece.claimOnly && ` ${normaliseForMatch(piece.text)} `.includes(ownEntry);
      for (const clause of piece.claimOnly ? [piece.text] : clausesOf(piece.text)) {
        if (printsEntryWhole && ownEntry.includes(` ${normaliseForMatch(clause)} `)) continue;
        let text = ` ${normaliseForMatch(clause)} `;
        for (const shield of shields) text = text.split(shield).join(" · ");
        if (!words.every((w) => text.includes(` ${w} `)) || (subject && !subject.some((w) => text.includes(` ${w} `)))) continue;
        // "PPD Free", "free of PPD" say the seller's "NO PPD" too.
        const freeOf = text.includes(` ${words[words.length - 1]} free `) || / free (?:of|from) /.test(text);
        if (freeOf) continue;
        if (piece.claimOnly || !NEGATION.test(clause)) problems.push(`“${piece.text.slice(0, 80)}” says what the seller negated (“${fact.display}”)`);
      }
    }
  }
  return problems;
}

/** A sentence's clauses: "Not dishwasher safe, so you can put it in the dishwasher" is two. */
// (Not at a ratio's colon: "1:12 Scale Dolls House" is one name; blind review r14.)
const clausesOf = (sentence: string): string[] => sentence.split(/[,;()–—]|:(?!\d)|\s(?:so|and|but|while|because|which|yet|then)\s/i).filter((c) => c.trim());

/**
 * The words a negated entry rules out, and of what: "not dishwasher safe" → ["dishwasher"];
 * "lids not oven safe" → ["oven"] of the lids; "batteries not included" → ["batteries"].
 */
function negatedClaim(display: string, core: string): { words: string[]; subject?: string[] } {
  // A letter of a name counts ("EF-M" rules out "ef" with "m", not every "EF" of "Canon EF & EF-S"); an article does not.
  const content = (text: string) => normaliseForMatch(text).split(" ").filter((w) => w && w !== "a" && !GENERIC.has(w));
  const split = /^(.+?)\s+(?:is|are|does|do)?\s*(?:not|n't)\s+(.+)$/i.exec(display);
  if (split && !/^(?:do|does|is|are|will|can)$/i.test(split[1]!.trim()) && !SEPARATE_TAIL.test(display)) {
    return { words: content(split[2]!), subject: content(split[1]!) };
  }
  return { words: content(core) };
}
const SEPARATE_TAIL = /\s(?:not included|sold separately|purchased separately|excluded)$/i;

/** Words naming another kind of product (a phone in a duvet cover's listing) that the input never used. */
function categoryWords(model: ProductModel, pieces: Piece[]): string[] {
  const taxonomy = defaultTaxonomy();
  const own = model.category?.category;
  const allowed = new Set<string>(own ? [own.id, ...(own.related ?? [])] : []);
  const ownWords = new Set((own?.synonyms ?? []).map((s) => normaliseForMatch(s)));
  const problems: string[] = [];
  // The seller's own words never count against them; looked up only for the rare phrase that is a head.
  let typed: string | undefined;
  const typedByTheSeller = (phrase: string) => (typed ??= ` ${normaliseForMatch(model.inputText)} `).includes(` ${phrase} `);
  for (const piece of pieces) {
    const words = piece.text.toLowerCase().match(WORD) ?? [];
    for (let start = 0; start < words.length; start++) {
      // Most words start no product noun: one set lookup and on.
      if (!taxonomy.mayStartHead(words[start]!)) continue;
      const end = Math.min(words.length, start + taxonomy.maxHeadWords);
      for (let n = end - start; n >= 1; n--) {
        const phrase = n === 1 ? words[start]! : words.slice(start, start + n).join(" ");
        const owners = taxonomy.headOwnersOfKey(phrase);
        if (!owners || owners.some((id) => allowed.has(id)) || ownWords.has(phrase) || typedByTheSeller(phrase)) continue;
        problems.push(`“${phrase}” (${taxonomy.byId.get(owners[0]!)?.noun ?? owners[0]}) in ${piece.field}`);
        break;
      }
    }
  }
  return problems;
}

const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}]+)*/gu;
const stripMarks = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "");

/**
 * The seller's brands, model numbers and accented names, exactly as typed. Backend search terms are
 * exempt from case (Amazon matches them in any case) but not from spelling or accents.
 */
function verbatim(model: ProductModel, pieces: Piece[]): string[] {
  const problems: string[] = [];
  if (!model.verbatim.length) return problems;
  const wanted = new Map(model.verbatim.map((w) => [stripMarks(w).toLowerCase(), w]));
  // A form the seller typed too is theirs ("small" in a brand voice's line beside "Small parts" in a warning).
  const typed = new Set(model.inputText.match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu) ?? []);
  for (const piece of pieces) {
    for (const token of piece.text.match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu) ?? []) {
      if (typed.has(token)) continue;
      const bare = stripMarks(token).toLowerCase();
      const word = wanted.get(bare) ?? wanted.get(bare.replace(/s$/, ""));
      if (!word || token === word || token === `${word}s`) continue;
      if (piece.field === "searchTerms" && stripMarks(token) === token && token.toLowerCase().startsWith(word.toLowerCase())) continue;
      problems.push(`“${token}” for “${word}” in ${piece.field}`);
    }
  }
  return problems;
}

/** Fields of bullets a shopper may read instead of the description: a warning may stand there too, apart. */
const BULLET_FIELDS = new Set(["bullets", "keyFeatures"]);

/**
 * A bullet that holds nothing but the seller's warnings, each word for word, after an optional label ("SAFETY: …"):
 * a warning apart, where a shopper who reads only the bullets sees it (blind review r9: a swim vest's "NOT a life
 * jacket" was in no bullet). Never a warning inside a selling line.
 */
export function onlyWarnings(item: string, warnings: readonly string[]): boolean {
  let rest = item;
  for (const warning of [...warnings].sort((a, b) => b.length - a.length)) {
    for (const form of [warningAsPrinted(warning), warning.trim()]) rest = rest.split(form).join(" ");
  }
  // (The label after the warnings are taken out: "WARNING: …" is a warning's own first word, not a label.)
  const left = rest.replace(/^\s*[\p{Lu}][\p{Lu}\s'’-]{0,30}:\s+/u, "").trim();
  // A warning too long for one bullet is said in two, each a run of its words cut after a comma or a semicolon.
  const partOfOne = left.length >= 20 && /[,;.]$/.test(left) && warnings.some((w) => [warningAsPrinted(w), w.trim()].some((form) => form.includes(left)));
  return partOfOne || !/[\p{L}\p{N}]/u.test(left);
}

/** A warning stays verbatim, in the main description, in a paragraph of its own, and nowhere else but a bullet of its own. */
function safety(model: ProductModel, listing: Listing, rules: ListingRules): string[] {
  const problems: string[] = [];
  for (const warning of model.safety) {
    const key = normaliseForMatch(warning);
    const probe = key.split(" ").slice(0, 4).join(" ");
    let standsApart = false;
    for (const field of rules.fields) {
      const items = fieldItems(listing, field);
      if (MAIN_PROSE.has(field.key) || (field.key === "description" && !rules.fields.some((f) => f.key === "bodyHtml"))) {
        const lines = items.flatMap((item) => item.split(/\n+/)).map((l) => l.trim());
        if (lines.some((line) => line === warning.trim() || line === warningAsPrinted(warning))) standsApart = true;
        else if (lines.some((line) => normaliseForMatch(line).includes(probe))) problems.push(`the warning is inside other text in ${field.label.toLowerCase()}`);
      } else if (items.some((item) => normaliseForMatch(item).includes(probe) && !(BULLET_FIELDS.has(field.key) && onlyWarnings(item, model.safety)))) {
        problems.push(`the warning appears in ${field.label.toLowerCase()}`);
      }
    }
    if (!standsApart) problems.push(`“${warning.slice(0, 60)}” is not in the description as written, on its own`);
  }
  return problems;
}

/** Materials as the seller gave them: gold-filled is not gold-plated, faux leather is not leather. */
function materials(model: ProductModel, text: string): string[] {
  const backed = new Set<string>();
  for (const m of findMaterials(model.inputText)) {
    backed.add(m.canonical);
    for (const implied of impliedMaterials(m.canonical)) backed.add(implied);
  }
  const problems: string[] = [];
  for (const m of findMaterials(text)) {
    if (backed.has(m.canonical)) continue;
    if (impliedMaterials(m.canonical).length === 0 && spellingsOf("material", m.canonical).some((s) => backed.has(s))) continue;
    problems.push(`“${m.text}” is not a material the seller gave`);
  }
  return problems;
}

/** US spelling on a US-English marketplace, except in the seller's own words. */
function spelling(model: ProductModel, rules: ListingRules, text: string): string[] {
  if (rules.locale !== "en-US") return [];
  const problems: string[] = [];
  for (const word of text.match(/\p{L}+/gu) ?? []) {
    const us = UK_TO_US.get(word.toLowerCase());
    // Only a UK spelling is looked for in the seller's words: a word-boundary pattern per word of the text cost a
    // third of a listing thread's CPU (new Unicode patterns compiled for every word, nearly all of them not UK).
    if (!us) continue;
    // The seller's word in the plural ("organisers" of their "Organiser") is still their spelling.
    const sellers = [word, word.replace(/e?s$/i, "")].some((form) => form.length > 2 && wordRegex(form).test(model.inputText));
    if (!sellers) problems.push(`“${word}” (US: ${us})`);
  }
  return problems;
}

/** "a" before a consonant sound, "an" before a vowel sound ("a STEM toy", "an 8-inch", "an LED"). */
function articles(pieces: Piece[], inputText: string): string[] {
  const problems: string[] = [];
  for (const piece of pieces) {
    if (piece.claimOnly) continue;
    for (const match of piece.text.matchAll(/(?<![\p{L}\p{N}])(a|an|A|An)\s+([\p{L}\p{N}][\p{L}\p{N}'’.-]*)/gu)) {
      // (The seller's own "a HETAS registered installer" is their way of saying it.)
      if (typedBySeller(inputText, match[0])) continue;
      const expected = indefiniteArticle(match[2]!);
      if (match[1]!.toLowerCase() !== expected) problems.push(`“${match[0]}” (should be “${expected}”)`);
    }
  }
  return problems;
}

/**
 * For the repairer: whether one sentence (or title segment, tag, search term) of `field` says what the
 * seller ruled out, names another category's product, swaps a material, or carries a warning outside
 * its place. Such a sentence is dropped; nothing is rewritten into a claim.
 */
export function breaksMeaning(facts: ProductFacts, text: string, field: string): boolean {
  const model = productModel(facts);
  const piece: Piece = { field, text, claimOnly: KEYWORD_FIELDS.has(field) || TITLE_LIKE.has(field) };
  if (polarity(model, [piece]).length || categoryWords(model, [piece]).length || materials(model, text).length || healthClaims(model, [piece]).length) return true;
  const normal = normaliseForMatch(text);
  return model.safety.some((w) => normal.includes(normaliseForMatch(w).split(" ").slice(0, 4).join(" ")) && !(MAIN_PROSE.has(field) && (text.trim() === w.trim() || text.trim() === warningAsPrinted(w))));
}

/**
 * For the repairer: the seller's spelling of their own names ("QN65Q80C", "GoodNotes"), US spelling
 * on a US marketplace outside the seller's words, and "a"/"an" by sound. Word swaps only: no sentence
 * changes its meaning.
 */
export function fixWording(facts: ProductFacts, rules: ListingRules, text: string, field: string): string {
  const model = productModel(facts);
  const forms = new Map(model.verbatim.map((w) => [stripMarks(w).toLowerCase(), w]));
  let out = text.replace(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu, (token) => {
    const form = forms.get(stripMarks(token).toLowerCase());
    if (form && (field !== "searchTerms" || stripMarks(token) !== token)) return form;
    const us = rules.locale === "en-US" ? UK_TO_US.get(token.toLowerCase()) : undefined;
    if (us && !wordRegex(token).test(model.inputText)) return /^\p{Lu}/u.test(token) ? us[0]!.toUpperCase() + us.slice(1) : us;
    return token;
  });
  if (!KEYWORD_FIELDS.has(field) && !TITLE_LIKE.has(field)) {
    out = out.replace(/(?<![\p{L}\p{N}])(a|an|A|An)(\s+)([\p{L}\p{N}][\p{L}\p{N}'’.-]*)/gu, (whole, article: string, space: string, next: string) => {
      if (typedBySeller(model.inputText, whole)) return whole;
      const right = indefiniteArticle(next);
      return article.toLowerCase() === right ? whole : `${/^A/.test(article) ? right[0]!.toUpperCase() + right.slice(1) : right}${space}${next}`;
    });
  }
  return out;
}

/** Health and medical claims, the seller's own included; the product's name is the seller's and is not read as one. */
function healthClaims(model: ProductModel, pieces: Piece[]): string[] {
  const name = normaliseForMatch(model.name);
  return pieces.filter((p) => makesHealthClaim(normaliseForMatch(p.text).split(name).join(" · "))).map((p) => `“${p.text.slice(0, 80)}” in ${p.field}`);
}

export function checkMeaning(listing: Listing, rules: ListingRules, facts: ProductFacts): FieldCheck[] {
  const model = productModel(facts);
  const pieces = piecesOf(listing, rules);
  // The same text the content checks search, so the vocabulary search is answered from its cache.
  const text = rules.fields.filter((f) => listing[f.key] !== undefined).map((f) => fieldText(listing, f)).join("\n");
  return [
    result("polarity", "Negations kept (nothing the seller ruled out is claimed)", polarity(model, pieces)),
    result("category", "Only this product's category", categoryWords(model, pieces)),
    result("verbatim", "Brands, model numbers and names as typed", verbatim(model, pieces)),
    result("safety-text", "Safety warnings verbatim and apart", safety(model, listing, rules)),
    result("materials", "Materials as the seller gave them", materials(model, text)),
    result("spelling", "Spelling for the marketplace (US English)", spelling(model, rules, text)),
    result("articles", "“a” and “an” used correctly", articles(pieces, model.inputText)),
    result("health-claims", "No health or medical claims", healthClaims(model, pieces)),
  ];
}
