import { useQuery } from "@tanstack/react-query";
import { subscriptionStatusQueryOptions } from "./get-subscription-status";

/** How often the confirmation asks again while billing has not yet heard from the payment provider. */
const CONFIRM_POLL_MS = 2_000;

/**
 * GET /api/subscription-status until it shows the subscription: back from Checkout, the browser may arrive
 * before Stripe's webhook has reached billing. Then it settles to the usual 60 s refresh.
 */
export function useConfirmedSubscription() {
  return useQuery({
    ...subscriptionStatusQueryOptions,
    refetchInterval: (query) => (query.state.data?.hasActiveSubscription ? 60_000 : CONFIRM_POLL_MS),
  });
}
