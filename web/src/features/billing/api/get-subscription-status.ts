import type { SubscriptionStatus } from "@shopscript/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiJson } from "../../../lib/api-client";
import { useCurrentUser } from "../../auth/api/get-current-user";

export const subscriptionStatusQueryKey = ["/api/subscription-status"] as const;

/** GET /api/subscription-status, refreshed every 60 s while it is shown (spec §4, §7). */
export const subscriptionStatusQueryOptions = queryOptions({
  queryKey: subscriptionStatusQueryKey,
  queryFn: ({ signal }) =>
    apiJson<SubscriptionStatus>("GET", "/api/subscription-status", undefined, { signal }),
  refetchInterval: 60_000,
});

/** Only asked while signed in. */
export function useSubscriptionStatus() {
  const { isSignedIn } = useCurrentUser();
  return useQuery({
    ...subscriptionStatusQueryOptions,
    enabled: isSignedIn,
    refetchInterval: isSignedIn ? 60_000 : false,
  });
}
