import { Router } from "express";
import { z } from "zod";
import { apiKeyCreateSchema } from "@shopscript/contracts";
import { AppError, parseInput, requireUser } from "@shopscript/kit";
import type { ApiKeys } from "../domain/api-keys";

const idSchema = z.uuid();

/** /api/auth/api-keys: the signed-in seller's keys (a browser session only; the gateway refuses keys here). */
export function apiKeysRoutes(keys: ApiKeys): Router {
  const router = Router();
  router.use(requireUser);

  router.get("/", async (req, res) => {
    res.setHeader("cache-control", "no-store");
    res.json(await keys.list(req.user!.id));
  });

  router.post("/", async (req, res) => {
    res.setHeader("cache-control", "no-store");
    res.status(201).json(await keys.create(req.user!.id, parseInput(apiKeyCreateSchema, req.body)));
  });

  router.delete("/:id", async (req, res) => {
    const id = idSchema.safeParse(req.params.id);
    if (!id.success) throw AppError.notFound("API key not found");
    res.json(await keys.revoke(req.user!.id, id.data));
  });

  return router;
}
