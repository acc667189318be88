import { createEvent, type DomainEvent } from "@shopscript/contracts";
import { InProcessBus, OutboxRelay, RabbitMqBus, processOnce, transactionWithEvents, queueNames } from "../src";
import { CuttableTcpProxy, eventually, quietLogger, sleep, testAmqpUrl, testExchange, uniqueSuffix } from "../testing";
import { engines, type EngineFixture } from "./db-fixture";

const userRegistered = (n: number) => ({
  userId: crypto.randomUUID(),
  email: `seller${n}@example.com`,
  trialStartDate: new Date().toISOString(),
  verification: { token: "t0k3n", expiresAt: new Date().toISOString() },
});

describe.each(Object.keys(engines) as Array<keyof typeof engines>)("transactional outbox on %s", (engine) => {
  let fixture: EngineFixture;
  let bus: InProcessBus;
  beforeEach(() => {
    fixture = engines[engine]();
    bus = new InProcessBus({ log: quietLogger() });
  });
  afterEach(async () => {
    await bus.close();
    await fixture.close();
  });

  it("commits the state change and its event together", async () => {
    const db = await fixture.open("ob_commit");
    await transactionWithEvents(db, undefined, "req-42", async (tx, emit) => {
      await tx.widget.create({ data: { name: "kettle" } });
      await emit("user.registered", userRegistered(1));
    });
    const rows = await db.client.$queryRawUnsafe<{ type: string; envelope: DomainEvent }[]>(
      `SELECT type, envelope FROM "ob_commit"."outbox_event"`,
    );
    expect(await db.client.widget.count()).toBe(1);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.type).toBe("user.registered");
    expect(rows[0]!.envelope.correlationId).toBe("req-42");
  });

  it("stores a transaction's many events in the order they were emitted, with the transaction's correlation id", async () => {
    // (They are written in one statement when the work is done: one per event held a 50-row batch start past the
    // transaction's time limit on a loaded machine.)
    const db = await fixture.open("ob_many");
    const ids: string[] = [];
    await transactionWithEvents(db, undefined, "req-many", async (tx, emit) => {
      await tx.widget.create({ data: { name: "kettle" } });
      for (let i = 0; i < 30; i++) ids.push((await emit("user.registered", userRegistered(i))).id);
    });
    const rows = await db.client.$queryRawUnsafe<{ envelope: DomainEvent }[]>(`SELECT envelope FROM "ob_many"."outbox_event" ORDER BY seq`);
    expect(rows.map((r) => r.envelope.id)).toEqual(ids);
    expect(new Set(rows.map((r) => r.envelope.correlationId))).toEqual(new Set(["req-many"]));
  });

  it("rolls back both when anything in the transaction fails", async () => {
    const db = await fixture.open("ob_rollback");
    await expect(
      transactionWithEvents(db, undefined, "req-43", async (tx, emit) => {
        await tx.widget.create({ data: { name: "kettle" } });
        await emit("user.registered", userRegistered(1));
        throw new Error("payment provider said no");
      }),
    ).rejects.toThrow("payment provider said no");
    expect(await db.client.widget.count()).toBe(0);
    expect(await db.client.$queryRawUnsafe(`SELECT 1 FROM "ob_rollback"."outbox_event"`)).toEqual([]);
  });

  it("refuses an event whose payload breaks its contract, writing nothing", async () => {
    const db = await fixture.open("ob_invalid");
    await expect(
      transactionWithEvents(db, undefined, "req", async (tx, emit) => {
        await tx.widget.create({ data: { name: "kettle" } });
        await emit("user.registered", { userId: "nope" } as never);
      }),
    ).rejects.toThrow();
    expect(await db.client.widget.count()).toBe(0);
  });

  it("the relay publishes in commit order, marks events sent and never sends one twice", async () => {
    const db = await fixture.open("ob_relay");
    const received: string[] = [];
    await bus.subscribe({ queue: `q_${uniqueSuffix()}`, patterns: ["#"], handler: async (e) => void received.push((e.payload as { email: string }).email) });
    const relay = new OutboxRelay({ db, bus, log: quietLogger(), pollIntervalMs: 50, batchSize: 3 });
    for (let i = 0; i < 8; i++) {
      await transactionWithEvents(db, relay, "req", async (_tx, emit) => {
        await emit("user.registered", userRegistered(i));
      });
    }
    relay.start();
    await eventually(() => received.length === 8, "all events published");
    await relay.stop();
    expect(received).toEqual(Array.from({ length: 8 }, (_, i) => `seller${i}@example.com`));
    expect(await relay.pendingCount()).toBe(0);
    await sleep(100);
    expect(received).toHaveLength(8);
  });

  it("a published event keeps no usable token: the subscriber got it, the outbox row has it redacted", async () => {
    const db = await fixture.open("ob_secrets");
    const received: DomainEvent[] = [];
    await bus.subscribe({ queue: `q_${uniqueSuffix()}`, patterns: ["#"], handler: async (e) => void received.push(e) });
    const relay = new OutboxRelay({ db, bus, log: quietLogger(), pollIntervalMs: 50 });
    const resetToken = `reset-${uniqueSuffix()}`;
    const verifyToken = `verify-${uniqueSuffix()}`;
    await transactionWithEvents(db, relay, "req", async (_tx, emit) => {
      await emit("password.reset.requested", { userId: crypto.randomUUID(), email: "a@example.com", token: resetToken, expiresAt: new Date().toISOString() });
      await emit("user.registered", { ...userRegistered(1), verification: { token: verifyToken, expiresAt: new Date().toISOString() } });
      await emit("user.email_verified", { userId: crypto.randomUUID() });
    });
    relay.start();
    await eventually(() => received.length === 3, "all events published");
    await relay.stop();
    expect(received.map((e) => JSON.stringify(e.payload)).join()).toContain(resetToken);
    expect(received.map((e) => JSON.stringify(e.payload)).join()).toContain(verifyToken);
    const rows = await db.client.$queryRawUnsafe<{ type: string; envelope: DomainEvent }[]>(
      `SELECT type, envelope FROM "ob_secrets"."outbox_event" ORDER BY seq`,
    );
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(resetToken);
    expect(stored).not.toContain(verifyToken);
    expect(rows.map((r) => r.type)).toEqual(["password.reset.requested", "user.registered", "user.email_verified"]);
    expect((rows[0]!.envelope.payload as { token: string }).token).toBe("[redacted]");
    expect((rows[1]!.envelope.payload as { email: string }).email).toBe("seller1@example.com");
  });

  it("prunes published events older than the retention window, and never an unpublished one", async () => {
    const db = await fixture.open("ob_prune");
    const relay = new OutboxRelay({ db, bus, log: quietLogger(), retentionMs: 24 * 3600_000 });
    for (let i = 0; i < 4; i++) {
      await transactionWithEvents(db, undefined, "req", async (_tx, emit) => void (await emit("user.registered", userRegistered(i))));
    }
    expect(await relay.drain()).toBe(4);
    await transactionWithEvents(db, undefined, "req", async (_tx, emit) => void (await emit("user.registered", userRegistered(9))));
    // Two were published two days ago, one an hour ago; the last one is not published at all (and old).
    await db.client.$executeRawUnsafe(`UPDATE "ob_prune"."outbox_event" SET "published_at" = now() - interval '2 days' WHERE "seq" IN (1, 2)`);
    await db.client.$executeRawUnsafe(`UPDATE "ob_prune"."outbox_event" SET "published_at" = now() - interval '1 hour' WHERE "seq" = 3`);
    await db.client.$executeRawUnsafe(`UPDATE "ob_prune"."outbox_event" SET "created_at" = now() - interval '30 days' WHERE "seq" = 5`);
    expect(await relay.prunePublished()).toBe(2);
    const left = await db.client.$queryRawUnsafe<{ seq: bigint }[]>(`SELECT seq FROM "ob_prune"."outbox_event" ORDER BY seq`);
    expect(left.map((r) => Number(r.seq))).toEqual([3, 4, 5]);
    expect(await relay.pendingCount()).toBe(1);
  });

  it("processOnce runs a consumer's work once per event, even for concurrent duplicates", async () => {
    const db = await fixture.open("ob_inbox");
    const event = createEvent("user.registered", userRegistered(1), { correlationId: "c" }) as DomainEvent;
    let runs = 0;
    const handle = () =>
      processOnce(db, "billing", event, async (tx) => {
        runs++;
        await tx.widget.create({ data: { name: `for-${event.id}` } });
      });
    const results = await Promise.all([handle(), handle(), handle(), handle()]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await handle()).toBe(false);
    expect(runs).toBe(1);
    expect(await db.client.widget.count()).toBe(1);
    // Another consumer of the same event is independent.
    expect(await processOnce(db, "notifier", event, async () => undefined)).toBe(true);
  });

  it("processOnce forgets the event when the work fails, so a redelivery tries again", async () => {
    const db = await fixture.open("ob_inbox_fail");
    const event = createEvent("user.registered", userRegistered(1), { correlationId: "c" }) as DomainEvent;
    await expect(processOnce(db, "billing", event, async () => Promise.reject(new Error("db hiccup")))).rejects.toThrow("db hiccup");
    expect(await processOnce(db, "billing", event, async () => undefined)).toBe(true);
  });
});

