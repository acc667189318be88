import { createEvent } from "@shopscript/contracts";
import { observeBus, ServiceMetrics, type RetryPolicy } from "../src";
import { eventually } from "../testing";
import { busFixtures, type BusFixture } from "./support/bus-fixtures";
import { metricValue } from "../testing/metrics-text";

const retry: RetryPolicy = { maxAttempts: 2, backoffMs: () => 30 };

const { adapters, queue } = busFixtures(retry, "metrics");
type Fixture = BusFixture;

const deleted = () =>
  createEvent(
    "description.deleted",
    { userId: crypto.randomUUID(), descriptionId: crypto.randomUUID() },
    { correlationId: "c" },
  );
const saved = () =>
  createEvent(
    "description.saved",
    { userId: crypto.randomUUID(), descriptionId: crypto.randomUUID(), platform: "amazon" },
    { correlationId: "c" },
  );

describe.each(Object.keys(adapters))("event metrics on the %s bus", (adapterName) => {
  let fixture: Fixture;
  beforeEach(async () => {
    fixture = await adapters[adapterName]!();
  });
  afterEach(async () => {
    await fixture.close();
  });

  it("counts what each service publishes and how each of its deliveries ends, in that service's registry", async () => {
    // Two services on one bus, as in the standalone mode: each sees the bus through its own metrics.
    const catalog = new ServiceMetrics({ service: "catalog" });
    const notifier = new ServiceMetrics({ service: "notifier" });
    const catalogBus = observeBus(fixture.bus, catalog);
    const notifierBus = observeBus(fixture.bus, notifier);

    const failedOnce = new Set<string>();
    const handled: string[] = [];
    await notifierBus.subscribe({
      queue: queue("notifier"),
      patterns: ["description.*"],
      handler: async (event) => {
        if (event.type === "description.saved") throw new Error("mail server is down"); // always: dead-lettered
        if (!failedOnce.has(event.id)) {
          failedOnce.add(event.id); // once: retried, then ok
          throw new Error("flaky");
        }
        handled.push(event.id);
      },
    });

    await catalogBus.publish(deleted());
    await catalogBus.publish(deleted());
    await catalogBus.publish(saved());
    await fixture.publishRaw("description.deleted", "{ not json");
    await fixture.publishRaw("description.bogus", JSON.stringify({ hello: "world" }));

    const text = () => notifier.registry.metrics();
    const consumed = async (type: string, outcome: string) =>
      metricValue(await text(), "shopscript_events_consumed_total", { type, outcome, service: "notifier" });
    await eventually(
      async () => (await consumed("description.deleted", "ok")) === 2,
      "two deliveries handled",
    );
    await eventually(
      async () => (await consumed("description.saved", "dead_lettered")) === 1,
      "the failing one dead-lettered",
    );
    await eventually(
      async () => (await consumed("unknown", "dead_lettered")) === 1,
      "the bogus routing key dead-lettered",
    );
    // The malformed body on a real routing key keeps its type; the bogus key is folded into "unknown".
    await eventually(
      async () => (await consumed("description.deleted", "dead_lettered")) === 1,
      "the malformed body dead-lettered",
    );
    expect(handled).toHaveLength(2);
    expect(await consumed("description.deleted", "retried")).toBe(2);
    expect(await consumed("description.saved", "retried")).toBe(1);
    expect(await text()).not.toContain("description.bogus");

    const published = await catalog.registry.metrics();
    expect(
      metricValue(published, "shopscript_events_published_total", {
        type: "description.deleted",
        service: "catalog",
      }),
    ).toBe(2);
    expect(metricValue(published, "shopscript_events_published_total", { type: "description.saved" })).toBe(
      1,
    );
    expect(metricValue(published, "shopscript_events_consumed_total")).toBeUndefined();
    expect(metricValue(await text(), "shopscript_events_published_total")).toBeUndefined();
  });

  it("counts a publish the bus could not take as failed, not as published", async () => {
    const metrics = new ServiceMetrics({ service: "auth" });
    const bus = observeBus(fixture.bus, metrics);
    await fixture.bus.close();
    await expect(bus.publish(deleted())).rejects.toThrow();
    const text = await metrics.registry.metrics();
    expect(metricValue(text, "shopscript_events_publish_failed_total", { type: "description.deleted" })).toBe(
      1,
    );
    expect(
      metricValue(text, "shopscript_events_published_total", { type: "description.deleted" }),
    ).toBeUndefined();
  });
});
