import { createServiceApp, finishServiceApp, type Database, type Logger, type ReadinessCheck } from "@shopscript/kit";
import type { PrismaClient } from "./generated/prisma/client";

export interface CatalogDeps {
  db: Database<PrismaClient>;
  log: Logger;
  readiness: Record<string, ReadinessCheck>;
  isDraining?: () => boolean;
}

/** The catalog service's HTTP app: Saved descriptions: save, list, search, view, delete, export. */
export function createApp(deps: CatalogDeps) {
  const app = createServiceApp({ log: deps.log, readiness: deps.readiness, isDraining: deps.isDraining });
  return finishServiceApp(app);
}
