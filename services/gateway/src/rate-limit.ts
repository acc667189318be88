import type { RequestHandler } from "express";
import { AppError, type Cache } from "@shopscript/kit";

/** A broad per-client cap on API calls; finer limits (sign-in, demo) live in the services that own them. */
export function apiRateLimit(cache: Cache, perMinute: number): RequestHandler {
  const limiter = cache.rateLimiter({ keyPrefix: "gateway-ip", points: perMinute, durationSeconds: 60 });
  return async (req, _res, next) => {
    try {
      await limiter.consume(req.ip ?? "unknown");
      next();
    } catch (rejection) {
      if (rejection instanceof Error) return next(rejection);
      const seconds = Math.ceil(((rejection as { msBeforeNext?: number }).msBeforeNext ?? 1000) / 1000);
      next(AppError.rateLimited(undefined, seconds));
    }
  };
}
