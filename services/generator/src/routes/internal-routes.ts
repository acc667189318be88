import { Router } from "express";
import { listingCheckRequestSchema } from "@shopscript/contracts";
import { parseInput } from "@shopscript/kit";
import { checkEditedListing } from "../generation/check-edited-listing";
import type { ListingWork } from "../generation/listing-work";

/**
 * Service-to-service routes. The gateway's route table never forwards /internal, so only the cluster reaches
 * them (a NetworkPolicy lets the catalog in). The catalog asks here to check a listing a seller edited on the
 * dashboard: the checker lives with the writer, and only here.
 */
export function internalRoutes(deps: { work: ListingWork }): Router {
  const router = Router();
  router.post("/listing-checks", async (req, res) => {
    const request = parseInput(listingCheckRequestSchema, req.body);
    res.setHeader("cache-control", "no-store");
    res.json(await checkEditedListing(request, deps.work));
  });
  return router;
}
