// Shared plumbing for the browser end-to-end tests: one Chromium per test file (Debian's, through
// playwright-core), the whole system from startTestSystem, and a screenshot of every test's final state.
// A failed test also keeps a Playwright trace, its pages' API calls and console errors and the services'
// log under artifacts/e2e/, and prints a summary (diagnostics.ts). Every test file runs in the
// environment that tells a failed test apart: its first lines are
//   /** @jest-environment ./web/test/e2e/environment.ts */
import fs from "node:fs";
import path from "node:path";
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
  type Response,
  type Route,
} from "playwright-core";
import { capturingLogger } from "../../../infra/test-support/capturing-logger";
import { startTestSystem, type TestSystem } from "../../../infra/test-support/test-system";
import { linkIn, type ReceivedMail } from "../../../infra/test-support/mailbox";
// The page reader's flags: without the background-networking ones Chromium keeps dialling out.
import { CHROMIUM_ARGS } from "../../../services/generator/src/page-reader/chromium-renderer";
import { keepFailure, PageRecord, TEST_FAILED } from "./diagnostics";

export const CHROMIUM_PATH = "/usr/bin/chromium";

const ARTIFACTS = path.resolve(__dirname, "../../../artifacts/e2e");
/** The services' log lines kept in memory for a failure report (the newest; a test file writes a few thousand). */
const SERVER_LOG_LINES = 20_000;
export const PASSWORD = "e2e password 1";
/**
 * A browser test's whole-flow bound. Each step has its own 30 s bound (the contexts' default timeout), and a
 * step that hangs fails with its own name and the e2e diagnostics; the flow's bound is only a backstop. A seller's
 * flow is many steps (the password reset: 24, 16 s alone on a quiet machine), and beside another browser file on
 * two cores each takes two to four times longer: jest's default 30 s cut three flows short in fresh-clone CI runs
 * (issue 25) while every one of their steps was within its own bound.
 */
export const E2E_FLOW_TIMEOUT_MS = 120_000;

export interface E2E {
  t: TestSystem;
  browser: Browser;
  /** A fresh browser context (its own cookies and storage) with a page on the system's base URL. */
  newPage(options?: BrowserContextOptions): Promise<Page>;
  /** The mail's link at `linkPath`, rebased from PUBLIC_URL onto the system's real address. */
  mailLink(mail: ReceivedMail, linkPath: string): string;
}

/**
 * Registers beforeAll/afterAll/afterEach for a test file and returns a handle filled in by beforeAll.
 * Fails (never skips) when Chromium is missing. `env`: settings for the system beyond the test system's own.
 */
export function useE2E(options: { env?: Record<string, string> } = {}): E2E {
  const contexts: BrowserContext[] = [];
  const pages: PageRecord[] = [];
  let lastPage: Page | undefined;
  let testStartedAt = Date.now();
  const serverLog = capturingLogger({ keepLast: SERVER_LOG_LINES });
  const e2e = {} as E2E;
  jest.setTimeout(E2E_FLOW_TIMEOUT_MS);

  beforeAll(async () => {
    if (!fs.existsSync(CHROMIUM_PATH)) {
      throw new Error(
        `Browser tests need Chromium at ${CHROMIUM_PATH} (apt-get install -y chromium); it is not installed.`,
      );
    }
    fs.mkdirSync(ARTIFACTS, { recursive: true });
    // `env` is read here, not when useE2E is called: a file's own earlier beforeAll may fill it (a local
    // store's address, say).
    e2e.t = await startTestSystem({ ...options.env }, { log: serverLog.log });
    e2e.browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    e2e.newPage = async (options = {}) => {
      const context = await e2e.browser.newContext({ baseURL: e2e.t.url, ...options });
      // 30 s a step: a loaded fresh-clone CI run (2026-11-30) took over 15 s for a sign-up's redirect and for a
      // 50-product pull, each a behaviour that worked; speed is measured by the benchmarks, not here.
      context.setDefaultTimeout(30_000);
      contexts.push(context);
      // Recorded for every test, written only for a failed one (see afterEach).
      await context.tracing.start({ screenshots: true, snapshots: true });
      context.on("page", (opened) => pages.push(new PageRecord(opened, testStartedAt)));
      const page = await context.newPage();
      lastPage = page;
      return page;
    };
    e2e.mailLink = (mail, linkPath) => {
      const link = linkIn(mail, linkPath);
      return `${e2e.t.url}${link.pathname}${link.search}`;
    };
  }, 60_000);

  beforeEach(() => {
    if (!(TEST_FAILED in globalThis)) {
      throw new Error(
        "Browser test files run in ./web/test/e2e/environment.ts: start the file with " +
          "/** @jest-environment ./web/test/e2e/environment.ts */",
      );
    }
    testStartedAt = Date.now();
  });

  afterEach(async () => {
    const name = (expect.getState().currentTestName ?? "test")
      .replace(/[^a-z0-9]+/gi, "-")
      .replace(/^-|-$/g, "");
    if ((globalThis as Record<symbol, unknown>)[TEST_FAILED] === true) {
      const summary = await keepFailure({
        name,
        dir: ARTIFACTS,
        testStartedAt,
        contexts,
        pages,
        serverLines: serverLog.lines,
      }).catch((err: unknown) => `E2E FAILURE: ${name}: the failure report could not be written: ${String(err)}`);
      // CI keeps only what is printed.
      console.error(summary);
    }
    if (lastPage && !lastPage.isClosed()) {
      await lastPage
        .screenshot({ path: path.join(ARTIFACTS, `${name}.png`), fullPage: false })
        .catch(() => {});
    }
    lastPage = undefined;
    pages.splice(0);
    for (const context of contexts.splice(0)) await context.close().catch(() => {});
  }, 60_000);

  afterAll(async () => {
    await e2e.browser?.close();
    await e2e.t?.stop();
  }, 30_000);

  return e2e;
}

