import type { ComponentProps } from "react";
import { cn } from "../../lib/utils";

/** Form label; give it htmlFor matching the field's id. Every <label> prop passes through. */
export function Label({ className, ...props }: ComponentProps<"label">) {
  return (
    <label
      className={cn("text-sm leading-none font-medium text-foreground select-none", className)}
      {...props}
    />
  );
}
