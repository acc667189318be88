import type { ApiKey, ApiKeyCreated, ApiKeyCreateInput, ApiKeyList } from "@shopscript/contracts";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "../../../lib/api-client";

export const apiKeysQueryKey = ["/api/auth/api-keys"] as const;

export const apiKeysQueryOptions = queryOptions({
  queryKey: apiKeysQueryKey,
  queryFn: ({ signal }) => apiJson<ApiKeyList>("GET", "/api/auth/api-keys", undefined, { signal }),
});

export const useApiKeys = () => useQuery(apiKeysQueryOptions);

export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ApiKeyCreateInput) => apiJson<ApiKeyCreated>("POST", "/api/auth/api-keys", input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysQueryKey }),
  });
}

export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiJson<ApiKey>("DELETE", `/api/auth/api-keys/${encodeURIComponent(id)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysQueryKey }),
  });
}
