/** @jest-environment ./web/test/e2e/environment.ts */
import { createEvent } from "@shopscript/contracts";
import { PASSWORD, signUp, subscribeInTrial, toast, uniqueEmail, until, useE2E } from "./helpers";

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

    await subscribeInTrial(page, "pro");

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

  it("changing the password can revoke every API key: the box starts unticked, and ticked the key stops at once", async () => {
    const page = await e2e.newPage();
    const email = uniqueEmail("revoke-keys");
    await signUp(page, email);
    // Pro as billing reports it (the checkout itself is the test above's), then a key made the way the page makes it.
    const api = (method: string, path: string, body?: unknown) =>
      page.evaluate(
        async ([m, p, b]) => {
          const res = await fetch(p as string, {
            method: m as string,
            headers: { "content-type": "application/json", "x-requested-with": "shopscript" },
            body: b === undefined ? undefined : JSON.stringify(b),
          });
          return { status: res.status, json: res.status === 204 ? null : await res.json() };
        },
        [method, path, body] as const,
      );
    const userId = (await api("GET", "/api/auth/me")).json.id as string;
    const bus = await e2e.t.bus();
    await bus.publish(createEvent("subscription.activated", { userId, plan: "pro", currentPeriodEnd: null }, { correlationId: "e2e" }));
    await until(async () => (await api("GET", "/api/auth/api-keys")).json.apiAccess === true, "auth to learn the Pro plan", 15_000);
    const secret = (await api("POST", "/api/auth/api-keys", { name: "Nightly sync", scopes: ["descriptions:read"] })).json.secret as string;
    const useKey = () =>
      fetch(`${e2e.t.url}/api/v1/descriptions`, { headers: { authorization: `Bearer ${secret}` }, signal: AbortSignal.timeout(10_000) }).then((r) => r.status);
    expect(await useKey()).toBe(200);

    await page.goto("/account");
    const revoke = page.getByRole("checkbox", { name: /Also revoke all my API keys/ });
    expect(await revoke.isChecked()).toBe(false);
    await page.getByLabel("Current password").fill(PASSWORD);
    await page.getByLabel("New password", { exact: true }).fill("after a scare 2");
    await page.getByLabel("Confirm new password").fill("after a scare 2");
    await revoke.check();
    await page.getByRole("button", { name: "Change password" }).click();
    await toast(page, "Password changed");
    await page.getByText(/your API keys were revoked/).first().waitFor();
    expect(await revoke.isChecked()).toBe(false);
    expect(await useKey()).toBe(401);
  }, 120_000);
});
