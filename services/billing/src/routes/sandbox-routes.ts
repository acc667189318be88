import { Router, type Request, type Response } from "express";
import { AppError, requireUser } from "@shopscript/kit";
import type { SandboxDesk } from "../domain/sandbox-desk";
import { sandboxCheckoutPath, SANDBOX_PORTAL_PATH } from "../providers/sandbox-provider";
import { sandboxPages } from "./sandbox-pages";

const CHECKOUT_ID = /^cs_sandbox_[0-9a-f]{32}$/;

const notFoundAsNull = (err: unknown) => {
  if (err instanceof AppError && err.status === 404) return null;
  throw err;
};

/** A page for someone who is not signed in: the sandbox pages belong to a signed-in seller. */
function signInPage(res: Response) {
  sandboxPages.message(res, 401, "Please sign in", "Please sign in to continue.", {
    href: "/login",
    label: "Sign in",
  });
}

/**
 * /api/billing/sandbox/*: the sandbox provider's checkout and portal (only without Stripe). Pages are GET;
 * their buttons POST with the app's header, so the gateway's cross-site guard applies as everywhere.
 */
export function sandboxRoutes(desk: SandboxDesk): Router {
  const router = Router();

  router.get("/checkout/:id", async (req: Request<{ id: string }>, res) => {
    if (!req.user) return signInPage(res);
    const checkout = CHECKOUT_ID.test(req.params.id)
      ? await desk.checkout(req.params.id, req.user.id).catch(notFoundAsNull)
      : null;
    if (!checkout) {
      return sandboxPages.message(res, 404, "Checkout not found", "This checkout link is not valid.", {
        href: "/pricing",
        label: "See plans",
      });
    }
    if (checkout.status !== "open") {
      return sandboxPages.checkoutClosed(res, {
        paid: checkout.status === "complete",
        nextUrl: checkout.status === "complete" ? checkout.successUrl : checkout.cancelUrl,
      });
    }
    sandboxPages.checkout(res, {
      plan: checkout.plan,
      payAction: `${sandboxCheckoutPath(checkout.id)}/pay`,
      cancelUrl: checkout.cancelUrl,
      firstChargeDate: checkout.trialEnd,
    });
  });

  router.post("/checkout/:id/pay", requireUser, async (req: Request<{ id: string }>, res) => {
    if (!CHECKOUT_ID.test(req.params.id)) throw AppError.notFound("This checkout link is not valid.");
    res.json(await desk.pay(req.params.id, req.user!.id, String(req.id)));
  });

  router.get("/portal", async (req, res) => {
    if (!req.user) return signInPage(res);
    sandboxPages.portal(res, {
      subscription: await desk.portal(req.user.id),
      cancelAction: `${SANDBOX_PORTAL_PATH}/cancel`,
      resumeAction: `${SANDBOX_PORTAL_PATH}/resume`,
      returnUrl: desk.returnPath,
    });
  });

  router.post("/portal/cancel", requireUser, async (req, res) => {
    res.json(await desk.setCancelAtPeriodEnd(req.user!.id, true, String(req.id)));
  });

  router.post("/portal/resume", requireUser, async (req, res) => {
    res.json(await desk.setCancelAtPeriodEnd(req.user!.id, false, String(req.id)));
  });

  return router;
}
