import type { SubscriptionStatus } from "@shopscript/contracts";
import { useQuery } from "@tanstack/react-query";
import { useCurrentUser } from "../../auth/api/use-current-user";

export const subscriptionStatusQueryKey = ["/api/subscription-status"] as const;

/** GET /api/subscription-status, only while signed in, refreshed every 60 s (spec §4, §7). */
export function useSubscriptionStatus() {
  const { isSignedIn } = useCurrentUser();
  return useQuery<SubscriptionStatus>({
    queryKey: subscriptionStatusQueryKey,
    enabled: isSignedIn,
    refetchInterval: isSignedIn ? 60_000 : false,
  });
}
