import type { ListingRules, Platform } from "@shopscript/contracts";
import { readYaml, VOCABULARY_DIR, wordList } from "./data-file";
import { withArticle } from "./articles";
import type { Fact, ProductModel } from "./fact-types";

// A sentence of the seller's pasted description in the first person ("I've been roasting coffee for 10
// years") is their voice. Their own shop may speak it; a marketplace listing speaks of the product, so
// there it is said in the third person when a rewrite says exactly the same (vocabulary/seller-voice.yaml:
// "polished by me in my studio" → "polished in a studio"), or it is left out and the review says so.

interface VoiceFile {
  firstPerson: string[];
  ownVoicePlatforms: string[];
  agents: string[];
  makerPlaces: string[];
}

export interface SellerVoice {
  /** Whether the sentence is the seller speaking ("I", "my", "we", "our" …). */
  isFirstPerson(sentence: string): boolean;
  /** The sentence in the third person when a faithful rewrite exists, else undefined. `productNoun` is the name's head noun ("Towels"). */
  thirdPerson(sentence: string, productNoun: string): string | undefined;
  /** Whether the platform is the seller's own shop or a maker marketplace, where their voice may stay. */
  ownVoice(platform: Platform): boolean;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const phrases = (list: readonly string[]) => list.map((p) => p.trim().split(/\s+/).map(escape).join("\\s+")).join("|");

export function buildSellerVoice(file: VoiceFile): SellerVoice {
  const name = "seller-voice.yaml";
  const words = wordList(file, name, "firstPerson").filter((w) => w !== "us");
  // "us" in lower case only: "Made in the US" is the country.
  const bounded = (body: string, flags: string) => new RegExp(`(?<![\\p{L}\\p{N}'’])(?:${body})(?![\\p{L}\\p{N}'’])`, flags);
  const anyCase = bounded(phrases(words), "iu");
  const lowerUs = bounded("us", "u");
  const agent = new RegExp(`\\s+(?:${phrases(wordList(file, name, "agents"))})(?![\\p{L}\\p{N}])`, "giu");
  // "in my small studio in Brighton": a preposition, the owner, at most two describing words, the place.
  const place = new RegExp(`\\b(in|at|from|inside)\\s+(?:my|our)\\s+((?:[\\p{Ll}-]+\\s+){0,2}?(?:${phrases(wordList(file, name, "makerPlaces"))}))(?![\\p{L}\\p{N}])`, "giu");
  const own = new Set(wordList(file, name, "ownVoicePlatforms").map((p) => p.toLowerCase()));
  const isFirstPerson = (sentence: string) => anyCase.test(sentence) || lowerUs.test(sentence);
  return {
    isFirstPerson,
    thirdPerson(sentence, productNoun) {
      if (!isFirstPerson(sentence)) return sentence;
      // (In a negation the maker is what is ruled out: "NOT read aloud or recorded by us" said without it read as though the
      // speech could not be read aloud; blind review r28. There "by the seller".)
      const negated = /\b(?:not|never|no)\b/i.test(sentence);
      let out = sentence.replace(agent, negated ? " by the seller" : "").replace(place, (_m, prep: string, where: string) => `${prep} ${withArticle(where)}`);
      // "Our towels are woven in Portugal": the product itself, with the seller's possessive, is "The towels".
      const noun = productNoun.trim().toLowerCase();
      if (noun) {
        const stem = noun.replace(/(?:es|s)$/, "");
        out = out.replace(new RegExp(`^(?:my|our)\\s+(${escape(stem)}(?:s|es)?)(?![\\p{L}\\p{N}])`, "iu"), (m: string, thing: string) => `${/^\p{Lu}/u.test(m) ? "The" : "the"} ${thing}`);
      }
      return isFirstPerson(out) ? undefined : out;
    },
    ownVoice: (platform) => own.has(platform),
  };
}

let loaded: SellerVoice | undefined;

/** The seller-voice rules of vocabulary/seller-voice.yaml, compiled once. */
export function sellerVoice(): SellerVoice {
  loaded ??= buildSellerVoice(readYaml<VoiceFile>("seller-voice.yaml", VOCABULARY_DIR));
  return loaded;
}

/** Facts a listing may never drop, whoever speaks them: what keeps a buyer safe, care, who it is for, the seller's terms, what the product is not. */
export const mustKeep = (fact: Fact): boolean =>
  fact.kind === "safety" || fact.kind === "care" || fact.kind === "audience" || fact.kind === "policy" || fact.polarity === "not" || fact.polarity === "separate";

/**
 * Why a fact is not said on this platform in the seller's voice, or undefined: a first-person sentence with
 * no faithful third-person reading, on a marketplace. (A warning, care line or policy is said as written
 * even then: losing it is worse than its "I".)
 */
export function leftOutAsFirstPerson(fact: Fact, platform: Platform): string | undefined {
  // (A keyword is never left out: the seller asked for it. Without a third-person reading it is said as typed.)
  // (A "not" of the story's own, "I haven't rubbed it out because …", is no negation of the product: kept alone, it read as
  // a sentence about nothing once the story before it was left out; blind review r20.)
  const keep = mustKeep(fact) && !(fact.polarity === "not" && fact.kind !== "safety" && fact.kind !== "care" && fact.kind !== "policy" && /^\s*(?:I|we)\b/i.test(fact.display));
  return fact.source === "details" && fact.firstPerson && !fact.firstPerson.thirdPerson && !sellerVoice().ownVoice(platform) && !keep ? "first-person story" : undefined;
}

/**
 * The model as a listing on this platform says it: on the seller's own shop, as read; on a marketplace,
 * each first-person sentence in its third-person reading, and those without one left out (the checker
 * lists them as left out, with the reason).
 */
export function modelInPlatformVoice(model: ProductModel, platform: Platform): ProductModel {
  if (sellerVoice().ownVoice(platform) || !model.facts.some((f) => f.firstPerson)) return model;
  const facts = model.facts
    .filter((f) => !leftOutAsFirstPerson(f, platform))
    .map((f) => (f.firstPerson?.thirdPerson ? { ...f, display: f.firstPerson.thirdPerson } : f));
  return { ...model, facts };
}

/**
 * Whether a listing on this platform says the seller's shipping lines: their own listing does, a shared catalog page
 * not. (A store page always does; with no platform known, only a store page.)
 */
export function saysShipping(rules: Pick<ListingRules, "fields">, platform?: Platform): boolean {
  return rules.fields.some((f) => f.key === "bodyHtml") || (platform !== undefined && sellerVoice().ownVoice(platform));
}
