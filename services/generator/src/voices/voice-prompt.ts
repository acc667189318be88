import { PERSON_LABELS, type Platform, type VoiceProfile } from "@shopscript/contracts";
import { effectiveSpelling, FEW_EMOJI } from "./voice-rules";

/**
 * A brand voice as a model's instructions (issue 31). The checker enforces the same rules on the answer, so
 * this only saves a retry; "about the brand" is style context, marked as no source of facts.
 */
export function voicePromptSection(voice: VoiceProfile, platform: Platform): string {
  const spelling = effectiveSpelling(platform, voice);
  const lines = [`BRAND VOICE "${voice.name}" (the seller's style guide: follow every line; the hard rules and the marketplace's limits still win)`];
  if (voice.bannedPhrases.length) {
    lines.push(
      `- Never use these words or phrases: ${voice.bannedPhrases.map((b) => `"${b.phrase}"${b.replacement ? ` (say "${b.replacement}" instead)` : ""}`).join(", ")}. ` +
        "Only where one is part of the product's name or brand exactly as given, keep it there.",
    );
  }
  if (voice.preferredTerms.length) lines.push(`- Preferred terms: ${voice.preferredTerms.map((p) => `"${p.use}" (not ${p.insteadOf.map((w) => `"${w}"`).join(" or ")})`).join(", ")}.`);
  for (const required of voice.requiredPhrases) {
    const where = required.placement === "title" ? "at the end of the title if it fits the title's limit, else as the description's last line" : required.placement === "description-start" ? "as the description's first line" : "as the description's last line";
    lines.push(`- Include exactly "${required.phrase}" ${where}.`);
  }
  lines.push(`- Spelling: ${spelling === "uk" ? "UK English (colour, organise)" : "US English (color, organize)"}${spelling !== voice.spelling ? " (this marketplace requires it)" : ""}.`);
  lines.push(`- Person: ${PERSON_LABELS[voice.person]}.${voice.person === "neutral" ? ' Do not write "we", "our", "you" or "your".' : voice.person === "you" ? ' Speak to the buyer; never "we" or "our".' : ' Speak as the brand ("Meet our…", "We offer it in…") where natural, only in what is true of any seller of it: never "we make" or "we design" unless the seller says so.'}`);
  lines.push(voice.emoji === "never" ? "- No emoji anywhere." : `- At most ${FEW_EMOJI} emoji in all, only in the description, never in titles.`);
  lines.push(`- Titles in ${voice.titleCase === "title" ? "Title Case" : "sentence case"}.`);
  lines.push(`- Reading level: Flesch-Kincaid grade ${voice.readingLevel.min} to ${voice.readingLevel.max} (short sentences and plain words lower it).`);
  if (voice.about.trim()) lines.push(`- About the brand (style context only, NOT facts about this product: never state anything from it as a claim): ${JSON.stringify(voice.about.trim())}`);
  return lines.join("\n");
}
