// Shared plumbing for the browser end-to-end tests: one Chromium per test file (Debian's, through
// playwright-core), the whole system from startTestSystem, and a screenshot of every test's final state.
import fs from "node:fs";
import path from "node:path";
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from "playwright-core";
import { startTestSystem, type TestSystem } from "../../../infra/test-support/test-system";
import { linkIn, type ReceivedMail } from "../../../infra/test-support/mailbox";
// The page reader's flags: without the background-networking ones Chromium keeps dialling out.
import { CHROMIUM_ARGS } from "../../../services/generator/src/page-reader/chromium-renderer";

export const CHROMIUM_PATH = "/usr/bin/chromium";

const ARTIFACTS = path.resolve(__dirname, "../../../artifacts/e2e");
export const PASSWORD = "e2e password 1";

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
 * Fails (never skips) when Chromium is missing.
 */
export function useE2E(): E2E {
  const contexts: BrowserContext[] = [];
  let lastPage: Page | undefined;
  const e2e = {} as E2E;

  beforeAll(async () => {
    if (!fs.existsSync(CHROMIUM_PATH)) {
      throw new Error(
        `Browser tests need Chromium at ${CHROMIUM_PATH} (apt-get install -y chromium); it is not installed.`,
      );
    }
    fs.mkdirSync(ARTIFACTS, { recursive: true });
    e2e.t = await startTestSystem();
    e2e.browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    e2e.newPage = async (options = {}) => {
      const context = await e2e.browser.newContext({ baseURL: e2e.t.url, ...options });
      context.setDefaultTimeout(15_000);
      contexts.push(context);
      const page = await context.newPage();
      lastPage = page;
      return page;
    };
    e2e.mailLink = (mail, linkPath) => {
      const link = linkIn(mail, linkPath);
      return `${e2e.t.url}${link.pathname}${link.search}`;
    };
  }, 60_000);

  afterEach(async () => {
    const name = (expect.getState().currentTestName ?? "test").replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "");
    if (lastPage && !lastPage.isClosed()) {
      await lastPage.screenshot({ path: path.join(ARTIFACTS, `${name}.png`), fullPage: false }).catch(() => {});
    }
    lastPage = undefined;
    for (const context of contexts.splice(0)) await context.close().catch(() => {});
  });

  afterAll(async () => {
    await e2e.browser?.close();
    await e2e.t?.stop();
  }, 30_000);

  return e2e;
}

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
