import type { ReactNode } from "react";
import { useHydrated } from "../../lib/use-hydrated";
import { cn } from "../../lib/utils";

/**
 * A form's controls, inert until React has hydrated the page. A prerendered form shows before its script
 * runs: text typed then would be lost to React's state, and a submit would be the browser's own (a GET
 * with the password in the URL). Disabled controls keep their normal look (styles.css) for that moment.
 */
export function LiveFieldset({ children, className }: { children: ReactNode; className?: string }) {
  const hydrated = useHydrated();
  return (
    <fieldset
      disabled={!hydrated}
      data-hydrating={hydrated ? undefined : ""}
      className={cn("min-w-0", className)}
    >
      {children}
    </fieldset>
  );
}
