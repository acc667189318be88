import { CreditCard } from "lucide-react";
import { Button, type ButtonProps } from "../../../components/ui/button";
import { useOpenBillingPortal } from "../api/open-billing-portal";

/** "Manage billing": to the customer portal (subscribers: cancel, change plan, invoices). */
export function ManageBillingButton({ variant = "outline", ...props }: Omit<ButtonProps, "onClick">) {
  const portal = useOpenBillingPortal();
  return (
    <Button variant={variant} onClick={() => portal.mutate()} disabled={portal.isPending} {...props}>
      <CreditCard aria-hidden /> {portal.isPending ? "Opening..." : "Manage billing"}
    </Button>
  );
}
