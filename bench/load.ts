import path from "node:path";
import { Worker } from "node:worker_threads";
import autocannon from "autocannon";

export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  /** Exact, from every answer's latency (autocannon's own histogram has no p95). */
  p95: number;
  p99: number;
  errors: number;
  non2xx: number;
  total: number;
}

export interface LoadOptions {
  url: string;
  connections: number;
  seconds: number;
  method?: "GET" | "POST";
  headers?: Record<string, string>;
  body?: string;
  /** Bodies that each connection cycles through, one per request (e.g. one per account); overrides `body`. */
  bodies?: string[];
  /** Replaces `[<id>]` in every request with a fresh id (autocannon's idReplacement), so no two are alike. */
  uniqueIds?: boolean;
}

/** The autocannon options for `options`; plain data, so they can be handed to a worker thread. */
export function autocannonOptions(options: LoadOptions): autocannon.Options {
  return {
    url: options.url,
    connections: options.connections,
    duration: options.seconds,
    method: options.method ?? "GET",
    headers: options.headers,
    body: options.bodies ? undefined : options.body,
    requests: options.bodies?.map((body) => ({ body })),
    idReplacement: options.uniqueIds ?? false,
  };
}

const WORKER = path.join(__dirname, "load-worker.ts");

/**
 * Drives `url` with autocannon (loopback only) on a worker thread of its own, so the load generator does not
 * share an event loop with a system started in this process; p50/p95/p99 are exact, from every answer's latency.
 * Bounded: the worker is ended if it has not answered `seconds` + 30 s after starting.
 */
export function loadOffThread(options: LoadOptions): Promise<LoadResult> {
  // The worker is TypeScript like the rest of bench/: tsx's loader is registered in it first.
  const worker = new Worker(`require("tsx/cjs/api").register(); require(${JSON.stringify(WORKER)});`, {
    eval: true,
    workerData: options,
  });
  return new Promise<LoadResult>((resolve, reject) => {
    const timer = setTimeout(
      () => {
        reject(new Error(`load worker for ${options.url} did not finish`));
        void worker.terminate();
      },
      (options.seconds + 30) * 1000,
    );
    worker.once("message", (message: { result?: LoadResult; error?: string }) => {
      clearTimeout(timer);
      if (message.result) resolve(message.result);
      else reject(new Error(message.error ?? "load worker failed"));
    });
    worker.once("error", (err) => {
      clearTimeout(timer);
      reject(err);
    });
  });
}

/** Failed requests (non-2xx answers, connection errors and timeouts) over all requests sent. */
export const errorRate = (r: LoadResult) => (r.errors + r.non2xx) / Math.max(1, r.total + r.errors);

const ms = (value: number) => (value < 10 ? value.toFixed(2) : value.toFixed(0));

export const formatLoad = (r: LoadResult) =>
  `${r.requestsPerSecond.toFixed(0)} req/s, p50 ${ms(r.p50)} ms, p95 ${ms(r.p95)} ms, p99 ${ms(r.p99)} ms, errors ${r.errors + r.non2xx}/${r.total}`;
