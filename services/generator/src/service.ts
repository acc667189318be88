import path from "node:path";
import pLimit from "p-limit";
import { createEvent, type GenerationRequest, type GenerationResult } from "@shopscript/contracts";
import {
  billingEntitlements,
  dropCachedEntitlement,
  ENTITLEMENT_PATTERNS,
  loadSessionKeys,
  processOnce,
  tombstoneUser,
  trialFromSession,
  type ServiceDefinition,
} from "@shopscript/kit";
import { GENERATION_JOBS_PATTERNS, GENERATION_JOBS_QUEUE, generationRequestedHandler } from "./consumers/generation-requested";
import { generateListing, type GenerationDeps } from "./generation/generate-listing";
import { createGenerationAccess } from "./access/generation-access";
import { createApp } from "./app";
import { loadGeneratorConfig } from "./config";
import { createListingWorkPool } from "./generation/listing-work-pool";
import { createBuiltinWriter } from "./writers/builtin";
import { createPageReader } from "./page-reader";
import { createOpenAiWriter, loadOpenAiConfig } from "./writers";
import { warmPrompt } from "./writers/prompt";
import { PrismaClient } from "./generated/prisma/client";
import { createVoiceStore } from "./voices/voice-store";

/**
 * Composition root of the generator. Writing keeps no state, so it scales horizontally on its own; its one
 * durable data is the sellers' brand voices (issue 31), in its own database schema like every service's.
 * The writer is a model when OPENAI_API_KEY is set, else the built-in copywriter.
 */
export const generatorService: ServiceDefinition<PrismaClient> = createGeneratorService();

export interface GeneratorServiceOptions {
  /**
   * Wraps the use case the work queue calls. Only the fault tests use it, to make one product's generation
   * fail every time while the rest of the service (bus, retries, dead-letter queue) runs as deployed.
   */
  wrapBatchGeneration?: (generate: BatchGenerate) => BatchGenerate;
}

type BatchGenerate = (request: GenerationRequest, userId?: string) => Promise<GenerationResult>;

