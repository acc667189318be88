import { randomUUID } from "node:crypto";
import os from "node:os";
import path from "node:path";
import {
  billingEntitlements,
  dropCachedEntitlement,
  loadSessionKeys,
  trialFromSession,
  type ServiceDefinition,
} from "@shopscript/kit";
import { PrismaClient } from "./generated/prisma/client";
import { createApp } from "./app";
import { loadIntegrationsConfig } from "./config";
import { INTEGRATIONS_PATTERNS, integrationsEventsHandler } from "./consumers/user-deleted";
import { createConnectionsRepository } from "./data/connections-repository";
import { createConnections } from "./domain/connections";
import { createTokenVault, loadTokenKeys } from "./domain/token-vault";
import { createShopifyApp } from "./stores/shopify-app";
import { catalogClient } from "./clients/catalog-client";
import { createPublishApproved } from "./domain/publish-approved";
import { createPullProducts } from "./domain/pull-products";
import { createRestorePublished } from "./domain/restore-published";
import { createRunLease } from "./domain/run-lease";
import { createStoreAccess } from "./domain/store-access";

/**
 * Composition root of the integrations service (issue 30): the seller's store connections, their tokens
 * sealed at rest, and (being built) pulling products and publishing approved copy back.
 */
export const integrationsService: ServiceDefinition<PrismaClient> = {
  name: "integrations",
  defaultPort: 3006,
  database: {
    migrationsDir: path.join(__dirname, "..", "prisma", "migrations"),
    createClient: (options) => new PrismaClient(options),
  },
  build: ({ env, db, relay, cache, clock, dataDir, log, readiness, isDraining, metrics }) => {
    const config = loadIntegrationsConfig(env);
    const { publicKey } = loadSessionKeys(env, dataDir);
    const vault = createTokenVault(loadTokenKeys(config.tokenKeys, dataDir));
    const repo = createConnectionsRepository(db);
    const shopify = config.shopify ? createShopifyApp(config.shopify) : null;
    if (!shopify) log.info("Shopify: no app configured (SHOPIFY_CLIENT_ID/SHOPIFY_CLIENT_SECRET); connecting a shop answers 503");
    const connections = createConnections({
      db,
      relay,
      repo,
      vault,
      shopify,
      woo: { testOrigin: config.wooTestOrigin },
      clock,
      log,
      publicUrl: config.publicUrl,
      oauthStateMinutes: config.oauthStateMinutes,
    });
    // Key rotation's second half: tokens still sealed under an older key are re-wrapped under the current one.
    void connections
      .rewrapStaleTokens()
      .then((count) => count > 0 && log.info({ count, keyId: vault.currentKeyId }, "store tokens re-wrapped under the current key"))
      .catch((err: unknown) => log.error({ err: (err as Error).message }, "re-wrapping store tokens failed"));
    const access = createStoreAccess({ db, relay, repo, vault, shopify, woo: { testOrigin: config.wooTestOrigin }, clock });
    const catalog = catalogClient(config.catalogUrl);
    const pull = createPullProducts({ prisma: db.client, access, catalog, log, maxProducts: config.pullMaxProducts });
    // This replica's name on the runs it works: host and process, and a random part (a restarted process is another replica).
    const lease = createRunLease(db, `${os.hostname()}/${process.pid}/${randomUUID().slice(0, 8)}`, config.publishLeaseMs);
    const publish = createPublishApproved({ db, relay, access, catalog, clock, log, lease });
    const restore = createRestorePublished({ db, relay, access, clock });
    // Runs no replica holds (their replica stopped or died: its lease lapsed) go on where they were, here or in
    // another replica, whichever claims each first (the publish log says what is done).
    publish.watch();
    const plans = billingEntitlements({ billingUrl: config.billingUrl, cache, trial: trialFromSession(clock), log });
    return {
      app: createApp({
        connections,
        publishing: { pull, publish, restore },
        plans,
        cache,
        shopifyClientSecret: config.shopify?.clientSecret ?? null,
        publicUrl: config.publicUrl,
        publicKey,
        clock,
        log,
        readiness,
        isDraining,
        metrics,
      }),
      consumer: {
        patterns: INTEGRATIONS_PATTERNS,
        handler: integrationsEventsHandler({ db, repo, onSubscriptionChanged: dropCachedEntitlement(cache) }),
      },
      onStop: () => publish.settled(),
    };
  },
};
