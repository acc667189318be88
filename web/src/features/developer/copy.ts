// Wording of the developer pages (API keys, Analytics, API reference), kept apart so it can be edited.
import type { ApiKeyScope } from "@shopscript/contracts";

export const SCOPE_LABELS: Record<ApiKeyScope, { label: string; hint: string }> = {
  generate: { label: "Generate", hint: "Write listings (POST /api/v1/generate)" },
  "descriptions:read": { label: "Read descriptions", hint: "List, read and export saved descriptions" },
  "descriptions:write": { label: "Write descriptions", hint: "Save and delete descriptions" },
  batches: { label: "Catalog batches", hint: "Upload store exports, start jobs and download the results" },
  stores: { label: "Stores", hint: "List connected stores, pull their products, publish approved listings and restore" },
};

export const COPY = {
  keysTitle: "API keys",
  keysIntro:
    "Use a key to call the ShopScript API from your store, your PIM or a spreadsheet script. Each key has a name and the scopes it may use; revoke it the moment you stop needing it.",
  keysUpgrade: "API access is part of the Pro plan. Upgrade to Pro to create API keys.",
  createKey: "Create key",
  keyName: "Key name",
  keyNamePlaceholder: "e.g. Shopify sync",
  scopes: "Scopes",
  shownOnce: "Copy this key now. For your security it is shown only once; we keep only a fingerprint of it.",
  noKeys: "No API keys yet.",
  revoke: "Revoke",
  revokeConfirm: "Revoke this key? Calls made with it will be refused within seconds. This cannot be undone.",
  analyticsTitle: "Analytics",
  analyticsIntro: "What you generated and saved over the last 30 days, and how your API keys were used.",
  analyticsUpgrade: "Advanced analytics are part of the Pro plan.",
  docsTitle: "API reference",
};
