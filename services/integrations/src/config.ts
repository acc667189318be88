import { z } from "zod";
import { DEFAULT_GATEWAY_PORT, defaultPublicUrl, envFields, loadConfig } from "@shopscript/kit";

const LOOPBACK_HOSTS = new Set(["127.0.0.1", "localhost", "[::1]"]);

export const integrationsEnvSchema = z
  .object({
    /**
     * The keys that seal store credentials at rest: `id:base64` pairs (32 random bytes each), comma-separated,
     * the first sealing new tokens, every one opening old ones (rotation: put the new key first, restart; the
     * service re-wraps tokens sealed under an older key, then the old key can go). Unset: a key generated once
     * into DATA_DIR (standalone).
     */
    INTEGRATIONS_TOKEN_KEYS: z.string().min(1).optional(),
    /** The Shopify app's client id and secret (Partner dashboard). Unset: Shopify cannot be connected. */
    SHOPIFY_CLIENT_ID: z.string().min(1).optional(),
    SHOPIFY_CLIENT_SECRET: z.string().min(1).optional(),
    /** The Admin API version every call names (a supported one: Shopify keeps each for a year). */
    SHOPIFY_API_VERSION: z
      .string()
      .regex(/^(\d{4}-(01|04|07|10)|unstable)$/, { error: "must be a Shopify API version such as 2026-10" })
      .default("2026-10"),
    /**
     * Tests only: a local Shopify wire-format server that answers for every *.myshopify.com shop (OAuth and
     * Admin API). Loopback addresses only, so no configuration can turn it into a way to reach another host.
     */
    SHOPIFY_TEST_ORIGIN: envFields
      .url()
      .refine((value) => LOOPBACK_HOSTS.has(new URL(value).hostname), { error: "must be a loopback address (tests only)" })
      .optional(),
    /**
     * Tests only: a local WooCommerce wire-format server that answers for every store (REST API and the
     * /wc-auth/v1/authorize flow). Loopback addresses only, like SHOPIFY_TEST_ORIGIN.
     */
    WOOCOMMERCE_TEST_ORIGIN: envFields
      .url()
      .refine((value) => LOOPBACK_HOSTS.has(new URL(value).hostname), { error: "must be a loopback address (tests only)" })
      .optional(),
    /** A Shopify publish run of more products than this goes through bulk mutation operations instead of one productUpdate each. */
    SHOPIFY_BULK_THRESHOLD: z.coerce.number().int().min(1).default(250),
    /** The most products one Shopify bulk operation carries (a bigger run is several, one after another). */
    SHOPIFY_BULK_BATCH: z.coerce.number().int().min(1).max(100_000).default(5000),
    /** How often a running bulk operation's status is read. */
    SHOPIFY_BULK_POLL_MS: z.coerce.number().int().min(50).default(2000),
    /** Where sellers reach ShopScript: the OAuth redirect and the way back to the Connections page lie under it. */
    PUBLIC_URL: envFields.url().default(defaultPublicUrl(DEFAULT_GATEWAY_PORT)),
    /** The catalog's internal address: a pull becomes a job there, and a publish reads its approved rows. */
    CATALOG_URL: envFields.url().default("http://127.0.0.1:3003"),
    /** The most products one pull takes (the catalog's own row limit applies too). */
    PULL_MAX_PRODUCTS: z.coerce.number().int().positive().default(5000),
    /** Billing's internal address: the Pro-plan gate asks it. */
    BILLING_URL: envFields.url().default("http://127.0.0.1:3004"),
    /**
     * How long a replica's claim on a publish run holds without renewal. The replica working a run renews it
     * every third of this; another replica takes the run over once it lapses (the first one stopped or died),
     * so this is also how long a dead replica's run waits before it goes on.
     */
    PUBLISH_LEASE_MS: z.coerce.number().int().min(300).max(3_600_000).default(60_000),
    /** How long a Shopify authorization may take between our redirect and its callback. */
    OAUTH_STATE_MINUTES: z.coerce.number().int().positive().max(60).default(10),
  })
  .superRefine((env, ctx) => {
    if (Boolean(env.SHOPIFY_CLIENT_ID) === Boolean(env.SHOPIFY_CLIENT_SECRET)) return;
    const missing = env.SHOPIFY_CLIENT_ID ? "SHOPIFY_CLIENT_SECRET" : "SHOPIFY_CLIENT_ID";
    ctx.addIssue({ code: "custom", path: [missing], message: "is required with the other (the Shopify app's client id and secret)" });
  });

export type IntegrationsEnv = z.infer<typeof integrationsEnvSchema>;

export interface ShopifyAppSettings {
  clientId: string;
  clientSecret: string;
  apiVersion: string;
  /** Tests only: where every shop's endpoints are served. */
  testOrigin?: string;
  /** Bulk operations (SHOPIFY_BULK_*); unset: the defaults. */
  bulk?: { threshold: number; batchSize: number; pollMs: number };
}

export interface IntegrationsConfig {
  publicUrl: string;
  billingUrl: string;
  catalogUrl: string;
  pullMaxProducts: number;
  tokenKeys?: string;
  oauthStateMinutes: number;
  publishLeaseMs: number;
  /** Tests only: where every WooCommerce store's endpoints are served. */
  wooTestOrigin?: string;
  /** Null: no Shopify app configured (connecting answers 503). */
  shopify: ShopifyAppSettings | null;
}

export function loadIntegrationsConfig(env: NodeJS.ProcessEnv): IntegrationsConfig {
  const parsed = loadConfig(integrationsEnvSchema, env);
  return {
    publicUrl: parsed.PUBLIC_URL.replace(/\/+$/, ""),
    billingUrl: parsed.BILLING_URL.replace(/\/+$/, ""),
    catalogUrl: parsed.CATALOG_URL.replace(/\/+$/, ""),
    pullMaxProducts: parsed.PULL_MAX_PRODUCTS,
    tokenKeys: parsed.INTEGRATIONS_TOKEN_KEYS,
    oauthStateMinutes: parsed.OAUTH_STATE_MINUTES,
    publishLeaseMs: parsed.PUBLISH_LEASE_MS,
    wooTestOrigin: parsed.WOOCOMMERCE_TEST_ORIGIN?.replace(/\/+$/, ""),
    shopify:
      parsed.SHOPIFY_CLIENT_ID && parsed.SHOPIFY_CLIENT_SECRET
        ? {
            clientId: parsed.SHOPIFY_CLIENT_ID,
            clientSecret: parsed.SHOPIFY_CLIENT_SECRET,
            apiVersion: parsed.SHOPIFY_API_VERSION,
            testOrigin: parsed.SHOPIFY_TEST_ORIGIN?.replace(/\/+$/, ""),
            bulk: { threshold: parsed.SHOPIFY_BULK_THRESHOLD, batchSize: parsed.SHOPIFY_BULK_BATCH, pollMs: parsed.SHOPIFY_BULK_POLL_MS },
          }
        : null,
  };
}
