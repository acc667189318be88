import type { ReactNode } from "react";
import { cn } from "../lib/utils";

interface SectionHeadingProps {
  /** Id for the <h2>, so the section can point at it with aria-labelledby. */
  id: string;
  /** Small label above the title. */
  eyebrow?: string;
  title: ReactNode;
  description?: ReactNode;
  /** "center" (default) or "left". */
  align?: "center" | "left";
  className?: string;
}

/** A section's eyebrow, <h2> title and lead paragraph. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  description,
  align = "center",
  className,
}: SectionHeadingProps) {
  return (
    <div className={cn("max-w-2xl", align === "center" && "mx-auto text-center", className)}>
      {eyebrow ? (
        <p className="text-sm font-semibold tracking-wide text-primary uppercase">{eyebrow}</p>
      ) : null}
      <h2 id={id} className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
        {title}
      </h2>
      {description ? <p className="mt-4 text-lg text-muted-foreground">{description}</p> : null}
    </div>
  );
}
