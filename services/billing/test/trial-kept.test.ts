import { subscriptionStatusSchema } from "@shopscript/contracts";
import { FakeStripe } from "./support/fake-stripe";
import { startBilling, type BillingHarness, type TestUser } from "./support/billing-harness";

// Issue 29: a seller who subscribes during the trial keeps the days left. The subscription starts at once
// (the seller may generate throughout) and its first charge is at the trial's end: Stripe Checkout's
// subscription_data.trial_end, and the same in the sandbox. Real PostgreSQL and RabbitMQ, a clock the test moves.

const DAY = 24 * 3600_000;
const MINUTE = 60_000;
const TRIAL_DAYS = 7;

/** How the sandbox's pages write a date. */
const longDate = (date: Date) =>
  new Intl.DateTimeFormat("en-US", {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  }).format(date);

/** A signed-in seller `daysIn` days into the trial, and when that trial ends. */
function sellerInTrial(b: BillingHarness, daysIn: number): { user: TestUser; trialEnd: Date } {
  const trialStartDate = new Date(b.clock.now().getTime() - daysIn * DAY);
  return {
    user: b.user({ trialStartDate }),
    trialEnd: new Date(trialStartDate.getTime() + TRIAL_DAYS * DAY),
  };
}

async function statusOf(user: TestUser) {
  const response = await user.request("GET", "/api/subscription-status");
  expect(response.status).toBe(200);
  return subscriptionStatusSchema.strict().parse(response.json);
}

