import type { ComponentProps } from "react";
import { cn } from "../../lib/utils";

// A bordered surface and its parts. Every part takes its element's props and a className.
//   <Card>
//     <CardHeader><CardTitle>Starter</CardTitle><CardDescription>…</CardDescription></CardHeader>
//     <CardContent>…</CardContent>
//     <CardFooter>…</CardFooter>
//   </Card>

/** The surface: rounded border, card background, soft shadow. */
export function Card({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      className={cn(
        "flex flex-col rounded-xl border border-border bg-card text-card-foreground shadow-sm",
        className,
      )}
      {...props}
    />
  );
}

/** Top block: title and description stacked, padded. */
export function CardHeader({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("flex flex-col gap-1.5 p-6", className)} {...props} />;
}

type HeadingTag = "h1" | "h2" | "h3" | "h4" | "div";

/** The card's heading. `as` picks the element so headings stay in order on the page (default h3). */
export function CardTitle({
  className,
  as: Tag = "h3",
  ...props
}: ComponentProps<"h3"> & { as?: HeadingTag }) {
  return <Tag className={cn("text-lg leading-tight font-semibold", className)} {...props} />;
}

/** Muted text under the title. */
export function CardDescription({ className, ...props }: ComponentProps<"p">) {
  return <p className={cn("text-sm text-muted-foreground", className)} {...props} />;
}

/** The body; no top padding so it sits under a header. */
export function CardContent({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("px-6 pb-6", className)} {...props} />;
}

/** A row of actions at the bottom. */
export function CardFooter({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("mt-auto flex items-center gap-2 px-6 pb-6", className)} {...props} />;
}
