import { Router } from "express";
import { z } from "zod";
import { listingCheckRequestSchema, type VoiceRef } from "@shopscript/contracts";
import { AppError, parseInput } from "@shopscript/kit";
import { checkEditedListing } from "../generation/check-edited-listing";
import type { ListingWork } from "../generation/listing-work";
import type { VoiceStore } from "../voices/voice-store";

const voiceParamsSchema = z.object({ userId: z.uuid(), voiceId: z.uuid() });

/**
 * Service-to-service routes. The gateway's route table never forwards /internal, so only the cluster reaches
 * them (a NetworkPolicy lets the catalog in). The catalog asks here to check a listing a seller edited on the
 * dashboard: the checker lives with the writer, and only here. It also asks whether a voice chosen for a
 * catalog job is the seller's, so a wrong id is refused at upload rather than failing every row.
 */
export function internalRoutes(deps: { work: ListingWork; voices?: Pick<VoiceStore, "get"> }): Router {
  const router = Router();
  router.post("/listing-checks", async (req, res) => {
    const request = parseInput(listingCheckRequestSchema, req.body);
    res.setHeader("cache-control", "no-store");
    res.json(await checkEditedListing(request, deps.work));
  });
  // The voice's id and name when it is this seller's; 404 otherwise (another seller's voice is not found).
  router.get("/voices/:userId/:voiceId", async (req, res) => {
    const params = voiceParamsSchema.safeParse(req.params);
    if (!params.success || !deps.voices) throw AppError.notFound("Voice not found");
    const voice = await deps.voices.get(params.data.userId, params.data.voiceId);
    const ref: VoiceRef = { id: voice.id, name: voice.name };
    res.setHeader("cache-control", "no-store");
    res.json(ref);
  });
  return router;
}
