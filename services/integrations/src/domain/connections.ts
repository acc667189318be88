import type { ShopifyConnectResponse, StoreConnectionView } from "@shopscript/contracts";
import { AppError, transactionWithEvents, type Clock, type Database, type Logger, type OutboxRelay } from "@shopscript/kit";
import type { ConnectionsRepository } from "../data/connections-repository";
import { toView } from "../data/connections-repository";
import type { PrismaClient } from "../generated/prisma/client";
import type { ShopifyApp } from "../stores/shopify-app";
import { normalizeShopDomain } from "./shop-domain";
import { authorizeUrl, grantsEnough, hashState, newOAuthState, verifyShopifyQuery } from "./shopify-oauth";
import type { TokenVault } from "./token-vault";

export interface ConnectionsDeps {
  db: Database<PrismaClient>;
  relay?: Pick<OutboxRelay, "wake">;
  repo: ConnectionsRepository;
  vault: TokenVault;
  shopify: ShopifyApp | null;
  clock: Clock;
  log: Logger;
  publicUrl: string;
  oauthStateMinutes: number;
}

/** What the credential is sealed to: the connection and its owner (a copy onto another row does not open). */
export const tokenContext = (row: { id: string; userId: string }) => `${row.userId}/${row.id}`;

export const SHOPIFY_CALLBACK_PATH = "/api/integrations/shopify/callback";

/** The story of a store connection: ask Shopify, come back signed, keep the token sealed; or let go of it. */
export function createConnections(deps: ConnectionsDeps) {
  const requireShopify = () => {
    if (!deps.shopify) throw AppError.unavailable("Connecting a Shopify store is not set up on this ShopScript (no Shopify app configured).");
    return deps.shopify;
  };

  return {
    async list(userId: string): Promise<StoreConnectionView[]> {
      return (await deps.repo.listFor(userId)).map(toView);
    },

    /** Step 1: a state for this seller and shop, and Shopify's page where the shop owner approves the app. */
    async beginShopify(userId: string, typedShop: string): Promise<ShopifyConnectResponse> {
      const shopify = requireShopify();
      const shop = normalizeShopDomain(typedShop);
      if (!shop) {
        throw AppError.validation({ shop: "Enter your shop's address ending in .myshopify.com (for example my-store.myshopify.com)" });
      }
      const { state, stateHash } = newOAuthState();
      const expiresAt = new Date(deps.clock.now().getTime() + deps.oauthStateMinutes * 60_000);
      await deps.repo.saveState({ stateHash, userId, shop, expiresAt });
      return {
        authorizeUrl: authorizeUrl({
          shop,
          clientId: shopify.settings.clientId,
          redirectUri: `${deps.publicUrl}${SHOPIFY_CALLBACK_PATH}`,
          state,
        }),
      };
    },

    /**
     * Step 2, Shopify's redirect back: the query's HMAC, then the state (this seller's, unexpired, unused,
     * for this very shop), then the code traded for a token, which is sealed before it is stored.
     */
    async completeShopify(userId: string, query: URLSearchParams): Promise<StoreConnectionView> {
      const shopify = requireShopify();
      if (!verifyShopifyQuery(query, shopify.settings.clientSecret)) {
        throw new AppError(400, "OAUTH_HMAC_INVALID", "This answer from Shopify is not signed by Shopify. Please connect again.");
      }
      const shop = normalizeShopDomain(query.get("shop") ?? "");
      const state = query.get("state");
      const code = query.get("code");
      if (!shop || !state || !code) {
        const fields: Record<string, string> = {};
        if (!shop) fields.shop = "missing or not a *.myshopify.com domain";
        if (!state) fields.state = "missing";
        if (!code) fields.code = "missing";
        throw AppError.validation(fields);
      }
      const now = deps.clock.now();
      const taken = await deps.db.client.$transaction((tx) => deps.repo.takeState(tx, hashState(state), userId, now));
      if (!taken || taken.shop !== shop) {
        throw new AppError(400, "OAUTH_STATE_INVALID", "This Shopify approval does not match one you started (or it expired). Please connect again.");
      }
      // A network call: outside any transaction. The state is already spent, so a replay cannot come this far.
      const { accessToken, scope } = await shopify.exchangeCode(shop, code);
      if (!grantsEnough(scope)) {
        throw new AppError(400, "OAUTH_SCOPE_MISSING", "Shopify did not grant ShopScript permission to write products. Please connect again and approve it.");
      }
      const row = await transactionWithEvents(deps.db, deps.relay, `connect-${userId}`, async (tx, emit) => {
        const id = await deps.repo.idFor(tx, { userId, platform: "shopify", shop });
        const sealed = deps.vault.seal(accessToken, tokenContext({ id, userId }));
        await deps.repo.markConnected(tx, id, { scopes: scope, sealedToken: sealed, tokenKeyId: deps.vault.currentKeyId, at: now });
        await emit("store.connected", { userId, connectionId: id, platform: "shopify", shop });
        return (await deps.repo.findFor(userId, id, tx))!;
      });
      deps.log.info({ connectionId: row.id, shop }, "Shopify store connected");
      return toView(row);
    },

    async disconnect(userId: string, id: string): Promise<void> {
      const found = await transactionWithEvents(deps.db, deps.relay, `disconnect-${id}`, async (tx, emit) => {
        const row = await deps.repo.findFor(userId, id, tx);
        if (!row) return false;
        if (await deps.repo.markDisconnected(tx, id, "disconnected", deps.clock.now())) {
          await emit("store.disconnected", { userId, connectionId: id, platform: row.platform, reason: "seller" });
        }
        return true;
      });
      if (!found) throw AppError.notFound("No such store connection");
    },

    /** Shopify's app/uninstalled webhook: the shop took the app away, so every connection to it lets go. */
    async shopUninstalled(shop: string): Promise<number> {
      return transactionWithEvents(deps.db, deps.relay, `uninstalled-${shop}`, async (tx, emit) => {
        let count = 0;
        for (const row of await deps.repo.findByShop("shopify", shop, tx)) {
          if (!(await deps.repo.markDisconnected(tx, row.id, "disconnected", deps.clock.now()))) continue;
          await emit("store.disconnected", { userId: row.userId, connectionId: row.id, platform: "shopify", reason: "uninstalled" });
          count++;
        }
        return count;
      });
    },

    /** Re-wraps tokens sealed under an older key with the current one (run at start; rotation's second half). */
    async rewrapStaleTokens(): Promise<number> {
      let done = 0;
      for (;;) {
        const rows = await deps.repo.sealedUnder(deps.vault.currentKeyId, 100);
        if (rows.length === 0) return done;
        for (const row of rows) {
          const next = deps.vault.rewrap(row.sealedToken, tokenContext(row));
          await deps.repo.replaceSealed(row.id, row.sealedToken, next, deps.vault.currentKeyId);
          done++;
        }
      }
    },
  };
}

export type Connections = ReturnType<typeof createConnections>;
