// Characters that no seller types and that no store can keep: NUL (PostgreSQL text cannot hold it, so
// it would fail as a 500 deep in a query) and UTF-16 surrogates without their partner (they cannot be
// encoded as UTF-8, so they would be silently replaced or refused later). Every service refuses input
// that carries them, naming each field, before any schema or query sees it (the kit's parseInput).

export const UNSAFE_TEXT_MESSAGE = "Contains a character that is not allowed (a NUL or a broken Unicode character)";

// Code units, not code points (no `u` flag): a lone surrogate is what this looks for.
const UNSAFE_TEXT = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isUnsafeText(text: string): boolean {
  return UNSAFE_TEXT.test(text);
}

// Request bodies are at most a few levels deep; deeper than this is not walked (no schema accepts it).
const MAX_DEPTH = 16;

/** Paths (dotted, like validation errors' field names) of every string in `input` that is unsafe text. */
export function unsafeTextFields(input: unknown): string[] {
  const found: string[] = [];
  const walk = (value: unknown, path: string[]) => {
    if (typeof value === "string") {
      if (isUnsafeText(value)) found.push(path.join("."));
    } else if (value && typeof value === "object" && path.length < MAX_DEPTH) {
      for (const [key, child] of Object.entries(value)) walk(child, [...path, key]);
    }
  };
  walk(input, []);
  return found;
}
