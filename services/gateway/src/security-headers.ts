import helmet from "helmet";
import type { RequestHandler } from "express";

/**
 * Browser-side defences for everything the gateway serves (helmet): a strict Content-Security-Policy
 * for the web app (scripts only from this origin: the theme bootstrap is a file for that reason; inline
 * styles allowed because Radix positions popovers with style attributes), no framing, no MIME sniffing,
 * no referrer beyond the origin, and HSTS plus insecure-request upgrades only when the public address is
 * https (over plain http they would break a local install). A service that serves its own HTML (the
 * billing sandbox's checkout page) sends its own policy, which replaces this one on that response.
 */
function helmetFor(publicUrl: string): RequestHandler {
  const https = new URL(publicUrl).protocol === "https:";
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:"],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    // The app opens Stripe Checkout in the same tab; nothing needs cross-origin isolation.
    crossOriginEmbedderPolicy: false,
  });
}

/**
 * helmet's answer headers, computed once: helmet is run a single time against a recording response, and
 * every request then gets the same headers in one pass (helmet's own middleware chain runs a dozen
 * functions per request). The headers do not depend on the request, so the answer is the same.
 */
export function securityHeaders(publicUrl: string): RequestHandler {
  const set: Array<[string, string]> = [];
  const removed: string[] = [];
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      set.push([name, String(value)]);
    },
    removeHeader(name: string) {
      removed.push(name);
    },
    getHeader: () => undefined,
    locals: {},
  };
  let failure: unknown;
  helmetFor(publicUrl)({ method: "GET", headers: {}, url: "/" } as never, recorder as never, (err?: unknown) => {
    failure = err;
  });
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  if (!set.length) throw new Error("helmet set no headers synchronously; cannot precompute them");
  return (_req, res, next) => {
    for (const name of removed) res.removeHeader(name);
    for (const [name, value] of set) res.setHeader(name, value);
    next();
  };
}
