import { LISTING_RULES, TONES, type ListingField, type Platform, type Tone } from "@shopscript/contracts";
import { URL, YEAR, bannedCharsFor, overRepeatedWords } from "../checker/field-checks";
import { findMaterials } from "../fact-vocabulary";
import { charCount, normaliseForMatch, wordsOf } from "../text-tools";
import { joinList, titleCase } from "./grammar";
import type { Feature, Profile } from "./product-profile";
import { rotateBy } from "./prng";

// Titles are where platforms differ most (Amazon packs attributes, eBay has 80 characters, a store's
// title is short and its SEO title shorter) and where tones must differ too: the technical title
// leads with measurements, the professional one with what the product has, the casual one with what
// it does, the luxury one stays short and names the material. Each candidate is built within the
// platform's limits (length, banned characters, repeated words) before it is ever offered.

const ORDER: Record<Tone, Feature["shape"][]> = {
  technical: ["spec", "material", "np", "adj", "clause", "finish", "type", "style", "for", "gift"],
  professional: ["np", "adj", "spec", "material", "finish", "clause", "type", "for", "style", "gift"],
  casual: ["adj", "clause", "np", "style", "finish", "spec", "type", "for", "gift"],
  luxury: ["material", "finish", "np", "style", "adj"],
};

const SHARE: Record<Tone, number> = { technical: 1, professional: 0.85, casual: 0.72, luxury: 0.5 };

function baseLength(platform: Platform, field: ListingField): number {
  if (platform === "amazon") return 150;
  if (platform === "walmart") return 120;
  if (field.maxChars) return Math.min(field.maxChars, 120);
  return 70;
}

interface TitleRules {
  max: number;
  ok: (title: string) => boolean;
}

function rulesFor(platform: Platform, field: ListingField): TitleRules {
  const rules = LISTING_RULES[platform];
  const banned = bannedCharsFor(field, rules);
  const phrases = [...rules.bannedPhrases, ...(field.bannedPhrases ?? [])].map((p) => p.toLowerCase());
  const maxRepeats = Math.min(rules.maxWordRepeatsInTitle ?? 2, 2);
  const max = field.maxChars ?? 80;
  return {
    max,
    ok: (title) =>
      charCount(title) <= max &&
      !banned.some((ch) => title.includes(ch)) &&
      !phrases.some((p) => title.toLowerCase().includes(p)) &&
      overRepeatedWords(title, maxRepeats).length === 0 &&
      Object.entries(field.maxCharOccurrences ?? {}).every(([ch, n]) => [...title].filter((c) => c === ch).length <= n) &&
      (!field.noYears || !YEAR.test(title)) &&
      (!field.noUrls || !URL.test(title)),
  };
}

/** The product name made safe for this title field: banned characters and years removed, length capped. */
function safeName(profile: Profile, platform: Platform, field: ListingField, rules: TitleRules): string {
  const withBrand = profile.brand && platform !== "etsy" && !profile.name.toLowerCase().includes(profile.brand.toLowerCase()) ? `${profile.brand} ${profile.name}` : profile.name;
  let name = withBrand;
  for (const ch of bannedCharsFor(field, LISTING_RULES[platform])) name = name.split(ch).join(" ");
  if (field.noYears) name = name.replace(new RegExp(YEAR.source, "gu"), " ");
  if (field.noUrls) name = name.replace(new RegExp(URL.source, "gi"), " ");
  for (const [ch, n] of Object.entries(field.maxCharOccurrences ?? {})) {
    let seen = 0;
    name = [...name].map((c) => (c === ch && ++seen > n ? (ch === "&" ? " and " : " ") : c)).join("");
  }
  name = name.replace(/\s+/g, " ").trim();
  // A name that repeats a word more than the platform allows keeps its first uses only.
  const limit = LISTING_RULES[platform].maxWordRepeatsInTitle;
  if (limit !== undefined && overRepeatedWords(name, limit).length) {
    const counts = new Map<string, number>();
    name = name
      .split(" ")
      .filter((word) => {
        const key = wordsOf(word.toLowerCase())[0];
        if (!key) return true;
        const n = (counts.get(key) ?? 0) + 1;
        counts.set(key, n);
        return n <= limit || ["a", "an", "the", "and", "or", "for", "with", "of", "in", "on", "to"].includes(key);
      })
      .join(" ");
  }
  while (charCount(name) > rules.max) name = name.replace(/\s*\S+$/, "");
  return name;
}

function segmentText(f: Feature): string | undefined {
  if (f.shape === "statement" || f.shape === "context") return undefined;
  if (f.shape === "spec") return titleCase(f.text);
  if (f.shape === "for") return /^(suitable|ideal|great|perfect|designed|made|built|safe)\b/i.test(f.text) ? titleCase(f.text) : `for ${titleCase(f.text.replace(/^for\s+/i, ""))}`;
  return titleCase(f.text);
}

