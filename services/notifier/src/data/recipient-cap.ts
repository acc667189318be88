import { tryConsume, type Cache } from "@shopscript/kit";
import type { RecipientCap } from "../domain/ports";

/** The daily cap in the shared counters (Redis when set), so every notifier replica counts together. */
export function createRecipientCap(cache: Cache, perDay: number): RecipientCap {
  const limiter = cache.rateLimiter({ keyPrefix: "mail-recipient", points: perDay, durationSeconds: 24 * 3600 });
  return {
    take: async (email) => (await tryConsume(limiter, email.toLowerCase())).allowed,
  };
}
