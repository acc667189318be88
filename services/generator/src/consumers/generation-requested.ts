import { createEvent, type GenerationRequest, type GenerationResult } from "@shopscript/contracts";
import { AppError, type Entitlements, type EventBus, type EventHandler, type Logger } from "@shopscript/kit";

/** The work queue catalog mode feeds: competing generator instances each take one message at a time. */
export const GENERATION_JOBS_QUEUE = "generator.jobs";
export const GENERATION_JOBS_PATTERNS = ["generation.requested"];
const RETRYABLE_CODES = new Set(["GENERATION_TOO_SLOW"]);

export interface GenerationJobDeps {
  /** The same use case the HTTP route calls (generateListing with this instance's writer and worker pool). */
  generate(request: GenerationRequest, userId?: string): Promise<GenerationResult>;
  bus: Pick<EventBus, "publish">;
  log: Logger;
  /** Whether the seller may still generate (billing's answer, cached): a job outlives the trial it started in. */
  entitlements: Entitlements;
  /** Told of each listing written, like an interactive one (usage metrics, description.generated). */
  onGenerated?(result: GenerationResult, userId: string, latencyMs: number, correlationId: string): void;
}

/**
 * One batch row: write its listing and answer generation.completed. The answer is published (and confirmed
 * by the broker) before the command is acknowledged, so a process killed in between redelivers the command
 * and the catalog, which stores a row's result once, ignores the second answer.
 *
 * A row whose seller may no longer generate (trial ended, subscription lapsed), or whose seller billing cannot
 * answer for (503, timeout), is answered as generation.deferred with that reason, without writing anything:
 * the catalog puts the row back to pending and pauses the job (resumed by the seller after subscribing, or by
 * the catalog itself once billing answers). Neither is the row's fault, so neither fails it or counts toward
 * its retry limit; a billing outage parks the rows in the catalog's database rather than cycling them
 * through the queue's retries for as long as it lasts.
 *
 * An input the writer refuses (a 4xx of the use case, except running out of time) is answered at once as
 * generation.failed: no retry would change it. Anything else is thrown so the bus retries with backoff; on the last attempt the row is
 * answered as failed with the reason and the command goes on to the dead-letter queue for the operator.
 */
export function generationRequestedHandler(deps: GenerationJobDeps): EventHandler {
  return async (event, context) => {
    if (event.type !== "generation.requested") return;
    const { userId, jobId, rowId, requestId, product } = event.payload;
    const ids = { userId, jobId, rowId, requestId };
    const answer = async (
      type: "generation.completed" | "generation.failed" | "generation.deferred",
      payload: object,
    ) =>
      deps.bus.publish(
        createEvent(type, { ...ids, ...payload } as never, { correlationId: event.correlationId }),
      );
    const started = performance.now();
    let result: GenerationResult;
    // Checked per row, not only when the job starts: a row released after the trial or subscription ended is
    // deferred with the reason, not written.
    let entitled: boolean;
    try {
      entitled = await deps.entitlements.canGenerate({ id: userId });
    } catch (err) {
      deps.log.warn({ err: (err as Error).message, jobId, rowId }, "billing did not answer; deferring the row");
      await answer("generation.deferred", { reason: "billing_unavailable" });
      return;
    }
    if (!entitled) {
      await answer("generation.deferred", { reason: "not_entitled" });
      return;
    }
    try {
      // The seller's id picks their voice (the row's voiceId, else their default one).
      result = await deps.generate(product, userId);
    } catch (err) {
      // A listing that ran out of time (a busy instance) is worth another try, like any transient failure.
      if (err instanceof AppError && err.status < 500 && !RETRYABLE_CODES.has(err.code)) {
        await answer("generation.failed", { reason: err.message.slice(0, 1000), deadLettered: false });
        return;
      }
      if (context.attempt >= context.maxAttempts) {
        const reason =
          `Gave up after ${context.attempt} attempts: ${err instanceof Error ? err.message : String(err)}`.slice(
            0,
            1000,
          );
        await answer("generation.failed", { reason, deadLettered: true });
      }
      throw err;
    }
    const latencyMs = Math.round(performance.now() - started);
    await answer("generation.completed", { result, latencyMs });
    deps.onGenerated?.(result, userId, latencyMs, event.correlationId);
  };
}
