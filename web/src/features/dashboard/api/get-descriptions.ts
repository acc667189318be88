import { DEFAULT_DESCRIPTION_SORT, type DescriptionPage, type DescriptionSort } from "@shopscript/contracts";
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { apiJson } from "../../../lib/api-client";
import { descriptionsQueryKey } from "./query-keys";

export const PAGE_SIZE = 24;


export interface DescriptionFilters {
  q: string;
  platform: string; // "all" or a platform
  sort: DescriptionSort;
}

/** The list's query: search, platform and sort (the server sorts, so every page and an export keep the order). */
export function filterParams({ q, platform, sort }: DescriptionFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (q.trim()) params.set("q", q.trim());
  if (platform !== "all") params.set("platform", platform);
  if (sort !== DEFAULT_DESCRIPTION_SORT) params.set("sort", sort);
  return params;
}

/** GET /api/descriptions?limit=24&q=&platform=&sort=&cursor=: one page per "Load more". */
export function getDescriptionPage(filters: DescriptionFilters, cursor: string | null, signal?: AbortSignal) {
  const params = filterParams(filters);
  params.set("limit", String(PAGE_SIZE));
  if (cursor) params.set("cursor", cursor);
  return apiJson<DescriptionPage>("GET", `/api/descriptions?${params}`, undefined, { signal });
}

export const descriptionPagesQueryOptions = (filters: DescriptionFilters) =>
  infiniteQueryOptions({
    queryKey: [...descriptionsQueryKey, "list", filters.q.trim(), filters.platform, filters.sort],
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => getDescriptionPage(filters, pageParam, signal),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    // Keep the grid (and the search box) on screen while a new search loads.
    placeholderData: keepPreviousData,
  });

export function useDescriptionPages(filters: DescriptionFilters, enabled: boolean) {
  return useInfiniteQuery({ ...descriptionPagesQueryOptions(filters), enabled });
}
