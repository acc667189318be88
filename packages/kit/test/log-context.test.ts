import path from "node:path";
import { createEvent } from "@shopscript/contracts";
import {
  addLogContext,
  createLogger,
  createServiceApp,
  finishServiceApp,
  identify,
  InProcessBus,
  logFormat,
  runInLogContext,
  signSessionToken,
  SESSION_CHECKED_HEADER,
  startHttpServer,
  systemClock,
  withLogContext,
} from "../src";
import { SESSION_COOKIE } from "../src/session/session-token";
import { deliveryLogContext } from "../src/bus/delivery";
import { eventually } from "../testing";
import { runNode } from "../testing/processes";
import { generateKeyPairSync, randomUUID } from "node:crypto";

type Record_ = Record<string, unknown> & { msg?: string };

function capture(level = "info") {
  const lines: Record_[] = [];
  const log = createLogger("svc", level, {
    write: (line: string) => void lines.push(JSON.parse(line) as Record_),
  });
  return { log, lines };
}

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("log context", () => {
  it("puts a job's batch and row ids on every line written inside it, across awaits, and nowhere else", async () => {
    const { log, lines } = capture();
    log.info("before");
    await withLogContext({ batchId: "b1" }, async () => {
      log.info("batch started");
      await Promise.all(
        ["r1", "r2"].map((rowId, i) =>
          withLogContext({ rowId }, async () => {
            await tick(10 * (2 - i)); // r2 finishes first: contexts must not leak into each other
            log.info("row done");
          }),
        ),
      );
    });
    log.info("after");
    expect(lines.map(({ msg, batchId, rowId }) => ({ msg, batchId, rowId }))).toEqual([
      { msg: "before", batchId: undefined, rowId: undefined },
      { msg: "batch started", batchId: "b1", rowId: undefined },
      { msg: "row done", batchId: "b1", rowId: "r2" },
      { msg: "row done", batchId: "b1", rowId: "r1" },
      { msg: "after", batchId: undefined, rowId: undefined },
    ]);
    expect(lines.every((line) => line.service === "svc")).toBe(true);
  });

  it("lets a line's own fields win, and adds what is learnt part-way (addLogContext)", () => {
    const { log, lines } = capture();
    withLogContext({ reqId: "r-1" }, () => {
      log.info({ reqId: "explicit" }, "own field");
      addLogContext({ userId: "u-9" });
      log.info("later");
    });
    expect(lines[0]).toMatchObject({ reqId: "explicit" });
    expect(lines[1]).toMatchObject({ reqId: "r-1", userId: "u-9" });
  });

  it("does no context work for a line the level filter drops", () => {
    const { log, lines } = capture("info");
    let reads = 0;
    const store = {};
    Object.defineProperty(store, "rowId", { enumerable: true, get: () => (reads++, "row-1") });
    runInLogContext(store, () => {
      for (let i = 0; i < 100; i++) log.debug({ i }, "dropped");
      expect(reads).toBe(0);
      log.info("kept");
    });
    expect(reads).toBe(1);
    expect(lines).toEqual([expect.objectContaining({ msg: "kept", rowId: "row-1" })]);
  });

  it("gives an event's handler the request id it was caused by (its correlation id), the event id and the seller", async () => {
    const { log, lines } = capture();
    const bus = new InProcessBus({ log });
    await bus.subscribe({
      queue: "ctx",
      patterns: ["user.deleted"],
      handler: async () => {
        await tick(1);
        log.info("handled");
      },
    });
    const userId = randomUUID();
    const event = createEvent(
      "user.deleted",
      { userId, email: "gone@example.com" },
      { correlationId: "req-abc-123" },
    );
    // Published from inside another request's context: the handler must still name the event's own request.
    await withLogContext({ reqId: "other-request" }, () => bus.publish(event));
    await eventually(() => lines.some((line) => line.msg === "handled"), "the handler's line", 5_000);
    expect(lines.find((line) => line.msg === "handled")).toMatchObject({
      reqId: "req-abc-123",
      eventId: event.id,
      userId,
    });
    await bus.close();
  });
});

describe("an event's log context", () => {
  it("names a catalog-mode job's batch and row from the payload (batchId, or the catalog's jobId)", () => {
    const event = (payload: object) =>
      ({ id: "e-1", type: "x", correlationId: "req-1", occurredAt: "", payload }) as never;
    expect(deliveryLogContext(event({ userId: "u-1", jobId: "b-1", rowId: "r-1", email: "a@b.c" }))).toEqual({
      reqId: "req-1",
      eventId: "e-1",
      userId: "u-1",
      batchId: "b-1",
      rowId: "r-1",
    });
    expect(deliveryLogContext(event({ batchId: "b-2" }))).toEqual({
      reqId: "req-1",
      eventId: "e-1",
      batchId: "b-2",
    });
  });
});

