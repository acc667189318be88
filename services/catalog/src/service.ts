import path from "node:path";
import {
  billingEntitlements,
  dropCachedEntitlement,
  ENTITLEMENT_PATTERNS,
  loadSessionKeys,
  trialFromSession,
  type Database,
  type ServiceDefinition,
} from "@shopscript/kit";
import { PrismaClient } from "./generated/prisma/client";
import { createApp } from "./app";
import { loadBatchConfig } from "./batches/batch-config";
import { loadCatalogConfig } from "./config";
import { createBatchJobs } from "./batches/batch-jobs";
import { createUploadWorkPool } from "./batches/upload-work-pool";
import { GENERATION_RESULT_PATTERNS, generationResultHandler } from "./consumers/generation-results";
import { CATALOG_PATTERNS, userDeletedHandler } from "./consumers/user-deleted";
import { createAnalytics } from "./domain/analytics";
import { createCatalog } from "./domain/catalog";
import { generatorListingChecker } from "./clients/listing-checker";
import { generatorVoiceDirectory } from "./clients/voice-directory";

/**
 * How often uploads a stopped process left unfinished, expired drafts and deleted descriptions past their
 * restore window (DESCRIPTION_RESTORE_HOURS) are looked for: a deleted description is gone for good at most
 * this long after its window closes.
 */
const ABANDONED_IMPORT_SWEEP_MS = 10 * 60_000;

/** Composition root of the catalog: every saved description, owned by one user each. */
export const catalogService: ServiceDefinition<PrismaClient> = {
  name: "catalog",
  defaultPort: 3003,
  database: {
    migrationsDir: path.join(__dirname, "..", "prisma", "migrations"),
    createClient: (options) => new PrismaClient(options),
  },
  build: ({ env, db, relay, cache, clock, dataDir, log, readiness, isDraining, metrics }) => {
    const config = loadCatalogConfig(env);
    // The generator owns the checker: an edited listing is checked there (its /internal route).
    const catalog = createCatalog({ db, relay, listingChecker: generatorListingChecker({ generatorUrl: config.GENERATOR_URL, log }) });
    const analytics = createAnalytics({ db: db.client, clock, schema: db.schema });
    const batchConfig = loadBatchConfig(env);
    const uploadWork = createUploadWorkPool();
    // A voice chosen for a job is looked up at the generator, which owns voices, when the file is uploaded.
    const voices = generatorVoiceDirectory({ generatorUrl: config.GENERATOR_URL, log });
    const batches = createBatchJobs({ db, relay, config: batchConfig, log, uploadWork, voices });
    // The same client (and shared cached answer) the generator uses: a seller who may not generate cannot start a job.
    const entitlements = billingEntitlements({ billingUrl: config.BILLING_URL, cache, trial: trialFromSession(clock), log });
    const onSubscriptionChanged = dropCachedEntitlement(cache);
    // Jobs paused because billing could not answer resume by themselves once it answers again. A timer, not a
    // retry loop per row: one question per waiting seller per round, and the rows wait in the database.
    let rechecking: Promise<unknown> | undefined;
    const recheck = setInterval(() => {
      rechecking ??= batches
        .recheckBillingPauses((userId) => entitlements.canGenerate({ id: userId }))
        .catch((err: unknown) => log.warn({ err }, "rechecking batch jobs paused for billing failed"))
        .finally(() => {
          rechecking = undefined;
        });
    }, batchConfig.BATCH_BILLING_RECHECK_MS);
    recheck.unref();
    // An upload cut short by a stopped process leaves a job that never left `importing`: removed once old.
    // Drafts nobody started expire (BATCH_DRAFT_TTL_HOURS): a preview leaves nothing behind for good. Deleted
    // descriptions past their restore window are deleted for good.
    let sweeping: Promise<unknown> | undefined;
    const sweep = setInterval(() => {
      sweeping ??= batches
        .discardAbandonedImports()
        .then(() => batches.expireDrafts())
        .then(() => catalog.purgeDeleted())
        .catch((err: unknown) => log.warn({ err }, "removing unfinished uploads, expired drafts or deleted descriptions failed"))
        .finally(() => {
          sweeping = undefined;
        });
    }, ABANDONED_IMPORT_SWEEP_MS);
    sweep.unref();
    // What an operator scales on and watches: rows waiting in the work queue, and how fast jobs finish them.
    const figure = (name: string, help: string, read: (f: Awaited<ReturnType<typeof batches.queueFigures>>) => number) =>
      metrics.gaugeAtScrape(name, help, async () => read(await batches.queueFigures()), log);
    figure("batch_rows_queued", "Batch rows released to the generator.jobs work queue and not yet answered.", (f) => f.queuedRows);
    figure("batch_rows_pending", "Rows of running batch jobs not yet released to the work queue.", (f) => f.pendingRows);
    figure("batch_jobs_running", "Batch jobs running now.", (f) => f.runningJobs);
    figure("batch_rows_finished_last_minute", "Batch rows finished (done or failed) in the last 60 seconds: the jobs' throughput.", (f) => f.finishedLastMinute);
    const onResult = generationResultHandler(db, relay, batches, {
      maxBatch: batchConfig.BATCH_RESULTS_PREFETCH,
      lingerMs: batchConfig.BATCH_RESULTS_LINGER_MS,
    });
    const onUserDeleted = userDeletedHandler(db, catalog, analytics, batches);
    const { publicKey } = loadSessionKeys(env, dataDir);
    return {
      app: createApp({ catalog, batches, approvedEdits: approvedEditsOf(db), entitlements, plans: entitlements, analytics, cache, progressStreamsPerSeller: batchConfig.BATCH_PROGRESS_STREAMS_PER_SELLER, publicKey, clock, log, readiness, isDraining, metrics }),
      onStop: async () => {
        clearInterval(recheck);
        clearInterval(sweep);
        await rechecking;
        await sweeping;
        await uploadWork.close();
      },
      consumer: {
        patterns: [...CATALOG_PATTERNS, ...GENERATION_RESULT_PATTERNS, ...ENTITLEMENT_PATTERNS],
        // Enough answers at once for the result consumer to store them in batches (one transaction each).
        prefetch: batchConfig.BATCH_RESULTS_PREFETCH,
        handler: async (event, context) => {
          if (GENERATION_RESULT_PATTERNS.includes(event.type)) await onResult(event, context);
          else if (event.type.startsWith("subscription.")) await onSubscriptionChanged(event, context);
          else await onUserDeleted(event, context);
        },
      },
    };
  },
};

/** Which listing fields of each approved row of a job the seller edited (store integrations publish a title only then). */
function approvedEditsOf(db: Database<PrismaClient>) {
  return async (userId: string, jobId: string) => {
    const rows = await db.client.batchRow.findMany({ where: { userId, jobId, review: "approved" }, select: { key: true, edits: true } });
    return rows.map((row) => ({ key: row.key, editedFields: row.edits && typeof row.edits === "object" ? Object.keys(row.edits) : [] }));
  };
}
