import { DESCRIPTION_COUNT_CAP } from "@shopscript/contracts";
import { foundCount } from "../src/features/dashboard/lib/found-count";

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
});
