import { MESSAGES, TRIAL_DAYS } from "@shopscript/contracts";
import type { EventHandler } from "../bus/event-bus";
import type { Cache } from "../cache/cache";
import { AppError } from "../http/app-error";
import type { Logger } from "../log/logger";
import type { Clock } from "../runtime/clock";

/**
 * Who is asking: a signed-in user (the session carries trialStartDate) or a batch row, which carries only
 * the seller's id (billing knows the account by then).
 */
export interface EntitlementSubject {
  id: string;
  trialStartDate?: string;
}

/** Whether a seller may generate now. Billing owns the answer; see billingEntitlements. */
export interface Entitlements {
  canGenerate(subject: EntitlementSubject): Promise<boolean>;
}

/** The trial window from the session (trialStartDate rides in the token): the answer when billing cannot give one. */
export function trialFromSession(clock: Clock): Entitlements {
  return {
    async canGenerate(subject) {
      if (!subject.trialStartDate) return false;
      const trialEnds = new Date(subject.trialStartDate).getTime() + TRIAL_DAYS * 24 * 3600 * 1000;
      return clock.now().getTime() < trialEnds;
    },
  };
}

const CACHE_SECONDS = 30;
const key = (userId: string) => `entitlement:${userId}`;

/**
 * Asks billing (the owner of the answer) whether a seller may generate, caching the answer briefly in the
 * shared cache; subscription events drop the cached answer so a new subscriber can generate at once.
 * When billing cannot answer, the trial window from the session still admits trial users; anyone else
 * gets a 503 rather than a wrong "please subscribe". Used by the generator (each listing, each batch row)
 * and by the catalog (starting or resuming a batch job).
 */
export function billingEntitlements(deps: { billingUrl: string; cache: Cache; trial: Entitlements; log: Logger }): Entitlements {
  return {
    async canGenerate(subject) {
      const cached = await deps.cache.get(key(subject.id));
      if (cached !== null) return cached === "1";
      try {
        const trialQuery = subject.trialStartDate ? `?trialStartDate=${encodeURIComponent(subject.trialStartDate)}` : "";
        const url = `${deps.billingUrl}/internal/entitlements/${encodeURIComponent(subject.id)}${trialQuery}`;
        const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
        if (!response.ok) throw new Error(`billing answered ${response.status}`);
        const { canGenerate } = (await response.json()) as { canGenerate: boolean };
        await deps.cache.set(key(subject.id), canGenerate ? "1" : "0", CACHE_SECONDS);
        return canGenerate;
      } catch (err) {
        deps.log.warn({ err: (err as Error).message }, "billing did not answer; deciding from the trial window");
        if (await deps.trial.canGenerate(subject)) return true;
        throw AppError.unavailable("We couldn't check your subscription just now. Please try again in a moment.");
      }
    },
  };
}

/** 402 with the spec's message when the seller may not generate; what every gate answers. */
export async function requireEntitlement(entitlements: Entitlements, subject: EntitlementSubject): Promise<void> {
  if (!(await entitlements.canGenerate(subject))) {
    throw new AppError(402, "SUBSCRIPTION_REQUIRED", MESSAGES.SUBSCRIBE_TO_CONTINUE);
  }
}

export const ENTITLEMENT_PATTERNS = ["subscription.*"];

/** Forgets a user's cached answer when their subscription changes. */
export const dropCachedEntitlement =
  (cache: Cache): EventHandler =>
  async (event) => {
    const userId = (event.payload as { userId?: string }).userId;
    if (userId) await cache.del(key(userId));
  };
