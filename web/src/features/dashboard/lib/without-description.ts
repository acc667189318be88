import type { DescriptionPage } from "@shopscript/contracts";

/** The pages of one cached dashboard list (TanStack Query's InfiniteData). */
export interface ListPages {
  pages: DescriptionPage[];
  pageParams: unknown[];
}

/**
 * A loaded list as it is once description `id` is deleted: its card gone and the counts one lower, so the
 * dashboard shows the delete as soon as the server confirms it, before the list's refetch answers. A list
 * without the card comes back as it was (the same object: nothing re-renders); the refetch corrects it. A
 * capped count ("1,000+") stays capped: one fewer than more than the cap is still at least the cap.
 */
export function withoutDescription<T extends ListPages>(data: T, id: string): T {
  if (!data.pages.some((page) => page.items.some((item) => item.id === id))) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      items: page.items.filter((item) => item.id !== id),
      total: page.totalIsExact ? Math.max(0, page.total - 1) : page.total,
      unfilteredTotal: Math.max(0, page.unfilteredTotal - 1),
    })),
  };
}
