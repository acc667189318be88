import { formatCreated, formatDate, formatRelative, formatTimestamp } from "../src/lib/dates";

// Dates in the interface's language (en-US) whatever the machine's locale, with a relative time while it helps.
describe("dates a seller sees", () => {
  it("read the American English way: November 28, 2026, 8:54 AM", () => {
    const iso = "2026-11-28T08:54:00";
    expect(formatCreated(iso)).toMatch(/^November 28, 2026, 8:54\sAM$/);
    expect(formatTimestamp(new Date(2026, 10, 28, 20, 5, 9))).toMatch(/^November 28, 2026, 8:05\sPM$/);
    // A day alone (a first charge): no time.
    expect(formatDate("2026-12-05T10:00:00")).toBe("December 5, 2026");
  });

  it("say how long ago a recent moment was, and give up after a week", () => {
    const now = new Date("2026-11-28T12:00:00Z");
    const ago = (seconds: number) => formatRelative(new Date(now.getTime() - seconds * 1000).toISOString(), now);
    expect(ago(20)).toBe("just now");
    expect(ago(5 * 60)).toBe("5 minutes ago");
    expect(ago(60)).toBe("1 minute ago");
    expect(ago(3 * 3600 + 100)).toBe("3 hours ago");
    expect(ago(26 * 3600)).toBe("yesterday");
    expect(ago(4 * 86_400)).toBe("4 days ago");
    expect(ago(8 * 86_400)).toBeNull();
    expect(ago(-60)).toBeNull();
  });
});
