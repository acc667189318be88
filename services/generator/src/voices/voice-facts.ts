import type { VoiceProfile } from "@shopscript/contracts";
import type { ProductFacts } from "../domain/types";
import { matchCase, phrasePattern, protectedSpans, replaceOutside } from "./voice-rules";

export interface VoicedFacts {
  /** The facts the writers write from and the checker checks against. */
  facts: ProductFacts;
  /** What the voice changed in the seller's own entries, for the seller to see (result.notices.voice). */
  changes: string[];
}

const tidy = (text: string) =>
  text
    .replace(/\s{2,}/g, " ")
    .replace(/\s+([,;:!?]|\.(?!\d))/g, "$1")
    .replace(/([,;:])\s*(?=[,.;:])/g, "")
    .replace(/^[\s,;:–—-]+|[\s,;:–—-]+$/g, "")
    .trim();

/**
 * The seller's entries as their voice words them (issue 31), before anything is written: a banned word is
 * replaced (or left out) and a preferred term used, in their keywords, features and details. The product's name
 * and brand are product facts and stay exactly as typed, a banned word inside them included (the checker then
 * says why it was kept). The voice's required phrases are the seller's own words too: they join the text the
 * checker may take as said (pageDescription, which no built-in sentence renders), so a number or a material in
 * one is never called invented.
 */
export function voiceFacts(facts: ProductFacts, voice: VoiceProfile): VoicedFacts {
  const changes: string[] = [];
  const reword = (entry: string): string => {
    const spans = () => protectedSpans(entry, facts);
    let out = entry;
    for (const { phrase, replacement } of voice.bannedPhrases) {
      const before = out;
      out = replaceOutside(out, phrase, (found) => matchCase(found, replacement ?? ""), spans());
      if (out !== before) changes.push(replacement ? `“${phrase}” → “${replacement}” (your voice bans it)` : `“${phrase}” left out (your voice bans it)`);
    }
    for (const { use, insteadOf } of voice.preferredTerms) {
      for (const word of insteadOf) {
        const before = out;
        out = replaceOutside(out, word, (found) => matchCase(found, use), spans());
        if (out !== before) changes.push(`“${word}” → “${use}” (your preferred term)`);
      }
    }
    return out === entry ? entry : tidy(out);
  };
  const list = (entries: string[]) => entries.map(reword).filter((entry) => entry.trim() !== "");
  const required = voice.requiredPhrases.map((r) => r.phrase);
  const voiced: ProductFacts = {
    ...facts,
    keywords: list(facts.keywords),
    features: list(facts.features),
    ...(facts.details ? { details: list(facts.details) } : {}),
    materials: list(facts.materials),
    dimensions: facts.dimensions,
    ...(required.length ? { pageDescription: [facts.pageDescription ?? "", ...required].filter(Boolean).join("\n") } : {}),
  };
  return { facts: voiced, changes: [...new Set(changes)] };
}

/** Whether `text` holds `phrase` as whole words, whatever the capitalisation. */
export const hasPhrase = (text: string, phrase: string) => phrasePattern(phrase).test(text);
