import type { DescriptionListItem, DescriptionPage } from "@shopscript/contracts";
import { withoutDescription } from "../src/features/dashboard/lib/without-description";

const item = (id: string): DescriptionListItem => ({
  id,
  productName: `Product ${id}`,
  description: "text",
  platform: "amazon",
  createdAt: "2026-01-01T00:00:00.000Z",
});
const page = (ids: string[], counts: Partial<DescriptionPage> = {}): DescriptionPage => ({
  items: ids.map(item),
  total: 3,
  totalIsExact: true,
  unfilteredTotal: 5,
  nextCursor: null,
  ...counts,
});

describe("a dashboard list without a deleted description", () => {
  it("drops the card from the page that holds it and lowers the counts on every page", () => {
    const data = { pages: [page(["a", "b"], { nextCursor: "c1" }), page(["c"])], pageParams: [null, "c1"] };
    const after = withoutDescription(data, "c");
    expect(after.pages.map((p) => p.items.map((i) => i.id))).toEqual([["a", "b"], []]);
    expect(after.pages.map((p) => [p.total, p.unfilteredTotal])).toEqual([
      [2, 4],
      [2, 4],
    ]);
    expect(after.pages[0]!.nextCursor).toBe("c1");
    expect(after.pageParams).toEqual([null, "c1"]);
    // The cache's own object is not changed: TanStack Query compares by reference.
    expect(data.pages[1]!.items).toHaveLength(1);
  });

  it("gives back the same object when the card is not in the list (a filter that did not show it)", () => {
    const data = { pages: [page(["a"])], pageParams: [null] };
    expect(withoutDescription(data, "z")).toBe(data);
  });

  it("keeps a capped count capped and never counts below zero", () => {
    const capped = withoutDescription({ pages: [page(["a"], { total: 1000, totalIsExact: false })], pageParams: [null] }, "a");
    expect([capped.pages[0]!.total, capped.pages[0]!.totalIsExact]).toEqual([1000, false]);
    const last = withoutDescription({ pages: [page(["a"], { total: 0, unfilteredTotal: 0 })], pageParams: [null] }, "a");
    expect([last.pages[0]!.total, last.pages[0]!.unfilteredTotal]).toEqual([0, 0]);
  });
});
