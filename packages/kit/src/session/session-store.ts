import type { Cache } from "../cache/cache";

const key = (sessionId: string) => `session:${sessionId}`;

/**
 * Which sessions are live, shared by auth (writes) and the gateway (reads) through the cache, so a
 * logout or a password reset takes effect on the very next request. The auth database stays the source
 * of truth: when the cache does not know a session (Redis restarted, entry evicted) the gateway asks auth.
 */
export class SessionStore {
  constructor(private readonly cache: Cache) {}

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
    const value = await this.cache.get(key(sessionId));
    return value === "active" || value === "revoked" ? value : null;
  }
}
