import { Agent, buildConnector } from "undici";
import { resolveAllowedAddress, type GuardOptions } from "./resolve-allowed-address";

export interface GuardedAgentOptions extends GuardOptions {
  /** Per connection attempt; the caller's overall deadline still applies on top. */
  connectTimeoutMs?: number;
}

/**
 * An undici Agent whose every connection runs the SSRF guard first. Node's fetch `agent` option and
 * undici's `connect.lookup` do not protect IP literals (ssrf.md), so the guard sits in `connect`
 * itself: resolve once, refuse if any answer is not allowed, then dial exactly the checked address.
 * Only `hostname` (what is dialled) changes; `host` stays the original, so undici derives the TLS
 * servername (SNI and certificate check) from the real name.
 */
export function createGuardedAgent({ policy, lookup, connectTimeoutMs = 10_000 }: GuardedAgentOptions): Agent {
  const dial = buildConnector({ timeout: connectTimeoutMs });
  return new Agent({
    connect(options, callback) {
      const port = Number(options.port) || (options.protocol === "https:" ? 443 : 80);
      resolveAllowedAddress(options.hostname, port, { policy, lookup }).then(
        (target) => {
          try {
            dial({ ...options, hostname: target.address }, callback);
          } catch (error) {
            callback(error as Error, null);
          }
        },
        (error: Error) => callback(error, null),
      );
    },
    // Pages are fetched one request at a time; keep idle sockets short-lived.
    connections: 4,
    keepAliveTimeout: 1_000,
  });
}
