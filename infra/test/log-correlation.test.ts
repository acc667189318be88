import { eventually } from "@shopscript/kit/testing";
import { capturingLogger } from "../test-support/capturing-logger";
import { startTestSystem, type TestSystem } from "../test-support/test-system";


describe("log correlation across the services", () => {
  let t: TestSystem;
  const captured = capturingLogger();

  beforeAll(async () => {
    t = await startTestSystem({}, { log: captured.log });
  }, 60_000);
  afterAll(async () => {
    await t?.stop();
  });

  it("a sign-up's request id is on the gateway's, auth's and the notifier's lines, and the mail went out", async () => {
    const email = `corr${Date.now()}@example.com`;
    const client = t.client();
    const registered = await client.post("/api/auth/register", { email, password: "correlate me 1" });
    expect(registered.status).toBe(201);
    const reqId = registered.headers.get("x-request-id")!;
    expect(reqId).toMatch(/^[0-9a-f-]{36}$/);
    const userId = registered.json.user.id as string;

    await t.mailbox.waitFor(email, /confirm your email/i);
    const forRequest = (service: string) =>
      captured.lines.filter((line) => line.service === service && line.reqId === reqId);
    await eventually(
      () => forRequest("notifier").some((line) => line.msg === "mail sent"),
      "the notifier's mail-sent line",
      15_000,
    );

    // The gateway's and auth's request lines name the request; auth's names the path it served.
    expect(forRequest("gateway")).toContainEqual(
      expect.objectContaining({
        msg: "request completed",
        req: { method: "POST", url: "/api/auth/register" },
        res: { statusCode: 201 },
      }),
    );
    expect(forRequest("auth")).toContainEqual(
      expect.objectContaining({ msg: "request completed", res: { statusCode: 201 } }),
    );
    // The notifier handled user.registered, caused by that request: same id, plus the event and the seller.
    const mailSent = forRequest("notifier").find((line) => line.msg === "mail sent")!;
    expect(mailSent).toMatchObject({ reqId, userId, kind: "confirm-email" });
    expect(typeof mailSent.eventId).toBe("string");
    // Never an email address in any line about this request.
    const aboutRequest = captured.lines.filter((line) => line.reqId === reqId);
    expect(aboutRequest.length).toBeGreaterThanOrEqual(3);
    expect(JSON.stringify(aboutRequest)).not.toContain(email);
  }, 60_000);

  it("a signed-in seller's request lines carry the user id in the gateway and in the service", async () => {
    const email = `who${Date.now()}@example.com`;
    const client = t.client();
    const registered = await client.post("/api/auth/register", { email, password: "correlate me 2" });
    expect(registered.status).toBe(201);
    const userId = registered.json.user.id as string;

    const me = await client.get("/api/auth/me");
    expect(me.status).toBe(200);
    const reqId = me.headers.get("x-request-id")!;
    await eventually(
      () =>
        captured.lines.filter((line) => line.reqId === reqId && line.msg === "request completed").length >= 2,
      "both request lines",
      10_000,
    );
    const lines = captured.lines.filter((line) => line.reqId === reqId && line.msg === "request completed");
    expect(lines.map((line) => [line.service, line.userId]).sort()).toEqual([
      ["auth", userId],
      ["gateway", userId],
    ]);
    expect(JSON.stringify(lines)).not.toContain(email);
  }, 60_000);

  it("an anonymous request's lines carry no user id", async () => {
    const res = await t.client().get("/api/auth/me");
    const reqId = res.headers.get("x-request-id")!;
    await eventually(
      () => captured.lines.some((line) => line.reqId === reqId && line.service === "gateway"),
      "the gateway's line",
      10_000,
    );
    for (const line of captured.lines.filter((l) => l.reqId === reqId)) expect(line.userId).toBeUndefined();
  }, 30_000);
});
