import fs from "node:fs";
import { z } from "zod";
import { envFields, loadConfig } from "@shopscript/kit";

const DEFAULT_CHROMIUM = "/usr/bin/chromium";

export const generatorEnvSchema = z.object({
  /** Billing decides who may generate (canGenerate). */
  BILLING_URL: envFields.url().default("http://127.0.0.1:3004"),
  /** Chromium for pages that need JavaScript; unset and absent means HTTP reading only. */
  CHROMIUM_PATH: z.string().optional(),
  /** How long the anonymous demo's one generation is remembered per client address. */
  DEMO_WINDOW_HOURS: z.coerce.number().int().min(1).max(24 * 365).default(24),
  /** Generations per signed-in seller, and per client address (an IPv6 /64), per minute. */
  GENERATIONS_PER_USER_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  GENERATIONS_PER_ADDRESS_PER_MINUTE: z.coerce.number().int().min(1).default(40),
  /** Worker threads for the built-in writer and the checker, and how long one generation may use one. */
  GENERATION_THREADS: z.coerce.number().int().min(1).max(16).default(2),
  GENERATION_TIME_LIMIT_MS: z.coerce.number().int().min(100).default(5_000),
  /**
   * Batch rows (generator.jobs) whose listing one instance writes at once, each on one of its threads; default
   * one. Interactive requests may use every thread meanwhile.
   */
  GENERATION_JOBS_THREADS: z.coerce.number().int().min(1).max(16).default(1),
  /** Batch rows (generator.jobs) one instance takes from the work queue at once; default eight per thread. */
  GENERATION_JOBS_PREFETCH: z.coerce.number().int().min(1).max(100).optional(),
});
export type GeneratorConfig = z.infer<typeof generatorEnvSchema> & { chromiumPath?: string };

export function loadGeneratorConfig(env: NodeJS.ProcessEnv): GeneratorConfig {
  const config = loadConfig(generatorEnvSchema, env);
  const chromiumPath = config.CHROMIUM_PATH ?? (fs.existsSync(DEFAULT_CHROMIUM) ? DEFAULT_CHROMIUM : undefined);
  return { ...config, chromiumPath };
}
