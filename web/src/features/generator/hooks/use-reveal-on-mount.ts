import { useEffect, useRef } from "react";

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches
  );
}

/**
 * Brings the element into view and gives it focus once it is on the page, and again whenever `key`
 * changes. Runs after mount (an effect), so the element exists: on a phone the result sits below the form,
 * where a seller would otherwise never see it arrive.
 */
export function useRevealOnMount<T extends HTMLElement>(key: unknown) {
  const ref = useRef<T>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    el.focus({ preventScroll: true });
    el.scrollIntoView({ block: "start", behavior: prefersReducedMotion() ? "auto" : "smooth" });
  }, [key]);
  return ref;
}
