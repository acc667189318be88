import dns from "node:dns";
import type { LookupFunction } from "node:net";

/**
 * A DNS lookup for the gateway's upstream connections that gives up after `timeoutMs`. Upstreams are
 * named services on the same network (compose, Kubernetes), resolved in milliseconds; a name that stops
 * resolving (a stopped container on a Docker host without outside DNS) otherwise makes each request wait
 * out the resolver's retries, 10 s, before the client sees its 503. The system lookup cannot be cancelled
 * and holds a libuv pool thread while it runs, so callers asking for the same name share one lookup in
 * flight instead of starting one each.
 */
export function boundedLookup(timeoutMs: number, lookup: typeof dns.lookup = dns.lookup): LookupFunction {
  const inFlight = new Map<string, Array<(...answer: unknown[]) => void>>();
  return (hostname, options, callback) => {
    const key = `${hostname}\0${JSON.stringify(options)}`;
    let settled = false;
    const finish = (...answer: unknown[]) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      (callback as (...args: unknown[]) => void)(...answer);
    };
    const timer = setTimeout(() => {
      const err: NodeJS.ErrnoException = new Error(`lookup ${hostname}: no answer within ${timeoutMs} ms`);
      err.code = "EAI_AGAIN";
      err.syscall = "getaddrinfo";
      finish(err);
    }, timeoutMs);
    const waiting = inFlight.get(key);
    if (waiting) {
      waiting.push(finish);
      return;
    }
    inFlight.set(key, [finish]);
    (lookup as (...args: unknown[]) => void)(hostname, options, (...answer: unknown[]) => {
      const callers = inFlight.get(key) ?? [];
      inFlight.delete(key);
      for (const caller of callers) caller(...answer);
    });
  };
}
