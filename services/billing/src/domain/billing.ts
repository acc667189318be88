import {
  DEFAULT_PAID_PLAN,
  MESSAGES,
  paidPlanIdSchema,
  type CreateSubscriptionBody,
  type PaidPlanId,
  type SubscriptionStatus,
} from "@shopscript/contracts";
import {
  AppError,
  transactionWithEvents,
  type Clock,
  type Database,
  type Emit,
  type Logger,
  type OutboxRelay,
} from "@shopscript/kit";
import {
  claimCustomer,
  claimOpenCheckout,
  clearOpenCheckout,
  databaseNow,
  deleteAccount,
  ensureAccount,
  findAccount,
  isWebhookEventProcessed,
  lockAccountForSubscription,
  markWebhookEventProcessed,
  saveSubscriptionState,
  upsertRegisteredAccount,
  type AccountRecord,
} from "../data/accounts-repository";
import type { Prisma, PrismaClient } from "../generated/prisma/client";
import { firstChargeOf, standingOf, subscriptionStatus, type Standing } from "./entitlement";
import { keptTrialEnd } from "./kept-trial";
import { PaymentProviderError, type PaymentProvider, type ProviderSubscription } from "./payment-provider";

export interface BillingDeps {
  db: Database<PrismaClient>;
  relay: Pick<OutboxRelay, "wake">;
  provider: PaymentProvider;
  clock: Clock;
  log: Logger;
  /** PUBLIC_URL without a trailing slash. */
  publicUrl: string;
}

/** The signed-in seller, from the session. */
export interface BillingUser {
  userId: string;
  email: string;
  /** ISO; the fallback trial window until user.registered has opened the account. */
  trialStartDate: string;
}

/** A provider notification, already authenticated (a verified Stripe signature, or the sandbox itself). */
export interface ProviderNotice {
  /** The provider's event id, applied once however often it is delivered; none for the sandbox's own calls. */
  eventId?: string;
  eventType: string;
  /** An invoice of the subscription could not be paid: tell the seller. */
  paymentFailed?: boolean;
  correlationId: string;
}

export type SyncOutcome = "applied" | "duplicate" | "stale" | "unknown-account" | "other-subscription";

/**
 * Where the browser goes after Checkout. Success lands on the confirmation page, which names what the plan
 * unlocked and waits for billing to confirm (the Stripe webhook may arrive a moment after the browser);
 * unlike the generator it never sends an unsubscribed user to /subscribe. Cancel goes to the pricing page,
 * not /subscribe, which would start a new checkout at once.
 */
export const CHECKOUT_RETURN_PATHS = {
  success: "/subscribed",
  cancel: "/pricing?canceled=1",
} as const;
/** Where the portal's "return" link goes: the seller's home in the app. */
export const PORTAL_RETURN_PATH = "/dashboard";

export const BILLING_MESSAGES = {
  ALREADY_SUBSCRIBED: "You already have an active subscription. You can manage it from the billing portal.",
  NO_SUBSCRIPTION: "You don't have a subscription to manage yet.",
} as const;

const parseDate = (iso: string | undefined | null): Date | null => {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
};

const asPlan = (value: string | null | undefined): PaidPlanId | null => {
  const parsed = paidPlanIdSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
};

/** A checkout is handed out again only with time left to pay it. */
const CHECKOUT_REUSE_MARGIN_MS = 30 * 60_000;

function isReusableCheckout(account: AccountRecord, plan: PaidPlanId, now: Date): boolean {
  return Boolean(
    account.openCheckoutId &&
      account.openCheckoutUrl &&
      account.openCheckoutPlan === plan &&
      account.openCheckoutExpiresAt &&
      account.openCheckoutExpiresAt.getTime() - now.getTime() > CHECKOUT_REUSE_MARGIN_MS,
  );
}

/** Subscriptions the provider has ended for good: nothing left to cancel. */
const ENDED_STATUSES = new Set(["canceled", "incomplete_expired"]);

