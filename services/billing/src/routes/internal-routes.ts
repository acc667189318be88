import { Router } from "express";
import { z } from "zod";
import { AppError } from "@shopscript/kit";
import type { Billing } from "../domain/billing";

const userIdSchema = z.uuid();

/**
 * Service-to-service routes. The gateway's route table never forwards /internal, so only the cluster
 * reaches them. The generator asks here whether a user may generate; it passes the session's
 * trialStartDate so the answer is right even before user.registered has opened the account.
 */
export function internalRoutes(billing: Billing): Router {
  const router = Router();
  router.get("/entitlements/:userId", async (req, res) => {
    const userId = userIdSchema.safeParse(req.params.userId);
    if (!userId.success) throw AppError.validation({ userId: "Invalid user id" });
    const trialStartDate = typeof req.query.trialStartDate === "string" ? req.query.trialStartDate : null;
    res.set("Cache-Control", "no-store").json(await billing.status(userId.data, trialStartDate));
  });
  return router;
}
