import type { BatchDownloadRows, CatalogDownloadKind, Listing } from "@shopscript/contracts";
import type { Database } from "@shopscript/kit";
import type { PrismaClient } from "../generated/prisma/client";
import type { BatchJobRepository } from "./batch-job-repository";
import { effectiveListing } from "./batch-rows";
import { DOWNLOAD_FILES, writeCatalogDownload, type CatalogUpload } from "./formats";
import type { BatchUploadRepository } from "./upload-repository";

export interface DownloadBatchDeps {
  db: Database<PrismaClient>;
  repository: BatchJobRepository;
  uploadFiles: BatchUploadRepository;
}

/**
 * A job's file to re-import: the file as uploaded, with the listings of the chosen rows (and the seller's
 * edits) written into it by the formats module, named after the upload.
 */
export function createDownloadBatch(deps: DownloadBatchDeps) {
  const { db, repository, uploadFiles } = deps;

  return {
    /**
     * The file to re-import, with the seller's edits: by default only the approved rows are written, and every
     * other row (not reviewed, rejected, failed) keeps each byte it was uploaded with. `rows: "written"` takes
     * every written row that was not rejected (the public API, which has no review).
     */
    async download(
      userId: string,
      jobId: string,
      kind: CatalogDownloadKind,
      which: BatchDownloadRows = "approved",
    ): Promise<{ body: Buffer | string; filename: string; contentType: string }> {
      const job = await repository.ownedJob(db.client, userId, jobId);
      const rows = await repository.readRows(db.client, {
        jobId,
        userId,
        status: "done",
        review: which === "approved" ? "approved" : { not: "rejected" },
      });
      const results = new Map<string, Listing>();
      for (const row of rows) {
        const listing = effectiveListing(row);
        if (listing) results.set(row.key, listing);
      }
      const all = await repository.readRows(db.client, { jobId, userId });
      const upload: CatalogUpload = {
        format: job.format as CatalogUpload["format"],
        headers: job.headers as string[],
        products: all.map((row) => row.product),
        skipped: job.skipped as CatalogUpload["skipped"],
        rowCount: job.rowCount,
      };
      const body = writeCatalogDownload(kind, await uploadFiles.readFile(jobId), upload, results);
      const base = job.filename.replace(/\.[^.]*$/, "") || "catalog";
      const { contentType, extension } = DOWNLOAD_FILES[kind];
      return {
        body,
        filename: `${base}-shopscript${kind === "original" ? "" : `-${kind}`}.${extension}`,
        contentType,
      };
    },
  };
}
