import type { RequestHandler } from "express";
import { AppError, clientKey, tryConsume, type Cache } from "@shopscript/kit";

/** A broad per-client cap on API calls; finer limits (sign-in, demo) live in the services that own them. */
export function apiRateLimit(cache: Cache, perMinute: number): RequestHandler {
  const limiter = cache.rateLimiter({ keyPrefix: "gateway-ip", points: perMinute, durationSeconds: 60 });
  return async (req, _res, next) => {
    try {
      const decision = await tryConsume(limiter, clientKey(req.ip));
      next(decision.allowed ? undefined : AppError.rateLimited(undefined, decision.retryAfterSeconds));
    } catch (err) {
      next(err);
    }
  };
}
