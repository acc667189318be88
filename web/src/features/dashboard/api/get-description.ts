import type { Description } from "@shopscript/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiJson } from "../../../lib/api-client";
import { descriptionsQueryKey } from "./query-keys";

/** GET /api/descriptions/:id: the full description with its listing, for the View dialog. */
export const getDescription = (id: string, signal?: AbortSignal) =>
  apiJson<Description>("GET", `/api/descriptions/${encodeURIComponent(id)}`, undefined, { signal });

export const descriptionQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...descriptionsQueryKey, id],
    queryFn: ({ signal }) => getDescription(id, signal),
  });

export function useDescription(id: string | null) {
  return useQuery({ ...descriptionQueryOptions(id ?? ""), enabled: id !== null });
}
