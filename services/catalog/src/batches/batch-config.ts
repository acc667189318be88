import { z } from "zod";
import { BATCH_UPLOAD_LIMITS } from "@shopscript/contracts";
import { loadConfig } from "@shopscript/kit";

export const batchEnvSchema = z.object({
  /** Largest store export one upload may be (bytes); a larger file is refused with 413, never truncated. */
  BATCH_MAX_UPLOAD_BYTES: z.coerce.number().int().min(1024).default(BATCH_UPLOAD_LIMITS.maxFileBytes),
  /** Products per job; more is refused at upload. */
  BATCH_MAX_ROWS: z.coerce.number().int().min(1).default(BATCH_UPLOAD_LIMITS.maxRowsPerJob),
  /** Jobs one seller may have running or paused at once. */
  BATCH_MAX_ACTIVE_JOBS: z.coerce.number().int().min(1).default(3),
  /**
   * Rows of one job in the work queue at once. The catalog releases a job's rows this many at a time and
   * one more for each that finishes, so another seller's job queues behind at most this many per job.
   */
  BATCH_WINDOW: z.coerce.number().int().min(1).max(1000).default(16),
  /**
   * Rows the only running job (of any seller) may keep in the work queue: with nobody waiting, a deeper
   * queue keeps every generator instance busy while answers are stored in batches. When another job
   * starts, it waits behind at most this many rows of the lone job. Below BATCH_WINDOW, BATCH_WINDOW holds.
   */
  BATCH_SOLO_WINDOW: z.coerce.number().int().min(1).max(1000).default(64),
  /**
   * Messages the catalog's queue hands this instance at once (generators' answers above all), and so the
   * most answers stored in one transaction.
   */
  BATCH_RESULTS_PREFETCH: z.coerce.number().int().min(1).max(500).default(64),
  /**
   * How long the first answer waiting to be stored waits for others (ms), so that answers arriving one by
   * one share a transaction, a window top-up and a relay round. Short beside the work a window holds (64 rows
   * queued, 16 prefetched per generator), so no generator idles for it; 0 stores what arrived meanwhile only.
   */
  BATCH_RESULTS_LINGER_MS: z.coerce.number().int().min(0).max(1000).default(25),
  /**
   * How often jobs paused because billing could not answer ask billing again (one question per seller) and
   * resume by themselves once it answers.
   */
  BATCH_BILLING_RECHECK_MS: z.coerce.number().int().min(100).default(15_000),
  /**
   * Progress streams (server-sent events) one seller may hold open at once, across every catalog replica
   * (counted in the shared cache). Each reads the database every second; past this a new one is a 429.
   */
  BATCH_PROGRESS_STREAMS_PER_SELLER: z.coerce.number().int().min(1).default(5),
  /**
   * A draft (uploaded, never started) is removed this many hours after its upload: a preview leaves nothing
   * behind for good. The seller can delete one at once from the page.
   */
  BATCH_DRAFT_TTL_HOURS: z.coerce.number().min(1).default(72),
});
export type BatchConfig = z.infer<typeof batchEnvSchema>;

export const loadBatchConfig = (env: NodeJS.ProcessEnv): BatchConfig => loadConfig(batchEnvSchema, env);
