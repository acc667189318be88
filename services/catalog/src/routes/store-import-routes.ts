import { Router } from "express";
import { z } from "zod";
import { batchUploadQuerySchema } from "@shopscript/contracts";
import { AppError, parseInput } from "@shopscript/kit";
import type { BatchJobs } from "../batches/batch-jobs";

/** Which listing fields of each approved row the seller edited (the integrations service publishes a title only then). */
export type ApprovedEdits = (userId: string, jobId: string) => Promise<Array<{ key: string; editedFields: string[] }>>;

const userIdSchema = z.object({ userId: z.uuid() });
const jobSchema = z.object({ userId: z.uuid(), jobId: z.uuid() });

/**
 * Service-to-service routes for store integrations (issue 30); the gateway never forwards /internal. A store's
 * pulled products arrive as that store's own product CSV and become a draft job through the very upload
 * path a seller's file takes, so the same reader, writer, review and fact coverage apply; publishing reads
 * the approved rows back.
 */
export function storeImportRoutes(batches: BatchJobs, approvedEdits: ApprovedEdits): Router {
  const router = Router();
  router.post("/batches/:userId", async (req, res) => {
    const { userId } = parseInput(userIdSchema, req.params);
    if (!req.is("text/csv")) throw AppError.validation({ file: "Send the CSV as the body (text/csv)" });
    const query = parseInput(batchUploadQuerySchema, req.query);
    // The voice chosen at the pull: checked to be the seller's here, as at an upload (a 404 naming voiceId).
    res.status(201).json(
      await batches.upload(userId, req, {
        filename: query.filename,
        platform: query.platform,
        tone: query.tone,
        voiceId: query.voiceId,
        requestId: String(req.id),
      }),
    );
  });

  // Every approved row: its key (the store's handle), its listing as approved (edits laid over) and the edited fields.
  router.get("/batches/:userId/:jobId/approved", async (req, res) => {
    const { userId, jobId } = parseInput(jobSchema, req.params);
    const edits = new Map((await approvedEdits(userId, jobId)).map((row) => [row.key, row.editedFields]));
    const rows: Array<{ key: string; listing: unknown; editedFields: string[] }> = [];
    let cursor: number | undefined;
    for (;;) {
      const page = await batches.rows(userId, jobId, { review: "approved", limit: 200, cursor });
      for (const row of page.items) if (row.listing) rows.push({ key: row.key, listing: row.listing, editedFields: edits.get(row.key) ?? [] });
      if (!page.nextCursor) break;
      cursor = Number(page.nextCursor);
    }
    res.set("cache-control", "no-store").json({ rows });
  });
  return router;
}
