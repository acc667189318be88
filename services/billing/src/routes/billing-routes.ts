import { Router, type Request } from "express";
import { createSubscriptionBodySchema } from "@shopscript/contracts";
import { parseInput, requireUser } from "@shopscript/kit";
import type { Billing, BillingUser } from "../domain/billing";

const billingUserOf = (req: Request): BillingUser => ({
  userId: req.user!.id,
  email: req.user!.email,
  trialStartDate: req.user!.trialStartDate,
});

/** The seller's billing calls (spec section 7), mounted on /api: thin: parse, run the use case, answer. */
export function billingRoutes(billing: Billing): Router {
  const router = Router();

  router.get("/subscription-status", requireUser, async (req, res) => {
    // Refreshed every 60 s by the web and changed by payments: never from a cache.
    res.set("Cache-Control", "no-store").json(await billing.status(req.user!.id, req.user!.trialStartDate));
  });

  router.post("/create-subscription", requireUser, async (req, res) => {
    res.json(
      await billing.createSubscription(
        billingUserOf(req),
        parseInput(createSubscriptionBodySchema, req.body),
      ),
    );
  });

  router.post("/billing/portal", requireUser, async (req, res) => {
    res.json(await billing.openPortal(req.user!.id));
  });

  return router;
}
