import Stripe from "stripe";
import { paidPlanIdSchema, type PaidPlanId } from "@shopscript/contracts";
import type { StripeSettings } from "../config";
import {
  PaymentProviderError,
  type PaymentProvider,
  type ProviderSubscription,
} from "../domain/payment-provider";

/** Timeouts short enough for a request the seller waits on; one retry, with the SDK's idempotency keys. */
const REQUEST_TIMEOUT_MS = 5000;

export function createStripeClient(settings: StripeSettings): Stripe {
  const base = settings.apiBase;
  return new Stripe(settings.secretKey, {
    timeout: REQUEST_TIMEOUT_MS,
    maxNetworkRetries: 1,
    telemetry: false,
    appInfo: { name: "ShopScript billing" },
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === "https:" ? 443 : 80),
          protocol: base.protocol === "https:" ? "https" : "http",
        }
      : {}),
  });
}

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  value == null ? null : typeof value === "string" ? value : value.id;

/**
 * Since API version 2025-03-31 the billing period lives on each subscription item, not on the
 * subscription (`subscription.items.data[i].current_period_end`; the 2026-10-28 types have no
 * `Subscription.current_period_end`). Our subscriptions have one item; with several, access lasts to the
 * latest end.
 */
export function periodEndOf(subscription: Stripe.Subscription): Date | null {
  const ends = subscription.items.data
    .map((item) => item.current_period_end)
    .filter((end): end is number => typeof end === "number");
  return ends.length ? new Date(Math.max(...ends) * 1000) : null;
}

/**
 * The subscription an invoice belongs to. Since 2025-03-31 it is `invoice.parent.subscription_details.subscription`
 * (the top-level `invoice.subscription` is gone from the types).
 */
export function invoiceSubscriptionId(invoice: Stripe.Invoice): string | null {
  return idOf(invoice.parent?.subscription_details?.subscription);
}

function wrap(err: unknown, what: string): never {
  if (err instanceof Stripe.errors.StripeError) {
    throw new PaymentProviderError(
      `Stripe ${what} failed: ${err.type}${err.code ? `/${err.code}` : ""} ${err.message}`,
      { cause: err },
    );
  }
  throw err;
}

const isMissing = (err: unknown) =>
  err instanceof Stripe.errors.StripeError && (err.code === "resource_missing" || err.statusCode === 404);

