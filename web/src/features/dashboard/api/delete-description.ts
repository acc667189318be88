import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "../../../lib/api-client";
import { descriptionsQueryKey } from "./get-descriptions";

/** DELETE /api/descriptions/:id. */
export const deleteDescription = (id: string) =>
  apiJson<{ message: string }>("DELETE", `/api/descriptions/${encodeURIComponent(id)}`);

/** Deletes, then refetches the list (spec §4). */
export function useDeleteDescription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDescription,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: descriptionsQueryKey }),
  });
}
