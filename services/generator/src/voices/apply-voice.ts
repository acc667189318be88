import type { Listing, ListingField, ListingRules, VoiceProfile } from "@shopscript/contracts";
import { escapeHtml } from "../domain/text-tools";
import { indefiniteArticle } from "../facts/articles";
import { productModel } from "../facts/parse-facts";
import { breaksMeaning } from "../domain/checker/meaning-checks";
import type { ProductFacts, WriteInput } from "../domain/types";
import { hasPhrase } from "./voice-facts";
import {
  caseTitle,
  descriptionField,
  EMOJI,
  effectiveSpelling,
  listingRulesFor,
  matchCase,
  PERSON,
  protectedSpans,
  replaceOutside,
  respell,
  sellerText,
  TITLE_KEYS,
} from "./voice-rules";

/** The title joiner a required phrase is added with ("Linen Apron – Handmade in Maine"). */
const TITLE_JOIN = " – ";

/** Characters in a field as the marketplace counts them (code points). */
const chars = (text: string) => [...text].length;

export type PlacedPhrase = { phrase: string; field: string | null; reason?: string };

/**
 * Where each required phrase goes on this marketplace: its asked-for place when the marketplace allows it
 * there, else the description's end (a title over its limit, a platform with no such field); never anywhere
 * when the marketplace bans a phrase in it (`field: null` and the reason).
 */
export function placeRequired(voice: VoiceProfile, rules: ListingRules, listing: Listing, facts: ProductFacts): PlacedPhrase[] {
  const body = descriptionField(rules);
  const banned = rules.bannedPhrases.map((p) => p.toLowerCase());
  // The product's facts as the seller typed them, without the voice's lines (voiceFacts adds those as said).
  const lines = new Set(voice.requiredPhrases.map((r) => r.phrase));
  const own: ProductFacts = { ...facts, pageDescription: (facts.pageDescription ?? "").split("\n").filter((l) => !lines.has(l)).join("\n") || undefined };
  return voice.requiredPhrases.map(({ phrase, placement }) => {
    const hit = banned.find((p) => phrase.toLowerCase().includes(p));
    if (hit) return { phrase, field: null, reason: `the marketplace bans “${hit}”` };
    // A brand line never says what this product is not ("Handmade in small batches." on a machine-made vase).
    if (breaksMeaning(own, phrase, body?.key ?? "description")) return { phrase, field: null, reason: "it contradicts what you typed about this product" };
    if (placement === "title") {
      const title = rules.fields.find((f) => f.key === "title");
      const current = typeof listing.title === "string" ? listing.title : "";
      if (title && (hasPhrase(current, phrase) || !title.maxChars || chars(current + TITLE_JOIN + phrase) <= title.maxChars)) return { phrase, field: "title" };
      return { phrase, field: body?.key ?? null, reason: title ? `the title's ${title.maxChars}-character limit` : "no title field" };
    }
    return { phrase, field: body?.key ?? null, ...(body ? {} : { reason: "no description field" }) };
  });
}

/**
 * The writer's words in the voice's person (person.yaml): a "we" voice speaks as the brand where a true
 * phrasing allows ("Meet our…", "We offer it in…"), the others lose the writer's "we"; the seller's own
 * sentences are left as written.
 */
function rewritePerson(text: string, voice: VoiceProfile, facts: ProductFacts): string {
  const rules = [...(voice.person === "we" ? PERSON.withWe : PERSON.withoutWe), ...(voice.person === "neutral" ? PERSON.withoutYou : [])];
  if (!rules.length) return text;
  const own = new Set((facts.details ?? []).map((d) => d.trim()));
  return text.replace(/[^.!?\n]+[.!?]?/g, (sentence) => {
    if (own.has(sentence.trim())) return sentence;
    let out = sentence;
    for (const { pattern, replacement } of rules) out = out.replace(pattern, replacement);
    return out;
  });
}

