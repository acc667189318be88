import { Router, type Request } from "express";
import { z } from "zod";
import {
  descriptionCreateSchema,
  descriptionEditSchema,
  descriptionListQuerySchema,
  descriptionSelectionExportSchema,
  descriptionSelectionSchema,
  exportFormatSchema,
  isMarketplaceFile,
  type Description,
} from "@shopscript/contracts";
import { AppError, parseInput, requireUser } from "@shopscript/kit";
import type { Catalog } from "../domain/catalog";
import { writeMarketplaceFile } from "../domain/marketplace-files";
import { sendFile, streamCsv, streamJson } from "./export";

const idSchema = z.object({ id: z.uuid({ error: "Not a description id" }) });
const exportQuerySchema = descriptionListQuerySchema.pick({ q: true, platform: true, sort: true }).extend({
  format: exportFormatSchema.default("csv"),
  /** "record" (default: the saved record, as the public API has always exported it) or "fields" (one column per field). */
  layout: z.enum(["record", "fields"], { error: "Layout must be record or fields" }).default("record"),
});
const PAGING_PARAMS = ["q", "platform", "cursor", "limit", "sort"];

/**
 * /api/descriptions (the web app) and /api/v1/descriptions (the public API, `publicApi`): thin; the owner
 * is always the session's user or the API key's owner. The public list is always paged by cursor. Editing,
 * deleting or restoring a selection and exporting one are the dashboard's (the gateway lets no key reach them).
 */
export function descriptionsRoutes(catalog: Catalog, options: { publicApi?: boolean } = {}): Router {
  const router = Router();
  router.use(requireUser);
  const owner = (req: Request) => req.user!.id;
  // Another user's id answers exactly like a missing one; a malformed id too.
  const idOf = (req: Request) => {
    const parsed = idSchema.safeParse(req.params);
    if (!parsed.success) throw AppError.notFound("Description not found");
    return parsed.data.id;
  };

  router.post("/", async (req, res) => {
    const saved = await catalog.save(owner(req), parseInput(descriptionCreateSchema, req.body), String(req.id), req.apiKeyId ?? null);
    res.status(201).json(saved);
  });

  router.get("/", async (req, res) => {
    // The spec's client asks without parameters and reads a plain list; anything else gets pages.
    if (!options.publicApi && !PAGING_PARAMS.some((name) => name in req.query)) {
      res.json(await catalog.all(owner(req)));
      return;
    }
    const query = parseInput(descriptionListQuerySchema, req.query);
    res.json(await catalog.page(owner(req), { q: query.q, platform: query.platform }, { cursor: query.cursor, limit: query.limit, sort: query.sort }));
  });

  router.get("/export", async (req, res) => {
    const query = parseInput(exportQuerySchema, req.query);
    const batches = catalog.exportBatches(owner(req), { q: query.q, platform: query.platform }, query.sort);
    await (query.format === "json" ? streamJson(res, batches, query.layout) : streamCsv(res, batches, query.layout));
  });

  if (!options.publicApi) {
    // The selection's file: one column per field, or a store's import file (Shopify, Etsy, Amazon). A POST, as a
    // selection of hundreds of ids is no URL.
    router.post("/export", async (req, res) => {
      const body = parseInput(descriptionSelectionExportSchema, req.body);
      const batches = catalog.exportSelection(owner(req), body.ids);
      if (isMarketplaceFile(body.format)) {
        const items: Description[] = [];
        for await (const batch of batches) items.push(...batch);
        sendFile(res, writeMarketplaceFile(body.format, items));
        return;
      }
      await (body.format === "json" ? streamJson(res, batches, "fields") : streamCsv(res, batches, "fields"));
    });

    router.post("/delete", async (req, res) => {
      const { ids } = parseInput(descriptionSelectionSchema, req.body);
      res.json({ ids: await catalog.removeMany(owner(req), ids, String(req.id)) });
    });

    router.post("/restore", async (req, res) => {
      const { ids } = parseInput(descriptionSelectionSchema, req.body);
      res.json({ ids: await catalog.restore(owner(req), ids, String(req.id)) });
    });

    router.patch("/:id", async (req, res) => {
      const id = idOf(req);
      res.json(await catalog.edit(owner(req), id, parseInput(descriptionEditSchema, req.body), String(req.id)));
    });
  }

  router.get("/:id", async (req, res) => {
    res.json(await catalog.get(owner(req), idOf(req)));
  });

  router.delete("/:id", async (req, res) => {
    await catalog.remove(owner(req), idOf(req), String(req.id));
    res.json({ message: "Description deleted successfully." });
  });

  return router;
}
