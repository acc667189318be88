import { randomBytes } from "node:crypto";
import { getPlan, paidPlanIdSchema, type PaidPlanId } from "@shopscript/contracts";
import type { Clock, Database } from "@shopscript/kit";
import type { PrismaClient } from "../generated/prisma/client";
import type { PaymentProvider, ProviderSubscription } from "../domain/payment-provider";

/** The sandbox's pages, under /api/billing so the gateway's route table passes them to billing. */
export const SANDBOX_BASE_PATH = "/api/billing/sandbox";
export const sandboxCheckoutPath = (id: string) => `${SANDBOX_BASE_PATH}/checkout/${id}`;
export const SANDBOX_PORTAL_PATH = `${SANDBOX_BASE_PATH}/portal`;

const CHECKOUT_TTL_MS = 24 * 60 * 60 * 1000;
/** Stripe's words for a subscription that runs: in its kept trial days (not yet charged), or paid. */
const RUNNING_STATUSES = new Set(["trialing", "active"]);
const token = (prefix: string) => `${prefix}_${randomBytes(16).toString("hex")}`;

/** The next period end: one month or one year on, as the plan bills. */
export function addInterval(from: Date, interval: "month" | "year"): Date {
  const next = new Date(from);
  if (interval === "year") next.setUTCFullYear(next.getUTCFullYear() + 1);
  else next.setUTCMonth(next.getUTCMonth() + 1);
  return next;
}

export interface SandboxCheckoutView {
  id: string;
  userId: string;
  plan: PaidPlanId;
  status: "open" | "complete" | "expired";
  /** The first charge when the checkout keeps the seller's trial days (the trial's end); null: charged at once. */
  trialEnd: Date | null;
  successUrl: string;
  cancelUrl: string;
  /** Set once paid. */
  subscriptionId: string | null;
}

export interface SandboxSubscriptionView extends ProviderSubscription {
  plan: PaidPlanId;
  userId: string;
}

/**
 * The embedded payment provider (no STRIPE_SECRET_KEY): it keeps "its side" (checkouts, subscriptions) in
 * its own tables and never takes money. Its Pay and portal buttons change that side, then billing re-reads
 * it through syncSubscription, exactly as after a Stripe webhook.
 */
