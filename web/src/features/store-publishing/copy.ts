// Wording of the store pages (Connections, the job page's publish panel and history), kept apart so it can be edited.
import type { PublishProductStatus, StorePlatform } from "@shopscript/contracts";

export const PLATFORM_NAMES: Record<StorePlatform, string> = { shopify: "Shopify", woocommerce: "WooCommerce" };

export const STORE_COPY = {
  title: "Store connections",
  intro:
    "Connect your store, pull its products into a catalog job, review what ShopScript writes, and publish the approved listings straight back. Every value a publish overwrites is kept, so you can restore it in one click.",
  upgrade:
    "Connecting and publishing to your store are part of the Pro plan. Upgrade to Pro to connect a store. Restoring what you published stays open on every plan.",
  connectTitle: "Connect a Shopify store",
  shopLabel: "Shop address",
  shopPlaceholder: "my-store.myshopify.com",
  shopHint: "Your store's myshopify.com address. Shopify asks you to approve ShopScript (read and write products).",
  connect: "Connect",
  connecting: "Opening Shopify…",
  listTitle: "Your stores",
  none: "No store connected yet.",
  pull: "Pull products",
  pulling: "Pulling…",
  pullHint:
    "Pull makes a catalog job of every product and starts writing in the brand voice chosen here; you review and approve on the job page, and publishing sends the approved copy as it is.",
  disconnect: "Disconnect",
  disconnectConfirm:
    "Disconnect this store? ShopScript forgets its access at once. Your publish history and its restores stay; to restore, connect the store again.",
  connected: "Store connected",
  connectRefused: (platform: string, code: string) =>
    `${platform}'s answer could not be accepted (${code}). Nothing was stored. Please connect again.`,

  wooTitle: "Connect a WooCommerce store",
  storeUrlLabel: "Store address",
  storeUrlPlaceholder: "https://my-store.com",
  wooHint: "Your store's web address. Your store asks you to approve ShopScript (read and write products).",
  wooConnecting: "Opening your store…",
  wooDeclined: "Your store did not approve ShopScript, so nothing was connected. Connect again to try once more.",
  keysTitle: "Or paste API keys",
  keysHint: "In WordPress, go to WooCommerce → Settings → Advanced → REST API → Add key, with Read/Write permission.",
  consumerKeyLabel: "Consumer key",
  consumerKeyPlaceholder: "ck_…",
  consumerSecretLabel: "Consumer secret",
  consumerSecretPlaceholder: "cs_…",
  keysConnect: "Connect with keys",
  keysConnecting: "Checking the keys…",
  keysRefused: "Store not connected",
  statuses: { connected: "Connected", disconnected: "Disconnected", revoked: "Access revoked: connect again" },

  publishTitle: "Publish to your store",
  publishIntro: (shop: string) =>
    `This job was pulled from ${shop}. Publishing writes the approved listings only (description, SEO title and description, and the title where you edited it). A product changed in the store since the pull is skipped, never overwritten.`,
  publishButton: (approved: number) => `Publish approved (${approved})`,
  publishing: "Publishing…",
  noneApproved: "Approve listings below first: only approved ones are published.",
  publishUpgrade: "Publishing is part of the Pro plan. You can still restore anything published before.",
  storeDisconnected: "This store is not connected now: connect it again on the Connections page to publish or restore.",
  runProgress: (done: number, total: number) => `${done} of ${total} products`,
  historyTitle: "Publish history",
  restoreProduct: "Restore",
  restoreRun: "Restore this run",
  restoreRunConfirm: "Put every product of this run back as it was in the store before it was published?",
  restored: (n: number) => `${n} ${n === 1 ? "product" : "products"} restored in the store.`,
  conflictTitle: "Changed in the store since it was published",
  conflictBody:
    "These products were edited in the store after ShopScript published them. Restoring puts the values from before the publish back, overwriting those newer edits:",
  conflictConfirm: "Restore anyway",
  cancel: "Cancel",
  runStatuses: { running: "Running", done: "Done", stopped: "Stopped" },
} as const;

export const PRODUCT_STATUS_LABELS: Record<PublishProductStatus, string> = {
  pending: "Waiting",
  published: "Published",
  skipped: "Skipped",
  failed: "Failed",
  restored: "Restored",
};

/** Store field names as the seller knows them. */
export const FIELD_LABELS: Record<string, string> = {
  descriptionHtml: "description",
  "seo.title": "SEO title",
  "seo.description": "SEO description",
  title: "title",
};
