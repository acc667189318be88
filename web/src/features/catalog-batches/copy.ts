// What the catalog-mode screens say, in one place for whoever edits the wording.
export const BATCH_COPY = {
  listTitle: "Catalog upload",
  listIntro:
    "Upload a Shopify or WooCommerce product export, or any CSV of your products. We write a listing for every product, you review them, and you download a file ready to re-import.",
  fileLabel: "Product file (CSV)",
  platformLabel: "Marketplace",
  toneLabel: "Writing style",
  uploadButton: "Upload and preview",
  mappingTitle: "Which column is which?",
  mappingIntro:
    "We could not tell which column holds the product name. Choose the columns, then preview again.",
  nameColumn: "Product name column",
  keywordsColumn: "Features or keywords column",
  previewTitle: "Preview",
  startButton: "Start writing",
  pastJobs: "Your jobs",
  noJobs: "No jobs yet.",
  skippedTitle: "Rows we will skip",
  estimate: (products: number, seconds: number, requests: number, tokens: number) =>
    `${products} products: about ${seconds} s with the built-in writer; with a model, ${requests} requests and about ${tokens.toLocaleString("en-US")} tokens.`,
  progressTitle: "Progress",
  reviewTitle: "Review",
  approvePassing: "Approve all that pass the checks",
  subscribeLink: "Subscribe",
  rowFilterLabel: "Show",
  rowFilters: { all: "All rows", done: "Written", failed: "Failed" },
  rowsShown: (shown: number, total: number) => `Showing ${shown} of ${total} rows`,
  loadMore: "Load more",
  loadingMore: "Loading…",
  downloadTitle: "Download",
  downloads: {
    original: "Same format as uploaded",
    "generic-csv": "Every field (CSV)",
    json: "Every field (JSON)",
    amazon: "Amazon flat file",
  },
  approvedToast: (n: number) => `${n} approved and saved to your descriptions.`,
} as const;
