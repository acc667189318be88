import { TRIAL_DAYS, type SubscriptionStatus } from "@shopscript/contracts";

export const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Provider statuses that give access. past_due: the provider is still retrying the payment (dunning),
 * so the seller keeps access until it gives up (then the status becomes unpaid or canceled).
 */
const ENTITLED_STATUSES = new Set(["active", "trialing", "past_due"]);

/** The part of an account the answer depends on. */
export interface SubscriptionFacts {
  status: string;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
}

/**
 * Where a subscription stands for the seller: none (no paid access), renewing, or ending (cancelled,
 * paid through to the end of the period: spec section 1, "access lasts to the end of the billing period").
 */
export type Standing = "none" | "renewing" | "ending";

export function standingOf(facts: SubscriptionFacts | null, now: Date): Standing {
  if (!facts || !ENTITLED_STATUSES.has(facts.status)) return "none";
  if (!facts.cancelAtPeriodEnd) return "renewing";
  // The provider ends it at the period end; until its event arrives, the date itself decides.
  if (facts.currentPeriodEnd && facts.currentPeriodEnd.getTime() <= now.getTime()) return "none";
  return "ending";
}

/**
 * When a subscription taken out during the trial first charges: it sits in the trial days it kept (the
 * provider's "trialing") until its period end. Null when nothing is pending: not trialing, already past, or
 * cancelled to that end (it will never charge).
 */
export function firstChargeOf(facts: SubscriptionFacts | null, now: Date): Date | null {
  if (!facts || facts.status !== "trialing" || facts.cancelAtPeriodEnd || !facts.currentPeriodEnd) return null;
  return facts.currentPeriodEnd.getTime() > now.getTime() ? facts.currentPeriodEnd : null;
}

export function trialEndOf(trialStartDate: Date): Date {
  return new Date(trialStartDate.getTime() + TRIAL_DAYS * DAY_MS);
}

/**
 * The answer of /api/subscription-status and of the generator's entitlement check. The trial runs
 * TRIAL_DAYS from trialStartDate (null: unknown, so no trial). While a paid subscription gives access the
 * trial is not reported as active: the trial banner ("Subscribe to keep unlimited access") is for users
 * who have not subscribed.
 */
export function subscriptionStatus(input: {
  trialStartDate: Date | null;
  subscription: SubscriptionFacts | null;
  now: Date;
}): SubscriptionStatus {
  const { trialStartDate, subscription, now } = input;
  const hasActiveSubscription = standingOf(subscription, now) !== "none";
  const trialEnd = trialStartDate ? trialEndOf(trialStartDate) : null;
  const trialLeftMs = trialEnd ? Math.max(0, trialEnd.getTime() - now.getTime()) : 0;
  const isTrialActive = trialLeftMs > 0 && !hasActiveSubscription;
  return {
    isTrialActive,
    // Whole days, rounded up: one minute before the end is still "1 day left", the end itself is 0.
    trialDaysRemaining: isTrialActive ? Math.ceil(trialLeftMs / DAY_MS) : 0,
    trialEndDate: trialEnd ? trialEnd.toISOString() : null,
    hasActiveSubscription,
    canGenerate: trialLeftMs > 0 || hasActiveSubscription,
  };
}
