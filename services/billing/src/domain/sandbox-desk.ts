import { AppError, type Database } from "@shopscript/kit";
import { findAccount } from "../data/accounts-repository";
import type { PrismaClient } from "../generated/prisma/client";
import type {
  SandboxCheckoutView,
  SandboxPayments,
  SandboxSubscriptionView,
} from "../providers/sandbox-provider";
import { SANDBOX_PORTAL_PATH } from "../providers/sandbox-provider";
import { PORTAL_RETURN_PATH, type Billing } from "./billing";

/**
 * What the sandbox's checkout and portal pages do. Every change is made on the sandbox's side and then
 * applied through billing.syncSubscription: the same code path as a Stripe webhook.
 */
export function createSandboxDesk(deps: {
  sandbox: SandboxPayments;
  billing: Billing;
  db: Database<PrismaClient>;
  publicUrl: string;
}) {
  const { sandbox, billing, db } = deps;

  /** Checkout's return URLs are absolute (Stripe needs them); here the seller stays on whatever origin serves the app. */
  const sameOrigin = (url: string) =>
    url.startsWith(`${deps.publicUrl}/`) ? url.slice(deps.publicUrl.length) : url;

  async function ownCheckout(id: string, userId: string): Promise<SandboxCheckoutView> {
    const checkout = await sandbox.findCheckout(id);
    // Someone else's checkout is as unknown as a made-up one.
    if (!checkout || checkout.userId !== userId) throw AppError.notFound("This checkout link is not valid.");
    return {
      ...checkout,
      successUrl: sameOrigin(checkout.successUrl),
      cancelUrl: sameOrigin(checkout.cancelUrl),
    };
  }

  async function ownSubscription(userId: string): Promise<SandboxSubscriptionView | null> {
    const account = await findAccount(db.client, userId);
    if (!account?.customerId || account.provider !== "sandbox") return null;
    return sandbox.subscriptionOf(account.customerId);
  }

  return {
    checkout: ownCheckout,

    /** Pay: the subscription starts on the sandbox's side, then billing applies it; returns where to go next. */
    async pay(id: string, userId: string, correlationId: string): Promise<{ url: string }> {
      const checkout = await ownCheckout(id, userId);
      if (checkout.status === "expired")
        throw new AppError(410, "CHECKOUT_EXPIRED", "This checkout has expired. Please start again.");
      // A second click lands where the first did, and applies the subscription again in case the first
      // stopped between paying and applying (applying twice changes nothing).
      const subscriptionId = (await sandbox.completeCheckout(id)) ?? checkout.subscriptionId;
      if (subscriptionId)
        await billing.syncSubscription(subscriptionId, {
          eventType: "sandbox.checkout.completed",
          correlationId,
        });
      return { url: checkout.successUrl };
    },

    portal: ownSubscription,
    returnPath: PORTAL_RETURN_PATH,

    /** The portal's Cancel (to the period end) and Resume. */
    async setCancelAtPeriodEnd(
      userId: string,
      cancel: boolean,
      correlationId: string,
    ): Promise<{ url: string }> {
      const subscription = await ownSubscription(userId);
      if (!subscription || !(await sandbox.setCancelAtPeriodEnd(subscription.id, cancel))) {
        throw new AppError(409, "NO_ACTIVE_SUBSCRIPTION", "There is no running subscription to change.");
      }
      await billing.syncSubscription(subscription.id, {
        eventType: cancel ? "sandbox.subscription.canceled_at_period_end" : "sandbox.subscription.resumed",
        correlationId,
      });
      return { url: SANDBOX_PORTAL_PATH };
    },
  };
}

export type SandboxDesk = ReturnType<typeof createSandboxDesk>;
