import { MESSAGES } from "@shopscript/contracts";
import type { ApiClient } from "../../../infra/test-support/api-client";
import { startTestSystem, type TestSystem } from "../../../infra/test-support/test-system";

// The whole system through the gateway (real PostgreSQL, RabbitMQ, Redis and SMTP), payments in the
// sandbox as `npm start` runs them, and a clock the test moves.
let t: TestSystem;
beforeAll(async () => {
  t = await startTestSystem();
}, 60_000);
afterAll(async () => {
  await t?.stop();
});

const DAY = 24 * 3600_000;
let counter = 0;

async function seller(): Promise<{
  client: ApiClient;
  email: string;
  userId: string;
  trialStartDate: string;
}> {
  const client = t.client();
  const email = `billing-system${Date.now()}${counter++}@example.com`;
  const registered = await client.post("/api/auth/register", { email, password: "billing pass 1" });
  expect(registered.status).toBe(201);
  return {
    client,
    email,
    userId: registered.json.user.id,
    trialStartDate: registered.json.user.trialStartDate,
  };
}

/** Runs `check` with the clock `offset` after `from`, then puts the clock back. */
async function at<T>(from: string, offset: number, check: () => Promise<T>): Promise<T> {
  const before = t.clock.now();
  t.clock.set(new Date(Date.parse(from) + offset));
  try {
    return await check();
  } finally {
    t.clock.set(before);
  }
}

const generationBody = {
  productName: "Brass Desk Lamp",
  keywords: "brass, dimmable, 10 W LED",
  platform: "amazon",
  tone: "professional",
  productUrl: "",
};

describe("the trial through the gateway", () => {
  it("counts down to trialEndDate: day 0, day 6 23:59, day 7, after", async () => {
    const { client, trialStartDate } = await seller();
    const trialEndDate = new Date(Date.parse(trialStartDate) + 7 * DAY).toISOString();
    const status = () => client.get("/api/subscription-status").then((r) => r.json);
    expect(await at(trialStartDate, 0, status)).toEqual({
      isTrialActive: true,
      trialDaysRemaining: 7,
      trialEndDate,
      hasActiveSubscription: false,
      canGenerate: true,
      plan: null,
      firstChargeDate: null,
    });
    expect(await at(trialStartDate, 6 * DAY + 23 * 3600_000 + 59 * 60_000, status)).toMatchObject({
      isTrialActive: true,
      trialDaysRemaining: 1,
      canGenerate: true,
    });
    expect(await at(trialStartDate, 7 * DAY, status)).toMatchObject({
      isTrialActive: false,
      trialDaysRemaining: 0,
      trialEndDate,
      canGenerate: false,
    });
    expect(await at(trialStartDate, 8 * DAY, status)).toMatchObject({
      isTrialActive: false,
      trialDaysRemaining: 0,
      canGenerate: false,
    });
  });

  it("the generator refuses with 402 once the trial is over and no subscription exists", async () => {
    const { client, trialStartDate } = await seller();
    const refused = await at(trialStartDate, 8 * DAY, () =>
      client.post("/api/generate-description", generationBody),
    );
    expect(refused.status).toBe(402);
    expect(refused.json).toMatchObject({ message: MESSAGES.SUBSCRIBE_TO_CONTINUE });
  });
});

describe("the sandbox checkout end to end through the gateway", () => {
  it("trial user → create-subscription → sandbox Pay → subscribed → 'subscription is active' mail", async () => {
    const { client, email, trialStartDate } = await seller();
    expect((await client.get("/api/subscription-status")).json).toMatchObject({
      isTrialActive: true,
      hasActiveSubscription: false,
    });

    // The subscribe screen posts with no body at all.
    const created = await client.request("POST", "/api/create-subscription");
    expect(created.status).toBe(200);
    const checkoutPath: string = created.json.url;
    expect(checkoutPath).toMatch(/^\/api\/billing\/sandbox\/checkout\/cs_sandbox_/);

    const page = await client.get(checkoutPath);
    expect(page.status).toBe(200);
    expect(page.headers.get("content-security-policy")).toMatch(/script-src 'nonce-[^']+'/);
    expect(page.text).toContain("no real payment");
    expect(page.text).toContain("$4.99<span>/month</span>");

    // Pay is a state-changing call: without the app's header the gateway refuses it, as a cross-site form.
    const forged = await client.request("POST", `${checkoutPath}/pay`, undefined, { "x-requested-with": "" });
    expect(forged.status).toBe(403);
    expect((await client.get("/api/subscription-status")).json.hasActiveSubscription).toBe(false);

    const paid = await client.request("POST", `${checkoutPath}/pay`);
    expect(paid).toMatchObject({ status: 200, json: { url: "/subscribed" } });
    expect((await client.get("/api/subscription-status")).json).toMatchObject({
      hasActiveSubscription: true,
      canGenerate: true,
      isTrialActive: false,
    });

    const mail = await t.mailbox.waitFor(email, /subscription is active/i);
    expect(mail.text).toContain("Starter");

    // Long after the trial the subscriber is still admitted: billing says so, and the generator (which asks
    // billing) does not answer 402. What its writer does next is the generator's own business.
    await at(trialStartDate, 8 * DAY, async () => {
      expect((await client.get("/api/subscription-status")).json).toMatchObject({
        isTrialActive: false,
        hasActiveSubscription: true,
        canGenerate: true,
      });
      const generated = await client.post("/api/generate-description", generationBody);
      expect({ status: generated.status, body: generated.json }).not.toMatchObject({ status: 402 });
    });
  });

  it("the sandbox portal cancels to the period end: access stays, and the seller is told until when", async () => {
    const { client, email } = await seller();
    const created = await client.request("POST", "/api/create-subscription", { plan: "pro" });
    expect({ status: created.status, body: created.json }).toMatchObject({ status: 200 });
    expect((await client.request("POST", `${created.json.url}/pay`)).status).toBe(200);
    await t.mailbox.waitFor(email, /subscription is active/i);

    const portal = await client.request("POST", "/api/billing/portal");
    expect(portal.json).toEqual({ url: "/api/billing/sandbox/portal" });
    expect((await client.get(portal.json.url)).text).toContain("Cancel subscription");
    expect((await client.request("POST", "/api/billing/sandbox/portal/cancel")).status).toBe(200);
    expect((await client.get("/api/subscription-status")).json).toMatchObject({
      hasActiveSubscription: true,
      canGenerate: true,
    });
    const canceled = await t.mailbox.waitFor(email, /subscription was canceled/i);
    expect(canceled.text).toMatch(/You keep full access until/);
  });
});
