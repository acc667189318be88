import {
  createServiceApp,
  finishServiceApp,
  type Database,
  type Logger,
  type ReadinessCheck,
  type ServiceMetrics,
} from "@shopscript/kit";
import type { PrismaClient } from "./generated/prisma/client";

export interface NotifierDeps {
  db: Database<PrismaClient>;
  log: Logger;
  readiness: Record<string, ReadinessCheck>;
  isDraining?: () => boolean;
  metrics?: ServiceMetrics;
}

/** The notifier service's HTTP app: Turns account and billing events into email. */
export function createApp(deps: NotifierDeps) {
  const app = createServiceApp({ log: deps.log, readiness: deps.readiness, isDraining: deps.isDraining, metrics: deps.metrics });
  return finishServiceApp(app);
}
