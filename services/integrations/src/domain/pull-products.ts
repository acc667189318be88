import { AppError, type Logger } from "@shopscript/kit";
import type { CatalogClient } from "../clients/catalog-client";
import type { PrismaClient } from "../generated/prisma/client";
import { revokedMessage, StoreCredentialRefused, type StoreProduct } from "../stores/store-products";
import type { StoreAccess } from "./store-access";

/**
 * The tone and brand voice the job's copy is written in: the copy is written in the job the pull makes, so the
 * voice is chosen at the pull (a voice id of the seller, "none", or absent for the seller's default voice as each
 * row is written). The catalog checks the voice is the seller's, as at any upload.
 */
export interface PullOptions {
  tone: string;
  voiceId?: string;
}

export interface PullResult {
  jobId: string;
  products: number;
}

/**
 * Pull: every product of the seller's store (a page at a time) becomes one row of a draft catalog job, through
 * the same reader a store export takes. Which product each row is, and when the store last changed it, is
 * kept here: a publish writes a product only if the store has not changed it since.
 */
export function createPullProducts(deps: { prisma: PrismaClient; access: StoreAccess; catalog: CatalogClient; log: Logger; maxProducts: number }) {
  return async function pull(userId: string, connectionId: string, options: PullOptions): Promise<PullResult> {
    const row = await deps.access.connected(userId, connectionId);
    const store = deps.access.products(row);
    const products: StoreProduct[] = [];
    try {
      for await (const page of store.all()) {
        products.push(...page);
        if (products.length > deps.maxProducts) {
          throw AppError.validation({ connection: `This store has more than ${deps.maxProducts} products; a pull takes at most that many` });
        }
      }
    } catch (err) {
      if (err instanceof StoreCredentialRefused) {
        await deps.access.revoked(row);
        throw new AppError(409, "STORE_ACCESS_REVOKED", revokedMessage(store.label));
      }
      throw err;
    }
    if (products.length === 0) throw AppError.validation({ connection: "This store has no products to pull" });
    const { csv, platform } = store.csv(products);
    const job = await deps.catalog.createJob(userId, csv, {
      filename: `${row.shop.replace(/^https:\/\//, "").replace(/\//g, " ")} (pulled).csv`,
      platform,
      tone: options.tone,
      ...(options.voiceId ? { voiceId: options.voiceId } : {}),
    });
    await deps.prisma.pulledProduct.createMany({
      data: products.map((product) => ({
        userId,
        connectionId,
        jobId: job.id,
        key: product.key,
        productId: product.id,
        storeUpdatedAt: product.version,
      })),
    });
    deps.log.info({ connectionId, jobId: job.id, products: products.length }, "store products pulled into a catalog job");
    return { jobId: job.id, products: products.length };
  };
}
