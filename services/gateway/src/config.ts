import path from "node:path";
import { z } from "zod";
import { defaultPublicUrl, envFields, loadConfig } from "@shopscript/kit";

export const gatewayEnvSchema = z.object({
  AUTH_URL: envFields.url().default("http://127.0.0.1:3001"),
  GENERATOR_URL: envFields.url().default("http://127.0.0.1:3002"),
  CATALOG_URL: envFields.url().default("http://127.0.0.1:3003"),
  BILLING_URL: envFields.url().default("http://127.0.0.1:3004"),
  INTEGRATIONS_URL: envFields.url().default("http://127.0.0.1:3006"),
  WEB_DIST_DIR: z.string().default(path.resolve(__dirname, "..", "..", "..", "web", "dist")),
  /**
   * The address sellers use; requests whose Origin is this (or the Host they came to) pass the CSRF check.
   * Unset: http://localhost on the gateway's own PORT (see loadGatewayConfig).
   */
  PUBLIC_URL: envFields.url(),
  /** API requests per client address per minute, across all routes. */
  API_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(600),
  /**
   * How long the gateway reuses a key's verification by auth. Revocation is honoured on the next call
   * regardless (auth marks revoked keys in the shared cache); a plan change or a deleted account within this.
   */
  API_KEY_CACHE_SECONDS: z.coerce.number().int().min(0).max(60).default(5),
  /** Public API calls per key per minute (RateLimit headers tell the client where it stands). */
  API_KEY_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(120),
  /** How long an upstream may take to answer before the client gets a 504. Generation streams run long. */
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().positive().default(60_000),
  /**
   * When a service answers before the client has sent the whole body (an upload over the limit), the gateway
   * reads and drops up to this much of the rest, keeping the connection; past it, it closes the connection
   * (see refused-body.ts). Either way the client is never left waiting.
   */
  REFUSED_BODY_DRAIN_BYTES: z.coerce.number().int().min(0).default(1024 * 1024),
  /** How long the gateway keeps reading such a rest before it drops the connection. */
  REFUSED_BODY_DRAIN_MS: z.coerce.number().int().positive().default(10_000),
  /**
   * Express "trust proxy": which hops in front of the gateway may set X-Forwarded-For ("false" when the
   * gateway is the edge, as in standalone mode; a hop count, "true", or addresses/subnets behind an ingress).
   * Trusting a hop that is not a proxy would let any client choose its own address and dodge IP limits.
   */
  TRUST_PROXY: z
    .string()
    .default("false")
    .transform((value): boolean | number | string =>
      value === "false" ? false : value === "true" ? true : /^\d+$/.test(value) ? Number(value) : value,
    ),
});
export type GatewayConfig = z.infer<typeof gatewayEnvSchema>;

export const loadGatewayConfig = (env: NodeJS.ProcessEnv) =>
  loadConfig(gatewayEnvSchema, { ...env, PUBLIC_URL: env.PUBLIC_URL || defaultPublicUrl(env.PORT) });