describe("transactional outbox while RabbitMQ is unreachable (PostgreSQL + RabbitMQ)", () => {
  it("keeps events while the broker is away and delivers them, in order, once it is back", async () => {
    const fixture = engines.postgres();
    const broker = new URL(testAmqpUrl());
    const proxy = await new CuttableTcpProxy(broker.hostname, Number(broker.port || 5672)).start();
    const exchange = testExchange("outage");
    const viaProxy = new URL(testAmqpUrl());
    viaProxy.hostname = "127.0.0.1";
    viaProxy.port = String(proxy.port);
    const publisher = new RabbitMqBus({ url: viaProxy.toString(), exchange, log: quietLogger() });
    const consumer = new RabbitMqBus({ url: testAmqpUrl(), exchange, log: quietLogger() });
    const queue = `outage_${uniqueSuffix()}`;
    const received: string[] = [];
    try {
      await publisher.start();
      await consumer.start();
      await Promise.all([publisher.waitUntilConnected(), consumer.waitUntilConnected()]);
      await consumer.subscribe({ queue, patterns: ["user.registered"], handler: async (e) => void received.push((e.payload as { email: string }).email) });
      const db = await fixture.open("ob_outage");
      const relay = new OutboxRelay({ db, bus: publisher, log: quietLogger(), pollIntervalMs: 100 });
      relay.start();

      await proxy.cut();
      await eventually(() => publisher.ping().then(() => false, () => true), "publisher noticed the outage");
      for (let i = 0; i < 5; i++) {
        // The seller's action succeeds although the broker is away.
        await transactionWithEvents(db, relay, "req", async (tx, emit) => {
          await tx.widget.create({ data: { name: `w${i}` } });
          await emit("user.registered", userRegistered(i));
        });
      }
      await sleep(500);
      expect(received).toEqual([]);
      expect(await relay.pendingCount()).toBe(5);

      await proxy.restore();
      await eventually(() => received.length === 5, "events delivered after the broker came back", 20_000);
      expect(received).toEqual(Array.from({ length: 5 }, (_, i) => `seller${i}@example.com`));
      await eventually(async () => (await relay.pendingCount()) === 0, "outbox drained");
      await relay.stop();
    } finally {
      await publisher.close();
      await consumer.close();
      await proxy.stop();
      await fixture.close();
      const amqp = await import("amqplib");
      const conn = await amqp.connect(testAmqpUrl());
      const ch = await conn.createChannel();
      for (const name of Object.values(queueNames(queue))) await ch.deleteQueue(name).catch(() => undefined);
      await ch.deleteExchange(exchange).catch(() => undefined);
      await ch.deleteExchange(`${exchange}.dlx`).catch(() => undefined);
      await conn.close();
    }
  });
});
