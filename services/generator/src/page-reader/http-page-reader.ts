import { extractFacts, type PageFacts } from "./extract-facts";
import { fetchPage, type FetchPageOptions, type FetchedPage } from "./fetch-page";

export interface PageReader {
  /**
   * Facts from the page at `url` (possibly all empty: deciding whether that is enough is the domain's
   * call, since the seller may have typed the name). A PageReadError (422) when it cannot be read.
   */
  read(url: string, options?: { signal?: AbortSignal }): Promise<PageFacts>;
  close(): Promise<void>;
}

export type HttpReadOptions = Omit<FetchPageOptions, "signal">;

/** One guarded HTTP fetch and structured-data extraction: the embedded default, no browser needed. */
export function createHttpPageReader(options: HttpReadOptions = {}): PageReader & {
  /** The raw page too, for the Chromium reader's decision whether to render. */
  fetchAndExtract(url: string, signal?: AbortSignal): Promise<{ page: FetchedPage; facts: PageFacts }>;
} {
  const fetchAndExtract = async (url: string, signal?: AbortSignal) => {
    const page = await fetchPage(url, { ...options, signal });
    return { page, facts: extractFacts(page.html, page.url) };
  };
  return {
    fetchAndExtract,
    async read(url, readOptions) {
      return (await fetchAndExtract(url, readOptions?.signal)).facts;
    },
    async close() {},
  };
}