const already = (title: string, text: string) => normaliseForMatch(title).includes(normaliseForMatch(text));

interface Form {
  lead: string;
  withFirst?: boolean;
  extra: number;
  rotate: number;
}

function compose(profile: Profile, tone: Tone, name: string, rules: TitleRules, target: number, form: Form): string {
  const order = ORDER[tone];
  const features = profile.features
    .map((f, i) => ({ f, i }))
    .filter(({ f }) => order.includes(f.shape))
    .sort((a, b) => order.indexOf(a.f.shape) - order.indexOf(b.f.shape) || a.i - b.i)
    .map(({ f }) => f);
  const ordered = form.rotate ? [...features.slice(0, 2).reverse(), ...features.slice(2)] : features;
  const contexts = profile.features.filter((f) => f.shape === "context").map((f) => titleCase(f.text));
  let title = name;
  let count = 0;
  const maxSegments = (tone === "luxury" ? 2 : tone === "casual" ? 3 : 6) + form.extra;
  const limit = Math.max(Math.min(rules.max, target), charCount(name));
  for (const f of ordered) {
    if (count >= maxSegments) break;
    const text = segmentText(f);
    if (!text || already(title, text)) continue;
    // "in 100% Merino Wool" adds nothing to "Merino Wool Sweater": a material the name names is said.
    if (f.shape === "material" && findMaterials(text).every((m) => findMaterials(title).some((t) => t.canonical === m.canonical))) continue;
    let candidate: string;
    if (count === 0) {
      if (tone === "luxury" && f.shape === "material") candidate = `${title} in ${text}`;
      else if (form.withFirst && (f.shape === "np" || f.shape === "material")) candidate = `${title} with ${text}`;
      else candidate = `${title}${form.lead}${text}`;
    } else candidate = `${title}, ${text}`;
    if (charCount(candidate) > limit || !rules.ok(candidate)) continue;
    title = candidate;
    count++;
  }
  if (contexts.length && tone !== "luxury" && tone !== "technical") {
    for (let n = contexts.length; n > 0; n--) {
      const tail = `for ${joinList(contexts.slice(0, n))}`;
      const candidate = count === 0 ? `${title}${form.lead}${tail}` : `${title} ${tone === "casual" ? "– " : ""}${tail}`;
      if (charCount(candidate) <= limit && rules.ok(candidate)) {
        title = candidate;
        break;
      }
    }
  }
  return title;
}

/** Title candidates for a tone, best first, built one at a time: usually the first is taken. */
function* candidatesFor(profile: Profile, tone: Tone, platform: Platform, variant: number): Generator<string> {
  const field = LISTING_RULES[platform].fields.find((f) => f.key === "title")!;
  const rules = rulesFor(platform, field);
  const name = safeName(profile, platform, field, rules);
  const target = Math.round(baseLength(platform, field) * SHARE[tone]);
  const leads = rotateBy(tone === "casual" ? [": ", " – "] : [" – ", ", "], variant);
  const forms: Form[] = [
    { lead: leads[0]!, withFirst: tone === "professional", extra: 0, rotate: variant % 2 },
    { lead: leads[1]!, withFirst: false, extra: 0, rotate: (variant + 1) % 2 },
    { lead: leads[0]!, withFirst: tone !== "professional", extra: 1, rotate: variant % 2 },
    { lead: leads[1]!, withFirst: false, extra: -1, rotate: variant % 2 },
    { lead: leads[0]!, withFirst: false, extra: 2, rotate: 1 },
  ];
  const seen = new Set<string>();
  for (const form of forms) {
    const title = compose(profile, tone, name, rules, target + form.extra * 20, form);
    if (seen.has(title) || !rules.ok(title)) continue;
    seen.add(title);
    yield title;
  }
  if (!seen.has(name)) yield name;
}

/**
 * The title for this tone: its first candidate that no earlier tone (in the spec's order) already
 * chose, so the four tones never share a title for the same product and platform.
 */
export function buildTitle(profile: Profile, tone: Tone, platform: Platform, variant: number): string {
  const taken: string[] = [];
  for (const t of TONES) {
    let chosen: string | undefined;
    let first: string | undefined;
    for (const candidate of candidatesFor(profile, t, platform, variant)) {
      first ??= candidate;
      if (!taken.includes(candidate)) {
        chosen = candidate;
        break;
      }
    }
    chosen ??= first ?? profile.name;
    if (t === tone) return chosen;
    taken.push(chosen);
  }
  return profile.name;
}
