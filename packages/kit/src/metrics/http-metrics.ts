import { createHash, timingSafeEqual } from "node:crypto";
import type { Express, Request, RequestHandler } from "express";
import { notFound } from "../http/error-middleware";
import type { ServiceMetrics } from "./service-metrics";

const ROUTE = Symbol("metrics.route");
const ROUTE_BASE = Symbol("metrics.routeBase");
const ROUTE_LABEL = Symbol("metrics.routeLabel");
const CACHED_BASE = Symbol("metrics.cachedBase");
const CACHED_LABEL = Symbol("metrics.cachedLabel");

interface MatchedRoute {
  path: unknown;
  [CACHED_BASE]?: string;
  [CACHED_LABEL]?: string;
}

interface TrackedRequest {
  [ROUTE]?: MatchedRoute;
  [ROUTE_BASE]?: string;
  [ROUTE_LABEL]?: string;
}

/** The `route` label for requests no route matched (404s, scanners): one series, whatever the URL. */
export const UNMATCHED_ROUTE = "unmatched";

/**
 * Names the `route` label of a request that no express route handles, such as the gateway's proxied
 * prefixes. `label` must come from a fixed set (a route-table entry), never from the URL.
 */
export function labelRoute(req: Request, label: string): void {
  (req as TrackedRequest)[ROUTE_LABEL] = label;
}

/**
 * Remembers the mount path at the moment express matches a route. By the time the response finishes, a
 * router that passed an error on (`next(err)`) has restored `req.baseUrl` to its parent's, so
 * `baseUrl + route.path` read then would give "/:id" instead of "/api/descriptions/:id". The accessor sits
 * on this app's request prototype, so it costs no allocation per request.
 */
function captureRouteTemplates(app: Express): void {
  Object.defineProperty(app.request, "route", {
    configurable: true,
    enumerable: true,
    get(this: Request & TrackedRequest) {
      return this[ROUTE];
    },
    set(this: Request & TrackedRequest, route: MatchedRoute) {
      this[ROUTE] = route;
      this[ROUTE_BASE] = this.baseUrl;
    },
  });
}

function routeLabelOf(req: Request): string {
  const tracked = req as Request & TrackedRequest;
  const explicit = tracked[ROUTE_LABEL];
  if (explicit) return explicit;
  const route = tracked[ROUTE];
  if (!route) return UNMATCHED_ROUTE;
  const base = tracked[ROUTE_BASE] ?? "";
  if (route[CACHED_BASE] === base) return route[CACHED_LABEL]!;
  const path = typeof route.path === "string" ? route.path : String(route.path);
  const label = base && path === "/" ? base : base + path;
  route[CACHED_BASE] = base;
  route[CACHED_LABEL] = label;
  return label;
}

/**
 * Counts and times requests by method, route template and status class. Returns the recorder the service
 * app's request middleware calls once a response has finished (it already listens for the end of every
 * response, so metrics add no listener and no middleware of their own).
 */
export function httpMetricsRecorder(app: Express, metrics: ServiceMetrics): (req: Request, statusCode: number, seconds: number) => void {
  captureRouteTemplates(app);
  return (req, statusCode, seconds) => metrics.observeHttp(req.method, routeLabelOf(req), statusCode, seconds);
}

/**
 * Who may read GET /metrics.
 * - "network": whoever reaches the port. Right for the internal services, which a NetworkPolicy (or a
 *   loopback-only listener in standalone) keeps away from the internet.
 * - "edge": the public gateway. Only a caller on the same host that came straight to it (loopback, and no
 *   X-Forwarded-For/Forwarded/X-Real-IP: a reverse proxy on the same host adds one, and would otherwise turn
 *   every internet client into "loopback").
 * Either way, when a token is configured the request must carry it as `Authorization: Bearer <token>`,
 * and nothing else is enough. A refused request gets the same JSON 404 as an unknown path.
 */
export type MetricsExposure = "network" | "edge";

const digest = (value: string) => createHash("sha256").update(value).digest();

function directFromLoopback(req: Request): boolean {
  const address = req.socket.remoteAddress ?? "";
  const loopback = address === "::1" || address.startsWith("127.") || address.startsWith("::ffff:127.");
  return loopback && !req.headers["x-forwarded-for"] && !req.headers.forwarded && !req.headers["x-real-ip"];
}

export function metricsEndpoint(metrics: ServiceMetrics, exposure: MetricsExposure): RequestHandler {
  const expected = metrics.token === undefined ? undefined : digest(metrics.token);
  const mayRead = (req: Request): boolean => {
    if (expected) {
      const match = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? "");
      // Compared as digests: equal length, and the time taken says nothing about the token.
      return match !== null && timingSafeEqual(digest(match[1]!), expected);
    }
    return exposure === "network" || directFromLoopback(req);
  };
  return async (req, res, next) => {
    if (!mayRead(req)) {
      notFound(req, res, next);
      return;
    }
    const body = await metrics.render();
    res.setHeader("content-type", metrics.contentType);
    res.setHeader("cache-control", "no-store");
    res.end(body);
  };
}
