import { Router } from "express";
import { z } from "zod";
import type { Clock } from "@shopscript/kit";
import type { PrismaClient } from "../generated/prisma/client";
import { findSession } from "../data/accounts-repository";

const sessionIdSchema = z.uuid();

/**
 * Service-to-service routes. The gateway's route table never forwards /internal, so only the cluster
 * reaches them. The gateway asks here when the shared session store does not know a session.
 */
export function internalRoutes(db: PrismaClient, clock: Clock): Router {
  const router = Router();
  router.get("/sessions/:id", async (req, res) => {
    const id = sessionIdSchema.safeParse(req.params.id);
    const session = id.success ? await findSession(db, id.data) : null;
    const live = session && !session.revokedAt && session.expiresAt > clock.now();
    res.json({ state: live ? "active" : "revoked", expiresAt: session?.expiresAt.toISOString() ?? null });
  });
  return router;
}
