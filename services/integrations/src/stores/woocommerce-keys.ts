import type { WooKeys } from "./woocommerce-store";

/** The sealed form of a WooCommerce credential: both keys in one token-vault envelope. */
export const sealableWooKeys = (keys: WooKeys) => JSON.stringify({ ck: keys.consumerKey, cs: keys.consumerSecret });

export function openWooKeys(opened: string): WooKeys {
  const parsed = JSON.parse(opened) as { ck?: unknown; cs?: unknown };
  if (typeof parsed.ck !== "string" || typeof parsed.cs !== "string") throw new Error("a sealed WooCommerce credential is not a key pair");
  return { consumerKey: parsed.ck, consumerSecret: parsed.cs };
}
