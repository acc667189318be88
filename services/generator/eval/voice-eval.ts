import { readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { LISTING_RULES, PLATFORMS, TONES, voiceProfileSchema, type Listing, type Platform, type Tone, type VoiceProfile } from "@shopscript/contracts";
import { quietLogger } from "@shopscript/kit/testing";
import { defaultTaxonomy } from "../src/facts/taxonomy";
import { generateListing } from "../src/generation/generate-listing";
import { createBuiltinWriter } from "../src/writers/builtin";
import { descriptionField, effectiveSpelling, fieldText, gradeLevel, SPELLING } from "../src/voices/voice-rules";
import { loadEvalSet, type EvalSetName } from "./eval-set";
import { measureListing } from "./measures";

// The brand-voice evaluation (issue 31): every eval product on every platform in every tone, written through
// generateListing in each of three voices (voices.yaml), measured here with plain regular expressions rather
// than the checker's own code, so a checker bug cannot hide a writer bug. Truth counts reuse measures.ts.

export interface VoiceFigures {
  voice: string;
  listings: number;
  /** Banned words or phrases outside the product's name and brand (target 0). */
  bannedWords: number;
  /** Required phrases present where the marketplace allows them, of those expected (target 100%). */
  required: { present: number; expected: number };
  /** Words in the other locale's spelling that the seller did not type (target 0). */
  spellingErrors: number;
  /** Emoji where the voice says never or the marketplace forbids them, or more than a few (target 0). */
  emojiBreaks: number;
  /** Descriptions whose Flesch-Kincaid grade is inside the voice's range (target ≥ 90%). */
  readingInRange: number;
  /** Descriptions at Flesch-Kincaid grade 6-8, the issue's example range (reported). */
  readingSixToEight: number;
  /** Listings returned with a failed check (target 0). */
  failedChecks: number;
  /** measures.ts truth counts, summed (target 0 each), on the listing without the voice's required lines. */
  truth: Record<string, number>;
  /**
   * Listings where a required line itself says what the eval set marks as never-say for that product (the
   * seller's own brand line, e.g. "Handmade in small batches." on a product whose input does not say so):
   * reported apart, since the line is the seller's words, not the writer's claim.
   */
  requiredLineFlags: number;
  examples: string[];
}

export const EVAL_VOICES: VoiceProfile[] = (parse(readFileSync(path.join(__dirname, "voices.yaml"), "utf8")) as unknown[]).map((v) => voiceProfileSchema.parse(v));

const TRUTH = ["invertedNegations", "materialSwaps", "mangledVerbatim", "misplacedSafety", "otherCategoryWords", "wrongArticles", "misreadRoles", "droppedPhrases"] as const;
const EMOJI = /\p{Extended_Pictographic}/gu;
const phrase = (p: string) => new RegExp(`(?<![\\p{L}\\p{N}])${p.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/\s+/g, "\\s+")}(?![\\p{L}\\p{N}])`, "giu");

export async function runVoiceEval(options: { set?: EvalSetName; platforms?: readonly Platform[]; tones?: readonly Tone[]; productIds?: readonly string[] } = {}): Promise<VoiceFigures[]> {
  const { products: all } = loadEvalSet(options.set);
  const products = options.productIds ? all.filter((p) => options.productIds!.includes(p.id)) : all;
  const taxonomy = defaultTaxonomy();
  const builtin = createBuiltinWriter();
  const deps = { writer: builtin, builtin, log: quietLogger() };
  const out: VoiceFigures[] = [];
  for (const profile of EVAL_VOICES) {
    const f: VoiceFigures = { voice: profile.name, listings: 0, bannedWords: 0, required: { present: 0, expected: 0 }, spellingErrors: 0, emojiBreaks: 0, readingInRange: 0, readingSixToEight: 0, failedChecks: 0, truth: Object.fromEntries(TRUTH.map((k) => [k, 0])), requiredLineFlags: 0, examples: [] };
    const voice = { id: "eval", name: profile.name, profile };
    const withoutRequired = (text: string) => profile.requiredPhrases.reduce((t, r) => t.replace(phrase(r.phrase), ""), text);
    for (const product of products) {
      const seller = `${product.name}\n${product.keywords}`.toLowerCase();
      for (const platform of options.platforms ?? PLATFORMS) {
        for (const tone of options.tones ?? TONES) {
          const result = await generateListing({ productName: product.name, keywords: product.keywords, platform, tone, productUrl: undefined }, deps, { voice });
          const rules = LISTING_RULES[platform];
          const where = `${profile.name}/${product.id}/${platform}/${tone}`;
          f.listings++;
          const fields = rules.fields.filter((fl) => result.listing[fl.key] !== undefined);
          const text = fields.map((fl) => fieldText(result.listing, fl)).join("\n");
          // A banned word inside the product's name is the seller's product fact and is kept.
          const outsideName = text.replace(phrase(product.name), " ");
          for (const { phrase: p } of profile.bannedPhrases) {
            const n = (outsideName.match(phrase(p)) ?? []).length;
            if (n) {
              f.bannedWords += n;
              f.examples.push(`${where}: banned “${p}” ×${n}`);
            }
          }
          for (const r of profile.requiredPhrases) {
            if (rules.bannedPhrases.some((b) => r.phrase.toLowerCase().includes(b.toLowerCase()))) continue;
            f.required.expected++;
            if (phrase(r.phrase).test(text)) f.required.present++;
            else f.examples.push(`${where}: required “${r.phrase}” missing`);
          }
          const locale = effectiveSpelling(platform, profile);
          const other = locale === "us" ? SPELLING.toUs : SPELLING.toUk;
          for (const word of text.toLowerCase().match(/\p{L}+/gu) ?? []) {
            if (other.has(word) && !phrase(word).test(seller)) {
              f.spellingErrors++;
              f.examples.push(`${where}: “${word}” (${locale})`);
            }
          }
          let emoji = 0;
          for (const fl of fields) {
            const n = (fieldText(result.listing, fl).match(EMOJI) ?? []).length;
            emoji += n;
            if (n && (profile.emoji === "never" || fl.noEmoji)) f.emojiBreaks++;
          }
          if (profile.emoji === "few" && emoji > 3) f.emojiBreaks++;
          const body = descriptionField(rules);
          const grade = body ? gradeLevel(fieldText(result.listing, body)) : 0;
          if (grade >= 6 && grade <= 8) f.readingSixToEight++;
          if (grade >= profile.readingLevel.min && grade <= profile.readingLevel.max) f.readingInRange++;
          else f.examples.push(`${where}: grade ${grade} outside ${profile.readingLevel.min}-${profile.readingLevel.max}`);
          if (result.checks.some((c) => !c.passed)) {
            f.failedChecks++;
            f.examples.push(`${where}: failed ${result.checks.filter((c) => !c.passed).map((c) => `${c.id} ${c.detail ?? ""}`).join("; ")}`);
          }
          const withoutLines: Listing = Object.fromEntries(
            Object.entries(result.listing).map(([k, v]) => [k, Array.isArray(v) ? v.map(withoutRequired) : withoutRequired(v)]),
          );
          const findings = measureListing(withoutLines, { product, platform, taxonomy });
          const full = measureListing(result.listing, { product, platform, taxonomy });
          if (TRUTH.some((key) => full[key].length > findings[key].length)) {
            f.requiredLineFlags++;
            f.examples.push(`${where}: requiredLine ${TRUTH.flatMap((k) => full[k]).join("; ")}`);
          }
          for (const key of TRUTH) {
            f.truth[key]! += findings[key].length;
            if (findings[key].length) f.examples.push(`${where}: ${key} ${findings[key].join("; ")}`);
          }
        }
      }
    }
    out.push(f);
  }
  return out;
}