/** Saves a screenshot of the page as it is now under artifacts/e2e/<name>.png (the whole page when `fullPage`). */
export async function screenshot(page: Page, name: string, fullPage = false): Promise<void> {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: path.join(ARTIFACTS, `${name.replace(/[^a-z0-9]+/gi, "-")}.png`), fullPage });
}

/** The two widths every layout is checked at: a laptop and a phone. */
export const VIEWPORTS = [
  { name: "desktop", viewport: { width: 1280, height: 800 } },
  { name: "phone", viewport: { width: 390, height: 844 } },
] as const;

let uniq = 0;
export function uniqueEmail(tag: string): string {
  return `e2e-${tag}-${Date.now()}-${uniq++}@example.com`;
}

/** Signs up through /signup and waits for the dashboard. */
export async function signUp(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.goto("/signup");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Create Account" }).click();
  await page.waitForURL("**/dashboard");
  await page.getByRole("heading", { name: "My Descriptions" }).waitFor();
}

/**
 * Subscribes a signed-in seller who is still in the trial to `plan` through the sandbox checkout, as a seller
 * does: /subscribe says the trial's days are kept, the sandbox's page starts the subscription (nothing due
 * today), and Checkout returns to the confirmation, which shows the plan once billing has it.
 */
export async function subscribeInTrial(page: Page, plan: "starter" | "pro"): Promise<void> {
  await page.goto(`/subscribe?plan=${plan}`);
  await page.getByTestId("trial-days-kept").waitFor();
  await continueToSandboxCheckout(page);
  await page.getByRole("button", { name: "Start subscription" }).click();
  await page.waitForURL(/\/subscribed$/);
  await page.getByRole("heading", { name: plan === "pro" ? "You're on Pro" : "You're on Starter" }).waitFor();
}

/** From /subscribe's review (the first charge's date said), on to the sandbox's checkout page. */
export async function continueToSandboxCheckout(page: Page): Promise<void> {
  await page.getByRole("link", { name: "Continue to secure payment" }).click();
  await page.waitForURL("**/api/billing/sandbox/checkout/**");
}

/** Signs in through /login and waits for the dashboard. */
export async function signIn(page: Page, email: string, password = PASSWORD): Promise<void> {
  if (!page.url().endsWith("/login")) await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL("**/dashboard");
}

/** Waits until `predicate` holds (bounded). */
export async function until(predicate: () => Promise<boolean> | boolean, what: string, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await predicate()) return;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Picks an option by its label: of a native <select>, or of a Radix select by its trigger's selector. */
export async function choose(page: Page, selector: string, label: string): Promise<void> {
  const control = page.locator(selector);
  if ((await control.evaluate((el) => el.tagName)) === "SELECT") {
    await control.selectOption({ label });
    return;
  }
  await control.click();
  await page.getByRole("option", { name: label, exact: true }).click();
}

/** Fills the generator's form, clicks Generate and waits for the result card's heading. */
export async function generate(
  page: Page,
  input: { name: string; keywords: string; platform: string; tone: string; url?: string; details?: string },
): Promise<void> {
  await page.getByLabel("Product Name").fill(input.name);
  await choose(page, "#platform", input.platform);
  if (input.url !== undefined) await page.getByLabel("Product URL").fill(input.url);
  await page.getByLabel("Keywords & Features").fill(input.keywords);
  if (input.details !== undefined) await page.getByLabel("Product details (optional)").fill(input.details);
  await page.getByRole("button", { name: input.tone, exact: true }).click();
  await page.getByRole("button", { name: "Generate Description" }).click();
  await page.getByRole("heading", { name: input.name, level: 2 }).waitFor();
}

/**
 * Waits for a toast with this title. Start it before the action that shows the toast and await it after:
 * a toast lives 5 s, and a wait begun after other checks on a loaded machine can miss it. Never the only
 * proof of a server action: wait on the server's answer (nextAnswer) and the state it changed too.
 */
export function toast(page: Page, title: string): Promise<void> {
  const shown = page.locator("li").getByText(title, { exact: true }).first().waitFor();
  // Awaited by the caller; a test that fails before that must not leave an unhandled rejection behind.
  shown.catch(() => {});
  return shown;
}

/**
 * The answer to the page's next `method` request to `path` (the URL's path, exactly or by pattern). Call it
 * before the action that sends the request, await it after.
 */
export function nextAnswer(page: Page, method: string, path: string | RegExp): Promise<Response> {
  const answer = page.waitForResponse((response) => {
    const pathname = new URL(response.url()).pathname;
    const matches = typeof path === "string" ? pathname === path : path.test(pathname);
    return matches && response.request().method() === method;
  });
  answer.catch(() => {});
  return answer;
}

/**
 * Holds the page's `method` requests to `path` from now on, unanswered, until release(): what the page
 * shows before that answer comes can be checked. held() counts the requests being held.
 */
export async function holdRequests(page: Page, method: string, path: string) {
  const held: Route[] = [];
  let releasing = false;
  const matches = (url: URL) => url.pathname === path;
  const hold = async (route: Route) => {
    if (route.request().method() !== method) await route.fallback();
    else if (releasing) await route.continue();
    else held.push(route);
  };
  await page.route(matches, hold);
  return {
    held: () => held.length,
    async release() {
      releasing = true;
      // Before unroute: unrouting lets the held requests through by itself, and a second continue throws.
      await Promise.all(held.splice(0).map((route) => route.continue()));
      await page.unroute(matches, hold);
    },
  };
}

/** The result card of the generator. */
export const resultCard = (page: Page) => page.locator('[aria-labelledby="result-title"]');
