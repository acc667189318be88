import type { Description, Listing } from "@shopscript/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "../../../lib/api-client";
import { descriptionQueryOptions } from "./get-description";
import { descriptionsQueryKey } from "./query-keys";

/** PATCH /api/descriptions/:id {listing}: the changed fields; the answer carries the checker's results. */
export const editDescription = ({ id, listing }: { id: string; listing: Listing }) =>
  apiJson<Description>("PATCH", `/api/descriptions/${encodeURIComponent(id)}`, { listing });

/** Saves an edit; the dialog shows the stored answer at once, and the lists (their previews) are refetched. */
export function useEditDescription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editDescription,
    onSuccess: (saved) => {
      queryClient.setQueryData(descriptionQueryOptions(saved.id).queryKey, saved);
      void queryClient.invalidateQueries({ queryKey: [...descriptionsQueryKey, "list"] });
    },
  });
}
