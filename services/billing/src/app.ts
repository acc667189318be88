import express from "express";
import {
  createServiceApp,
  finishServiceApp,
  identify,
  type Clock,
  type Logger,
  type ReadinessCheck,
  type ServiceMetrics,
} from "@shopscript/kit";
import type { Billing } from "./domain/billing";
import type { SandboxDesk } from "./domain/sandbox-desk";
import { billingRoutes } from "./routes/billing-routes";
import { internalRoutes } from "./routes/internal-routes";
import { sandboxRoutes } from "./routes/sandbox-routes";
import { webhookRoutes, type WebhookReader } from "./routes/webhook-routes";

export interface BillingAppDeps {
  billing: Billing;
  /** Stripe's webhook reader; null with the sandbox provider. */
  readWebhook: WebhookReader | null;
  /** The sandbox's pages; null with Stripe. */
  sandbox: SandboxDesk | null;
  publicKey: string;
  clock: Clock;
  log: Logger;
  readiness: Record<string, ReadinessCheck>;
  isDraining?: () => boolean;
  metrics?: ServiceMetrics;
}

/** The billing service's HTTP app: the trial window, subscriptions and payments. */
export function createApp(deps: BillingAppDeps) {
  // No global JSON parser: the webhook's signature is checked on the raw bytes, so it is mounted first
  // with its own raw parser, and JSON parsing starts after it.
  const app = createServiceApp({
    log: deps.log,
    readiness: deps.readiness,
    isDraining: deps.isDraining,
    parseJson: false,
    metrics: deps.metrics,
  });
  app.use("/api/billing/webhook", webhookRoutes(deps.billing, deps.readWebhook));
  app.use(express.json({ limit: "16kb" }));
  app.use(identify(deps.publicKey, deps.clock));
  app.use("/api", billingRoutes(deps.billing));
  if (deps.sandbox) app.use("/api/billing/sandbox", sandboxRoutes(deps.sandbox));
  app.use("/internal", internalRoutes(deps.billing));
  return finishServiceApp(app);
}
