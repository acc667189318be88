import pino from "pino";
import { z } from "zod";
import {
  AppError,
  createLogger,
  createServiceApp,
  finishServiceApp,
  parseInput,
  startHttpServer,
  type RunningHttpServer,
  type ServiceAppOptions,
} from "../src";
import { quietLogger } from "../testing";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const bounded = () => AbortSignal.timeout(5_000);

/** A pino destination that keeps every line written, so a test can read the log. */
function captureStream() {
  const lines: string[] = [];
  return {
    lines,
    stream: { write: (line: string) => void lines.push(line) },
    text: () => lines.join(""),
    records: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}

const credentials = z.object({
  email: z.email({ error: "Enter a valid email address" }),
  password: z.string().min(8, { error: "Password must be at least 8 characters" }),
});

async function startApp(options: Partial<ServiceAppOptions> = {}): Promise<RunningHttpServer> {
  const app = createServiceApp({ log: quietLogger(), jsonLimit: "1kb", ...options });
  app.post("/api/login", (req, res) => {
    const input = parseInput(credentials, req.body);
    res.json({ ok: true, email: input.email });
  });
  app.get("/api/things/:id", () => {
    throw AppError.notFound("No such thing");
  });
  app.get("/api/boom", () => {
    throw new Error("db password=hunter2");
  });
  app.get("/api/boom-async", async () => {
    await Promise.resolve();
    throw new Error("async db password=hunter2");
  });
  app.get("/api/missing-file", (_req, _res, next) => {
    // What express.static passes on for a file that is not there: a 404 whose message must not be shown.
    next(Object.assign(new Error("ENOENT: no such file or directory, stat '/srv/web/assets/x.js'"), { code: "ENOENT", status: 404, statusCode: 404, expose: false }));
  });
  app.get("/api/slow-down", () => {
    throw AppError.rateLimited("Slow down", 30);
  });
  app.get("/api/echo-id", (req, res) => {
    res.json({ id: req.id, header: req.headers["x-request-id"] });
  });
  finishServiceApp(app);
  return startHttpServer(app, 0, "127.0.0.1");
}

describe("service app errors", () => {
  let server: RunningHttpServer | undefined;
  afterEach(async () => {
    await server?.close(200);
    server = undefined;
  });

  const call = (p: string, init: RequestInit = {}) => fetch(`${server!.url}${p}`, { signal: bounded(), ...init });
  const postJson = (p: string, body: string) => call(p, { method: "POST", headers: { "content-type": "application/json" }, body });

  it("accepts valid input through parseInput", async () => {
    server = await startApp();
    const res = await postJson("/api/login", JSON.stringify({ email: "a@example.com", password: "long enough" }));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, email: "a@example.com" });
  });

  it("answers invalid input with 400 VALIDATION_FAILED naming each bad field", async () => {
    server = await startApp();
    const res = await postJson("/api/login", JSON.stringify({ email: "not-an-email", password: "short" }));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      message: expect.any(String),
      code: "VALIDATION_FAILED",
      fields: { email: "Enter a valid email address", password: "Password must be at least 8 characters" },
    });
  });

  it("names missing fields too", async () => {
    server = await startApp();
    const res = await postJson("/api/login", "{}");
    expect(res.status).toBe(400);
    const body = (await res.json()) as { code: string; fields: Record<string, string> };
    expect(body.code).toBe("VALIDATION_FAILED");
    expect(Object.keys(body.fields).sort()).toEqual(["email", "password"]);
  });

  it("answers AppError.notFound with a JSON 404", async () => {
    server = await startApp();
    const res = await call("/api/things/7");
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toMatch(/application\/json/);
    expect(await res.json()).toEqual({ message: "No such thing", code: "NOT_FOUND" });
  });

  it("answers a body that is not JSON with 400 INVALID_JSON", async () => {
    server = await startApp();
    const res = await postJson("/api/login", '{"email": "a@example.com", ');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ message: expect.any(String), code: "INVALID_JSON" });
  });

  it("answers a body over jsonLimit with 413", async () => {
    server = await startApp({ jsonLimit: "1kb" });
    const res = await postJson("/api/login", JSON.stringify({ email: "a@example.com", password: "x".repeat(2048) }));
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ message: expect.any(String), code: "PAYLOAD_TOO_LARGE" });
  });

  it("answers an unknown /api path with a JSON 404", async () => {
    server = await startApp();
    const res = await call("/api/x");
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: expect.stringContaining("/api/x"), code: "NOT_FOUND" });
  });

  it.each(["/api/boom", "/api/boom-async"])(
    "answers a plain Error (%s) with a generic 500 carrying the request id, and logs the error with that id",
    async (p) => {
      const log = captureStream();
      server = await startApp({ log: pino({ level: "info" }, log.stream) });
      const res = await call(p);
      expect(res.status).toBe(500);
      const requestId = res.headers.get("x-request-id");
      expect(requestId).toMatch(UUID);
      const text = await res.text();
      expect(text).not.toContain("hunter2");
      expect(text).not.toContain("password");
      const body = JSON.parse(text) as Record<string, unknown>;
      expect(body).toEqual({ message: expect.any(String), code: "INTERNAL", requestId });

      const errorLine = log.records().find((r) => r.msg === "unhandled error");
      expect(errorLine).toBeDefined();
      expect(errorLine!.reqId).toBe(requestId);
      expect(JSON.stringify(errorLine!.err)).toContain("db password=hunter2");
    },
  );

  it("answers a 4xx error that hides its message (express.static's missing file) with its status, not a 500", async () => {
    const log = captureStream();
    server = await startApp({ log: pino({ level: "info" }, log.stream) });
    const res = await call("/api/missing-file");
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: "Not found", code: "NOT_FOUND" });
    expect(log.records().filter((r) => r.msg === "unhandled error")).toEqual([]);
  });

  it("sets Retry-After on AppError.rateLimited", async () => {
    server = await startApp();
    const res = await call("/api/slow-down");
    expect(res.status).toBe(429);
    expect(res.headers.get("retry-after")).toBe("30");
    expect(await res.json()).toEqual({ message: "Slow down", code: "RATE_LIMITED", retryAfterSeconds: 30 });
  });
});

