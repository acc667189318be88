import { createServiceApp, finishServiceApp, type Database, type Logger, type ReadinessCheck } from "@shopscript/kit";
import type { PrismaClient } from "./generated/prisma/client";

export interface BillingDeps {
  db: Database<PrismaClient>;
  log: Logger;
  readiness: Record<string, ReadinessCheck>;
  isDraining?: () => boolean;
}

/** The billing service's HTTP app: Trial window, subscriptions and payments. */
export function createApp(deps: BillingDeps) {
  const app = createServiceApp({ log: deps.log, readiness: deps.readiness, isDraining: deps.isDraining });
  return finishServiceApp(app);
}
