import path from "node:path";
import { openDatabase, type Database, type OutboxRelay } from "@shopscript/kit";
import { quietLogger, testDatabaseUrl } from "@shopscript/kit/testing";
import { batchEnvSchema, type BatchConfig } from "../../src/batches/batch-config";
import { createBatchJobs } from "../../src/batches/batch-jobs";
import { prepareUpload } from "../../src/batches/prepare-upload";
import type { UploadWork } from "../../src/batches/upload-work-pool";
import { PrismaClient } from "../../src/generated/prisma/client";

// Catalog mode's use cases over the catalog's own database on real PostgreSQL, without the rest of the system:
// the set-up the storage tests (upload import, delete and expiry, row filters) share.

/** The upload thread's work, done inline: what these tests look at is the storing. */
export const inlineUploadWork: UploadWork = { prepare: prepareUpload, close: async () => {} };

/** No outbox relay to wake: these tests read the tables, not the events. */
const noRelay = { wake() {} } as unknown as OutboxRelay;

export interface BatchJobsOnDb {
  db: Database<PrismaClient>;
  jobs: ReturnType<typeof createBatchJobs>;
  config: BatchConfig;
  log: ReturnType<typeof quietLogger>;
}

/**
 * Opens (and migrates) a database of its own for one test file, named `name`, and builds createBatchJobs over
 * it with `env` as the batch settings (BATCH_DRAFT_TTL_HOURS…). Close `db` in afterAll.
 */
export async function openBatchJobs(name: string, env: Record<string, string> = {}): Promise<BatchJobsOnDb> {
  const log = quietLogger();
  const config = batchEnvSchema.parse(env);
  const db = await openDatabase({
    schema: "catalog",
    migrationsDir: path.join(__dirname, "..", "..", "prisma", "migrations"),
    createClient: (options) => new PrismaClient(options),
    log,
    url: testDatabaseUrl(name),
  });
  const jobs = createBatchJobs({ db, relay: noRelay, config, log, uploadWork: inlineUploadWork });
  return { db, jobs, config, log };
}

/** Seller ids of the form these tests use: a fresh one per call, never a real user's. */
export function sellerIds(): () => string {
  let sellers = 0;
  return () => `00000000-0000-4000-8000-${String(++sellers).padStart(12, "0")}`;
}
