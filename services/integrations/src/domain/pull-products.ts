import { AppError, type Logger } from "@shopscript/kit";
import type { CatalogClient } from "../clients/catalog-client";
import type { PrismaClient } from "../generated/prisma/client";
import { revokedMessage, StoreCredentialRefused, type StoreProduct } from "../stores/store-products";
import type { StoreAccess } from "./store-access";

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
  return async function pull(userId: string, connectionId: string, options: { tone: string }): Promise<PullResult> {
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
