import { sayBannedChars } from "./banned-chars";
import { LISTING_RULES, type Listing, type ListingRules, type Platform, type Tone } from "@shopscript/contracts";
import { productModel, warningAsPrinted } from "../../facts/parse-facts";
import type { ProductModel } from "../../facts/fact-types";
import type { ProductFacts } from "../../domain/types";
import { capitalise, charCount, containsPhrase, escapeHtml, nameUpToFirstBreak, normaliseForMatch, phraseMatcher, sentenceKey, splitSentences, wholeWord } from "../../domain/text-tools";
import { htmlToText } from "../../domain/html-text";
import { hashString } from "./prng";
import { BENEFIT, forPhrase, groupFacts, isCareSentence, isSellerSentence, joinAnd, namesSeveral, saidBySellerSentences, slotsFor, thingOf, type FactGroups, type ListStyle } from "./fact-groups";
import type { Fact } from "../../facts/fact-types";
import { choose, chooseComplete, fill, forTone, loadPhrasebook, orderFor, templatesFor, tokensOf, type Grammar, type Phrasebook, type Slots } from "./phrasebook";
import { etsyTags, searchTerms } from "./search-fields";
import { isStoreTerm, otherMarketplaceNamed, makesHealthClaim } from "../../domain/keyword-policy";
import { composeTitle, longestNamePrefix } from "./titles";
import { phraseRoles } from "../../facts/roles";
import { modelInPlatformVoice, saysShipping, sellerVoice } from "../../facts/seller-voice";
import { HAS_MODAL, LABELLED_ENTRY } from "../../facts/fact-lexicon";
import { benefitSentence, benefitsFor, withoutBenefitFacts, type BenefitUse } from "./benefit-lines";
import { chunksOf } from "./list-chunks";
import { withArticle } from "../../facts/articles";
import { isNounWord, singularPhrase } from "../../facts/word-classes";

// The built-in writer end to end: facts → sections → the platform's fields. Every sentence comes from
// a phrasebook template filled with the seller's facts; a section with no facts says nothing.

/** Items per sentence or bullet when a list is long. */
const LIST_CHUNK = 4;
/** At most this many bullets for features, so the other sections keep theirs. */
const FEATURE_BULLETS = 2;
/** How many of the seller's things-it-has a lead says when it has nothing else to open with. */
const LEAD_LISTED = 3;

interface Context {
  model: ProductModel;
  /** The facts the prose and bullets still have to say: those a benefit sentence says are taken out. */
  groups: FactGroups;
  /** Every fact, for the lists a shopper scans (key features, details, specifications, one-line fields). */
  allGroups: FactGroups;
  /** Benefits of the seller's facts (benefits.yaml), each said once with its fact. */
  benefits: BenefitUse[];
  /** Token values; "aka" holds only the search words no keyword field could carry. */
  slots: Slots;
  book: Phrasebook;
  tone: Tone;
  platform: Platform;
  /** Regenerate's variant plus a per-product offset, so products do not all open the same way. */
  turn: number;
  variant: number;
  grammar: Grammar;
  rules: ListingRules;
  /** Sentences the description says (keys), once it is written: no bullet says one again. */
  said?: ReadonlySet<string>;
}

/**
 * One of the seller's "not" facts as a sentence of its own, in the form its words take: "The wall mount
 * is not included.", "It is not for outdoor use.", "It comes without a lid.", "It won't scratch pans."
 * Anything else is said as typed after "Please note:".
 */
