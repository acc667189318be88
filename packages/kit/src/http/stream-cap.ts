import { randomUUID } from "node:crypto";
import type { Response } from "express";
import type { Cache } from "../cache/cache";
import type { Logger } from "../log/logger";
import { AppError } from "./app-error";

export interface StreamCapOptions {
  /** Which streams are counted, e.g. "catalog-progress"; each kind has its own count. */
  name: string;
  /** Streams one seller may hold open at once (across every replica of the service). */
  perSeller: number;
  /** How long a slot outlives a replica that died without closing it; open streams renew it well before. */
  leaseMs?: number;
  log: Logger;
}

export interface StreamCap {
  /**
   * Takes one of the seller's stream slots for `res`, given back when the response closes (the client went away,
   * or the server ended the stream); while it is open the slot's lease is renewed. Throws a 429
   * `TOO_MANY_STREAMS` naming the limit when the seller already has `perSeller` streams open.
   */
  open(sellerId: string, res: Response): Promise<void>;
}

const DEFAULT_LEASE_MS = 30_000;

/**
 * A per-seller cap on open server-sent-event streams. Each stream reads the database every second or so, so a
 * seller opening hundreds (within the per-address rate limit) slows every other seller's answers. Counted in
 * the shared cache (Redis in a deployment) as leased slots, so the cap holds across all replicas together, and
 * a replica that dies gives its slots back when their lease ends, not never.
 */
export function streamCap(cache: Pick<Cache, "holdSlot" | "releaseSlot">, options: StreamCapOptions): StreamCap {
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  return {
    async open(sellerId, res) {
      const key = `streams:${options.name}:${sellerId}`;
      const holder = randomUUID();
      if (!(await cache.holdSlot(key, holder, options.perSeller, leaseMs))) {
        throw new AppError(
          429,
          "TOO_MANY_STREAMS",
          `At most ${options.perSeller} live progress views at once per account. Close one (another tab or window) and try again.`,
          { limit: options.perSeller },
        );
      }
      const renew = setInterval(() => {
        cache.holdSlot(key, holder, options.perSeller, leaseMs).catch((err: Error) => {
          options.log.warn({ err: err.message, stream: options.name }, "could not renew a stream's slot");
        });
      }, leaseMs / 3);
      renew.unref();
      res.once("close", () => {
        clearInterval(renew);
        cache.releaseSlot(key, holder).catch((err: Error) => {
          // The lease ends by itself; until then the seller has one slot fewer.
          options.log.warn({ err: err.message, stream: options.name }, "could not give a stream's slot back");
        });
      });
    },
  };
}
