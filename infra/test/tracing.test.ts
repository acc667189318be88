import { SpanKind } from "@opentelemetry/api";
import { InMemorySpanExporter, type ReadableSpan } from "@opentelemetry/sdk-trace-base";
import { startTracing, type RunningTracing } from "@shopscript/kit";
import { eventually } from "@shopscript/kit/testing";
import { capturingLogger } from "../test-support/capturing-logger";
import { startTestSystem, type TestSystem } from "../test-support/test-system";


const parentOf = (span: ReadableSpan) => span.parentSpanContext?.spanId;

describe("tracing across gateway, service, RabbitMQ and consumer", () => {
  let t: TestSystem;
  let tracing: RunningTracing;
  const exporter = new InMemorySpanExporter();
  const captured = capturingLogger();

  beforeAll(async () => {
    tracing = startTracing({ serviceName: "shopscript-test", exporter, env: {} })!;
    t = await startTestSystem({}, { log: captured.log });
  }, 60_000);
  afterAll(async () => {
    await t?.stop();
    await tracing?.stop();
  });

  it("one sign-up is one trace: gateway → auth → outbox publish → the notifier's consumer, each span the child of the one before", async () => {
    const email = `trace${Date.now()}@example.com`;
    const registered = await t.client().post("/api/auth/register", { email, password: "trace me please 1" });
    expect(registered.status).toBe(201);
    const reqId = registered.headers.get("x-request-id")!;
    await t.mailbox.waitFor(email, /confirm your email/i);

    const spans = () => exporter.getFinishedSpans();
    const gatewayServer = () =>
      spans().find(
        (s) =>
          s.kind === SpanKind.SERVER &&
          s.attributes["shopscript.request_id"] === reqId &&
          parentOf(s) === undefined,
      );
    await eventually(() => gatewayServer() !== undefined, "the gateway's server span", 10_000);
    const root = gatewayServer()!;
    const traceId = root.spanContext().traceId;
    const inTrace = () => spans().filter((s) => s.spanContext().traceId === traceId);
    const consumerOf = (queueSuffix: string) =>
      inTrace().find(
        (s) =>
          s.kind === SpanKind.CONSUMER &&
          String(s.attributes["messaging.consumer.group.name"]).endsWith(queueSuffix),
      );
    await eventually(() => consumerOf("notifier") !== undefined, "the notifier's consumer span", 15_000);

    const byId = new Map(inTrace().map((s) => [s.spanContext().spanId, s]));
    const ancestors = (span: ReadableSpan): ReadableSpan[] => {
      const chain: ReadableSpan[] = [];
      for (let p = parentOf(span); p && chain.length < 50; p = parentOf(byId.get(p)!)) {
        const parent = byId.get(p);
        expect(parent).toBeDefined(); // every parent is in the same trace and was exported
        chain.push(parent!);
      }
      return chain;
    };

    // gateway server span (root) → the gateway's client span to auth → auth's server span
    expect(root.name).toBe("POST /api/auth/register");
    const proxy = inTrace().find(
      (s) => s.kind === SpanKind.CLIENT && parentOf(s) === root.spanContext().spanId,
    )!;
    expect(proxy).toBeDefined();
    expect(proxy.attributes["server.address"]).toBe("auth");
    const authServer = inTrace().find(
      (s) => s.kind === SpanKind.SERVER && parentOf(s) === proxy.spanContext().spanId,
    )!;
    expect(authServer).toBeDefined();
    expect(authServer.attributes["shopscript.request_id"]).toBe(reqId);
    expect(authServer.attributes["http.response.status_code"]).toBe(201);

    // auth's SQL: Prisma's spans sit under auth's server span
    const prismaSpans = inTrace().filter((s) => s.name.startsWith("prisma:"));
    expect(prismaSpans.length).toBeGreaterThan(0);
    const operations = prismaSpans.filter((s) => s.name === "prisma:client:operation");
    expect(operations.length).toBeGreaterThan(0);
    for (const span of operations) {
      expect(ancestors(span)).toContain(authServer);
    }

    // the outbox row kept the request's context: the relay's publish continues the trace under auth's span
    // (Delivery is at least once: on a loaded machine a confirm that came late makes the relay publish the
    // event again next round, each publish a span of its own under auth's. The consumer's parent is one of them.)
    const publishes = inTrace().filter((s) => s.kind === SpanKind.PRODUCER && s.name === "user.registered publish");
    expect(publishes.length).toBeGreaterThan(0);
    for (const p of publishes) expect(ancestors(p)).toContain(authServer);

    // RabbitMQ carried it in the message headers: the notifier's handling is a publish's child
    const consumer = consumerOf("notifier")!;
    expect(consumer.name).toBe("user.registered process");
    const publish = publishes.find((p) => p.spanContext().spanId === parentOf(consumer))!;
    expect(publish).toBeDefined();
    expect(ancestors(consumer).map((s) => s.spanContext().spanId)).toEqual(
      expect.arrayContaining([publish, authServer, proxy, root].map((s) => s.spanContext().spanId)),
    );

    // and the log lines of that request carry the trace id
    const gatewayLine = captured.lines.find(
      (l) => l.service === "gateway" && l.reqId === reqId && l.msg === "request completed",
    );
    const mailLine = captured.lines.find(
      (l) => l.service === "notifier" && l.reqId === reqId && l.msg === "mail sent",
    );
    expect(gatewayLine?.trace_id).toBe(traceId);
    expect(mailLine?.trace_id).toBe(traceId);
    expect(mailLine?.span_id).toMatch(/^[0-9a-f]{16}$/);
  }, 60_000);

  it("starts a new trace at the gateway: a client's traceparent is neither continued nor passed on", async () => {
    const forgedTrace = "4bf92f3577b34da6a3ce929d0e0e4736";
    const res = await t
      .client()
      .get("/api/auth/me", { traceparent: `00-${forgedTrace}-00f067aa0ba902b7-01` });
    const reqId = res.headers.get("x-request-id")!;
    const spansOf = () =>
      exporter.getFinishedSpans().filter((s) => s.attributes["shopscript.request_id"] === reqId);
    await eventually(() => spansOf().length >= 2, "the gateway's and auth's server spans", 10_000);
    const [gateway, auth] = [
      spansOf().find((s) => parentOf(s) === undefined),
      spansOf().find((s) => parentOf(s) !== undefined),
    ];
    expect(gateway).toBeDefined();
    expect(gateway!.spanContext().traceId).not.toBe(forgedTrace);
    // auth continued the gateway's trace, not the client's
    expect(auth!.spanContext().traceId).toBe(gateway!.spanContext().traceId);
    expect(exporter.getFinishedSpans().some((s) => s.spanContext().traceId === forgedTrace)).toBe(false);
  }, 30_000);
});
