import type { DomainEvent } from "@shopscript/contracts";
import { eventually } from "@shopscript/kit/testing";
import { startTestSystem, type TestSystem } from "../../../infra/test-support/test-system";

let t: TestSystem;
const asked: DomainEvent[] = [];
beforeAll(async () => {
  // Small caps, and client addresses played through X-Forwarded-For (believed from loopback).
  t = await startTestSystem({ TRUST_PROXY: "loopback", SIGNUPS_PER_ADDRESS_PER_HOUR: "3", RESET_REQUESTS_PER_ADDRESS_PER_HOUR: "3" });
  await t.watch(["password.reset.asked", "password.reset.requested"], async (event) => void asked.push(event));
}, 60_000);
afterAll(async () => {
  await t?.stop();
});

let counter = 0;
const freshEmail = () => `caps${Date.now()}${counter++}@example.com`;
const from = (address: string) => ({ "x-forwarded-for": address });

describe("sign-up and reset caps per client address (real Redis)", () => {
  it("one address may sign up SIGNUPS_PER_ADDRESS_PER_HOUR times; then 429 for a free and a taken email alike", async () => {
    const taken = freshEmail();
    expect((await t.client().post("/api/auth/register", { email: taken, password: "caps pass 11" }, from("198.51.100.99"))).status).toBe(201);
    for (let i = 0; i < 3; i++) {
      const res = await t.client().post("/api/auth/register", { email: freshEmail(), password: "caps pass 11" }, from("2001:db8:5:5::1"));
      expect(res.status).toBe(201);
    }
    // The same /64, another address in it: the fourth try, whether the email is free or taken.
    const free = await t.client().post("/api/auth/register", { email: freshEmail(), password: "caps pass 11" }, from("2001:db8:5:5::2"));
    const again = await t.client().post("/api/auth/register", { email: taken, password: "caps pass 11" }, from("2001:db8:5:5::3"));
    for (const res of [free, again]) {
      expect(res.status).toBe(429);
      expect(res.json.code).toBe("RATE_LIMITED");
      expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    }
    // The same answer for a free and a taken email. Its retryAfterSeconds counts down the window's seconds, so
    // the two may differ by the second that passed between them (a fresh-clone CI run under load saw 3600 and
    // 3599): everything else is byte for byte the same, and the two waits within a few seconds of each other.
    const withoutWait = (text: string) => text.replace(/"retryAfterSeconds":\d+/, '"retryAfterSeconds":…');
    expect({ status: again.status, body: withoutWait(again.text) }).toEqual({ status: free.status, body: withoutWait(free.text) });
    expect(Math.abs(again.json.retryAfterSeconds - free.json.retryAfterSeconds)).toBeLessThanOrEqual(5);
    // Another client is not affected.
    expect((await t.client().post("/api/auth/register", { email: freshEmail(), password: "caps pass 11" }, from("2001:db8:5:6::1"))).status).toBe(201);
  });

  it("one address may ask for reset links RESET_REQUESTS_PER_ADDRESS_PER_HOUR times; then 429", async () => {
    for (let i = 0; i < 3; i++) {
      expect((await t.client().post("/api/auth/forgot-password", { email: freshEmail() }, from("203.0.113.77"))).status).toBe(200);
    }
    const fourth = await t.client().post("/api/auth/forgot-password", { email: freshEmail() }, from("203.0.113.77"));
    expect(fourth).toMatchObject({ status: 429, json: { code: "RATE_LIMITED" } });
    expect((await t.client().post("/api/auth/forgot-password", { email: freshEmail() }, from("203.0.113.78"))).status).toBe(200);
  });
});

describe("forgot-password does the same work for a known and an unknown address", () => {
  it("each request only queues one password.reset.asked; the link follows later, and only for the account", async () => {
    const known = freshEmail();
    expect((await t.client().post("/api/auth/register", { email: known, password: "caps pass 11" }, from("198.51.100.1"))).status).toBe(201);
    const unknown = freshEmail();
    const answers = [];
    for (const email of [known, unknown]) answers.push(await t.client().post("/api/auth/forgot-password", { email }, from("198.51.100.2")));
    expect(answers[0]!.text).toBe(answers[1]!.text);
    const askedFor = (email: string) => asked.filter((e) => e.type === "password.reset.asked" && e.payload.email === email);
    await eventually(() => askedFor(known).length === 1 && askedFor(unknown).length === 1, "one password.reset.asked each");
    const requested = await eventually(() => asked.find((e) => e.type === "password.reset.requested" && e.payload.email === known), "a link for the account");
    expect(requested.correlationId).toBe(askedFor(known)[0]!.correlationId);
    await t.mailbox.waitFor(known, /reset/i);
    expect(asked.some((e) => e.type === "password.reset.requested" && e.payload.email === unknown)).toBe(false);
    expect(t.mailbox.for(unknown)).toEqual([]);
  });
});
