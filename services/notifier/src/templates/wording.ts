const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? "" : "s"}`;

/**
 * How long a link still works, in words ("1 hour", "24 hours", "3 days"), from `now` until the token
 * expires; `fallback` when that makes no sense (expired already, or clock trouble upstream).
 */
export function describeValidity(now: Date, until: string, fallback: string): string {
  const ms = Date.parse(until) - now.getTime();
  if (!Number.isFinite(ms) || ms <= 0) return fallback;
  // Whole minutes first: the mail is written a moment after the token was made, so a 1-hour link has
  // 59 min 59.9 s left, and must still read "1 hour".
  const minutes = Math.round(ms / 60_000);
  if (minutes < 60) return plural(Math.max(1, minutes), "minute");
  const hours = Math.round(minutes / 60);
  // "24 hours" reads better than "1 day" for a link; whole days beyond two days.
  return hours <= 48 ? plural(hours, "hour") : plural(Math.round(hours / 24), "day");
}

const DATE = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

/** "March 5, 2026": billing dates in a mail, in UTC like the billing provider's. */
export const formatDate = (iso: string) => DATE.format(new Date(iso));
