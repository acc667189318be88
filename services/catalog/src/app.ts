import {
  createServiceApp,
  finishServiceApp,
  identify,
  type Clock,
  type Logger,
  type ReadinessCheck,
  type ServiceMetrics,
} from "@shopscript/kit";
import type { BatchJobs } from "./batches/batch-jobs";
import type { Catalog } from "./domain/catalog";
import { batchesRoutes } from "./routes/batches-routes";
import { descriptionsRoutes } from "./routes/descriptions-routes";

export interface CatalogDeps {
  catalog: Catalog;
  batches: BatchJobs;
  publicKey: string;
  clock: Clock;
  log: Logger;
  readiness: Record<string, ReadinessCheck>;
  isDraining?: () => boolean;
  metrics?: ServiceMetrics;
}

/** The catalog's HTTP app: a seller's saved descriptions. */
export function createApp(deps: CatalogDeps) {
  // A saved description is at most 50,000 characters plus its listing: 1 MB leaves room, nothing more.
  const app = createServiceApp({ log: deps.log, readiness: deps.readiness, isDraining: deps.isDraining, jsonLimit: "1mb", metrics: deps.metrics });
  app.use(identify(deps.publicKey, deps.clock));
  app.use("/api/descriptions", descriptionsRoutes(deps.catalog));
  app.use("/api/batches", batchesRoutes(deps.batches));
  return finishServiceApp(app);
}
