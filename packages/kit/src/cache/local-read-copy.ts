import type { Redis } from "ioredis";
import type { Logger } from "../log/logger";
import type { Cache } from "./cache";
import { RedisCache } from "./redis-cache";

/**
 * Reads of the cache's keys under one prefix, answered from this process's memory while the cache keeps
 * that copy true. The gateway reads a session's state on every signed-in request; from Redis that is a
 * round trip each time, for a value that changes once per login and once per logout.
 */
export interface LocalReadCopy {
  /** The value of `key` (which must start with the copy's prefix), as `Cache.get` would answer it. */
  get(key: string): Promise<string | null>;
  /** Counters for metrics and tests; `live` is whether reads may be answered locally right now. */
  stats(): ReadCopyStats;
  close(): Promise<void>;
}

export interface ReadCopyStats {
  live: boolean;
  hits: number;
  misses: number;
  invalidations: number;
  entries: number;
}

export interface LocalReadCopyOptions {
  /** The longest a value is answered locally without asking the cache again, whatever the invalidations say. */
  maxAgeMs?: number;
  /** Values kept at most (the oldest goes first). */
  maxEntries?: number;
  /** Prefix of the copy's own Redis connection names (CLIENT LIST), to tell them apart. */
  connectionName?: string;
  /** Told when Redis refuses tracking (e.g. an ACL without CLIENT): the copy then stays off. */
  log?: Pick<Logger, "warn">;
}

/** Bounds how long a value could be stale if an invalidation were lost without the connection closing. */
const DEFAULT_MAX_AGE_MS = 10_000;
const DEFAULT_MAX_ENTRIES = 100_000;

/**
 * A local copy of `prefix`'s keys. With Redis: server-assisted client-side caching (Redis 6+ `CLIENT TRACKING`
 * in broadcasting mode), so every change to a key under the prefix, by any client, is pushed to this process,
 * which drops its copy; while that channel is not proven open, every read goes to Redis. With the in-memory
 * cache (one process, nothing to copy): the cache itself.
 */
export function localReadCopy(cache: Cache, prefix: string, options: LocalReadCopyOptions = {}): LocalReadCopy {
  if (cache instanceof RedisCache) return new RedisReadCopy(cache.client, prefix, options);
  return passThrough(cache, prefix);
}

function passThrough(cache: Cache, prefix: string): LocalReadCopy {
  let misses = 0;
  return {
    get: async (key) => {
      assertUnder(key, prefix);
      misses++;
      return cache.get(key);
    },
    stats: () => ({ live: false, hits: 0, misses, invalidations: 0, entries: 0 }),
    close: async () => {},
  };
}

function assertUnder(key: string, prefix: string): void {
  if (!key.startsWith(prefix)) throw new Error(`local read copy of "${prefix}" asked for "${key}"`);
}

/** Redis publishes tracked keys' invalidations here for a client that asked for them with REDIRECT. */
const INVALIDATION_CHANNEL = "__redis__:invalidate";

interface Held {
  value: string;
  until: number;
}
/** Marks a read in flight; an invalidation (or a reset) removes it, and the read's answer is then not kept. */
type InFlight = { readonly inFlight: true };
const isHeld = (entry: Held | InFlight | undefined): entry is Held => entry !== undefined && !("inFlight" in entry);

/**
 * Three connections: reads go through the cache's own client (auto-pipelined with everything else); the
 * *tracker* holds the server-side tracking state (`CLIENT TRACKING ON BCAST PREFIX … REDIRECT <listener>`);
 * the *listener* receives the invalidations. The listener speaks RESP2: under RESP3 Redis sends them as
 * `invalidate` push frames, which ioredis drops; under RESP2 they arrive as messages on a channel.
 *
 * Correctness, case by case:
 * - A key changes while its read is in flight: the answer may be older than the invalidation, so a read
 *   first puts an in-flight mark; the invalidation deletes the mark; an answer is kept only if its mark is
 *   still there.
 * - Either connection closes: server-side tracking (or its delivery) is gone, so everything is dropped and
 *   reads go to Redis until both are back and tracking is on again (with the listener's new client id).
 * - A connection that dies without closing (a partition): bounded by `maxAgeMs`.
 */
class RedisReadCopy implements LocalReadCopy {
  private readonly entries = new Map<string, Held | InFlight>();
  private readonly listener: Redis;
  private readonly tracker: Redis;
  /** The prefix as Redis sees it (the client's keyPrefix in front), and the client's own keyPrefix. */
  private readonly trackedPrefix: string;
  private readonly clientPrefix: string;
  private readonly maxAgeMs: number;
  private readonly maxEntries: number;
  private readonly log: Pick<Logger, "warn"> | undefined;
  private listenerId: number | undefined;
  /** Bumped by every reset, so a tracking set-up that a newer reset overtook does not turn the copy on. */
  private epoch = 0;
  private live = false;
  private closed = false;
  private tracking: Promise<void> = Promise.resolve();
  private readonly counts = { hits: 0, misses: 0, invalidations: 0 };

