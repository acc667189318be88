import path from "node:path";
import { defineConfig } from "prisma/config";

// Prisma 7's migrate/db commands otherwise download a native schema engine, which this network does
// not reach; the shim runs the WASM engine from npm instead. `??=` keeps a machine's own engine if set.
process.env.PRISMA_SCHEMA_ENGINE_BINARY ??= path.resolve(__dirname, "..", "tools", "prisma-offline", "schema-engine-shim.mjs");

/**
 * The Prisma CLI config every stateful service uses. The CLI is only for authoring migrations
 * (`npm run db:migration -w services/<name> -- <name>`) and `prisma generate`; at run time the kit
 * applies the committed SQL itself (packages/kit/src/db/migrator.ts).
 */
export function servicePrismaConfig(service: string) {
  const base = process.env.MIGRATION_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432";
  return defineConfig({
    schema: "prisma/schema.prisma",
    migrations: { path: "prisma/migrations" },
    datasource: {
      url: `${base}/shopscript_${service}_authoring`,
      shadowDatabaseUrl: `${base}/shopscript_${service}_shadow`,
    },
  });
}
