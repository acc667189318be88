import type { Listing, ListingRules, VoiceProfile } from "@shopscript/contracts";
import type { FieldCheck } from "../domain/checker/field-checks";
import type { WriteInput } from "../domain/types";
import { placeRequired } from "./apply-voice";
import { hasPhrase } from "./voice-facts";
import {
  caseTitle,
  countEmoji,
  descriptionField,
  effectiveSpelling,
  FEW_EMOJI,
  fieldText,
  gradeLevel,
  introducedWe,
  offLocaleWords,
  phrasePattern,
  protectedSpans,
  sellerText,
  sellerWords,
  TITLE_KEYS,
} from "./voice-rules";

const result = (id: string, label: string, problems: string[], field?: string): FieldCheck =>
  problems.length
    ? { id, label, passed: false, detail: problems.join("; "), ...(field ? { field } : {}) }
    : { id, label, passed: true, ...(field ? { field } : {}) };

/**
 * The brand voice's rules, checked on every writer's output (issue 31). Failures (a banned word, a missing
 * required phrase, the other locale's spelling, emoji against the policy, a title in the wrong case) go to the
 * repairer like any other, and so does a "we/our" the writer introduced in a voice without "we"; a "you" in a
 * neutral voice and the reading level are reported, never a reason to refuse a listing, since neither can be
 * made exact without changing what is said.
 */
export function checkVoice(listing: Listing, rules: ListingRules, input: Pick<WriteInput, "facts" | "platform" | "voice">): FieldCheck[] {
  const voice = input.voice;
  if (!voice) return [];
  const fields = rules.fields.filter((f) => listing[f.key] !== undefined);
  const texts = fields.map((f) => ({ field: f, text: fieldText(listing, f) }));
  return [banned(texts, voice, input), required(listing, rules, voice, input.facts), spelling(texts, voice, input), emoji(texts, voice), casing(listing, voice, input), person(texts, voice, input), reading(listing, rules, voice)];
}

type FieldTexts = Array<{ field: { key: string; noEmoji?: boolean }; text: string }>;

function banned(texts: FieldTexts, voice: VoiceProfile, input: Pick<WriteInput, "facts">): FieldCheck {
  const problems: string[] = [];
  const kept = new Set<string>();
  for (const { field, text } of texts) {
    const spans = protectedSpans(text, input.facts);
    for (const { phrase } of voice.bannedPhrases) {
      for (const m of text.matchAll(phrasePattern(phrase))) {
        const start = m.index!;
        if (spans.some(([s, e]) => start >= s && start + m[0].length <= e)) kept.add(phrase);
        else problems.push(`“${m[0]}” in ${field.key}`);
      }
    }
  }
  const label = "No word your voice bans";
  if (problems.length) return result("voice:banned", label, problems);
  const why = [...kept].map((p) => `kept “${p}”: it is part of the product's name or brand you typed (a product fact)`);
  return { id: "voice:banned", label, passed: true, ...(why.length ? { detail: why.join("; ") } : {}) };
}

function required(listing: Listing, rules: ListingRules, voice: VoiceProfile, facts: WriteInput["facts"]): FieldCheck {
  const problems: string[] = [];
  const notes: string[] = [];
  for (const placed of placeRequired(voice, rules, listing, facts)) {
    if (!placed.field) {
      notes.push(`“${placed.phrase}” not added: ${placed.reason}`);
      continue;
    }
    const field = rules.fields.find((f) => f.key === placed.field)!;
    // A phrase asked for in the title also counts there when the title took it.
    const where = [field, ...(placed.reason ? [] : rules.fields.filter((f) => f.key === "title"))];
    if (!where.some((f) => hasPhrase(fieldText(listing, f), placed.phrase))) problems.push(`“${placed.phrase}” missing from ${field.key}`);
    else if (placed.reason) notes.push(`“${placed.phrase}” is in ${field.key}, not the title: ${placed.reason}`);
  }
  const label = "Your required phrases";
  if (problems.length) return result("voice:required", label, problems);
  return { id: "voice:required", label, passed: true, ...(notes.length ? { detail: notes.join("; ") } : {}) };
}

