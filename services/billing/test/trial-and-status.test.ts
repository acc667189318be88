import { randomUUID } from "node:crypto";
import { subscriptionStatusSchema } from "@shopscript/contracts";
import { ManualClock } from "@shopscript/kit";
import { eventually } from "@shopscript/kit/testing";
import { subscriptionStatus } from "../src/domain/entitlement";
import { startBilling, type BillingHarness } from "./support/billing-harness";

const DAY = 24 * 3600_000;
const MINUTE = 60_000;

describe("trial arithmetic (7 days from trialStartDate), with a moved clock", () => {
  const start = new Date("2026-03-02T10:00:00.000Z");
  const clock = new ManualClock(start);
  const status = () => subscriptionStatus({ trialStartDate: start, subscription: null, now: clock.now() });
  const trialEndDate = "2026-03-09T10:00:00.000Z";

  it.each([
    [
      "day 0",
      0,
      {
        isTrialActive: true,
        trialDaysRemaining: 7,
        trialEndDate,
        hasActiveSubscription: false,
        canGenerate: true,
      },
    ],
    [
      "day 0 + 1 minute",
      MINUTE,
      {
        isTrialActive: true,
        trialDaysRemaining: 7,
        trialEndDate,
        hasActiveSubscription: false,
        canGenerate: true,
      },
    ],
    [
      "day 1",
      DAY,
      {
        isTrialActive: true,
        trialDaysRemaining: 6,
        trialEndDate,
        hasActiveSubscription: false,
        canGenerate: true,
      },
    ],
    [
      "day 6 23:59",
      6 * DAY + 23 * 3600_000 + 59 * MINUTE,
      {
        isTrialActive: true,
        trialDaysRemaining: 1,
        trialEndDate,
        hasActiveSubscription: false,
        canGenerate: true,
      },
    ],
    [
      "day 7 (the end itself)",
      7 * DAY,
      {
        isTrialActive: false,
        trialDaysRemaining: 0,
        trialEndDate,
        hasActiveSubscription: false,
        canGenerate: false,
      },
    ],
    [
      "day 8",
      8 * DAY,
      {
        isTrialActive: false,
        trialDaysRemaining: 0,
        trialEndDate,
        hasActiveSubscription: false,
        canGenerate: false,
      },
    ],
    [
      "a year later",
      365 * DAY,
      {
        isTrialActive: false,
        trialDaysRemaining: 0,
        trialEndDate,
        hasActiveSubscription: false,
        canGenerate: false,
      },
    ],
  ])("%s", (_name, offset, expected) => {
    clock.set(new Date(start.getTime() + offset));
    expect(subscriptionStatusSchema.parse(status())).toEqual(expected);
  });

  it("a paid subscription gives access after the trial; cancelled, to its period end and not after", () => {
    const periodEnd = new Date(start.getTime() + 40 * DAY);
    const at = (offset: number, subscription: Parameters<typeof subscriptionStatus>[0]["subscription"]) =>
      subscriptionStatus({ trialStartDate: start, subscription, now: new Date(start.getTime() + offset) });
    const active = { status: "active", currentPeriodEnd: periodEnd, cancelAtPeriodEnd: false };
    // Subscribed during the trial: no trial banner ("Subscribe to keep…") for a subscriber.
    expect(at(2 * DAY, active)).toMatchObject({
      isTrialActive: false,
      trialDaysRemaining: 0,
      hasActiveSubscription: true,
      canGenerate: true,
    });
    expect(at(20 * DAY, active)).toMatchObject({ hasActiveSubscription: true, canGenerate: true });
    expect(at(20 * DAY, { ...active, status: "past_due" })).toMatchObject({
      hasActiveSubscription: true,
      canGenerate: true,
    });
    const ending = { ...active, cancelAtPeriodEnd: true };
    expect(at(40 * DAY - MINUTE, ending)).toMatchObject({ hasActiveSubscription: true, canGenerate: true });
    expect(at(40 * DAY, ending)).toMatchObject({ hasActiveSubscription: false, canGenerate: false });
    for (const status of ["canceled", "unpaid", "incomplete", "incomplete_expired", "paused", "none"]) {
      expect(at(20 * DAY, { ...active, status })).toMatchObject({
        hasActiveSubscription: false,
        canGenerate: false,
      });
    }
    // Cancelled at once during the trial: the trial still runs its course.
    expect(at(3 * DAY, { ...active, status: "canceled" })).toMatchObject({
      isTrialActive: true,
      trialDaysRemaining: 4,
      canGenerate: true,
    });
  });

  it("an unknown trial window is no trial (trialEndDate null)", () => {
    expect(subscriptionStatus({ trialStartDate: null, subscription: null, now: clock.now() })).toEqual({
      isTrialActive: false,
      trialDaysRemaining: 0,
      trialEndDate: null,
      hasActiveSubscription: false,
      canGenerate: false,
    });
  });
});