export function createSandboxProvider(deps: { db: Database<PrismaClient>; clock: Clock }) {
  const { db, clock } = deps;
  const plan = (value: string): PaidPlanId => paidPlanIdSchema.parse(value);

  /**
   * Time passes for the sandbox too: a cancelled subscription ends at its period end, others renew (free). A
   * trialing one becomes active at its trial's end, where Stripe would take the first charge.
   */
  function asOfNow(row: {
    id: string;
    userId: string;
    customerId: string;
    plan: string;
    status: string;
    currentPeriodEnd: Date;
    cancelAtPeriodEnd: boolean;
  }): SandboxSubscriptionView {
    const now = clock.now();
    const paidPlan = plan(row.plan);
    let { status, currentPeriodEnd } = row;
    if (RUNNING_STATUSES.has(status) && currentPeriodEnd <= now) {
      if (row.cancelAtPeriodEnd) status = "canceled";
      else {
        status = "active";
        while (currentPeriodEnd <= now)
          currentPeriodEnd = addInterval(currentPeriodEnd, getPlan(paidPlan).interval ?? "month");
      }
    }
    return {
      id: row.id,
      customerId: row.customerId,
      userId: row.userId,
      plan: paidPlan,
      status,
      currentPeriodEnd,
      cancelAtPeriodEnd: RUNNING_STATUSES.has(status) && row.cancelAtPeriodEnd,
    };
  }

  const provider: PaymentProvider = {
    name: "sandbox",

    async createCustomer() {
      return token("cus_sandbox");
    },

    async createCheckout({ customerId, userId, plan: paidPlan, trialEnd, successUrl, cancelUrl }) {
      const id = token("cs_sandbox");
      const expiresAt = new Date(clock.now().getTime() + CHECKOUT_TTL_MS);
      await db.client.sandboxCheckout.create({
        data: {
          id,
          userId,
          customerId,
          plan: paidPlan,
          trialEnd,
          successUrl,
          cancelUrl,
          expiresAt,
        },
      });
      // A same-origin path: the seller stays on this site, whatever its address.
      return { id, url: sandboxCheckoutPath(id), expiresAt };
    },

    async expireCheckout(id) {
      await db.client.sandboxCheckout.updateMany({ where: { id, status: "open" }, data: { expiresAt: clock.now() } });
    },

    async createPortal() {
      return { url: SANDBOX_PORTAL_PATH };
    },

    async retrieveSubscription(id) {
      const row = await db.client.sandboxSubscription.findUnique({ where: { id } });
      return row ? asOfNow(row) : null;
    },

    async cancelSubscription(id) {
      await db.client.sandboxSubscription.updateMany({
        where: { id },
        data: { status: "canceled", cancelAtPeriodEnd: false },
      });
    },
  };

  return {
    provider,

    async findCheckout(id: string): Promise<SandboxCheckoutView | null> {
      const row = await db.client.sandboxCheckout.findUnique({ where: { id } });
      if (!row) return null;
      const expired = row.status === "open" && row.expiresAt <= clock.now();
      return {
        id: row.id,
        userId: row.userId,
        plan: plan(row.plan),
        status: expired ? "expired" : (row.status as SandboxCheckoutView["status"]),
        trialEnd: row.trialEnd,
        successUrl: row.successUrl,
        cancelUrl: row.cancelUrl,
        subscriptionId: row.subscriptionId,
      };
    },

    /**
     * "Pays" an open checkout: the subscription starts now and runs one billing interval, or, when the checkout
     * keeps the seller's trial days, is "trialing" until the trial's end, its first charge (as with Stripe's
     * trial_end). Two clicks
     * race on the conditional update; only one creates a subscription. Returns its id, or null when the
     * checkout was not open.
     */
    async completeCheckout(id: string): Promise<string | null> {
      return db.client.$transaction(async (tx) => {
        const now = clock.now();
        const subscriptionId = token("sub_sandbox");
        const { count } = await tx.sandboxCheckout.updateMany({
          where: { id, status: "open", expiresAt: { gt: now } },
          data: { status: "complete", subscriptionId },
        });
        if (count !== 1) return null;
        const checkout = await tx.sandboxCheckout.findUniqueOrThrow({ where: { id } });
        const paidPlan = plan(checkout.plan);
        await tx.sandboxSubscription.create({
          data: {
            id: subscriptionId,
            userId: checkout.userId,
            customerId: checkout.customerId,
            plan: paidPlan,
            status: checkout.trialEnd ? "trialing" : "active",
            currentPeriodEnd: checkout.trialEnd ?? addInterval(now, getPlan(paidPlan).interval ?? "month"),
          },
        });
        return subscriptionId;
      });
    },

    /** The customer's subscription the portal shows: the newest one. */
    async subscriptionOf(customerId: string): Promise<SandboxSubscriptionView | null> {
      const row = await db.client.sandboxSubscription.findFirst({
        where: { customerId },
        orderBy: { createdAt: "desc" },
      });
      return row ? asOfNow(row) : null;
    },

    /** The portal's Cancel (at the period end) and Resume. Only a subscription still running can change. */
    async setCancelAtPeriodEnd(subscriptionId: string, cancelAtPeriodEnd: boolean): Promise<boolean> {
      const current = await provider.retrieveSubscription(subscriptionId);
      if (!current || !RUNNING_STATUSES.has(current.status)) return false;
      await db.client.sandboxSubscription.update({
        where: { id: subscriptionId },
        data: { cancelAtPeriodEnd, currentPeriodEnd: current.currentPeriodEnd ?? undefined },
      });
      return true;
    },
  };
}

export type SandboxPayments = ReturnType<typeof createSandboxProvider>;
