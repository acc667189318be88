import {
  createServiceApp,
  finishServiceApp,
  identify,
  type Clock,
  type Logger,
  type ReadinessCheck,
  type ServiceMetrics,
} from "@shopscript/kit";
import type { AuthConfig } from "./config";
import type { Accounts } from "./domain/accounts";
import type { ApiKeys } from "./domain/api-keys";
import { apiKeysRoutes } from "./routes/api-keys-routes";
import type { PrismaClient } from "./generated/prisma/client";
import { authRoutes } from "./routes/auth-routes";
import { internalRoutes } from "./routes/internal-routes";

export interface AuthDeps {
  accounts: Accounts;
  apiKeys: ApiKeys;
  config: AuthConfig;
  prisma: PrismaClient;
  publicKey: string;
  clock: Clock;
  log: Logger;
  readiness: Record<string, ReadinessCheck>;
  isDraining?: () => boolean;
  metrics?: ServiceMetrics;
}

/** The auth service's HTTP app: accounts, sessions and the links mailed for them. */
export function createApp(deps: AuthDeps) {
  const app = createServiceApp({ log: deps.log, readiness: deps.readiness, isDraining: deps.isDraining, jsonLimit: "16kb", metrics: deps.metrics });
  app.use(identify(deps.publicKey, deps.clock));
  app.use("/api/auth/api-keys", apiKeysRoutes(deps.apiKeys));
  app.use("/api/auth", authRoutes(deps.accounts, deps.config));
  app.use("/internal", internalRoutes(deps.prisma, deps.clock, deps.apiKeys));
  return finishServiceApp(app);
}
