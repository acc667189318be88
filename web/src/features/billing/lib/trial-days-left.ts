const DAY_MS = 86_400_000;

/**
 * The trial banner's quiet line (issue 29: no countdown to the second): "7 days left in your trial",
 * "1 day left in your trial", "Less than a day left in your trial". Whole days, rounded up from the trial's
 * end (a trial started a moment ago has its full 7 days); the server's day count when no end date is known.
 */
export function trialDaysLeft(endIso: string | null | undefined, daysRemaining: number, nowMs: number): string {
  const days = endIso ? Math.ceil((new Date(endIso).getTime() - nowMs) / DAY_MS) : daysRemaining;
  if (endIso && new Date(endIso).getTime() - nowMs < DAY_MS) return "Less than a day left in your trial";
  return `${days} ${days === 1 ? "day" : "days"} left in your trial`;
}
