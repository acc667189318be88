import autocannon from "autocannon";

export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  non2xx: number;
  total: number;
}

/** Drives `url` with autocannon (loopback only), bounded by `seconds`. */
export async function load(options: {
  url: string;
  connections: number;
  seconds: number;
  method?: "GET" | "POST";
  headers?: Record<string, string>;
  body?: string;
}): Promise<LoadResult> {
  const result = await autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.seconds,
    method: options.method ?? "GET",
    headers: options.headers,
    body: options.body,
  });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p95: result.latency.p97_5 ?? result.latency.p90,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    total: result.requests.total,
  };
}

export const formatLoad = (r: LoadResult) =>
  `${r.requestsPerSecond.toFixed(0)} req/s, p50 ${r.p50} ms, p97.5 ${r.p95} ms, p99 ${r.p99} ms, errors ${r.errors + r.non2xx}/${r.total}`;
