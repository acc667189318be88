import type { Logger } from "@shopscript/kit";
import type { Browser, BrowserContext } from "playwright-core";
import { startGuardProxy, type GuardProxy } from "./guard-proxy";
import { startRefusingProxy, type RefusingProxy } from "./refusing-proxy";
import { PageReadError } from "./page-read-error";
import type { GuardOptions } from "./resolve-allowed-address";

/**
 * Flags from notes/services.md (without the background-networking ones Chromium keeps calling home on a
 * closed network) plus the WebRTC policy that stops STUN sending UDP past the proxy (ssrf.md). They do not
 * stop every call home: the browser-wide proxy (a RefusingProxy) does. Never add --proxy-server or
 * --proxy-bypass-list here: Playwright derives them from `proxy`, including the `<-loopback>` entry that
 * makes loopback and link-local go through the proxy too (for the browser and for each context alike).
 */
export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--webrtc-ip-handling-policy=disable_non_proxied_udp",
];

// How long after our deadline Playwright's own navigation timeout fires, so ours always answers first.
const PLAYWRIGHT_BACKSTOP_MS = 1_000;
// After the render's own deadline, how long Chromium gets to wind down before it is thrown away.
const HARD_LIMIT_GRACE_MS = 5_000;

// Not needed to read product text; blocking them saves most of a page's bytes and time.
const BLOCKED_RESOURCE_TYPES = new Set(["image", "media", "font"]);

export interface RenderOptions {
  timeoutMs: number;
  maxBytes: number;
}

export interface ChromiumRendererOptions extends GuardOptions {
  executablePath: string;
  log: Logger;
  /** Abort image/media/font requests (default true). SSRF tests turn it off to prove the proxy alone holds. */
  blockResources?: boolean;
}

export interface Rendered {
  url: string;
  html: string;
}

/**
 * One lazily launched Chromium behind one guard proxy, reused across renders. Renders run one at a time:
 * the proxy's byte budget is per render, and a service rendering unbounded pages in parallel would run
 * out of memory long before it ran out of pages.
 */
interface Started {
  browser: Browser;
  /** The pages' proxy: each render's context uses it. */
  proxy: GuardProxy;
  /** The browser's own: everything Chromium asks for itself goes here and is refused. */
  ownTraffic: RefusingProxy;
}

export class ChromiumRenderer {
  private started?: Promise<Started>;
  private queue: Promise<unknown> = Promise.resolve();
  private closed = false;

  constructor(private readonly options: ChromiumRendererOptions) {}

  /** `timeoutMs` counts from this call: waiting for an earlier render and launching the browser are part of it. */
  render(url: string, limits: RenderOptions): Promise<Rendered> {
    const deadline = Date.now() + limits.timeoutMs;
    const run = this.queue.then(() => this.withHardLimit(this.renderNow(url, deadline, limits), deadline + HARD_LIMIT_GRACE_MS, limits.timeoutMs));
    this.queue = run.catch(() => undefined);
    return run;
  }

