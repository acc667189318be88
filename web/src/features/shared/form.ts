import { MESSAGES } from "@shopscript/contracts";
import type { ZodType } from "zod";
import { toast } from "../../components/ui/use-toast";
import { ApiError, errorMessage } from "../../lib/api-client";

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
function focusFirstError(errors: FieldErrors, order: string[]): void {
  const first = order.find((name) => errors[name]);
  if (first) document.getElementById(first)?.focus();
}

/**
 * Parses a form's values with its schema. Valid: clears the errors and returns the data. Invalid: shows
 * each field's first message, moves focus to the first bad field (in `order`) and returns undefined.
 */
export function validateForm<T>(
  schema: ZodType<T>,
  values: unknown,
  order: string[],
  setErrors: (errors: FieldErrors) => void,
): T | undefined {
  const parsed = schema.safeParse(values);
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error);
    setErrors(errors);
    focusFirstError(errors, order);
    return undefined;
  }
  setErrors({});
  return parsed.data;
}

/**
 * A server's refusal of a form: its per-field messages under the fields (`fieldIds` maps a server field name
 * to the form's field id when they differ) with focus on the first, or, when it names no field, a toast.
 */
export function showServerError(
  err: unknown,
  {
    title,
    setErrors,
    fieldIds = {},
  }: { title: string; setErrors: (errors: FieldErrors) => void; fieldIds?: Record<string, string> },
): void {
  const fields = err instanceof ApiError ? err.body?.fields : undefined;
  if (fields && Object.keys(fields).length) {
    const errors = Object.fromEntries(
      Object.entries(fields).map(([name, message]) => [fieldIds[name] ?? name, message]),
    );
    setErrors(errors);
    document.getElementById(Object.keys(errors)[0]!)?.focus();
    return;
  }
  toast({ variant: "destructive", title, description: errorMessage(err, MESSAGES.SOMETHING_WENT_WRONG) });
}
