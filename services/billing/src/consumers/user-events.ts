import { isUserDeleted, processOnce, tombstoneUser, type Database, type EventHandler } from "@shopscript/kit";
import type { Billing } from "../domain/billing";
import type { PrismaClient } from "../generated/prisma/client";

export const BILLING_PATTERNS = ["user.registered", "user.deleted"];

/**
 * user.registered opens the account (the trial window); user.deleted records the user as deleted (the
 * tombstone billing's per-user tables refuse inserts by), cancels any subscription at the provider, then
 * forgets the account. Each runs once per event id (processOnce).
 */
export function userEventsHandler(db: Database<PrismaClient>, billing: Billing): EventHandler {
  return async (event) => {
    if (event.type === "user.registered") {
      const { userId, email, trialStartDate } = event.payload;
      await processOnce(db, "billing", event, async (tx) => {
        // A redelivery that comes after the account's deletion opens nothing (the trigger would refuse it).
        if (await isUserDeleted(tx, db.schema, userId)) return;
        await billing.openAccount(tx, { userId, email, trialStartDate });
      });
      return;
    }
    if (event.type === "user.deleted") {
      // First, so no checkout opened from here on stores anything; its own transaction (see tombstoneUser).
      await tombstoneUser(db, event.payload.userId);
      // Outside the transaction: a network call. Cancelling twice (a redelivery) is harmless.
      await billing.cancelForDeletedUser(event.payload.userId);
      await processOnce(db, "billing", event, (tx) => billing.forgetAccount(tx, event.payload.userId));
    }
  };
}
