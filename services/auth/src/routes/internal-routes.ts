import { Router } from "express";
import { z } from "zod";
import { apiKeyVerifyRequestSchema } from "@shopscript/contracts";
import type { Clock } from "@shopscript/kit";
import type { PrismaClient } from "../generated/prisma/client";
import { findSession } from "../data/accounts-repository";
import type { ApiKeys } from "../domain/api-keys";

const sessionIdSchema = z.uuid();

/**
 * Service-to-service routes. The gateway's route table never forwards /internal, so only the cluster
 * reaches them. The gateway asks here when the shared session store does not know a session.
 */
export function internalRoutes(db: PrismaClient, clock: Clock, apiKeys: ApiKeys): Router {
  const router = Router();
  // The gateway asks here on a cache miss: the key travels in the body (never in a URL, which gets logged).
  router.post("/api-keys/verify", async (req, res) => {
    const parsed = apiKeyVerifyRequestSchema.safeParse(req.body);
    res.setHeader("cache-control", "no-store");
    res.json(parsed.success ? await apiKeys.verify(parsed.data.key) : { valid: false, reason: "unknown" });
  });
  router.get("/sessions/:id", async (req, res) => {
    const id = sessionIdSchema.safeParse(req.params.id);
    const session = id.success ? await findSession(db, id.data) : null;
    const live = session && !session.revokedAt && session.expiresAt > clock.now();
    res.json({ state: live ? "active" : "revoked", expiresAt: session?.expiresAt.toISOString() ?? null });
  });
  return router;
}
