import { getPlan, TRIAL_DAYS } from "@shopscript/contracts";
import { Link } from "wouter";
import { buttonVariants } from "../../../components/ui/button";
import { Spinner } from "../../../components/ui/spinner";
import { useSubscriptionStatus } from "../../billing/api/get-subscription-status";
import { ManageBillingButton } from "../../billing/components/manage-billing-button";
import { TitledCard } from "../../../components/titled-card";

/** Plan and billing: the paid plan and the portal, or the trial (or its end) and the way to subscribe. */
export function PlanSection() {
  const { data: status, isLoading } = useSubscriptionStatus();
  let body;
  if (isLoading || !status) {
    body = <Spinner label="Loading your plan…" />;
  } else if (status.hasActiveSubscription) {
    const plan = getPlan(status.plan ?? "starter");
    body = (
      <div className="space-y-4">
        <p>
          <span className="font-semibold">{plan.name} plan</span>{" "}
          <span className="text-muted-foreground">
            · {plan.price}
            {plan.period}
          </span>
        </p>
        <p className="text-sm text-muted-foreground">
          Change plan, update your card, download invoices or cancel in the billing portal. If you cancel, you
          keep access to the end of the period you paid for.
        </p>
        <ManageBillingButton variant="default" />
      </div>
    );
  } else {
    body = (
      <div className="space-y-4">
        <p>
          <span className="font-semibold">Free trial</span>{" "}
          <span className="text-muted-foreground">
            ·{" "}
            {status.isTrialActive
              ? `${status.trialDaysRemaining} ${status.trialDaysRemaining === 1 ? "day" : "days"} left`
              : "ended"}
          </span>
        </p>
        <p className="text-sm text-muted-foreground">
          {status.isTrialActive
            ? `Your ${TRIAL_DAYS}-day trial has full access. Subscribe to keep unlimited access to all features.`
            : "Subscribe to keep generating descriptions. Your saved descriptions are still here."}
        </p>
        <div className="flex flex-wrap gap-2">
          <Link href="/subscribe" className={buttonVariants()}>
            Subscribe
          </Link>
          <Link href="/pricing" className={buttonVariants({ variant: "outline" })}>
            See plans
          </Link>
        </div>
      </div>
    );
  }
  return (
    <TitledCard id="account-plan" title="Plan and billing">
      {body}
    </TitledCard>
  );
}
