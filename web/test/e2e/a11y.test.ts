/** @jest-environment ./web/test/e2e/environment.ts */
import fs from "node:fs";
import path from "node:path";
import { AxeBuilder } from "@axe-core/playwright";
import type { Page } from "playwright-core";
import { signUp, uniqueEmail, useE2E } from "./helpers";

// axe on every screen in both themes: no violation of impact serious or critical.
const e2e = useE2E();

const ROUTES = [
  "/",
  "/pricing",
  "/contact",
  "/privacy",
  "/terms",
  "/login",
  "/signup",
  "/forgot-password",
  // With a token that is not valid: the screens' failure and form states.
  "/verify-email?token=not-a-real-token",
  "/reset-password?token=not-a-real-token",
  "/generator",
  "/dashboard",
  "/account",
  "/api-keys",
  "/analytics",
  "/docs/api",
  "/connections",
  "/not-a-page",
];
const THEMES = ["light", "dark"] as const;
const SIGNED_IN = new Set(["/dashboard", "/account", "/api-keys", "/analytics", "/connections"]);

interface Finding {
  rule: string;
  impact: string;
  route: string;
  theme: string;
  targets: string[];
  help: string;
  summary: string;
}
const findings: Finding[] = [];

afterAll(() => {
  const file = path.resolve(__dirname, "../../../artifacts/e2e/axe-violations.json");
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify(findings, null, 2));
});

async function openPage(route: string, theme: (typeof THEMES)[number]): Promise<Page> {
  const page = await e2e.newPage();
  await page.context().addInitScript((value) => localStorage.setItem("theme", value), theme);
  if (SIGNED_IN.has(route)) await signUp(page, uniqueEmail(`axe-${theme}`));
  await page.goto(route);
  await page.waitForLoadState("networkidle");
  await page.locator("h1").first().waitFor();
  if (route.startsWith("/verify-email")) await page.getByText("Go to Login").waitFor();
  if (route === "/dashboard") await page.getByText("No descriptions yet").waitFor();
  if (route === "/account") await page.getByText("Free trial", { exact: true }).waitFor();
  if (route === "/api-keys") await page.getByText("No API keys yet.").waitFor();
  if (route === "/analytics") await page.getByText("Advanced analytics are part of the Pro plan.").waitFor();
  // A trial seller: the upgrade card (connecting is Pro's) and the empty list.
  if (route === "/connections") await page.getByText("No store connected yet.").waitFor();
  if (route === "/docs/api") await page.getByText("/api/v1/openapi.json").first().waitFor();
  // Let entrance transitions and toasts settle so axe sees final colours.
  await page.waitForTimeout(400);
  expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(
    theme === "dark",
  );
  return page;
}

describe("accessibility (axe)", () => {
  for (const theme of THEMES) {
    for (const route of ROUTES) {
      it(`${route} in ${theme} theme has no serious or critical violations`, async () => {
        const page = await openPage(route, theme);
        const results = await new AxeBuilder({ page }).analyze();
        const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
        const mine = serious.flatMap((v) =>
          v.nodes.map((node) => ({
            rule: v.id,
            impact: v.impact ?? "",
            route,
            theme,
            targets: node.target.map(String),
            help: v.help,
            summary: node.failureSummary ?? "",
          })),
        );
        findings.push(...mine);
        expect(mine.map((f) => `${f.rule} (${f.impact}) ${f.targets.join(" ")}: ${f.help}`)).toEqual([]);
      });
    }
  }
});
