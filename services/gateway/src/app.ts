import compression from "compression";
import type { RequestHandler } from "express";
import {
  chainHandlers,
  createServiceApp,
  errorMiddleware,
  labelRoute,
  notFound,
  type Cache,
  type Logger,
  type ReadinessCheck,
  type ServiceMetrics,
} from "@shopscript/kit";
import { buildOpenApiDocument } from "@shopscript/contracts/src/openapi";
import { apiKeyGate, refuseBearerOutsidePublicApi } from "./api-key-gate";
import { csrfGuard } from "./csrf-guard";
import { apiRateLimit } from "./rate-limit";
import { sessionGate, type SessionGateDeps } from "./session-gate";
import type { GatewayConfig } from "./config";
import { sanitizeHeaders } from "./sanitize-headers";
import { securityHeaders } from "./security-headers";
import { routeEntryFor, type UpstreamName } from "./route-table";
import { createUpstreamProxy } from "./upstream-proxy";
import { webApp } from "./web-static";

export interface GatewayDeps {
  config: GatewayConfig;
  log: Logger;
  cache: Cache;
  session: Omit<SessionGateDeps, "authUrl" | "log">;
  readiness?: Record<string, ReadinessCheck>;
  isDraining?: () => boolean;
  metrics?: ServiceMetrics;
}

export const upstreamUrls = (config: GatewayConfig): Record<UpstreamName, string> => ({
  auth: config.AUTH_URL,
  generator: config.GENERATOR_URL,
  catalog: config.CATALOG_URL,
  billing: config.BILLING_URL,
  integrations: config.INTEGRATIONS_URL,
});

const UPSTREAM = Symbol("gateway.upstream");
type Routed = { [UPSTREAM]?: UpstreamName };

/**
 * Resolves the route table once per request: the upstream (for the proxy dispatch below) and the prefix
 * (proxied requests match no express route, so their metrics are labelled by the route-table prefix).
 */
const resolveRoute: RequestHandler = (req, _res, next) => {
  const entry = routeEntryFor(req.path);
  if (entry) {
    (req as Routed)[UPSTREAM] = entry[0];
    labelRoute(req, entry[1]);
  }
  next();
};

/** Hands a routed request to its upstream's proxy only (instead of asking each proxy in turn). */
function dispatchToUpstream(proxies: Record<UpstreamName, RequestHandler>): RequestHandler {
  return (req, res, next) => {
    const name = (req as Routed)[UPSTREAM];
    if (name === undefined) return next();
    return proxies[name](req, res, next);
  };
}

const labelWebRoute: RequestHandler = (req, _res, next) => {
  labelRoute(req, "web");
  next();
};

/**
 * Compresses text answers on the fly (brotli or gzip, by the client's Accept-Encoding): API JSON, HTML,
 * robots.txt and sitemap.xml. Static files are compressed at build time, so they pass through (they already
 * carry Content-Encoding). Server-sent events are never compressed: a compressor holds bytes back until it
 * has a block, which would stall a generation's stream (the generator also marks it `no-transform`).
 */
const compressor = compression({
  filter: (req, res) => {
    const type = String(res.getHeader("Content-Type") ?? "");
    if (type.startsWith("text/event-stream")) return false;
    return compression.filter(req, res);
  },
});
/**
 * A client that accepts no encoding gets identity whatever compression decides, so it skips the
 * compressor's per-request wrapping and negotiation (API clients and scripts often send no Accept-Encoding).
 */
const compressTextResponses: RequestHandler = (req, res, next) => {
  if (!req.headers["accept-encoding"]) return next();
  return compressor(req, res, next);
};

/** `path` is `prefix` or continues it with "/". */
const isUnder = (path: string, prefix: string) =>
  path === prefix || (path.startsWith(prefix) && path.charCodeAt(prefix.length) === 47);
const isApiPath = (path: string) => isUnder(path, "/api");
const isPublicApiPath = (path: string) => isUnder(path, "/api/v1");

/** Runs `handler` for /api requests only. */
const underApi =
  (handler: RequestHandler): RequestHandler =>
  (req, res, next) =>
    isApiPath(req.path) ? handler(req, res, next) : next();

