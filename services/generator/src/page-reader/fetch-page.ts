import { fetch, type Response } from "undici";
import { publicAddressPolicy, type AddressPolicy } from "./address-policy";
import { decodeHtml, isHtmlMediaType, looksLikeHtml, mediaType } from "./decode-html";
import { createGuardedAgent } from "./guarded-dispatcher";
import { PageReadError } from "./page-read-error";
import { parsePageUrl } from "./page-url";
import { systemLookup, type Lookup } from "./resolve-allowed-address";

export const PAGE_LIMITS = { timeoutMs: 10_000, maxBytes: 5 * 1024 * 1024, maxRedirects: 5 } as const;

export interface FetchPageOptions {
  /** Which addresses may be dialled; production: public unicast only. */
  policy?: AddressPolicy;
  lookup?: Lookup;
  /** For the whole read: every redirect hop and the body. */
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
  signal?: AbortSignal;
}

export interface FetchedPage {
  /** After redirects. */
  url: string;
  status: number;
  contentType: string;
  html: string;
  bytes: number;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

const HEADERS = {
  "user-agent": "Mozilla/5.0 (compatible; ShopScript product reader)",
  accept: "text/html,application/xhtml+xml;q=0.9,*/*;q=0.1",
  "accept-language": "en;q=0.9,*;q=0.5",
};

/**
 * Fetches one product page for reading, safe against SSRF: only http/https, no credentials in URLs,
 * every connection (redirect hops included) through the guarded agent, redirects followed by hand so
 * each Location is re-parsed and re-checked and hops are counted, and the whole read bounded in time
 * and bytes. Every failure is a {@link PageReadError}.
 */
export async function fetchPage(input: string, options: FetchPageOptions = {}): Promise<FetchedPage> {
  const timeoutMs = options.timeoutMs ?? PAGE_LIMITS.timeoutMs;
  const maxBytes = options.maxBytes ?? PAGE_LIMITS.maxBytes;
  const maxRedirects = options.maxRedirects ?? PAGE_LIMITS.maxRedirects;
  let url = parsePageUrl(input);

  const agent = createGuardedAgent({
    policy: options.policy ?? publicAddressPolicy,
    lookup: options.lookup ?? systemLookup,
    connectTimeoutMs: timeoutMs,
  });
  const controller = new AbortController();
  const timedOut = PageReadError.timeout(timeoutMs);
  const timer = setTimeout(() => controller.abort(timedOut), timeoutMs);
  const onOuterAbort = () => controller.abort(options.signal?.reason);
  if (options.signal?.aborted) onOuterAbort();
  options.signal?.addEventListener("abort", onOuterAbort, { once: true });
  // Rejects as soon as the deadline passes, even if a DNS lookup or a read is stuck and ignores the signal.
  const aborted = new Promise<never>((_, reject) => {
    controller.signal.addEventListener("abort", () => reject(controller.signal.reason), { once: true });
  });
  aborted.catch(() => undefined);

  try {
    for (let hop = 0; ; hop++) {
      const response = await Promise.race([
        fetch(url, { dispatcher: agent, redirect: "manual", signal: controller.signal, headers: HEADERS }).catch(translateFetchError),
        aborted,
      ]);
      if (REDIRECTS.has(response.status)) {
        discard(response);
        if (hop >= maxRedirects) throw PageReadError.tooManyRedirects(maxRedirects);
        const location = response.headers.get("location");
        if (!location) throw PageReadError.httpStatus(response.status);
        url = parsePageUrl(location, url);
        continue;
      }
      if (response.status < 200 || response.status > 299) {
        discard(response);
        throw PageReadError.httpStatus(response.status);
      }
      return await readHtml(url, response, maxBytes, aborted);
    }
  } catch (error) {
    if (error instanceof PageReadError) throw error;
    // Our deadline carries its PageReadError; a caller's abort keeps the caller's reason.
    if (controller.signal.aborted) throw controller.signal.reason ?? error;
    // Anything else (a reset mid-body, a malformed response) is the site failing to answer properly.
    throw PageReadError.connectionFailed();
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener("abort", onOuterAbort);
    // destroy, not close: a stalled server must not keep a socket (or this read) alive.
    agent.destroy().catch(() => undefined);
  }
}

async function readHtml(url: URL, response: Response, maxBytes: number, aborted: Promise<never>): Promise<FetchedPage> {
  const contentTypeHeader = response.headers.get("content-type");
  const type = mediaType(contentTypeHeader);
  if (type !== "" && !isHtmlMediaType(type)) {
    discard(response);
    // The server's text goes into a seller-facing message: only a plain token is echoed.
    throw PageReadError.notHtml(/^[\w.+-]+\/[\w.+-]+$/.test(type) ? type : "an unknown type");
  }
  const declared = Number(response.headers.get("content-length") ?? "");
  if (Number.isFinite(declared) && declared > maxBytes) {
    discard(response);
    throw PageReadError.sizeExceeded(maxBytes);
  }
  const bytes = await readCapped(response, maxBytes, aborted);
  if (type === "" && !looksLikeHtml(bytes)) throw PageReadError.notHtml("");
  return {
    url: url.href,
    status: response.status,
    contentType: type || "text/html",
    html: decodeHtml(bytes, contentTypeHeader),
    bytes: bytes.byteLength,
  };
}

/** Drops a body we will not read; not awaited, so a server that stalls cannot hold the read up. */
function discard(response: Response): void {
  response.body?.cancel().catch(() => undefined);
}

/** Reads the (already decompressed) body, stopping as soon as it passes the cap, so a zip bomb or an endless stream costs at most `maxBytes`. */
async function readCapped(response: Response, maxBytes: number, aborted: Promise<never>): Promise<Uint8Array> {
  if (!response.body) return new Uint8Array();
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await Promise.race([reader.read(), aborted]);
      if (done) break;
      total += value.byteLength;
      if (total > maxBytes) throw PageReadError.sizeExceeded(maxBytes);
      chunks.push(value);
    }
  } catch (error) {
    reader.cancel().catch(() => undefined);
    throw error;
  }
  return Buffer.concat(chunks, total);
}

/** undici reports connection problems as `TypeError("fetch failed")` with the real error as `cause`. */
function translateFetchError(error: unknown): never {
  if (error instanceof PageReadError) throw error;
  const cause = (error as { cause?: { code?: string } })?.cause;
  const code = cause?.code ?? (error as { code?: string })?.code;
  if (code === "ADDRESS_REFUSED") throw PageReadError.blockedAddress();
  if (code === "HOST_NOT_FOUND") throw PageReadError.hostNotFound();
  // An abort is translated by the caller, which knows whose abort it was.
  if ((error as Error)?.name === "AbortError") throw error;
  throw PageReadError.connectionFailed();
}
