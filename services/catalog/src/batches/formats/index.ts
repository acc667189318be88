// Catalog mode's file formats: reading a store export (Shopify, WooCommerce) or a mapped generic CSV
// into the products of a job, and writing the job's downloads. No database, no queue: pure functions of
// the uploaded bytes, the read products and their listings.
export { readCatalogUpload, previewCatalogUpload, type ReadOptions, type CatalogPreview } from "./read";
export { writeCatalogDownload, DOWNLOAD_FILES, AMAZON_HEADERS, GENERIC_APPENDED_HEADERS } from "./write";
// The listing → store-field rules, for the dashboard's store files (domain/marketplace-files.ts).
export { bodyHtmlOf, titleOf, seoTitleOf, seoDescriptionOf, etsyDescriptionOf } from "./write";
export { detectFormat } from "./detect";
export { suggestGenericMapping } from "./generic";
export { CatalogFileError, UploadLimitError, MappingRequiredError, NotCsvError } from "./errors";
export { htmlToText } from "./html-text";
export { detailsCutOf, generationInputOf, type GenerationInput } from "./generation-input";
export type {
  CatalogUpload,
  CatalogProduct,
  ListingFields,
  GenericMapping,
  UploadLimits,
  SkippedRow,
  CatalogFormat,
} from "./types";
