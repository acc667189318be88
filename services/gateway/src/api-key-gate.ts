import type { RequestHandler } from "express";
import { apiKeyVerifyResultSchema, type ApiKeyVerifyResult } from "@shopscript/contracts";
import {
  addLogContext,
  API_KEY_ID_HEADER,
  apiKeyRevokedCacheKey,
  AppError,
  hashApiKey,
  readSessionCookie,
  SESSION_CHECKED_HEADER,
  SESSION_COOKIE,
  type Cache,
  type Logger,
} from "@shopscript/kit";
import { publicApiRouteFor } from "./route-table";

export interface ApiKeyGateDeps {
  authUrl: string;
  cache: Cache;
  log: Logger;
  /** How long a key's verification is reused before auth is asked again (plan changes, deleted accounts). */
  cacheSeconds: number;
  /** Calls per key per minute. */
  perMinute: number;
}

const invalidKey = () => new AppError(401, "API_KEY_INVALID", "This API key is not valid: it is unknown, revoked, or its account was deleted.");
const BEARER = /^Bearer\s+(\S+)\s*$/i;
/** The verifications held at once; past this the oldest goes (a flood of made-up keys cannot grow it). */
const CACHE_CAPACITY = 10_000;
const RATE_WINDOW_SECONDS = 60;

/**
 * The public API's door (/api/v1): a bearer key, verified with auth (cached for a few seconds; a revoked
 * key is refused on the next call through the shared revocation mark), the route's scope, and a per-key
 * rate limit with RateLimit / RateLimit-Policy headers (draft-ietf-httpapi-ratelimit-headers). Session
 * cookies are refused here, so no CSRF check is needed. What passes on carries the same identity a
 * browser's session does (a signed session token for the key's owner and the checked mark), plus the key id.
 */
export function apiKeyGate(deps: ApiKeyGateDeps): RequestHandler {
  const verified = new Map<string, { result: ApiKeyVerifyResult; until: number }>();
  const limiter = deps.cache.rateLimiter({ keyPrefix: "apikey", points: deps.perMinute, durationSeconds: RATE_WINDOW_SECONDS });
  const policy = `"per-key";q=${deps.perMinute};w=${RATE_WINDOW_SECONDS}`;

  async function verify(key: string, keyHash: string): Promise<ApiKeyVerifyResult> {
    const hit = verified.get(keyHash);
    if (hit && hit.until > Date.now()) return hit.result;
    const response = await fetch(`${deps.authUrl}/internal/api-keys/verify`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ key }),
      signal: AbortSignal.timeout(2000),
    });
    if (!response.ok) throw new Error(`auth answered ${response.status}`);
    const result = apiKeyVerifyResultSchema.parse(await response.json());
    let until = Date.now() + deps.cacheSeconds * 1000;
    // Never hold a token past its last minute.
    if (result.valid) until = Math.min(until, new Date(result.tokenExpiresAt).getTime() - 60_000);
    if (verified.size >= CACHE_CAPACITY) verified.delete(verified.keys().next().value!);
    verified.delete(keyHash);
    verified.set(keyHash, { result, until });
    return result;
  }

  return async (req, res, next) => {
    try {
      const path = `${req.baseUrl}${req.path}`;
      const match = BEARER.exec(String(req.headers.authorization ?? ""));
      if (!match) {
        const message = readSessionCookie(req.headers)
          ? "The API does not accept session cookies. Send Authorization: Bearer <your API key>."
          : "Send your API key as Authorization: Bearer <key>.";
        throw new AppError(401, "API_KEY_REQUIRED", message);
      }
      const route = publicApiRouteFor(req.method, path);
      if (!route) throw AppError.notFound(`No route for ${req.method} ${path}`);
      const key = match[1]!;
      const keyHash = hashApiKey(key);
      // Both at once (no added latency), but the mark decides first: a revoked key (a deleted account's
      // included) is refused even while the gateway still holds its verification, or auth is slow to answer.
      const [revoked, verification] = await Promise.allSettled([deps.cache.get(apiKeyRevokedCacheKey(keyHash)), verify(key, keyHash)]);
      if (revoked.status === "rejected") throw revoked.reason;
      if (revoked.value) {
        verified.delete(keyHash);
        throw invalidKey();
      }
      if (verification.status === "rejected") {
        deps.log.warn({ err: (verification.reason as Error).message, reqId: req.id }, "could not verify an API key with auth");
        throw AppError.unavailable("Could not check your API key just now. Please retry.");
      }
      const result = verification.value;
      if (!result.valid) {
        if (result.reason === "plan") {
          throw new AppError(403, "API_KEY_PLAN", "This key's account is not on a plan that includes the API (Pro).");
        }
        throw invalidKey();
      }
      if (!(result.scopes as string[]).includes(route.scope)) {
        throw new AppError(403, "API_KEY_SCOPE", `This key lacks the "${route.scope}" scope this route needs.`);
      }
      try {
        const spent = await limiter.consume(result.keyId);
        res.setHeader("RateLimit-Policy", policy);
        res.setHeader("RateLimit", `"per-key";r=${spent.remainingPoints};t=${Math.ceil(spent.msBeforeNext / 1000)}`);
      } catch (rejection) {
        if (rejection instanceof Error) throw rejection;
        const retryAfter = Math.max(1, Math.ceil(((rejection as { msBeforeNext?: number }).msBeforeNext ?? 1000) / 1000));
        res.setHeader("RateLimit-Policy", policy);
        res.setHeader("RateLimit", `"per-key";r=0;t=${retryAfter}`);
        throw AppError.rateLimited("Too many requests for this API key. Retry after the time in Retry-After.", retryAfter);
      }
      // The key itself goes no further than here; the services get the owner's identity as for a session.
      delete req.headers.authorization;
      req.headers.cookie = `${SESSION_COOKIE}=${result.token}`;
      req.headers[SESSION_CHECKED_HEADER] = result.keyId;
      req.headers[API_KEY_ID_HEADER] = result.keyId;
      addLogContext({ userId: result.userId, apiKeyId: result.keyId });
      next();
    } catch (err) {
      next(err);
    }
  };
}

/** Browser routes (/api outside /api/v1) take the session cookie only: a bearer key there is refused. */
export const refuseBearerOutsidePublicApi: RequestHandler = (req, _res, next) => {
  if (BEARER.test(String(req.headers.authorization ?? ""))) {
    next(new AppError(401, "API_KEY_NOT_ACCEPTED", "API keys work only on /api/v1. This route needs a signed-in session."));
    return;
  }
  next();
};
