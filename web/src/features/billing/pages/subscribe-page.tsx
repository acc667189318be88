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
import { useSubscriptionStatus } from "../api/get-subscription-status";
import { ManageBillingButton } from "../components/manage-billing-button";
import { SUBSCRIBE_COPY } from "../copy";

interface Failure {
  message: string;
  /** 409: the seller already subscribes; the portal is where to change or cancel it. */
  alreadySubscribed: boolean;
}

/**
 * Where to pay, and when the first charge is: a date when the checkout keeps the trial's days, null when it
 * charges at checkout, undefined when the url is the billing portal.
 */
interface Checkout {
  url: string;
  firstChargeDate: string | null | undefined;
}

/**
 * /subscribe: starts the payment on load and sends the browser to the checkout page (spec §2, §8). A seller
 * still in the trial is told first when the first charge is (issue 29): at the trial's end when its days are
 * kept, or today at checkout when fewer than 48 hours are left; then continues to the checkout with a click.
 */
export default function SubscribePage() {
  const { isLoading, isSignedIn } = useCurrentUser();
  const [, navigate] = useLocation();
  const planParam = new URLSearchParams(useSearch()).get("plan");
  const plan = PAID_PLAN_IDS.includes(planParam as PaidPlanId) ? (planParam as PaidPlanId) : undefined;
  const [failure, setFailure] = useState<Failure | null>(null);
  const [checkout, setCheckout] = useState<Checkout | null>(null);
  const create = useCreateSubscription();
  const status = useSubscriptionStatus();
  const inTrial = status.data?.isTrialActive === true && !status.data.hasActiveSubscription;
  // Charged at checkout while still in the trial: said first. Once the trial is over (or the status cannot be
  // read), the spec's redirect.
  const chargedInTrial = checkout?.firstChargeDate === null && inTrial;
  const redirectNow =
    checkout !== null &&
    !checkout.firstChargeDate &&
    (checkout.firstChargeDate === undefined || ((status.isSuccess || status.isError) && !inTrial));

  useEffect(() => {
    if (redirectNow) window.location.assign(checkout.url);
  }, [redirectNow, checkout]);
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
        if (answer && "url" in answer) setCheckout({ url: answer.url, firstChargeDate: answer.firstChargeDate });
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
          ) : checkout?.firstChargeDate ? (
            <CheckoutReview plan={plan ?? DEFAULT_PAID_PLAN} url={checkout.url} firstChargeDate={checkout.firstChargeDate} />
          ) : chargedInTrial ? (
            <CheckoutReview plan={plan ?? DEFAULT_PAID_PLAN} url={checkout.url} firstChargeDate={null} />
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

/**
 * Before paying: the plan, when the first charge is (the kept trial's end, or today at checkout when too little
 * of the trial is left to keep), and the way on to the checkout.
 */
function CheckoutReview({ plan, url, firstChargeDate }: { plan: PaidPlanId; url: string; firstChargeDate: string | null }) {
  const { name, price, period } = getPlan(plan);
  return (
    <div className="flex flex-col items-center gap-4">
      <h1 className="text-2xl font-bold">{SUBSCRIBE_COPY.reviewTitle(name)}</h1>
      <p className="text-3xl font-extrabold">
        {price}
        <span className="text-base font-normal text-muted-foreground">{period}</span>
      </p>
      {firstChargeDate ? (
        <>
          <p className="text-lg font-semibold" data-testid="trial-days-kept">
            {SUBSCRIBE_COPY.trialDaysKept(formatDate(firstChargeDate))}
          </p>
          <p className="text-sm text-muted-foreground">{SUBSCRIBE_COPY.trialDaysKeptDetail}</p>
        </>
      ) : (
        <>
          <p className="text-lg font-semibold" data-testid="charged-at-checkout">
            {SUBSCRIBE_COPY.chargedAtCheckout(price)}
          </p>
          <p className="text-sm text-muted-foreground">{SUBSCRIBE_COPY.chargedAtCheckoutDetail}</p>
        </>
      )}
      <div className="flex w-full flex-col gap-2 sm:w-auto">
        {/* A full navigation: the checkout is Stripe's page (or the sandbox's, served outside the app). */}
        <a href={url} className={buttonVariants({ size: "lg" })}>
          {SUBSCRIBE_COPY.continueToPayment}
        </a>
        <Link href="/pricing" className={buttonVariants({ variant: "ghost" })}>
          {SUBSCRIBE_COPY.backToPricing}
        </Link>
      </div>
    </div>
  );
}
