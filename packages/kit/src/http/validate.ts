import type { z } from "zod";
import { UNSAFE_TEXT_MESSAGE, unsafeTextFields } from "@shopscript/contracts";
import { AppError, fieldErrorsFrom } from "./app-error";

/**
 * Parses input with a shared contract; a failure becomes a 400 naming each bad field. Text no field may
 * hold (NUL, broken surrogates) is refused first, wherever it is in the input.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const unsafe = unsafeTextFields(input);
  if (unsafe.length) throw AppError.validation(Object.fromEntries(unsafe.map((field) => [field || "body", UNSAFE_TEXT_MESSAGE])));
  const result = schema.safeParse(input ?? {});
  if (!result.success) throw AppError.validation(fieldErrorsFrom(result.error));
  return result.data;
}
