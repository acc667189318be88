import type { RateLimiterAbstract } from "rate-limiter-flexible";

export interface LimitDecision {
  allowed: boolean;
  /** When refused: how long until the next point frees up. */
  retryAfterSeconds: number;
}

/**
 * Spends `points` of `key`'s budget. rate-limiter-flexible rejects with its result object when the budget
 * is spent (the answer "no") and with an Error when its store failed, which is rethrown: a limit that
 * cannot be counted is not silently lifted.
 */
export async function tryConsume(limiter: RateLimiterAbstract, key: string, points = 1): Promise<LimitDecision> {
  try {
    await limiter.consume(key, points);
    return { allowed: true, retryAfterSeconds: 0 };
  } catch (rejection) {
    if (rejection instanceof Error) throw rejection;
    const msBeforeNext = (rejection as { msBeforeNext?: number }).msBeforeNext ?? 1000;
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(msBeforeNext / 1000)) };
  }
}
