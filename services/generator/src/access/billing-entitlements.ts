import { AppError, type Cache, type EventHandler, type Logger, type SessionUser } from "@shopscript/kit";
import type { Entitlements } from "./entitlements";

const CACHE_SECONDS = 30;
const key = (userId: string) => `entitlement:${userId}`;

/**
 * Asks billing (the owner of the answer) whether a user may generate, caching the answer briefly in the
 * shared cache; subscription events drop the cached answer so a new subscriber can generate at once.
 * When billing cannot answer, the trial window from the session still admits trial users; anyone else
 * gets a 503 rather than a wrong "please subscribe".
 */
export function billingEntitlements(deps: { billingUrl: string; cache: Cache; trial: Entitlements; log: Logger }): Entitlements {
  return {
    async canGenerate(user: SessionUser) {
      const cached = await deps.cache.get(key(user.id));
      if (cached !== null) return cached === "1";
      try {
        const url = `${deps.billingUrl}/internal/entitlements/${encodeURIComponent(user.id)}?trialStartDate=${encodeURIComponent(user.trialStartDate)}`;
        const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
        if (!response.ok) throw new Error(`billing answered ${response.status}`);
        const { canGenerate } = (await response.json()) as { canGenerate: boolean };
        await deps.cache.set(key(user.id), canGenerate ? "1" : "0", CACHE_SECONDS);
        return canGenerate;
      } catch (err) {
        deps.log.warn({ err: (err as Error).message }, "billing did not answer; deciding from the trial window");
        if (await deps.trial.canGenerate(user)) return true;
        throw AppError.unavailable("We couldn't check your subscription just now. Please try again in a moment.");
      }
    },
  };
}

export const ENTITLEMENT_PATTERNS = ["subscription.*"];

/** Forgets a user's cached answer when their subscription changes. */
export const dropCachedEntitlement =
  (cache: Cache): EventHandler =>
  async (event) => {
    const userId = (event.payload as { userId?: string }).userId;
    if (userId) await cache.del(key(userId));
  };
