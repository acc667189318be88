// Text that must never reach a live listing whoever wrote it: a model talking about itself, a template
// token nobody filled in, a stock cliché. Each finder returns what it found so the checker can report
// it and the repairer can drop the sentence that holds it.

import { normaliseForMatch, splitSentences } from "../text-tools";

const REFUSALS: readonly RegExp[] = [
  /\bas an ai\b/i,
  /\bas a(?:n ai)? language model\b/i,
  /\bI (?:cannot|can['’]t|am unable to|['’]m unable to|am not able to)\b/,
  /\bI['’]m (?:sorry|afraid)\b/i,
  /\bI am (?:sorry|afraid)\b/i,
  /\bI (?:do not|don['’]t) have (?:access|enough information|information)\b/i,
  /\bknowledge cut-?off\b/i,
  /\bI apologi[sz]e\b/i,
  /\bI hope this helps\b/i,
  /\bhere(?:['’]s| is) (?:a|an|the|your) (?:product )?(?:description|listing)\b/i,
];

const PLACEHOLDERS: readonly RegExp[] = [
  /\[\s*(?:insert|add|enter|your|product|brand|name|company|x+|tbd|placeholder)[^\]]*\]/i,
  /\{\{[^}]*\}\}/,
  /\{\s*(?:product|brand|name|keyword|feature|title)[^}]*\}/i,
  /\bTODO\b/,
  /\bTBD\b/,
  /\blorem ipsum\b/i,
  /(?<![\p{L}\p{N}])X{2,}(?![\p{L}\p{N}])/u,
  /\b(?:product name|brand name) here\b/i,
  /<\s*(?:product|brand|name|insert|your|keyword|feature)[^<>]*>/i,
];

function matches(patterns: readonly RegExp[], text: string): string[] {
  const found: string[] = [];
  for (const pattern of patterns) {
    const match = pattern.exec(text);
    if (match) found.push(match[0]);
  }
  return found;
}

/**
 * A model's refusal or chatter. A sentence the seller typed is theirs, whatever its words: "I can't promise they'll last as
 * long as a new one" of a restored Walkman is their honesty, not a model refusing (r17: the repair dropped it and the
 * listing failed for the loss). `inputText` is what the seller typed.
 */
export function findRefusals(text: string, inputText = ""): string[] {
  const found = matches(REFUSALS, text);
  if (!found.length || !inputText) return found;
  const input = normaliseForMatch(inputText);
  const own = splitSentences(text).filter((s) => input.includes(normaliseForMatch(s)));
  return matches(REFUSALS, own.reduce((rest, s) => rest.replace(s, " "), text));
}

/**
 * Unfilled template tokens. A token the seller's own input contains ("XX-Large") is theirs, not a
 * placeholder. In plain-text fields any <…> with letters is a leftover template token too.
 */
export function findPlaceholders(text: string, inputText: string, plainText: boolean): string[] {
  const found = matches(PLACEHOLDERS, text).filter((token) => !inputText.toLowerCase().includes(token.toLowerCase()));
  if (plainText) {
    const angle = /<[^<>\n]*\p{L}[^<>\n]*>/u.exec(text);
    if (angle && !found.includes(angle[0])) found.push(angle[0]);
  }
  return found;
}
