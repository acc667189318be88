import { createEvent, type DomainEvent } from "@shopscript/contracts";
import type { RetryPolicy } from "../src";
import { busFixtures, type BusFixture } from "./support/bus-fixtures";
import { eventually, sleep } from "../testing";

// Short backoff so retries happen within the test; same policy for both adapters.
const retry: RetryPolicy = { maxAttempts: 3, backoffMs: (attempt) => 50 * attempt };

const { adapters, queue, createdQueues } = busFixtures(retry, "bus");

const registered = (email = "seller@example.com") =>
  createEvent("user.registered", { userId: crypto.randomUUID(), email, trialStartDate: new Date().toISOString(), verification: { token: "t0k3n", expiresAt: new Date().toISOString() } }, { correlationId: "req-1" });

describe.each(Object.keys(adapters))("event bus contract: %s", (adapterName) => {
  let fixture: BusFixture;
  beforeEach(async () => {
    fixture = await adapters[adapterName]!();
  });
  afterEach(async () => {
    await fixture.close();
  });

  it("routes by topic pattern: each matching queue gets its own copy, others none", async () => {
    const users: DomainEvent[] = [];
    const everything: DomainEvent[] = [];
    const billing: DomainEvent[] = [];
    await fixture.bus.subscribe({ queue: queue("users"), patterns: ["user.*"], handler: async (e) => void users.push(e) });
    await fixture.bus.subscribe({ queue: queue("all"), patterns: ["#"], handler: async (e) => void everything.push(e) });
    await fixture.bus.subscribe({ queue: queue("billing"), patterns: ["subscription.*"], handler: async (e) => void billing.push(e) });

    const event = registered();
    await fixture.bus.publish(event);
    await fixture.bus.publish(createEvent("description.deleted", { userId: crypto.randomUUID(), descriptionId: crypto.randomUUID() }, { correlationId: "c" }));

    await eventually(() => users.length === 1 && everything.length === 2, "events routed");
    await sleep(150);
    expect(users.map((e) => e.id)).toEqual([event.id]);
    expect(users[0]).toEqual(event); // the envelope arrives intact, correlation id included
    expect(everything).toHaveLength(2);
    expect(billing).toHaveLength(0);
  });

  it("acknowledges a handled event: it is delivered once and not again", async () => {
    const seen: Array<{ id: string; attempt: number }> = [];
    await fixture.bus.subscribe({
      queue: queue("ack"),
      patterns: ["user.registered"],
      handler: async (event, ctx) => void seen.push({ id: event.id, attempt: ctx.attempt }),
    });
    const event = registered();
    await fixture.bus.publish(event);
    await eventually(() => seen.length === 1, "delivered");
    await sleep(400);
    expect(seen).toEqual([{ id: event.id, attempt: 1 }]);
  });

  it("redelivers after a consumer failure until the handler succeeds", async () => {
    const attempts: number[] = [];
    await fixture.bus.subscribe({
      queue: queue("retry"),
      patterns: ["user.registered"],
      handler: async (_event, ctx) => {
        attempts.push(ctx.attempt);
        if (ctx.attempt < 2) throw new Error("mail server hiccup");
      },
    });
    await fixture.bus.publish(registered());
    await eventually(() => attempts.length === 2, "redelivered");
    await sleep(300);
    expect(attempts).toEqual([1, 2]);
    expect(await fixture.bus.deadLetters(createdQueues.at(-1)!)).toEqual([]);
  });

  it("dead-letters an event after the retry limit, with the reason, and can replay it", async () => {
    const name = queue("dead");
    let failing = true;
    const handled: string[] = [];
    await fixture.bus.subscribe({
      queue: name,
      patterns: ["user.registered"],
      handler: async (event, ctx) => {
        if (failing) throw new Error(`still broken on attempt ${ctx.attempt}`);
        handled.push(event.id);
      },
    });
    const event = registered();
    await fixture.bus.publish(event);
    const dead = await eventually(async () => {
      const letters = await fixture.bus.deadLetters(name);
      return letters.length === 1 ? letters : undefined;
    }, "dead-lettered");
    expect(dead[0]).toMatchObject({ routingKey: "user.registered", attempts: retry.maxAttempts, event });
    expect(dead[0]!.reason).toContain("still broken on attempt 3");
    // Looking does not consume.
    expect(await fixture.bus.deadLetters(name)).toHaveLength(1);

    failing = false;
    expect(await fixture.bus.replayDeadLetters(name)).toBe(1);
    await eventually(() => handled.length === 1, "replayed event handled");
    expect(handled).toEqual([event.id]);
    expect(await fixture.bus.deadLetters(name)).toEqual([]);
  });

  it("dead-letters malformed messages at once without calling the handler", async () => {
    const name = queue("malformed");
    const handled: unknown[] = [];
    await fixture.bus.subscribe({ queue: name, patterns: ["user.registered"], handler: async (e) => void handled.push(e) });
    const wrongPayload = { ...registered(), payload: { userId: "not-a-uuid" } };
    await fixture.publishRaw("user.registered", JSON.stringify(wrongPayload));
    await fixture.publishRaw("user.registered", "{not json");

    const dead = await eventually(async () => {
      const letters = await fixture.bus.deadLetters(name);
      return letters.length === 2 ? letters : undefined;
    }, "malformed messages dead-lettered");
    expect(handled).toEqual([]);
    expect(dead.map((d) => d.attempts)).toEqual([1, 1]);
    expect(dead[0]!.reason).toMatch(/^malformed: .*payload/i);
    expect(dead[1]!.reason).toBe("malformed: body is not JSON");
    expect(dead[1]!.event).toBe("{not json");
  });

  it("runs handlers concurrently up to the prefetch and keeps every event", async () => {
    const seen = new Set<string>();
    await fixture.bus.subscribe({
      queue: queue("many"),
      patterns: ["user.registered"],
      handler: async (event) => {
        await sleep(5);
        seen.add(event.id);
      },
    });
    const events = Array.from({ length: 50 }, (_, i) => registered(`seller${i}@example.com`));
    await Promise.all(events.map((e) => fixture.bus.publish(e)));
    await eventually(() => seen.size === 50, "all 50 handled");
    expect([...seen].sort()).toEqual(events.map((e) => e.id).sort());
  });
});
