import type { ZodType } from "zod";

export interface LazySchema<T> {
  /** Starts loading the schema's chunk (call it when the visitor starts on the form). */
  preload(): void;
  /** The schema, loaded at most once. */
  get(): Promise<ZodType<T>>;
}

/**
 * A form's zod schema, loaded on demand. zod and the contracts' schemas are the heaviest code a public
 * page's form needs, and they are needed only to check what was typed: loaded when the visitor first
 * focuses the form (or submits), they stay out of the page's first load on a slow phone.
 */
export function lazySchema<T>(load: () => Promise<ZodType<T>>): LazySchema<T> {
  let pending: Promise<ZodType<T>> | null = null;
  const get = () => {
    pending ??= load().catch((err: unknown) => {
      pending = null; // a failed download may be retried on the next submit
      throw err;
    });
    return pending;
  };
  return { get, preload: () => void get().catch(() => undefined) };
}
