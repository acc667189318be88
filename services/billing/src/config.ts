import { z } from "zod";
import { DEFAULT_GATEWAY_PORT, defaultPublicUrl, envFields, loadConfig } from "@shopscript/kit";
import type { PaidPlanId } from "@shopscript/contracts";

/** Stripe needs all four: a key to call it, a secret to trust its webhooks, and a price per paid plan. */
export const STRIPE_VARIABLES = [
  "STRIPE_SECRET_KEY",
  "STRIPE_WEBHOOK_SECRET",
  "STRIPE_PRICE_STARTER",
  "STRIPE_PRICE_PRO",
] as const;

export const billingEnvSchema = z
  .object({
    /** Secret (sk_…) or restricted (rk_…) API key. Unset: the sandbox provider (no real payments). */
    STRIPE_SECRET_KEY: z
      .string()
      .regex(/^(sk|rk)_(test|live)_\w+$/, { error: "must be a Stripe secret key (sk_test_…, sk_live_…)" })
      .optional(),
    /** The signing secret of the webhook endpoint (whsec_…) that points at /api/billing/webhook. */
    STRIPE_WEBHOOK_SECRET: z
      .string()
      .regex(/^whsec_\w+$/, { error: "must be a webhook signing secret (whsec_…)" })
      .optional(),
    /** Recurring price ids for the paid plans of packages/contracts plans.ts. */
    STRIPE_PRICE_STARTER: z
      .string()
      .regex(/^price_\w+$/, { error: "must be a Stripe price id (price_…)" })
      .optional(),
    STRIPE_PRICE_PRO: z
      .string()
      .regex(/^price_\w+$/, { error: "must be a Stripe price id (price_…)" })
      .optional(),
    /** Tests only: where a Stripe-compatible server listens, e.g. http://127.0.0.1:12111. */
    STRIPE_API_BASE: envFields.url().optional(),
    /** The address sellers use: Checkout's success and cancel pages and the portal's way back lie under it. */
    PUBLIC_URL: envFields.url().default(defaultPublicUrl(DEFAULT_GATEWAY_PORT)),
  })
  .superRefine((env, ctx) => {
    const set = STRIPE_VARIABLES.filter((name) => env[name] !== undefined);
    if (set.length === 0 || set.length === STRIPE_VARIABLES.length) return;
    for (const name of STRIPE_VARIABLES) {
      if (env[name] !== undefined) continue;
      ctx.addIssue({
        code: "custom",
        path: [name],
        message: `is required with ${set.join(", ")} (Stripe needs all of ${STRIPE_VARIABLES.join(", ")}; set none for the sandbox)`,
      });
    }
  });

export type BillingEnv = z.infer<typeof billingEnvSchema>;

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  prices: Record<PaidPlanId, string>;
  /** Where the API is, when not api.stripe.com (tests). */
  apiBase?: URL;
}

export interface BillingConfig {
  publicUrl: string;
  /** Null: the sandbox provider. */
  stripe: StripeSettings | null;
}

export function loadBillingConfig(env: NodeJS.ProcessEnv): BillingConfig {
  const parsed = loadConfig(billingEnvSchema, env);
  const publicUrl = parsed.PUBLIC_URL.replace(/\/+$/, "");
  if (!parsed.STRIPE_SECRET_KEY) return { publicUrl, stripe: null };
  return {
    publicUrl,
    stripe: {
      secretKey: parsed.STRIPE_SECRET_KEY,
      webhookSecret: parsed.STRIPE_WEBHOOK_SECRET!,
      prices: { starter: parsed.STRIPE_PRICE_STARTER!, pro: parsed.STRIPE_PRICE_PRO! },
      apiBase: parsed.STRIPE_API_BASE ? new URL(parsed.STRIPE_API_BASE) : undefined,
    },
  };
}
