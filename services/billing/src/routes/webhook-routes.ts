import express, { Router } from "express";
import { AppError } from "@shopscript/kit";
import type { Billing } from "../domain/billing";
import { WebhookSignatureError, type StripeNotice } from "../providers/stripe-provider";

export type WebhookReader = (rawBody: Buffer, signature: string | undefined) => StripeNotice;

/**
 * POST /api/billing/webhook (mounted before any JSON parser: the signature covers the exact bytes Stripe
 * sent). Without Stripe (the sandbox) there is nothing to receive.
 */
export function webhookRoutes(billing: Billing, read: WebhookReader | null): Router {
  const router = Router();
  router.post("/", express.raw({ type: () => true, limit: "1mb" }), async (req, res) => {
    if (!read)
      throw AppError.notFound(
        "Payments run in the sandbox: Stripe is not configured, so there is no webhook.",
      );
    let notice: StripeNotice;
    try {
      notice = read(Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0), req.get("stripe-signature"));
    } catch (err) {
      if (!(err instanceof WebhookSignatureError)) throw err;
      req.log.warn({ reason: err.message }, "refused a webhook with a bad signature");
      throw new AppError(400, "INVALID_SIGNATURE", "Invalid webhook signature");
    }
    if (!notice.subscriptionId) {
      res.json({ received: true, result: "ignored" });
      return;
    }
    const result = await billing.syncSubscription(notice.subscriptionId, {
      eventId: notice.id,
      eventType: notice.type,
      paymentFailed: notice.paymentFailed,
      correlationId: String(req.id),
    });
    req.log.info({ stripeEvent: notice.id, type: notice.type, result }, "webhook applied");
    res.json({ received: true, result });
  });
  return router;
}
