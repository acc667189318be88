/** @jest-environment ./web/test/e2e/environment.ts */
import { AxeBuilder } from "@axe-core/playwright";
import type { Page } from "playwright-core";
import { getPlan } from "@shopscript/contracts";
import { continueToSandboxCheckout, screenshot, signUp, uniqueEmail, until, useE2E, VIEWPORTS } from "./helpers";
import { expectAxeClean, scrollsSideways } from "./page-checks";

// Issue 29, pricing and checkout that tell the truth: a seller in the trial subscribes early, is told before
// paying that the trial's days are kept and when the first charge is, and after checkout lands on a
// confirmation naming what the plan unlocked, with a working link to each. Axe on the changed pages in both themes.
const e2e = useE2E();
// Sign-up, checkout, five links and axe in two themes on two pages: well past jest's 30 s default.
jest.setTimeout(240_000);

/** The trial's end as billing reports it, written as the app writes a day (en-US, the browser's time zone). */
async function trialEndWritten(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const status = (await (await fetch("/api/subscription-status")).json()) as { trialEndDate: string };
    return new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", year: "numeric" }).format(
      new Date(status.trialEndDate),
    );
  });
}

/** What Pro unlocks, in the pricing table's words, each with the page its link opens and what shows it loaded. */
const PRO_UNLOCKS = [
  {
    label: "Unlimited descriptions, every platform and tone",
    page: "Generate",
    path: "/generator",
    heading: "Generate Product Description",
  },
  {
    label: "Save, search and export descriptions",
    page: "My Descriptions",
    path: "/dashboard",
    heading: "My Descriptions",
  },
  { label: "Brand voices (your style guide on every listing)", page: "Brand voices", path: "/voices", heading: "Brand voices" },
  {
    label: "Catalog mode (a whole store CSV at once)",
    page: "Catalog upload",
    path: "/batches",
    heading: "Catalog upload",
  },
  { label: "API access (keys and /api/v1)", page: "API keys", path: "/api-keys", heading: "API keys" },
  { label: "Advanced analytics", page: "Analytics", path: "/analytics", heading: "Analytics" },
  {
    label: "Publish straight to your Shopify or WooCommerce store (with one-click restore)",
    page: "Store connections",
    path: "/connections",
    heading: "Store connections",
  },
];

describe.each(VIEWPORTS)("a trial seller subscribes early, at $name width", ({ name, viewport }) => {
  it("is told the trial days are kept before paying, then lands on what Pro unlocked, each link working", async () => {
    const page = await e2e.newPage({ viewport });
    await signUp(page, uniqueEmail(`early-${name}`));
    const firstCharge = await trialEndWritten(page);

    // From the pricing page, as a seller goes: Pro's Subscribe Now.
    await page.goto("/pricing");
    const pro = page.locator("li").filter({ has: page.getByRole("heading", { name: "Pro", level: 2 }) });
    await pro.getByRole("link", { name: "Subscribe Now" }).click();
    await page.waitForURL("**/subscribe?plan=pro");
    const kept = page.getByTestId("trial-days-kept");
    await kept.waitFor();
    expect((await kept.innerText()).trim()).toBe(
      `Your trial days are kept: the first charge is on ${firstCharge}.`,
    );
    await page.getByRole("heading", { name: "Subscribe to Pro", level: 1 }).waitFor();
    expect(await scrollsSideways(page)).toBe(false);
    await screenshot(page, `subscribe-early-kept-${name}`, true);
    // Reloading hands out the same checkout and says the same.
    await expectAxeClean(page, (p) => p.getByTestId("trial-days-kept").waitFor());

    await continueToSandboxCheckout(page);
    await page.getByText("Due today: $0.").waitFor();
    // The sandbox's own page (its own light styles, no app theme): axe once.
    const checkoutAxe = await new AxeBuilder({ page }).analyze();
    expect(
      checkoutAxe.violations
        .filter((v) => v.impact === "serious" || v.impact === "critical")
        .map((v) => v.id),
    ).toEqual([]);
    await page.getByRole("button", { name: "Start subscription" }).click();

    await page.waitForURL(/\/subscribed$/);
    await page.getByRole("heading", { name: "You're on Pro", level: 1 }).waitFor();
    expect((await page.getByTestId("trial-days-kept").innerText()).trim()).toBe(
      `Your trial days are kept: the first charge is on ${firstCharge}.`,
    );
    const unlocks = page.getByTestId("plan-unlocks");
    const items = unlocks.getByRole("listitem");
    expect((await items.allInnerTexts()).map((text) => text.replace(/\s+/g, " ").trim())).toEqual(
      PRO_UNLOCKS.map((u) => `${u.label} ${u.page}`),
    );
    expect(await scrollsSideways(page)).toBe(false);
    await screenshot(page, `subscribe-early-confirmation-${name}`, true);
    await expectAxeClean(page, (p) => p.getByTestId("plan-unlocks").waitFor());

    // Every link opens its page.
    for (const unlock of PRO_UNLOCKS) {
      await unlocks.getByRole("link", { name: unlock.page, exact: true }).click();
      await page.waitForURL(`**${unlock.path}`);
      await page.getByRole("heading", { name: unlock.heading, level: 1 }).waitFor();
      await page.goBack();
      await page.getByTestId("plan-unlocks").waitFor();
    }
    // And what they open is unlocked: the figures of Analytics (a Pro-only answer from the catalog) and,
    // once auth has heard of the plan, the API key form.
    await page.goto("/analytics");
    await page.getByRole("heading", { name: "API calls per key" }).waitFor();
    await page.goto("/api-keys");
    const offer = page.getByText("API access is part of the Pro plan");
    await until(
      async () => {
        await page.reload();
        await page.getByText("No API keys yet.").or(offer).first().waitFor();
        return (await offer.count()) === 0 && (await page.getByLabel("Key name").count()) > 0;
      },
      "the key form for a Pro seller",
      20_000,
    );
  });

  it("with less than 48 hours of trial left, is told before paying that the first charge is today, at checkout", async () => {
    const DAY = 24 * 3600_000;
    const t = e2e.t;
    const realNow = t.clock.now();
    const page = await e2e.newPage({ viewport });
    await signUp(page, uniqueEmail(`late-${name}`));
    const me = (await (await page.request.get("/api/auth/me")).json()) as { trialStartDate: string };
    try {
      // The trial's sixth day: a day left, too little for Stripe's trial_end (48 hours at least).
      t.clock.set(new Date(Date.parse(me.trialStartDate) + 6 * DAY));
      await page.goto("/subscribe?plan=pro");
      const charged = page.getByTestId("charged-at-checkout");
      await charged.waitFor();
      const price = getPlan("pro").price;
      expect((await charged.innerText()).trim()).toBe(
        `Less than 48 hours of your trial are left, too few to keep: the first charge of ${price} is today, at checkout.`,
      );
      expect(await page.getByTestId("trial-days-kept").count()).toBe(0);
      await page.getByRole("heading", { name: "Subscribe to Pro", level: 1 }).waitFor();
      expect(await scrollsSideways(page)).toBe(false);
      await screenshot(page, `subscribe-late-charged-${name}`, true);
      await expectAxeClean(page, (p) => p.getByTestId("charged-at-checkout").waitFor());

      // The checkout says the same: the price is due now.
      await continueToSandboxCheckout(page);
      await page.getByRole("button", { name: `Pay ${price}` }).waitFor();
      expect(await page.getByText("Due today: $0.").count()).toBe(0);
    } finally {
      t.clock.set(new Date(realNow));
    }
  });
});
