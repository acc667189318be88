import * as DialogPrimitive from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "../../lib/utils";

// A modal dialog (Radix): focus is trapped inside, Escape and a click outside close it, focus
// returns to the trigger, and the title/description are wired to aria-labelledby/-describedby.
//   <Dialog open={open} onOpenChange={setOpen}>          (or uncontrolled with <DialogTrigger asChild>)
//     <DialogContent>
//       <DialogHeader>
//         <DialogTitle>Create an account to continue</DialogTitle>
//         <DialogDescription>…</DialogDescription>
//       </DialogHeader>
//       <DialogFooter>
//         <DialogClose asChild><Button variant="outline">Cancel</Button></DialogClose>
//         <Button asChild><Link href="/signup">Sign Up for Free Trial</Link></Button>
//       </DialogFooter>
//     </DialogContent>
//   </Dialog>
// Every dialog needs a DialogTitle (Radix warns otherwise); hide it with className="sr-only" if need be.

/** Root. Props: open, defaultOpen, onOpenChange(open), modal (default true). */
export const Dialog = DialogPrimitive.Root;
/** Opens the dialog; use asChild to make your own Button the trigger. */
export const DialogTrigger = DialogPrimitive.Trigger;
/** Closes the dialog; use asChild around a Button. */
export const DialogClose = DialogPrimitive.Close;
export const DialogPortal = DialogPrimitive.Portal;

/** The dimmed backdrop (rendered by DialogContent; exported for custom layouts). */
export function DialogOverlay({ className, ...props }: ComponentProps<typeof DialogPrimitive.Overlay>) {
  return (
    <DialogPrimitive.Overlay
      className={cn(
        "fixed inset-0 z-50 bg-black/50 backdrop-blur-[2px] data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in",
        className,
      )}
      {...props}
    />
  );
}

/**
 * The centered panel, with overlay and portal. `hideClose` drops the top-right X button
 * (labelled "Close") when the footer already has a Cancel.
 */
export function DialogContent({
  className,
  children,
  hideClose = false,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> & { hideClose?: boolean }) {
  return (
    <DialogPortal>
      <DialogOverlay />
      <DialogPrimitive.Content
        className={cn(
          "fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto",
          "rounded-xl border border-border bg-popover p-6 text-popover-foreground shadow-xl outline-none",
          "data-[state=closed]:animate-zoom-out data-[state=open]:animate-zoom-in",
          className,
        )}
        {...props}
      >
        {children}
        {hideClose ? null : (
          <DialogPrimitive.Close
            className="absolute top-3 right-3 inline-flex size-8 cursor-pointer items-center justify-center rounded-md text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground"
            aria-label="Close"
          >
            <X className="size-4" aria-hidden />
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPortal>
  );
}

/** Title and description, stacked. */
export function DialogHeader({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("flex flex-col gap-2 pr-6 text-left", className)} {...props} />;
}

/** Actions: stacked full-width on phones, a right-aligned row from 640 px. */
export function DialogFooter({ className, ...props }: ComponentProps<"div">) {
  return (
    <div className={cn("flex flex-col-reverse gap-2 sm:flex-row sm:justify-end", className)} {...props} />
  );
}

/** The dialog's accessible name (an h2). */
export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn("text-lg leading-snug font-semibold", className)} {...props} />;
}

/** The dialog's accessible description. */
export function DialogDescription({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description className={cn("text-sm text-muted-foreground", className)} {...props} />
  );
}
