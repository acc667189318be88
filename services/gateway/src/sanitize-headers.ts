import type { IncomingHttpHeaders } from "node:http";
import type { Request, RequestHandler } from "express";

/**
 * Identity the gateway alone may assert to services (the session check sets these after verifying
 * the cookie); a client sending any of them is ignored, never believed.
 */
const IDENTITY_HEADER =
  "x-user-|x-session-|x-internal-|x-authenticated-|x-api-key-|x-forwarded-|x-real-ip$|forwarded$";
/** Trace context: the gateway starts every trace (as it assigns every request id), so a client's is dropped. */
const TRACE_CONTEXT_HEADER = "traceparent$|tracestate$";
/** Hop-by-hop headers (RFC 9110 section 7.6.1) that must not travel past this hop. */
const HOP_BY_HOP =
  "connection$|keep-alive$|proxy-authorization$|proxy-authenticate$|proxy-connection$|te$|trailer$|upgrade$";
/** All three as one test per header name (Node gives header names in lower case). */
const STRIPPED_HEADER = new RegExp(`^(?:${IDENTITY_HEADER}|${TRACE_CONTEXT_HEADER}|${HOP_BY_HOP})`);

/** A Connection header that carries only the connection's own option. */
const ONLY_CONNECTION_OPTION = /^\s*(?:keep-alive|close)\s*$/i;

const CLIENT_IP = Symbol("gateway.clientIp");

/** The client address as sanitizeHeaders read it (per TRUST_PROXY), so later steps need not parse the headers again. */
export const clientIpOf = (req: Request): string | undefined =>
  (req as Request & { [CLIENT_IP]?: string })[CLIENT_IP] ?? req.ip;

export const sanitizeHeaders: RequestHandler = (req, _res, next) => {
  // Read before stripping: req.ip honours X-Forwarded-For from trusted proxies only (TRUST_PROXY).
  const clientIp = req.ip ?? req.socket.remoteAddress ?? "";
  (req as Request & { [CLIENT_IP]?: string })[CLIENT_IP] = clientIp;
  const protocol = req.protocol;
  // Headers the client named in Connection are hop-by-hop too.
  const connection = req.headers.connection;
  // "keep-alive" or "close" alone (what clients send) names no other header: nothing to split.
  const connectionListed: string[] =
    !connection || ONLY_CONNECTION_OPTION.test(connection)
      ? []
      : connection
          .split(",")
          .map((h) => h.trim().toLowerCase())
          .filter(Boolean);
  // The kept headers are copied into a new object rather than the others deleted: `delete` turns the object
  // into a slow dictionary for everything that reads it afterwards (every client sends `connection`).
  const kept: IncomingHttpHeaders = {};
  const incoming = req.headers;
  for (const name in incoming) {
    if (STRIPPED_HEADER.test(name) || (connectionListed.length > 0 && connectionListed.includes(name)))
      continue;
    kept[name] = incoming[name];
  }
  // What the services may rely on: the client address as the gateway saw it (per TRUST_PROXY).
  kept["x-forwarded-for"] = clientIp;
  kept["x-forwarded-proto"] = protocol;
  if (kept.host) kept["x-forwarded-host"] = kept.host;
  req.headers = kept;
  next();
};
