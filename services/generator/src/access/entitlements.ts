import { TRIAL_DAYS } from "@shopscript/contracts";
import type { Clock, SessionUser } from "@shopscript/kit";

/** Whether a signed-in user may generate now. Billing owns the answer; see createBillingEntitlements. */
export interface Entitlements {
  canGenerate(user: SessionUser): Promise<boolean>;
}

/** The trial window from the session (trialStartDate rides in the token): the answer when billing cannot give one. */
export function trialFromSession(clock: Clock): Entitlements {
  return {
    async canGenerate(user) {
      const trialEnds = new Date(user.trialStartDate).getTime() + TRIAL_DAYS * 24 * 3600 * 1000;
      return clock.now().getTime() < trialEnds;
    },
  };
}
