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
export function securityHeaders(publicUrl: string): RequestHandler {
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
