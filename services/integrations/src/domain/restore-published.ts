import { AppError, transactionWithEvents, type Clock, type Database, type OutboxRelay } from "@shopscript/kit";
import type { PrismaClient } from "../generated/prisma/client";
import { readField, revokedMessage, StoreCredentialRefused, type StoreProduct } from "../stores/store-products";
import type { StoreAccess } from "./store-access";

/**
 * Restore: a published product (or every one of a run) gets back the values its snapshot kept. If the store
 * changed a field again since ShopScript wrote it, nothing is written until the seller says so (a 409 naming
 * the products and fields; `force` then restores anyway). Never plan-gated: a seller who lost Pro keeps it.
 */
export function createRestorePublished(deps: { db: Database<PrismaClient>; relay?: Pick<OutboxRelay, "wake">; access: StoreAccess; clock: Clock }) {
  const prisma = deps.db.client;

  return async function restore(userId: string, runId: string, options: { productId?: string; force?: boolean }): Promise<{ restored: number }> {
    const run = await prisma.publishRun.findFirst({ where: { id: runId, userId } });
    if (!run) throw AppError.notFound("No such publish run");
    const entries = await prisma.publishEntry.findMany({
      where: { runId, status: "published", ...(options.productId ? { productId: options.productId } : {}) },
      orderBy: [{ key: "asc" }, { field: "asc" }],
    });
    if (entries.length === 0) throw AppError.notFound(options.productId ? "Nothing of this product was published in this run" : "Nothing in this run is published");
    const row = await deps.access.connected(userId, run.connectionId);
    const store = deps.access.products(row);
    const byProduct = new Map<string, typeof entries>();
    for (const entry of entries) byProduct.set(entry.productId, [...(byProduct.get(entry.productId) ?? []), entry]);

    try {
      // First every product's current values, so a conflict anywhere stops the restore before any write.
      const current = new Map<string, StoreProduct | null>();
      const ids = [...byProduct.keys()];
      for (let at = 0; at < ids.length; at += store.batchSize) {
        for (const [id, product] of await store.get(ids.slice(at, at + store.batchSize))) current.set(id, product);
      }
      const conflicts = [...byProduct].flatMap(([productId, list]) => {
        const product = current.get(productId);
        const changed = product ? list.filter((e) => readField(product, e.field) !== e.after).map((e) => e.field) : list.map((e) => e.field);
        return changed.length ? [{ productId, key: list[0]!.key, fields: changed }] : [];
      });
      if (conflicts.length && !options.force) {
        throw new AppError(
          409,
          "CHANGED_IN_STORE",
          "Some fields were changed in the store after ShopScript published them. Restoring would overwrite those changes: confirm to restore anyway.",
          { products: conflicts },
        );
      }
      // Written a batch at a time, each batch's bookkeeping in one transaction: one call and one transaction per
      // product made a 300-product restore take over 15 s on a busy machine (a fresh-clone CI rehearsal).
      let restored = 0;
      const toRestore = [...byProduct].flatMap(([productId, list]) => {
        const product = current.get(productId);
        return product ? [{ productId, list, product }] : [];
      });
      // A run past the store's bulk threshold is restored as it was published: through bulk operations (Shopify's
      // one productUpdate per product took the 300-product restore past 15 s).
      const writer = store.bulk && toRestore.length > store.bulk.threshold ? store.bulk : store;
      for (let at = 0; at < toRestore.length; at += writer.batchSize) {
        const batch = toRestore.slice(at, at + writer.batchSize);
        const answers = await writer.update(batch.map(({ product, list }) => ({ product, values: list.map((e) => ({ field: e.field, value: e.before })) })));
        const written = batch.flatMap((item) => {
          const answer = answers.get(item.productId) ?? { error: "no answer for this product" };
          return "error" in answer ? [] : [{ ...item, version: answer.product.version }];
        });
        // What the store took is recorded before a refusal in the same batch is reported: a retry then skips it.
        if (written.length) {
          await transactionWithEvents(deps.db, deps.relay, `restore-${runId}`, async (tx, emit) => {
            for (const { productId, list, version } of written) {
              await tx.publishEntry.updateMany({ where: { id: { in: list.map((e) => e.id) } }, data: { status: "restored", restoredAt: deps.clock.now() } });
              await tx.pulledProduct.updateMany({ where: { jobId: run.jobId, productId }, data: { storeUpdatedAt: version } });
              await emit("product.restored", { userId, connectionId: run.connectionId, runId, productId, fields: list.map((e) => e.field) });
            }
          });
          restored += written.length;
        }
        const refused = batch.find((item) => !written.some((w) => w.productId === item.productId));
        if (refused) {
          const answer = answers.get(refused.productId);
          throw new AppError(502, "STORE_REFUSED", `${store.label} refused the restore of ${refused.list[0]!.key}: ${answer && "error" in answer ? answer.error : "no answer for this product"}`);
        }
      }
      return { restored };
    } catch (err) {
      if (err instanceof StoreCredentialRefused) {
        await deps.access.revoked(row);
        throw new AppError(409, "STORE_ACCESS_REVOKED", revokedMessage(store.label));
      }
      throw err;
    }
  };
}
