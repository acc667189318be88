// What the catalog-mode screens say, in one place for whoever edits the wording.
export const BATCH_COPY = {
  listTitle: "Catalog upload",
  listIntro:
    "Upload a Shopify or WooCommerce product export, an Etsy listings download, or any CSV of your products. We write a listing for every product, you review them, and you download a file ready to re-import.",
  fileLabel: "Product file (CSV)",
  fileHelp: (maxBytes: number, maxProducts: number) =>
    `A CSV file of up to ${Math.round(maxBytes / (1024 * 1024))} MB and ${maxProducts.toLocaleString("en-US")} products.`,
  uploadProgressLabel: "Upload progress",
  uploadReading: "Reading…",
  cancelUpload: "Cancel upload",
  uploadCanceled: "Upload canceled.",
  uploadFailed: "The file could not be uploaded. Please try again.",
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
  /** A preview's draft is kept until started, deleted, or BATCH_DRAFT_TTL_HOURS (3 days) pass. */
  discardButton: "Discard",
  draftKept: "A draft you do not start is deleted after a few days.",
  deleteJob: (filename: string) => `Delete ${filename}`,
  deleteConfirm: (filename: string) =>
    `Delete the job for ${filename}? Its rows and file are removed; listings you approved stay in your descriptions.`,
  deleted: (filename: string) => `Deleted ${filename}.`,
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
  reviewFilterLabel: "Review",
  reviewFilters: { any: "Any", unreviewed: "To review", approved: "Approved", rejected: "Rejected" },
  searchLabel: "Search by name or SKU",
  rowsShown: (shown: number, total: number) => `Showing ${shown} of ${total} rows`,
  rowsFound: (shown: number, more: boolean) => `Showing ${shown}${more ? "+" : ""} matching rows`,
  selectRow: (name: string) => `Select ${name}`,
  selectAll: "Select all shown",
  selectedCount: (n: number) => `${n} selected`,
  approveSelected: "Approve selected",
  rejectSelected: "Reject selected",
  regenerateSelected: "Regenerate selected",
  keyboardHint: "Keyboard: Tab to a product, then j / k for the next or previous one, a to approve, r to reject.",
  before: "Before",
  after: "After",
  noOldDescription: "No description in the file.",
  detailsCut: (maxCharacters: number) =>
    `Details cut: this description is longer than ${maxCharacters.toLocaleString("en-US")} characters, so the writer read it only up to there. Check that nothing important from the rest is missing.`,
  editFields: "Edit every field",
  onePerLine: "(one per line)",
  saveFields: "Save changes",
  checksPass: "All checks pass",
  checksToFix: (n: number) => `${n} ${n === 1 ? "check" : "checks"} to fix`,
  loadMore: "Load more",
  loadingMore: "Loading…",
  downloadTitle: "Download",
  /** Beside the download links: what the file will hold. Only approved rows are written. */
  downloadCounts: (counts: { approved: number; unreviewed: number; rejected: number; notWritten: number }) =>
    [
      `${counts.approved} approved will be written`,
      counts.unreviewed ? `${counts.unreviewed} not reviewed keep their text` : "",
      counts.rejected ? `${counts.rejected} rejected keep their text` : "",
      counts.notWritten ? `${counts.notWritten} not written keep their text` : "",
    ]
      .filter(Boolean)
      .join("; ") + ".",
  downloads: {
    original: "Same format as uploaded",
    "generic-csv": "Every field (CSV)",
    json: "Every field (JSON)",
    amazon: "Amazon flat file",
  },
  approvedToast: (n: number) => `${n} approved and saved to your descriptions.`,
} as const;