/**
 * The door every /api request passes after header hygiene and the rate limit: the public API's key gate
 * (its OpenAPI file is open to all), or for the web app's calls the session cookie (with the CSRF check),
 * never a key. One express layer for all three, so the choice is made once per request.
 */
function apiDoor(
  openApi: RequestHandler,
  publicApi: RequestHandler,
  browser: RequestHandler,
): RequestHandler {
  return (req, res, next) => {
    if (!isPublicApiPath(req.path)) return browser(req, res, next);
    if (req.path === OPENAPI_PATH && (req.method === "GET" || req.method === "HEAD"))
      return openApi(req, res, next);
    return publicApi(req, res, next);
  };
}

const OPENAPI_PATH = "/api/v1/openapi.json";

/** The public API's description, generated from the contracts once; anyone may read it (no key). */
function openApiDocument(publicUrl: string): RequestHandler {
  const body = JSON.stringify(buildOpenApiDocument({ serverUrl: publicUrl }));
  return (_req, res) => {
    res.type("application/json").setHeader("cache-control", "public, max-age=300");
    res.send(body);
  };
}

/** The gateway: request ids, header hygiene, the route table to the services, and the web app. */
export function createApp(deps: GatewayDeps) {
  const app = createServiceApp({
    log: deps.log,
    readiness: deps.readiness,
    isDraining: deps.isDraining,
    trustIncomingRequestId: false,
    parseJson: false,
    metrics: deps.metrics,
    // The gateway is public: its /metrics needs METRICS_TOKEN, or a direct caller on this host without one.
    // It proxies only /api prefixes, so no service's own /metrics is reachable through it.
    metricsExposure: "edge",
  });
  app.set("trust proxy", deps.config.TRUST_PROXY);
  // Every step before the proxies is one express layer, unmounted: a layer costs a path match, and a mounted
  // one also rewrites req.url (and so makes req.path parse the URL again) and restores it afterwards.
  // Every request: its route, the security headers, compression. /api requests then: header hygiene, the
  // rate limit, and the door (the public API's key gate, or CSRF + the session gate for the web app).
  app.use(
    chainHandlers(
      resolveRoute,
      securityHeaders(deps.config.PUBLIC_URL),
      compressTextResponses,
      underApi(
        chainHandlers(
          sanitizeHeaders,
          apiRateLimit(deps.cache, deps.config.API_RATE_LIMIT_PER_MINUTE),
          apiDoor(
            openApiDocument(deps.config.PUBLIC_URL),
            apiKeyGate({
              authUrl: deps.config.AUTH_URL,
              cache: deps.cache,
              log: deps.log,
              cacheSeconds: deps.config.API_KEY_CACHE_SECONDS,
              perMinute: deps.config.API_KEY_RATE_LIMIT_PER_MINUTE,
            }),
            chainHandlers(
              refuseBearerOutsidePublicApi,
              csrfGuard([deps.config.PUBLIC_URL]),
              sessionGate({ ...deps.session, authUrl: deps.config.AUTH_URL, log: deps.log }),
            ),
          ),
        ),
      ),
    ),
  );
  const urls = upstreamUrls(deps.config);
  const proxy = (name: UpstreamName): RequestHandler =>
    createUpstreamProxy(name, urls[name], deps.config.UPSTREAM_TIMEOUT_MS, deps.log, {
      drainMaxBytes: deps.config.REFUSED_BODY_DRAIN_BYTES,
      drainMaxMs: deps.config.REFUSED_BODY_DRAIN_MS,
    });
  const proxies: Record<UpstreamName, RequestHandler> = {
    auth: proxy("auth"),
    generator: proxy("generator"),
    catalog: proxy("catalog"),
    billing: proxy("billing"),
    integrations: proxy("integrations"),
  };
  app.use(dispatchToUpstream(proxies));
  app.use("/api", notFound);
  app.use(labelWebRoute, webApp(deps.config.WEB_DIST_DIR, deps.config.PUBLIC_URL));
  app.use(notFound);
  app.use(errorMiddleware);
  return app;
}
