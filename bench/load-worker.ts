/**
 * The worker thread behind `loadOffThread` (load.ts): runs one autocannon load as `workerData` describes,
 * records every response's latency, and posts back a LoadResult with exact percentiles.
 */
import { isMainThread, parentPort, workerData } from "node:worker_threads";
import autocannon from "autocannon";
import { autocannonOptions, type LoadOptions, type LoadResult } from "./load";
import { summarise } from "./stats";

async function run(options: LoadOptions): Promise<LoadResult> {
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(autocannonOptions(options), (err, done: autocannon.Result) =>
      err ? reject(err) : resolve(done),
    );
    instance.on("response", (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
  // On a worker thread autocannon hands back its raw counts (no aggregated histograms): count responses here.
  const summary = summarise(latencies);
  return {
    requestsPerSecond: latencies.length / result.duration,
    p50: summary.p50,
    p95: summary.p95,
    p99: summary.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    total: latencies.length,
  };
}

if (!isMainThread && parentPort) {
  const port = parentPort;
  run(workerData as LoadOptions).then(
    (result) => port.postMessage({ result }),
    (err: unknown) => port.postMessage({ error: err instanceof Error ? err.message : String(err) }),
  );
}
