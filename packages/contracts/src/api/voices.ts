import { z } from "zod";
import { platformSchema, toneSchema } from "../enum-schemas";
import { DEFAULT_TONE } from "../tones";
import { isoDateTimeSchema } from "../iso-datetime";

// Brand voices (issue 31): a seller's style guide that both writers follow and the checker enforces. The
// generator owns them (ARCHITECTURE.md section 8). Every bound is a real one: a voice travels with each
// generation (to a worker thread and into a model's prompt), so it stays small.

export const VOICE_NAME_MAX = 80;
export const VOICE_PHRASE_MAX = 120;
export const VOICE_ABOUT_MAX = 600;
export const VOICE_BANNED_MAX = 50;
export const VOICE_REQUIRED_MAX = 5;
export const VOICE_PREFERRED_MAX = 50;
/** A seller keeps a handful of voices (one per brand or line), not one per product. */
export const VOICES_PER_SELLER_MAX = 20;
export const VOICE_EXAMPLES_MIN = 3;
export const VOICE_EXAMPLES_MAX = 10;
export const VOICE_EXAMPLE_MAX = 10_000;

export const SPELLING_LOCALES = ["us", "uk"] as const;
export const VOICE_PERSONS = ["we", "you", "neutral"] as const;
export const EMOJI_POLICIES = ["never", "few"] as const;
export const TITLE_CASES = ["title", "sentence"] as const;
/**
 * Where a required phrase goes. "title" asks for the title, but marketplace rules win: a phrase that would
 * break the title's limit (or a platform without a title field) goes at the end of the description instead.
 */
export const PHRASE_PLACEMENTS = ["description-end", "description-start", "title"] as const;

export const SPELLING_LABELS: Record<(typeof SPELLING_LOCALES)[number], string> = { us: "US English (color)", uk: "UK English (colour)" };
export const PERSON_LABELS: Record<(typeof VOICE_PERSONS)[number], string> = { we: "We (the brand speaks)", you: "You (to the buyer)", neutral: "Neutral (no we)" };
export const EMOJI_LABELS: Record<(typeof EMOJI_POLICIES)[number], string> = { never: "Never", few: "A few, where the platform allows" };
export const TITLE_CASE_LABELS: Record<(typeof TITLE_CASES)[number], string> = { title: "Title Case", sentence: "Sentence case" };
export const PLACEMENT_LABELS: Record<(typeof PHRASE_PLACEMENTS)[number], string> = {
  "description-end": "Closing line of the description",
  "description-start": "Opening line of the description",
  title: "In the title (if it fits)",
};

const phrase = (what: string) =>
  z
    .string({ error: `${what} must be text` })
    .trim()
    .min(1, { error: `${what} is required` })
    .max(VOICE_PHRASE_MAX, { error: `${what} must be at most ${VOICE_PHRASE_MAX} characters` })
    .refine((text) => !/[\n\r<>]/.test(text), { error: `${what} must be one line of plain text` });

export const bannedPhraseSchema = z.object({
  phrase: phrase("Banned word"),
  /** What to say instead; none means the word is left out. */
  replacement: z
    .string()
    .trim()
    .max(VOICE_PHRASE_MAX, { error: `Replacement must be at most ${VOICE_PHRASE_MAX} characters` })
    .refine((text) => !/[\n\r<>]/.test(text), { error: "Replacement must be one line of plain text" })
    .optional()
    .transform((v) => v || undefined),
});
export type BannedPhrase = z.infer<typeof bannedPhraseSchema>;

export const requiredPhraseSchema = z.object({
  phrase: phrase("Required phrase"),
  placement: z.enum(PHRASE_PLACEMENTS, { error: "Choose where the phrase goes" }).default("description-end"),
});
export type RequiredPhrase = z.infer<typeof requiredPhraseSchema>;

export const preferredTermSchema = z.object({
  /** The word the brand uses ("tee"). */
  use: phrase("Preferred term"),
  /** The words it stands for ("t-shirt", "tshirt"). */
  insteadOf: z
    .array(phrase("Word to replace"), { error: "List the words it replaces" })
    .min(1, { error: "List at least one word it replaces" })
    .max(10, { error: "At most 10 words per preferred term" }),
});
export type PreferredTerm = z.infer<typeof preferredTermSchema>;

/** Flesch-Kincaid grade: 1 (very easy) to 16 (academic). */
export const readingLevelSchema = z
  .object({
    min: z.number({ error: "Reading level minimum must be a number" }).int().min(1, { error: "Reading level minimum must be at least 1" }).max(16, { error: "Reading level minimum must be at most 16" }),
    max: z.number({ error: "Reading level maximum must be a number" }).int().min(1, { error: "Reading level maximum must be at least 1" }).max(16, { error: "Reading level maximum must be at most 16" }),
  })
  .refine((r) => r.min <= r.max, { error: "Reading level minimum must not be above the maximum", path: ["max"] });
export type ReadingLevel = z.infer<typeof readingLevelSchema>;

const list = <T extends z.ZodType>(item: T, max: number, what: string) =>
  z.array(item, { error: `${what} must be a list` }).max(max, { error: `At most ${max} ${what.toLowerCase()}` }).default([]);

