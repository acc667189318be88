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
      let restored = 0;
      for (const [productId, list] of byProduct) {
        const product = current.get(productId);
        if (!product) continue;
        const answers = await store.update([{ product, values: list.map((e) => ({ field: e.field, value: e.before })) }]);
        const answer = answers.get(productId) ?? { error: "no answer for this product" };
        if ("error" in answer) throw new AppError(502, "STORE_REFUSED", `${store.label} refused the restore of ${list[0]!.key}: ${answer.error}`);
        await transactionWithEvents(deps.db, deps.relay, `restore-${runId}`, async (tx, emit) => {
          await tx.publishEntry.updateMany({ where: { id: { in: list.map((e) => e.id) } }, data: { status: "restored", restoredAt: deps.clock.now() } });
          await tx.pulledProduct.updateMany({ where: { jobId: run.jobId, productId }, data: { storeUpdatedAt: answer.product.version } });
          await emit("product.restored", { userId, connectionId: run.connectionId, runId, productId, fields: list.map((e) => e.field) });
        });
        restored++;
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
