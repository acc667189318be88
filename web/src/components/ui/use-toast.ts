import { useEffect, useState } from "react";

// The toast store (spec section 9): at most ONE toast at a time (a new toast replaces the one
// showing), each shown for 5000 ms unless it says otherwise. It lives outside React so `toast()`
// can be called from anywhere (mutation callbacks, plain functions); <Toaster/> renders it.
//
//   const { toast } = useToast();
//   toast({ title: "Saved!", description: "Your description has been saved to your dashboard." });
//   toast({ variant: "destructive", title: "Save failed", description: message });

export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
/** How long a dismissed toast stays in the store (closed) before it is deleted (spec section 9). */
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

export type ToastVariant = "default" | "destructive";

/** A button in the toast (e.g. Undo). `altText` tells a screen reader how to do the same without the toast. */
export interface ToastActionOptions {
  label: string;
  altText: string;
  onClick: () => void;
}

export interface ToastOptions {
  title: string;
  description?: string;
  action?: ToastActionOptions;
  /** "default" | "destructive" (errors, shown in red). */
  variant?: ToastVariant;
  /** Milliseconds before it closes by itself; default {@link TOAST_DURATION_MS}. */
  duration?: number;
}

export interface ToastItem extends ToastOptions {
  id: string;
  /** False once dismissed; the Toaster plays the exit animation, the store deletes it later. */
  open: boolean;
}

export interface ToastState {
  toasts: ToastItem[];
}

export type ToastAction =
  | { type: "add"; toast: ToastItem }
  | { type: "update"; toast: Partial<ToastItem> & { id: string } }
  | { type: "dismiss"; id?: string }
  | { type: "remove"; id?: string };

/** Pure state transition, exported for tests. Without an id, dismiss/remove apply to every toast. */
export function toastReducer(state: ToastState, action: ToastAction): ToastState {
  switch (action.type) {
    case "add":
      return { toasts: [action.toast, ...state.toasts].slice(0, TOAST_LIMIT) };
    case "update":
      return {
        toasts: state.toasts.map((t) => (t.id === action.toast.id ? { ...t, ...action.toast } : t)),
      };
    case "dismiss":
      return {
        toasts: state.toasts.map((t) =>
          action.id === undefined || t.id === action.id ? { ...t, open: false } : t,
        ),
      };
    case "remove":
      return { toasts: action.id === undefined ? [] : state.toasts.filter((t) => t.id !== action.id) };
  }
}

let memoryState: ToastState = { toasts: [] };
const listeners = new Set<(state: ToastState) => void>();
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();
let counter = 0;

function dispatch(action: ToastAction): void {
  memoryState = toastReducer(memoryState, action);
  for (const listener of listeners) listener(memoryState);
}

function scheduleRemoval(id: string): void {
  if (removeTimers.has(id)) return;
  const timer = setTimeout(() => {
    removeTimers.delete(id);
    dispatch({ type: "remove", id });
  }, TOAST_REMOVE_DELAY_MS);
  removeTimers.set(id, timer);
}

/** Closes one toast (or all without an id). */
export function dismissToast(id?: string): void {
  const ids = id === undefined ? memoryState.toasts.map((t) => t.id) : [id];
  ids.forEach(scheduleRemoval);
  dispatch({ type: "dismiss", id });
}

export interface ToastHandle {
  id: string;
  dismiss: () => void;
  update: (options: Partial<ToastOptions>) => void;
}

/** Shows a toast, replacing any toast on screen. Callable outside components. */
export function toast(options: ToastOptions): ToastHandle {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  dispatch({
    type: "add",
    toast: { variant: "default", duration: TOAST_DURATION_MS, ...options, id, open: true },
  });
  return {
    id,
    dismiss: () => dismissToast(id),
    update: (next) => dispatch({ type: "update", toast: { ...next, id } }),
  };
}

/** The current toasts plus `toast()` and `dismiss(id?)`. Re-renders when toasts change. */
export function useToast(): { toasts: ToastItem[]; toast: typeof toast; dismiss: typeof dismissToast } {
  const [state, setState] = useState<ToastState>(memoryState);
  useEffect(() => {
    listeners.add(setState);
    // A toast may have been added between render and this effect.
    setState(memoryState);
    return () => {
      listeners.delete(setState);
    };
  }, []);
  return { toasts: state.toasts, toast, dismiss: dismissToast };
}
