import type { ComponentProps } from "react";
import { cn } from "../../lib/utils";
import { fieldClasses } from "./input";

/** Multi-line text field; every <textarea> prop passes through (rows, maxLength, aria-invalid, ...). */
export function Textarea({ className, ...props }: ComponentProps<"textarea">) {
  return <textarea className={cn(fieldClasses, "min-h-20 resize-y leading-relaxed", className)} {...props} />;
}
