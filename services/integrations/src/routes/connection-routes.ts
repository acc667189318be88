import express, { Router } from "express";
import { z } from "zod";
import { planIncludes, shopifyConnectRequestSchema, wooConnectRequestSchema, wooKeysConnectRequestSchema, type StoreConnectionList } from "@shopscript/contracts";
import { AppError, parseInput, requirePlanFeature, requireUser, type Logger, type PlanLookup } from "@shopscript/kit";
import type { Connections } from "../domain/connections";
import { verifyShopifyWebhook } from "../domain/shopify-oauth";
import { normalizeShopDomain } from "../domain/shop-domain";

const idSchema = (value: unknown) => (typeof value === "string" && /^[0-9a-f-]{36}$/i.test(value) ? value : null);

/** The body WooCommerce's /wc-auth/v1/authorize flow POSTs to the callback_url (key_id comes along too). */
const wooCallbackSchema = z.object({
  user_id: z.string().min(1).max(200),
  consumer_key: z.string().regex(/^ck_[A-Za-z0-9]{20,64}$/),
  consumer_secret: z.string().regex(/^cs_[A-Za-z0-9]{20,64}$/),
  key_permissions: z.string().max(20),
});

/**
 * List and disconnect: the web app's and the public API's alike (/api/integrations and /api/v1). Never gated
 * by plan: a seller who lost Pro still sees and lets go of a store.
 */
export function publicConnectionRoutes(deps: { connections: Connections; plans: PlanLookup }): Router {
  const router = Router();
  router.get("/connections", requireUser, async (req, res) => {
    const [connections, plan] = await Promise.all([deps.connections.list(req.user!.id), deps.plans.paidPlan(req.user!)]);
    // The page shows connecting and pulling only to a plan that includes them.
    const body: StoreConnectionList = { connections, storePublishing: planIncludes(plan, "storePublishing") };
    res.setHeader("cache-control", "no-store").json(body);
  });

  router.delete("/connections/:id", requireUser, async (req, res) => {
    const id = idSchema(req.params.id);
    if (!id) throw AppError.notFound("No such store connection");
    await deps.connections.disconnect(req.user!.id, id);
    res.status(204).end();
  });
  return router;
}

/** /api/integrations: the seller's store connections (list, connect, disconnect). */
export function connectionRoutes(deps: { connections: Connections; plans: PlanLookup; publicUrl: string; log: Logger }): Router {
  const router = Router();
  router.use(publicConnectionRoutes(deps));

  // Connecting is Pro's (PLAN_FEATURES.storePublishing); listing and disconnecting never are.
  router.post("/shopify/connect", requireUser, async (req, res) => {
    await requirePlanFeature(deps.plans, req.user!, "storePublishing");
    const { shop } = parseInput(shopifyConnectRequestSchema, req.body);
    res.status(201).json(await deps.connections.beginShopify(req.user!.id, shop));
  });

  // Shopify sends the shop owner's browser back here (a top-level GET, so the session cookie comes along).
  // The seller lands on the Connections page either way; a refused answer names its reason there.
  router.get("/shopify/callback", requireUser, async (req, res) => {
    const query = new URLSearchParams(req.url.slice(req.url.indexOf("?") + 1));
    try {
      const connection = await deps.connections.completeShopify(req.user!.id, query);
      res.redirect(303, `${deps.publicUrl}/connections?connected=${encodeURIComponent(connection.id)}`);
    } catch (err) {
      if (!(err instanceof AppError) || err.status >= 500) throw err;
      deps.log.warn({ code: err.code }, "a Shopify authorization was refused");
      res.redirect(303, `${deps.publicUrl}/connections?error=${encodeURIComponent(err.code)}`);
    }
  });

  router.post("/woocommerce/connect", requireUser, async (req, res) => {
    await requirePlanFeature(deps.plans, req.user!, "storePublishing");
    const { storeUrl } = parseInput(wooConnectRequestSchema, req.body);
    res.status(201).json(await deps.connections.beginWoo(req.user!.id, storeUrl));
  });

  router.post("/woocommerce/keys", requireUser, async (req, res) => {
    await requirePlanFeature(deps.plans, req.user!, "storePublishing");
    const { storeUrl, consumerKey, consumerSecret } = parseInput(wooKeysConnectRequestSchema, req.body);
    res.status(201).json(await deps.connections.connectWooKeys(req.user!.id, storeUrl, { consumerKey, consumerSecret }));
  });

  // The store itself POSTs the approved keys here (server to server: no session; the state is the proof).
  router.post("/woocommerce/callback", async (req, res) => {
    const body = parseInput(wooCallbackSchema, req.body ?? {});
    try {
      const connection = await deps.connections.completeWoo(body);
      res.status(200).json({ connected: connection.id });
    } catch (err) {
      if (err instanceof AppError && err.status < 500) deps.log.warn({ code: err.code }, "a WooCommerce authorization was refused");
      throw err;
    }
  });

  return router;
}

/**
 * Shopify's webhooks, signed with the app's secret over the raw body (mounted before any JSON parser).
 * app/uninstalled: the shop removed ShopScript, so its token is dropped at once.
 */
export function shopifyWebhookRoutes(deps: { connections: Connections; clientSecret: string | null; log: Logger }): Router {
  const router = Router();
  router.post("/", express.raw({ type: "*/*", limit: "256kb" }), async (req, res) => {
    const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    if (!deps.clientSecret || !verifyShopifyWebhook(raw, req.get("x-shopify-hmac-sha256"), deps.clientSecret)) {
      throw new AppError(401, "WEBHOOK_SIGNATURE_INVALID", "Webhook signature does not verify");
    }
    const shop = normalizeShopDomain(req.get("x-shopify-shop-domain") ?? "");
    if (req.get("x-shopify-topic") === "app/uninstalled" && shop) {
      const count = await deps.connections.shopUninstalled(shop);
      deps.log.info({ shop, count }, "Shopify app uninstalled: connections dropped");
    }
    res.status(200).json({ received: true });
  });
  return router;
}
