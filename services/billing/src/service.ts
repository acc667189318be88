import path from "node:path";
import type { ServiceDefinition } from "@shopscript/kit";
import { PrismaClient } from "./generated/prisma/client";
import { createApp } from "./app";

/** Composition root of the billing service: its database, its app and (when it has any) its consumers. */
export const billingService: ServiceDefinition<PrismaClient> = {
  name: "billing",
  defaultPort: 3004,
  database: {
    migrationsDir: path.join(__dirname, "..", "prisma", "migrations"),
    createClient: (options) => new PrismaClient(options),
  },
  build: ({ db, log, readiness, isDraining }) => ({ app: createApp({ db, log, readiness, isDraining }) }),
};
