import { InProcessBus, observeBus, OutboxRelay, ServiceMetrics, transactionWithEvents } from "../src";
import { quietLogger } from "../testing";
import { metricValue } from "../testing/metrics-text";
import { engines, type EngineFixture } from "./db-fixture";

const registered = (n: number) => ({
  userId: crypto.randomUUID(),
  email: `seller${n}@example.com`,
  trialStartDate: new Date().toISOString(),
  verification: { token: "t0k3n", expiresAt: new Date().toISOString() },
});

/** An in-process bus whose broker can be "unreachable". */
class FlakyBus extends InProcessBus {
  up = false;
  override async publish(event: Parameters<InProcessBus["publish"]>[0]): Promise<void> {
    if (!this.up) throw new Error("broker unreachable");
    await super.publish(event);
  }
}

describe("outbox backlog metric (PostgreSQL)", () => {
  let fixture: EngineFixture;
  let bus: FlakyBus;
  beforeEach(() => {
    fixture = engines.postgres();
    bus = new FlakyBus({ log: quietLogger() });
  });
  afterEach(async () => {
    await bus.close();
    await fixture.close();
  });

  it("reports the unsent outbox rows at scrape time, and what the relay then publishes", async () => {
    const db = await fixture.open("ob_metrics");
    const metrics = new ServiceMetrics({ service: "auth" });
    const relay = new OutboxRelay({ db, bus: observeBus(bus, metrics), log: quietLogger() });
    metrics.watchOutbox(relay, quietLogger());
    const backlog = async () =>
      metricValue(await metrics.render(), "shopscript_outbox_backlog", { service: "auth" });

    expect(await backlog()).toBe(0);
    for (let i = 0; i < 3; i++) {
      await transactionWithEvents(db, undefined, "req", async (_tx, emit) => {
        await emit("user.registered", registered(i));
      });
    }
    expect(await backlog()).toBe(3);

    // The broker is away: the relay keeps the events, the gauge keeps counting them, and the failure shows.
    expect(await relay.drain()).toBe(0);
    expect(await backlog()).toBe(3);
    expect(
      metricValue(await metrics.render(), "shopscript_events_publish_failed_total", {
        type: "user.registered",
      }),
    ).toBe(1);

    bus.up = true;
    expect(await relay.drain()).toBe(3);
    const text = await metrics.render();
    expect(metricValue(text, "shopscript_outbox_backlog")).toBe(0);
    expect(
      metricValue(text, "shopscript_events_published_total", { type: "user.registered", service: "auth" }),
    ).toBe(3);
  });

  it("still serves the scrape when the database cannot answer, with the backlog as NaN", async () => {
    const db = await fixture.open("ob_metrics_down");
    const metrics = new ServiceMetrics({ service: "billing" });
    metrics.watchOutbox(new OutboxRelay({ db, bus, log: quietLogger() }));
    expect(metricValue(await metrics.render(), "shopscript_outbox_backlog")).toBe(0);
    await db.close();
    const text = await metrics.render();
    // prom-client writes "Nan"; Prometheus parses NaN case-insensitively.
    expect(text).toMatch(/^shopscript_outbox_backlog\{service="billing"\} nan$/im);
    expect(metricValue(text, "shopscript_outbox_backlog")).toBeNaN();
  });
});
