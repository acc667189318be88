import { useSyncExternalStore } from "react";

const noSubscription = () => () => undefined;

/**
 * False while React hydrates a prerendered page (and while prerendering), true after; true from the start
 * on a page rendered in the browser. Lets a prerendered page's first render match its HTML exactly, and
 * keeps its forms inert until their handlers are attached.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
