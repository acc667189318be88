import { MESSAGES } from "@shopscript/contracts";
import { useMutation } from "@tanstack/react-query";
import { toast } from "../../../components/ui/use-toast";
import { apiJson, errorMessage } from "../../../lib/api-client";

/** POST /api/billing/portal: the customer portal's address (cancel, change plan, invoices). */
export const openBillingPortal = () =>
  apiJson<{ url?: string; message?: string } | null>("POST", "/api/billing/portal");

/** Opens the portal in this tab; says so in a toast when billing cannot. */
export function useOpenBillingPortal() {
  const fail = (description: string) =>
    toast({ variant: "destructive", title: "Billing unavailable", description });
  return useMutation({
    mutationFn: openBillingPortal,
    onSuccess: (answer) => {
      if (answer?.url) window.location.assign(answer.url);
      else fail(answer?.message || MESSAGES.SOMETHING_WENT_WRONG);
    },
    onError: (err) => fail(errorMessage(err, MESSAGES.SOMETHING_WENT_WRONG)),
  });
}