/** What a voice says about the writing; the same shape is stored, sent to the writers and proposed from examples. */
export const voiceProfileSchema = z.object({
  name: z
    .string({ error: "Name is required" })
    .trim()
    .min(1, { error: "Name is required" })
    .max(VOICE_NAME_MAX, { error: `Name must be at most ${VOICE_NAME_MAX} characters` }),
  /** The built-in tone the voice starts from; the rules below are applied on top. */
  baseTone: toneSchema.default(DEFAULT_TONE),
  bannedPhrases: list(bannedPhraseSchema, VOICE_BANNED_MAX, "Banned words"),
  requiredPhrases: list(requiredPhraseSchema, VOICE_REQUIRED_MAX, "Required phrases"),
  preferredTerms: list(preferredTermSchema, VOICE_PREFERRED_MAX, "Preferred terms"),
  spelling: z.enum(SPELLING_LOCALES, { error: "Spelling must be us or uk" }).default("us"),
  person: z.enum(VOICE_PERSONS, { error: "Person must be we, you or neutral" }).default("neutral"),
  emoji: z.enum(EMOJI_POLICIES, { error: "Emoji must be never or few" }).default("never"),
  readingLevel: readingLevelSchema.default({ min: 6, max: 10 }),
  titleCase: z.enum(TITLE_CASES, { error: "Title capitalisation must be title or sentence" }).default("title"),
  /**
   * A few lines about the brand. Used only to choose among true phrasings (and in a model's prompt as
   * style context), never as a source of product facts: nothing in it may appear as a claim.
   */
  about: z
    .string({ error: "About must be text" })
    .trim()
    .max(VOICE_ABOUT_MAX, { error: `About must be at most ${VOICE_ABOUT_MAX} characters` })
    .default(""),
});
export type VoiceProfile = z.infer<typeof voiceProfileSchema>;
export type VoiceProfileInput = z.input<typeof voiceProfileSchema>;

// POST /api/voices and PUT /api/voices/:id: the profile, and whether it becomes the seller's default.
export const voiceSaveSchema = voiceProfileSchema.extend({
  isDefault: z.boolean({ error: "isDefault must be true or false" }).optional(),
});
export type VoiceSave = z.infer<typeof voiceSaveSchema>;
export type VoiceSaveInput = z.input<typeof voiceSaveSchema>;

export const voiceSchema = voiceProfileSchema.extend({
  id: z.uuid(),
  isDefault: z.boolean(),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
});
export type Voice = z.infer<typeof voiceSchema>;

export const voiceListSchema = z.object({ voices: z.array(voiceSchema) });
export type VoiceList = z.infer<typeof voiceListSchema>;

// POST /api/voices/learn: 3-10 of the seller's own listings → a proposed profile they edit and save.
export const voiceLearnRequestSchema = z.object({
  name: z.string().trim().max(VOICE_NAME_MAX, { error: `Name must be at most ${VOICE_NAME_MAX} characters` }).optional(),
  examples: z
    .array(
      z
        .string({ error: "Each example must be text" })
        .trim()
        .min(40, { error: "Each example must be a whole listing (at least 40 characters)" })
        .max(VOICE_EXAMPLE_MAX, { error: `Each example must be at most ${VOICE_EXAMPLE_MAX} characters` }),
      { error: "Paste your listings as a list" },
    )
    .min(VOICE_EXAMPLES_MIN, { error: `Paste at least ${VOICE_EXAMPLES_MIN} listings` })
    .max(VOICE_EXAMPLES_MAX, { error: `Paste at most ${VOICE_EXAMPLES_MAX} listings` }),
});
export type VoiceLearnRequest = z.infer<typeof voiceLearnRequestSchema>;

export const voiceLearnResultSchema = z.object({
  proposal: voiceProfileSchema,
  /** What the analysis measured, so the seller sees why each setting was proposed. */
  evidence: z.object({
    examples: z.number().int(),
    sentences: z.number().int(),
    averageSentenceWords: z.number(),
    gradeLevel: z.number(),
    ukSpellings: z.array(z.string()),
    usSpellings: z.array(z.string()),
    weCount: z.number().int(),
    youCount: z.number().int(),
    emojiCount: z.number().int(),
    frequentPhrases: z.array(z.string()),
    avoidedWords: z.array(z.string()),
  }),
});
export type VoiceLearnResult = z.infer<typeof voiceLearnResultSchema>;

/** The generation request's voice: a voice id, or "none" for no voice even when the seller has a default. */
export const voiceChoiceSchema = z.union([z.uuid({ error: "Voice must be a voice id or none" }), z.literal("none")], {
  error: "Voice must be a voice id or none",
});

/** A voice by name (the generator's internal answer to "is this voice the seller's?", asked at a catalog upload). */
export const voiceRefSchema = z.object({ id: z.uuid(), name: z.string() });
export type VoiceRef = z.infer<typeof voiceRefSchema>;

/**
 * POST /api/voices/preview (the web app's voice page): a draft voice written on a sample product, unsaved.
 * The sample is fixed so a seller sees only what their rules change; the built-in writer writes it.
 */
export const VOICE_PREVIEW_PRODUCT = {
  productName: "Harbor Linen Apron",
  keywords: "100% linen, cheap, two deep pockets, adjustable neck strap, machine wash cold, colour: natural",
} as const;
export const voicePreviewRequestSchema = z.object({
  voice: voiceProfileSchema,
  platform: platformSchema.default("etsy"),
});
export type VoicePreviewRequest = z.input<typeof voicePreviewRequestSchema>;
