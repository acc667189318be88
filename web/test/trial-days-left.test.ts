import { trialDaysLeft } from "../src/features/billing/lib/trial-days-left";

// The trial banner's quiet line: whole days, no countdown to the second (issue 29).
describe("the trial banner's days left", () => {
  const now = Date.parse("2026-11-28T12:00:00Z");
  const endIn = (ms: number) => new Date(now + ms).toISOString();
  const DAY = 86_400_000;

  it("counts whole days, rounded up, in proper English", () => {
    expect(trialDaysLeft(endIn(7 * DAY - 1000), 7, now)).toBe("7 days left in your trial");
    expect(trialDaysLeft(endIn(1.5 * DAY), 1, now)).toBe("2 days left in your trial");
    expect(trialDaysLeft(endIn(DAY), 1, now)).toBe("1 day left in your trial");
    expect(trialDaysLeft(endIn(3 * 3600_000), 0, now)).toBe("Less than a day left in your trial");
  });

  it("falls back on the server's day count without an end date", () => {
    expect(trialDaysLeft(null, 3, now)).toBe("3 days left in your trial");
    expect(trialDaysLeft(null, 1, now)).toBe("1 day left in your trial");
  });
});