  constructor(
    private readonly reads: Redis,
    private readonly prefix: string,
    options: LocalReadCopyOptions,
  ) {
    this.clientPrefix = reads.options.keyPrefix ?? "";
    this.trackedPrefix = this.clientPrefix + prefix;
    this.maxAgeMs = options.maxAgeMs ?? DEFAULT_MAX_AGE_MS;
    this.maxEntries = options.maxEntries ?? DEFAULT_MAX_ENTRIES;
    this.log = options.log;
    const name = options.connectionName ?? "read-copy";
    const connection = { lazyConnect: true, enableAutoPipelining: false, keyPrefix: "" };
    this.listener = reads.duplicate({ ...connection, protocol: 2, autoResubscribe: false, connectionName: `${name}-listener` });
    this.tracker = reads.duplicate({ ...connection, connectionName: `${name}-tracker` });
    for (const connectionOf of [this.listener, this.tracker]) {
      connectionOf.on("error", () => {
        // ioredis reconnects by itself; until then the copy is off and reads go to Redis.
      });
    }
    this.listener.on("close", () => {
      this.listenerId = undefined;
      this.reset();
    });
    this.tracker.on("close", () => this.reset());
    this.listener.on("ready", () => void this.listen());
    this.tracker.on("ready", () => void this.track());
    this.listener.on("messageBuffer", (channel: Buffer, keys: Buffer[] | null) => {
      if (channel.toString() === INVALIDATION_CHANNEL) this.invalidate(keys);
    });
    this.listener.connect().catch(() => {});
    this.tracker.connect().catch(() => {});
  }

  async get(key: string): Promise<string | null> {
    assertUnder(key, this.prefix);
    if (!this.live) {
      this.counts.misses++;
      return this.reads.get(key);
    }
    const now = Date.now();
    const entry = this.entries.get(key);
    if (isHeld(entry) && entry.until > now) {
      this.counts.hits++;
      return entry.value;
    }
    this.counts.misses++;
    const mark: InFlight = { inFlight: true };
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, mark);
    let value: string | null;
    try {
      value = await this.reads.get(key);
    } catch (err) {
      if (this.entries.get(key) === mark) this.entries.delete(key);
      throw err;
    }
    if (this.entries.get(key) === mark) {
      // An unknown key is not kept: the caller asks the source of truth, which then writes the key.
      if (value === null) this.entries.delete(key);
      else this.entries.set(key, { value, until: Date.now() + this.maxAgeMs });
    }
    return value;
  }

  stats(): ReadCopyStats {
    return { live: this.live, ...this.counts, entries: this.entries.size };
  }

  async close(): Promise<void> {
    this.closed = true;
    this.reset();
    await Promise.all(
      [this.listener, this.tracker].map((connection) => connection.quit().catch(() => connection.disconnect())),
    );
  }

  private reset(): void {
    this.epoch++;
    this.live = false;
    this.entries.clear();
  }

  /** Redis answered with an error (not a lost connection): the copy stays off, every read goes to Redis. */
  private warnIfRefused(err: unknown): void {
    if (err instanceof Error && err.name === "ReplyError")
      this.log?.warn({ err: err.message, prefix: this.prefix }, "Redis refused client-side caching; reading every value from Redis");
  }

  /** `keys` null: Redis flushed everything (FLUSHALL/FLUSHDB) or the tracking table overflowed. */
  private invalidate(keys: Buffer[] | null): void {
    this.counts.invalidations++;
    if (keys === null) {
      this.entries.clear();
      return;
    }
    for (const key of keys) this.entries.delete(key.toString().slice(this.clientPrefix.length));
  }

  /** On every (re)connection of the listener: its client id (before subscribing: then only pub/sub commands work), then the channel. */
  private async listen(): Promise<void> {
    this.reset();
    try {
      const id = Number(await this.listener.client("ID"));
      await this.listener.subscribe(INVALIDATION_CHANNEL);
      this.listenerId = id;
      await this.track();
    } catch (err) {
      // A connection lost meanwhile: its next "ready" starts again. A refusal stays: say so.
      this.warnIfRefused(err);
    }
  }

  /**
   * Tracking on the tracker, redirected to the listener's current id; the copy goes live only once that holds.
   * One set-up at a time: two interleaved ones would send ON twice, which Redis refuses (overlapping prefix).
   */
  private track(): Promise<void> {
    this.reset();
    this.tracking = this.tracking.then(() => this.enableTracking());
    return this.tracking;
  }

  private async enableTracking(): Promise<void> {
    // Off while tracking is re-set: values read under the previous set-up could miss a change in between.
    this.reset();
    const epoch = this.epoch;
    const listenerId = this.listenerId;
    if (this.closed || listenerId === undefined || this.tracker.status !== "ready") return;
    try {
      // Off first: a tracker that stayed connected still redirects to the listener's previous id.
      await this.tracker.call("CLIENT", "TRACKING", "OFF");
      await this.tracker.call("CLIENT", "TRACKING", "ON", "REDIRECT", String(listenerId), "BCAST", "PREFIX", this.trackedPrefix);
    } catch (err) {
      this.warnIfRefused(err);
      return;
    }
    if (epoch === this.epoch && listenerId === this.listenerId && !this.closed) this.live = true;
  }
}
