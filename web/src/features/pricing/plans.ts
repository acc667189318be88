import { PLANS, type Plan } from "@shopscript/contracts";

/** Where a plan's button goes: the trial to /signup, a paid plan to /subscribe?plan=<id>. */
export function planHref(plan: Plan): string {
  return plan.href === "/subscribe" ? `/subscribe?plan=${plan.id}` : plan.href;
}

/** "/month" stays as is; "7 days" reads "for 7 days". */
export function planPeriod(plan: Plan): string {
  return plan.period.startsWith("/") ? plan.period : `for ${plan.period}`;
}

export const PAID_PLANS: readonly Plan[] = PLANS.filter((plan) => plan.href === "/subscribe");

function priceOf(id: Plan["id"]): string {
  const plan = PLANS.find((p) => p.id === id);
  return plan ? `${plan.price}${plan.period}` : "";
}

/** "$4.99/month" and "$49.99/year", for sentences in the FAQ and legal text. */
export const STARTER_PRICE = priceOf("starter");
export const PRO_PRICE = priceOf("pro");
