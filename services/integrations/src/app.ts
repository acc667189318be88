import express from "express";
import {
  createServiceApp,
  finishServiceApp,
  identify,
  idempotency,
  type Cache,
  type Clock,
  type Logger,
  type PlanLookup,
  type ReadinessCheck,
  type ServiceMetrics,
} from "@shopscript/kit";
import type { Connections } from "./domain/connections";
import { connectionRoutes, publicConnectionRoutes, shopifyWebhookRoutes } from "./routes/connection-routes";
import { publishRoutes } from "./routes/publish-routes";

export interface IntegrationsAppDeps {
  connections: Connections;
  publishing: Omit<Parameters<typeof publishRoutes>[0], "plans">;
  plans: PlanLookup;
  /** Idempotency-Key replays on /api/v1 POSTs. */
  cache: Cache;
  shopifyClientSecret: string | null;
  publicUrl: string;
  publicKey: string;
  clock: Clock;
  log: Logger;
  readiness: Record<string, ReadinessCheck>;
  isDraining?: () => boolean;
  metrics?: ServiceMetrics;
}

/** The integrations service's HTTP app: the seller's store connections. */
export function createApp(deps: IntegrationsAppDeps) {
  // The webhook's signature is checked on the raw bytes, so it is mounted before JSON parsing starts.
  const app = createServiceApp({ log: deps.log, readiness: deps.readiness, isDraining: deps.isDraining, parseJson: false, metrics: deps.metrics });
  app.use(
    "/api/integrations/shopify/webhooks",
    shopifyWebhookRoutes({ connections: deps.connections, clientSecret: deps.shopifyClientSecret, log: deps.log }),
  );
  app.use(express.json({ limit: "64kb" }));
  app.use(identify(deps.publicKey, deps.clock));
  app.use("/api/integrations", connectionRoutes({ connections: deps.connections, plans: deps.plans, publicUrl: deps.publicUrl, log: deps.log }));
  app.use("/api/integrations", publishRoutes({ ...deps.publishing, plans: deps.plans }));
  // The public API (scope `stores`, checked by the gateway): the same routes but connecting, which is a
  // browser's OAuth flow. A retried pull or publish with the same Idempotency-Key gets the first answer.
  app.use("/api/v1", publicConnectionRoutes({ connections: deps.connections, plans: deps.plans }));
  app.use("/api/v1", idempotency(deps.cache), publishRoutes({ ...deps.publishing, plans: deps.plans }));
  return finishServiceApp(app);
}