describe("service app request id", () => {
  let server: RunningHttpServer | undefined;
  afterEach(async () => {
    await server?.close(200);
    server = undefined;
  });

  const echoId = async (headers: Record<string, string> = {}) => {
    const res = await fetch(`${server!.url}/api/echo-id`, { headers, signal: bounded() });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { id: string; header: string };
    return { response: res.headers.get("x-request-id"), ...body };
  };

  it.each(["gw-req_1234.abcd", "0b6f3f0e-8f3a-4c1e-9a57-3c2d1e0f9a8b", "a".repeat(128)])(
    "keeps a well-formed incoming x-request-id by default (%s)",
    async (incoming) => {
      server = await startApp();
      const ids = await echoId({ "x-request-id": incoming });
      expect(ids).toEqual({ response: incoming, id: incoming, header: incoming });
    },
  );

  it("assigns a uuid when none comes in, and a different one per request", async () => {
    server = await startApp();
    const a = await echoId();
    const b = await echoId();
    expect(a.response).toMatch(UUID);
    expect(a.id).toBe(a.response);
    expect(a.header).toBe(a.response);
    expect(b.response).toMatch(UUID);
    expect(b.response).not.toBe(a.response);
  });

  it.each([
    ["with spaces", "id with spaces 123"],
    ["too long", "a".repeat(129)],
    ["too short", "abc"],
    ["with a quote and braces", 'x"}{"admin":true'],
  ])("replaces a malformed incoming id (%s)", async (_label, incoming) => {
    server = await startApp();
    const ids = await echoId({ "x-request-id": incoming });
    expect(ids.response).toMatch(UUID);
    expect(ids.id).toBe(ids.response);
    expect(ids.header).toBe(ids.response);
  });

  it("replaces an id carrying a control character (tab) that could split a log line", async () => {
    server = await startApp();
    // A raw CR/LF never gets past node's HTTP parser; a tab does, and the id pattern must refuse it.
    const ids = await echoId({ "x-request-id": "abcdefgh\tijklmnop" });
    expect(ids.response).toMatch(UUID);
    expect(ids.header).toBe(ids.response);
  });

  it("always replaces the incoming id with trustIncomingRequestId: false", async () => {
    server = await startApp({ trustIncomingRequestId: false });
    const ids = await echoId({ "x-request-id": "gw-req_1234.abcd" });
    expect(ids.response).toMatch(UUID);
    expect(ids.id).toBe(ids.response);
    expect(ids.header).toBe(ids.response);
  });
});

describe("logger redaction", () => {
  it("never writes a password, a token or an authorization header", () => {
    const log = captureStream();
    const logger = createLogger("svc", "info", log.stream);
    logger.info({ password: "pw-top-secret", token: "tok-top-secret", secret: "sec-top-secret" }, "top level");
    logger.info({ body: { password: "pw-nested-secret", token: "tok-nested-secret", apiKey: "key-nested-secret" } }, "nested");
    logger.info({ req: { headers: { authorization: "Bearer auth-header-secret", cookie: "session=cookie-secret", accept: "*/*" } } }, "request");
    logger.info({ user: { newPassword: "pw-new-secret" } }, "password change");

    const text = log.text();
    expect(log.lines).toHaveLength(4);
    for (const secret of [
      "pw-top-secret",
      "tok-top-secret",
      "sec-top-secret",
      "pw-nested-secret",
      "tok-nested-secret",
      "key-nested-secret",
      "auth-header-secret",
      "cookie-secret",
      "pw-new-secret",
    ]) {
      expect(text).not.toContain(secret);
    }
    const [top, nested, request] = log.records();
    expect(top).toMatchObject({ service: "svc", password: "[redacted]", token: "[redacted]", msg: "top level" });
    expect(nested).toMatchObject({ body: { password: "[redacted]", token: "[redacted]" } });
    // What is not secret is still there, so the redaction is targeted rather than blanket.
    expect(request).toMatchObject({ req: { headers: { authorization: "[redacted]", accept: "*/*" } } });
  });
});

describe("request log", () => {
  it("logs each request's path and query without the secret values a link carries", async () => {
    const log = captureStream();
    const server = await startApp({ log: createLogger("svc", "info", log.stream) });
    try {
      await fetch(`${server.url}/api/things/1?token=link-token-secret&page=2`, { signal: bounded() });
      await fetch(`${server.url}/reset-password?email=a%40b.c&token=reset-token-secret`, { signal: bounded() });
    } finally {
      await server.close(200);
    }
    const text = log.text();
    expect(text).not.toContain("link-token-secret");
    expect(text).not.toContain("reset-token-secret");
    const urls = log.records().map((r) => (r.req as { url?: string } | undefined)?.url).filter(Boolean);
    expect(urls).toEqual(["/api/things/1?token=[redacted]&page=2", "/reset-password?email=a%40b.c&token=[redacted]"]);
  });
});
