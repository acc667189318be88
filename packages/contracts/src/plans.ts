// The single source of truth for pricing (ARCHITECTURE section 7). The spec contradicts itself
// ($4.99/month Pro, $49.99/year Pro, 29 euros in the terms); landing, pricing page, FAQ, terms
// and billing all read this file so the product can only ever state one price.

export const TRIAL_DAYS = 7;

export type PlanId = "trial" | "starter" | "pro";

export const PAID_PLAN_IDS = ["starter", "pro"] as const;
export type PaidPlanId = (typeof PAID_PLAN_IDS)[number];

// The subscribe screen calls create-subscription with no body (spec section 7); this is what it buys.
export const DEFAULT_PAID_PLAN: PaidPlanId = "starter";

export interface Plan {
  id: PlanId;
  name: string;
  /** Display price, e.g. "$4.99". */
  price: string;
  /** What billing charges; kept beside `price` so the two cannot be edited apart unnoticed (a test ties them). */
  priceCents: number;
  currency: "usd";
  /** Shown after the price: "/month", "/year", or "7 days" for the trial. */
  period: string;
  /** Billing interval for the payment provider; null for the trial, which is never billed. */
  interval: "month" | "year" | null;
  description: string;
  features: string[];
  cta: string;
  /** The trial starts at sign-up; paid plans go to /subscribe (the web adds ?plan=<id>). */
  href: "/signup" | "/subscribe";
  highlighted: boolean;
  badge?: string;
}

const STARTER_FEATURES = [
  "Unlimited AI descriptions",
  "All platforms",
  "Save and manage descriptions",
  // The pricing text promises export (spec section 9), so the plan must list it.
  "Export descriptions",
  // Catalog mode's batch jobs are gated on the same entitlement as one listing (trial or any paid plan).
  "Catalog mode: a whole store export at once",
  "URL scraping",
  "Multiple writing styles",
  "Priority support",
  "Cancel anytime",
];

export const PLANS: readonly Plan[] = [
  {
    id: "trial",
    name: "Free Trial",
    price: "$0",
    priceCents: 0,
    currency: "usd",
    period: `${TRIAL_DAYS} days`,
    interval: null,
    // Not "full access": the API and analytics are Pro's (PLAN_FEATURES), and the trial is Starter's plan for free.
    description: `Everything in Starter, free for ${TRIAL_DAYS} days. No credit card required.`,
    features: [
      "Unlimited product descriptions",
      "All platforms and writing styles",
      "Catalog mode included",
      "No credit card required",
    ],
    cta: "Start Free Trial",
    href: "/signup",
    highlighted: false,
  },
  {
    id: "starter",
    name: "Starter",
    price: "$4.99",
    priceCents: 499,
    currency: "usd",
    period: "/month",
    interval: "month",
    description: "Everything you need to write listings that sell, billed monthly.",
    features: STARTER_FEATURES,
    cta: "Choose Starter",
    href: "/subscribe",
    highlighted: false,
  },
  {
    id: "pro",
    name: "Pro",
    price: "$49.99",
    priceCents: 4999,
    currency: "usd",
    period: "/year",
    interval: "year",
    // Leads with what Pro adds, so it cannot read as "Starter billed yearly" (issue 29).
    // 12 x $4.99 = $59.88, so $49.99 saves just over 16%: the spec's "over 15%" and "2 months free".
    description: "Starter plus API access and advanced analytics. Billed yearly, over 15% less than 12 months of Starter.",
    features: [
      "Everything in Starter",
      "API access: keys for your own scripts",
      "Advanced analytics",
      "Priority feature requests",
      "Dedicated account manager",
      "Custom integrations: publish straight to your Shopify or WooCommerce store",
    ],
    cta: "Choose Pro",
    href: "/subscribe",
    highlighted: true,
    badge: "Best value - 2 months free",
  },
];

/**
 * Which plans include the public API (keys, /api/v1) and the Analytics page. Only Pro sells them ("API
 * access", "Advanced analytics" in its features); the trial's "full access" is to the writer, and a key
 * handed out on a trial would outlive it in scripts nobody watches. Auth learns the plan from
 * billing's subscription events and refuses keys the moment the plan stops including them.
 */
export type PlanFeature = "catalogMode" | "apiAccess" | "analytics" | "storePublishing";

export const PLAN_FEATURES: Record<PlanId, Record<PlanFeature, boolean>> = {
  // Catalog mode starts and resumes batch jobs behind the same entitlement as one listing (kit's
  // requireEntitlement: a running trial or any paid plan), so every plan has it.
  // Connecting a store and publishing to it is Pro's "Custom integrations" (issue 30). Restoring what a
  // publish overwrote is never gated: a seller who loses Pro keeps the way back.
  trial: { catalogMode: true, apiAccess: false, analytics: false, storePublishing: false },
  starter: { catalogMode: true, apiAccess: false, analytics: false, storePublishing: false },
  pro: { catalogMode: true, apiAccess: true, analytics: true, storePublishing: true },
};

/** A row of PLAN_COMPARISON: the ones every plan has, then one per gated feature. */
export type PlanComparisonRowId = "descriptions" | "library" | "voices" | PlanFeature;

/**
 * The rows of the pricing page's "what each plan includes" table (and of the confirmation after checkout,
 * which names what the plan unlocked): the gated features read PLAN_FEATURES, the one table the code
 * enforces, so no page can promise what a plan is refused.
 */
export const PLAN_COMPARISON: readonly {
  id: PlanComparisonRowId;
  label: string;
  includedIn: (plan: PlanId) => boolean;
}[] = [
  { id: "descriptions", label: "Unlimited descriptions, every platform and tone", includedIn: () => true },
  { id: "library", label: "Save, search and export descriptions", includedIn: () => true },
  // Brand voices (issue 31) are on every plan, the trial's included: a voice is how the writer sounds like the
  // seller, so it is part of judging the writer in the trial, not an upsell.
  { id: "voices", label: "Brand voices (your style guide on every listing)", includedIn: () => true },
  { id: "catalogMode", label: "Catalog mode (a whole store CSV at once)", includedIn: (plan) => planIncludes(plan, "catalogMode") },
  { id: "apiAccess", label: "API access (keys and /api/v1)", includedIn: (plan) => planIncludes(plan, "apiAccess") },
  { id: "analytics", label: "Advanced analytics", includedIn: (plan) => planIncludes(plan, "analytics") },
  // Issue 30: the Connections page, "Publish approved" and the publish history. Restoring what a publish
  // overwrote stays open to every plan (PLAN_FEATURES' note), so the row names only what Pro adds.
  {
    id: "storePublishing",
    label: "Publish straight to your Shopify or WooCommerce store (with one-click restore)",
    includedIn: (plan) => planIncludes(plan, "storePublishing"),
  },
];

/**
 * Whether `plan` includes `feature`: the one question every plan gate asks (API keys in auth, the Analytics
 * report in the catalog). No plan (null) includes nothing.
 */
export function planIncludes(plan: PlanId | null | undefined, feature: PlanFeature): boolean {
  return plan ? PLAN_FEATURES[plan][feature] : false;
}

export function getPlan(id: PlanId): Plan {
  const plan = PLANS.find((p) => p.id === id);
  // Unreachable while PLANS covers every PlanId (a test checks it); throwing beats returning undefined
  // into price rendering or billing.
  if (!plan) throw new Error(`Unknown plan: ${String(id)}`);
  return plan;
}
