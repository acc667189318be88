import {
  MESSAGES,
  paidPlanIdSchema,
  PLAN_REQUIRED_MESSAGES,
  planIncludes,
  TRIAL_DAYS,
  type PaidPlanId,
  type PlanFeature,
} from "@shopscript/contracts";
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

/** The paid plan that gives the seller access now; null for none (a trial is no paid plan). Billing owns it too. */
export interface PlanLookup {
  paidPlan(subject: EntitlementSubject): Promise<PaidPlanId | null>;
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
const planKey = (userId: string) => `entitlement-plan:${userId}`;
/** How "no paid plan" is cached (an empty value would read as a miss). */
const NO_PLAN = "none";

/**
 * Asks billing (the owner of the answer) whether a seller may generate and which paid plan they have, caching
 * both answers of the one call briefly in the shared cache; subscription events drop them so a new subscriber
 * can generate (and use their plan) at once. When billing cannot answer, the trial window from the session
 * still admits trial users to generate; anyone else gets a 503 rather than a wrong "please subscribe", and a
 * plan question always gets the 503 (a trial has no plan to fall back on). Used by the generator (each
 * listing, each batch row) and by the catalog (starting or resuming a batch job, the Analytics report).
 */
export function billingEntitlements(deps: {
  billingUrl: string;
  cache: Cache;
  trial: Entitlements;
  log: Logger;
}): Entitlements & PlanLookup {
  async function askBilling(subject: EntitlementSubject): Promise<{ canGenerate: boolean; plan: PaidPlanId | null }> {
    const trialQuery = subject.trialStartDate ? `?trialStartDate=${encodeURIComponent(subject.trialStartDate)}` : "";
    const url = `${deps.billingUrl}/internal/entitlements/${encodeURIComponent(subject.id)}${trialQuery}`;
    const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
    if (!response.ok) throw new Error(`billing answered ${response.status}`);
    const body = (await response.json()) as { canGenerate: boolean; plan?: unknown };
    const plan = paidPlanIdSchema.safeParse(body.plan);
    const answer = { canGenerate: body.canGenerate, plan: plan.success ? plan.data : null };
    await deps.cache.set(key(subject.id), answer.canGenerate ? "1" : "0", CACHE_SECONDS);
    await deps.cache.set(planKey(subject.id), answer.plan ?? NO_PLAN, CACHE_SECONDS);
    return answer;
  }

  return {
    async canGenerate(subject) {
      const cached = await deps.cache.get(key(subject.id));
      if (cached !== null) return cached === "1";
      try {
        return (await askBilling(subject)).canGenerate;
      } catch (err) {
        deps.log.warn({ err: (err as Error).message }, "billing did not answer; deciding from the trial window");
        if (await deps.trial.canGenerate(subject)) return true;
        throw AppError.unavailable("We couldn't check your subscription just now. Please try again in a moment.");
      }
    },

    async paidPlan(subject) {
      const cached = await deps.cache.get(planKey(subject.id));
      if (cached !== null) return cached === NO_PLAN ? null : paidPlanIdSchema.parse(cached);
      try {
        return (await askBilling(subject)).plan;
      } catch (err) {
        deps.log.warn({ err: (err as Error).message }, "billing did not answer a plan question");
        throw AppError.unavailable("We couldn't check your plan just now. Please try again in a moment.");
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

/** 403 PLAN_REQUIRED: the seller's plan lacks `feature` (PLAN_FEATURES). What every plan gate answers. */
export function planRequiredError(feature: PlanFeature): AppError {
  return new AppError(403, "PLAN_REQUIRED", PLAN_REQUIRED_MESSAGES[feature]);
}

/** The plan gate for a route: billing's paid plan must include `feature`, else 403 PLAN_REQUIRED. */
export async function requirePlanFeature(plans: PlanLookup, subject: EntitlementSubject, feature: PlanFeature): Promise<void> {
  if (!planIncludes(await plans.paidPlan(subject), feature)) throw planRequiredError(feature);
}

export const ENTITLEMENT_PATTERNS = ["subscription.*"];

/** Forgets a user's cached answers when their subscription changes. */
export const dropCachedEntitlement =
  (cache: Cache): EventHandler =>
  async (event) => {
    const userId = (event.payload as { userId?: string }).userId;
    if (!userId) return;
    await cache.del(key(userId));
    await cache.del(planKey(userId));
  };
