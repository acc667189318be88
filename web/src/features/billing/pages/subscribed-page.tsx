import { getPlan } from "@shopscript/contracts";
import { CheckCircle2 } from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "wouter";
import { PageTitle } from "../../../components/page-title";
import { buttonVariants } from "../../../components/ui/button";
import { Card, CardContent } from "../../../components/ui/card";
import { Spinner } from "../../../components/ui/spinner";
import { formatDate } from "../../../lib/dates";
import { RequireUser } from "../../auth/components/require-user";
import { useConfirmedSubscription } from "../api/get-confirmed-subscription";
import { ManageBillingButton } from "../components/manage-billing-button";
import { PlanUnlocksList } from "../components/plan-unlocks-list";
import { SUBSCRIBE_COPY, SUBSCRIBED_COPY } from "../copy";

/** After this long without the subscription, the wait says what may have happened and offers a way out. */
const SLOW_CONFIRMATION_MS = 20_000;

function Confirming() {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setSlow(true), SLOW_CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <div role="status" className="flex flex-col items-center gap-4 text-center">
      <Spinner className="size-10" />
      <h1 className="text-xl font-semibold">{SUBSCRIBED_COPY.confirmingTitle}</h1>
      <p className="text-sm text-muted-foreground">
        {slow ? SUBSCRIBED_COPY.confirmingSlow : SUBSCRIBED_COPY.confirmingDetail}
      </p>
      {slow ? (
        <Link href="/pricing" className={buttonVariants({ variant: "outline" })}>
          {SUBSCRIBED_COPY.seePlans}
        </Link>
      ) : null}
    </div>
  );
}

function Confirmation() {
  const { data: status } = useConfirmedSubscription();
  const plan = status?.hasActiveSubscription ? status.plan : null;
  if (!plan) return <Confirming />;
  return (
    <div className="flex flex-col items-center gap-5 text-center">
      <CheckCircle2 aria-hidden className="size-12 text-primary" />
      <h1 className="text-2xl font-bold sm:text-3xl">{SUBSCRIBED_COPY.confirmedTitle(getPlan(plan).name)}</h1>
      <p className="text-muted-foreground">{SUBSCRIBED_COPY.confirmedIntro}</p>
      {status?.firstChargeDate ? (
        <p className="font-semibold" data-testid="trial-days-kept">
          {SUBSCRIBE_COPY.trialDaysKept(formatDate(status.firstChargeDate))}
        </p>
      ) : null}
      <PlanUnlocksList plan={plan} />
      <div className="flex flex-wrap justify-center gap-2">
        <Link href="/dashboard" className={buttonVariants()}>
          {SUBSCRIBED_COPY.goToDashboard}
        </Link>
        <ManageBillingButton />
      </div>
    </div>
  );
}

/**
 * /subscribed: where Checkout returns. It waits for billing to confirm the subscription, then names what the
 * plan unlocked (the pricing table's rows for it) with a link to each page, and, when the trial's days were
 * kept, when the first charge is.
 */
export default function SubscribedPage() {
  return (
    <section className="container-page flex min-h-[60vh] items-center justify-center py-12">
      <PageTitle>{SUBSCRIBED_COPY.pageTitle}</PageTitle>
      <Card className="w-full max-w-xl">
        <CardContent className="pt-8">
          <RequireUser>
            <Confirmation />
          </RequireUser>
        </CardContent>
      </Card>
    </section>
  );
}
