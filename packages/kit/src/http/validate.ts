import type { z } from "zod";
import { AppError, fieldErrorsFrom } from "./app-error";

/** Parses input with a shared contract; a failure becomes a 400 naming each bad field. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input ?? {});
  if (!result.success) throw AppError.validation(fieldErrorsFrom(result.error));
  return result.data;
}
