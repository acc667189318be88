import type { CheckResult, Listing, ListingField, ListingRules } from "@shopscript/contracts";
import { byteCount, charCount, wordCount, wordsOf } from "../text-tools";
import { fieldItems } from "../listing-fields";
import { htmlProblems } from "./html-safety";

// Rules that concern one field at a time, read from LISTING_RULES: sizes, counts, characters.
// A result with `warning` passed (the listing may be returned) but missed a recommendation.

export interface FieldCheck extends CheckResult {
  warning?: boolean;
}

const pass = (id: string, label: string, field: string): FieldCheck => ({ id, label, passed: true, field });
const fail = (id: string, label: string, field: string, detail: string): FieldCheck => ({ id, label, passed: false, detail, field });

/** Words a title may repeat freely: articles, prepositions and conjunctions carry no keyword weight. */
export const SMALL_WORDS: ReadonlySet<string> = new Set([
  "a", "an", "the", "and", "or", "nor", "but", "for", "with", "without", "of", "in", "on", "at", "to", "by", "from",
  "into", "onto", "per", "via", "as", "up", "&", "+", "x",
]);

/**
 * Whether a lower-cased title word counts toward a platform's repeat rule: small words do not, nor a single
 * letter ("D&D" is one name, not "d" twice; blind review r9), nor a number ("20 x 20 x 130mm" repeats no keyword;
 * the repair had cut it to "20 x x 130mm"; r17). The check and the repair (limitWordRepeats) count alike.
 */
export const countsAsTitleWord = (word: string): boolean =>
  !SMALL_WORDS.has(word) && word.length >= 2 && !/^\d+(?:[.,]\d+)?$/.test(word);

/**
 * "USB-C to USB-C", "HDMI to HDMI", "XLR to XLR": a cable or an adapter named by its two ends says the word once as a product's
 * name, not as a repeated keyword (Walmart's title read "USB-C to Cable 2m" when the second end was taken out as a repeat).
 */
export const BOTH_ENDS = /(?<![\p{L}\p{N}])([\p{L}\d][\p{L}\d.+-]*)\s+to\s+\1(?![\p{L}\p{N}])/giu;
export const oneMentionOfBothEnds = (title: string): string => title.replace(BOTH_ENDS, "$1 to");

/** Title words used more often than allowed, small words exempt. */
export function overRepeatedWords(title: string, max: number): string[] {
  const counts = new Map<string, number>();
  for (const word of wordsOf(oneMentionOfBothEnds(title).toLowerCase()).filter(countsAsTitleWord)) counts.set(word, (counts.get(word) ?? 0) + 1);
  return [...counts].filter(([, n]) => n > max).map(([word, n]) => `${word} ×${n}`);
}

const EMOJI = /\p{Extended_Pictographic}|\p{Regional_Indicator}/u;
export const YEAR = /(?<![\p{L}\p{N}])(?:19|20)\d{2}(?![\p{L}\p{N}])/u;
export const URL = /\bhttps?:\/\/\S+|\bwww\.\S+|\b[a-z0-9-]+\.(?:com|net|org|co|io|shop|store|uk|de|nl)\b/i;

export function bannedCharsFor(field: ListingField, rules: ListingRules): string[] {
  return [...(field.key === "title" ? rules.bannedChars : []), ...(field.bannedChars ?? [])];
}

/**
 * `bareInput`: the seller gave a name and nothing else. A list field (bullets, tags, search terms) may
 * then be empty: that is a warning asking for features, never a reason to fill it with words that
 * say nothing.
 */
