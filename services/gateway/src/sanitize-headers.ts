import type { Request, RequestHandler } from "express";

/**
 * Identity the gateway alone may assert to services (the session check sets these after verifying
 * the cookie); a client sending any of them is ignored, never believed.
 */
const IDENTITY_HEADER = /^(x-user-|x-session-|x-internal-|x-authenticated-|x-api-key-|x-forwarded-|x-real-ip$|forwarded$)/i;
/** Hop-by-hop headers (RFC 9110 section 7.6.1) that must not travel past this hop. */
const HOP_BY_HOP = ["connection", "keep-alive", "proxy-authorization", "proxy-authenticate", "proxy-connection", "te", "trailer", "upgrade"];

const CLIENT_IP = Symbol("gateway.clientIp");

/** The client address as sanitizeHeaders read it (per TRUST_PROXY), so later steps need not parse the headers again. */
export const clientIpOf = (req: Request): string | undefined => (req as Request & { [CLIENT_IP]?: string })[CLIENT_IP] ?? req.ip;

export const sanitizeHeaders: RequestHandler = (req, _res, next) => {
  // Read before stripping: req.ip honours X-Forwarded-For from trusted proxies only (TRUST_PROXY).
  const clientIp = req.ip ?? req.socket.remoteAddress ?? "";
  (req as Request & { [CLIENT_IP]?: string })[CLIENT_IP] = clientIp;
  const protocol = req.protocol;
  const connectionListed = String(req.headers.connection ?? "")
    .split(",")
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
  for (const name of Object.keys(req.headers)) {
    if (IDENTITY_HEADER.test(name) || HOP_BY_HOP.includes(name) || connectionListed.includes(name)) {
      delete req.headers[name];
    }
  }
  // What the services may rely on: the client address as the gateway saw it (per TRUST_PROXY).
  req.headers["x-forwarded-for"] = clientIp;
  req.headers["x-forwarded-proto"] = protocol;
  if (req.headers.host) req.headers["x-forwarded-host"] = req.headers.host;
  next();
};
