import { DEFAULT_PAID_PLAN, getPlan, MESSAGES, PAID_PLAN_IDS, type PaidPlanId } from "@shopscript/contracts";
import { AlertCircle } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, useLocation, useSearch } from "wouter";
import { PageTitle } from "../../../components/page-title";
import { buttonVariants } from "../../../components/ui/button";
import { Card, CardContent } from "../../../components/ui/card";
import { Spinner } from "../../../components/ui/spinner";
import { ApiError } from "../../../lib/api-client";
import { formatDate } from "../../../lib/dates";
import { useCurrentUser } from "../../auth/api/get-current-user";
import { useCreateSubscription } from "../api/create-subscription";
import { ManageBillingButton } from "../components/manage-billing-button";
import { SUBSCRIBE_COPY } from "../copy";

interface Failure {
  message: string;
  /** 409: the seller already subscribes; the portal is where to change or cancel it. */
  alreadySubscribed: boolean;
}

/** A checkout that keeps the seller's trial days: where to pay, and when the first charge is. */
interface KeptTrialCheckout {
  url: string;
  firstChargeDate: string;
}

/**
 * /subscribe: starts the payment on load and sends the browser to the checkout page (spec §2, §8). A seller
 * still in the trial is told first that the trial's days are kept and when the first charge is (issue 29),
 * then continues to the checkout with a click.
 */
export default function SubscribePage() {
  const { isLoading, isSignedIn } = useCurrentUser();
  const [, navigate] = useLocation();
  const planParam = new URLSearchParams(useSearch()).get("plan");
  const plan = PAID_PLAN_IDS.includes(planParam as PaidPlanId) ? (planParam as PaidPlanId) : undefined;
  const [failure, setFailure] = useState<Failure | null>(null);
  const [keptTrial, setKeptTrial] = useState<KeptTrialCheckout | null>(null);
  const create = useCreateSubscription();
  // One checkout session per visit, even when strict mode runs the effect twice.
  const started = useRef(false);

  useEffect(() => {
    if (isLoading) return;
    if (!isSignedIn) {
      navigate("/login", { replace: true });
      return;
    }
    if (started.current) return;
    started.current = true;
    create.mutate(plan, {
      onSuccess: (answer) => {
        if (answer && "url" in answer && answer.firstChargeDate)
          setKeptTrial({ url: answer.url, firstChargeDate: answer.firstChargeDate });
        else if (answer && "url" in answer) window.location.assign(answer.url);
        else
          setFailure({
            message:
              (answer && "message" in answer && answer.message) || MESSAGES.UNABLE_TO_CREATE_SUBSCRIPTION,
            alreadySubscribed: false,
          });
      },
      onError: (err) => {
        if (err instanceof ApiError) {
          const message = err.body?.message;
          setFailure({
            message:
              typeof message === "string" && message.trim()
                ? message
                : MESSAGES.UNABLE_TO_CREATE_SUBSCRIPTION,
            alreadySubscribed: err.status === 409,
          });
        } else {
          setFailure({ message: MESSAGES.CREATE_SUBSCRIPTION_FAILED, alreadySubscribed: false });
        }
      },
    });
  }, [isLoading, isSignedIn, navigate, plan, create]);

  return (
    <section className="container-page flex min-h-[60vh] items-center justify-center py-12">
      <PageTitle>Subscribe</PageTitle>
      <Card className="w-full max-w-md">
        <CardContent className="flex flex-col items-center gap-4 pt-8 text-center">
          {failure ? (
            <div role="alert" className="flex flex-col items-center gap-4">
              <AlertCircle aria-hidden className="size-12 text-destructive" />
              <h1 className="text-2xl font-bold">{SUBSCRIBE_COPY.errorTitle}</h1>
              <p className="text-muted-foreground">{failure.message}</p>
              <div className="flex flex-wrap justify-center gap-2">
                {failure.alreadySubscribed ? <ManageBillingButton variant="default" /> : null}
                <Link
                  href="/generator"
                  className={buttonVariants({ variant: failure.alreadySubscribed ? "outline" : "default" })}
                >
                  {SUBSCRIBE_COPY.backToGenerator}
                </Link>
              </div>
            </div>
          ) : keptTrial ? (
            <KeptTrialReview plan={plan ?? DEFAULT_PAID_PLAN} checkout={keptTrial} />
          ) : (
            <div role="status" className="flex flex-col items-center gap-4">
              <Spinner className="size-10" />
              <h1 className="text-xl font-semibold">{SUBSCRIBE_COPY.redirecting}</h1>
            </div>
          )}
        </CardContent>
      </Card>
    </section>
  );
}

/** Before paying: the plan, the kept trial days and the first charge's date, and the way on to the checkout. */
function KeptTrialReview({ plan, checkout }: { plan: PaidPlanId; checkout: KeptTrialCheckout }) {
  const { name, price, period } = getPlan(plan);
  return (
    <div className="flex flex-col items-center gap-4">
      <h1 className="text-2xl font-bold">{SUBSCRIBE_COPY.reviewTitle(name)}</h1>
      <p className="text-3xl font-extrabold">
        {price}
        <span className="text-base font-normal text-muted-foreground">{period}</span>
      </p>
      <p className="text-lg font-semibold" data-testid="trial-days-kept">
        {SUBSCRIBE_COPY.trialDaysKept(formatDate(checkout.firstChargeDate))}
      </p>
      <p className="text-sm text-muted-foreground">{SUBSCRIBE_COPY.trialDaysKeptDetail}</p>
      <div className="flex w-full flex-col gap-2 sm:w-auto">
        {/* A full navigation: the checkout is Stripe's page (or the sandbox's, served outside the app). */}
        <a href={checkout.url} className={buttonVariants({ size: "lg" })}>
          {SUBSCRIBE_COPY.continueToPayment}
        </a>
        <Link href="/pricing" className={buttonVariants({ variant: "ghost" })}>
          {SUBSCRIBE_COPY.backToPricing}
        </Link>
      </div>
    </div>
  );
}
