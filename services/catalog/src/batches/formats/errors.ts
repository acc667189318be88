// Errors an upload can be refused with. Each names the field it is about so an API can answer 4xx
// with it; a malformed row is never one of these (it is skipped and reported by row number).

/** The file as a whole cannot be used: empty, no header, a mapping that names a missing column. */
export class CatalogFileError extends Error {
  readonly status: number = 400;
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
    this.name = "CatalogFileError";
  }
}

/** A limit of the upload was passed (file bytes, products per job). Never a silent truncation. */
export class UploadLimitError extends CatalogFileError {
  override readonly status: number;
  constructor(
    field: "file" | "rows",
    message: string,
    readonly limit: number,
  ) {
    super(field, message);
    this.name = "UploadLimitError";
    this.status = field === "file" ? 413 : 400;
  }
}

/** The file is not CSV text at all (a workbook, a PDF, an image, binary data): 415, saying what it looks like. */
export class NotCsvError extends CatalogFileError {
  override readonly status: number = 415;
  constructor(message: string) {
    super("file", message);
    this.name = "NotCsvError";
  }
}

/**
 * A generic CSV was uploaded without a usable mapping. Carries the headers so a caller can show them
 * and ask the seller which column is which.
 */
export class MappingRequiredError extends CatalogFileError {
  constructor(
    field: string,
    message: string,
    readonly headers: string[],
  ) {
    super(field, message);
    this.name = "MappingRequiredError";
  }
}
