import type { Cache } from "../cache/cache";
import { localReadCopy, type LocalReadCopy, type LocalReadCopyOptions, type ReadCopyStats } from "../cache/local-read-copy";

const KEY_PREFIX = "session:";
const key = (sessionId: string) => `${KEY_PREFIX}${sessionId}`;

export interface SessionStoreOptions {
  /**
   * Answer `state` from a local copy that the cache keeps true (the gateway, which reads a session's state on
   * every signed-in request; see localReadCopy). Off for writers such as auth.
   */
  localCopy?: boolean | Pick<LocalReadCopyOptions, "log">;
}

/**
 * Which sessions are live, shared by auth (writes) and the gateway (reads) through the cache, so a
 * logout or a password reset takes effect on the next request (through the gateway's local copy: once Redis's
 * invalidation has reached it, which it does before auth has answered the logout). The auth database stays the source
 * of truth: when the cache does not know a session (Redis restarted, entry evicted) the gateway asks auth.
 */
export class SessionStore {
  private readonly reads: LocalReadCopy | undefined;

  constructor(
    private readonly cache: Cache,
    options: SessionStoreOptions = {},
  ) {
    const copy = options.localCopy;
    this.reads = copy
      ? localReadCopy(cache, KEY_PREFIX, { connectionName: "session-states", ...(copy === true ? {} : copy) })
      : undefined;
  }

  async markActive(sessionId: string, expiresAt: Date, now: Date): Promise<void> {
    const ttl = Math.max(1, Math.ceil((expiresAt.getTime() - now.getTime()) / 1000));
    await this.cache.set(key(sessionId), "active", ttl);
  }

  async markRevoked(sessionId: string, expiresAt: Date, now: Date): Promise<void> {
    const ttl = Math.max(1, Math.ceil((expiresAt.getTime() - now.getTime()) / 1000));
    await this.cache.set(key(sessionId), "revoked", ttl);
  }

  /** "active", "revoked", or null when the cache does not know. */
  async state(sessionId: string): Promise<"active" | "revoked" | null> {
    const value = await (this.reads ?? this.cache).get(key(sessionId));
    return value === "active" || value === "revoked" ? value : null;
  }

  /** The local copy's counters (undefined without one). */
  localCopyStats(): ReadCopyStats | undefined {
    return this.reads?.stats();
  }

  /** Closes the local copy's connections (the cache itself belongs to the caller). */
  async close(): Promise<void> {
    await this.reads?.close();
  }
}