function spelling(texts: FieldTexts, voice: VoiceProfile, input: Pick<WriteInput, "facts" | "platform">): FieldCheck {
  const locale = effectiveSpelling(input.platform, voice);
  const seller = sellerText(input.facts);
  const problems = texts.flatMap(({ field, text }) => offLocaleWords(text, locale, seller).map(({ word, fix }) => `“${word}” in ${field.key} (${fix})`));
  const label = `Spelling: ${locale === "uk" ? "UK" : "US"} English`;
  if (problems.length) return result("voice:spelling", label, problems);
  return locale !== voice.spelling
    ? { id: "voice:spelling", label, passed: true, detail: "This marketplace requires US spelling: it wins over your voice's UK spelling." }
    : result("voice:spelling", label, []);
}

function emoji(texts: FieldTexts, voice: VoiceProfile): FieldCheck {
  const problems: string[] = [];
  let total = 0;
  for (const { field, text } of texts) {
    const n = countEmoji(text);
    total += n;
    if (n && (voice.emoji === "never" || field.noEmoji)) problems.push(`${n} in ${field.key}`);
  }
  if (voice.emoji === "few" && total > FEW_EMOJI) problems.push(`${total} in all (a few is at most ${FEW_EMOJI})`);
  return result("voice:emoji", voice.emoji === "never" ? "No emoji (your voice)" : `At most ${FEW_EMOJI} emoji, none where the marketplace forbids them`, problems);
}

function casing(listing: Listing, voice: VoiceProfile, input: Pick<WriteInput, "facts">): FieldCheck {
  const problems: string[] = [];
  for (const key of TITLE_KEYS) {
    const value = listing[key];
    if (typeof value !== "string" || !value.trim()) continue;
    const cased = caseTitle(value, voice.titleCase, input.facts as Parameters<typeof caseTitle>[2]);
    if (cased !== value) problems.push(`${key} should read “${cased.slice(0, 80)}”`);
  }
  return result("voice:title-case", voice.titleCase === "title" ? "Titles in Title Case" : "Titles in sentence case", problems);
}

const YOU = /(?<![\p{L}])(?:you|you're|you'll|you've|your|yours)(?![\p{L}])/giu;

/**
 * The person rule: a "we/our" the writer introduced in a you or neutral voice fails (repaired: the sentence
 * goes, a title loses the word); the seller's own words keep theirs ("cut in our studio" typed by them). A
 * "you" in a neutral voice is reported, since addressing the buyer claims nothing.
 */
function person(texts: FieldTexts, voice: VoiceProfile, input: Pick<WriteInput, "facts">): FieldCheck {
  const seller = sellerWords(input.facts, voice);
  const introduced: string[] = [];
  const reported: string[] = [];
  for (const { field, text } of texts) {
    for (const sentence of text.split(/(?<=[.!?])\s+|\n+/)) {
      if (!sentence.trim() || seller.includes(sentence.trim().toLowerCase())) continue;
      if (voice.person !== "we") for (const word of introducedWe(sentence, seller)) introduced.push(`“${word}” in ${field.key}`);
      if (voice.person === "neutral" && YOU.test(sentence)) reported.push(`“you” in ${field.key}`);
      YOU.lastIndex = 0;
    }
  }
  const label = { we: "Person: the brand may say we", you: "Person: you, no we", neutral: "Person: neutral, no we or you" }[voice.person];
  if (introduced.length) return { id: "voice:person", label, passed: false, detail: `the brand speaks where your voice says it does not: ${[...new Set(introduced)].join("; ")}` };
  const unique = [...new Set(reported)];
  return unique.length
    ? { id: "voice:person", label, passed: true, detail: `reported, not refused: ${unique.join("; ")}`, warning: true }
    : { id: "voice:person", label, passed: true };
}

function reading(listing: Listing, rules: ListingRules, voice: VoiceProfile): FieldCheck {
  const body = descriptionField(rules);
  const grade = body ? gradeLevel(fieldText(listing, body)) : 0;
  const { min, max } = voice.readingLevel;
  const label = `Reading level grade ${min}-${max}`;
  const detail = `Flesch-Kincaid grade ${grade}`;
  if (grade >= min && grade <= max) return { id: "voice:reading-level", label, passed: true, detail };
  return { id: "voice:reading-level", label, passed: true, warning: true, detail: `${detail}, outside ${min}-${max} (reported: the facts set the words)` };
}

/** The description's Flesch-Kincaid grade, for the eval and the live preview. */
export function descriptionGrade(listing: Listing, rules: ListingRules): number {
  const body = descriptionField(rules);
  return body ? gradeLevel(fieldText(listing, body)) : 0;
}
