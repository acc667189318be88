import { useEffect } from "react";

/** Delay before scrolling to the hash on the landing page, so its sections have laid out (spec §2). */
export const HASH_SCROLL_DELAY_MS = 100;

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches
  );
}

/** Smoothly scrolls to the element with this id; returns false when the page has no such section. */
export function scrollToSection(id: string): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  target.scrollIntoView({ behavior: prefersReducedMotion() ? "auto" : "smooth", block: "start" });
  return true;
}

export function scrollToTop(smooth = false): void {
  window.scrollTo({ top: 0, left: 0, behavior: smooth && !prefersReducedMotion() ? "smooth" : "auto" });
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** On mount, if the URL has a hash, scroll smoothly to that section after {@link HASH_SCROLL_DELAY_MS}. */
export function useScrollToHashOnLoad(): void {
  useEffect(() => {
    const id = safeDecode(window.location.hash.slice(1));
    if (!id) return;
    const timer = window.setTimeout(() => scrollToSection(id), HASH_SCROLL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);
}
