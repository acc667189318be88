import { DESCRIPTION_RESTORE_HOURS, type DescriptionSort, type MarketplaceFile } from "@shopscript/contracts";

/** How long the toast after a delete offers Undo. The server keeps a deleted description restorable far longer. */
export const UNDO_WINDOW_MS = 10_000;

// What the dashboard's managing parts say (sort, select, export, delete with Undo, edit), in one place for
// whoever edits the wording. The spec's own texts (toasts of a single delete, the empty states) stay in
// MESSAGES and the page.
export const DASHBOARD_COPY = {
  sortLabel: "Sort by",
  sorts: {
    newest: "Newest first",
    oldest: "Oldest first",
    name: "Name (A–Z)",
    platform: "Platform (A–Z)",
  } satisfies Record<DescriptionSort, string>,
  exportShownCsv: "CSV",
  exportShownJson: "JSON",
  exportShownHint: "Download what is shown, one column per field",

  selectOne: (name: string) => `Select ${name}`,
  selectAllShown: "Select all shown",
  selectedCount: (n: number) => `${n} selected`,
  exportSelected: (format: "CSV" | "JSON") => `Export ${format}`,
  exportSelectedName: (format: "CSV" | "JSON", n: number) => `Export ${n} selected as ${format}`,
  storeFileLabel: "File for your store",
  storeFiles: {
    shopify: "Shopify product CSV",
    etsy: "Etsy listings CSV",
    amazon: "Amazon flat file",
  } satisfies Record<MarketplaceFile, string>,
  /** What the seller still does after the import: said before they download, so the import holds no surprise. */
  storeFileHints: {
    shopify: "Imports as drafts: add prices and photos in Shopify, then publish.",
    etsy: "Add price, currency and quantity before you upload it.",
    amazon: "Tab-delimited: add your SKUs in item_sku before you upload it.",
  } satisfies Record<MarketplaceFile, string>,
  downloadStoreFile: "Download",
  downloadStoreFileName: (file: string, n: number) => `Download ${n} selected as ${file}`,
  deleteSelected: "Delete",
  deleteSelectedName: (n: number) => `Delete ${n} selected`,
  clearSelection: "Clear selection",
  exportFailed: "Export failed",
  exportFailedMessage: "The file could not be made. Please try again.",

  deleteConfirmBody: (name: string) =>
    `“${name}” will be removed from your dashboard. You can undo this for a few seconds afterwards.`,
  deletedTitle: "Deleted",
  deleteFailedTitle: "Delete failed",
  deletedMany: (n: number) => `${n} ${n === 1 ? "description" : "descriptions"} deleted.`,
  undo: "Undo",
  undoAltText: "Undo the delete",
  restoredTitle: "Restored",
  restored: (n: number) => `${n} ${n === 1 ? "description is" : "descriptions are"} back.`,
  restoreFailed: "Undo failed",
  restoreFailedMessage: `It could not be brought back just now. Deleted descriptions can be restored for ${DESCRIPTION_RESTORE_HOURS} hours: please try again.`,

  edit: "Edit",
  editTitle: (name: string) => `Edit ${name}`,
  editIntro: "Change any field. When you save, we check the listing again against the marketplace's rules and show what needs attention.",
  onePerLine: "(one per line)",
  save: "Save changes",
  saving: "Saving…",
  cancel: "Cancel",
  nothingChanged: "Nothing has changed yet.",
  savedTitle: "Saved",
  savedAllPass: (total: number) => `Your changes are saved. All ${total} checks passed.`,
  savedSomeFail: (failed: number, total: number) =>
    `Your changes are saved. ${failed} of ${total} checks need attention: see below.`,
  saveFailed: "Your changes could not be saved. Please try again.",
  checkedAfterEdit: "Checked again after your last edit.",
} as const;
