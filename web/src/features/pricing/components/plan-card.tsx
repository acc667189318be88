import type { Plan } from "@shopscript/contracts";
import { Check } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from "../../../components/ui/card";
import { cn } from "../../../lib/utils";
import { planPeriod } from "../plans";

interface PlanCardProps {
  plan: Plan;
  /** The button's text and target (they differ between the landing and the pricing page), or a control of its own. */
  cta: { label: string; href: string } | ReactNode;
  /** Heading level of the plan name, to keep the page's outline in order. */
  headingAs?: "h2" | "h3";
}

/** One plan from PLANS: name, badge, price, description, features and a call to action. */
export function PlanCard({ plan, cta, headingAs = "h3" }: PlanCardProps) {
  return (
    <Card
      className={cn(
        "relative h-full",
        plan.highlighted && "border-primary shadow-lg ring-1 ring-primary lg:-translate-y-2",
      )}
    >
      {plan.badge ? (
        <Badge className="absolute -top-3 left-1/2 -translate-x-1/2 shadow-sm">{plan.badge}</Badge>
      ) : null}
      <CardHeader className="pt-8">
        <CardTitle as={headingAs} className="text-xl">
          {plan.name}
        </CardTitle>
        <p className="mt-2 flex items-baseline gap-1.5">
          <span className="text-4xl font-bold tracking-tight">{plan.price}</span>
          <span className="text-sm text-muted-foreground">{planPeriod(plan)}</span>
        </p>
        <p className="mt-2 text-sm text-muted-foreground">{plan.description}</p>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col gap-2.5 text-sm">
          {plan.features.map((feature) => (
            <li key={feature} className="flex gap-2">
              <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
              <span>{feature}</span>
            </li>
          ))}
        </ul>
      </CardContent>
      <CardFooter>
        {isLinkCta(cta) ? (
          <Button asChild size="lg" variant={plan.highlighted ? "default" : "outline"} className="w-full">
            <Link href={cta.href}>{cta.label}</Link>
          </Button>
        ) : (
          cta
        )}
      </CardFooter>
    </Card>
  );
}

function isLinkCta(cta: PlanCardProps["cta"]): cta is { label: string; href: string } {
  return typeof cta === "object" && cta !== null && "href" in cta && "label" in cta;
}
