import type { PaidPlanId } from "@shopscript/contracts";
import { ArrowRight, Check } from "lucide-react";
import { Link } from "wouter";
import { buttonVariants } from "../../../components/ui/button";
import { SUBSCRIBED_COPY } from "../copy";
import { planUnlocks } from "../lib/plan-unlocks";

/** What `plan` unlocks, each with a link to the page where it is used. */
export function PlanUnlocksList({ plan }: { plan: PaidPlanId }) {
  return (
    <section aria-labelledby="plan-unlocks-title" className="w-full text-left">
      <h2 id="plan-unlocks-title" className="text-lg font-semibold">
        {SUBSCRIBED_COPY.unlockedTitle}
      </h2>
      <ul className="mt-3 divide-y divide-border rounded-lg border border-border" data-testid="plan-unlocks">
        {planUnlocks(plan).map((unlock) => (
          <li
            key={unlock.id}
            className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between"
          >
            <span className="flex items-start gap-2">
              <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
              {unlock.label}
            </span>
            <Link
              href={unlock.href}
              className={buttonVariants({
                variant: "outline",
                size: "sm",
                className: "ml-6 self-start sm:ml-0 sm:self-auto",
              })}
            >
              {unlock.page} <ArrowRight aria-hidden />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
