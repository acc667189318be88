import type { ComponentProps } from "react";
import { cn } from "../../lib/utils";

/**
 * A spinning ring. Decorative by default (aria-hidden); pass `label` to announce it as a status
 * ("Loading descriptions..."), which also renders the text for screen readers only.
 * Size with className, e.g. "size-8" (default size-5).
 */
export function Spinner({ className, label, ...props }: ComponentProps<"span"> & { label?: string }) {
  return (
    <span role={label ? "status" : undefined} className="inline-flex" {...props}>
      <span
        aria-hidden
        className={cn(
          "size-5 animate-spin rounded-full border-2 border-current border-r-transparent text-primary",
          className,
        )}
      />
      {label ? <span className="sr-only">{label}</span> : null}
    </span>
  );
}
