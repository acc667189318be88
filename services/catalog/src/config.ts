import { z } from "zod";
import { envFields, loadConfig } from "@shopscript/kit";

/** The catalog's own settings beside catalog mode's limits (batches/batch-config.ts). */
export const catalogEnvSchema = z.object({
  /** Billing decides who may generate: starting or resuming a batch job asks it, as the generator does per listing. */
  BILLING_URL: envFields.url().default("http://127.0.0.1:3004"),
  /** The generator owns the checker: a listing the seller edits on the dashboard is checked there. */
  GENERATOR_URL: envFields.url().default("http://127.0.0.1:3002"),
});
export type CatalogConfig = z.infer<typeof catalogEnvSchema>;

export const loadCatalogConfig = (env: NodeJS.ProcessEnv): CatalogConfig => loadConfig(catalogEnvSchema, env);
