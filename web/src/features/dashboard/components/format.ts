/** Long month, day, year, 12-hour time (spec §2), e.g. "March 5, 2026 at 3:07 PM". */
export function formatCreated(iso: string): string {
  return new Date(iso).toLocaleString("en-US", {
    month: "long",
    day: "numeric",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
  });
}
