import http from "node:http";
import type { Request, Response } from "express";
import { createProxyMiddleware } from "http-proxy-middleware";
import { traceOutgoingRequest, type Logger } from "@shopscript/kit";
import { boundedLookup } from "./bounded-lookup";
import { settleEarlyAnswer, type RefusedBodyLimits } from "./refused-body";
import { routeFor, type UpstreamName } from "./route-table";

/** Upstream names resolve in milliseconds on the services' network; past this, the upstream counts as down. */
const UPSTREAM_LOOKUP_TIMEOUT_MS = 2_000;

/**
 * One proxy per upstream with a keep-alive agent, so the gateway reuses connections instead of paying a
 * TCP handshake per request. Bodies stream through untouched. When the upstream is down or too slow the
 * client gets a clear JSON 503/504 at once, never a hang.
 */
export function createUpstreamProxy(
  name: UpstreamName,
  target: string,
  timeoutMs: number,
  log: Logger,
  refusedBody: RefusedBodyLimits,
) {
  const agent = new http.Agent({
    keepAlive: true,
    maxSockets: 512,
    keepAliveMsecs: 10_000,
    lookup: boundedLookup(UPSTREAM_LOOKUP_TIMEOUT_MS),
  });
  // http-proxy answers `proxyTimeout` by aborting the upstream request, which surfaces as the same
  // ECONNRESET "socket hang up" as an upstream that dropped the connection; only the timeout event tells them apart.
  const timedOutRequests = new WeakSet<object>();
  // With tracing on: the client span of each proxied request, ended by the upstream's answer or its error.
  const spans = new WeakMap<object, (outcome: number | Error) => void>();
  // Each proxied request's upstream request, for an answer that comes before the client's body has all come.
  const upstreamRequests = new WeakMap<object, http.ClientRequest>();
  return createProxyMiddleware<Request, Response>({
    target,
    agent,
    pathFilter: (path) => routeFor(path) === name,
    changeOrigin: false,
    proxyTimeout: timeoutMs,
    // Not `ejectPlugins`: that also drops the plugin that subscribes `on` below, leaving upstream errors
    // unhandled (http-proxy then throws them: an uncaught exception, and the client hangs).
    on: {
      proxyReq: (proxyReq, req) => {
        proxyReq.once("timeout", () => timedOutRequests.add(req));
        upstreamRequests.set(req, proxyReq);
        const end = traceOutgoingRequest(`${req.method} ${name}`, { "server.address": name, "http.request.method": req.method ?? "GET" }, (header, value) =>
          proxyReq.setHeader(header, value),
        );
        if (end) spans.set(req, end);
      },
      proxyRes: (proxyRes, req, res) => {
        spans.get(req)?.(proxyRes.statusCode ?? 0);
        settleEarlyAnswer(req, res, upstreamRequests.get(req), refusedBody);
      },
      error: (err, req, res) => {
        spans.get(req)?.(err);
        const code = (err as NodeJS.ErrnoException).code;
        const timedOut = timedOutRequests.has(req) || code === "ETIMEDOUT";
        const status = timedOut ? 504 : 503;
        log.warn({ reqId: (req as Request).id, upstream: name, code }, "upstream unavailable");
        if (!(res instanceof http.ServerResponse)) {
          res.destroy();
          return;
        }
        if (res.headersSent) {
          res.destroy();
          return;
        }
        res.writeHead(status, { "content-type": "application/json; charset=utf-8", "retry-after": "2" });
        const message = timedOut
          ? "The service took too long to answer. Please try again."
          : "This part of ShopScript is temporarily unavailable. Please try again in a moment.";
        const errorCode = timedOut ? "UPSTREAM_TIMEOUT" : "UNAVAILABLE";
        const publicApi = (req as Request).originalUrl?.startsWith("/api/v1/");
        res.end(
          JSON.stringify(
            publicApi ? { error: { code: errorCode.toLowerCase(), message }, requestId: String((req as Request).id) } : { message, code: errorCode },
          ),
        );
      },
    },
  });
}
