import type { Description, DescriptionCreateInput } from "@shopscript/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "../../../lib/api-client";
import { descriptionsQueryKey } from "./query-keys";

/** POST /api/descriptions: saves a generated listing to the seller's dashboard. */
export const saveDescription = (body: DescriptionCreateInput) =>
  apiJson<Description>("POST", "/api/descriptions", body);

export function useSaveDescription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveDescription,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: descriptionsQueryKey }),
  });
}
