/**
 * The trial banner's countdown (spec §2): days, hours, minutes and seconds with leading zero units
 * dropped ('2d 3h 4m 5s', '3h 0m 9s', '45s'), and '0s' once expired.
 */
export function formatCountdown(msLeft: number): string {
  const total = Math.max(0, Math.floor(msLeft / 1000));
  const units: [number, string][] = [
    [Math.floor(total / 86_400), "d"],
    [Math.floor((total % 86_400) / 3600), "h"],
    [Math.floor((total % 3600) / 60), "m"],
    [total % 60, "s"],
  ];
  const first = units.findIndex(([n]) => n > 0);
  if (first === -1) return "0s";
  return units
    .slice(first)
    .map(([n, u]) => `${n}${u}`)
    .join(" ");
}

/** A calmer reading for screen readers: whole minutes, no seconds. */
export function spokenCountdown(msLeft: number): string {
  const minutes = Math.max(0, Math.floor(msLeft / 60_000));
  const d = Math.floor(minutes / 1440);
  const h = Math.floor((minutes % 1440) / 60);
  const m = minutes % 60;
  const parts = [
    d ? `${d} ${d === 1 ? "day" : "days"}` : "",
    h ? `${h} ${h === 1 ? "hour" : "hours"}` : "",
    `${m} ${m === 1 ? "minute" : "minutes"}`,
  ].filter(Boolean);
  return parts.join(", ");
}
