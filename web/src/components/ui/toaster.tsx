import { Toast, ToastAction, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from "./toast";
import { TOAST_DURATION_MS, useToast } from "./use-toast";

/** Swipe distance that dismisses a toast (spec section 9). */
export const TOAST_SWIPE_THRESHOLD_PX = 50;
/** Keys that move focus to the toasts (spec section 9). */
export const TOAST_HOTKEY = ["F8"];

/**
 * Renders the toast store. Mount exactly once (AppProviders does). Radix announces each toast in an
 * aria-live region (type "foreground": they follow the user's own actions), pauses the timer on hover and focus, and
 * lets F8 jump to the notifications.
 */
export function Toaster() {
  const { toasts, dismiss } = useToast();
  return (
    <ToastProvider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
    >
      {toasts.map(({ id, title, description, action, variant, duration, open }) => (
        <Toast
          key={id}
          variant={variant}
          duration={duration}
          open={open}
          onOpenChange={(isOpen) => {
            if (!isOpen) dismiss(id);
          }}
        >
          <div className="grid gap-1">
            <ToastTitle>{title}</ToastTitle>
            {description ? <ToastDescription>{description}</ToastDescription> : null}
          </div>
          {action ? (
            <ToastAction altText={action.altText} onClick={action.onClick}>
              {action.label}
            </ToastAction>
          ) : null}
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport hotkey={TOAST_HOTKEY} />
    </ToastProvider>
  );
}
