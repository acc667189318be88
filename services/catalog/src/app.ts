import {
  createServiceApp,
  finishServiceApp,
  identify,
  idempotency,
  requirePlanFeature,
  type Cache,
  type Clock,
  type Entitlements,
  type Logger,
  type PlanLookup,
  type ReadinessCheck,
  type ServiceMetrics,
} from "@shopscript/kit";
import { analyticsQuerySchema } from "@shopscript/contracts";
import { parseInput, requireUser, streamCap } from "@shopscript/kit";
import type { AnalyticsReadModel } from "./domain/analytics";
import type { BatchJobs } from "./batches/batch-jobs";
import type { Catalog } from "./domain/catalog";
import { batchesRoutes } from "./routes/batches-routes";
import { descriptionsRoutes } from "./routes/descriptions-routes";
import { storeImportRoutes, type ApprovedEdits } from "./routes/store-import-routes";

export interface CatalogDeps {
  catalog: Catalog;
  batches: BatchJobs;
  /** Store integrations (issue 30): which fields of each approved row the seller edited. */
  approvedEdits?: ApprovedEdits;
  /** Whether a seller may generate (billing's answer): gates starting and resuming a job. */
  entitlements: Entitlements;
  /** The seller's paid plan (billing's answer): gates the Analytics report, a Pro feature (PLAN_FEATURES). */
  plans: PlanLookup;
  analytics: AnalyticsReadModel;
  cache: Cache;
  /** Progress streams one seller may hold open at once (BATCH_PROGRESS_STREAMS_PER_SELLER). */
  progressStreamsPerSeller: number;
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
  if (deps.approvedEdits) app.use("/internal", storeImportRoutes(deps.batches, deps.approvedEdits));
  app.use(identify(deps.publicKey, deps.clock));
  app.use("/api/descriptions", descriptionsRoutes(deps.catalog));
  const progressStreams = streamCap(deps.cache, { name: "catalog-progress", perSeller: deps.progressStreamsPerSeller, log: deps.log });
  app.use("/api/batches", batchesRoutes(deps.batches, deps.entitlements, { progressStreams }));
  // The seller's usage (the Analytics page): the read model built from description.* events. Pro's, by the
  // same plan gate as API keys: 403 PLAN_REQUIRED for any other plan.
  app.get("/api/analytics", requireUser, async (req, res) => {
    await requirePlanFeature(deps.plans, req.user!, "analytics");
    const { days } = parseInput(analyticsQuerySchema, req.query);
    res.setHeader("cache-control", "no-store");
    res.json(await deps.analytics.report(req.user!.id, days));
  });
  app.use("/api/v1/descriptions", idempotency(deps.cache), descriptionsRoutes(deps.catalog, { publicApi: true }));
  // No Idempotency-Key here: the upload's body is the file, streamed, not kept to compare a retry with.
  app.use("/api/v1/batches", batchesRoutes(deps.batches, deps.entitlements, { publicApi: true }));
  return finishServiceApp(app);
}
