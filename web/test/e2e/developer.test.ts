/** @jest-environment ./web/test/e2e/environment.ts */
import { signUp, uniqueEmail, until, useE2E } from "./helpers";

// The Pro plan's API in the browser: subscribe to Pro through the sandbox checkout, create a key on the
// API keys page (shown once), call the public API with it from the test like a seller's script, and see
// the call on the Analytics page; then the API reference page renders under the site's CSP.
const e2e = useE2E();

describe("API keys and analytics", () => {
  it("creates a key on the page, the key calls the API, and the call shows on the Analytics page", async () => {
    const page = await e2e.newPage();
    const cspErrors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error" && /Content Security Policy/i.test(message.text())) cspErrors.push(message.text());
    });
    await signUp(page, uniqueEmail("api"));

    // On the trial the page offers Pro instead of a key.
    await page.goto("/api-keys");
    await page.getByText("API access is part of the Pro plan").waitFor();

    await page.goto("/subscribe?plan=pro");
    await page.waitForURL("**/api/billing/sandbox/checkout/**");
    await page.getByRole("button", { name: /^Pay / }).click();
    await page.waitForURL(/\/dashboard\?subscribed=1$/);

    await page.goto("/api-keys");
    // Auth learns the plan from billing's event: the form appears once it has.
    // Each look waits for the page to have its answer (the key list, or the Pro offer): right after a reload
    // the page still shows its loading state, which holds neither.
    const offer = page.getByText("API access is part of the Pro plan");
    await until(async () => {
      await page.reload();
      await page.getByText("No API keys yet.").or(offer).first().waitFor();
      return (await offer.count()) === 0 && (await page.getByLabel("Key name").count()) > 0;
    }, "the key form for a Pro seller", 15_000);
    await page.getByLabel("Key name").fill("Browser test script");
    await page.getByRole("checkbox", { name: /Read descriptions/ }).uncheck();
    await page.getByRole("button", { name: "Create key" }).click();
    const secret = (await page.getByTestId("new-api-key").innerText()).trim();
    expect(secret).toMatch(/^ss_live_[A-Za-z0-9_-]{43}$/);
    const row = page.getByTestId("api-key-row").filter({ hasText: "Browser test script" });
    await row.waitFor();
    expect(await row.innerText()).toContain(secret.slice(0, 14));
    expect(await row.innerText()).not.toContain(secret);
    expect(await row.innerText()).toContain("Never");

    // The seller's script: no cookies, just the key.
    const response = await fetch(`${e2e.t.url}/api/v1/generate`, {
      method: "POST",
      headers: { authorization: `Bearer ${secret}`, "content-type": "application/json" },
      body: JSON.stringify({ productName: "Walnut cutting board", keywords: "solid walnut, juice groove", platform: "etsy", tone: "casual" }),
      signal: AbortSignal.timeout(30_000),
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { platform: string }).platform).toBe("etsy");
    // Its scopes are what the page set: reading descriptions was unticked.
    const read = await fetch(`${e2e.t.url}/api/v1/descriptions`, { headers: { authorization: `Bearer ${secret}` }, signal: AbortSignal.timeout(10_000) });
    expect(read.status).toBe(403);

    await page.reload();
    await until(async () => !(await row.innerText()).includes("Never"), "last used to show", 10_000);

    await page.goto("/analytics");
    await page.getByRole("heading", { name: "API calls per key" }).waitFor();
    await until(
      async () => {
        await page.reload();
        await page.getByRole("heading", { name: "API calls per key" }).waitFor();
        await page.getByText(/No API calls in this period|Generations and saves made with each key/).waitFor();
        const calls = page.getByTestId("api-calls");
        return (await calls.count()) > 0 && (await calls.innerText()).includes("Browser test script: 1");
      },
      "the call on the Analytics page",
      15_000,
    );
    expect(await page.locator("svg[role=img]").count()).toBeGreaterThanOrEqual(2);

    await page.goto("/docs/api");
    await page.getByRole("heading", { name: /POST\s*\/api\/v1\/generate\b/ }).first().waitFor();
    await page.getByRole("button", { name: "JavaScript" }).first().click();
    await page.getByText("process.env.SHOPSCRIPT_API_KEY").first().waitFor();
    expect(cspErrors).toEqual([]);

    // Revoked on the page: the script's next call is refused.
    page.once("dialog", (dialog) => void dialog.accept());
    await page.goto("/api-keys");
    await page.getByRole("button", { name: "Revoke Browser test script" }).click();
    await row.getByText("Revoked").waitFor();
    const after = await fetch(`${e2e.t.url}/api/v1/generate`, {
      method: "POST",
      headers: { authorization: `Bearer ${secret}`, "content-type": "application/json" },
      body: JSON.stringify({ productName: "Walnut cutting board", keywords: "solid walnut", platform: "etsy", tone: "casual" }),
      signal: AbortSignal.timeout(10_000),
    });
    expect(after.status).toBe(401);
  }, 120_000);
});
