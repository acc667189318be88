/** @jest-environment ./web/test/e2e/environment.ts */
import type { Page } from "playwright-core";
import {
  generate,
  PASSWORD,
  resultCard,
  screenshot,
  signUp,
  subscribeInTrial,
  uniqueEmail,
  until,
  useE2E,
  VIEWPORTS,
} from "./helpers";
import { expectAxeClean, scrollsSideways } from "./page-checks";

// The web app's second pass (issue 29): plans that tell the truth, no wrong words or dead ends, the
// prerendered header, polish and phone layouts. Each at 1280 and 390 px; axe on each changed screen in
// both themes.
const e2e = useE2E();
// Sign-up, generation and axe in two themes per test: well past jest's 30 s default on a loaded machine.
jest.setTimeout(240_000);

describe.each(VIEWPORTS)("plans on /pricing, at $name width", ({ name, viewport }) => {
  it("say which plan has catalog mode, the API and analytics, and Pro leads with what it adds", async () => {
    const page = await e2e.newPage({ viewport });
    await page.goto("/pricing");
    const table = page.getByRole("table", { name: "What each plan includes" });
    await table.waitFor();
    // One row per feature: which plans include it, as the services enforce it (PLAN_FEATURES).
    const included = async (feature: string) => {
      const cells = table.getByRole("row", { name: new RegExp(feature) }).getByRole("cell");
      return (await cells.allInnerTexts()).map((text) => text.trim() === "Included");
    };
    expect(await table.getByRole("columnheader").allInnerTexts()).toEqual(["Feature", "Free Trial", "Starter", "Pro"]);
    expect(await included("Catalog mode")).toEqual([true, true, true]);
    expect(await included("Brand voices")).toEqual([true, true, true]);
    expect(await included("API access")).toEqual([false, false, true]);
    expect(await included("Advanced analytics")).toEqual([false, false, true]);
    expect(await included("Publish straight to your Shopify or WooCommerce store")).toEqual([false, false, true]);

    const card = (plan: string) => page.locator("li").filter({ has: page.getByRole("heading", { name: plan, level: 2 }) });
    await card("Starter").getByText("Catalog mode: a whole store export at once").waitFor();
    const pro = card("Pro");
    await pro.getByText("Starter plus API access and advanced analytics", { exact: false }).waitFor();
    expect(await pro.getByText(/^Billed yearly/).count()).toBe(0);
    await pro.getByText("API access: keys for your own scripts").waitFor();
    // Not "full access" on the trial: the API and analytics are Pro's.
    expect(await page.getByText(/full access/i).count()).toBe(0);
    expect(await scrollsSideways(page)).toBe(false);
    await screenshot(page, `web-pass-pricing-${name}`, true);

    await expectAxeClean(page, (p) => p.getByRole("table", { name: "What each plan includes" }).waitFor());
  });
});

