import type { CreateSubscriptionResponse, PaidPlanId } from "@shopscript/contracts";
import { useMutation } from "@tanstack/react-query";
import { apiJson } from "../../../lib/api-client";

/** POST /api/create-subscription: where to pay (a url) or why not (a message). */
export const createSubscription = (plan?: PaidPlanId) =>
  apiJson<CreateSubscriptionResponse | null>("POST", "/api/create-subscription", plan ? { plan } : {});

export const useCreateSubscription = () => useMutation({ mutationFn: createSubscription });
