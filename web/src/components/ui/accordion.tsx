import * as AccordionPrimitive from "@radix-ui/react-accordion";
import { ChevronDown } from "lucide-react";
import type { ComponentProps } from "react";
import { useHydrated } from "../../lib/use-hydrated";
import { cn } from "../../lib/utils";

// FAQ-style disclosure list (Radix): one item open at a time, and the open one can be closed
// again. Arrow keys move between questions, Home/End jump, Enter/Space toggle.
//   <Accordion>
//     <AccordionItem value="trial">
//       <AccordionTrigger>How does the free trial work?</AccordionTrigger>
//       <AccordionContent>…</AccordionContent>
//     </AccordionItem>
//   </Accordion>

type SingleRootProps = Omit<
  ComponentProps<typeof AccordionPrimitive.Root>,
  "type" | "collapsible" | "value" | "defaultValue" | "onValueChange"
>;

export interface AccordionProps extends SingleRootProps {
  /** The open item's value (controlled); "" when none is open. */
  value?: string;
  /** The item open at first (uncontrolled); none by default. */
  defaultValue?: string;
  onValueChange?: (value: string) => void;
}

/** Root: single-open and collapsible. Renders a <div>; items are separated by rules. */
export function Accordion({ className, ...props }: AccordionProps) {
  return (
    <AccordionPrimitive.Root
      type="single"
      collapsible
      className={cn("divide-y divide-border rounded-xl border border-border bg-card", className)}
      {...props}
    />
  );
}

/** One question; `value` must be unique within the accordion. */
export function AccordionItem({ className, ...props }: ComponentProps<typeof AccordionPrimitive.Item>) {
  return <AccordionPrimitive.Item className={cn("px-5", className)} {...props} />;
}

/**
 * The clickable question, a <button> inside a heading. `headingLevel` (default 3) keeps headings
 * in order on the page.
 */
export function AccordionTrigger({
  className,
  children,
  headingLevel = 3,
  ...props
}: ComponentProps<typeof AccordionPrimitive.Trigger> & { headingLevel?: 2 | 3 | 4 }) {
  const Heading = `h${headingLevel}` as const;
  // Does nothing until the page is hydrated: held (disabled) until then, like Button.
  const hydrated = useHydrated();
  return (
    <AccordionPrimitive.Header asChild>
      <Heading className="flex">
        <AccordionPrimitive.Trigger
          className={cn(
            "group flex flex-1 cursor-pointer items-center justify-between gap-4 rounded-md py-4 text-left text-base font-medium",
            "transition-colors outline-none hover:text-primary focus-visible:ring-2 focus-visible:ring-ring",
            className,
          )}
          disabled={props.disabled || !hydrated}
          data-hydrating={hydrated ? undefined : ""}
          {...props}
        >
          {children}
          <ChevronDown
            aria-hidden
            className="size-5 shrink-0 text-muted-foreground transition-transform duration-200 group-data-[state=open]:rotate-180"
          />
        </AccordionPrimitive.Trigger>
      </Heading>
    </AccordionPrimitive.Header>
  );
}

/** The answer; animates open and closed. */
export function AccordionContent({
  className,
  children,
  ...props
}: ComponentProps<typeof AccordionPrimitive.Content>) {
  return (
    <AccordionPrimitive.Content
      className="overflow-hidden text-muted-foreground data-[state=closed]:animate-accordion-up data-[state=open]:animate-accordion-down"
      {...props}
    >
      <div className={cn("pb-5 leading-relaxed", className)}>{children}</div>
    </AccordionPrimitive.Content>
  );
}
