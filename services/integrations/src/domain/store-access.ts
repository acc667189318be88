import { AppError, transactionWithEvents, type Clock, type Database, type OutboxRelay } from "@shopscript/kit";
import type { ConnectionRow, ConnectionsRepository } from "../data/connections-repository";
import type { PrismaClient } from "../generated/prisma/client";
import type { ShopifyApp } from "../stores/shopify-app";
import { DEFAULT_RETRY, shopifyProducts, type RetryPolicy, type ShopifyProducts } from "../stores/shopify-products";
import { tokenContext } from "./connections";
import type { TokenVault } from "./token-vault";

export interface StoreAccessDeps {
  db: Database<PrismaClient>;
  relay?: Pick<OutboxRelay, "wake">;
  repo: ConnectionsRepository;
  vault: TokenVault;
  shopify: ShopifyApp | null;
  clock: Clock;
  retry?: RetryPolicy;
}

/** The token is opened only here, for the call about to be made, and never leaves this module's client. */
export function createStoreAccess(deps: StoreAccessDeps) {
  return {
    /** The seller's connected store, or a 404 / 409 that says what to do. */
    async connected(userId: string, connectionId: string): Promise<ConnectionRow> {
      const row = await deps.repo.findFor(userId, connectionId);
      if (!row) throw AppError.notFound("No such store connection");
      if (row.status !== "connected" || !row.sealedToken) {
        throw new AppError(409, "STORE_NOT_CONNECTED", "This store is not connected any more. Connect it again on the Connections page.");
      }
      return row;
    },

    products(row: ConnectionRow): ShopifyProducts {
      if (row.platform !== "shopify" || !deps.shopify) throw AppError.unavailable("This store's platform is not available on this ShopScript.");
      const token = deps.vault.open(row.sealedToken!, tokenContext(row));
      return shopifyProducts(deps.shopify.adminClient(row.shop, token), deps.retry ?? DEFAULT_RETRY);
    },

    /** The store refused the credential: drop it and say so (the seller must connect again). */
    async revoked(row: ConnectionRow): Promise<void> {
      await transactionWithEvents(deps.db, deps.relay, `revoked-${row.id}`, async (tx, emit) => {
        if (await deps.repo.markDisconnected(tx, row.id, "revoked", deps.clock.now())) {
          await emit("store.disconnected", { userId: row.userId, connectionId: row.id, platform: row.platform, reason: "revoked" });
        }
      });
    },
  };
}

export type StoreAccess = ReturnType<typeof createStoreAccess>;

export const REVOKED_MESSAGE = "Shopify refused ShopScript's access to this store (the app was removed or its access revoked). Connect the store again on the Connections page.";
