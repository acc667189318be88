import path from "node:path";
import { loadSessionKeys, type ServiceDefinition } from "@shopscript/kit";
import { PrismaClient } from "./generated/prisma/client";
import { createApp } from "./app";
import { loadBillingConfig } from "./config";
import { BILLING_PATTERNS, userEventsHandler } from "./consumers/user-events";
import { createBilling } from "./domain/billing";
import { createSandboxDesk } from "./domain/sandbox-desk";
import { createSandboxProvider } from "./providers/sandbox-provider";
import {
  createStripeClient,
  createStripeProvider,
  createStripeWebhookReader,
} from "./providers/stripe-provider";

/**
 * Composition root of the billing service: trial windows and subscriptions. Stripe when STRIPE_SECRET_KEY
 * (with its three companions) is set; otherwise the sandbox provider, which never takes money.
 */
export const billingService: ServiceDefinition<PrismaClient> = {
  name: "billing",
  defaultPort: 3004,
  database: {
    migrationsDir: path.join(__dirname, "..", "prisma", "migrations"),
    createClient: (options) => new PrismaClient(options),
  },
  build: ({ env, db, relay, clock, dataDir, log, readiness, isDraining, metrics }) => {
    const config = loadBillingConfig(env);
    const { publicKey } = loadSessionKeys(env, dataDir);
    const stripe = config.stripe ? createStripeClient(config.stripe) : null;
    const sandbox = config.stripe ? null : createSandboxProvider({ db, clock });
    const provider =
      config.stripe && stripe ? createStripeProvider(config.stripe, stripe) : sandbox!.provider;
    log.info(
      { provider: provider.name },
      provider.name === "stripe" ? "payments: Stripe" : "payments: sandbox (no real payments)",
    );
    const billing = createBilling({ db, relay, provider, clock, log, publicUrl: config.publicUrl });
    return {
      app: createApp({
        billing,
        readWebhook: config.stripe && stripe ? createStripeWebhookReader(config.stripe, stripe) : null,
        sandbox: sandbox ? createSandboxDesk({ sandbox, billing, db, publicUrl: config.publicUrl }) : null,
        publicKey,
        clock,
        log,
        readiness,
        isDraining,
        metrics,
      }),
      consumer: { patterns: BILLING_PATTERNS, handler: userEventsHandler(db, billing) },
    };
  },
};