describe.each(VIEWPORTS)("wrong words and dead ends, at $name width", ({ name, viewport }) => {
  it("verifies while signed in → the dashboard; the same link again says already verified", async () => {
    const page = await e2e.newPage({ viewport });
    const email = uniqueEmail(`verify-${name}`);
    await signUp(page, email);
    const mail = await e2e.t.mailbox.waitFor(email, /^confirm your email/i);
    const link = e2e.mailLink(mail, "/verify-email");

    await page.goto(link);
    await page.getByText("Your email has been verified successfully!").waitFor();
    await page.getByText("Taking you to your dashboard...").waitFor();
    expect(await page.getByText("Redirecting to login").count()).toBe(0);
    await page.waitForURL("**/dashboard");

    await page.goto(link);
    await page.getByText("Your email is already verified.").waitFor();
    expect(await page.getByText(/may have expired/).count()).toBe(0);
    await screenshot(page, `web-pass-verified-again-${name}`);
    await page.waitForURL("**/dashboard");

    // For axe the page must stay put: it moves on only once the session check has answered, so hold that.
    await page.route("**/api/auth/me", () => undefined);
    await page.goto(link);
    await expectAxeClean(page, (p) => p.getByText("Your email is already verified.").waitFor(), { networkIdle: false });
  });

  it("the empty dashboard says Save is manual; the count reads 1 description, 2 descriptions", async () => {
    const page = await e2e.newPage({ viewport });
    await signUp(page, uniqueEmail(`empty-${name}`));
    await page.getByText("No descriptions yet").waitFor();
    expect(await page.getByText(/saved automatically/).count()).toBe(0);
    await page.getByText("Generate a description, then choose Save on the result to keep it here.").waitFor();
    await expectAxeClean(page, (p) => p.getByText("No descriptions yet").waitFor());

    for (const [i, productName] of ["Oak Cutting Board", "Linen Apron"].entries()) {
      await page.goto("/generator");
      await generate(page, { name: productName, keywords: "handmade, gift", platform: "Etsy", tone: "Casual" });
      await resultCard(page).getByRole("button", { name: "Save", exact: true }).click();
      await resultCard(page).getByRole("button", { name: "Saved" }).waitFor();
      await page.goto("/dashboard");
      await page.getByText(i === 0 ? "1 description found" : "2 descriptions found", { exact: true }).waitFor();
    }
    expect(await page.getByText("description(s)").count()).toBe(0);
    await expectAxeClean(page, (p) => p.getByText("2 descriptions found").waitFor());
  });

  it("the 404 page is friendly, with links on", async () => {
    const page = await e2e.newPage({ viewport });
    await page.goto("/no-such-page");
    await page.getByRole("heading", { name: "404 Page Not Found" }).waitFor();
    expect(await page.getByText(/forget to add the page to the router/).count()).toBe(0);
    const main = page.getByRole("main");
    for (const link of ["Write a description", "My descriptions", "Pricing", "Contact support", "Back to home"]) {
      await main.getByRole("link", { name: link }).waitFor();
    }
    await main.getByRole("link", { name: "Pricing" }).click();
    await page.waitForURL("**/pricing");
    await page.goBack();
    await expectAxeClean(page, (p) => p.getByRole("heading", { name: "404 Page Not Found" }).waitFor());
  });

  it("clears a failed URL's notice when the URL field is emptied", async () => {
    const page = await e2e.newPage({ viewport });
    await signUp(page, uniqueEmail(`url-${name}`));
    await page.goto("/generator");
    await generate(page, {
      name: "Brass Desk Lamp",
      keywords: "brass, dimmable",
      platform: "Amazon",
      tone: "Professional",
      url: "http://127.0.0.1:9/lamp",
    });
    const notice = page.locator("#productUrl-error");
    await notice.getByText(/We couldn't read that page/).waitFor();
    await page.getByLabel("Product URL").fill("");
    await notice.waitFor({ state: "detached" });
    expect(await page.getByLabel("Product URL").getAttribute("aria-describedby")).not.toContain("productUrl-error");
  });

  it("shows a refused sign-in next to the form (role=alert), and it stays", async () => {
    const page = await e2e.newPage({ viewport });
    const email = uniqueEmail(`signin-${name}`);
    await signUp(page, email);
    const visitor = await e2e.newPage({ viewport });
    await visitor.goto("/login");
    await visitor.getByLabel("Email").fill(email);
    await visitor.getByLabel("Password", { exact: true }).fill(`${PASSWORD} wrong`);
    await visitor.getByRole("button", { name: "Sign In" }).click();
    const alert = visitor.locator("form").getByRole("alert");
    await alert.getByText("Login failed", { exact: true }).waitFor();
    await alert.getByText(/Invalid email or password/i).waitFor();
    // A toast fades within seconds; the message in the form is still there.
    await visitor.waitForTimeout(6_000);
    expect(await alert.isVisible()).toBe(true);
    await screenshot(visitor, `web-pass-signin-error-${name}`);
  });
});

describe.each(VIEWPORTS)("the prerendered landing header, at $name width", ({ name, viewport }) => {
  it("has Sign In and Start Free Trial in the HTML before any script runs", async () => {
    const response = await fetch(`${e2e.t.url}/`);
    const html = await response.text();
    const header = /<header[\s\S]*?<\/header>/.exec(html)?.[0] ?? "";
    expect(header).toMatch(/<a[^>]*href="\/login"[^>]*>Sign In<\/a>/);
    expect(header).toMatch(/<a[^>]*href="\/signup"[^>]*>Start Free Trial<\/a>/);

    // The same in a browser that runs no script at all: the links are on screen (desktop) or in the HTML.
    const context = await e2e.browser.newContext({ baseURL: e2e.t.url, viewport, javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto("/");
      // On a phone the header's links sit in the menu, so the bar's copy is in the HTML but not shown.
      const signIn = page.locator('header a[href="/login"]', { hasText: "Sign In" });
      expect(await signIn.count()).toBe(1);
      expect(await signIn.isVisible()).toBe(name === "desktop");
    } finally {
      await context.close();
    }
  });

  it("swaps to a signed-in seller's links without moving the page", async () => {
    const page = await e2e.newPage({ viewport });
    await signUp(page, uniqueEmail(`header-${name}`));
    // Hold the app's entry script: the prerendered page is on screen, React is not there yet.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/", { waitUntil: "commit" });
    await page.getByRole("heading", { level: 1 }).waitFor();
    const place = () =>
      page.evaluate(() => ({
        header: document.querySelector("header")!.getBoundingClientRect().height,
        main: document.querySelector("main")!.getBoundingClientRect().top,
        logo: document.querySelector("header a")!.getBoundingClientRect().left,
        nav: document.querySelector('nav[aria-label="Main"]')!.getBoundingClientRect().left,
      }));
    const before = await place();
    if (name === "desktop") await page.getByRole("banner").getByRole("link", { name: "Sign In" }).waitFor();

    release();
    await until(async () => (await page.locator("[data-hydrating]").count()) === 0, "React to hydrate");
    if (name === "desktop") {
      const banner = page.getByRole("banner");
      await banner.getByRole("link", { name: "Dashboard" }).waitFor();
      expect(await banner.getByRole("link", { name: "Sign In" }).count()).toBe(0);
      for (const entry of ["Generate", "Catalog", "Dashboard"]) await banner.getByRole("link", { name: entry }).waitFor();
      // The whole row fits: the last entry ends inside the window.
      const signOut = await banner.getByRole("button", { name: "Sign Out" }).boundingBox();
      expect(signOut!.x + signOut!.width).toBeLessThanOrEqual(viewport.width);
    } else {
      await page.getByRole("button", { name: "Open menu" }).click();
      const menu = page.getByRole("dialog", { name: "Menu" });
      for (const entry of ["Generate", "Catalog", "Dashboard"]) await menu.getByRole("link", { name: entry }).waitFor();
      await page.keyboard.press("Escape");
      await menu.waitFor({ state: "hidden" });
    }
    expect(await place()).toEqual(before);
    expect(await scrollsSideways(page)).toBe(false);
    await screenshot(page, `web-pass-header-signed-in-${name}`);
  });
});

/** Subscribes the signed-in seller (in the trial) to `plan` through the sandbox checkout, back on the dashboard. */
async function subscribe(page: Page, plan: "starter" | "pro") {
  await subscribeInTrial(page, plan);
  await page.goto("/dashboard");
}

describe.each(VIEWPORTS)("polish, at $name width", ({ name, viewport }) => {
  it("writes dates in en-US in a Dutch browser, and the trial banner says a quiet N days left", async () => {
    const page = await e2e.newPage({ viewport, locale: "nl-NL", timezoneId: "Europe/Amsterdam" });
    expect(await page.evaluate(() => navigator.language)).toBe("nl-NL");
    await signUp(page, uniqueEmail(`dates-${name}`));
    const banner = page.getByRole("complementary", { name: "Free trial" });
    await banner.getByText("7 days left in your trial", { exact: true }).waitFor();
    expect(await banner.innerText()).not.toMatch(/\d+s\b/);

    await page.goto("/generator");
    await generate(page, { name: "Oak Cutting Board", keywords: "oak, handmade", platform: "Etsy", tone: "Casual" });
    const usDate = /^(January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[AP]M$/;
    expect((await resultCard(page).locator("time").innerText()).trim()).toMatch(usDate);
    await resultCard(page).getByRole("button", { name: "Save", exact: true }).click();
    await resultCard(page).getByRole("button", { name: "Saved" }).waitFor();
    await page.goto("/dashboard");
    const card = page.locator("article, [class*=card]").filter({ has: page.locator("time") }).first();
    await card.waitFor();
    expect((await page.locator("main time").first().innerText()).trim()).toMatch(usDate);
    await page.getByText("· just now").or(page.getByText(/· \d+ minutes? ago/)).first().waitFor();
  });

  it("renders /docs/api from its Markdown, with this host in its examples", async () => {
    const page = await e2e.newPage({ viewport });
    await page.goto("/docs/api");
    await page.getByText("/api/v1/openapi.json").first().waitFor();
    const main = page.getByRole("main");
    // The intro's list of error codes is a list with code spans, not raw Markdown.
    await main.locator("li code", { hasText: "api_key_scope" }).first().waitFor();
    expect(await main.innerText()).not.toMatch(/`[a-z_]+`/);
    const curl = (await main.locator('pre[aria-label="curl example"]').first().innerText()).trim();
    expect(curl).toContain(`${e2e.t.url}/api/v1/`);
    expect(await main.innerText()).not.toContain("localhost:3000");
    expect(curl).not.toContain("$SHOPSCRIPT_URL");
    expect(await scrollsSideways(page)).toBe(false);
    await expectAxeClean(page, (p) => p.getByText("/api/v1/openapi.json").first().waitFor());
  });

  it("shows a select's focus ring in full colour", async () => {
    const page = await e2e.newPage({ viewport });
    await page.goto("/generator");
    const platform = page.locator("#platform");
    await platform.waitFor();
    await until(async () => (await page.locator("[data-hydrating]").count()) === 0, "React to hydrate");
    await page.getByLabel("Product Name").focus();
    await page.keyboard.press("Tab");
    expect(await platform.evaluate((el) => el === document.activeElement)).toBe(true);
    const shadow = await platform.evaluate((el) => getComputedStyle(el).boxShadow);
    // The ring is the theme's ring colour at full strength (indigo #6366f1 in the light theme), not faded.
    expect(shadow).toContain("rgb(99, 102, 241)");
  });

  it("a Pro seller: API keys fit the phone (Revoke reachable), the batches scope is plain, bars carry numbers", async () => {
    const page = await e2e.newPage({ viewport });
    await signUp(page, uniqueEmail(`pro-${name}`));
    await page.goto("/generator");
    await generate(page, { name: "Walnut Serving Tray", keywords: "walnut, oiled", platform: "Etsy", tone: "Casual" });
    await subscribe(page, "pro");

    await page.goto("/api-keys");
    const offer = page.getByText("API access is part of the Pro plan");
    await until(async () => {
      await page.reload();
      await page.getByText("No API keys yet.").or(offer).first().waitFor();
      return (await offer.count()) === 0 && (await page.getByLabel("Key name").count()) > 0;
    }, "the key form for a Pro seller", 20_000);
    const batches = page.locator("label", { hasText: "Catalog batches" });
    expect(await batches.innerText()).not.toContain("when available");
    await page.getByLabel("Key name").fill("Nightly catalogue sync script");
    await page.getByRole("button", { name: "Create key" }).click();
    await page.getByTestId("new-api-key").waitFor();
    await page.getByTestId("api-key-row").waitFor();
    expect(await scrollsSideways(page)).toBe(false);
    const revoke = await page.getByRole("button", { name: "Revoke Nightly catalogue sync script" }).boundingBox();
    expect(revoke!.x).toBeGreaterThanOrEqual(0);
    expect(revoke!.x + revoke!.width).toBeLessThanOrEqual(viewport.width);
    await screenshot(page, `web-pass-api-keys-${name}`, true);
    await expectAxeClean(page, (p) => p.getByTestId("api-key-row").waitFor());

    // The generation before subscribing is in the analytics read model: its bar says 1.
    await page.goto("/analytics");
    await until(async () => {
      await page.reload();
      await page.getByRole("heading", { name: "API calls per key" }).waitFor();
      return (await page.locator("[data-bar-value]").count()) > 0;
    }, "a bar with its number", 20_000);
    expect(await page.locator("[data-bar-value]").allInnerTexts()).toContain("1");
    await screenshot(page, `web-pass-analytics-${name}`, true);
    await expectAxeClean(page, (p) => p.getByRole("heading", { name: "API calls per key" }).waitFor());
  }, 300_000);
});

describe.each(VIEWPORTS)("the dashboard's actions, at $name width", ({ name, viewport }) => {
  it("keeps Billing, Catalog and Generate on one row above the search box", async () => {
    const page = await e2e.newPage({ viewport });
    await signUp(page, uniqueEmail(`actions-${name}`));
    await page.goto("/generator");
    await generate(page, { name: "Linen Apron", keywords: "linen, pocket", platform: "Etsy", tone: "Casual" });
    await resultCard(page).getByRole("button", { name: "Save", exact: true }).click();
    await resultCard(page).getByRole("button", { name: "Saved" }).waitFor();
    await subscribe(page, "starter");
    await page.getByLabel("Search descriptions").waitFor();
    const heading = page.getByRole("heading", { name: "My Descriptions", level: 1 });
    const actions = heading.locator("xpath=following-sibling::div[1]").locator("a, button");
    await until(async () => (await actions.count()) === 3, "the three actions");
    const boxes = await Promise.all([0, 1, 2].map(async (i) => (await actions.nth(i).boundingBox())!));
    expect(new Set(boxes.map((b) => Math.round(b.y))).size).toBe(1);
    for (const box of boxes) expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
    expect(await scrollsSideways(page)).toBe(false);
    await screenshot(page, `web-pass-dashboard-actions-${name}`);
    await expectAxeClean(page, (p) => p.getByLabel("Search descriptions").waitFor());
  });
});
