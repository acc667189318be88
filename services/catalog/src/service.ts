import path from "node:path";
import { loadSessionKeys, type ServiceDefinition } from "@shopscript/kit";
import { PrismaClient } from "./generated/prisma/client";
import { createApp } from "./app";
import { CATALOG_PATTERNS, userDeletedHandler } from "./consumers/user-deleted";
import { createAnalytics } from "./domain/analytics";
import { createCatalog } from "./domain/catalog";

/** Composition root of the catalog: every saved description, owned by one user each. */
export const catalogService: ServiceDefinition<PrismaClient> = {
  name: "catalog",
  defaultPort: 3003,
  database: {
    migrationsDir: path.join(__dirname, "..", "prisma", "migrations"),
    createClient: (options) => new PrismaClient(options),
  },
  build: ({ env, db, relay, cache, clock, dataDir, log, readiness, isDraining, metrics }) => {
    const catalog = createCatalog({ db, relay });
    const analytics = createAnalytics({ db: db.client, clock });
    const { publicKey } = loadSessionKeys(env, dataDir);
    return {
      app: createApp({ catalog, analytics, cache, publicKey, clock, log, readiness, isDraining, metrics }),
      consumer: { patterns: CATALOG_PATTERNS, handler: userDeletedHandler(db, catalog, analytics) },
    };
  },
};
