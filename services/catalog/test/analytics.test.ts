import {
  createEvent,
  MINUTES_SAVED_PER_SAVED_DESCRIPTION,
  MINUTES_SAVED_PER_UNSAVED_GENERATION,
  PLAN_REQUIRED_MESSAGES,
  type PaidPlanId,
} from "@shopscript/contracts";
import { eventually } from "@shopscript/kit/testing";
import type { ApiClient } from "../../../infra/test-support/api-client";
import { startTestSystem, type TestSystem } from "../../../infra/test-support/test-system";

// The analytics read model: the catalog counts description.generated (the generator's events, published
// here as the generator publishes them) and its own description.saved, once per event id.
let t: TestSystem;
beforeAll(async () => {
  t = await startTestSystem();
}, 60_000);
afterAll(async () => {
  await t?.stop();
});

let counter = 0;
/** A seller on the trial, or subscribed to `plan` through the sandbox checkout (billing applies it at Pay). */
async function seller(plan: PaidPlanId | null = "pro"): Promise<{ client: ApiClient; userId: string }> {
  const client = t.client();
  const res = await client.post("/api/auth/register", { email: `analytics${Date.now()}${counter++}@example.com`, password: "analytics pass 1" });
  if (plan) {
    const checkout = await client.request("POST", "/api/create-subscription", { plan });
    expect((await client.request("POST", `${checkout.json.url}/pay`)).status).toBe(200);
  }
  return { client, userId: res.json.user.id };
}

const KEY = "7b0c1c8e-3a3e-4d5e-9a1f-2b3c4d5e6f70";

describe("analytics", () => {
  it("is Pro's, gated like API keys: the trial and Starter get 403 PLAN_REQUIRED, Pro gets the report", async () => {
    const refusal = { status: 403, json: { code: "PLAN_REQUIRED", message: PLAN_REQUIRED_MESSAGES.analytics } };
    const trial = await seller(null);
    expect(await trial.client.get("/api/analytics")).toMatchObject(refusal);
    // The API keys' gate answers the same way, for the same reason (PLAN_FEATURES).
    expect(await trial.client.post("/api/auth/api-keys", { name: "x", scopes: ["generate"] })).toMatchObject({
      status: 403,
      json: { code: "PLAN_REQUIRED", message: PLAN_REQUIRED_MESSAGES.apiAccess },
    });
    const starter = await seller("starter");
    expect(await starter.client.get("/api/analytics")).toMatchObject(refusal);
    // Refused before its input is read: a bad value does not tell a seller without the plan anything more.
    expect(await starter.client.get("/api/analytics?days=365")).toMatchObject(refusal);

    const pro = await seller("pro");
    const report = await pro.client.get("/api/analytics?days=7");
    expect(report.status).toBe(200);
    expect(report.json.days).toHaveLength(7);
  });

  it("counts generations and saves per day, platform, writer and key, the pass rate and the time saved", async () => {
    const { client, userId } = await seller();
    const bus = await t.bus();
    const now = t.clock.now().toISOString();
    const generated = (platform: "etsy" | "amazon", writer: "builtin" | "openai", checksPassed: boolean, apiKeyId: string | null = null) =>
      createEvent("description.generated", { userId, platform, tone: "professional", writer, latencyMs: 10, checksPassed, apiKeyId }, { correlationId: "t", occurredAt: now });
    const events = [generated("etsy", "builtin", true), generated("etsy", "builtin", false, KEY), generated("amazon", "openai", true, KEY)];
    for (const event of events) await bus.publish(event);
    // A redelivery of the same event is not counted again.
    await bus.publish(events[0]!);
    const saved = await client.post("/api/descriptions", {
      productName: "Linen apron",
      keywords: "linen",
      platform: "etsy",
      tone: "professional",
      description: "A linen apron.",
    });
    expect(saved.status).toBe(201);

    const report = await eventually(async () => {
      const res = await client.get("/api/analytics?days=7");
      return res.json.checks.generated === 3 && res.json.days.at(-1).saved === 1 ? res.json : undefined;
    }, "the figures");
    const today = now.slice(0, 10);
    expect(report.days).toHaveLength(7);
    expect(report.days.at(-1)).toEqual({ day: today, generated: 3, saved: 1 });
    expect(report.platforms).toEqual(
      expect.arrayContaining([
        { platform: "etsy", generated: 2, saved: 1 },
        { platform: "amazon", generated: 1, saved: 0 },
      ]),
    );
    expect(report.writers).toEqual(expect.arrayContaining([{ writer: "builtin", generated: 2 }, { writer: "openai", generated: 1 }]));
    expect(report.checks).toEqual({ generated: 3, passed: 2, passRate: 2 / 3 });
    expect(report.apiKeys).toEqual([{ apiKeyId: KEY, calls: 2 }]);
    expect(report.timeSaved.minutes).toBe(1 * MINUTES_SAVED_PER_SAVED_DESCRIPTION + 2 * MINUTES_SAVED_PER_UNSAVED_GENERATION);

    // Another seller sees none of it; bad input names the field.
    const other = await seller();
    const theirs = await other.client.get("/api/analytics");
    expect(theirs.json.checks.generated).toBe(0);
    const bad = await client.get("/api/analytics?days=365");
    expect(bad.status).toBe(400);
    expect(bad.json.fields).toHaveProperty("days");
  });

  it("counts a burst of events exactly once each, redeliveries in the same burst included (batched writes)", async () => {
    const { client, userId } = await seller();
    const bus = await t.bus();
    const now = t.clock.now().toISOString();
    const events = Array.from({ length: 40 }, (_, i) =>
      createEvent(
        "description.generated",
        { userId, platform: i % 2 ? "etsy" : "amazon", tone: "professional", writer: "builtin", latencyMs: 5, checksPassed: i % 4 !== 0, apiKeyId: null },
        { correlationId: `burst-${i}`, occurredAt: now },
      ),
    );
    // All at once, so the consumer gets many while a batch is being written; every fifth one is delivered
    // twice in a row (a redelivery that may land in the same batch as the first delivery).
    await Promise.all(events.flatMap((event, i) => (i % 5 === 0 ? [event, event] : [event])).map((event) => bus.publish(event)));
    const report = await eventually(async () => {
      const res = await client.get("/api/analytics?days=1");
      return res.json.checks.generated >= 40 ? res.json : undefined;
    }, "the burst counted");
    // A moment for any double count to land, then the exact figures.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const settled = (await client.get("/api/analytics?days=1")).json;
    expect(settled.checks).toEqual(report.checks);
    expect(settled.checks).toEqual({ generated: 40, passed: 30, passRate: 30 / 40 });
    expect(settled.platforms).toEqual(
      expect.arrayContaining([
        { platform: "etsy", generated: 20, saved: 0 },
        { platform: "amazon", generated: 20, saved: 0 },
      ]),
    );
  });
});
