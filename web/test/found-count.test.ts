import { DESCRIPTION_COUNT_CAP } from "@shopscript/contracts";
import { foundCount, foundLabel } from "../src/features/dashboard/lib/found-count";

describe("the dashboard's found count", () => {
  it("shows an exact total as it is", () => {
    expect(foundCount({ total: 0, totalIsExact: true })).toBe("0");
    expect(foundCount({ total: 2, totalIsExact: true })).toBe("2");
    expect(foundCount({ total: 999, totalIsExact: true })).toBe("999");
  });

  it("shows a capped total as at least the cap: 1,000+", () => {
    expect(foundCount({ total: DESCRIPTION_COUNT_CAP, totalIsExact: false })).toBe("1,000+");
  });

  it("groups the thousands of a large exact total (the unfiltered catalogue)", () => {
    expect(foundCount({ total: 100_000, totalIsExact: true })).toBe("100,000");
  });

  it("says it in proper English: 1 description, 3 descriptions, 0 descriptions, 1,000+ descriptions", () => {
    expect(foundLabel({ total: 1, totalIsExact: true })).toBe("1 description found");
    expect(foundLabel({ total: 3, totalIsExact: true })).toBe("3 descriptions found");
    expect(foundLabel({ total: 0, totalIsExact: true })).toBe("0 descriptions found");
    expect(foundLabel({ total: DESCRIPTION_COUNT_CAP, totalIsExact: false })).toBe("1,000+ descriptions found");
  });
});
