import type { DescriptionPage, DescriptionSelectionResult } from "@shopscript/contracts";
import { useMutation, useQueryClient, type InfiniteData } from "@tanstack/react-query";
import { apiJson } from "../../../lib/api-client";
import { withoutDescription } from "../lib/without-description";
import { descriptionsQueryKey } from "./query-keys";

/** POST /api/descriptions/delete {ids}: the selection, hidden at once and restorable (Undo). */
export const deleteDescriptions = (ids: string[]) =>
  apiJson<DescriptionSelectionResult>("POST", "/api/descriptions/delete", { ids });

/** POST /api/descriptions/restore {ids}: Undo. */
export const restoreDescriptions = (ids: string[]) =>
  apiJson<DescriptionSelectionResult>("POST", "/api/descriptions/restore", { ids });

/**
 * Deletes a selection: once the server has answered, the cards leave every loaded list at once and the lists
 * are refetched behind them (as a single delete does; the refetch is not awaited, see delete-description.ts).
 */
export function useDeleteDescriptions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDescriptions,
    onSuccess: ({ ids }) => {
      queryClient.setQueriesData<InfiniteData<DescriptionPage>>(
        { queryKey: [...descriptionsQueryKey, "list"] },
        (data) => data && ids.reduce((pages, id) => withoutDescription(pages, id), data),
      );
      for (const id of ids) queryClient.removeQueries({ queryKey: [...descriptionsQueryKey, id], exact: true });
      void queryClient.invalidateQueries({ queryKey: descriptionsQueryKey });
    },
  });
}

/** Undo: the restored descriptions come back with the lists' refetch. */
export function useRestoreDescriptions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreDescriptions,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: descriptionsQueryKey }),
  });
}
