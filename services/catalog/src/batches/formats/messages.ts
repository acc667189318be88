// What the seller reads about their file: upload errors and the reason beside each skipped row.
// Kept in one place so the wording can be edited without reading the parsers.

const mb = (bytes: number) => `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;

export const FORMAT_MESSAGES = {
  fileTooLarge: (limit: number) =>
    `The file is larger than ${mb(limit)}, the most one upload may be. Split it into smaller files.`,
  tooManyProducts: (limit: number) =>
    `The file has more than ${limit} products, the most one job may have. Split it into smaller files.`,
  emptyFile: "The file is empty: it needs a header row naming the columns, then one row per product.",
  utf16: 'The file is saved as UTF-16 ("Unicode text"). Save it as "CSV UTF-8" and upload it again.',
  noProducts: "The file has a header row but no product rows.",
  headerTooLarge: (limit: number) =>
    `The header row is longer than ${Math.round(limit / 1024)} KB. The first row should name the columns.`,
  mappingRequired: "Choose which column holds the product name.",
  unknownColumn: (field: string, column: string) =>
    `There is no column "${column}" in the file for ${field}.`,

  wrongCellCount: (cells: number, columns: number) => `has ${cells} cells where the header has ${columns}`,
  badEncoding: 'is not UTF-8 text (save the file as "CSV UTF-8" and upload it again)',
  unclosedQuote:
    "opens a quotation mark that is never closed, so this row and the lines after it could not be read",
  unreadable: (detail: string) => `could not be read as CSV (${detail})`,
  missingName: (column: string) => `has no product name (the "${column}" cell is empty)`,
  missingShopifyTitle: (handle: string) => `has no Title, and no other row of handle "${handle}" has one`,
  nameTooLong: (max: number) => `has a product name longer than ${max} characters`,
  productTooLarge: (max: number) =>
    `holds more than ${Math.round(max / 1024)} KB of text for one product (shorten its description)`,
  missingHandleAndTitle: "has neither a Handle nor a Title",
  duplicateWooProduct: (key: string) => `repeats product ${key}, which an earlier row already has`,
  orphanVariation: (parent: string) => `is a variation of ${parent}, which is not in the file`,
  badUrl: (value: string) =>
    `has a product URL that is not a web address (http or https): "${value.slice(0, 80)}"`,
  unknownPlatform: (value: string) => `names the platform "${value}", which ShopScript does not write for`,
  unknownTone: (value: string) =>
    `names the tone "${value}", which is not one of professional, casual, luxury or technical`,
} as const;