function noteSentence(ctx: Context, fact: Fact): string | undefined {
  const { book, tone, grammar } = ctx;
  const say = (key: string, slots: Slots, g: Grammar = grammar) => choose(forTone(book.sentences[key], tone), slots, ctx.turn, Infinity, g)?.text;
  const d = fact.display;
  // A sentence of the seller's own description is said as they wrote it: cut into "The … is not included."
  // one became "The use only tap or filtered water with a few drops of oil; oils are is not included."
  if (isSellerSentence(fact)) return say("clause", { clause: d });
  const missing = /^(.+?)\s+(not included|sold separately|purchased separately|excluded)$/i.exec(d);
  // "no box, headphones & laptop NOT included" says its own "no": as typed, never "The no box, headphones & laptop are NOT
  // included." (blind review r23).
  if (missing && /^no\s/i.test(d)) return say("notes", { notes: d });
  if (missing) {
    // ("screen in photo is NOT included": the seller's own "is" goes, never "The screen in photo is is NOT included"; r12.)
    const thing = missing[1]!.replace(/\s+(?:is|are)$/i, "");
    const plural = namesSeveral(thing);
    const said = say(/separately/i.test(missing[2]!) ? "note_separately" : "note_not_included", { thing: thingOf(thing, "the") }, { plural });
    // The seller's emphasis stays with their phrase: "wear indicator NOT included" is "… is NOT included."
    return /^NOT\b/.test(missing[2]!) ? said?.replace(/\bnot included\b/, "NOT included") : said;
  }
  if (/^not\s/i.test(d)) return say("note_not", { note: d });
  // "without lid" is said "It comes without a lid."; "without batteries", "without 2 screws" as typed.
  if (/^without\s/i.test(d)) return say("note_without", { note: fact.alsoSaidAs ?? d });
  if (/^(?:won['’]t|will not|can['’]t|cannot)\s/i.test(d) || (!grammar.plural && /^(?:doesn['’]t|does not)\s/i.test(d))) return say("note_verb", { note: d });
  return say("notes", { notes: d });
}

/**
 * The "no …" selling points, the plain ones said together: "It has no sugar and no preservatives.", never
 * "Notably, it has no sugar. Notably, it has no preservatives." (blind review r6). Any other is said alone.
 */
function benefitSentences(ctx: Context, facts: readonly Fact[]): string[] {
  const plainNo = (f: Fact) => /^no\s/i.test(f.display) && !isSellerSentence(f) && !/^no\s.+\s(?:required|needed|included|supplied|provided|shipped|added)\b/i.test(f.display) && f.display.split(/\s*,\s*|\s+(?:or|and|&)\s+/).length < 4;
  // Among two or more things it has none of, "no glue" is one more ("no dyes, no glue, no zinc" of a parrot toy is what
  // is not in it: "No glue needed." said it needs none to fit; blind review r11). Alone it is how it goes up.
  const claims = facts.filter((f) => plainNo(f) && !phraseRoles().notNeeded(f.display));
  const plain = (f: Fact) => plainNo(f) && (claims.length >= 2 || !phraseRoles().notNeeded(f.display));
  const together = facts.filter(plain);
  const out: string[] = [];
  if (together.length > 1) {
    const said = choose(forTone(ctx.book.sentences.benefit_no, ctx.tone), { benefit: joinAnd(together.map((f) => f.display)) }, ctx.turn, Infinity, ctx.grammar)?.text;
    if (said) out.push(said);
  }
  for (const f of facts) {
    if (together.length > 1 && together.includes(f)) continue;
    const said = noBenefitSentence(ctx, f);
    if (said) out.push(said);
  }
  return out;
}

/** "no holes" → "It has no holes."; "no assembly required" → "No assembly required."; "won't scratch pans" → "It won't scratch pans." */
function noBenefitSentence(ctx: Context, fact: Fact): string | undefined {
  const { book, tone, grammar } = ctx;
  const say = (key: string, slots: Slots) => choose(forTone(book.sentences[key], tone), slots, ctx.turn, Infinity, grammar)?.text;
  const d = fact.display;
  if (isSellerSentence(fact)) return say("clause", { clause: d });
  // "no drilling" is how it goes up, not a thing it lacks: "No drilling needed.", never "It has no drilling."
  if (phraseRoles().notNeeded(d)) return say("clause", { clause: `${d} needed` });
  // "no batteries included", "no physical item shipped": a statement as typed, never "It has no batteries included".
  // ("no glue needed but recommended" too: the statement with its caveat; "They have no glue needed but …" before, r13.)
  if (/^no\s.+\s(?:required|needed|included|supplied|provided|shipped|added)\b/i.test(d)) return say("clause", { clause: d });
  // A long "no" list is a rule as typed, never what it lacks: "no shoes, food, drinks, face paint or silly string" of a
  // bouncy castle was "It's got no shoes, food, …" (blind review r15).
  if (/^no\s/i.test(d) && d.split(/\s*,\s*|\s+(?:or|and|&)\s+/).length >= 4) return say("clause", { clause: d });
  // "no birth time = no rising sign": a rule of the seller's, as typed, never "It has no birth time = …" (blind review r24).
  if (/^no\s/i.test(d) && /\s=\s|\bmeans\b|\bso\s+no\b/i.test(d)) return say("clause", { clause: d });
  if (/^no\s/i.test(d)) return say("benefit_no", { benefit: d });
  // "never overclocked", "never been in an accident": what did not happen to it, said as typed ("it's never overclocked" is no
  // English; blind review r22).
  if (/^never\s/i.test(d) && BENEFIT.test(d) && !/^never needs?\s/i.test(d)) return say("clause", { clause: d });
  if (/^(?:not|never)\s/i.test(d)) return say("benefit_not", { note: d });
  return say("note_verb", { note: d });
}

/**
 * The seller's own statements ("made to order", "ships flat"). A sentence the seller wrote is said as
 * written, on its own; short statements are gathered into one line in the tone's wording ("Heads up:
 * made to order; ships flat."), joined with semicolons as each may hold commas of its own. Said one
 * by one as "Made to order." they read the same in every tone.
 */
function clauseSentences(ctx: Context, facts: readonly Fact[]): string[] {
  const { book, tone, grammar, turn } = ctx;
  // A labelled list ("prints: moons, stars, clouds") and a full statement ("colours may vary by printer") are
  // said on their own too: inside another label they read "Details: prints: …".
  // ("also in 14mm and 30mm" too: the other sizes the seller sells are a sentence of their own, "Also in 14mm and 30mm.")
  const alone = (f: Fact) => isSellerSentence(f) || LABELLED_ENTRY.test(f.display) || HAS_MODAL.test(f.display) || /^also\s/i.test(f.display);
  const own = facts.filter(alone).map((f) => choose(forTone(book.sentences.clause, tone), { clause: f.display }, 0, Infinity, grammar)?.text);
  const short = facts.filter((f) => !alone(f)).map((f) => f.display);
  const gathered = short.length ? choose(forTone(book.sentences.clauses, tone), { clauses: short.join("; ") }, turn, Infinity, grammar)?.text : undefined;
  return [gathered, ...own].filter((s): s is string => !!s);
}

/**
 * Care lines when the seller wrote one as a sentence ("To care for it, just wipe with a damp cloth and re-oil once
 * a year…"): the short ones in the tone's care line, the seller's sentence after it as written. Joined with commas it
 * read "Care: NO harsh chemicals, to care for it, just wipe…".
 */
function careSentences(ctx: Context): string[] {
  const { book, tone, slots, turn, groups, grammar } = ctx;
  const short = groups.care.filter((f) => !isCareSentence(f));
  const line = short.length ? choose(forTone(book.sentences.care, tone), { ...slots, care: short.map((f) => f.display).join(", ") }, turn, Infinity, grammar)?.text : undefined;
  const own = groups.care.filter(isCareSentence).map((f) => choose(forTone(book.sentences.clause, tone), { clause: f.display }, 0, Infinity, grammar)?.text);
  // "To care for it: NO harsh chemicals. To care for it, just wipe…": the seller's sentence has the lead-in already.
  const lead = line && /^([^:]{2,30}):\s/.exec(line)?.[1]?.toLowerCase();
  const echoed = lead && own.some((o) => o?.toLowerCase().startsWith(lead));
  const plain = echoed ? choose(forTone(book.sentences.clause, tone), { clause: short.map((f) => f.display).join(", ") }, 0, Infinity, grammar)?.text : line;
  return [plain, ...own].filter((s): s is string => !!s);
}

/** A warranty or a guarantee ("20 yr manufacturer guarantee"): cover the buyer gets, not a term of sale. */
const isWarranty = (f: Fact) => /\b(?:warranty|guarantee)\b/i.test(f.display) && !/\b(?:no|not|void|voids)\b/i.test(f.display);

/**
 * The seller's policy facts in two: each warranty, said as what the buyer gets with it ("It comes with a 20 yr
 * manufacturer guarantee."), never as a store policy ("Store policy: 20 yr manufacturer guarantee"; blind review
 * r15); and the other terms, as one slot. The description and the bullets both say them this way.
 */
function policyParts(policy: Fact[]): { warranties: Fact[]; terms: string | undefined } {
  const terms = policy.filter((f) => !isWarranty(f));
  return { warranties: policy.filter(isWarranty), terms: terms.length ? terms.map((f) => f.display).join("; ") : undefined };
}

function policySentences(ctx: Context): string[] {
  const { book, tone, turn, groups, grammar } = ctx;
  const { warranties, terms } = policyParts(groups.policy);
  const cover = warranties.map((f) => choose(forTone(book.sentences.warranty, tone), { warranty: withArticle(f.display) }, turn, Infinity, grammar)?.text);
  const rest = terms ? choose(forTone(book.sentences.policy, tone), { ...ctx.slots, policy: terms }, turn, Infinity, grammar)?.text : undefined;
  return [...cover, rest].filter((t): t is string => !!t);
}

/** How the tone strings the seller's parts and qualities together (fields.yaml `lists`). */
const listStyle = (ctx: Context): ListStyle => forTone(ctx.book.fields.lists, ctx.tone) ?? {};

/** Groups whose long lists are said a few items at a time ("It has …", then "It also has …"). */
const CHUNKED = new Set<keyof FactGroups>(["has", "is", "listed"]);

/** A section's sentences (a paragraph part); each clause is a sentence of its own. */
function sectionSentences(ctx: Context, section: string, said: Set<string>): string[] {
  const { book, tone, slots, turn, groups, grammar } = ctx;
  if (said.has(section)) return [];
  if (section === "clauses") return clauseSentences(ctx, groups.clauses);
  if (section === "care" && groups.care.some(isCareSentence)) return careSentences(ctx);
  if (section === "notes") return groups.notes.map((f) => noteSentence(ctx, f)).filter((s): s is string => !!s);
  if (section === "benefits") return benefitSentences(ctx, groups.benefits);
  if (section === "policy" && groups.policy.some(isWarranty)) return policySentences(ctx);
  if (section === "why") return ctx.benefits.map((u, i) => benefitSentence(u, book, tone, grammar, turn + i)).filter((s): s is string => !!s);
  // Shipping and offers belong on the seller's own listing only, never on a catalog marketplace's shared page.
  if (section === "shipping") return saysShipping(ctx.rules, ctx.platform) ? clauseSentences(ctx, groups.shipping) : [];
  const group = groups[section as keyof FactGroups];
  const chunks = group && CHUNKED.has(section as keyof FactGroups) ? chunksOf(group, LIST_CHUNK, (f) => f) : [];
  if (chunks.length > 1) {
    const out: string[] = [];
    chunks.forEach((chunk, i) => {
      const chunkSlots = slotsFor(ctx.model, { ...groups, [section]: chunk }, listStyle(ctx));
      const key = i === 0 ? section : `${section}_more`;
      // Each further chunk takes the next wording, so five chunks do not all open "It also has".
      const chosen = choose(forTone(book.sentences[key], tone), chunkSlots, turn + i, Infinity, grammar);
      if (chosen) out.push(chosen.text);
    });
    return out;
  }
  const chosen = choose(forTone(book.sentences[wordingsOf(section, slots)], tone), slots, turn, Infinity, grammar);
  return chosen ? [chosen.text] : [];
}

/**
 * The phrasebook key a section is said with: the options of a set's pieces are what the set holds ("The set
 * includes S, M, L."), and one colour is its colour ("They come in warm white."), neither a choice.
 */
const wordingsOf = (section: string, slots: Slots) => (section !== "variant" ? section : slots.setSizes ? "set_sizes" : slots.colour ? (/[,/]|\s(?:and|&)\s/.test(slots.colour) ? "colours" : "colour") : section);

interface Sentence {
  section: string;
  text: string;
  /** Two sentences said as one (a joining tone): not joined with a third. */
  joined?: boolean;
}

interface Paragraph {
  sections: string[];
  sentences: Sentence[];
  text: string;
}

/** Paragraphs from the lead and the sections in `order` ("|" starts a new paragraph). */
function prose(ctx: Context, order: readonly string[]): Paragraph[] {
  const { book, tone, slots, groups } = ctx;
  // Lead templates are ordered from most to least informative; Regenerate alternates the best two.
  // A lead names a few facts, not twenty: long lists are left to their own sentences.
  // (A comparison opens alone: "With tungsten carbide tips, the … Poles are lighter than aluminium poles" read as though the
  // tips made them lighter; blind review r32.)
  const comparing = groups.is.some((f) => f.kind === "comparison");
  const leadSlots: Slots = { ...slots, has: groups.has.length <= LIST_CHUNK && !comparing ? slots.has : undefined, is: groups.is.length <= LIST_CHUNK ? slots.is : undefined, listed: undefined };
  // A tone whose order opens with "why" (professional) leads with the first benefit, the product named in it:
  // "The Linen Duvet Cover gets softer each time it is washed, because it is made of linen." Its other
  // facts are then said by their own sections, so no plain lead follows. Without a benefit, the lead opens and
  // the benefits follow it.
  // (Never a benefit of looking after it: "Being dishwasher safe, the … Mug can go straight in the dishwasher" opened a mug.)
  const benefitLead = order[0] === "why" && ctx.benefits[0] && !ctx.benefits[0].entry.supporting ? benefitSentence(ctx.benefits[0], book, tone, ctx.grammar, ctx.turn, "why_lead", slots.name) : undefined;
  const inSections = { ...ctx, benefits: benefitLead ? ctx.benefits.slice(1) : ctx.benefits };
  // The lead's templates come in pairs that say the same facts, so Regenerate opens another way; which of the
  // pair a first draft takes goes by the product too (turn), so a catalogue does not open "Meet the …" 93 times.
  let lead = benefitLead ? { text: benefitLead, template: "" } : choose(forTone(book.sentences.lead, tone), leadSlots, ctx.turn, 2, ctx.grammar);
  // A lead that only names the product ("Introducing the Waterproof Bluetooth Speaker.") over a list of everything: when the
  // seller's facts are all things it has as typed ("12 hour battery", "Bluetooth 5.3"), the first few open the text instead,
  // and the sections say the rest.
  const bareLead = lead && lead.template && tokensOf(lead.template).every((t) => t === "name");
  let ledWithListed = false;
  // (Things only: "brings fully insured, GPS tracked walks" of a service read a quality as a thing.)
  // (Nor a bare measure or a verb's particle: "brings 8GB GDDR6, blow up and 40-83cm" of a used graphics card.)
  const namesAThing = (f: Fact) => {
    const last = f.display.trim().split(/\s+/).pop()!.toLowerCase();
    return (isNounWord(last) || /\p{Lu}/u.test(f.display)) && !/^(?:up|out|off|on|down)$/.test(last) && !/^[\d.,\s×x-]+\p{L}{0,3}$/iu.test(f.display.trim());
  };
  const things = groups.listed.filter((f) => (f.shape === "mass" || f.shape === "plural" || f.shape === "count") && namesAThing(f));
  if (bareLead && things.length >= 2) {
    const first = things.slice(0, LEAD_LISTED);
    const listedLead = choose(forTone(book.sentences.lead_listed, tone), { ...leadSlots, listed: slotsFor(ctx.model, { ...groups, listed: first }, listStyle(ctx)).listed }, ctx.turn, 2, ctx.grammar);
    if (listedLead) {
      lead = listedLead;
      ledWithListed = true;
      inSections.groups = { ...groups, listed: groups.listed.filter((f) => !first.includes(f)) };
      inSections.slots = { ...inSections.slots, listed: slotsFor(ctx.model, inSections.groups, listStyle(ctx)).listed };
    }
  }
  // After a benefit, what it is and has, so the opening is a paragraph rather than one sentence over a list.
  const follow = benefitLead ? choose(forTone(book.sentences.lead_after_benefit, tone), leadSlots, ctx.turn, 2, ctx.grammar) : undefined;
  const said = new Set<string>([...(lead ? tokensOf(lead.template) : []), ...(follow ? tokensOf(follow.template) : [])]);
  // (The rest of the listed facts are still said by their section.)
  if (ledWithListed) said.delete("listed");
  const opening: Sentence[] = [...(lead ? [{ section: "lead", text: lead.text }] : []), ...(follow ? [{ section: "lead", text: follow.text }] : [])];
  const paragraphs: { sections: string[]; sentences: Sentence[] }[] = [{ sections: ["lead"], sentences: opening }];
  for (const section of order) {
    if (section === "lead") continue;
    if (section === "|") {
      paragraphs.push({ sections: [], sentences: [] });
      continue;
    }
    const sentences = sectionSentences(inSections, section, said);
    // The short noun ("this dutch oven") is said once; after it, "it" again.
    if (inSections.slots.short && sentences.some((t) => containsPhrase(t, inSections.slots.short!))) inSections.slots = { ...inSections.slots, short: undefined };
    const current = paragraphs[paragraphs.length - 1]!;
    if (sentences.length) current.sections.push(section);
    current.sentences.push(...sentences.map((text) => ({ section, text })));
  }
  // The seller's own first-person sentences (their shop: seller-voice.yaml) read as their voice in a paragraph of
  // their own, not one by one between the listing's sentences about the product.
  // Second, after the opening, in the order the seller wrote them: the story is what sells a handmade or a used item, and
  // at the end it read as an afterthought, sometimes in reverse (blind review r11: "He now refuses to go in it" before
  // "This carrier was a lifesaver").
  // (The details text's sentences said as written count too, whoever they speak of: "He now refuses to go in it, so …".)
  const details = ctx.model.facts.filter((f) => f.source === "details").flatMap((f) => [f.display, f.firstPerson?.thirdPerson].filter((d): d is string => !!d));
  const bare = (t: string) => t.trim().replace(/[.!?]$/, "").toLowerCase();
  const detailAt = (text: string) => details.findIndex((d) => bare(text) === bare(d));
  const detailIndex = (x: Sentence) => detailAt(x.text);
  // (A line of short statements may end on one of them: "… Incl: carrier, sleeping hood. He now refuses to go in it, …".)
  for (const p of paragraphs) {
    p.sentences = p.sentences.flatMap((x) => {
      if (x.section !== "clauses" || detailIndex(x) >= 0) return [x];
      const parts = splitSentences(x.text);
      const own = parts.filter((t) => detailAt(t) >= 0);
      if (!own.length || own.length === parts.length) return [x];
      const rest = parts.filter((t) => !own.includes(t));
      return [{ ...x, text: rest.join(" ") }, ...own.map((text) => ({ section: x.section, text }))];
    });
  }
  const voice = paragraphs.flatMap((p) => p.sentences.filter((x) => (x.section === "clauses" || x.section === "notes") && (detailIndex(x) >= 0 || (x.section === "clauses" && sellerVoice().isFirstPerson(x.text)))));
  if (voice.length) {
    for (const p of paragraphs) p.sentences = p.sentences.filter((x) => !voice.includes(x));
    const order = (x: Sentence) => (detailIndex(x) < 0 ? Infinity : detailIndex(x));
    paragraphs.splice(1, 0, { sections: ["voice"], sentences: [...voice].sort((a, b) => order(a) - order(b)) });
  }
  for (const p of paragraphs) p.sentences = joined(ctx, withoutRepeatedLeads(p.sentences));
  return paragraphs.filter((p) => p.sentences.length).map((p) => ({ ...p, text: p.sentences.map((x) => x.text).join(" ") }));
}

/**
 * A tone that joins (fields.yaml description.join: luxury) says two short sentences about the product as one
 * longer one: "It is fashioned from oak. It arrives with a cloth." → "It is fashioned from oak, and it arrives
 * with a cloth." Only sentences of the sections it lists, both opening with the product as subject and
 * neither a labelled line, are joined; a caveat or a note is always said on its own.
 */
function joined(ctx: Context, sentences: Sentence[]): Sentence[] {
  const rule = forTone(ctx.book.fields.description.join, ctx.tone);
  if (!rule) return sentences;
  const joinable = (s: Sentence) => rule.sections.includes(s.section) && /^(?:It|They)\s/.test(s.text) && !/[:;]/.test(s.text) && /\.$/.test(s.text);
  const out: Sentence[] = [];
  for (const sentence of sentences) {
    const last = out[out.length - 1];
    if (last && joinable(last) && joinable(sentence) && !last.joined && charCount(last.text) + charCount(sentence.text) <= rule.maxChars) {
      // A joined sentence is dropped for length only when the more needed of its two would be (DROP_FIRST).
      const rank = (section: string) => (DROP_FIRST.includes(section) ? DROP_FIRST.indexOf(section) : Infinity);
      out[out.length - 1] = { section: rank(last.section) >= rank(sentence.section) ? last.section : sentence.section, text: `${last.text.slice(0, -1)}${rule.with} ${sentence.text.charAt(0).toLowerCase()}${sentence.text.slice(1)}`, joined: true };
    } else out.push(sentence);
  }
  return out;
}

/** A sentence's lead-in: "Heads up:", "Note:", "Just so you know," (a few words before a colon or that comma). */
const LEAD_IN = /^((?:[\p{L}'’]+\s){0,3}[\p{L}'’]+:|Just so you know,|Please note that|Kindly note that)\s+/u;

/**
 * "Heads up: the soil is NOT included. Heads up: rust resistant …" reads as a form. A lead-in said by the
 * sentence before is not said again: "Heads up: the soil is NOT included. Rust resistant …".
 */
function withoutRepeatedLeads(sentences: Sentence[]): Sentence[] {
  const leadOf = (text: string) => LEAD_IN.exec(text)?.[1]?.toLowerCase().replace(/[:,]$/, "");
  const leads = sentences.map((s) => leadOf(s.text));
  return sentences.map((sentence, i) => {
    if (!leads[i] || i === 0 || leads[i] !== leads[i - 1]) return sentence;
    const rest = sentence.text.replace(LEAD_IN, "");
    return { ...sentence, text: rest.charAt(0).toUpperCase() + rest.slice(1) };
  });
}

/**
 * What goes first when a description is over its limit (Amazon's 2,000 characters with 30+ keywords):
 * the category's general words, then style and lists, last the product's own measures. The lead,
 * care, what it is not, condition, policy and warnings are never dropped; the bullets, title and search terms still
 * carry what was cut.
 */
const DROP_FIRST = ["category_audience", "category_use", "style", "gift", "cert", "spec", "quantity", "audience", "use", "listed", "has", "is", "does", "variant", "weight", "size", "capacity", "scent", "material", "type", "compat", "clauses"];

/** Paragraphs within a character limit, sentences dropped by DROP_FIRST, later ones of a section first. */
function fitParagraphs(paragraphs: Paragraph[], extra: string[], max: number | undefined): string[] {
  const render = () => [...paragraphs.map((p) => p.sentences.map((x) => x.text).join(" ")).filter(Boolean), ...extra];
  if (!max) return render();
  for (const section of DROP_FIRST) {
    for (let i = paragraphs.length - 1; i >= 0; i--) {
      const p = paragraphs[i]!;
      for (let k = p.sentences.length - 1; k >= 0; k--) {
        if (charCount(render().join("\n\n")) <= max) return render();
        if (p.sentences[k]!.section === section) p.sentences.splice(k, 1);
      }
    }
  }
  return render();
}

/** The details list without what the opening paragraph says already ("comes with a wooden stand" then "• Wooden stand"). */
function withoutOpening(details: string[], paragraphs: readonly Paragraph[]): string[] {
  const opening = normaliseForMatch(paragraphs[0]?.sentences.map((x) => x.text).join(" ") ?? "");
  return details.filter((d) => phraseMatcher(d.replace(/^[^:]{1,40}:\s+/, "")).countIn(opening) === 0);
}

/** The description's paragraphs: the lead, then each section in the tone's order; the warning apart. */
function describe(ctx: Context, maxChars?: number): string[] {
  const { book, tone, groups } = ctx;
  const heading = forTone(book.fields.html.details, tone);
  const listed = !!heading && (book.fields.description.detailsList ?? []).includes(ctx.platform);
  const paragraphs = prose(ctx, orderFor(listed ? book.fields.description.storefront : book.fields.description.order, tone, ctx.variant));
  // The facts as a list a shopper scans, after the opening paragraph (fields.yaml description.detailsList).
  const details = listed ? withoutOpening(detailItems(ctx), paragraphs) : [];
  if (details.length) paragraphs.splice(1, 0, { sections: ["details"], sentences: [{ section: "details", text: [`${heading}:`, ...details.map((d) => `• ${d}`)].join("\n") }], text: "" });
  const extra: string[] = [];
  const specs = book.fields.specifications;
  if (specs.platforms.includes(ctx.platform)) extra.push(...specificationLines(ctx));
  // Warnings are printed exactly as typed, in a paragraph of their own, after everything else.
  for (const warning of groups.safety) extra.push(warningAsPrinted(warning.display));
  return fitParagraphs(paragraphs, extra, maxChars);
}

/** "Material: linen" lines under a heading, one per section that has facts. */
function specificationLines(ctx: Context): string[] {
  const { labels, heading } = ctx.book.fields.specifications;
  const g = ctx.allGroups;
  // "Choices: colours: red, blue" said its label twice: an option list is said without its own label.
  const text = (facts: { display: string; alsoSaidAs?: string; kind?: string }[], join = ", ") => facts.map((f) => (f.kind === "variant" ? (f.alsoSaidAs ?? f.display) : f.display)).join(join);
  const sections: [string, Fact[]][] = [
    ["type", g.type], ["material", g.material.length ? g.material : g.named.filter((f) => f.kind === "material")], ["size", g.size], ["capacity", g.capacity], ["weight", g.weight],
    ["spec", g.spec], ["variant", g.variant], ["compat", g.compat], ["cert", g.cert],
    // A spec sheet: what is measured, made, fitted and certified, and how to look after it. The parts, features, qualities,
    // notes and condition are the key features' and the prose's: listed again here, the block repeated the description
    // line by line (blind review r11: eight Walmart listings).
    ["usage", g.usage],
    ["care", g.care],
  ];
  const withoutFor = (facts: Fact[]) => facts.map((f) => ({ display: forPhrase(f).replace(/^for\s+/i, "") }));
  const labelOf = (key: string) => {
    const label = labels[key];
    return typeof label === "string" ? label : forTone(label, ctx.tone);
  };
  // A sentence of the seller's own is said in the prose above: the block does not say it again ("Keep in mind: please note …").
  const lines = sections
    .map(([key, facts]): [string, Fact[]] => [key, facts.filter((f) => !isSellerSentence(f))])
    .filter(([key, facts]) => facts.length && labelOf(key))
    .map(([key, facts]) => `${labelOf(wordingsOf(key, ctx.slots))}: ${text(key === "compat" ? withoutFor(facts) : facts)}`);
  const title = forTone(heading, ctx.tone);
  return lines.length ? [[title ? `${title}:` : "", ...lines].filter(Boolean).join("\n")] : [];
}

function bulletItems(ctx: Context, max: number, withHeadings: boolean, maxChars = Infinity, printed: (text: string) => string = (text) => text): string[] {
  // Measured as the field prints it: Amazon's bullets say a banned "~" as "approx.", and a bullet that fitted before that
  // was over the limit after it and dropped whole (a TENS unit's further details; blind review r29).
  const fits = (text: string) => charCount(printed(text)) <= maxChars;
  const { book, tone, slots, groups } = ctx;
  const bullets = book.fields.bullets;
  const items: string[] = [];
  const render = (section: string, localSlots: Slots) => {
    // The first template that fits says the most; a bullet never drops a fact for variety's sake, and
    // Regenerate takes another wording of the same facts. One the description already says word for
    // word gives way to the section's next wording.
    // (A "does" bullet that only says what it fits is headed as a fit: "PERFORMANCE: It fits C-Max Mk2 2010-2019."; r31.)
    // (Every one of the seller's "does" lines, which may share their verb: "fit VW Golf Mk7, Audi A3 8V and Seat Leon 5F"; r32.)
    const fitsOnly = section === "does" && groups.does.length > 0 && groups.does.every((f) => /^(?:fits?|compatible with|works with|suits)\s/i.test(f.display));
    const heading = forTone(bullets.headings[fitsOnly ? "does_fits" : wordingsOf(section, localSlots)], tone);
    // Heading and text together count too: "TYPICAL USE: Cozy evenings." says "Typical use: cozy evenings." again.
    const saidAgain = (t: string) => [t, ...(withHeadings && heading ? [`${heading}: ${t}`] : [])].some((x) => splitSentences(x).some((s) => !!ctx.said?.has(sentenceKey(s))));
    const text = chooseComplete(templatesFor(bullets.text[wordingsOf(section, localSlots)], tone), localSlots, ctx.variant, ctx.grammar, saidAgain);
    if (!text) return undefined;
    return withHeadings && heading ? `${heading}: ${text}` : text;
  };
  let listedAt = -1;
  for (const section of templatesFor(bullets.order, tone) ?? []) {
    if (items.length >= max) break;
    // A benefit leads its own bullet, under the benefit's heading: "WARM EVEN WHEN DAMP: Made of merino wool, …".
    if (section === "why") {
      ctx.benefits.forEach((use, i) => {
        // By the variant alone: the first draft leads with the benefit, Regenerate with the fact; a wording
        // the description says word for word gives way to the other.
        const saidAlready = (t: string | undefined) => !t || splitSentences(t).some((s) => ctx.said?.has(sentenceKey(s)));
        const first = benefitSentence(use, book, tone, ctx.grammar, ctx.variant + i, "why_bullet");
        const text = saidAlready(first) ? benefitSentence(use, book, tone, ctx.grammar, ctx.variant + i + 1, "why_bullet") : first;
        if (!text || items.length >= max || saidAlready(text)) return;
        const item = withHeadings ? `${use.entry.label}: ${text}` : text;
        if (fits(item)) items.push(item);
      });
      continue;
    }
    // The warnings, each word for word, in one bullet: all of them when they fit, else the first that fits (the rest,
    // and a warning over the limit, are left to the description, which always says them, rather than cut or given
    // the bullets' every slot).
    if (section === "safety") {
      const heading = withHeadings ? forTone(bullets.headings.safety, tone) : undefined;
      const warnings = ctx.allGroups.safety.map((f) => withFullStop(warningAsPrinted(f.display)));
      // (A warning that opens with its own label, "Safety: …", "WARNING: …", takes no heading before it: "SAFETY FIRST: Safety: …"
      // read twice; blind review r11.)
      const bullet = (text: string) => (heading && !LABELLED_ENTRY.test(text) ? `${heading}: ${text}` : text);
      const together = bullet(warnings.join(" "));
      if (!warnings.length) continue;
      if (fits(together)) items.push(together);
      else {
        const first = warnings.find((w) => fits(bullet(w)));
        if (first) items.push(bullet(first));
        // A warning longer than a bullet is said in two, cut where the seller's own commas and semicolons cut it, every
        // word in its place (a fire pit's 330-character warning was in no Amazon bullet; blind review r11).
        else items.push(...warningInParts(warnings[0]!, 2, fits, bullet));
      }
      continue;
    }
    if (section === "policy" && groups.policy.some(isWarranty)) {
      const parts = policyParts(groups.policy);
      // (Amazon's bullets may not speak of a guarantee: the description says it.)
      const banned = ctx.rules.fields.find((f) => f.key === "bullets")?.bannedPhrases?.map((b) => b.toLowerCase()) ?? [];
      const warranties = parts.warranties.filter((f) => !banned.some((b) => f.display.toLowerCase().includes(b)));
      const cover = warranties.length ? render("warranty", { ...slots, warranty: joinAnd(warranties.map((f) => withArticle(f.display))) }) : undefined;
      const rest = parts.terms ? render("policy", { ...slots, policy: parts.terms }) : undefined;
      for (const item of [cover, rest]) if (item && items.length < max && fits(item)) items.push(item);
      continue;
    }
    // The seller's own sentences are said in the description as written; jammed into one bullet with commas
    // they read as a run-on ("GOOD TO KNOW: Trim wick to 5 mm, Hand-poured in small batches …").
    const shortClauses = groups.clauses.filter((f) => !isSellerSentence(f));
    // (Nor among the notes: "NOT included: box, manual, bag, This carrier was a lifesaver …"; blind review r11.)
    const shortNotes = groups.notes.filter((f) => !isSellerSentence(f));
    const localSlots: Slots = { ...slots, clauses: shortClauses.length ? shortClauses.map((f) => f.display).join(", ") : undefined, ...(section === "notes" ? { notes: shortNotes.length ? shortNotes.map((f) => f.display).join(", ") : undefined } : {}) };
    const item = render(section, localSlots);
    if (!item) continue;
    if (fits(item) || (section !== "features" && section !== "listed")) {
      if (section === "listed") listedAt = items.length;
      items.push(item);
      continue;
    }
    // A long list of the seller's other facts: several bullets of a few each, never one over the limit that the
    // platform's cut then drops whole (blind review r8: a TENS unit's battery, pads and FDA clearance were in no bullet).
    if (section === "listed") {
      // (The seller's own lists whole, each bullet under its own heading.)
      chunksOf(groups.listed, 3, (f) => f)
        .slice(0, FEATURE_BULLETS)
        .forEach((chunk, n) => {
          const part = items.length < max ? render(n ? "listed_more" : section, slotsFor(ctx.model, { ...groups, listed: chunk }, listStyle(ctx))) : undefined;
          if (part && fits(part)) items.push(part);
        });
      continue;
    }
    // Many features: several bullets of a few each, rather than one over the limit.
    const facts = [...groups.is.map((f) => ({ f, is: true })), ...groups.has.map((f) => ({ f, is: false }))];
    for (let i = 0, n = 0; i < facts.length && items.length < max && n < FEATURE_BULLETS; i += 3, n++) {
      const chunk = facts.slice(i, i + 3);
      const chunkSlots = slotsFor(ctx.model, { ...groups, is: chunk.filter((c) => c.is).map((c) => c.f), has: chunk.filter((c) => !c.is).map((c) => c.f) }, listStyle(ctx));
      const part = render(section, chunkSlots);
      if (part && fits(part)) items.push(part);
    }
  }
  // Bullets to spare (Amazon asks for five): the seller's other facts, said in one bullet of six, are said in two halves
  // under two headings rather than leaving a slot empty (blind review r32: brake pads had two bullets).
  if (listedAt >= 0 && items.length < max && groups.listed.length >= 4) {
    const half = Math.ceil(groups.listed.length / 2);
    const parts = [groups.listed.slice(0, half), groups.listed.slice(half)].map((chunk, n) => render(n ? "listed_more" : "listed", slotsFor(ctx.model, { ...groups, listed: chunk }, listStyle(ctx))));
    if (parts.every((part): part is string => !!part && fits(part))) items.splice(listedAt, 1, ...(parts as string[]));
  }
  return items;
}

/** A warning as up to `most` bullets, each that `fits` with its heading, cut only after a comma or a semicolon; none if it needs more. */
function warningInParts(warning: string, most: number, fits: (text: string) => boolean, bullet: (text: string) => string): string[] {
  const parts: string[] = [];
  for (const clause of warning.split(/(?<=[,;])\s+/)) {
    const last = parts[parts.length - 1];
    if (last !== undefined && fits(bullet(`${last} ${clause}`))) parts[parts.length - 1] = `${last} ${clause}`;
    else parts.push(clause);
  }
  return parts.length <= most && parts.every((p) => fits(bullet(p))) ? parts.map(bullet) : [];
}

const withFullStop = (text: string) => (/[.!?]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`);

/** The most telling positive facts, for one-line fields (meta description, subtitle). */
function summary(ctx: Context, maxChars: number, prefix: string, extraShift = 0): string | undefined {
  const g = ctx.allGroups;
  // What a shopper reads first: what it is, what it is made of, its measures and parts; a colour last.
  // (Things and qualities, which a list joins: "…, opening at the back and stops bag rustling" is no list; blind review r19.)
  const facts = [...g.type, ...g.material, ...g.capacity, ...g.size, ...g.weight, ...g.has, ...g.is, ...g.compat, ...g.listed, ...g.variant].filter((f) => (f.polarity === "has" || f.polarity === "free-of") && f.shape !== "verb" && f.shape !== "clause");
  const shift = facts.length ? (ctx.variant + extraShift) % facts.length : 0;
  const ordered = [...facts.slice(shift), ...facts.slice(0, shift)];
  const chosen: string[] = [];
  for (const f of ordered) {
    const said = f.kind === "variant" ? (f.alsoSaidAs ?? f.display) : f.display;
    const next = joinAnd([...chosen, said]);
    if (charCount(prefix) + charCount(next) + 2 > maxChars) continue;
    chosen.push(said);
  }
  return chosen.length ? joinAnd(chosen) : undefined;
}

/** A one-line field (SEO title, meta description, subtitle): the first template that fits and says no description sentence again. */
function shortField(ctx: Context, templates: string[] | undefined, maxChars: number, said: ReadonlySet<string>, hardMaxChars = maxChars, name = ctx.model.name, orFits = false): string {
  for (const template of templates ?? []) {
    const prefix = template.replace(/\{\w+\}/g, (t) => (t.toLowerCase() === "{name}" ? name : ""));
    for (let shift = 0; shift < 3; shift++) {
      const text = fill(template, { ...ctx.slots, name, summary: summary(ctx, maxChars, prefix, shift), first: summary(ctx, maxChars - charCount(name) - 3, "", shift) }, ctx.grammar);
      if (text && charCount(text) <= maxChars && !splitSentences(text).some((s) => said.has(sentenceKey(s)))) return text;
    }
  }
  // A subtitle with nothing new to say says what it fits, as typed, rather than the title again: brake pads' subtitle was
  // their name (blind review r32). (Alone: "microfiber leather and fits …" in a list reads as one more thing.)
  const fits = orFits ? ctx.allGroups.does.filter((f) => f.kind === "compatibility" && f.polarity === "has" && /^fits?\s/i.test(f.display)).map((f) => f.display) : [];
  for (let n = fits.length; n >= 1; n--) {
    const text = capitalise(joinAnd(fits.slice(0, n)));
    if (charCount(text) <= maxChars) return text;
  }
  // The name alone; if even that is too long, its first part ("… Stand, for iPhone …" → "… Stand"), else cut at a word.
  if (charCount(ctx.model.name) <= maxChars) return ctx.model.name;
  const partOf = (name: string) => name.split(/\s*[,(|]\s*|\s+[-–—]\s+|\s+(?:for|with)\s+/i)[0] ?? "";
  const part = partOf(pastFirstAside(ctx.model.name, partOf));
  // A condition the cut would lose ("- Refurbished") stays: past the recommended length while within the
  // field's limit, or after the name's first part.
  const kept = conditionCut(ctx, part);
  if (kept) {
    if (charCount(ctx.model.name) <= hardMaxChars) return ctx.model.name;
    const withCondition = `${part} - ${kept}`;
    if (part && charCount(withCondition) <= hardMaxChars) return withCondition;
  }
  // The most of the name that fits, cut where the seller separated it: "Floral SVG Bundle - 120 Cut Files for Cricut &
  // Silhouette (SVG, PNG, DXF, EPS)" keeps "… for Cricut & Silhouette"; a fitment part keeps the models it fits (cut to its
  // first part, "Slip-On Exhaust Silencer" lost the bikes it is for; blind review r12).
  const longest = longestNamePrefix(ctx.model.name, maxChars);
  if (longest && charCount(longest) > charCount(part)) return longest;
  if (part && charCount(part) <= maxChars) return part;
  const words = ctx.model.name.split(" ");
  while (words.length > 1 && charCount(words.join(" ")) > maxChars) words.pop();
  return words.join(" ");
}

/**
 * The name with its brackets taken out when the first part a cut keeps would be one word: a bracket after the first word
 * is an aside inside the name, never its end ("64GB (4 x 16GB) DDR4 … Server RAM - … - Used" is "64GB DDR4 … Server RAM",
 * where the spoken name was the whole search line and the SEO title "64GB - Used"; blind review r27).
 */
function pastFirstAside(name: string, firstPart: (name: string) => string): string {
  return firstPart(name).split(/\s+/).length < 2 ? name.replace(/\s*\([^()]*\)/g, "") : name;
}

/**
 * The name as a sentence says it: up to the seller's first dash, comma, bar or bracket ("Kids Swim Vest Buoyancy Aid
 * 2-4 Years (15-20kg) - Shark, Zip Front" is "Kids Swim Vest Buoyancy Aid 2-4 Years"), the title and the search
 * fields keep it whole. A copywriter says the product, not its search line (blind review r9: every listing opened by
 * restating the title). Its condition in brackets when the cut would lose it ("… (used)"); whole when the cut would
 * leave one word.
 */
export function spokenName(name: string, keepWhenCut: readonly string[]): string {
  const plain = pastFirstAside(name, nameUpToFirstBreak);
  const cut = nameUpToFirstBreak(plain);
  const rest = plain.slice(cut.length);
  if (cut.split(/\s+/).length < 2) return name;
  // The condition the cut would lose is said with it, in brackets: "The Garrett ACE 300i Metal Detector (used)", not the
  // whole search line "… - USED, w/ 8.5x11\" DD Coil, Headphones & Pinpointer - Great Condition" (blind review r14).
  const condition = conditionWordIn(rest, keepWhenCut);
  return condition ? `${cut} (${condition.toLowerCase()})` : cut;
}

/**
 * The first of `words` the text says as the item's condition: never "Vintage Style", "vintage look" or "vintage-inspired",
 * which describe a new thing's looks ("Barber Chair (vintage)" sold a new chair as old; blind review r17).
 */
function conditionWordIn(text: string, words: readonly string[]): string | undefined {
  for (const word of words) {
    const found = wholeWord(word).exec(text);
    if (found && !/^[\s-]*(?:style|styled|look|inspired|design|effect|replica|reproduction)\b/i.test(text.slice(found.index + found[0].length))) return found[0];
  }
  return undefined;
}

/** The word of the name that says its condition ("Refurbished") when `part` leaves it out, as the seller typed it. */
function conditionCut(ctx: Context, part: string): string | undefined {
  const found = conditionWordIn(ctx.model.name, ctx.book.fields.short.keepWhenCut ?? []);
  return found && !wholeWord(found).test(part) ? found : undefined;
}

/**
 * The storefront's details list: the facts the page's sentences leave to a list. It leads with what the
 * tone leads with (technical: the measures, each line labelled), and Regenerate starts it one item
 * later, so the list reads anew rather than word for word.
 */
function detailItems(ctx: Context): string[] {
  // What the name says, where the title had to cut the name short, is listed too: it is in no other field (blind review
  // r19: an eBay title cut before "Raccoon" lost it from the listing).
  const cutFromTitle = ctx.groups.listed.filter((f) => !ctx.allGroups.listed.includes(f) && ctx.allGroups.named.includes(f));
  const groups = cutFromTitle.length ? { ...ctx.allGroups, listed: [...ctx.allGroups.listed, ...cutFromTitle] } : ctx.allGroups;
  const values = (facts: Fact[], render: (f: Fact) => string = (f) => f.display) => facts.map(render);
  const named = groups.material.length ? groups.material : groups.named.filter((f) => f.kind === "material");
  const labelled = forTone(ctx.book.fields.html.detailsStyle, ctx.tone) === "labelled";
  let items: string[];
  if (labelled) {
    const labels = ctx.book.fields.specifications.labels;
    const label = (key: string) => {
      const l = labels[key];
      return typeof l === "string" ? l : forTone(l, ctx.tone);
    };
    const rows: [string, string[]][] = [
      ["size", values(groups.size)], ["capacity", values(groups.capacity)], ["weight", values(groups.weight)], ["spec", values(groups.spec)], ["variant", values(groups.variant, (f) => f.alsoSaidAs ?? f.display)],
      ["compat", values(groups.compat, (f) => forPhrase(f).replace(/^for\s+/i, ""))], ["cert", values(groups.cert)], ["material", values(named)], ["has", values(groups.has)], ["listed", values(groups.listed)], ["is", values(groups.is)],
    ];
    items = rows.filter(([key, v]) => v.length && label(key)).flatMap(([key, v]) => {
      const line = `${label(wordingsOf(key, ctx.slots))}: `;
      if (key !== "listed") return [line + v.join(", ")];
      // The seller's own lists each on a line of their own: one line of fifteen had joined a file's printers, its pieces and
      // the games it is for (blind review r15).
      // (Loose facts one to a line: "Waterproof membrane, full grain leather upper, construction, warehouse" read as one thing.)
      // (A loose fact is a line of its own with no label: "Additional features: waterproof 5000mm" over two unlabelled lines read
      // as though only the first were one; blind review r32.)
      // Each loose fact is labelled one by one instead ("Feature: taped seams").
      const one = `${label("listed_one") ?? label(key)}: `;
      return chunksOf(groups.listed, 1, (f) => f).map((chunk) => (chunk.length === 1 ? one + values(chunk)[0]! : line + values(chunk).join(", ")));
    });
  } else {
    const features = [...groups.has, ...groups.listed, ...groups.is].map((f) => f.display);
    const materials = named.map((f) => f.display);
    // (The options are said in a sentence of the storefront order, not listed.)
    const measures = [...groups.size, ...groups.capacity, ...groups.weight, ...groups.spec].map((f) => f.display);
    const fits = [...groups.compat.map(forPhrase), ...groups.cert.map((f) => f.display)];
    items = (ctx.tone === "casual" ? [features, fits, materials, measures] : [features, materials, measures, fits]).flat().map(capitalise);
  }
  const shift = items.length ? ctx.variant % items.length : 0;
  return [...items.slice(shift), ...items.slice(0, shift)];
}

/**
 * A store's product page: a short paragraph, the product's facts as a list a shopper scans, where and
 * for whom it is meant, care, and any warning apart. The list says what the text description says in
 * sentences, so the page does not say it twice.
 */
function html(ctx: Context): string {
  const { book, tone } = ctx;
  const groups = ctx.allGroups;
  const heading = (key: string) => forTone(book.fields.html[key], tone);
  const parts: string[] = [];
  const paragraphs = prose(ctx, orderFor(book.fields.description.storefront, tone, ctx.variant));
  const details = withoutOpening(detailItems(ctx), paragraphs);
  paragraphs.forEach((p, i) => {
    // (A paragraph of care and notes together goes under the notes' heading: "Care" over "the bar oil is NOT included" misled.)
    const headedSections = p.sections.filter((s) => s === "usage" || s === "care" || s === "notes");
    const care = headedSections.length > 1 && headedSections.includes("notes") ? "notes" : headedSections[0];
    const headed = !!care && !!heading(care);
    if (headed) parts.push(`<h3>${escapeHtml(heading(care!)!)}</h3>`);
    parts.push(`<p>${escapeHtml(headed ? withoutSectionLabel(book, care!, p.text) : p.text)}</p>`);
    if (i === 0 && details.length && heading("details")) {
      parts.push(`<h3>${escapeHtml(heading("details")!)}</h3>`, `<ul>${details.map((d) => `<li>${escapeHtml(d)}</li>`).join("")}</ul>`);
    }
  });
  if (groups.safety.length) {
    parts.push(`<h3>${escapeHtml(heading("safety") ?? "Safety information")}</h3>`);
    for (const warning of groups.safety) parts.push(`<p><strong>${escapeHtml(warningAsPrinted(warning.display))}</strong></p>`);
  }
  return parts.join("\n");
}

/**
 * A paragraph under its section's heading without the label its first sentence opens with: "How to use" over "How to use:
 * check tension when cold." said it twice (blind review r25). Only the phrasebook's own labels ("Directions:", "To care for
 * them:"): a seller's "WARNING:" or "Note:" is the seller's.
 */
function withoutSectionLabel(book: Phrasebook, section: string, text: string): string {
  const label = /^([^:.!?{]{2,40}):\s+/.exec(text);
  if (!label || !sectionLabels(book, section).has(label[1]!.toLowerCase())) return text;
  return capitalise(text.slice(label[0].length));
}

const labelsBySection = new WeakMap<Phrasebook, Map<string, Set<string>>>();
/** The labels a section's templates open with, every alternative spelled out ("to care for [it|them]" → both). */
function sectionLabels(book: Phrasebook, section: string): Set<string> {
  const bySection = labelsBySection.get(book) ?? new Map<string, Set<string>>();
  labelsBySection.set(book, bySection);
  let labels = bySection.get(section);
  if (!labels) {
    labels = new Set<string>();
    for (const template of Object.values(book.sentences[section] ?? {}).flat()) {
      const label = /^([^:{]+):\s*\{/.exec(template)?.[1];
      if (!label) continue;
      let spelled = [label.toLowerCase()];
      for (let alt = /\[([^\]]+)\]/.exec(spelled[0]!); alt; alt = /\[([^\]]+)\]/.exec(spelled[0]!)) {
        const options = alt[1]!.split("|");
        spelled = spelled.flatMap((s) => options.map((o) => s.replace(alt![0], o)));
      }
      spelled.forEach((s) => labels!.add(s));
    }
    bySection.set(section, labels);
  }
  return labels;
}

/** Walmart's key features: the product's facts as short phrases, one each, as shoppers scan them; none a sentence of the description again. */
function keyFeatures(ctx: Context, max: number, said: ReadonlySet<string>, maxChars = Infinity): string[] {
  const g = ctx.allGroups;
  // What it is ("Scrunchies", "Iridium spark plugs") comes last, and not at all when the name says it: a first key
  // feature that only repeats the product type sells nothing (blind review r12: eight of eight Walmart listings).
  const name = normaliseForMatch(ctx.model.name);
  const types = g.type.filter((f) => phraseMatcher(f.display).countIn(name) === 0);
  // (The seller's keywords the name holds, "heat gun" of a "… Hot Air Heat Gun", likewise; a material stays in front.)
  const namedMaterials = g.named.filter((f) => f.kind === "material");
  const named = g.named.filter((f) => f.kind !== "material");
  const facts = [...g.condition, ...g.material, ...namedMaterials, ...g.capacity, ...g.size, ...g.weight, ...g.scent, ...g.has, ...g.is, ...g.listed, ...g.does, ...g.spec, ...g.variant, ...g.compat, ...g.cert, ...g.clauses, ...g.notes, ...g.quantity, ...g.use, ...g.audience, ...g.gift, ...g.usage, ...g.care, ...g.policy, ...named, ...types];
  const phrase = (f: Fact) => capitalise(g.compat.includes(f) || g.use.includes(f) || g.audience.includes(f) ? forPhrase(f) : f.display);
  const items = facts.map(phrase).filter((t) => charCount(t) <= maxChars && !said.has(sentenceKey(t)));
  // The first warning that fits, word for word, second in the list: a shopper may read only these (blind review r9: a
  // swim vest's drowning warning, a bunk bed's top-bunk age limit were in no key feature).
  const warning = g.safety.map((f) => warningAsPrinted(f.display)).find((w) => charCount(w) <= maxChars);
  if (warning) items.splice(Math.min(1, items.length), 0, warning);
  return [...new Set(items)].slice(0, max);
}

export function composeListing(facts: ProductFacts, platform: Platform, tone: Tone, variant: number, book: Phrasebook = loadPhrasebook()): Listing {
  // On a marketplace the seller's first-person sentences are said in the third person or left out (seller-voice.yaml).
  const model = modelInPlatformVoice(productModel(facts), platform);
  const rules = LISTING_RULES[platform];
  // A fact with a phrase the platform bans ("eco-friendly" on Amazon) is left out; the checker says so.
  // (Matched as written: "[Insert" bans a placeholder, not "insert not included".)
  const banned = rules.bannedPhrases.map((b) => b.toLowerCase());
  // A health claim is left out on every platform, the seller's own included (keyword-policy.ts).
  // The seller's returns and sale terms are said on their own listing only, never on a catalog marketplace (keyword-policy.ts).
  const ownListing = saysShipping(rules, platform);
  const storeTerm = (f: Fact) => !ownListing && isStoreTerm(f);
  // A shipping or sale line naming another marketplace ("via eBay GSP") is said on that marketplace only (keyword-policy.ts).
  const elsewhere = (f: Fact) => (f.kind === "shipping" || f.kind === "policy") && !!otherMarketplaceNamed(f.text, platform);
  const groups = groupFacts(model, (f) => !banned.some((b) => f.display.toLowerCase().includes(b)) && !makesHealthClaim(f.display) && !storeTerm(f) && !elsewhere(f));
  const benefits = benefitsFor(groups, model);
  const writing = withoutBenefitFacts(groups, benefits, saidBySellerSentences(model));
  const title = composeTitle(model, groups, platform, rules, book, variant);
  const tagsField = rules.fields.find((f) => f.key === "tags");
  const searchField = rules.fields.find((f) => f.key === "searchTerms");
  const tags = tagsField ? etsyTags(model, groups, tagsField.maxItems ?? 13, tagsField.itemMaxChars ?? 20) : undefined;
  const search = searchField ? searchTerms(model, groups, title, searchField.maxBytes ?? 249) : undefined;
  // Search words the title, tags and search terms could not carry are said once in the description.
  const carried = normaliseForMatch([title, ...(tags ?? []), search ?? ""].join("\n"));
  // A keyword the name holds is said by the title, unless the title had to cut the name short: then the description
  // says it (blind review r12: an eBay title cut before "Mustard" lost the runner's third colour).
  // (Either in the name's number: "4 blades" is said by a "Stove Fan 4 Blade" title.)
  const titleWords = normaliseForMatch(singularPhrase(title));
  const cutFromTitle = writing.named.filter((f) => f.kind !== "material" && !phraseMatcher(f.display).countIn(normaliseForMatch(title)) && !phraseMatcher(normaliseForMatch(singularPhrase(f.display))).countIn(titleWords));
  // (What it is for is said as a use: "• Log burner" of a stove fan's cut title was a feature bullet; blind review r19.)
  if (cutFromTitle.length) {
    writing.listed = [...writing.listed, ...cutFromTitle.filter((f) => f.kind !== "use")];
    writing.use = [...writing.use, ...cutFromTitle.filter((f) => f.kind === "use")];
  }
  const slots = { ...slotsFor(model, writing, forTone(book.fields.lists, tone)), name: spokenName(model.name, book.fields.short.keepWhenCut ?? []) };
  const turn = variant + (hashString(`${model.name}|${platform}|${tone}`) % 7);
  const ctx: Context = { model, groups: writing, allGroups: groups, benefits, slots, book, tone, platform, turn, variant, grammar: { plural: model.plural }, rules };
  // (Matched as the keywords check matches, word for word: "garden screen" is not carried by a title's "Garden Screening".)
  const unsaid = groups.aka.filter((f) => !phraseMatcher(f.display).countIn(carried));
  ctx.slots = { ...slots, aka: unsaid.length ? joinAnd(unsaid.map((f) => f.display)) : undefined };
  const descriptionField = rules.fields.find((f) => f.key === "description");
  // A store page has an HTML body instead of a text description: nothing to write twice.
  const paragraphs = descriptionField ? describe(ctx, descriptionField.maxChars) : [];
  const body = rules.fields.some((f) => f.key === "bodyHtml") ? html(ctx) : undefined;
  // Sentences the main text says, which no other field may say again.
  // (The product's name, or a part of it, may be said anywhere: it is not a sentence of the text.)
  const nameKey = sentenceKey(model.name);
  const said = new Set([...paragraphs, ...(body ? [htmlToText(body)] : [])].flatMap((p) => splitSentences(p)).map(sentenceKey).filter((k) => !nameKey.includes(k)));
  ctx.said = said;
  const listing: Listing = {};
  for (const f of rules.fields) {
    switch (f.key) {
      case "title":
        listing.title = title;
        break;
      case "bullets": {
        // (A bullet that holds a whole warning is the safety bullet, with or without its heading.)
        const warningsSaid = ctx.allGroups.safety.map((w) => withFullStop(warningAsPrinted(w.display)));
        // A bullet must not repeat a sentence of the description word for word.
        const printed = (b: string) => sayBannedChars(b, f.bannedChars ?? [], book.fields.bannedCharWords);
        const bullets = (c: Context) =>
          bulletItems(c, f.maxItems ?? 6, true, f.itemMaxChars, printed)
            .map(printed)
            .filter((b) => !f.itemMaxChars || charCount(b) <= f.itemMaxChars);
        let candidates = bullets(ctx);
        if (!candidates.length) candidates = bullets({ ...ctx, said: undefined });
        // (A warning is said again on purpose: a shopper who reads only the bullets must see it.)
        const fresh = candidates.filter((b) => warningsSaid.some((w) => b.includes(w)) || !splitSentences(b).some((s) => said.has(sentenceKey(s))));
        // A thin product whose every bullet the description says too keeps its first: the field is required, and a bullet
        // that repeats a sentence is better than none (a kimchi of three ingredients had no bullet at all).
        listing.bullets = fresh.length ? fresh : candidates.slice(0, 1);
        break;
      }
      case "keyFeatures":
        listing.keyFeatures = keyFeatures(ctx, f.maxItems ?? 10, said, f.itemMaxChars);
        break;
      case "description":
        listing.description = paragraphs.join("\n\n");
        break;
      case "bodyHtml":
        listing.bodyHtml = body ?? "";
        break;
      case "seoTitle":
        listing.seoTitle = shortField(ctx, book.fields.short.seoTitle, f.recommendedMaxChars ?? f.maxChars ?? 60, said, f.maxChars ?? 60);
        break;
      case "metaDescription":
        // The name as a sentence says it, so the line has room for what the product is and has: the whole search line
        // left one keyword ("…Floral Prints: stoma cover."; blind review r19). The page's title carries the whole name.
        listing.metaDescription = shortField(ctx, forTone(book.fields.short.metaDescription, tone), f.recommendedMaxChars ?? f.maxChars ?? 155, said, f.recommendedMaxChars ?? f.maxChars ?? 155, ctx.slots.name ?? ctx.model.name);
        break;
      case "subtitle":
        listing.subtitle = shortField(ctx, book.fields.short.subtitle, f.maxChars ?? 55, said, f.maxChars ?? 55, ctx.model.name, true);
        break;
      case "tags":
        listing.tags = tags ?? [];
        break;
      case "searchTerms":
        listing.searchTerms = search ?? "";
        break;
    }
  }
  return listing;
}
