import { z } from "zod";
import { DEFAULT_PAID_PLAN } from "../plans";
import { paidPlanIdSchema } from "../enum-schemas";
import { isoDateTimeSchema } from "../iso-datetime";

// GET /api/subscription-status. canGenerate is decided by the server (spec section 6); the web
// only uses it to decide whether to send the user to /subscribe.
export const subscriptionStatusSchema = z.object({
  isTrialActive: z.boolean(),
  trialDaysRemaining: z.number().int().min(0),
  /** Null when the trial window is unknown; the banner then shows "{n} day(s) left". */
  trialEndDate: isoDateTimeSchema.nullable(),
  hasActiveSubscription: z.boolean(),
  canGenerate: z.boolean(),
  /** The paid plan while a subscription gives access (the pricing page marks it "Current plan"), else null. */
  plan: paidPlanIdSchema.nullable().optional(),
  /**
   * While a subscription taken out during the trial is still in the trial days it kept: when its first
   * charge is (the trial's end). Null otherwise: no subscription, or one already charged.
   */
  firstChargeDate: isoDateTimeSchema.nullable().optional(),
});
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;

// POST /api/create-subscription. The spec's subscribe screen sends no body at all, so a missing
// body (undefined) means the default plan too: prefault parses {} rather than skipping the schema.
export const createSubscriptionBodySchema = z
  .object({ plan: paidPlanIdSchema.default(DEFAULT_PAID_PLAN) })
  .prefault({});
export type CreateSubscriptionBody = z.infer<typeof createSubscriptionBodySchema>;

// Either where to send the browser (the payment page) or why not.
export const createSubscriptionResponseSchema = z.union([
  z.object({
    // Not z.url(): the embedded sandbox provider redirects to a same-origin path.
    url: z.string().min(1),
    /**
     * A checkout opened during the trial keeps the days left: the first charge is on this date (the trial's
     * end), which the subscribe page states before sending the seller to pay. Null: charged at checkout (the
     * trial is over, or too close to its end for the provider). Absent: the url is the billing portal.
     */
    firstChargeDate: isoDateTimeSchema.nullable().optional(),
  }),
  z.object({ message: z.string() }),
]);
export type CreateSubscriptionResponse = z.infer<typeof createSubscriptionResponseSchema>;
