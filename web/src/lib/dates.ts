// One locale convention for every date a seller sees: Dutch, as the spec asks of the generator's timestamp
// (section 2). The dashboard's "long month name, day, year, time" is written the Dutch way too
// (25 november 2026 om 14:05, 24-hour clock) rather than mixing an American date into a Dutch page.
const LOCALE = "nl-NL";

/** The result card's timestamp, e.g. "25-11-2026, 14:05:09". */
export function formatTimestamp(date: Date): string {
  return date.toLocaleString(LOCALE);
}

/** A saved description's date: long month name, day, year and time, e.g. "25 november 2026 om 14:05". */
export function formatCreated(iso: string): string {
  return new Date(iso).toLocaleString(LOCALE, {
    day: "numeric",
    month: "long",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
  });
}
