import { AppError, transactionWithEvents, type Clock, type Database, type OutboxRelay } from "@shopscript/kit";
import type { ConnectionRow, ConnectionsRepository } from "../data/connections-repository";
import type { PrismaClient } from "../generated/prisma/client";
import type { ShopifyApp } from "../stores/shopify-app";
import { shopifyProducts } from "../stores/shopify-products";
import { shopifyStore } from "../stores/shopify-store";
import { shopifyThrottleBudgets } from "../stores/shopify-throttle-budget";
import { DEFAULT_RETRY, type RetryPolicy, type StoreProducts } from "../stores/store-products";
import type { WooFetchOptions } from "../stores/store-fetch";
import { createWooFetch } from "../stores/store-fetch";
import { openWooKeys } from "../stores/woocommerce-keys";
import { wooStore } from "../stores/woocommerce-store";
import { tokenContext } from "./connections";
import type { TokenVault } from "./token-vault";

export interface StoreAccessDeps {
  db: Database<PrismaClient>;
  relay?: Pick<OutboxRelay, "wake">;
  repo: ConnectionsRepository;
  vault: TokenVault;
  shopify: ShopifyApp | null;
  /** How WooCommerce stores are reached (tests: the local server, or an injected resolver). */
  woo: WooFetchOptions;
  clock: Clock;
  retry?: RetryPolicy;
}

/** The token is opened only here, for the call about to be made, and never leaves this module's client. */
export function createStoreAccess(deps: StoreAccessDeps) {
  // Shopify's cost-based throttle is per app and shop: every run, pull and restore on a shop in this process paces on one budget.
  const throttleBudget = shopifyThrottleBudgets();
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

    /** The store's adapter (store-products.ts), holding the opened credential in its client only. */
    products(row: ConnectionRow): StoreProducts {
      const retry = deps.retry ?? DEFAULT_RETRY;
      const credential = () => deps.vault.open(row.sealedToken!, tokenContext(row));
      if (row.platform === "woocommerce") return wooStore(row.shop, openWooKeys(credential()), createWooFetch(row.shop, deps.woo), retry);
      if (!deps.shopify) throw AppError.unavailable("Connecting a Shopify store is not set up on this ShopScript (no Shopify app configured).");
      const { bulk } = deps.shopify;
      return shopifyStore(shopifyProducts(deps.shopify.adminClient(row.shop, credential()), retry, throttleBudget(row.shop)), {
        ...bulk,
        sleep: retry.sleep,
        // A bulk operation of a few thousand products takes minutes; past an hour it is read back, not resent.
        maxWaitMs: 60 * 60_000,
      });
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
