import { subscriptionStatusSchema } from "@shopscript/contracts";
import { eventually } from "@shopscript/kit/testing";
import { FakeStripe } from "./support/fake-stripe";
import { PUBLIC_URL, startBilling, type BillingHarness, type TestUser } from "./support/billing-harness";

// The billing service with the real stripe SDK talking to a local Stripe-compatible server.
let stripe: FakeStripe;
let b: BillingHarness;
beforeAll(async () => {
  stripe = await new FakeStripe().start();
  b = await startBilling(stripe.env());
}, 60_000);
afterAll(async () => {
  await b?.stop();
  await stripe?.stop();
});

/** A signed-in user who has started a checkout; returns the Stripe-side session. */
async function checkout(user: TestUser, plan?: "starter" | "pro") {
  const response = await user.request("POST", "/api/create-subscription", plan ? { plan } : undefined);
  expect(response.status).toBe(200);
  const id = String(response.json.url).split("/").pop()!;
  return { response, session: stripe.checkoutSessions.get(id)! };
}

/** Stripe delivers `event`, signed. */
async function deliver(event: unknown) {
  const body = JSON.stringify(event);
  return b.webhook(body, stripe.sign(body));
}

/** A user with a paid, active subscription (checkout completed and its webhook applied). */
async function subscriber() {
  const user = b.user();
  const { session } = await checkout(user);
  const paid = stripe.completeCheckout(session.id);
  expect((await deliver(paid.events.sessionCompleted)).status).toBe(200);
  return { user, subscription: paid.subscription, events: paid.events };
}

const accountOf = (userId: string) => b.prisma.billingAccount.findUnique({ where: { userId } });

const DAY = 24 * 3600_000;
/** A signed-in user whose trial ended yesterday: Checkout charges at once (no trial days left to keep). */
const trialOver = () => b.user({ trialStartDate: new Date(b.clock.now().getTime() - 8 * DAY) });

