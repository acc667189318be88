import type { ComponentProps } from "react";
import { cn } from "../../lib/utils";

export type BadgeVariant = "default" | "secondary" | "outline" | "destructive" | "success";

const variants: Record<BadgeVariant, string> = {
  default: "border-transparent bg-primary text-primary-foreground",
  secondary: "border-transparent bg-secondary text-secondary-foreground",
  outline: "border-border text-foreground",
  destructive: "border-transparent bg-destructive text-destructive-foreground",
  success: "border-success/30 bg-success/10 text-success",
};

/**
 * A small pill label (platform names, "7-day free trial", "Try Free").
 * `variant`: "default" | "secondary" (soft primary) | "outline" | "destructive" | "success".
 * Renders a <span>; an icon child is sized to 12 px.
 */
export function Badge({
  className,
  variant = "default",
  ...props
}: ComponentProps<"span"> & { variant?: BadgeVariant }) {
  return (
    <span
      className={cn(
        "inline-flex w-fit shrink-0 items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-medium whitespace-nowrap [&_svg]:size-3",
        variants[variant],
        className,
      )}
      {...props}
    />
  );
}