  /**
   * The per-render timer closes the context, which normally ends everything. Should Chromium itself
   * hang, this backstop fails the render and throws the browser away, so the queue never stalls.
   */
  private async withHardLimit<T>(work: Promise<T>, hardDeadline: number, timeoutMs: number): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    const limit = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        reject(PageReadError.timeout(timeoutMs));
        void this.discardBrowser();
      }, Math.max(0, hardDeadline - Date.now()));
    });
    work.catch(() => undefined);
    try {
      return await Promise.race([work, limit]);
    } finally {
      clearTimeout(timer);
    }
  }

  private async discardBrowser(): Promise<void> {
    const started = this.started;
    this.started = undefined;
    this.options.log.warn("page-reader Chromium did not finish a render in time; relaunching it for the next page");
    const running = await started?.catch(() => undefined);
    await running?.browser.close().catch(() => undefined);
    await running?.proxy.close();
    await running?.ownTraffic.close();
  }

  async close(): Promise<void> {
    this.closed = true;
    const started = this.started;
    this.started = undefined;
    if (!started) return;
    const running = await started.catch(() => undefined);
    await running?.browser.close().catch(() => undefined);
    await running?.proxy.close();
    await running?.ownTraffic.close();
  }

  private start(): Promise<Started> {
    this.started ??= this.launch().catch((error: unknown) => {
      this.started = undefined;
      throw error;
    });
    return this.started;
  }

  private async launch(): Promise<Started> {
    // This variable makes Playwright drop `<-loopback>`, so loopback and metadata would bypass the proxy.
    if (process.env.PLAYWRIGHT_DISABLE_FORCED_CHROMIUM_PROXIED_LOOPBACK) {
      throw new Error("PLAYWRIGHT_DISABLE_FORCED_CHROMIUM_PROXIED_LOOPBACK is set; refusing to render pages with Chromium");
    }
    const { policy, lookup, log, executablePath } = this.options;
    const proxy = await startGuardProxy({ policy, lookup, log });
    const ownTraffic = await startRefusingProxy(log);
    try {
      // Loaded with the first browser, not at start: Playwright is ~40 MB resident (code and its bundled
      // sources), and most pages read over HTTP, so a one-process start need not carry it until one does not.
      const { chromium } = require("playwright-core") as typeof import("playwright-core");
      const browser = await chromium.launch({
        executablePath,
        headless: true,
        proxy: { server: ownTraffic.server },
        args: CHROMIUM_ARGS,
        timeout: 30_000,
      });
      browser.on("disconnected", () => {
        // A crashed browser is relaunched on the next render (unless a newer one already replaced it).
        const current = this.started;
        void current?.then((started) => {
          if (started.browser === browser && this.started === current) this.started = undefined;
        }, () => undefined);
        if (!this.closed) log.warn("page-reader Chromium disconnected");
        void proxy.close();
        void ownTraffic.close();
      });
      log.info({ executablePath }, "page-reader Chromium launched");
      return { browser, proxy, ownTraffic };
    } catch (error) {
      await proxy.close();
      await ownTraffic.close();
      throw error;
    }
  }

  private async renderNow(url: string, deadline: number, { timeoutMs, maxBytes }: RenderOptions): Promise<Rendered> {
    if (this.closed) throw new Error("page reader closed");
    if (Date.now() >= deadline) throw PageReadError.timeout(timeoutMs);
    const { browser, proxy } = await this.start();
    const render: { context?: BrowserContext; over: boolean } = { over: false };
    let stop: (error: PageReadError) => void = () => undefined;
    const stopped = new Promise<never>((_, reject) => {
      stop = reject;
    });
    stopped.catch(() => undefined);
    const session = proxy.beginSession(maxBytes, () => stop(PageReadError.sizeExceeded(maxBytes)));
    const timer = setTimeout(() => stop(PageReadError.timeout(timeoutMs)), Math.max(0, deadline - Date.now()));
    try {
      // The answer does not wait for Chromium to notice: a page stuck in a script can ignore us for seconds.
      return await Promise.race([this.load(browser, proxy, url, deadline, maxBytes, render), stopped]);
    } finally {
      clearTimeout(timer);
      render.over = true;
      session.end();
      // Not awaited, for the same reason; closing the context ends the page and all its requests.
      void render.context?.close().catch(() => undefined);
    }
  }

  private async load(
    browser: Browser,
    proxy: GuardProxy,
    url: string,
    deadline: number,
    maxBytes: number,
    render: { context?: BrowserContext; over: boolean },
  ): Promise<Rendered> {
    // The page's requests, and only they, go through the guard.
    const context = await browser.newContext({ serviceWorkers: "block", acceptDownloads: false, proxy: { server: proxy.server } });
    render.context = context;
    if (render.over) throw new Error("render already over");
    if (this.options.blockResources ?? true) {
      await context.route("**/*", (route) =>
        BLOCKED_RESOURCE_TYPES.has(route.request().resourceType()) ? route.abort() : route.continue(),
      );
    }
    // Popups are not part of the product page; they would only add requests.
    context.on("page", (page) => {
      void page.opener().then((opener) => (opener ? page.close() : undefined)).catch(() => undefined);
    });
    const page = await context.newPage();
    // Our own timer (in renderNow) is the deadline. Playwright's timeout only backs it up, a little later:
    // set to the same instant, the two raced, and when Playwright's fired first a page stuck in a script
    // was reported as a failed render instead of a timeout (CI, stop 36).
    const response = await page.goto(url, { waitUntil: "domcontentloaded", timeout: Math.max(1, deadline - Date.now()) + PLAYWRIGHT_BACKSTOP_MS });
    if (response && !response.ok()) throw PageReadError.httpStatus(response.status());
    // Give scripts a moment to fetch and render the product; quiet network means they are done.
    await page.waitForLoadState("networkidle", { timeout: Math.max(1, Math.min(5_000, deadline - Date.now())) }).catch(() => undefined);
    const length = Number(await page.evaluate("document.documentElement.outerHTML.length"));
    if (!(length <= maxBytes)) throw PageReadError.sizeExceeded(maxBytes);
    return { url: page.url(), html: await page.content() };
  }
}
