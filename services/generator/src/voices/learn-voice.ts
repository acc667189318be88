import path from "node:path";
import { voiceProfileSchema, type VoiceLearnResult, type VoiceProfileInput } from "@shopscript/contracts";
import { readYaml } from "../facts/data-file";
import { countEmoji, gradeLevel, SPELLING } from "./voice-rules";

interface LearningData {
  watchWords: string[];
  preferredPairs: string[][];
}
const DATA = readYaml<LearningData>("learning.yaml", path.join(__dirname, "data"));
if (!Array.isArray(DATA?.watchWords) || !Array.isArray(DATA?.preferredPairs)) throw new Error("voices/data/learning.yaml: watchWords and preferredPairs must be lists");

const STOP = new Set("a an the and or of in on to for with by at from is are it its this that as be our your we you their they i my".split(" "));
const words = (text: string) => text.toLowerCase().match(/\p{L}+(?:['’-]\p{L}+)*/gu) ?? [];
const has = (text: string, phrase: string) => new RegExp(`(?<![\\p{L}\\p{N}])${phrase.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/\s+/g, "\\s+")}(?![\\p{L}\\p{N}])`, "iu").test(text);
const sentencesOf = (text: string) => text.split(/(?<=[.!?])\s+|\n+/).map((s) => s.trim()).filter((s) => words(s).length > 0);
const proper = (phrase: string, examples: string[]) => {
  // The phrase as the seller writes it (their capitals), from its first occurrence.
  for (const example of examples) {
    const m = new RegExp(phrase.split(" ").map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("\\s+"), "i").exec(example);
    if (m) return m[0];
  }
  return phrase;
};

/**
 * Proposes a voice from 3-10 of the seller's own listings (issue 31): their spelling (UK or US forms), person
 * (we / you / neither), emoji, sentence length and reading level, the phrases every listing carries (proposed as
 * required, placed where they usually stand), and the common sales words none of them uses (proposed as banned).
 * Plain counting, no model: the same listings always give the same proposal. Nothing is stored; the seller
 * edits the proposal and saves it.
 */
export function learnVoice(examples: string[], name?: string): VoiceLearnResult {
  const all = examples.join("\n");
  const sentences = examples.flatMap(sentencesOf);
  const averageSentenceWords = Math.round((sentences.reduce((n, s) => n + words(s).length, 0) / Math.max(1, sentences.length)) * 10) / 10;
  const gradeLevelAll = gradeLevel(examples.join("\n"));

  const tokens = words(all);
  const ukSpellings = [...new Set(tokens.filter((w) => SPELLING.toUs.has(w)))].sort();
  const usSpellings = [...new Set(tokens.filter((w) => SPELLING.toUk.has(w)))].sort();
  const weCount = tokens.filter((w) => /^(we|we're|we've|our|ours|us)$/.test(w)).length;
  const youCount = tokens.filter((w) => /^(you|you're|you'll|you've|your|yours)$/.test(w)).length;
  const emojiCount = countEmoji(all);
  const half = Math.ceil(examples.length / 2);
  const inMost = (test: RegExp) => examples.filter((e) => test.test(e)).length >= half;
  const person = inMost(/\b(we|we're|we've|our|ours)\b/i) ? "we" : inMost(/\b(you|your|you're|you'll)\b/i) ? "you" : "neutral";

  // Phrases of 2-5 words that every listing carries: the brand's own lines ("handmade in Maine").
  const grams = (text: string) => {
    const found = new Set<string>();
    const w = words(text);
    for (let n = 5; n >= 2; n--) for (let i = 0; i + n <= w.length; i++) found.add(w.slice(i, i + n).join(" "));
    return found;
  };
  const perExample = examples.map(grams);
  const everywhere = [...perExample[0]!].filter((g) => perExample.every((set) => set.has(g))).filter((g) => {
    const parts = g.split(" ");
    return !STOP.has(parts[0]!) && !STOP.has(parts[parts.length - 1]!) && parts.filter((p) => !STOP.has(p)).length >= 2;
  });
  // The longest first; a phrase inside a longer one already found is the same line.
  const frequentPhrases: string[] = [];
  for (const g of everywhere.sort((a, b) => b.split(" ").length - a.split(" ").length || a.localeCompare(b))) {
    if (!frequentPhrases.some((f) => f.includes(g))) frequentPhrases.push(g);
  }
  const required = frequentPhrases.slice(0, 2).map((g) => {
    const phrase = proper(g, examples);
    // Where it usually stands: in the last sentence of most listings → the closing line, else the opening.
    const last = examples.filter((e) => has(sentencesOf(e).slice(-1)[0] ?? "", g)).length;
    return { phrase, placement: last >= half ? ("description-end" as const) : ("description-start" as const) };
  });

  const avoidedWords = DATA.watchWords.filter((w) => !has(all, w));
  const preferredTerms = DATA.preferredPairs.flatMap(([use, ...others]) => {
    const forms = [use!, ...others];
    const used = forms.filter((f) => has(all, f));
    return used.length === 1 ? [{ use: used[0]!, insteadOf: forms.filter((f) => f !== used[0]) }] : [];
  });

  // Titles: a first line without a full stop is a title; mostly capitalised words there means Title Case.
  const titles = examples.map((e) => e.split("\n")[0]!.trim()).filter((l) => l && !/[.!?]$/.test(l) && l.length <= 200);
  const capitalised = (line: string) => {
    const w = line.split(/\s+/).filter((x) => /^\p{L}/u.test(x) && !STOP.has(x.toLowerCase()));
    return w.length > 0 && w.filter((x) => /^\p{Lu}/u.test(x)).length / w.length >= 0.7;
  };
  const titleCase = titles.length && titles.filter(capitalised).length < titles.length / 2 ? "sentence" : "title";

  const grade = Math.max(1, Math.min(16, Math.round(gradeLevelAll)));
  const proposal: VoiceProfileInput = {
    name: name?.trim() || "My brand voice",
    bannedPhrases: avoidedWords.map((phrase) => ({ phrase })),
    requiredPhrases: required,
    preferredTerms,
    spelling: ukSpellings.length > usSpellings.length ? "uk" : "us",
    person,
    emoji: emojiCount > 0 ? "few" : "never",
    readingLevel: { min: Math.max(1, grade - 2), max: Math.min(16, grade + 2) },
    titleCase,
  };
  return {
    proposal: voiceProfileSchema.parse(proposal),
    evidence: {
      examples: examples.length,
      sentences: sentences.length,
      averageSentenceWords,
      gradeLevel: Math.round(gradeLevelAll * 10) / 10,
      ukSpellings,
      usSpellings,
      weCount,
      youCount,
      emojiCount,
      frequentPhrases: frequentPhrases.slice(0, 5).map((g) => proper(g, examples)),
      avoidedWords,
    },
  };
}
