import type { ShopifyConnectResponse, StoreConnectionView, WooConnectResponse } from "@shopscript/contracts";
import { AppError, transactionWithEvents, type Clock, type Database, type Logger, type OutboxRelay } from "@shopscript/kit";
import type { ConnectionsRepository } from "../data/connections-repository";
import { toView } from "../data/connections-repository";
import type { PrismaClient } from "../generated/prisma/client";
import type { ShopifyApp } from "../stores/shopify-app";
import { createWooFetch, type WooFetchOptions } from "../stores/store-fetch";
import { StoreCallFailed } from "../stores/store-products";
import { sealableWooKeys } from "../stores/woocommerce-keys";
import { checkWooKeys, type WooKeys } from "../stores/woocommerce-store";
import { normalizeStoreUrl } from "./store-url";
import { normalizeShopDomain } from "./shop-domain";
import { authorizeUrl, grantsEnough, hashState, newOAuthState, verifyShopifyQuery } from "./shopify-oauth";
import type { TokenVault } from "./token-vault";

export interface ConnectionsDeps {
  db: Database<PrismaClient>;
  relay?: Pick<OutboxRelay, "wake">;
  repo: ConnectionsRepository;
  vault: TokenVault;
  shopify: ShopifyApp | null;
  /** How WooCommerce stores are reached (tests: the local server). */
  woo: WooFetchOptions;
  clock: Clock;
  log: Logger;
  publicUrl: string;
  oauthStateMinutes: number;
}

/** What the credential is sealed to: the connection and its owner (a copy onto another row does not open). */
export const tokenContext = (row: { id: string; userId: string }) => `${row.userId}/${row.id}`;

export const SHOPIFY_CALLBACK_PATH = "/api/integrations/shopify/callback";
export const WOO_CALLBACK_PATH = "/api/integrations/woocommerce/callback";

/** What WooCommerce's /wc-auth/v1/authorize flow POSTs to the callback_url once the store owner approved. */
export interface WooAuthorizedKeys {
  user_id: string;
  consumer_key: string;
  consumer_secret: string;
  key_permissions: string;
}

/** The story of a store connection: ask Shopify, come back signed, keep the token sealed; or let go of it. */
export function createConnections(deps: ConnectionsDeps) {
  const requireShopify = () => {
    if (!deps.shopify) throw AppError.unavailable("Connecting a Shopify store is not set up on this ShopScript (no Shopify app configured).");
    return deps.shopify;
  };

  const storeUrlOrRefuse = (typed: string) => {
    const checked = normalizeStoreUrl(typed);
    if ("error" in checked) throw AppError.validation({ storeUrl: checked.error });
    return checked.url;
  };

  async function saveWoo(userId: string, storeUrl: string, keys: WooKeys, scopes: string): Promise<StoreConnectionView> {
    const row = await transactionWithEvents(deps.db, deps.relay, `connect-${userId}`, async (tx, emit) => {
      const id = await deps.repo.idFor(tx, { userId, platform: "woocommerce", shop: storeUrl });
      const sealed = deps.vault.seal(sealableWooKeys(keys), tokenContext({ id, userId }));
      await deps.repo.markConnected(tx, id, { scopes, sealedToken: sealed, tokenKeyId: deps.vault.currentKeyId, at: deps.clock.now() });
      await emit("store.connected", { userId, connectionId: id, platform: "woocommerce", shop: storeUrl });
      return (await deps.repo.findFor(userId, id, tx))!;
    });
    deps.log.info({ connectionId: row.id, shop: storeUrl }, "WooCommerce store connected");
    return toView(row);
  }

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

    /**
     * WooCommerce, step 1: a state for this seller and store, and the store's own page where its owner
     * approves a Read/Write API key for ShopScript. The state travels as WooCommerce's `user_id`, which the
     * store hands back with the keys.
     */
    async beginWoo(userId: string, typedUrl: string): Promise<WooConnectResponse> {
      const storeUrl = storeUrlOrRefuse(typedUrl);
      const { state, stateHash } = newOAuthState();
      const expiresAt = new Date(deps.clock.now().getTime() + deps.oauthStateMinutes * 60_000);
      await deps.repo.saveState({ stateHash, userId, shop: storeUrl, expiresAt });
      const query = new URLSearchParams({
        app_name: "ShopScript",
        scope: "read_write",
        user_id: state,
        return_url: `${deps.publicUrl}/connections?platform=woocommerce`,
        callback_url: `${deps.publicUrl}${WOO_CALLBACK_PATH}`,
      });
      return { authorizeUrl: `${storeUrl}/wc-auth/v1/authorize?${query}` };
    },

    /**
     * WooCommerce, step 2: the store POSTs the new keys to our callback (server to server, no session). The
     * state it carries back must be one ShopScript handed out for a WooCommerce store, unexpired and unused;
     * it is spent before anything else, so a replay is refused. The keys are sealed before they are stored.
     */
    async completeWoo(body: WooAuthorizedKeys): Promise<StoreConnectionView> {
      const now = deps.clock.now();
      const taken = await deps.db.client.$transaction((tx) => deps.repo.takeAnyState(tx, hashState(body.user_id), now));
      // A Shopify state names a myshopify.com domain, never an https address: it cannot complete a WooCommerce connection.
      if (!taken || !taken.shop.startsWith("https://")) {
        throw new AppError(400, "OAUTH_STATE_INVALID", "This WooCommerce approval does not match one ShopScript started (or it expired). Please connect again.");
      }
      if (body.key_permissions !== "read_write") {
        throw new AppError(400, "OAUTH_SCOPE_MISSING", "The store granted ShopScript a key that cannot write products. Please connect again and approve Read/Write access.");
      }
      return saveWoo(taken.userId, taken.shop, { consumerKey: body.consumer_key, consumerSecret: body.consumer_secret }, body.key_permissions);
    },

    /** WooCommerce with keys the seller pasted: checked against the store (one product listed) before they are kept. */
    async connectWooKeys(userId: string, typedUrl: string, keys: WooKeys): Promise<StoreConnectionView> {
      const storeUrl = storeUrlOrRefuse(typedUrl);
      let verdict: Awaited<ReturnType<typeof checkWooKeys>>;
      try {
        verdict = await checkWooKeys(storeUrl, keys, createWooFetch(storeUrl, deps.woo));
      } catch (err) {
        if (!(err instanceof StoreCallFailed)) throw err;
        throw new AppError(400, "STORE_UNREACHABLE", `ShopScript could not reach a WooCommerce store at ${storeUrl}: ${err.message}`, { fields: { storeUrl: "not reachable" } });
      }
      if (verdict === "missing") throw AppError.validation({ storeUrl: "No WooCommerce REST API answers at this address: check the store's address" });
      if (verdict === "refused") throw AppError.validation({ consumerKey: "The store refused these keys: check them, and that they have Read/Write permission" });
      return saveWoo(userId, storeUrl, keys, "");
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
