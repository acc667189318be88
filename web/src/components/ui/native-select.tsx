import { ChevronDown } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "../../lib/utils";
import { fieldClasses } from "./input";

/**
 * The browser's own <select>, styled like the other fields. Phones show their native picker, and it costs no
 * JavaScript (the Radix Select, with its positioning library, is about 20 KB on the wire), so it suits a form
 * on a public page that must be interactive fast. Pair it with <Label htmlFor>.
 */
export function NativeSelect({ className, children, ...props }: ComponentProps<"select">) {
  return (
    <div className="relative">
      {/* The focus ring in full colour with an offset, as the Radix select's (the fields' faint ring was hard to see). */}
      <select
        className={cn(
          fieldClasses,
          "h-10 cursor-pointer appearance-none pr-9 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background",
          className,
        )}
        {...props}
      >
        {children}
      </select>
      <ChevronDown
        aria-hidden
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
    </div>
  );
}
