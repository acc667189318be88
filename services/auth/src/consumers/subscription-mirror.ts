import type { DomainEvent } from "@shopscript/contracts";
import { processOnce, type Database, type EventHandler } from "@shopscript/kit";
import type { PrismaClient } from "../generated/prisma/client";

export const SUBSCRIPTION_PATTERNS = ["subscription.activated", "subscription.canceled", "subscription.plan_changed"];

/** Mirrors billing's verdict on the user row (spec: users.subscriptionActive); billing stays the owner. */
export function subscriptionMirror(db: Database<PrismaClient>): EventHandler {
  return async (event: DomainEvent) => {
    if (
      event.type !== "subscription.activated" &&
      event.type !== "subscription.canceled" &&
      event.type !== "subscription.plan_changed"
    )
      return;
    await processOnce(db, "auth", event, async (tx) => {
      // updateMany: the user may have deleted the account meanwhile; nothing to mirror then.
      await tx.user.updateMany({
        where: { id: event.payload.userId },
        // The plan decides API access (PLAN_FEATURES): kept until a cancelled plan's paid period ends.
        data:
          event.type === "subscription.activated"
            ? { subscriptionActive: true, plan: event.payload.plan, planUntil: null }
            : event.type === "subscription.plan_changed"
              ? { plan: event.payload.plan }
              : event.payload.accessUntil
                ? { subscriptionActive: false, planUntil: new Date(event.payload.accessUntil) }
                : { subscriptionActive: false, plan: null, planUntil: null },
      });
    });
  };
}
