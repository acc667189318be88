const HOUR_MS = 3_600_000;

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? "" : "s"}`;

/**
 * How long a link works, in words ("1 hour", "24 hours", "3 days"), from when the event happened to
 * when the token expires; `fallback` when the two make no sense together (clock trouble upstream).
 */
export function describeValidity(from: string, until: string, fallback: string): string {
  const ms = Date.parse(until) - Date.parse(from);
  if (!Number.isFinite(ms) || ms <= 0) return fallback;
  if (ms < HOUR_MS) return plural(Math.max(1, Math.round(ms / 60_000)), "minute");
  const hours = Math.round(ms / HOUR_MS);
  // "24 hours" reads better than "1 day" for a link; whole days beyond two days.
  return hours <= 48 ? plural(hours, "hour") : plural(Math.round(hours / 24), "day");
}

const DATE = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

/** "March 5, 2026": billing dates in a mail, in UTC like the billing provider's. */
export const formatDate = (iso: string) => DATE.format(new Date(iso));
