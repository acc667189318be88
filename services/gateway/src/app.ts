import { createServiceApp, errorMiddleware, notFound, type Logger, type ReadinessCheck } from "@shopscript/kit";
import type { GatewayConfig } from "./config";
import { sanitizeHeaders } from "./sanitize-headers";
import { UPSTREAM_NAMES, type UpstreamName } from "./route-table";
import { createUpstreamProxy } from "./upstream-proxy";
import { webApp } from "./web-static";

export interface GatewayDeps {
  config: GatewayConfig;
  log: Logger;
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
