import { useSyncExternalStore } from "react";

export type Theme = "light" | "dark";

/** localStorage key (spec §3). public/theme-init.js reads it before first paint. */
export const THEME_STORAGE_KEY = "theme";

function readStoredTheme(): Theme {
  try {
    return localStorage.getItem(THEME_STORAGE_KEY) === "dark" ? "dark" : "light";
  } catch {
    return "light";
  }
}

function storeTheme(theme: Theme): void {
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Storage unavailable: the choice lasts for this page view only.
  }
}

// The theme lives outside React: theme-init.js already applied it to <html> before the first paint, and
// every open tab follows the stored value. Prerendered pages are built in the light theme, so React hydrates
// with "light" (the server snapshot) and then moves to the stored theme, without a hydration mismatch.
let current: Theme | null = null;
const listeners = new Set<() => void>();

function apply(theme: Theme): void {
  current = theme;
  document.documentElement.classList.toggle("dark", theme === "dark");
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Keep several open tabs in step.
  const onStorage = (event: StorageEvent) => {
    if (event.key === THEME_STORAGE_KEY) apply(event.newValue === "dark" ? "dark" : "light");
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

const snapshot = (): Theme => (current ??= readStoredTheme());
const serverSnapshot = (): Theme => "light";

export function setTheme(theme: Theme): void {
  storeTheme(theme);
  apply(theme);
}

export function useTheme(): { theme: Theme; setTheme: (theme: Theme) => void; toggleTheme: () => void } {
  const theme = useSyncExternalStore(subscribe, snapshot, serverSnapshot);
  return { theme, setTheme, toggleTheme: () => setTheme(theme === "dark" ? "light" : "dark") };
}
