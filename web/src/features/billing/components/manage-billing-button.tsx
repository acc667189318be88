import { CreditCard } from "lucide-react";
import { Button, type ButtonProps } from "../../../components/ui/button";
import { useOpenBillingPortal } from "../api/open-billing-portal";

/**
 * "Manage billing": to the customer portal (subscribers: cancel, change plan, invoices). `compact` reads
 * "Billing" on phones, where it shares one row with other actions.
 */
export function ManageBillingButton({
  variant = "outline",
  compact = false,
  ...props
}: Omit<ButtonProps, "onClick"> & { compact?: boolean }) {
  const portal = useOpenBillingPortal();
  return (
    <Button variant={variant} onClick={() => portal.mutate()} disabled={portal.isPending} {...props}>
      <CreditCard aria-hidden />{" "}
      {portal.isPending ? (
        "Opening..."
      ) : compact ? (
        <>
          <span className="sm:hidden">Billing</span>
          <span className="hidden sm:inline">Manage billing</span>
        </>
      ) : (
        "Manage billing"
      )}
    </Button>
  );
}
