import { Slot } from "@radix-ui/react-slot";
import type { ComponentProps } from "react";
import { useHydrated } from "../../lib/use-hydrated";
import { cn } from "../../lib/utils";

export type ButtonVariant = "default" | "secondary" | "outline" | "ghost" | "destructive" | "link";
export type ButtonSize = "default" | "sm" | "lg" | "icon";

const base =
  "inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 whitespace-nowrap rounded-md text-sm font-medium " +
  "transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 " +
  "focus-visible:ring-offset-background disabled:pointer-events-none disabled:opacity-50 " +
  "aria-disabled:pointer-events-none aria-disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0";

const variants: Record<ButtonVariant, string> = {
  default: "bg-primary text-primary-foreground shadow-sm hover:bg-primary-hover",
  secondary: "bg-secondary text-secondary-foreground hover:bg-secondary/80",
  outline: "border border-input bg-background shadow-sm hover:bg-accent hover:text-accent-foreground",
  ghost: "hover:bg-accent hover:text-accent-foreground",
  destructive: "bg-destructive text-destructive-foreground shadow-sm hover:bg-destructive/90",
  link: "h-auto px-0 text-primary underline-offset-4 hover:underline",
};

const sizes: Record<ButtonSize, string> = {
  default: "h-10 px-4 py-2",
  sm: "h-9 px-3",
  lg: "h-11 px-6 text-base",
  icon: "size-10",
};

/**
 * The classes of a button, for elements that cannot use <Button asChild> (e.g. styling a plain
 * <a>): `buttonVariants({ variant: "outline", size: "sm", className })`.
 */
export function buttonVariants({
  variant = "default",
  size = "default",
  className,
}: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {}): string {
  return cn(base, variants[variant], sizes[size], className);
}

export interface ButtonProps extends ComponentProps<"button"> {
  /** Look: "default" (filled primary) | "secondary" | "outline" | "ghost" | "destructive" | "link". */
  variant?: ButtonVariant;
  /** "default" (h-10) | "sm" (h-9) | "lg" (h-11) | "icon" (square 40 px; give it an aria-label). */
  size?: ButtonSize;
  /**
   * Render the single child element instead of a <button>, merging the button's classes and
   * props into it. Use it for links: `<Button asChild><Link href="/signup">Start</Link></Button>`.
   */
  asChild?: boolean;
}

/**
 * Button. Defaults to type="button" so it never submits a form by accident; pass type="submit"
 * for form buttons. All other <button> props (onClick, disabled, aria-*) pass through.
 */
export function Button({ className, variant, size, asChild = false, type, disabled, ...props }: ButtonProps) {
  // On a prerendered page a button does nothing until React has hydrated it: say so (disabled) rather
  // than swallow the click. A link (asChild) works without JavaScript, so it is never held.
  const hydrated = useHydrated();
  if (asChild) {
    return <Slot className={buttonVariants({ variant, size, className })} {...props} />;
  }
  return (
    <button
      type={type ?? "button"}
      className={buttonVariants({ variant, size, className })}
      disabled={disabled || !hydrated}
      data-hydrating={hydrated ? undefined : ""}
      {...props}
    />
  );
}
