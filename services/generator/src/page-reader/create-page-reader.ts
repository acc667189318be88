import { existsSync } from "node:fs";
import type { Logger } from "@shopscript/kit";
import { publicAddressPolicy, type AddressPolicy } from "./address-policy";
import { createChromiumPageReader } from "./chromium-page-reader";
import { ChromiumRenderer } from "./chromium-renderer";
import { createHttpPageReader, type PageReader } from "./http-page-reader";
import { systemLookup, type Lookup } from "./resolve-allowed-address";

export interface CreatePageReaderOptions {
  /** Chromium for JavaScript-built pages (config: CHROMIUM_PATH, else /usr/bin/chromium when present). Unset: HTTP only. */
  chromiumPath?: string;
  /** Which addresses may be dialled. Production: public unicast only; tests allow one loopback test server. */
  policy?: AddressPolicy;
  /** Name resolution; tests stub it so no query ever leaves the machine. */
  lookup?: Lookup;
  log: Logger;
  /** Per page, HTTP fetch and render together (default 10 s). */
  timeoutMs?: number;
  /** Per page body, and per render for all responses together (default 5 MB). */
  maxBytes?: number;
  /** Default 5. */
  maxRedirects?: number;
  /** Chromium: abort image/media/font requests (default true). */
  blockResources?: boolean;
}

/**
 * The page reader port's factory: the guarded HTTP reader, upgraded to render JavaScript-built pages
 * when Chromium is installed. The browser is launched on the first page that needs it and reused;
 * close() shuts it (and its guard proxy) down.
 */
export function createPageReader(options: CreatePageReaderOptions): PageReader {
  const policy = options.policy ?? publicAddressPolicy;
  const lookup = options.lookup ?? systemLookup;
  const limits = { timeoutMs: options.timeoutMs, maxBytes: options.maxBytes, maxRedirects: options.maxRedirects };
  const http = createHttpPageReader({ policy, lookup, ...limits });
  const { chromiumPath, log } = options;
  if (!chromiumPath) return http;
  if (!existsSync(chromiumPath)) {
    log.warn({ chromiumPath }, "page-reader: Chromium not found; reading pages over HTTP only");
    return http;
  }
  const renderer = new ChromiumRenderer({ executablePath: chromiumPath, policy, lookup, log, blockResources: options.blockResources });
  return createChromiumPageReader({ http, renderer, log, timeoutMs: options.timeoutMs, maxBytes: options.maxBytes });
}