describe("the service app's request line", () => {
  it("carries the request id (kept from the gateway) and the signed-in user's id, never the email", async () => {
    let anonymousId: string | null = null;
    const { log, lines } = capture();
    const { publicKey, privateKey } = generateKeyPairSync("ec", {
      namedCurve: "P-256",
      publicKeyEncoding: { type: "spki", format: "pem" },
      privateKeyEncoding: { type: "pkcs8", format: "pem" },
    });
    const app = createServiceApp({ log });
    app.use(identify(publicKey, systemClock));
    app.get("/api/whoami", (req, res) => {
      req.log.info("inside the route");
      res.json({ id: req.user?.id ?? null });
    });
    finishServiceApp(app);
    const server = await startHttpServer(app, 0, "127.0.0.1");
    try {
      const { token, sessionId } = signSessionToken(
        privateKey,
        { id: "user-77", email: "seller@example.com", trialStartDate: "2026-11-01" } as never,
        { ttlSeconds: 600, now: new Date() },
      );
      const res = await fetch(`${server.url}/api/whoami?token=abc`, {
        headers: {
          "x-request-id": "gw-request-0001",
          cookie: `${SESSION_COOKIE}=${token}`,
          [SESSION_CHECKED_HEADER]: sessionId,
        },
        signal: AbortSignal.timeout(5_000),
      });
      expect(await res.json()).toEqual({ id: "user-77" });
      const anonymous = await fetch(`${server.url}/api/whoami`, { signal: AbortSignal.timeout(5_000) });
      anonymousId = anonymous.headers.get("x-request-id");
      await eventually(
        () => lines.filter((line) => line.msg === "request completed").length === 2,
        "two request lines",
        5_000,
      );
    } finally {
      await server.close(200);
    }
    const completed = lines.filter((line) => line.msg === "request completed");
    expect(completed[0]).toMatchObject({
      service: "svc",
      reqId: "gw-request-0001",
      userId: "user-77",
      req: { method: "GET", url: "/api/whoami?token=[redacted]" },
      res: { statusCode: 200 },
    });
    expect(typeof completed[0]!.responseTime).toBe("number");
    expect(lines.find((line) => line.msg === "inside the route")).toMatchObject({
      reqId: "gw-request-0001",
      userId: "user-77",
    });
    expect(completed[1]).toMatchObject({ reqId: anonymousId, req: { url: "/api/whoami" } });
    expect(completed[1]!.userId).toBeUndefined();
    expect(JSON.stringify(lines)).not.toContain("seller@example.com");
  });
});

describe("log format", () => {
  it("is pretty on a terminal or with LOG_FORMAT=pretty, JSON otherwise", () => {
    expect(logFormat({}, true)).toBe("pretty");
    expect(logFormat({}, false)).toBe("json");
    expect(logFormat({ LOG_FORMAT: "pretty" }, false)).toBe("pretty");
    expect(logFormat({ LOG_FORMAT: "json" }, true)).toBe("json");
  });

  const fixture = path.join(__dirname, "fixture", "log-lines.ts");

  it("writes JSON lines through the asynchronous stdout writer, all of them, even when the process exits at once", async () => {
    const { code, output } = await runNode(["--import", "tsx", fixture], { env: {}, timeoutMs: 30_000 });
    expect(code).toBe(0);
    const records = output
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record_);
    expect(records).toHaveLength(2002);
    expect(records[0]).toMatchObject({
      service: "log-fixture",
      reqId: "fixture-req-1",
      batchId: "batch-7",
      msg: "hello from the fixture",
    });
    expect(records.at(-1)).toMatchObject({ msg: "last line" });
  }, 40_000);

  it("writes human-readable lines with LOG_FORMAT=pretty", async () => {
    const { code, output } = await runNode(["--import", "tsx", fixture], {
      env: { LOG_FORMAT: "pretty" },
      timeoutMs: 30_000,
    });
    expect(code).toBe(0);
    const first = output.split("\n").find((line) => line.includes("hello from the fixture"))!;
    expect(first).toBeDefined();
    expect(() => JSON.parse(first)).toThrow();
    expect(first).toMatch(/INFO.*\[log-fixture\] hello from the fixture/);
    expect(output).toContain("fixture-req-1");
  }, 40_000);
});
