import type {
  PublishRunList,
  PublishRunView,
  ShopifyConnectResponse,
  StoreConnectionList,
  StoreConnectionView,
  StorePullResponse,
  WooConnectResponse,
  WooKeysConnectRequest,
} from "@shopscript/contracts";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "../../../lib/api-client";

// The integrations service's routes (/api/integrations, behind the gateway): store connections, pulls,
// publish runs and restores. A connection names its platform, so nothing here is Shopify's alone but connect.

export const connectionsQueryKey = ["/api/integrations/connections"] as const;

export const connectionsQueryOptions = queryOptions({
  queryKey: connectionsQueryKey,
  queryFn: ({ signal }) => apiJson<StoreConnectionList>("GET", "/api/integrations/connections", undefined, { signal }),
});

export const useConnections = () => useQuery(connectionsQueryOptions);

/** Step 1 of connecting a Shopify store: the answer is Shopify's approval page, where the browser goes next. */
export const useConnectShopify = () =>
  useMutation({
    mutationFn: (shop: string) => apiJson<ShopifyConnectResponse>("POST", "/api/integrations/shopify/connect", { shop }),
  });

/** Step 1 of connecting a WooCommerce store: the answer is the store's own approval page (/wc-auth/v1/authorize). */
export const useConnectWoo = () =>
  useMutation({
    mutationFn: (storeUrl: string) =>
      apiJson<WooConnectResponse>("POST", "/api/integrations/woocommerce/connect", { storeUrl }),
  });

/** A WooCommerce store by the API keys the seller made in it: the server tries them on the store first. */
export function useConnectWooKeys() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WooKeysConnectRequest) =>
      apiJson<StoreConnectionView>("POST", "/api/integrations/woocommerce/keys", body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: connectionsQueryKey }),
  });
}

export function useDisconnect() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiJson<null>("DELETE", `/api/integrations/connections/${encodeURIComponent(id)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: connectionsQueryKey }),
  });
}

/**
 * Pulls every product of a store into a new catalog job, then starts writing it (the job page takes over). The
 * job's copy is written in the brand voice chosen here: a voice id, "none", or "" for the seller's default.
 */
export const usePullAndStart = () =>
  useMutation({
    mutationFn: async ({ connectionId, voiceId }: { connectionId: string; voiceId: string }) => {
      const pulled = await apiJson<StorePullResponse>(
        "POST",
        `/api/integrations/connections/${encodeURIComponent(connectionId)}/pull`,
        voiceId ? { voiceId } : {},
      );
      await apiJson("POST", `/api/batches/${encodeURIComponent(pulled.jobId)}/start`);
      return pulled;
    },
  });

const runsKey = (jobId: string) => ["/api/integrations/publish-runs", jobId] as const;

/**
 * A job's publish runs and the store it came from. While a run is running it is asked again every second:
 * a run is worked product by product at the store's own pace, and this is its progress.
 */
export const usePublishRuns = (jobId: string, enabled = true) =>
  useQuery({
    queryKey: runsKey(jobId),
    enabled,
    queryFn: ({ signal }) =>
      apiJson<PublishRunList>("GET", `/api/integrations/publish-runs?jobId=${encodeURIComponent(jobId)}`, undefined, { signal }),
    refetchInterval: (query) => (query.state.data?.runs.some((run) => run.status === "running") ? 1000 : false),
  });

export function usePublish(jobId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson<PublishRunView>("POST", "/api/integrations/publish", { jobId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: runsKey(jobId) }),
  });
}

export interface RestoreInput {
  runId: string;
  /** One product; none restores the whole run. */
  productId?: string;
  /** After the store answered 409 CHANGED_IN_STORE and the seller confirmed. */
  force?: boolean;
}

export function useRestore(jobId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ runId, ...body }: RestoreInput) =>
      apiJson<{ restored: number }>("POST", `/api/integrations/publish-runs/${encodeURIComponent(runId)}/restore`, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: runsKey(jobId) }),
  });
}
