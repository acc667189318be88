/** Spec §4 "Form submit": the form waits 1.5 seconds before calling its handler. */
export const FORM_SUBMIT_DELAY_MS = 1500;

export function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

export type FieldErrors = Partial<Record<string, string>>;

/** First message per field (top-level path segment) of a zod error. */
export function fieldErrors(error: {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "");
    if (key && out[key] === undefined) out[key] = issue.message;
  }
  return out;
}

/** Moves focus to the first field (in the given order) that has an error. */
export function focusFirstError(errors: FieldErrors, order: string[], idPrefix = ""): void {
  const first = order.find((name) => errors[name]);
  if (first) document.getElementById(idPrefix + first)?.focus();
}
