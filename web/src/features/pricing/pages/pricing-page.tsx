import { TRIAL_DAYS, type Plan } from "@shopscript/contracts";
import { CheckCircle2, Gift } from "lucide-react";
import { Link } from "wouter";
import { PageTitle } from "../../../components/page-title";
import { useCurrentUser } from "../../auth/api/get-current-user";
import { useSubscriptionStatus } from "../../billing/api/get-subscription-status";
import { ManageBillingButton } from "../../billing/components/manage-billing-button";
import { FaqList } from "../components/faq-list";
import { PlanCard } from "../components/plan-card";
import { PlanComparison } from "../components/plan-comparison";
import { PRICING_FAQ } from "../faq";
import { PAID_PLANS, planHref, PRO_PRICE, STARTER_PRICE } from "../plans";

// Deliberate deviation (ARCHITECTURE section 7): the spec's pricing page shows a single "Pro Plan"
// card at $4.99 "Billed monthly", which contradicts its own landing page ($49.99/year Pro) and
// terms (29 euros). We show the paid plans from PLANS in packages/contracts, the one source of
// prices: Starter $4.99/month and Pro $49.99/year, each card saying how it is billed (the plan
// descriptions). The free trial is not a plan to buy here; it is the banner above the cards, and
// every visitor's button starts it.

export default function PricingPage() {
  const { isSignedIn } = useCurrentUser();
  const { data: status } = useSubscriptionStatus();
  const subscribed = isSignedIn && !!status?.hasActiveSubscription;
  // Subscribers are not sold a subscription: their plan says so, and billing changes go through the portal.
  // Signed-in users without one subscribe; visitors start the trial (spec section 2).
  const cta = (plan: Plan) =>
    subscribed ? (
      plan.id === status?.plan ? (
        <div className="flex w-full flex-col gap-2">
          <p className="flex h-10 items-center justify-center gap-2 rounded-md border border-primary/40 bg-primary/5 text-sm font-semibold text-primary">
            <CheckCircle2 aria-hidden className="size-4" /> Current plan
          </p>
          <ManageBillingButton size="lg" className="w-full" />
        </div>
      ) : (
        <ManageBillingButton size="lg" className="w-full" />
      )
    ) : isSignedIn ? (
      { label: "Subscribe Now", href: planHref(plan) }
    ) : (
      { label: "Start Free Trial", href: "/signup" }
    );

  return (
    <>
      <PageTitle
        description={`ShopScript pricing: a ${TRIAL_DAYS}-day free trial with no credit card, then Starter at ${STARTER_PRICE} or Pro at ${PRO_PRICE}. Cancel anytime.`}
      >
        Pricing
      </PageTitle>
      <section aria-labelledby="pricing-page-title" className="container-page py-16 sm:py-20">
        <div className="mx-auto max-w-3xl text-center">
          <h1 id="pricing-page-title" className="text-4xl font-extrabold tracking-tight sm:text-5xl">
            Simple, Transparent Pricing
          </h1>
          <p className="mt-4 text-lg text-muted-foreground">
            Start with a {TRIAL_DAYS}-day free trial. No credit card required.
          </p>
        </div>

        {subscribed ? null : (
          <div className="mx-auto mt-10 flex max-w-3xl items-start gap-3 rounded-xl border border-primary/30 bg-secondary p-4 text-secondary-foreground sm:items-center">
            <Gift aria-hidden className="mt-0.5 size-5 shrink-0 sm:mt-0" />
            <p className="text-sm">
              <strong className="font-semibold">
                Every account starts with a {TRIAL_DAYS}-day free trial:
              </strong>{" "}
              everything in Starter, catalog mode included, with unlimited descriptions on every platform and
              no credit card. Choose a plan when you are ready.
            </p>
          </div>
        )}

        <ul className="mx-auto mt-14 grid max-w-3xl gap-8 md:grid-cols-2">
          {PAID_PLANS.map((plan) => (
            <li key={plan.id}>
              <PlanCard plan={plan} headingAs="h2" cta={cta(plan)} />
            </li>
          ))}
        </ul>

        <PlanComparison />
      </section>

      <section
        aria-labelledby="pricing-faq-title"
        className="border-t border-border bg-subtle py-16 sm:py-20"
      >
        <div className="container-page max-w-3xl">
          <h2 id="pricing-faq-title" className="text-center text-3xl font-bold tracking-tight">
            Frequently asked questions
          </h2>
          <FaqList entries={PRICING_FAQ} />
          <p className="mt-8 text-center text-sm text-muted-foreground">
            More questions?{" "}
            <Link href="/contact" className="font-medium text-primary hover:underline">
              Get in touch
            </Link>
            .
          </p>
        </div>
      </section>
    </>
  );
}