/** Banned words replaced or left out, preferred terms used, outside the product's name and brand. */
function applyWords(text: string, voice: VoiceProfile, facts: ProductFacts): string {
  let out = text;
  for (const { phrase, replacement } of voice.bannedPhrases) {
    out = replaceOutside(out, phrase, (found) => matchCase(found, replacement ?? ""), protectedSpans(out, facts));
  }
  for (const { use, insteadOf } of voice.preferredTerms) {
    for (const word of insteadOf) out = replaceOutside(out, word, (found) => matchCase(found, use), protectedSpans(out, facts));
  }
  if (out === text) return text;
  // "a cheap apron" → "an affordable apron": the article follows the word that now comes after it.
  out = out.replace(/(?<![\p{L}\p{N}])(a|an|A|An)(\s+)([\p{L}\p{N}][\p{L}\p{N}'’.-]*)/gu, (whole, article: string, space: string, next: string) => {
    const right = indefiniteArticle(next);
    return article.toLowerCase() === right ? whole : `${/^A/.test(article) ? right[0]!.toUpperCase() + right.slice(1) : right}${space}${next}`;
  });
  return tidyLine(out);
}

const tidyLine = (text: string) =>
  text
    .split("\n")
    .map((line) => line.replace(/[ \t]{2,}/g, " ").replace(/ ([,;:!?]|\.(?!\d))/g, "$1").replace(/,\s*(,|\.(?!\d))/g, "$1").replace(/^\s*[,;:]\s*/, "").trimEnd())
    .join("\n");

function voiceText(text: string, field: ListingField, voice: VoiceProfile, input: WriteInput, locale: "us" | "uk", seller: string): string {
  let out = applyWords(text, voice, input.facts);
  if (field.kind !== "list" || field.key === "bullets" || field.key === "keyFeatures") out = rewritePerson(out, voice, input.facts);
  out = respell(out, locale, seller);
  if (voice.emoji === "never" || field.noEmoji) out = out.replace(EMOJI, "").replace(/[ \t]{2,}/g, " ");
  if (TITLE_KEYS.has(field.key)) out = caseTitle(out.trim(), voice.titleCase, input.facts);
  return out;
}

/**
 * The built-in writer's listing (or a model's, as a repair) in the seller's brand voice (issue 31): banned
 * words replaced or left out, preferred terms, the voice's spelling and person in the writer's own words, no
 * emoji when the voice says never, the titles' capitalisation, and every required phrase in its place.
 * Marketplace rules win: a required phrase that would break the title's limit goes at the end of the
 * description, one the marketplace bans is not added, and a US marketplace keeps US spelling.
 */
export function applyVoice(listing: Listing, input: WriteInput): Listing {
  const voice = input.voice;
  if (!voice) return listing;
  const rules = listingRulesFor(input.platform, voice);
  const locale = effectiveSpelling(input.platform, voice);
  const seller = sellerText(input.facts);
  const out: Listing = {};
  for (const [key, value] of Object.entries(listing)) {
    const field = rules.fields.find((f) => f.key === key);
    if (!field) {
      out[key] = value;
      continue;
    }
    out[key] = Array.isArray(value)
      ? value.map((item) => voiceText(item, field, voice, input, locale, seller)).filter((item) => item.trim() !== "")
      : voiceText(value, field, voice, input, locale, seller);
  }
  const warnings = productModel(input.facts).safety;
  for (const placed of placeRequired(voice, rules, out, input.facts)) {
    if (!placed.field) continue;
    const field = rules.fields.find((f) => f.key === placed.field)!;
    const current = typeof out[field.key] === "string" ? (out[field.key] as string) : "";
    if (hasPhrase(field.kind === "html" ? current.replace(/<[^>]+>/g, " ") : current, placed.phrase)) continue;
    out[field.key] = withPhrase(current, placed.phrase, field, voice.requiredPhrases.find((r) => r.phrase === placed.phrase)!.placement, warnings);
    if (TITLE_KEYS.has(field.key)) out[field.key] = caseTitle(out[field.key] as string, voice.titleCase, input.facts);
  }
  return out;
}

/** Whether a paragraph is one of the product's safety warnings (they close a description, apart). */
const isWarning = (paragraph: string, warnings: string[]) => {
  const text = paragraph.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ").trim().toLowerCase();
  return warnings.some((w) => text.includes(w.trim().toLowerCase().slice(0, 40)));
};

/** `body` with `paragraph` added as its last paragraph, but before the safety warnings that close it. */
function beforeWarnings(body: string, paragraph: string, separator: string, warnings: string[]): string {
  const parts = body.split(separator);
  let at = parts.length;
  while (at > 0 && isWarning(parts[at - 1]!, warnings)) at--;
  return [...parts.slice(0, at), paragraph, ...parts.slice(at)].join(separator);
}

function withPhrase(current: string, phrase: string, field: ListingField, placement: string, warnings: string[]): string {
  if (TITLE_KEYS.has(field.key)) return current.trim() ? `${current.trim()}${TITLE_JOIN}${phrase}` : phrase;
  const sentence = /[.!?]$/.test(phrase) ? phrase : `${phrase}.`;
  if (field.kind === "html") {
    const paragraph = `<p>${escapeHtml(sentence)}</p>`;
    return placement === "description-start" ? `${paragraph}\n${current}` : beforeWarnings(current.trimEnd(), paragraph, "\n", warnings);
  }
  const cut = field.maxChars ? field.maxChars - chars(sentence) - 2 : Infinity;
  // Never over the marketplace's limit: the body gives way at a sentence end for the brand's line.
  let body = current.trim();
  if (chars(body) > cut) {
    const head = [...body].slice(0, Math.max(0, cut)).join("");
    const end = Math.max(head.lastIndexOf(". "), head.lastIndexOf(".\n"));
    body = end > 0 ? head.slice(0, end + 1) : head;
  }
  return placement === "description-start" ? `${sentence}\n\n${body}` : beforeWarnings(body, sentence, "\n\n", warnings);
}