export function checkField(listing: Listing, field: ListingField, rules: ListingRules, bareInput = false): FieldCheck[] {
  const results: FieldCheck[] = [];
  const key = field.key;
  const value = listing[key];
  const items = fieldItems(listing, field);
  const raw = value === undefined ? [] : Array.isArray(value) ? value : [value];
  const whole = items.join("\n");

  // Presence and shape: a list field must be a list, a text field a text, and neither empty.
  const shapeOk = value !== undefined && (field.kind === "list" ? Array.isArray(value) : typeof value === "string");
  const empty = !raw.some((item) => item.trim());
  results.push(
    shapeOk && !empty
      ? pass(`present:${key}`, `${field.label} present`, key)
      : bareInput && (field.kind === "list" ? Array.isArray(value) : typeof value === "string" && key === "searchTerms")
        ? { ...pass(`present:${key}`, `${field.label}: none, as the input has no features beyond the title (add keywords to fill them)`, key), warning: true }
        : fail(`present:${key}`, `${field.label} present`, key, value === undefined || empty ? "missing or empty" : field.kind === "list" ? "must be a list of items" : "must be a single text"),
  );

  if (field.kind !== "list" && field.maxChars !== undefined) {
    const n = charCount(whole);
    const label = `${field.label} ${n}/${field.maxChars} characters`;
    if (n > field.maxChars) results.push(fail(`length:${key}`, label, key, `${n - field.maxChars} characters over the limit`));
    else if (field.recommendedMaxChars !== undefined && n > field.recommendedMaxChars) {
      results.push({ ...pass(`length:${key}`, `${label} (over the recommended ${field.recommendedMaxChars})`, key), warning: true });
    } else results.push(pass(`length:${key}`, label, key));
  }

  if (field.kind === "list" && field.itemMaxChars !== undefined) {
    const lengths = items.map(charCount);
    const longest = Math.max(0, ...lengths);
    const over = lengths.map((n, i) => ({ n, i })).filter(({ n }) => n > field.itemMaxChars!);
    const label = `${field.label} at most ${field.itemMaxChars} characters each (longest ${longest})`;
    results.push(
      over.length
        ? fail(`length:${key}`, label, key, over.map(({ n, i }) => `item ${i + 1} has ${n}`).join(", "))
        : pass(`length:${key}`, label, key),
    );
  }

  if (field.maxBytes !== undefined) {
    const n = byteCount(whole);
    const label = `${field.label} ${n}/${field.maxBytes} bytes`;
    results.push(n > field.maxBytes ? fail(`bytes:${key}`, label, key, `${n - field.maxBytes} bytes over the limit (UTF-8)`) : pass(`bytes:${key}`, label, key));
  }

  if (field.kind === "list") {
    const n = items.filter((item) => item.trim()).length;
    const max = field.maxItems;
    const label = `${field.label} ${n}${max !== undefined ? `/${max}` : ""}`;
    const problems: string[] = [];
    if (max !== undefined && n > max) problems.push(`${n - max} more than the ${max} allowed`);
    if (field.minItems !== undefined && n < field.minItems) problems.push(`at least ${field.minItems} needed`);
    if (items.some((item) => !item.trim())) problems.push("an empty item");
    const seen = new Set<string>();
    const dupes = items.filter((item) => {
      const k = item.trim().toLowerCase();
      if (!k) return false;
      if (seen.has(k)) return true;
      seen.add(k);
      return false;
    });
    if (dupes.length) problems.push(`repeated: ${dupes.join(", ")}`);
    if (problems.length) results.push(fail(`items:${key}`, label, key, problems.join("; ")));
    else if (field.recommendedItems !== undefined && n < field.recommendedItems) {
      results.push({
        ...pass(`items:${key}`, `${label} (fewer than the ${field.recommendedItems} recommended: the input has no more distinct phrases)`, key),
        warning: true,
      });
    } else results.push(pass(`items:${key}`, label, key));
  }

  const banned = bannedCharsFor(field, rules);
  if (banned.length) {
    const found = banned.filter((ch) => whole.includes(ch));
    const label = `${field.label} has none of ${banned.join(" ")}`;
    results.push(found.length ? fail(`banned-chars:${key}`, label, key, `found ${found.join(" ")}`) : pass(`banned-chars:${key}`, label, key));
  }

  if (field.maxCharOccurrences) {
    const over = Object.entries(field.maxCharOccurrences)
      .map(([ch, max]) => ({ ch, max, n: [...whole].filter((c) => c === ch).length }))
      .filter(({ n, max }) => n > max);
    const label = `${field.label}: ${Object.entries(field.maxCharOccurrences).map(([ch, max]) => `${ch} at most ${max}×`).join(", ")}`;
    results.push(
      over.length
        ? fail(`char-occurrences:${key}`, label, key, over.map(({ ch, n }) => `${ch} appears ${n} times`).join(", "))
        : pass(`char-occurrences:${key}`, label, key),
    );
  }

  if (key === "title" && rules.maxWordRepeatsInTitle !== undefined) {
    const max = rules.maxWordRepeatsInTitle;
    const over = overRepeatedWords(whole, max);
    const label = max === 1 ? "No title word repeated" : `No title word more than ${max === 2 ? "twice" : `${max} times`}`;
    results.push(over.length ? fail(`word-repeats:${key}`, label, key, over.join(", ")) : pass(`word-repeats:${key}`, label, key));
  }

  if (field.noEmoji) {
    const found = items.some((item) => EMOJI.test(item));
    results.push(found ? fail(`emoji:${key}`, `No emoji in ${field.label.toLowerCase()}`, key, "emoji found") : pass(`emoji:${key}`, `No emoji in ${field.label.toLowerCase()}`, key));
  }

  if (field.singleLine) {
    const multi = raw.some((item) => /[\r\n]/.test(item));
    results.push(multi ? fail(`single-line:${key}`, `${field.label} on one line`, key, "contains a line break") : pass(`single-line:${key}`, `${field.label} on one line`, key));
  }

  if (field.minWords !== undefined) {
    const n = wordCount(whole);
    const label = `${field.label} ${n} words (at least ${field.minWords})`;
    results.push(n < field.minWords ? fail(`min-words:${key}`, label, key, `${field.minWords - n} words short`) : pass(`min-words:${key}`, label, key));
  }

  if (field.recommendedMinWords !== undefined) {
    const n = wordCount(whole);
    const label = `${field.label} ${n} words`;
    results.push(
      n < field.recommendedMinWords
        ? { ...pass(`min-words:${key}`, `${label} (under the ${field.recommendedMinWords} recommended: add more features or specifications to the input)`, key), warning: true }
        : pass(`min-words:${key}`, `${label} (at least ${field.recommendedMinWords})`, key),
    );
  }

  if (field.noYears) {
    const year = YEAR.exec(whole);
    results.push(year ? fail(`years:${key}`, `No years in the ${field.label.toLowerCase()}`, key, `found ${year[0]}`) : pass(`years:${key}`, `No years in the ${field.label.toLowerCase()}`, key));
  }

  if (field.noUrls) {
    const url = URL.exec(whole);
    results.push(url ? fail(`urls:${key}`, `No web addresses in the ${field.label.toLowerCase()}`, key, `found ${url[0]}`) : pass(`urls:${key}`, `No web addresses in the ${field.label.toLowerCase()}`, key));
  }

  if (field.kind === "html") {
    const problems = raw.flatMap(htmlProblems);
    const label = `${field.label} well-formed and safe`;
    results.push(problems.length ? fail(`html:${key}`, label, key, problems.join("; ")) : pass(`html:${key}`, label, key));
  }

  return results;
}
