// Wording of the subscribe page and of the confirmation after checkout, kept apart so it can be edited.
// The spec's own texts (spec sections 2 and 8) are marked; the rest is ours (issue 29).
import type { PlanComparisonRowId } from "@shopscript/contracts";

export const SUBSCRIBE_COPY = {
  // Spec section 2: while create-subscription answers, and when there is no trial left to keep.
  redirecting: "Redirecting to secure payment...",
  // Spec section 8.
  errorTitle: "Subscription Error",
  backToGenerator: "Back to Generator",
  /** The page title over the kept-days sentence, e.g. "Subscribe to Pro". */
  reviewTitle: (planName: string) => `Subscribe to ${planName}`,
  /** Said before the seller pays, when the checkout keeps the trial's days; `date` is already written out. */
  trialDaysKept: (date: string) => `Your trial days are kept: the first charge is on ${date}.`,
  trialDaysKeptDetail:
    "Nothing is charged today and you keep generating without a break. Cancel before then and you are never charged.",
  /**
   * Said before the seller pays when fewer than 48 hours of the trial are left: too few for the payment provider
   * to start the subscription at the trial's end (Stripe's minimum for trial_end), so the checkout charges today.
   */
  chargedAtCheckout: (price: string) =>
    `Less than 48 hours of your trial are left, too few to keep: the first charge of ${price} is today, at checkout.`,
  chargedAtCheckoutDetail: "Your plan starts as soon as you pay and takes over from the trial.",
  continueToPayment: "Continue to secure payment",
  backToPricing: "Back to pricing",
} as const;

export const SUBSCRIBED_COPY = {
  pageTitle: "Subscribed",
  confirmingTitle: "Confirming your subscription...",
  confirmingDetail:
    "The payment provider is letting us know it went through. This usually takes a few seconds.",
  /** Shown beside the wait when it lasts (a checkout left unpaid lands nowhere else). */
  confirmingSlow:
    "Still waiting to hear from the payment provider. If you left the checkout without paying, nothing was charged.",
  seePlans: "See plans",
  /** e.g. "You're on Pro". */
  confirmedTitle: (planName: string) => `You're on ${planName}`,
  confirmedIntro: "Thank you for subscribing. Everything below is yours now.",
  unlockedTitle: "What your plan unlocks",
  goToDashboard: "Go to your dashboard",
} as const;

/** What the confirmation calls the page where each row of PLAN_COMPARISON is used: its name in the menus. */
export const UNLOCK_PAGE_NAMES: Record<PlanComparisonRowId, string> = {
  descriptions: "Generate",
  library: "My Descriptions",
  voices: "Brand voices",
  catalogMode: "Catalog upload",
  apiAccess: "API keys",
  analytics: "Analytics",
  storePublishing: "Store connections",
};
