/** @jest-environment ./web/test/e2e/environment.ts */
import { until, useE2E } from "./helpers";

// Theme, mobile menu, not-found screen and the landing page's anchors and FAQ.
const e2e = useE2E();

describe("site chrome and landing page", () => {
  it("keeps the dark theme across a reload", async () => {
    const page = await e2e.newPage();
    await page.goto("/");
    expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(false);
    await page.getByRole("button", { name: "Switch to dark theme" }).click();
    await page.getByRole("button", { name: "Switch to light theme" }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");
    expect(await page.evaluate(() => document.documentElement.className)).toMatch(/\bdark\b/);

    await page.reload();
    await page.getByRole("button", { name: "Switch to light theme" }).waitFor();
    expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");
  });

  it("opens the mobile menu at 390 px and closes it on choosing a link", async () => {
    const page = await e2e.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto("/");
    await page.getByRole("navigation", { name: "Main" }).waitFor({ state: "hidden" });
    const open = page.getByRole("button", { name: "Open menu" });

    await open.click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await menu.waitFor();
    await menu.getByRole("link", { name: "Contact" }).waitFor();
    await menu.getByRole("link", { name: "Pricing" }).click();
    await menu.waitFor({ state: "hidden" });

    await open.click();
    await menu.waitFor();
    await menu.getByRole("link", { name: "Sign In" }).click();
    await page.waitForURL("**/login");
    await menu.waitFor({ state: "hidden" });
    await page.getByRole("heading", { name: "Welcome back" }).waitFor();
  });

  it("shows the not-found screen for an unknown route", async () => {
    const page = await e2e.newPage();
    await page.goto("/no-such-page");
    await page.getByRole("heading", { name: "404 Page Not Found" }).waitFor();
    await page.getByText("We couldn't find that page.", { exact: false }).waitFor();
    await page.getByRole("main").getByRole("link", { name: "Write a description" }).waitFor();
  });

  it("has the landing anchors in order and an FAQ that opens one item at a time", async () => {
    const page = await e2e.newPage();
    await page.goto("/");
    const tops = await page.evaluate(() =>
      ["features", "pricing", "faq"].map((id) => {
        const el = document.getElementById(id);
        return el ? el.getBoundingClientRect().top + window.scrollY : null;
      }),
    );
    expect(tops.every((top) => top !== null)).toBe(true);
    expect(tops[0]!).toBeLessThan(tops[1]!);
    expect(tops[1]!).toBeLessThan(tops[2]!);

    const faq = page.locator("#faq");
    const triggers = faq.locator("button[aria-expanded]");
    expect(await triggers.count()).toBe(6);
    await triggers.nth(0).click();
    await until(
      async () => (await triggers.nth(0).getAttribute("aria-expanded")) === "true",
      "the FAQ item to open",
    );
    await triggers.nth(1).click();
    await until(
      async () => (await triggers.nth(1).getAttribute("aria-expanded")) === "true",
      "the FAQ item to open",
    );
    expect(await triggers.nth(0).getAttribute("aria-expanded")).toBe("false");
    expect(await faq.locator('button[aria-expanded="true"]').count()).toBe(1);
  });

  it("keeps the place of a visitor who scrolled before the page's script ran", async () => {
    const page = await e2e.newPage();
    // Hold the app's entry script: the prerendered landing page is on screen, React is not there yet.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/", { waitUntil: "commit" });
    await page.locator("#faq").waitFor();
    await page.locator("#faq").scrollIntoViewIfNeeded();
    const scrolledTo = await page.evaluate(() => window.scrollY);
    expect(scrolledTo).toBeGreaterThan(500);

    release();
    await until(async () => (await page.locator("[data-hydrating]").count()) === 0, "React to hydrate");
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolledTo);
  });

  it("starts each navigation at the top of the page", async () => {
    const page = await e2e.newPage();
    await page.goto("/");
    await until(async () => (await page.locator("[data-hydrating]").count()) === 0, "React to hydrate");
    const terms = page.getByRole("contentinfo").getByRole("link", { name: "Terms of Service" });
    await terms.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await terms.click();
    await page.getByRole("heading", { level: 1, name: "Terms of Service" }).waitFor();
    // The terms are long enough to keep a scroll position, so 0 means the navigation scrolled up.
    expect(
      await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight),
    ).toBeGreaterThan(500);
    await until(async () => (await page.evaluate(() => window.scrollY)) === 0, "the top of the page");
  });
});
