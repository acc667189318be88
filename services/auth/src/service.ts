import path from "node:path";
import { loadSessionKeys, SessionStore, type ServiceDefinition } from "@shopscript/kit";
import { PrismaClient } from "./generated/prisma/client";
import { createApp } from "./app";
import { loadAuthConfig } from "./config";
import { PASSWORD_RESET_PATTERNS, passwordResetAsked } from "./consumers/password-reset-asked";
import { SUBSCRIPTION_PATTERNS, subscriptionMirror } from "./consumers/subscription-mirror";
import { createAccounts } from "./domain/accounts";
import { createApiKeys } from "./domain/api-keys";
import { markApiKeyRevoked } from "@shopscript/kit";
import { createSessionIssuer } from "./domain/sessions";

/** Composition root of the auth service: users, sessions and the tokens behind emailed links. */
export const authService: ServiceDefinition<PrismaClient> = {
  name: "auth",
  defaultPort: 3001,
  database: {
    migrationsDir: path.join(__dirname, "..", "prisma", "migrations"),
    createClient: (options) => new PrismaClient(options),
  },
  build: ({ env, db, relay, cache, clock, dataDir, log, readiness, isDraining, metrics }) => {
    const config = loadAuthConfig(env);
    const keys = loadSessionKeys(env, dataDir);
    if (!keys.privateKey) throw new Error("the auth service signs sessions: set SESSION_PRIVATE_KEY with SESSION_PUBLIC_KEY");
    const sessionStore = new SessionStore(cache);
    const sessions = createSessionIssuer({
      privateKey: keys.privateKey,
      ttlSeconds: config.SESSION_TTL_DAYS * 24 * 3600,
      clock,
      store: sessionStore,
    });
    const limits = { signupsPerHour: config.SIGNUPS_PER_ADDRESS_PER_HOUR, resetRequestsPerHour: config.RESET_REQUESTS_PER_ADDRESS_PER_HOUR };
    const accounts = createAccounts({ limits, db, relay, cache, sessions, sessionStore, clock, log });
    // A revoked key is marked in the shared cache, so every gateway refuses it on its next request.
    const apiKeys = createApiKeys({
      db: db.client,
      privateKey: keys.privateKey,
      clock,
      onRevoked: (keyHash) => markApiKeyRevoked(cache, keyHash),
    });
    const mirrorSubscription = subscriptionMirror(db);
    const sendResetLink = passwordResetAsked(accounts);
    return {
      app: createApp({ accounts, apiKeys, config, prisma: db.client, publicKey: keys.publicKey, clock, log, readiness, isDraining, metrics }),
      consumer: {
        patterns: [...SUBSCRIPTION_PATTERNS, ...PASSWORD_RESET_PATTERNS],
        handler: async (event, context) => {
          await mirrorSubscription(event, context);
          await sendResetLink(event, context);
        },
      },
    };
  },
};
