import { DAY_MS, trialEndOf } from "./entitlement";

/**
 * Stripe Checkout refuses a `subscription_data.trial_end` less than 48 hours away ("Has to be at least 48 hours
 * in the future": the API reference and the stripe package's types). The sandbox follows the same rule, so a
 * seller is told the same thing whichever provider runs.
 */
export const MIN_KEPT_TRIAL_MS = 2 * DAY_MS;

/**
 * When a checkout opened `now` first charges the seller: at the end of their trial, so subscribing early keeps
 * the days left. Null (charged at checkout) once the trial is over or ends within MIN_KEPT_TRIAL_MS. A checkout
 * can be paid for 24 hours, so the kept end is still a day away when it is paid.
 */
export function keptTrialEnd(trialStartDate: Date, now: Date): Date | null {
  const end = trialEndOf(trialStartDate);
  return end.getTime() - now.getTime() >= MIN_KEPT_TRIAL_MS ? end : null;
}