describe("the sandbox keeps the trial days of a seller who subscribes early", () => {
  let b: BillingHarness;
  beforeAll(async () => {
    b = await startBilling();
  }, 60_000);
  afterAll(async () => {
    await b?.stop();
  });

  /** Runs `check` with the clock at `at`, then puts it back. */
  async function at<T>(when: Date, check: () => Promise<T>): Promise<T> {
    const before = b.clock.now();
    b.clock.set(when);
    try {
      return await check();
    } finally {
      b.clock.set(before);
    }
  }

  it("subscribing on day 2 keeps 5 days: the first charge is at the trial's end, and the seller may generate throughout", async () => {
    const { user, trialEnd } = sellerInTrial(b, 2);
    expect(await statusOf(user)).toMatchObject({
      isTrialActive: true,
      trialDaysRemaining: 5,
      canGenerate: true,
    });

    // Before paying: the answer names the first charge, and asking again hands out the same checkout and date.
    const created = await user.request("POST", "/api/create-subscription", { plan: "pro" });
    expect(created.status).toBe(200);
    expect(created.json).toEqual({
      url: expect.stringMatching(/^\/api\/billing\/sandbox\/checkout\//),
      firstChargeDate: trialEnd.toISOString(),
    });
    expect((await user.request("POST", "/api/create-subscription", { plan: "pro" })).json).toEqual(
      created.json,
    );

    // The checkout page says nothing is due today, and when the first charge is.
    const page = await user.request("GET", created.json.url);
    expect(page.text).toContain("Due today: $0.");
    expect(page.text.replace(/\s+/g, " ")).toContain(
      `the first charge of $49.99 is on ${longDate(trialEnd)}.`,
    );
    expect(page.text).toMatch(/>\s*Start subscription\s*</);

    expect((await user.request("POST", `${created.json.url}/pay`)).status).toBe(200);
    expect(await statusOf(user)).toEqual({
      isTrialActive: false,
      trialDaysRemaining: 0,
      trialEndDate: trialEnd.toISOString(),
      hasActiveSubscription: true,
      canGenerate: true,
      plan: "pro",
      firstChargeDate: trialEnd.toISOString(),
    });
    // The sandbox's side, as Stripe's would be: trialing until the trial's end, which is the first period's end.
    expect(
      await b.prisma.sandboxSubscription.findMany({
        where: { userId: user.id },
        select: { status: true, currentPeriodEnd: true },
      }),
    ).toEqual([{ status: "trialing", currentPeriodEnd: trialEnd }]);
    expect(await b.prisma.billingAccount.findUnique({ where: { userId: user.id } })).toMatchObject({
      status: "trialing",
      plan: "pro",
      currentPeriodEnd: trialEnd,
    });
    expect(await b.outbox(user.id)).toEqual([
      {
        type: "subscription.activated",
        // The activation mail says nothing is charged until then (not a renewal and a refund).
        payload: { userId: user.id, plan: "pro", currentPeriodEnd: trialEnd.toISOString(), firstChargeAt: trialEnd.toISOString() },
      },
    ]);
    const portal = await user.request("GET", "/api/billing/sandbox/portal");
    expect(portal.text.replace(/\s+/g, " ")).toContain(`The first charge is on ${longDate(trialEnd)}.`);

    // A minute before the trial's end and a minute after: still allowed, and after it nothing is pending any more.
    expect(await at(new Date(trialEnd.getTime() - MINUTE), () => statusOf(user))).toMatchObject({
      hasActiveSubscription: true,
      canGenerate: true,
      firstChargeDate: trialEnd.toISOString(),
    });
    await at(new Date(trialEnd.getTime() + MINUTE), async () => {
      expect(await statusOf(user)).toMatchObject({
        hasActiveSubscription: true,
        canGenerate: true,
        firstChargeDate: null,
      });
      // The sandbox took its (free) first charge at the trial's end: a paid year runs from there.
      const yearLater = new Date(trialEnd);
      yearLater.setUTCFullYear(yearLater.getUTCFullYear() + 1);
      expect((await user.request("GET", "/api/billing/sandbox/portal")).text.replace(/\s+/g, " ")).toContain(
        `Renews on ${longDate(yearLater)}.`,
      );
    });
  });

  it("keeps the days only with 48 hours or more left (Stripe's minimum); closer to the end it charges at checkout", async () => {
    const keeps = sellerInTrial(b, 5);
    const kept = await keeps.user.request("POST", "/api/create-subscription");
    expect(kept.json.firstChargeDate).toBe(keeps.trialEnd.toISOString());

    const { user } = sellerInTrial(b, 5 + MINUTE / DAY);
    const charged = await user.request("POST", "/api/create-subscription");
    expect(charged.json).toEqual({ url: expect.any(String), firstChargeDate: null });
    const page = await user.request("GET", charged.json.url);
    expect(page.text).not.toContain("Due today");
    expect(page.text).toMatch(/>\s*Pay \$4\.99\s*</);
    expect((await user.request("POST", `${charged.json.url}/pay`)).status).toBe(200);
    const monthLater = b.clock.now();
    monthLater.setUTCMonth(monthLater.getUTCMonth() + 1);
    expect(await b.prisma.billingAccount.findUnique({ where: { userId: user.id } })).toMatchObject({
      status: "active",
      currentPeriodEnd: monthLater,
    });
    expect((await statusOf(user)).firstChargeDate).toBeNull();
  });

  it("cancelled during the kept days: access to the trial's end, no charge pending, then access ends", async () => {
    const { user, trialEnd } = sellerInTrial(b, 1);
    const created = await user.request("POST", "/api/create-subscription");
    await user.request("POST", `${created.json.url}/pay`);
    expect((await user.request("POST", "/api/billing/sandbox/portal/cancel")).status).toBe(200);
    expect(await statusOf(user)).toMatchObject({
      hasActiveSubscription: true,
      canGenerate: true,
      firstChargeDate: null,
    });
    expect(await b.outbox(user.id)).toEqual([
      expect.objectContaining({ type: "subscription.activated" }),
      { type: "subscription.canceled", payload: { userId: user.id, accessUntil: trialEnd.toISOString() } },
    ]);
    expect(await at(new Date(trialEnd.getTime() + MINUTE), () => statusOf(user))).toMatchObject({
      hasActiveSubscription: false,
      canGenerate: false,
    });
  });
});

describe("Stripe Checkout keeps the trial days with subscription_data.trial_end", () => {
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

  const sessionOf = (url: string) => stripe.checkoutSessions.get(url.split("/").pop()!)!;

  /** Stripe delivers `event`, signed. */
  async function deliver(event: unknown) {
    const body = JSON.stringify(event);
    return b.webhook(body, stripe.sign(body));
  }

  it("subscribing on day 1: Checkout gets trial_end = the trial's end; the trialing subscription gives access until its first charge", async () => {
    const { user, trialEnd } = sellerInTrial(b, 1);
    const created = await user.request("POST", "/api/create-subscription", { plan: "pro" });
    expect(created.status).toBe(200);
    expect(created.json.firstChargeDate).toBe(trialEnd.toISOString());
    const session = sessionOf(created.json.url);
    // Unix seconds, rounded up: the first charge never comes before the trial is over.
    const trialEndSeconds = Math.ceil(trialEnd.getTime() / 1000);
    expect(session.subscription_data).toEqual({
      metadata: { userId: user.id, plan: "pro" },
      trial_end: String(trialEndSeconds),
    });

    const paid = stripe.completeCheckout(session.id);
    expect(paid.subscription).toMatchObject({ status: "trialing", trial_end: trialEndSeconds });
    expect((await deliver(paid.events.sessionCompleted)).json.result).toBe("applied");
    const firstCharge = new Date(trialEndSeconds * 1000).toISOString();
    expect(await statusOf(user)).toMatchObject({
      hasActiveSubscription: true,
      canGenerate: true,
      plan: "pro",
      firstChargeDate: firstCharge,
    });
    expect(await b.prisma.billingAccount.findUnique({ where: { userId: user.id } })).toMatchObject({
      status: "trialing",
      currentPeriodEnd: new Date(firstCharge),
    });

    // The trial ends and Stripe charges: active, a month's period, nothing pending; access never stopped.
    const item = paid.subscription.items.data[0];
    const renewed = stripe.updateSubscription(paid.subscription.id, {
      status: "active",
      items: {
        ...paid.subscription.items,
        data: [
          {
            ...item,
            current_period_start: trialEndSeconds,
            current_period_end: trialEndSeconds + 365 * 86_400,
          },
        ],
      },
    });
    expect((await deliver(renewed)).json.result).toBe("applied");
    expect(await statusOf(user)).toMatchObject({
      hasActiveSubscription: true,
      canGenerate: true,
      plan: "pro",
      firstChargeDate: null,
    });
    // One activation: the first charge is a renewal of the same subscription, not a new one.
    expect((await b.outbox(user.id)).map((e) => e.type)).toEqual(["subscription.activated"]);
  });

  it("with under 48 hours left no trial_end is sent (Stripe would refuse it): charged at checkout", async () => {
    const { user } = sellerInTrial(b, 6);
    const created = await user.request("POST", "/api/create-subscription");
    expect(created.status).toBe(200);
    expect(created.json.firstChargeDate).toBeNull();
    expect(sessionOf(created.json.url).subscription_data).not.toHaveProperty("trial_end");
  });
});
