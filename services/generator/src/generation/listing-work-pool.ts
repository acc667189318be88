import path from "node:path";
import { Piscina } from "piscina";
import { AppError, type Logger } from "@shopscript/kit";
import type { ListingTask, ListingWork, Settled } from "./listing-work";

export interface ListingWorkPoolOptions {
  /** Worker threads at most; a slow listing occupies one, the others keep serving. */
  threads: number;
  /** A generation's CPU part gets this long (waiting for a thread included); then its thread is stopped. */
  timeLimitMs: number;
  log: Logger;
  /** Tests give a worker of their own (one that is slow on purpose); the service uses the real one. */
  workerFilename?: string;
}

/** What a generation that ran out of time answers: a clean 422, never a frozen service. */
export const tooSlow = () =>
  new AppError(422, "GENERATION_TOO_SLOW", "This listing took too long to write. Please try again with fewer keywords.", {
    fields: { keywords: "Too many keywords to write about at once" },
  });

/**
 * The server bundle (dist/standalone.cjs, dist/services/generator.cjs) carries its worker as
 * listing-worker.cjs beside it; from the sources, a shim compiles the TypeScript in the thread.
 */
function workerFilename(): string {
  return __filename.endsWith(".cjs") ? path.join(path.dirname(__filename), "listing-worker.cjs") : path.join(__dirname, "listing-worker.dev.cjs");
}

/**
 * The built-in writer and the checker in a small pool of worker threads (piscina), so that one request
 * whose input makes them slow never blocks the event loop that answers every other request (in the
 * one-process start, that is every service's, /healthz included). Each task has a time budget: past it
 * the thread is stopped (piscina terminates a worker whose task is aborted) and replaced, and the request
 * fails cleanly. A client that goes away aborts its task the same way.
 */
/** The writer threads' pool: a ListingWork that says whether its first thread has warmed up (the service's readiness). */
export interface ListingWorkPool extends ListingWork {
  isWarm(): boolean;
}

export function createListingWorkPool(options: ListingWorkPoolOptions): ListingWorkPool {
  // Threads that have finished loading (their warm-up resolved): only these are given a task. Piscina's own
  // balancer, when a thread frees up and tasks are queued, looks at the threads still starting before the ready
  // ones and hands the next task to a starting thread; the task then waited there while it loaded the writer's
  // data (seconds of CPU, more on a busy machine), on the task's clock. It ran out of time, the thread was stopped
  // mid-start, its replacement was given the next queued task the same way: bench batch's profile showed a
  // second thread started, loaded for 5.0 s and stopped four times in one 400-row job (~5 s of CPU each, ~40 ms
  // per row), the rows retried. A queued task now waits for a warm thread. The time limit is unchanged: it still
  // counts the wait, and a task that runs past it on a thread still has that thread stopped.
  const warmThreads = new Set<number>();
  const pool = new Piscina<ListingTask, Settled>({
    loadBalancer: (_task, threads) => {
      for (const thread of threads) if (thread.currentUsage === 0 && warmThreads.has(thread.id)) return thread;
      return null;
    },
    filename: options.workerFilename ?? workerFilename(),
    // One thread ready from the start (the first request does not wait for it to load the writer); the
    // others start when a request finds every thread busy and stay a while (each thread has its own copy of
    // the writer's data, and the one-process start has a 500 MB budget).
    minThreads: 1,
    maxThreads: options.threads,
    idleTimeout: 5 * 60_000,
    // Beyond this many waiting, a new request is refused at once rather than queued behind slow ones.
    maxQueue: options.threads * 16,
    // A runaway listing cannot take the process's memory with it. The young generation is capped too: V8
    // grew it to 32 MB while the thread loaded the tagger's model and kept it resident; a listing's garbage
    // dies young, so 8 MB costs no CPU per listing (the writer bench's figures, run inside such a thread).
    resourceLimits: { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 8 },
    // Piscina's run and wait time histograms are read by nothing here: not timing every task saves a clock
    // read in the thread and a histogram entry here per listing.
    recordTiming: false,
  });
  // The threads started with the pool are ready as far as piscina knows (see below: the first task waits for
  // the first of them); the ones started later are announced (workerCreate) once their warm-up resolved.
  for (const thread of pool.threads) warmThreads.add(thread.threadId);
  pool.on("workerCreate", (thread: { id: number }) => warmThreads.add(thread.id));
  pool.on("workerDestroy", (thread: { id: number }) => warmThreads.delete(thread.id));
  // Piscina marks the threads it starts with the pool ready before they have loaded anything, so a task sent
  // at once waited inside the thread while it loaded and warmed up (listing-worker.ts), on the task's clock: on
  // a busy machine it ran out of time and the thread was stopped mid-start. Tasks therefore start their clock
  // only once that first thread answers (its `ready` export resolves after its warm-up).
  let warm = false;
  const firstThreadWarm = pool.run(undefined as never, { name: "ready" }).then(
    () => void (warm = true),
    (err: unknown) => {
      warm = true;
      options.log.warn({ err }, "the first writer thread did not warm up; tasks go on without waiting for it");
    },
  );
  return {
    isWarm: () => warm,
    async run(task, signal) {
      await firstThreadWarm;
      // One controller and one timer per task, aborted by the time limit or by the client's signal: cheaper
      // than AbortSignal.timeout + AbortSignal.any (Node keeps every signal `any` combines in weak references
      // the garbage collector must process), and the same outcome: the task is stopped either way.
      const stop = new AbortController();
      let timedOut = false;
      const timer = setTimeout(() => {
        timedOut = true;
        stop.abort(new DOMException("The generation's time limit passed", "TimeoutError"));
      }, options.timeLimitMs);
      const onClientGone = () => stop.abort(signal!.reason);
      if (signal?.aborted) onClientGone();
      else signal?.addEventListener("abort", onClientGone, { once: true });
      try {
        return await pool.run(task, { signal: stop.signal });
      } catch (err) {
        if (signal?.aborted) throw err;
        if (timedOut) {
          options.log.warn({ timeLimitMs: options.timeLimitMs, keywords: task.input.facts.keywords?.length }, "generation stopped at its time limit");
          throw tooSlow();
        }
        if (err instanceof Error && /queue is at limit/i.test(err.message)) throw AppError.unavailable("The writer is busy. Please try again in a moment.");
        throw err;
      } finally {
        clearTimeout(timer);
        signal?.removeEventListener("abort", onClientGone);
      }
    },
    close: () => pool.destroy(),
  };
}
