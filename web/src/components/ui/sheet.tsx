import * as DialogPrimitive from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "../../lib/utils";

// A side panel: a Radix Dialog that slides in from an edge (the mobile menu). Same behaviour as
// Dialog: focus trap, Escape/outside click close, focus returns to the trigger.
//   <Sheet open={open} onOpenChange={setOpen}>
//     <SheetTrigger asChild><Button size="icon" aria-label="Open menu"><Menu /></Button></SheetTrigger>
//     <SheetContent side="right">
//       <SheetHeader><SheetTitle>Menu</SheetTitle></SheetHeader>
//       …links that call setOpen(false)…
//     </SheetContent>
//   </Sheet>

/** Root. Props: open, defaultOpen, onOpenChange(open). */
export const Sheet = DialogPrimitive.Root;
export const SheetTrigger = DialogPrimitive.Trigger;
export const SheetClose = DialogPrimitive.Close;

const sides = {
  right:
    "inset-y-0 right-0 border-l data-[state=closed]:animate-slide-out-right data-[state=open]:animate-slide-in-right",
  left: "inset-y-0 left-0 border-r data-[state=closed]:animate-slide-out-left data-[state=open]:animate-slide-in-left",
} as const;

/**
 * The panel with its overlay. `side`: "right" (default) | "left". Full height, 20 rem wide
 * (at most 85% of a phone's width), scrolls when taller than the screen; a "Close menu" X button
 * sits top right (its label is `closeLabel`).
 */
export function SheetContent({
  className,
  children,
  side = "right",
  closeLabel = "Close menu",
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> & { side?: keyof typeof sides; closeLabel?: string }) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/50 data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in" />
      <DialogPrimitive.Content
        className={cn(
          "fixed z-50 flex w-80 max-w-[85vw] flex-col gap-4 overflow-y-auto border-border bg-background p-6 shadow-xl outline-none",
          sides[side],
          className,
        )}
        {...props}
      >
        {children}
        <DialogPrimitive.Close
          className="absolute top-4 right-4 inline-flex size-9 cursor-pointer items-center justify-center rounded-md text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground"
          aria-label={closeLabel}
        >
          <X className="size-5" aria-hidden />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function SheetHeader({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("flex flex-col gap-1.5 pr-10", className)} {...props} />;
}

/** The panel's accessible name (required; use className="sr-only" to hide it). */
export function SheetTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn("text-lg font-semibold", className)} {...props} />;
}

export function SheetDescription({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description className={cn("text-sm text-muted-foreground", className)} {...props} />
  );
}
