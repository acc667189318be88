import { createServiceApp, finishServiceApp, type Database, type Logger, type ReadinessCheck } from "@shopscript/kit";
import type { PrismaClient } from "./generated/prisma/client";

export interface AuthDeps {
  db: Database<PrismaClient>;
  log: Logger;
  readiness: Record<string, ReadinessCheck>;
  isDraining?: () => boolean;
}

/** The auth service's HTTP app: Users, sessions and the account mail's events (sign-up, verification, reset, deletion). */
export function createApp(deps: AuthDeps) {
  const app = createServiceApp({ log: deps.log, readiness: deps.readiness, isDraining: deps.isDraining });
  return finishServiceApp(app);
}