export function createGeneratorService(options: GeneratorServiceOptions = {}): ServiceDefinition<PrismaClient> {
  return {
  name: "generator",
  defaultPort: 3002,
  database: {
    migrationsDir: path.join(__dirname, "..", "prisma", "migrations"),
    createClient: (clientOptions) => new PrismaClient(clientOptions),
  },
  build: ({ env, log, clock, dataDir, bus, cache, readiness, isDraining, metrics, db }) => {
    const config = loadGeneratorConfig(env);
    const openAi = loadOpenAiConfig(env);
    // On this thread the built-in writer is the fallback's identity and name (its phrasebook loads here too, so
    // a broken one fails the start): it writes in the worker pool's threads, each of which loads the tagger's
    // model as it starts (listing-worker.ts). This thread never tags a word, so it does not load the model
    // (~16 MB of heap it would keep for nothing).
    const builtin = createBuiltinWriter();
    const writer = openAi ? createOpenAiWriter(openAi, log) : builtin;
    // The model's prompt is built on this thread: its data loads once at start, not in the first seller's request.
    if (openAi) {
      setImmediate(() => {
        try {
          warmPrompt();
        } catch (err) {
          log.warn({ err }, "the model prompt did not warm up; the first request builds it");
        }
      });
    }
    const pageReader = createPageReader({ chromiumPath: config.chromiumPath, log });
    const entitlements = billingEntitlements({ billingUrl: config.BILLING_URL, cache, trial: trialFromSession(clock), log });
    const access = createGenerationAccess({
      cache,
      entitlements,
      demoWindowSeconds: config.DEMO_WINDOW_HOURS * 3600,
      limits: { perUserPerMinute: config.GENERATIONS_PER_USER_PER_MINUTE, perAddressPerMinute: config.GENERATIONS_PER_ADDRESS_PER_MINUTE },
    });
    const work = createListingWorkPool({ threads: config.GENERATION_THREADS, timeLimitMs: config.GENERATION_TIME_LIMIT_MS, log });
    // Generation keeps no state, so description.generated goes straight to the bus instead of an outbox:
    // it is a usage record, and losing one during a broker outage costs a statistic, not a seller's data.
    const observeGeneration = metrics.histogram2(
      "generation_duration_seconds",
      "Time to write and check one listing, by writer and platform.",
      ["writer", "platform"],
      [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 20, 30, 60],
    );
    const recordGenerated = (result: GenerationResult, userId: string | null, latencyMs: number, requestId: string, apiKeyId: string | null = null) => {
      observeGeneration(result.writer, result.platform, latencyMs / 1000);
      const event = createEvent(
        "description.generated",
        {
          userId,
          platform: result.platform,
          tone: result.tone,
          writer: result.writer,
          latencyMs: Math.round(latencyMs),
          checksPassed: result.checks.every((check) => check.passed),
          apiKeyId,
        },
        { correlationId: requestId },
      );
      bus.publish(event).catch((err) => log.warn({ err: err.message }, "could not publish description.generated"));
    };
    const { publicKey } = loadSessionKeys(env, dataDir);
    const generation: GenerationDeps = { writer, builtin, pageReader, work, log };
    const voices = createVoiceStore(db, { cache, log });
    // A catalog row is written in the seller's chosen voice (the row's voiceId), else their default one.
    // A batch row's listing is written on one thread at a time by default (GENERATION_JOBS_THREADS): on the
    // 2-core machine of bench batch, the same 600 listings cost ~5 ms of CPU each with one thread writing and
    // ~8.5 ms with two writing at once (the threads' own time doubled: each thread has its own copy of the
    // writer's data, and two of them at once on two busy cores evict each other's caches), and two were no faster
    // (wall 5.6-6.1 vs 8.2-9.4 ms per listing; services/generator's pool fed without the queue). More instances
    // are what scale a batch out. A row waiting here is not timed (the time limit starts in the pool), and the
    // rows' other steps (entitlement, voice, answers) overlap with the writing.
    const batchLane = pLimit(config.GENERATION_JOBS_THREADS);
    const batchGeneration: GenerationDeps = { ...generation, work: { run: (task, signal) => batchLane(() => work.run(task, signal)), close: () => work.close() } };
    const generate: BatchGenerate = async (request, userId) =>
      generateListing(request, batchGeneration, { voice: await voices.resolve(userId, request.voiceId) });
    const onSubscriptionChanged = dropCachedEntitlement(cache);
    // Batch rows start only as a writer thread can take them (one more than the threads, so a thread finds its
    // next row ready while this thread publishes the last answer). The time limit counts a task's wait in the
    // pool's queue; with every prefetched row queued there at once, a busy machine made the rows at the back run
    // out of time waiting, each time-out stopped a thread, and its replacement's start made the next rows time
    // out too (bench batch on a loaded machine: a few rows a second). Prefetched rows wait here, untimed.
    const startRow = pLimit(config.GENERATION_THREADS + 1);
    const generateRow: BatchGenerate = (request, userId) => startRow(() => generate(request, userId));
    return {
      app: createApp({
        cache,
        access,
        generation,
        voices,
        recordGenerated,
        publicKey,
        clock,
        log,
        // Not ready until a writer thread has loaded the tagger and the writer's data (seconds of CPU, more on a busy
        // machine): an orchestrator or a test sends no seller's request to a cold instance, whose first listing would
        // wait out that start (a first request ran past a client's 15 s under CI's load).
        readiness: {
          ...readiness,
          writer: async () => {
            if (!work.isWarm()) throw new Error("the writer threads are still starting");
          },
        },
        isDraining,
        metrics,
      }),
      consumer: {
        patterns: [...ENTITLEMENT_PATTERNS, "user.deleted"],
        handler: async (event, context) => {
          if (event.type !== "user.deleted") return onSubscriptionChanged(event, context);
          // A deleted account's voices go, and none comes back: the tombstone first (see tombstoneUser).
          await tombstoneUser(db, event.payload.userId);
          await processOnce(db, "generator", event, (tx) => voices.purgeUser(tx, event.payload.userId));
          await voices.forget(event.payload.userId);
        },
      },
      workQueues: [
        {
          queue: GENERATION_JOBS_QUEUE,
          patterns: GENERATION_JOBS_PATTERNS,
          // Bounded: an instance holds only what its threads can start soon, so the rest of the queue stays
          // with instances that are free (and with those an autoscaler adds). Eight per thread: each row's
          // answer waits for the broker's confirm (a disk write) before its command is acknowledged, and with
          // two per thread the threads sat idle through those waits (bench batch).
          prefetch: config.GENERATION_JOBS_PREFETCH ?? config.GENERATION_THREADS * 8,
          handler: generationRequestedHandler({
            generate: options.wrapBatchGeneration ? options.wrapBatchGeneration(generateRow) : generateRow,
            bus,
            log,
            entitlements,
            onGenerated: (result, userId, latencyMs, correlationId) => recordGenerated(result, userId, latencyMs, correlationId),
          }),
        },
      ],
      onStop: async () => {
        await pageReader.close();
        await work.close();
        await voices.close();
      },
    };
  },
};
}