/** The billing use cases: the trial window, checkout and portal, and applying what the provider reports. */
export function createBilling(deps: BillingDeps) {
  const { db, relay, provider, clock, log } = deps;
  const absolute = (path: string) => `${deps.publicUrl}${path}`;

  async function emitTransitions(
    emit: Emit,
    account: AccountRecord,
    from: Standing,
    to: Standing,
    next: { plan: PaidPlanId; currentPeriodEnd: Date | null; status: string; cancelAtPeriodEnd: boolean },
  ) {
    const userId = account.userId;
    const periodEnd = next.currentPeriodEnd ? next.currentPeriodEnd.toISOString() : null;
    // Paid access began, or a subscription cancelled to the period end was resumed: it renews again.
    if (to !== "none" && (from === "none" || (from === "ending" && to === "renewing"))) {
      const firstCharge = firstChargeOf(next, clock.now());
      await emit("subscription.activated", {
        userId,
        plan: next.plan,
        currentPeriodEnd: periodEnd,
        ...(firstCharge ? { firstChargeAt: firstCharge.toISOString() } : {}),
      });
    } else if (to !== "none" && from !== "none" && asPlan(account.plan) !== next.plan) {
      // Still paid for, on another plan (a portal switch renews without a new activation): API access may change.
      await emit("subscription.plan_changed", { userId, plan: next.plan });
    }
    // It will end at the period end: said once, when the seller cancels, with the date access lasts to.
    if (to === "ending" && from !== "ending") {
      await emit("subscription.canceled", { userId, accessUntil: periodEnd });
    }
    // It ended without notice (cancelled now, or payment finally failed): access ends now.
    if (from === "renewing" && to === "none") {
      await emit("subscription.canceled", { userId, accessUntil: null });
    }
  }

  const billing = {
    /** The answer for the screens (and the generator). No account yet: the session's trial window. */
    async status(userId: string, fallbackTrialStart: string | null): Promise<SubscriptionStatus> {
      const account = await findAccount(db.client, userId);
      const status = subscriptionStatus({
        trialStartDate: account?.trialStartDate ?? parseDate(fallbackTrialStart),
        subscription: account,
        now: clock.now(),
      });
      const subscribed = status.hasActiveSubscription;
      return {
        ...status,
        plan: subscribed ? (asPlan(account?.plan ?? null) ?? DEFAULT_PAID_PLAN) : null,
        firstChargeDate: subscribed ? (firstChargeOf(account, clock.now())?.toISOString() ?? null) : null,
      };
    },

    /** user.registered: opens the account and its trial window. */
    async openAccount(
      tx: Prisma.TransactionClient,
      input: { userId: string; email: string; trialStartDate: string },
    ) {
      await upsertRegisteredAccount(tx, db.schema, {
        userId: input.userId,
        email: input.email,
        trialStartDate: new Date(input.trialStartDate),
      });
    },

    /**
     * Where the browser goes to subscribe to `plan`. With a subscription that gives access (even one that
     * ends at the period end) that is the billing portal, which manages or resumes it: a second checkout
     * would be a second subscription, charged twice. Otherwise it is the user's one open checkout: handed
     * out again while it is open for the same plan, else replaced (the old one is closed at the provider,
     * so it can no longer be paid). The provider's customer is created once per user and reused.
     * A checkout opened during the trial keeps the days left: the subscription's first charge is at the trial's
     * end (firstChargeDate, which the subscribe page states before the seller pays).
     */
    async createSubscription(
      user: BillingUser,
      body: CreateSubscriptionBody,
    ): Promise<{ url: string; firstChargeDate?: string | null }> {
      const now = clock.now();
      let account = await ensureAccount(db.client, db.schema, {
        userId: user.userId,
        email: user.email,
        trialStartDate: parseDate(user.trialStartDate) ?? now,
      });
      if (standingOf(account, now) !== "none") {
        if (account.customerId && account.provider === provider.name) return billing.openPortal(user.userId);
        throw new AppError(409, "ALREADY_SUBSCRIBED", BILLING_MESSAGES.ALREADY_SUBSCRIBED);
      }
      const email = account.email ?? user.email;
      const iso = (date: Date | null) => date?.toISOString() ?? null;
      try {
        let customerId = account.provider === provider.name ? account.customerId : null;
        if (!customerId) {
          const created = await provider.createCustomer({ userId: user.userId, email });
          customerId = await claimCustomer(db.client, user.userId, provider.name, created);
        }
        // Two requests at once: one stores its checkout, the other closes its own and looks again.
        for (let attempt = 0; attempt < 3; attempt++) {
          if (isReusableCheckout(account, body.plan, now))
            return { url: account.openCheckoutUrl!, firstChargeDate: iso(account.openCheckoutFirstChargeAt) };
          const trialEnd = keptTrialEnd(account.trialStartDate, now);
          const checkout = await provider.createCheckout({
            customerId,
            userId: user.userId,
            email,
            plan: body.plan,
            trialEnd,
            successUrl: absolute(CHECKOUT_RETURN_PATHS.success),
            cancelUrl: absolute(CHECKOUT_RETURN_PATHS.cancel),
          });
          const claimed = await claimOpenCheckout(db.client, user.userId, account.openCheckoutId, {
            ...checkout,
            plan: body.plan,
            firstChargeAt: trialEnd,
          });
          if (claimed) {
            if (account.openCheckoutId) await provider.expireCheckout(account.openCheckoutId);
            return { url: checkout.url, firstChargeDate: iso(trialEnd) };
          }
          await provider.expireCheckout(checkout.id);
          account = (await findAccount(db.client, user.userId)) ?? account;
        }
        throw AppError.conflict("Another checkout was being opened at the same time. Please try again.");
      } catch (err) {
        if (!(err instanceof PaymentProviderError)) throw err;
        log.warn({ err: err.message, userId: user.userId }, "could not create a checkout");
        throw new AppError(502, "PAYMENT_PROVIDER_ERROR", MESSAGES.UNABLE_TO_CREATE_SUBSCRIPTION);
      }
    },

    /** The provider's page where the seller cancels (to the period end) or resumes. */
    async openPortal(userId: string): Promise<{ url: string }> {
      const account = await findAccount(db.client, userId);
      if (!account?.customerId || account.provider !== provider.name) {
        throw new AppError(404, "NO_SUBSCRIPTION", BILLING_MESSAGES.NO_SUBSCRIPTION);
      }
      try {
        return await provider.createPortal({
          customerId: account.customerId,
          returnUrl: absolute(PORTAL_RETURN_PATH),
        });
      } catch (err) {
        if (err instanceof PaymentProviderError) {
          log.warn({ err: err.message, userId }, "could not open the billing portal");
          throw new AppError(
            502,
            "PAYMENT_PROVIDER_ERROR",
            "Unable to open the billing portal. Please try again.",
          );
        }
        throw err;
      }
    },

    /**
     * The one place subscription state changes, for a Stripe webhook and the sandbox's Pay alike. The
     * state is re-read from the provider, never taken from a payload, so events may arrive in any order
     * and still end in the provider's current state. An event id is applied once (recorded in the same
     * transaction as the change); a read that began before the stored one is older news and is dropped.
     */
    async syncSubscription(subscriptionId: string, notice: ProviderNotice): Promise<SyncOutcome> {
      if (notice.eventId && (await isWebhookEventProcessed(db.client, notice.eventId))) return "duplicate";
      const readAt = await databaseNow(db.client);
      let current: ProviderSubscription | null;
      try {
        current = await provider.retrieveSubscription(subscriptionId);
      } catch (err) {
        if (err instanceof PaymentProviderError)
          throw AppError.unavailable("The payment provider did not answer. Please try again.");
        throw err;
      }
      const outcome = await transactionWithEvents(db, relay, notice.correlationId, async (tx, emit): Promise<SyncOutcome> => {
        if (notice.eventId && !(await markWebhookEventProcessed(tx, notice.eventId, notice.eventType)))
          return "duplicate";
        const account = await lockAccountForSubscription(tx, db.schema, {
          subscriptionId,
          customerId: current?.customerId ?? null,
          userId: current?.userId ?? null,
        });
        if (!account) {
          // A deleted user's subscription (cancelled on user.deleted), or not one of ours.
          log.info(
            { subscriptionId, eventType: notice.eventType },
            "no billing account for this subscription; ignored",
          );
          return "unknown-account";
        }
        const now = clock.now();
        const ownSubscription = account.subscriptionId === subscriptionId;
        if (!ownSubscription && account.subscriptionId && standingOf(account, now) !== "none") {
          // A second subscription while the first still gives access (two checkouts finished in parallel).
          // Keep the first; the second needs a refund, which someone has to see.
          log.warn(
            { userId: account.userId, kept: account.subscriptionId, other: subscriptionId },
            "customer has a second subscription; cancelling it (its first charge needs a refund)",
          );
          return "other-subscription";
        }
        let outcome: SyncOutcome = "applied";
        if (ownSubscription && account.syncedAt && account.syncedAt.getTime() > readAt.getTime()) {
          outcome = "stale";
        } else {
          const before = standingOf(account, now);
          const plan = current?.plan ?? asPlan(account.plan) ?? DEFAULT_PAID_PLAN;
          const next = {
            plan,
            status: current?.status ?? "canceled",
            provider: provider.name,
            customerId: current?.customerId ?? account.customerId,
            subscriptionId,
            currentPeriodEnd: current?.currentPeriodEnd ?? account.currentPeriodEnd,
            cancelAtPeriodEnd: current?.cancelAtPeriodEnd ?? false,
            syncedAt: readAt,
          };
          await saveSubscriptionState(tx, account.userId, next);
          const after = standingOf(next, now);
          if (after !== "none") await clearOpenCheckout(tx, account.userId);
          await emitTransitions(emit, account, before, after, next);
        }
        if (notice.paymentFailed) await emit("subscription.payment_failed", { userId: account.userId });
        return outcome;
      });
      // A second subscription would charge the seller again every period: end it at once.
      if (outcome === "other-subscription" && current && !ENDED_STATUSES.has(current.status)) {
        await provider.cancelSubscription(subscriptionId);
      }
      return outcome;
    },

    /**
     * user.deleted, first half: ends any subscription at the provider so the seller is not charged again.
     * Runs before the account is forgotten: if the provider fails, the event is retried; a subscription
     * that is already gone counts as cancelled.
     */
    async cancelForDeletedUser(userId: string): Promise<void> {
      const account = await findAccount(db.client, userId);
      if (!account?.subscriptionId || ENDED_STATUSES.has(account.status)) return;
      if (account.provider !== provider.name) {
        log.warn(
          { userId, provider: account.provider, subscriptionId: account.subscriptionId },
          "subscription of a deleted user is at a provider not configured now; cancel it there",
        );
        return;
      }
      await provider.cancelSubscription(account.subscriptionId);
    },

    /** user.deleted, second half: the account's billing data goes (in the consumer's processOnce transaction). */
    async forgetAccount(tx: Prisma.TransactionClient, userId: string): Promise<void> {
      await deleteAccount(tx, userId);
    },
  };
  return billing;
}

export type Billing = ReturnType<typeof createBilling>;
