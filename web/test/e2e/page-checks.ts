import { AxeBuilder } from "@axe-core/playwright";
import type { Page } from "playwright-core";

// Checks the browser tests make of a changed page: axe in both themes, and no sideways scrolling.

export const THEMES = ["light", "dark"] as const;

/**
 * axe's serious and critical findings on the page, in both themes: the page is reloaded in each, then `ready`
 * sets it up again (a dialog opened, a box ticked). `networkIdle: false` for a page that keeps a stream open.
 */
export async function expectAxeClean(
  page: Page,
  ready: (page: Page) => Promise<void>,
  { networkIdle = true }: { networkIdle?: boolean } = {},
): Promise<void> {
  for (const theme of THEMES) {
    await page.evaluate((value) => localStorage.setItem("theme", value), theme);
    await page.reload();
    await ready(page);
    if (networkIdle) await page.waitForLoadState("networkidle");
    // Let entrance transitions settle so axe sees final colours.
    await page.waitForTimeout(400);
    expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(theme === "dark");
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .flatMap((v) => v.nodes.map((n) => `${theme}: ${v.id} ${n.target.join(" ")}: ${v.help}`));
    expect(serious).toEqual([]);
  }
}

/** The page scrolls sideways (something is wider than the screen). */
export const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
