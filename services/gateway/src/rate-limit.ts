import type { RequestHandler } from "express";
import { clientIpOf } from "./sanitize-headers";
import { AppError, clientKey, LeasedRateLimiter, type Cache, type LimitDecision } from "@shopscript/kit";

/** Client keys of recent addresses: parsing an address (IPv6 to its /64) is per address, not per request. */
const KEY_CACHE_SIZE = 10_000;

/**
 * A broad per-client cap on API calls; finer limits (sign-in, demo) live in the services that own them.
 * Counted in the shared cache (every gateway replica together), with points leased a batch at a time so a
 * request does not wait for the cache (see LeasedRateLimiter).
 */
export function apiRateLimit(cache: Cache, perMinute: number): RequestHandler {
  const limiter = new LeasedRateLimiter(cache, { keyPrefix: "gateway-ip", points: perMinute, durationSeconds: 60 });
  const keys = new Map<string, string>();
  const keyOf = (ip: string | undefined) => {
    if (ip === undefined) return clientKey(ip);
    let key = keys.get(ip);
    if (key === undefined) {
      if (keys.size >= KEY_CACHE_SIZE) keys.clear();
      keys.set(ip, (key = clientKey(ip)));
    }
    return key;
  };
  const decide = (decision: LimitDecision) =>
    decision.allowed ? undefined : AppError.rateLimited(undefined, decision.retryAfterSeconds);
  return (req, _res, next) => {
    let decision: LimitDecision | Promise<LimitDecision>;
    try {
      decision = limiter.take(keyOf(clientIpOf(req)));
    } catch (err) {
      next(err);
      return;
    }
    if ("then" in decision) decision.then((d) => next(decide(d)), next);
    else next(decide(decision));
  };
}
