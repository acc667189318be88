import { LISTING_RULES, type Listing, type ListingField, type Platform } from "@shopscript/contracts";
import { WriterOutputError, type WriterOutputProblem } from "./writer-errors";

// Turns a model's final answer into the platform's Listing, or throws WriterOutputError. Shape only:
// keys present, of the right kind, not empty, not a refusal. Limits, banned phrases, invented facts
// and keywords are the checker's job, so both writers are held to one standard.
//
// Tolerated, because models do it while meaning well: code fences, a <think> block (reasoning models
// served by Ollama or vLLM), a sentence around the object, a wrapper object ({"listing": {...}}),
// and key spelling (search_terms for searchTerms). Extra keys are dropped.

const REFUSAL =
  /^\s*(?:I['’]m sorry|I am sorry|I apologi[sz]e|Sorry,|Unfortunately,? I|I (?:can(?:no|['’])t|cannot|am unable|am not able|won['’]t|will not)|I['’]m (?:unable|not able)|As an AI\b)/i;

export function looksLikeRefusal(text: string): boolean {
  return REFUSAL.test(text);
}

/** Removes reasoning blocks and code fences, leaving the text that should be the JSON object. */
export function unwrapModelText(text: string): string {
  let out = text.replace(/<think>[\s\S]*?<\/think>/gi, "").trim();
  // An unterminated reasoning block means the model never got to the answer.
  if (/^<think>/i.test(out)) return "";
  const fenced = /```[a-zA-Z]*[ \t]*\r?\n?([\s\S]*?)```/.exec(out);
  if (fenced?.[1] !== undefined && fenced[1].includes("{")) out = fenced[1].trim();
  return out;
}

export function parseListingText(text: string, platform: Platform): Listing {
  const excerpt = text.slice(0, 300);
  const body = unwrapModelText(text);
  if (!body) throw new WriterOutputError("empty", ["The answer was empty."], excerpt);

  const parsed = parseJsonLoosely(body);
  if (parsed === undefined) {
    if (looksLikeRefusal(body)) throw new WriterOutputError("refusal", ["The model refused instead of writing the listing."], excerpt);
    throw new WriterOutputError("not_json", ["The answer was not a JSON object."], excerpt);
  }
  if (!isPlainObject(parsed)) throw new WriterOutputError("not_object", ["The answer was JSON but not an object."], excerpt);

  const fields = LISTING_RULES[platform].fields;
  const source = unwrapListingObject(parsed, fields);
  const listing: Listing = {};
  const problems: { problem: WriterOutputProblem; text: string }[] = [];

  for (const field of fields) {
    const value = lookup(source, field.key);
    if (value === undefined || value === null) {
      problems.push({ problem: "missing_field", text: `The "${field.key}" field is missing.` });
    } else if (field.kind === "list") {
      if (!Array.isArray(value) || value.some((item) => typeof item !== "string")) {
        problems.push({ problem: "wrong_kind", text: `The "${field.key}" field must be an array of strings.` });
        continue;
      }
      const items = (value as string[]).map((item) => item.trim()).filter(Boolean);
      if (!items.length) problems.push({ problem: "empty_field", text: `The "${field.key}" field is empty.` });
      else listing[field.key] = items;
    } else if (typeof value !== "string") {
      problems.push({ problem: "wrong_kind", text: `The "${field.key}" field must be a string.` });
    } else if (!value.trim()) {
      problems.push({ problem: "empty_field", text: `The "${field.key}" field is empty.` });
    } else {
      listing[field.key] = value.trim();
    }
  }

  // A refusal dressed as JSON ({"title": "I'm sorry, but I can't..."}) must never reach a live listing.
  const refusing = Object.entries(listing).find(([, v]) => (Array.isArray(v) ? v : [v]).some(looksLikeRefusal));
  if (refusing) {
    problems.unshift({ problem: "refusal", text: `The "${refusing[0]}" field holds a refusal instead of listing copy.` });
  }

  const first = problems[0];
  if (first) throw new WriterOutputError(first.problem, problems.map((p) => p.text), excerpt);
  return listing;
}

function parseJsonLoosely(text: string): unknown {
  const attempt = (candidate: string) => {
    try {
      return JSON.parse(candidate) as unknown;
    } catch {
      return undefined;
    }
  };
  const direct = attempt(text);
  if (direct !== undefined) return direct;
  // A sentence before or after the object ("Here is your listing: {...}").
  const start = text.indexOf("{");
  const end = text.lastIndexOf("}");
  return start >= 0 && end > start ? attempt(text.slice(start, end + 1)) : undefined;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

const normalise = (key: string) => key.toLowerCase().replace(/[^a-z0-9]/g, "");

function lookup(source: Record<string, unknown>, key: string): unknown {
  if (Object.hasOwn(source, key)) return source[key];
  const wanted = normalise(key);
  const match = Object.keys(source).find((k) => normalise(k) === wanted);
  return match === undefined ? undefined : source[match];
}

/** {"listing": {...}} → {...} when the outer object has none of the fields and one inner object has them. */
function unwrapListingObject(source: Record<string, unknown>, fields: readonly ListingField[]): Record<string, unknown> {
  if (fields.some((f) => lookup(source, f.key) !== undefined)) return source;
  const inner = Object.values(source).filter(isPlainObject);
  const match = inner.length === 1 ? inner[0] : undefined;
  return match && fields.some((f) => lookup(match, f.key) !== undefined) ? match : source;
}