describe("the billing service's status answers (moved clock, real PostgreSQL and RabbitMQ)", () => {
  let b: BillingHarness;
  beforeAll(async () => {
    b = await startBilling();
  }, 60_000);
  afterAll(async () => {
    await b?.stop();
  });

  it("user.registered opens the account; the status counts down to trialEndDate as the clock moves", async () => {
    const t0 = b.clock.now();
    const user = b.user({ trialStartDate: t0 });
    await b.publish("user.registered", {
      userId: user.id,
      email: user.email,
      trialStartDate: t0.toISOString(),
      verification: { token: "t".repeat(43), expiresAt: new Date(t0.getTime() + DAY).toISOString() },
    });
    await eventually(
      () => b.prisma.billingAccount.findUnique({ where: { userId: user.id } }),
      "account opened",
    );
    const trialEndDate = new Date(t0.getTime() + 7 * DAY).toISOString();
    const at = async (offset: number) => {
      b.clock.set(new Date(t0.getTime() + offset));
      const response = await user.request("GET", "/api/subscription-status");
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("no-store");
      return subscriptionStatusSchema.strict().parse(response.json);
    };
    try {
      expect(await at(0)).toEqual({
        isTrialActive: true,
        trialDaysRemaining: 7,
        trialEndDate,
        hasActiveSubscription: false,
        canGenerate: true,
        plan: null,
        firstChargeDate: null,
      });
      expect(await at(6 * DAY + 23 * 3600_000 + 59 * MINUTE)).toMatchObject({
        isTrialActive: true,
        trialDaysRemaining: 1,
        canGenerate: true,
      });
      expect(await at(7 * DAY)).toMatchObject({
        isTrialActive: false,
        trialDaysRemaining: 0,
        trialEndDate,
        canGenerate: false,
      });
      expect(await at(30 * DAY)).toMatchObject({
        isTrialActive: false,
        trialDaysRemaining: 0,
        canGenerate: false,
      });
    } finally {
      b.clock.set(t0);
    }
  });

  it("before user.registered arrives, the session's trialStartDate answers; once it arrives, the event's", async () => {
    const sessionStart = new Date(b.clock.now().getTime() - 2 * DAY);
    const user = b.user({ trialStartDate: sessionStart });
    const early = await user.request("GET", "/api/subscription-status");
    expect(early.json).toMatchObject({
      isTrialActive: true,
      trialDaysRemaining: 5,
      trialEndDate: new Date(sessionStart.getTime() + 7 * DAY).toISOString(),
    });

    const eventStart = new Date(sessionStart.getTime() - 3 * DAY);
    await b.publish("user.registered", {
      userId: user.id,
      email: user.email,
      trialStartDate: eventStart.toISOString(),
      verification: { token: "t".repeat(43), expiresAt: eventStart.toISOString() },
    });
    await eventually(
      async () => (await user.request("GET", "/api/subscription-status")).json.trialDaysRemaining === 2,
      "event's trial window",
    );
  });

  it("a checkout started while user.registered is being applied: both succeed, the event's window wins", async () => {
    const users = Array.from({ length: 20 }, () => b.user());
    const start = new Date(b.clock.now().getTime() - DAY);
    const results = await Promise.all(
      users.flatMap((user) => [
        b.publish("user.registered", {
          userId: user.id,
          email: user.email,
          trialStartDate: start.toISOString(),
          verification: { token: "t".repeat(43), expiresAt: start.toISOString() },
        }),
        user.request("POST", "/api/create-subscription").then((r) => expect(r.status).toBe(200)),
      ]),
    );
    expect(results).toHaveLength(40);
    for (const user of users) {
      await eventually(
        async () => (await user.request("GET", "/api/subscription-status")).json.trialDaysRemaining === 6,
        "event's window",
      );
    }
  });

  it("GET /internal/entitlements/:userId answers the same object for the generator", async () => {
    const user = b.user();
    const viaSession = (await user.request("GET", "/api/subscription-status")).json;
    const internal = await fetch(
      `${b.url}/internal/entitlements/${user.id}?trialStartDate=${encodeURIComponent(user.trialStartDate)}`,
      {
        signal: AbortSignal.timeout(5000),
      },
    );
    expect(internal.status).toBe(200);
    expect(await internal.json()).toEqual(viaSession);

    const bounded = { signal: AbortSignal.timeout(5000) };
    const over = await fetch(
      `${b.url}/internal/entitlements/${randomUUID()}?trialStartDate=${new Date(Date.now() - 8 * DAY).toISOString()}`,
      bounded,
    );
    expect(await over.json()).toMatchObject({ isTrialActive: false, canGenerate: false });
    const unknown = await fetch(`${b.url}/internal/entitlements/${randomUUID()}`, bounded);
    expect(await unknown.json()).toMatchObject({ trialEndDate: null, canGenerate: false });
    expect((await fetch(`${b.url}/internal/entitlements/not-a-uuid`, bounded)).status).toBe(400);
  });

  it("the status needs a signed-in user", async () => {
    const response = await fetch(`${b.url}/api/subscription-status`, { signal: AbortSignal.timeout(5000) });
    expect(response.status).toBe(401);
  });
});
