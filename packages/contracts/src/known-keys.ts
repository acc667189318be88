import { z } from "zod";

/**
 * A client's object whose keys are names the server looks up (a listing's fields, a column mapping): every own
 * key must be one of `known`, each other key is an issue at its own path (`listing.toString`), so the answer is a
 * 400 naming it. Checked on the raw input, before `schema` builds its output: a record built from
 * `{"__proto__": …}` would otherwise lose the key (or set its prototype) and an inherited name such as
 * `constructor` would pass a later `key in object` check.
 */
export function knownKeysOnly<S extends z.ZodType>(known: readonly string[], message: string, schema: S) {
  const allowed = new Set(known);
  return z
    .unknown()
    .superRefine((input, ctx) => {
      if (!input || typeof input !== "object" || Array.isArray(input)) return;
      for (const key of Object.keys(input)) if (!allowed.has(key)) ctx.addIssue({ code: "custom", path: [key], message });
    })
    .pipe(schema);
}
