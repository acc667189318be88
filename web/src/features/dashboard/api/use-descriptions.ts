import type { Description, DescriptionPage } from "@shopscript/contracts";
import { keepPreviousData, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { apiJson } from "../../../lib/api-client";

export const PAGE_SIZE = 24;

export interface DescriptionFilters {
  q: string;
  platform: string; // "all" or a platform
}

export function filterParams({ q, platform }: DescriptionFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (q.trim()) params.set("q", q.trim());
  if (platform !== "all") params.set("platform", platform);
  return params;
}

/** GET /api/descriptions?limit=24&q=&platform=&cursor=, one page per "Load more". */
export function useDescriptionPages(filters: DescriptionFilters, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: ["/api/descriptions", "list", filters.q.trim(), filters.platform],
    enabled,
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => {
      const params = filterParams(filters);
      params.set("limit", String(PAGE_SIZE));
      if (pageParam) params.set("cursor", pageParam);
      return apiJson<DescriptionPage>("GET", `/api/descriptions?${params}`, undefined, { signal });
    },
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    // Keep the grid (and the search box) on screen while a new search loads.
    placeholderData: keepPreviousData,
  });
}

/** GET /api/descriptions/:id: the full description with its listing, for the View dialog. */
export function useDescription(id: string | null) {
  return useQuery<Description>({
    queryKey: ["/api/descriptions", id ?? ""],
    enabled: id !== null,
  });
}
