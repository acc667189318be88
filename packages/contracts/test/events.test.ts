import { createEvent, parseEvent, EVENT_TYPES, EVENT_PAYLOAD_SCHEMAS, type DomainEvent } from "../src";

const userId = "3f1c7a52-5d0e-4a8c-9a55-1f8f2b6b0c11";

describe("event types", () => {
  // ARCHITECTURE section 2, plus password.changed (auth: a signed-in change of password, issue 15).
  it("cover every event in ARCHITECTURE section 2", () => {
    expect([...EVENT_TYPES].sort()).toEqual(
      [
        "user.registered",
        "user.registration_attempted",
        "password.reset.asked",
        "email.verification.requested",
        "user.email_verified",
        "password.reset.requested",
        "password.reset.completed",
        "password.changed",
        "user.deleted",
        "subscription.activated",
        "subscription.canceled",
        "subscription.payment_failed",
        // A live subscription switched plans (Pro → Starter): auth mirrors the plan for API access.
        "subscription.plan_changed",
        "description.generated",
        "description.saved",
        "description.deleted",
        // Issue 29: a deleted description brought back within its restore window (Undo).
        "description.restored",
        // Catalog mode (issue 17): the work-queue command and its answers (deferred: the seller's access,
        // not the row, stopped it; the job pauses).
        "generation.requested",
        "generation.completed",
        "generation.failed",
        "generation.deferred",
        // Integrations (issue 30): a seller's store connected or let go, a product's fields published or restored.
        "store.connected",
        "store.disconnected",
        "product.published",
        "product.restored",
      ].sort(),
    );
    expect(Object.keys(EVENT_PAYLOAD_SCHEMAS)).toHaveLength(EVENT_TYPES.length);
  });
});

describe("createEvent", () => {
  it("builds a version-1 envelope with a fresh id and time", () => {
    const event = createEvent(
      "user.registered",
      { userId, email: "ann@shop.com", trialStartDate: "2026-11-22T10:00:00.000Z", verification: { token: "t0k3n", expiresAt: "2026-11-23T10:00:00.000Z" } },
      { correlationId: "req-1" },
    );
    expect(event).toMatchObject({ type: "user.registered", version: 1, correlationId: "req-1" });
    expect(event.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Number.isNaN(Date.parse(event.occurredAt))).toBe(false);
    expect(event.payload.email).toBe("ann@shop.com");
  });

  it("uses the given id and time, accepting a Date", () => {
    const event = createEvent(
      "user.email_verified",
      { userId },
      {
        correlationId: "c",
        id: "7d8a1c2e-1b3f-4c5d-8e9f-0a1b2c3d4e5f",
        occurredAt: new Date("2026-01-02T03:04:05Z"),
      },
    );
    expect(event.id).toBe("7d8a1c2e-1b3f-4c5d-8e9f-0a1b2c3d4e5f");
    expect(event.occurredAt).toBe("2026-01-02T03:04:05.000Z");
  });

  it("throws on a payload consumers would dead-letter", () => {
    expect(() =>
      createEvent(
        "description.generated",
        { userId: null, platform: "tiktok" as never, tone: "casual", writer: "builtin", latencyMs: 5 },
        { correlationId: "c" },
      ),
    ).toThrow(/description\.generated.*platform/);
  });
});

describe("parseEvent", () => {
  const good = () =>
    createEvent(
      "subscription.activated",
      { userId, plan: "pro", currentPeriodEnd: null },
      { correlationId: "req-9" },
    );

  it("accepts what createEvent makes, also after a JSON round trip, and narrows on type", () => {
    const result = parseEvent(JSON.parse(JSON.stringify(good())));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const event: DomainEvent = result.event;
    if (event.type !== "subscription.activated") throw new Error("wrong type");
    expect(event.payload.plan).toBe("pro");
  });

  it("anonymous generations carry a null userId", () => {
    const event = createEvent(
      "description.generated",
      { userId: null, platform: "etsy", tone: "luxury", writer: "openai", latencyMs: 1200 },
      { correlationId: "c" },
    );
    expect(parseEvent(event).ok).toBe(true);
  });

  it("rejects a malformed payload, naming the field", () => {
    const result = parseEvent({ ...good(), payload: { userId, plan: "gold", currentPeriodEnd: null } });
    expect(result).toEqual({
      ok: false,
      reason: expect.stringMatching(/subscription\.activated.*payload\.plan/),
    });
  });

  it("rejects an unknown type, including inherited object keys", () => {
    expect(parseEvent({ ...good(), type: "user.teleported" })).toEqual({
      ok: false,
      reason: expect.stringContaining('unknown event type "user.teleported"'),
    });
    expect(parseEvent({ ...good(), type: "toString" }).ok).toBe(false);
  });

  it("rejects a bad envelope", () => {
    expect(parseEvent({ ...good(), version: 2 })).toEqual({
      ok: false,
      reason: expect.stringMatching(/^invalid envelope: version/),
    });
    expect(parseEvent({ ...good(), id: "not-a-uuid" })).toEqual({
      ok: false,
      reason: expect.stringMatching(/^invalid envelope: id/),
    });
    expect(parseEvent("garbage").ok).toBe(false);
    expect(parseEvent(null).ok).toBe(false);
  });
});
