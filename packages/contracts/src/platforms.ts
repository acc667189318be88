// Spec order (section 3). The order is what the generator form and the dashboard filter show,
// so it is part of the contract, not an accident of typing.
export const PLATFORMS = [
  "amazon",
  "shopify",
  "etsy",
  "ebay",
  "walmart",
  "aliexpress",
  "facebook",
  "woocommerce",
  "bigcommerce",
  "magento",
  "target",
  "generic",
] as const;

export type Platform = (typeof PLATFORMS)[number];

export const DEFAULT_PLATFORM: Platform = "amazon";

// Display names differ from the stored values for a few platforms (spec: facebook is shown as
// 'Facebook Marketplace', generic as 'General'), so the UI must never title-case the value itself.
export const PLATFORM_LABELS: Record<Platform, string> = {
  amazon: "Amazon",
  shopify: "Shopify",
  etsy: "Etsy",
  ebay: "eBay",
  walmart: "Walmart",
  aliexpress: "AliExpress",
  facebook: "Facebook Marketplace",
  woocommerce: "WooCommerce",
  bigcommerce: "BigCommerce",
  magento: "Magento",
  target: "Target",
  generic: "General",
};
