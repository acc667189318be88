import type { ComponentProps } from "react";
import { cn } from "../../lib/utils";

export const fieldClasses =
  "w-full min-w-0 rounded-md border border-input bg-background px-3 py-2 text-base text-foreground shadow-xs " +
  "transition-colors outline-none placeholder:text-muted-foreground sm:text-sm " +
  "focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40 " +
  "disabled:cursor-not-allowed disabled:opacity-50 " +
  "aria-invalid:border-destructive aria-invalid:ring-destructive/30";

/**
 * Text input; every <input> prop passes through. Pair it with <Label htmlFor> and, for an
 * error, set aria-invalid and aria-describedby pointing at the message (red border follows).
 * Base text size is 16 px on phones so iOS does not zoom on focus.
 */
export function Input({ className, type = "text", ...props }: ComponentProps<"input">) {
  return <input type={type} className={cn(fieldClasses, "h-10", className)} {...props} />;
}
