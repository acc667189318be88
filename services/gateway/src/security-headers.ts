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

/** helmet's headers, computed once: helmet runs a single time against a recording response. */
function recordHelmetHeaders(publicUrl: string): { set: Array<[string, string]>; removed: string[] } {
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
  return { set, removed };
}

/**
 * The headers of API answers (JSON for scripts and the web app, never a page to render), after OWASP's REST
 * Security Cheat Sheet: no framing, no MIME sniffing, not readable by other sites' no-cors requests, not
 * stored by caches unless the service says otherwise (its own Cache-Control replaces this one), and HSTS
 * over https. The web app's document policy (CSP sources, COOP, referrer, prefetch) governs pages; on JSON
 * it protects nothing and costs every API call ~600 bytes. A service that serves HTML under /api (the
 * billing sandbox) sends its own complete policy.
 */
function apiHeaders(publicUrl: string): Array<[string, string]> {
  const https = new URL(publicUrl).protocol === "https:";
  return [
    ["Content-Security-Policy", "default-src 'none'; frame-ancestors 'none'"],
    ["X-Content-Type-Options", "nosniff"],
    ["X-Frame-Options", "DENY"],
    ["Cross-Origin-Resource-Policy", "same-origin"],
    ["Cache-Control", "no-store"],
    ...(https ? ([["Strict-Transport-Security", "max-age=31536000; includeSubDomains"]] as Array<[string, string]>) : []),
  ];
}

const isApiPath = (path: string) => path === "/api" || path.startsWith("/api/");

/**
 * Security headers for everything the gateway answers, computed once (they do not depend on the request
 * beyond web page vs API): helmet's full browser policy for the web app, the API set for /api.
 */
export function securityHeaders(publicUrl: string): RequestHandler {
  const web = recordHelmetHeaders(publicUrl);
  const api = apiHeaders(publicUrl);
  return (req, res, next) => {
    if (isApiPath(req.path)) {
      for (const [name, value] of api) res.setHeader(name, value);
    } else {
      for (const name of web.removed) res.removeHeader(name);
      for (const [name, value] of web.set) res.setHeader(name, value);
    }
    next();
  };
}
