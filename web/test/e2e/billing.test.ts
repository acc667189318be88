/** @jest-environment ./web/test/e2e/environment.ts */
import { signUp, uniqueEmail, until, useE2E } from "./helpers";

// The trial banner and the sandbox checkout, in the browser.
const e2e = useE2E();

describe("trial and subscription", () => {
  it("shows a live trial countdown, subscribes through the sandbox, and the banner is gone", async () => {
    const page = await e2e.newPage();
    await signUp(page, uniqueEmail("billing"));
    const banner = page.getByRole("complementary", { name: "Free trial" });
    await banner.waitFor();
    const line = banner.locator("p").first();
    const text = (await line.innerText()).replace(/\s+/g, " ").trim();
    expect(text).toMatch(/\d.* left in your trial$/);
    await banner.getByText("Subscribe to keep unlimited access to all features").waitFor();
    // It counts down every second.
    const ticking = banner.locator("span[aria-hidden]").first();
    const before = await ticking.innerText();
    await until(async () => (await ticking.innerText()) !== before, "the countdown to tick", 3_000);

    await banner.getByRole("link", { name: "Subscribe" }).click();
    await page.waitForURL("**/api/billing/sandbox/checkout/**");
    await page.getByRole("heading", { name: "Subscribe to ShopScript" }).waitFor();
    await page.getByRole("button", { name: /^Pay / }).click();

    await page.waitForURL(/\/dashboard\?subscribed=1$/);
    await page.getByRole("heading", { name: "My Descriptions" }).waitFor();
    await page.getByRole("button", { name: "Manage billing" }).waitFor();
    expect(await page.getByRole("complementary", { name: "Free trial" }).count()).toBe(0);
    await page.goto("/generator");
    await page.getByRole("heading", { name: "Generate Product Description" }).waitFor();
    expect(await page.getByText("left in your trial").count()).toBe(0);
  });
});
