import { processOnce, tombstoneUser, type Database, type EventHandler } from "@shopscript/kit";
import type { ConnectionsRepository } from "../data/connections-repository";
import type { PrismaClient } from "../generated/prisma/client";

export const INTEGRATIONS_PATTERNS = ["user.deleted", "subscription.*"];

/**
 * user.deleted: the account is gone, so are its store connections and their sealed tokens (the tombstone
 * first, so a callback finishing late cannot store one again). subscription.*: drop the cached plan answer.
 */
export function integrationsEventsHandler(deps: {
  db: Database<PrismaClient>;
  repo: ConnectionsRepository;
  onSubscriptionChanged: EventHandler;
}): EventHandler {
  return async (event, context) => {
    if (event.type === "user.deleted") {
      await tombstoneUser(deps.db, event.payload.userId);
      await processOnce(deps.db, "integrations", event, (tx) => deps.repo.deleteAllFor(tx as never, event.payload.userId));
      return;
    }
    if (event.type.startsWith("subscription.")) await deps.onSubscriptionChanged(event, context);
  };
}
