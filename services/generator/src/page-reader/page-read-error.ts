import { AppError } from "@shopscript/kit";

/** Why a product page could not be used; stable for logs, tests and the API body's `reason`. */
export type PageReadReason =
  | "INVALID_URL"
  | "UNSUPPORTED_SCHEME"
  | "CREDENTIALS_IN_URL"
  | "BLOCKED_ADDRESS"
  | "HOST_NOT_FOUND"
  | "CONNECTION_FAILED"
  | "TIMEOUT"
  | "TOO_LARGE"
  | "HTTP_STATUS"
  | "TOO_MANY_REDIRECTS"
  | "NOT_HTML"
  | "RENDER_FAILED";

const PREFIX = "We couldn't read that page: ";

function seconds(ms: number): string {
  const value = Math.round(ms / 100) / 10;
  return `${value} ${value === 1 ? "second" : "seconds"}`;
}

function megabytes(bytes: number): string {
  const value = Math.round((bytes / (1024 * 1024)) * 10) / 10;
  return `${value} MB`;
}

/**
 * A product URL that cannot be read. It is the seller's input that is at fault (or the site), not our
 * service, so it answers 422 with a message the seller can act on; `reason` says which case it was.
 */
export class PageReadError extends AppError {
  constructor(
    readonly reason: PageReadReason,
    detail: string,
  ) {
    super(422, "PAGE_UNREADABLE", PREFIX + detail, { reason });
    this.name = "PageReadError";
  }

  static invalidUrl() {
    return new PageReadError("INVALID_URL", "it isn't a valid web address.");
  }
  static unsupportedScheme() {
    return new PageReadError("UNSUPPORTED_SCHEME", "only http:// and https:// addresses can be read.");
  }
  static credentialsInUrl() {
    return new PageReadError("CREDENTIALS_IN_URL", "web addresses with a user name or password can't be read.");
  }
  static blockedAddress() {
    return new PageReadError("BLOCKED_ADDRESS", "it isn't a public web address.");
  }
  static hostNotFound() {
    return new PageReadError("HOST_NOT_FOUND", "its website couldn't be found.");
  }
  static connectionFailed() {
    return new PageReadError("CONNECTION_FAILED", "its website didn't answer.");
  }
  static timeout(timeoutMs: number) {
    return new PageReadError("TIMEOUT", `it took longer than ${seconds(timeoutMs)}.`);
  }
  static sizeExceeded(maxBytes: number) {
    return new PageReadError("TOO_LARGE", `it is larger than ${megabytes(maxBytes)}.`);
  }
  static httpStatus(status: number) {
    return new PageReadError("HTTP_STATUS", `it returned HTTP ${status}.`);
  }
  static tooManyRedirects(maxRedirects: number) {
    return new PageReadError("TOO_MANY_REDIRECTS", `too many redirects (more than ${maxRedirects}).`);
  }
  static notHtml(contentType: string) {
    return new PageReadError("NOT_HTML", `it isn't a web page (${contentType || "no content type"}).`);
  }
  static renderFailed() {
    return new PageReadError("RENDER_FAILED", "it needs JavaScript, and it couldn't be shown in our browser.");
  }
}
