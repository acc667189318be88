import type { Logger } from "@shopscript/kit";
import type { ChromiumRenderer } from "./chromium-renderer";
import { extractFacts, type PageFacts } from "./extract-facts";
import { PAGE_LIMITS } from "./fetch-page";
import type { createHttpPageReader, PageReader } from "./http-page-reader";
import { needsRendering } from "./needs-rendering";
import { PageReadError } from "./page-read-error";

export interface ChromiumPageReaderOptions {
  http: ReturnType<typeof createHttpPageReader>;
  renderer: ChromiumRenderer;
  log: Logger;
  timeoutMs?: number;
  maxBytes?: number;
}

/** Rendered facts win (the rendered DOM still holds the original meta tags); gaps are filled from the HTML. */
function mergePageFacts(rendered: PageFacts, plain: PageFacts): PageFacts {
  return {
    ...plain,
    ...Object.fromEntries(Object.entries(rendered).filter(([, value]) => value !== undefined)),
    features: rendered.features.length ? rendered.features : plain.features,
    materials: rendered.materials.length ? rendered.materials : plain.materials,
    dimensions: rendered.dimensions.length ? rendered.dimensions : plain.dimensions,
  };
}

/**
 * Reads over HTTP first (cheap, and it vets the URL: scheme, address, redirects, size, HTML), and
 * renders in Chromium only when that HTML looks JavaScript-built ({@link needsRendering}). One deadline
 * covers both steps. If rendering fails, what the plain HTML gave is still returned when there is any.
 */
export function createChromiumPageReader({ http, renderer, log, ...limits }: ChromiumPageReaderOptions): PageReader {
  const timeoutMs = limits.timeoutMs ?? PAGE_LIMITS.timeoutMs;
  const maxBytes = limits.maxBytes ?? PAGE_LIMITS.maxBytes;
  return {
    async read(url, options) {
      const started = Date.now();
      const { page, facts } = await http.fetchAndExtract(url, options?.signal);
      if (!needsRendering(page.html)) return facts;
      const remaining = timeoutMs - (Date.now() - started);
      const hasSomething = Boolean(facts.productName || facts.pageDescription || facts.features.length);
      if (remaining <= 0) {
        if (hasSomething) return facts;
        throw PageReadError.timeout(timeoutMs);
      }
      try {
        const rendered = await renderer.render(page.url, { timeoutMs: remaining, maxBytes });
        return mergePageFacts(extractFacts(rendered.html, page.url), facts);
      } catch (error) {
        log.warn({ err: error, url: page.url }, "page-reader could not render a JavaScript page");
        if (hasSomething) return facts;
        if (error instanceof PageReadError) {
          // The render had the rest of the page's budget; say so in the page's terms.
          throw error.reason === "TIMEOUT" ? PageReadError.timeout(timeoutMs) : error;
        }
        throw PageReadError.renderFailed();
      }
    },
    close: () => renderer.close(),
  };
}
