import { PLANS } from "@shopscript/contracts";
import { SectionHeading } from "../../../components/section-heading";
import { PlanCard } from "../../pricing/components/plan-card";
import { planHref } from "../../pricing/plans";

/** The three plans from PLANS: the trial goes to /signup, paid plans to /subscribe?plan=<id>. */
export function PricingSection() {
  return (
    <section id="pricing" aria-labelledby="pricing-title" className="py-20 sm:py-24">
      <div className="container-page">
        <SectionHeading
          id="pricing-title"
          eyebrow="Pricing"
          title="Simple pricing, no surprises"
          description="Start with a 7-day free trial. No credit card required. Cancel anytime."
        />
        <ul className="mx-auto mt-14 grid max-w-5xl gap-8 lg:grid-cols-3">
          {PLANS.map((plan) => (
            <li key={plan.id}>
              <PlanCard plan={plan} cta={{ label: plan.cta, href: planHref(plan) }} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
