import { clsx, type ClassValue } from "clsx";
import { twMerge } from "tailwind-merge";

/**
 * Joins class names (strings, arrays, `{ class: condition }` objects) and lets later Tailwind
 * classes override earlier conflicting ones, so `cn("px-4", className)` lets a caller's `px-2` win.
 */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