/** Stripe behind the payment provider port: Checkout in subscription mode and the customer portal. */
export function createStripeProvider(
  settings: StripeSettings,
  stripe: Stripe = createStripeClient(settings),
): PaymentProvider {
  const planOfPrice = new Map<string, PaidPlanId>(
    Object.entries(settings.prices).map(([plan, price]) => [price, plan as PaidPlanId]),
  );

  const toSubscription = (subscription: Stripe.Subscription): ProviderSubscription => {
    const priceIds = subscription.items.data.map((item) => item.price?.id);
    const byPrice = priceIds.map((id) => (id ? planOfPrice.get(id) : undefined)).find(Boolean);
    const byMetadata = paidPlanIdSchema.safeParse(subscription.metadata?.plan);
    const periodEnd = periodEndOf(subscription);
    // Cancelling "at the period end" shows up either as cancel_at_period_end or (the portal, in newer API
    // versions) as cancel_at; cancel_at may also lie beyond the current period. Either way access lasts
    // to that moment, so that is the end we keep for a scheduled cancellation.
    const cancelAt = subscription.cancel_at ? new Date(subscription.cancel_at * 1000) : null;
    const ending = subscription.cancel_at_period_end || cancelAt !== null;
    return {
      id: subscription.id,
      customerId: idOf(subscription.customer) ?? "",
      userId: subscription.metadata?.userId ?? null,
      plan: byPrice ?? (byMetadata.success ? byMetadata.data : null),
      status: subscription.status,
      currentPeriodEnd: cancelAt ?? periodEnd,
      cancelAtPeriodEnd: ending,
    };
  };

  return {
    name: "stripe",

    async createCustomer({ userId, email }) {
      try {
        // The key makes a double click (or a retry) within 24 hours get the same customer, not two.
        const customer = await stripe.customers.create(
          { email, metadata: { userId } },
          { idempotencyKey: `shopscript-customer-${userId}` },
        );
        return customer.id;
      } catch (err) {
        return wrap(err, "customers.create");
      }
    },

    async createCheckout({ customerId, userId, plan, trialEnd, successUrl, cancelUrl }) {
      try {
        const session = await stripe.checkout.sessions.create({
          mode: "subscription",
          customer: customerId,
          client_reference_id: userId,
          line_items: [{ price: settings.prices[plan], quantity: 1 }],
          metadata: { userId, plan },
          subscription_data: {
            metadata: { userId, plan },
            // The seller's remaining trial days: the subscription is "trialing" until then and first charges
            // at trial_end (Unix seconds, rounded up: never before the trial is over; Stripe wants it at least
            // 48 hours away: billing's keptTrialEnd). The card is still collected now
            // (payment_method_collection defaults to "always").
            ...(trialEnd ? { trial_end: Math.ceil(trialEnd.getTime() / 1000) } : {}),
          },
          success_url: successUrl,
          cancel_url: cancelUrl,
        });
        if (!session.url) throw new PaymentProviderError("Stripe returned a checkout session without a url");
        return { id: session.id, url: session.url, expiresAt: new Date(session.expires_at * 1000) };
      } catch (err) {
        return wrap(err, "checkout.sessions.create");
      }
    },

    async expireCheckout(id) {
      try {
        const session = await stripe.checkout.sessions.retrieve(id);
        // Only an open session can be expired; a paid or expired one is already out of reach.
        if (session.status === "open") await stripe.checkout.sessions.expire(id);
      } catch (err) {
        if (isMissing(err)) return;
        return wrap(err, "checkout.sessions.expire");
      }
    },

    async createPortal({ customerId, returnUrl }) {
      try {
        const session = await stripe.billingPortal.sessions.create({
          customer: customerId,
          return_url: returnUrl,
        });
        return { url: session.url };
      } catch (err) {
        return wrap(err, "billingPortal.sessions.create");
      }
    },

    async retrieveSubscription(id) {
      try {
        return toSubscription(await stripe.subscriptions.retrieve(id));
      } catch (err) {
        if (isMissing(err)) return null;
        return wrap(err, "subscriptions.retrieve");
      }
    },

    async cancelSubscription(id) {
      try {
        await stripe.subscriptions.cancel(id);
      } catch (err) {
        // Gone, or already cancelled: nothing more to stop.
        if (isMissing(err)) return;
        if (err instanceof Stripe.errors.StripeInvalidRequestError && /cancel+ed/i.test(err.message)) return;
        wrap(err, "subscriptions.cancel");
      }
    },
  };
}

/** A Stripe event, authenticated and reduced to what billing needs: which subscription to re-read. */
export interface StripeNotice {
  id: string;
  type: string;
  /** Null: an event we do not act on (another mode, a one-off invoice, an unhandled type). */
  subscriptionId: string | null;
  paymentFailed: boolean;
}

export const HANDLED_EVENT_TYPES = [
  "checkout.session.completed",
  "customer.subscription.created",
  "customer.subscription.updated",
  "customer.subscription.deleted",
  "invoice.payment_failed",
] as const;

export class WebhookSignatureError extends Error {
  override readonly name = "WebhookSignatureError";
}

/**
 * Verifies the Stripe-Signature header on the raw body (HMAC-SHA256 with the endpoint secret, and the
 * SDK's default 5-minute tolerance against replays; the tolerance is checked against the real time, as
 * Stripe signs with it), then says which subscription the event is about. Nothing from the payload but
 * ids is used: the state itself is re-read from Stripe.
 */
export function createStripeWebhookReader(settings: Pick<StripeSettings, "webhookSecret">, stripe: Stripe) {
  return (rawBody: Buffer, signature: string | undefined): StripeNotice => {
    if (!signature) throw new WebhookSignatureError("Missing Stripe-Signature header");
    let event: Stripe.Event;
    try {
      event = stripe.webhooks.constructEvent(rawBody, signature, settings.webhookSecret);
    } catch (err) {
      throw new WebhookSignatureError((err as Error).message);
    }
    const object = event.data.object as unknown;
    let subscriptionId: string | null = null;
    switch (event.type) {
      case "checkout.session.completed": {
        const session = object as Stripe.Checkout.Session;
        subscriptionId = session.mode === "subscription" ? idOf(session.subscription) : null;
        break;
      }
      case "customer.subscription.created":
      case "customer.subscription.updated":
      case "customer.subscription.deleted":
        subscriptionId = (object as Stripe.Subscription).id;
        break;
      case "invoice.payment_failed":
        subscriptionId = invoiceSubscriptionId(object as Stripe.Invoice);
        break;
      default:
        subscriptionId = null;
    }
    return {
      id: event.id,
      type: event.type,
      subscriptionId,
      paymentFailed: event.type === "invoice.payment_failed",
    };
  };
}
