import { createServiceApp, errorMiddleware, notFound, type Cache, type Logger, type ReadinessCheck } from "@shopscript/kit";
import { csrfGuard } from "./csrf-guard";
import { apiRateLimit } from "./rate-limit";
import { sessionGate, type SessionGateDeps } from "./session-gate";
import type { GatewayConfig } from "./config";
import { sanitizeHeaders } from "./sanitize-headers";
import { UPSTREAM_NAMES, type UpstreamName } from "./route-table";
import { createUpstreamProxy } from "./upstream-proxy";
import { webApp } from "./web-static";

export interface GatewayDeps {
  config: GatewayConfig;
  log: Logger;
  cache: Cache;
  session: Omit<SessionGateDeps, "authUrl" | "log">;
  readiness?: Record<string, ReadinessCheck>;
  isDraining?: () => boolean;
}

export const upstreamUrls = (config: GatewayConfig): Record<UpstreamName, string> => ({
  auth: config.AUTH_URL,
  generator: config.GENERATOR_URL,
  catalog: config.CATALOG_URL,
  billing: config.BILLING_URL,
});

/** The gateway: request ids, header hygiene, the route table to the services, and the web app. */
export function createApp(deps: GatewayDeps) {
  const app = createServiceApp({
    log: deps.log,
    readiness: deps.readiness,
    isDraining: deps.isDraining,
    trustIncomingRequestId: false,
    parseJson: false,
  });
  app.set("trust proxy", deps.config.TRUST_PROXY);
  app.use("/api", sanitizeHeaders);
  app.use("/api", apiRateLimit(deps.cache, deps.config.API_RATE_LIMIT_PER_MINUTE));
  app.use("/api", csrfGuard([deps.config.PUBLIC_URL]));
  app.use("/api", sessionGate({ ...deps.session, authUrl: deps.config.AUTH_URL, log: deps.log }));
  const urls = upstreamUrls(deps.config);
  for (const name of UPSTREAM_NAMES) {
    app.use(createUpstreamProxy(name, urls[name], deps.config.UPSTREAM_TIMEOUT_MS, deps.log));
  }
  app.use("/api", notFound);
  app.use(webApp(deps.config.WEB_DIST_DIR));
  app.use(notFound);
  app.use(errorMiddleware);
  return app;
}
