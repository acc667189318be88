import path from "node:path";
import { loadSessionKeys, type ServiceDefinition } from "@shopscript/kit";
import { PrismaClient } from "./generated/prisma/client";
import { createApp } from "./app";
import { loadBatchConfig } from "./batches/batch-config";
import { createBatchJobs } from "./batches/batch-jobs";
import { GENERATION_RESULT_PATTERNS, generationResultHandler } from "./consumers/generation-results";
import { userDeletedHandler } from "./consumers/user-deleted";
import { createCatalog } from "./domain/catalog";

export const CATALOG_PATTERNS = ["user.deleted", ...GENERATION_RESULT_PATTERNS];

/** Composition root of the catalog: every saved description, owned by one user each, and catalog-mode batch jobs. */
export const catalogService: ServiceDefinition<PrismaClient> = {
  name: "catalog",
  defaultPort: 3003,
  database: {
    migrationsDir: path.join(__dirname, "..", "prisma", "migrations"),
    createClient: (options) => new PrismaClient(options),
  },
  build: ({ env, db, relay, clock, dataDir, log, readiness, isDraining, metrics }) => {
    const catalog = createCatalog({ db, relay });
    const batches = createBatchJobs({ db, relay, config: loadBatchConfig(env), log });
    const { publicKey } = loadSessionKeys(env, dataDir);
    // What an operator scales on and watches: rows waiting in the work queue, and how fast jobs finish them.
    metrics.gaugeAtScrape(
      "batch_rows_queued",
      "Batch rows released to the generator.jobs work queue and not yet answered.",
      async () => (await batches.queueFigures()).queuedRows,
      log,
    );
    metrics.gaugeAtScrape(
      "batch_rows_pending",
      "Rows of running batch jobs not yet released to the work queue.",
      async () => (await batches.queueFigures()).pendingRows,
      log,
    );
    metrics.gaugeAtScrape(
      "batch_jobs_running",
      "Batch jobs running now.",
      async () => (await batches.queueFigures()).runningJobs,
      log,
    );
    metrics.gaugeAtScrape(
      "batch_rows_finished_last_minute",
      "Batch rows finished (done or failed) in the last 60 seconds: the jobs' throughput.",
      async () => (await batches.queueFigures()).finishedLastMinute,
      log,
    );
    const onResult = generationResultHandler(db, relay, batches);
    const onUserDeleted = userDeletedHandler(db, catalog, batches);
    return {
      app: createApp({ catalog, batches, publicKey, clock, log, readiness, isDraining, metrics }),
      consumer: {
        patterns: CATALOG_PATTERNS,
        handler: async (event, context) => {
          if (event.type === "user.deleted") await onUserDeleted(event, context);
          else await onResult(event, context);
        },
      },
    };
  },
};
