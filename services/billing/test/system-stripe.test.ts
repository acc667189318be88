import { sleep } from "@shopscript/kit/testing";
import { PUBLIC_URL, startTestSystem, type TestSystem } from "../../../infra/test-support/test-system";
import { FakeStripe } from "./support/fake-stripe";

// The whole system through the gateway with Stripe configured: the real stripe SDK in billing talks to a
// local Stripe-compatible server; webhooks come in through the gateway, signed by the SDK.
let stripe: FakeStripe;
let t: TestSystem;
beforeAll(async () => {
  stripe = await new FakeStripe().start();
  t = await startTestSystem(stripe.env());
}, 60_000);
afterAll(async () => {
  await t?.stop();
  await stripe?.stop();
});

/** Stripe calling the webhook: no cookie, no app header (the gateway exempts this path), signed raw body. */
async function deliver(event: unknown) {
  const body = JSON.stringify(event);
  const response = await fetch(`${t.url}/api/billing/webhook`, {
    method: "POST",
    headers: {
      "content-type": "application/json; charset=utf-8",
      "stripe-signature": stripe.sign(body),
      "user-agent": "Stripe/1.0 (+https://stripe.com/docs/webhooks)",
    },
    body,
    signal: AbortSignal.timeout(15_000),
  });
  return { status: response.status, json: (await response.json()) as { result?: string } };
}

describe("Stripe checkout through the gateway", () => {
  it("checkout → webhook (10 times at once) → subscribed, with exactly one 'subscription is active' mail", async () => {
    const client = t.client();
    const email = `stripe-system${Date.now()}@example.com`;
    const registered = await client.post("/api/auth/register", { email, password: "stripe pass 1" });
    expect(registered.status).toBe(201);
    const trialEnd = new Date(Date.parse(registered.json.user.trialStartDate) + 7 * 24 * 3600_000);

    const created = await client.request("POST", "/api/create-subscription");
    expect(created.status).toBe(200);
    const session = stripe.checkoutSessions.get(String(created.json.url).split("/").pop()!)!;
    // Subscribed on the trial's first day: its days are kept, the first charge is at its end.
    expect(created.json).toEqual({ url: session.url, firstChargeDate: trialEnd.toISOString() });
    expect(Number(session.subscription_data.trial_end)).toBe(Math.ceil(trialEnd.getTime() / 1000));
    expect(session.success_url).toBe(`${PUBLIC_URL}/subscribed`);

    const paid = stripe.completeCheckout(session.id);
    const deliveries = await Promise.all(
      Array.from({ length: 10 }, () => deliver(paid.events.sessionCompleted)),
    );
    expect(deliveries.map((d) => d.status)).toEqual(Array(10).fill(200));
    expect(deliveries.filter((d) => d.json.result === "applied")).toHaveLength(1);
    // Stripe's other event about the same change (another id, the same state): nothing new to tell.
    expect((await deliver(paid.events.subscriptionCreated)).json.result).toBe("applied");

    expect((await client.get("/api/subscription-status")).json).toMatchObject({
      hasActiveSubscription: true,
      canGenerate: true,
    });
    await t.mailbox.waitFor(email, /subscription is active/i);
    // Time for any duplicate to have travelled outbox → RabbitMQ → notifier → SMTP.
    await sleep(2000);
    expect(t.mailbox.for(email).filter((mail) => /subscription is active/i.test(mail.subject))).toHaveLength(
      1,
    );
  });

  it("a bad signature is refused at the service behind the gateway, with nothing applied", async () => {
    const body = JSON.stringify(
      stripe.event("customer.subscription.updated", { id: "sub_unknown", object: "subscription" }),
    );
    const response = await fetch(`${t.url}/api/billing/webhook`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "stripe-signature": stripe.sign(body, { secret: "whsec_wrong" }),
      },
      body,
      signal: AbortSignal.timeout(15_000),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: "INVALID_SIGNATURE" });
  });
});
