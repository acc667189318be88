import type { DescriptionPage } from "@shopscript/contracts";
import { useMutation, useQueryClient, type InfiniteData } from "@tanstack/react-query";
import { apiJson } from "../../../lib/api-client";
import { withoutDescription } from "../lib/without-description";
import { descriptionsQueryKey } from "./query-keys";

/** DELETE /api/descriptions/:id. */
export const deleteDescription = (id: string) =>
  apiJson<{ message: string }>("DELETE", `/api/descriptions/${encodeURIComponent(id)}`);

/**
 * Deletes; once the server has answered, the card leaves every loaded list at once and the list is refetched
 * behind it (spec §4). The refetch is not returned: TanStack Query v5 awaits a promise returned by onSuccess
 * before the caller's onSuccess runs, so the seller's "Deleted" and the dialog's close would wait on a
 * refetch of every loaded page of the list (issue 25: not seen within 15 s on a loaded CI machine).
 */
export function useDeleteDescription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDescription,
    onSuccess: (_answer, id) => {
      queryClient.setQueriesData<InfiniteData<DescriptionPage>>(
        { queryKey: [...descriptionsQueryKey, "list"] },
        (data) => data && withoutDescription(data, id),
      );
      queryClient.removeQueries({ queryKey: [...descriptionsQueryKey, id], exact: true });
      void queryClient.invalidateQueries({ queryKey: descriptionsQueryKey });
    },
  });
}
