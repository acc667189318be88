import type { RequestHandler } from "express";
import { AppError } from "@shopscript/kit";
import { MESSAGES } from "@shopscript/contracts";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
/**
 * Called by other servers, not browsers, and authenticated their own way (Stripe and Shopify sign webhooks;
 * WooCommerce POSTs approved keys to its callback with the one-time state ShopScript handed out).
 */
const EXEMPT_PATHS = new Set(["/api/billing/webhook", "/api/integrations/shopify/webhooks", "/api/integrations/woocommerce/callback"]);

/**
 * Refuses state-changing API requests that a foreign site could make a browser send with the user's
 * cookie. The app sends `X-Requested-With`; a cross-site form cannot set a custom header, and a
 * cross-site fetch with one needs a CORS preflight we never grant. A foreign Origin (or
 * Sec-Fetch-Site: cross-site) is refused even with the header.
 */
/** Whether an Origin header names this host or one of the allowed origins (a malformed one does not). */
function sameHostOrAllowed(origin: string, host: string | undefined, allowed: Set<string>): boolean {
  try {
    const url = new URL(origin);
    return url.host === host || allowed.has(url.origin);
  } catch {
    return false;
  }
}

export function csrfGuard(allowedOrigins: string[]): RequestHandler {
  const allowed = new Set(allowedOrigins.map((origin) => new URL(origin).origin));
  return (req, _res, next) => {
    if (SAFE_METHODS.has(req.method) || EXEMPT_PATHS.has(req.path === "/" ? req.baseUrl : `${req.baseUrl}${req.path}`)) return next();
    const origin = req.headers.origin;
    const refused =
      (origin !== undefined && !sameHostOrAllowed(origin, req.headers.host, allowed)) ||
      req.headers["sec-fetch-site"] === "cross-site" ||
      !req.headers["x-requested-with"];
    next(refused ? new AppError(403, "CROSS_SITE_REQUEST", MESSAGES.CROSS_SITE_REFUSED) : undefined);
  };
}