describe("checkout with Stripe", () => {
  it("create-subscription → Checkout in subscription mode → webhook → the status shows the subscription", async () => {
    const user = trialOver();
    const before = await user.request("GET", "/api/subscription-status");
    expect(subscriptionStatusSchema.parse(before.json)).toMatchObject({
      isTrialActive: false,
      hasActiveSubscription: false,
      canGenerate: false,
    });

    const { response, session } = await checkout(user);
    // The trial is over: nothing to keep, Stripe charges at checkout (the kept days are trial-kept.test.ts's).
    expect(response.json).toEqual({ url: session.url, firstChargeDate: null });
    expect(session.subscription_data).not.toHaveProperty("trial_end");
    expect(response.json.url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/);
    // The customer: created once, with the user's email and id.
    const customer = stripe.customers.get(session.customer)!;
    expect(customer).toMatchObject({ email: user.email, metadata: { userId: user.id } });
    // The session: subscription mode, the Starter price (no body = the default plan), the user id everywhere.
    expect(session).toMatchObject({
      mode: "subscription",
      client_reference_id: user.id,
      metadata: { userId: user.id, plan: "starter" },
      subscription_data: { metadata: { userId: user.id, plan: "starter" } },
      line_items: [{ price: stripe.prices.starter, quantity: "1" }],
      success_url: `${PUBLIC_URL}/subscribed`,
      cancel_url: `${PUBLIC_URL}/pricing?canceled=1`,
    });

    // Stripe's side: the customer pays; Stripe sends checkout.session.completed.
    const paid = stripe.completeCheckout(session.id);
    const delivered = await deliver(paid.events.sessionCompleted);
    expect(delivered).toEqual({ status: 200, json: { received: true, result: "applied" } });

    const after = await user.request("GET", "/api/subscription-status");
    expect(after.json).toMatchObject({
      hasActiveSubscription: true,
      canGenerate: true,
      isTrialActive: false,
      trialDaysRemaining: 0,
      firstChargeDate: null,
    });
    const periodEnd = new Date(paid.subscription.items.data[0].current_period_end * 1000);
    expect(await accountOf(user.id)).toMatchObject({
      status: "active",
      plan: "starter",
      provider: "stripe",
      customerId: customer.id,
      subscriptionId: paid.subscription.id,
      currentPeriodEnd: periodEnd,
      cancelAtPeriodEnd: false,
    });
    expect(await b.outbox(user.id)).toEqual([
      {
        type: "subscription.activated",
        payload: { userId: user.id, plan: "starter", currentPeriodEnd: periodEnd.toISOString() },
      },
    ]);

    // Subscribed: asking to subscribe again opens the billing portal, never a second checkout.
    const checkoutsBefore = stripe.checkoutSessions.size;
    const again = await user.request("POST", "/api/create-subscription", { plan: "pro" });
    expect(again.status).toBe(200);
    expect(again.json.url).toMatch(/^https:\/\/billing\.stripe\.test\//);
    expect(stripe.checkoutSessions.size).toBe(checkoutsBefore);
  });

  it("one open checkout per user: asked for at once, both get the same one; another plan closes it at Stripe", async () => {
    const user = b.user();
    const [first, second] = await Promise.all([
      user.request("POST", "/api/create-subscription"),
      user.request("POST", "/api/create-subscription"),
    ]);
    expect(first.json.url).toBe(second.json.url);
    const open = () => [...stripe.checkoutSessions.values()].filter((cs) => cs.metadata.userId === user.id && cs.status === "open");
    expect(open().map((cs) => cs.url)).toEqual([first.json.url]);
    const pro = await user.request("POST", "/api/create-subscription", { plan: "pro" });
    expect(pro.json.url).not.toBe(first.json.url);
    expect(open().map((cs) => cs.url)).toEqual([pro.json.url]);
    // The closed one cannot be paid any more.
    const closedId = String(first.json.url).split("/").pop()!;
    expect(stripe.checkoutSessions.get(closedId)!.status).toBe("expired");
    expect(() => stripe.completeCheckout(closedId)).toThrow(/expired/);
  });

  it("a second subscription for a subscribed customer is cancelled at Stripe at once, the first kept", async () => {
    const { user, subscription } = await subscriber();
    const customer = (await accountOf(user.id))!.customerId!;
    const second = stripe.createSubscription({ customer, price: stripe.prices.pro, metadata: { userId: user.id, plan: "pro" } });
    expect((await deliver(stripe.event("customer.subscription.created", second))).status).toBe(200);
    expect(stripe.subscriptions.get(second.id)!.status).toBe("canceled");
    // The first is untouched: still in the trial days it kept.
    expect(stripe.subscriptions.get(subscription.id)!.status).toBe("trialing");
    expect(await accountOf(user.id)).toMatchObject({ subscriptionId: subscription.id, status: "trialing" });
  });

  it("reuses the user's Stripe customer and charges the chosen plan's price", async () => {
    const user = b.user();
    const first = await checkout(user);
    const second = await checkout(user, "pro");
    expect(second.session.customer).toBe(first.session.customer);
    expect(
      stripe.calls("POST", /^\/v1\/customers$/).filter((c) => c.params.metadata?.userId === user.id),
    ).toHaveLength(1);
    expect(second.session.line_items).toEqual([{ price: stripe.prices.pro, quantity: "1" }]);
    expect(second.session.metadata).toEqual({ userId: user.id, plan: "pro" });

    const bad = await user.request("POST", "/api/create-subscription", { plan: "platinum" });
    expect(bad.status).toBe(400);
    expect(bad.json).toMatchObject({
      code: "VALIDATION_FAILED",
      fields: { plan: "Please choose the Starter or Pro plan" },
    });
  });

  it("answers 502 'Unable to create subscription' when Stripe fails, and 401 when signed out", async () => {
    stripe.fail("POST", /^\/v1\/checkout\/sessions$/, 500, {
      type: "api_error",
      message: "An unknown error occurred",
    });
    try {
      const response = await b.user().request("POST", "/api/create-subscription");
      expect(response).toMatchObject({
        status: 502,
        json: { message: "Unable to create subscription", code: "PAYMENT_PROVIDER_ERROR" },
      });
    } finally {
      stripe.clearFailures();
    }
    const anonymous = await fetch(`${b.url}/api/create-subscription`, {
      method: "POST",
      signal: AbortSignal.timeout(5000),
    });
    expect(anonymous.status).toBe(401);
  });

  it("opens the customer portal for the user's customer, returning to the dashboard", async () => {
    const { user } = await subscriber();
    const portal = await user.request("POST", "/api/billing/portal");
    expect(portal.status).toBe(200);
    const session = stripe.portalSessions.at(-1);
    expect(portal.json).toEqual({ url: session.url });
    expect(session).toMatchObject({
      customer: (await accountOf(user.id))!.customerId,
      return_url: `${PUBLIC_URL}/dashboard`,
    });

    const stranger = await b.user().request("POST", "/api/billing/portal");
    expect(stranger).toMatchObject({ status: 404, json: { code: "NO_SUBSCRIPTION" } });
  });
});

describe("webhook authenticity", () => {
  it("refuses bad, missing and stale signatures with 400 and writes nothing", async () => {
    const user = b.user();
    const { session } = await checkout(user);
    const event = stripe.completeCheckout(session.id).events.sessionCompleted;
    const body = JSON.stringify(event);
    const now = Math.floor(Date.now() / 1000);
    const retrievesBefore = stripe.calls("GET", /^\/v1\/subscriptions\//).length;
    const attempts = {
      missing: await b.webhook(body),
      empty: await b.webhook(body, ""),
      garbage: await b.webhook(body, "t=123,v1=deadbeef"),
      wrongSecret: await b.webhook(body, stripe.sign(body, { secret: "whsec_not_the_endpoint_secret" })),
      otherBody: await b.webhook(
        body.replace(user.id, "00000000-0000-4000-8000-000000000000"),
        stripe.sign(body),
      ),
      // The SDK's default tolerance is 300 s.
      stale: await b.webhook(body, stripe.sign(body, { timestamp: now - 301 })),
    };
    for (const [name, response] of Object.entries(attempts)) {
      expect({ name, ...response }).toEqual({
        name,
        status: 400,
        json: { message: "Invalid webhook signature", code: "INVALID_SIGNATURE" },
      });
    }
    expect(await b.prisma.processedWebhookEvent.count({ where: { eventId: event.id } })).toBe(0);
    expect(await accountOf(user.id)).toMatchObject({ status: "none", subscriptionId: null });
    expect(await b.outbox(user.id)).toEqual([]);
    // Not even a read from Stripe: the body is not trusted until the signature is.
    expect(stripe.calls("GET", /^\/v1\/subscriptions\//)).toHaveLength(retrievesBefore);

    // The same event, properly signed and fresh (299 s old), is accepted.
    expect((await b.webhook(body, stripe.sign(body, { timestamp: now - 299 }))).status).toBe(200);
    expect((await user.request("GET", "/api/subscription-status")).json.hasActiveSubscription).toBe(true);
  });

  it("the same event delivered 10 times at once is applied once and emits one event", async () => {
    const user = b.user();
    const { session } = await checkout(user);
    const event = stripe.completeCheckout(session.id).events.sessionCompleted;
    const body = JSON.stringify(event);
    const responses = await Promise.all(Array.from({ length: 10 }, () => b.webhook(body, stripe.sign(body))));
    expect(responses.map((r) => r.status)).toEqual(Array(10).fill(200));
    const results = responses.map((r) => r.json.result).sort();
    expect(results).toEqual(["applied", ...Array(9).fill("duplicate")]);
    expect(await b.prisma.processedWebhookEvent.count({ where: { eventId: event.id } })).toBe(1);
    expect(await b.outbox(user.id)).toEqual([
      { type: "subscription.activated", payload: expect.objectContaining({ userId: user.id }) },
    ]);
    // And again later (Stripe retries for days): still once.
    expect((await b.webhook(body, stripe.sign(body))).json.result).toBe("duplicate");
    expect(await b.outbox(user.id)).toHaveLength(1);
  });

  it("acknowledges events it does not act on", async () => {
    const body = JSON.stringify(stripe.event("customer.created", { id: "cus_x", object: "customer" }));
    expect(await b.webhook(body, stripe.sign(body))).toEqual({
      status: 200,
      json: { received: true, result: "ignored" },
    });
  });
});

/** Every ordering of `items` (n! of them). */
function permutations<T>(items: T[]): T[][] {
  if (items.length <= 1) return [items];
  return items.flatMap((item, i) =>
    permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]),
  );
}

describe("events in any order end in Stripe's current state", () => {
  const orders = permutations([0, 1, 2, 3]);

  it("created, updated (cancel at period end), invoice failed, deleted: 24 orders, each ends canceled", async () => {
    expect(orders).toHaveLength(24);
    for (const order of orders) {
      const user = b.user();
      const { session } = await checkout(user);
      // Stripe's side goes through the lifecycle; each event carries its snapshot of that moment.
      const { subscription, events } = stripe.completeCheckout(session.id);
      const lifecycle = [
        events.subscriptionCreated,
        stripe.updateSubscription(subscription.id, { cancel_at_period_end: true }),
        stripe.failInvoice(subscription.id),
        stripe.endSubscription(subscription.id),
      ];
      for (const index of order) expect((await deliver(lifecycle[index])).status).toBe(200);

      const reported = stripe.subscriptions.get(subscription.id);
      const account = await accountOf(user.id);
      expect({ order, status: account!.status, cancelAtPeriodEnd: account!.cancelAtPeriodEnd }).toEqual({
        order,
        status: reported.status,
        cancelAtPeriodEnd: reported.cancel_at_period_end,
      });
      expect(account!.currentPeriodEnd).toEqual(new Date(reported.items.data[0].current_period_end * 1000));
      const status = await user.request("GET", "/api/subscription-status");
      expect(status.json).toMatchObject({ hasActiveSubscription: false });
      // Every read saw the ended subscription: access never began, so nothing to announce but the failed payment.
      expect((await b.outbox(user.id)).map((e) => e.type)).toEqual(["subscription.payment_failed"]);
    }
  });

  it("created, cancel at period end, invoice failed, resumed and paid: 24 orders, each ends active", async () => {
    for (const order of orders) {
      const user = b.user();
      const { session } = await checkout(user);
      const { subscription, events } = stripe.completeCheckout(session.id);
      const lifecycle = [
        events.subscriptionCreated,
        stripe.updateSubscription(subscription.id, { cancel_at_period_end: true }),
        stripe.failInvoice(subscription.id),
        stripe.updateSubscription(subscription.id, { cancel_at_period_end: false, status: "active" }),
      ];
      for (const index of order) expect((await deliver(lifecycle[index])).status).toBe(200);

      const account = await accountOf(user.id);
      expect({ order, status: account!.status, cancelAtPeriodEnd: account!.cancelAtPeriodEnd }).toEqual({
        order,
        status: "active",
        cancelAtPeriodEnd: false,
      });
      expect((await user.request("GET", "/api/subscription-status")).json).toMatchObject({
        hasActiveSubscription: true,
        canGenerate: true,
      });
      expect((await b.outbox(user.id)).map((e) => e.type).sort()).toEqual([
        "subscription.activated",
        "subscription.payment_failed",
      ]);
    }
  });
});

describe("concurrent events about one subscription", () => {
  it("a read that began earlier but answers later does not overwrite newer state", async () => {
    const { user, subscription } = await subscriber();
    // Event A's read of Stripe is slow: it sees the subscription active, but answers only after…
    stripe.delayNext("GET", new RegExp(`^/v1/subscriptions/${subscription.id}$`), 600);
    const renewed = stripe.updateSubscription(subscription.id, {
      metadata: { ...subscription.metadata, note: "renewed" },
    });
    const slow = deliver(renewed);
    await eventually(
      () => stripe.calls("GET", new RegExp(`^/v1/subscriptions/${subscription.id}$`)).length >= 2,
      "slow read started",
    );
    // …event B (the subscription ended) was read and applied.
    const fast = await deliver(stripe.endSubscription(subscription.id));
    expect(fast.json.result).toBe("applied");
    expect((await slow).json.result).toBe("stale");
    expect(await accountOf(user.id)).toMatchObject({ status: "canceled" });
    expect((await user.request("GET", "/api/subscription-status")).json.hasActiveSubscription).toBe(false);
  });
});

describe("the lifecycle, event by event", () => {
  it("cancel at period end keeps access and says until when; the end takes it; a failed renewal is told", async () => {
    const { user, subscription } = await subscriber();
    const periodEnd = new Date(subscription.items.data[0].current_period_end * 1000).toISOString();

    await deliver(stripe.failInvoice(subscription.id));
    expect((await accountOf(user.id))!.status).toBe("past_due");
    // Stripe is still retrying the payment: access continues meanwhile.
    expect((await user.request("GET", "/api/subscription-status")).json.canGenerate).toBe(true);

    await deliver(
      stripe.updateSubscription(subscription.id, { cancel_at_period_end: true, status: "active" }),
    );
    expect((await user.request("GET", "/api/subscription-status")).json).toMatchObject({
      hasActiveSubscription: true,
      canGenerate: true,
    });

    await deliver(stripe.endSubscription(subscription.id));
    const ended = (await user.request("GET", "/api/subscription-status")).json;
    expect(ended).toMatchObject({ hasActiveSubscription: false, isTrialActive: true });

    expect(await b.outbox(user.id)).toEqual([
      {
        type: "subscription.activated",
        // Subscribed during the trial: Stripe's subscription is trialing until its period end, the first charge.
        payload: { userId: user.id, plan: "starter", currentPeriodEnd: periodEnd, firstChargeAt: periodEnd },
      },
      { type: "subscription.payment_failed", payload: { userId: user.id } },
      { type: "subscription.canceled", payload: { userId: user.id, accessUntil: periodEnd } },
    ]);
  });

  it("a switch to another plan in the portal (Starter → Pro → Starter) is told once per change, with no new activation", async () => {
    const { user, subscription } = await subscriber();
    const onPrice = (price: string) => ({
      items: { ...subscription.items, data: [{ ...subscription.items.data[0], price: { ...subscription.items.data[0].price, id: price } }] },
    });
    await deliver(stripe.updateSubscription(subscription.id, onPrice(stripe.prices.pro)));
    expect((await user.request("GET", "/api/subscription-status")).json).toMatchObject({ hasActiveSubscription: true, plan: "pro" });
    // The same state delivered again (Stripe retries) changes nothing.
    await deliver(stripe.updateSubscription(subscription.id, onPrice(stripe.prices.pro)));
    await deliver(stripe.updateSubscription(subscription.id, onPrice(stripe.prices.starter)));
    expect((await b.outbox(user.id)).map((e) => [e.type, e.payload.plan])).toEqual([
      ["subscription.activated", "starter"],
      ["subscription.plan_changed", "pro"],
      ["subscription.plan_changed", "starter"],
    ]);
  });

  it("a subscription cancelled at once (no notice) ends access now", async () => {
    const { user, subscription } = await subscriber();
    await deliver(stripe.endSubscription(subscription.id));
    expect((await b.outbox(user.id)).map((e) => [e.type, e.payload.accessUntil])).toEqual([
      ["subscription.activated", undefined],
      ["subscription.canceled", null],
    ]);
  });
});

describe("user events", () => {
  it("user.deleted cancels the subscription at Stripe and removes the billing data", async () => {
    const { user, subscription } = await subscriber();
    await b.publish("user.deleted", { userId: user.id, email: user.email });
    await eventually(async () => (await accountOf(user.id)) === null, "account removed");
    expect(stripe.subscriptions.get(subscription.id).status).toBe("canceled");
    expect(stripe.calls("DELETE", new RegExp(`^/v1/subscriptions/${subscription.id}$`))).toHaveLength(1);
    // Stripe then reports the cancellation: nobody to apply it to, acknowledged all the same.
    const late = await deliver(
      stripe.event("customer.subscription.deleted", stripe.subscriptions.get(subscription.id)),
    );
    expect(late).toEqual({ status: 200, json: { received: true, result: "unknown-account" } });
    expect(await accountOf(user.id)).toBeNull();
  });
});
