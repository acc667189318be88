import http from "node:http";
import type { AddressInfo } from "node:net";
import {
  ApiError,
  apiJson,
  apiRequest,
  errorMessage,
  getQueryFn,
  setApiBaseUrl,
} from "../src/lib/api-client";

interface Received {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

let server: http.Server;
let received: Received[] = [];

/** Routes: /status/<code>[?body=text|json|empty] answers that status; anything else echoes 200 JSON. */
function handle(req: http.IncomingMessage, res: http.ServerResponse, body: string): void {
  const url = new URL(req.url ?? "/", "http://localhost");
  const status = /^\/status\/(\d{3})$/.exec(url.pathname);
  if (!status) {
    res.writeHead(200, { "Content-Type": "application/json" });
    res.end(JSON.stringify({ method: req.method, path: url.pathname, body }));
    return;
  }
  const code = Number(status[1]);
  switch (url.searchParams.get("body")) {
    case "json":
      res.writeHead(code, { "Content-Type": "application/json" });
      res.end(
        JSON.stringify({
          message: "Email is taken",
          code: "EMAIL_TAKEN",
          fields: { email: "Email is taken" },
        }),
      );
      return;
    case "signup":
      res.writeHead(code, { "Content-Type": "application/json" });
      res.end(JSON.stringify({ message: "Demo used", requiresSignup: true }));
      return;
    case "empty":
      res.writeHead(code);
      res.end();
      return;
    default:
      res.writeHead(code, { "Content-Type": "text/plain" });
      res.end("body text");
  }
}

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      received.push({ method: req.method ?? "", url: req.url ?? "", headers: req.headers, body });
      handle(req, res, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  setApiBaseUrl(`http://127.0.0.1:${port}/`);
});

afterAll(async () => {
  setApiBaseUrl("");
  await new Promise<void>((resolve, reject) => server.close((err) => (err ? reject(err) : resolve())));
});

beforeEach(() => {
  received = [];
});

afterEach(() => {
  jest.restoreAllMocks();
});

const lastRequest = (): Received => {
  const last = received.at(-1);
  if (!last) throw new Error("the server received no request");
  return last;
};

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (err) {
    expect(err).toBeInstanceOf(ApiError);
    return err as ApiError;
  }
  throw new Error("expected the request to fail");
}

describe("apiRequest errors", () => {
  it("throws `status: body text` for a non-ok response with a body", async () => {
    const err = await rejection(apiRequest("GET", "/status/404"));
    expect(err.message).toBe("404: body text");
    expect(err.status).toBe(404);
    expect(err.name).toBe("ApiError");
    expect(err).toBeInstanceOf(Error);
    expect(err.body).toBeUndefined();
  });

  it("falls back to the status text when the body is empty", async () => {
    const err = await rejection(apiRequest("POST", "/status/500?body=empty"));
    expect(err.message).toBe("500: Internal Server Error");
    expect(err.status).toBe(500);
    expect(err.body).toBeUndefined();
  });

  it("exposes the parsed JSON body and keeps the raw text in the message", async () => {
    const err = await rejection(apiRequest("POST", "/status/409?body=json", { email: "a@b.c" }));
    expect(err.status).toBe(409);
    expect(err.body).toEqual({
      message: "Email is taken",
      code: "EMAIL_TAKEN",
      fields: { email: "Email is taken" },
    });
    expect(err.message).toBe(
      '409: {"message":"Email is taken","code":"EMAIL_TAKEN","fields":{"email":"Email is taken"}}',
    );
  });

  it("carries requiresSignup for the generator's demo limit", async () => {
    const err = await rejection(apiRequest("POST", "/status/403?body=signup", { productName: "Mug" }));
    expect(err.body?.requiresSignup).toBe(true);
  });
});

describe("errorMessage", () => {
  it("returns the server's message when the error body has one", async () => {
    const err = await rejection(apiRequest("POST", "/status/409?body=json"));
    expect(errorMessage(err, "Something went wrong. Please try again.")).toBe("Email is taken");
  });

  it("returns the fallback for non-JSON bodies, other errors and non-errors", async () => {
    const textErr = await rejection(apiRequest("GET", "/status/404"));
    expect(errorMessage(textErr, "fallback")).toBe("fallback");
    expect(errorMessage(new ApiError(400, "400: {}", { code: "X" }), "fallback")).toBe("fallback");
    expect(errorMessage(new TypeError("Failed to fetch"), "fallback")).toBe("fallback");
    expect(errorMessage("boom", "fallback")).toBe("fallback");
  });
});

describe("what every request sends", () => {
  it("sends the CSRF header on every method, including GET", async () => {
    await apiRequest("GET", "/echo");
    await apiRequest("POST", "/echo", { a: 1 });
    await apiRequest("DELETE", "/echo/1");
    await getQueryFn({ on401: "throw" })({ queryKey: ["/echo"] });
    expect(received).toHaveLength(4);
    for (const request of received) expect(request.headers["x-requested-with"]).toBe("shopscript");
  });

  it("asks fetch to include credentials (the session cookie)", async () => {
    const fetchSpy = jest.spyOn(globalThis, "fetch");
    await apiRequest("POST", "/echo", { a: 1 });
    await getQueryFn({ on401: "returnNull" })({ queryKey: ["/echo"] });
    expect(fetchSpy).toHaveBeenCalledTimes(2);
    for (const [, init] of fetchSpy.mock.calls) expect(init?.credentials).toBe("include");
  });

  it("sends a JSON body with its content type only when a body is given", async () => {
    await apiRequest("POST", "/echo", { productName: "Mug", keywords: "ceramic" });
    const withBody = lastRequest();
    expect(withBody.method).toBe("POST");
    expect(withBody.headers["content-type"]).toBe("application/json");
    expect(JSON.parse(withBody.body)).toEqual({ productName: "Mug", keywords: "ceramic" });

    await apiRequest("POST", "/echo");
    const withoutBody = lastRequest();
    expect(withoutBody.method).toBe("POST");
    expect(withoutBody.headers["content-type"]).toBeUndefined();
    expect(withoutBody.body).toBe("");

    await apiRequest("DELETE", "/echo/abc");
    expect(lastRequest().headers["content-type"]).toBeUndefined();
    expect(lastRequest().body).toBe("");
  });

  it("resolves with the Response when it is ok; apiJson parses it", async () => {
    const res = await apiRequest("POST", "/echo", { n: 1 });
    expect(res.ok).toBe(true);
    expect(await res.json()).toEqual({ method: "POST", path: "/echo", body: '{"n":1}' });
    await expect(apiJson("GET", "/echo")).resolves.toEqual({ method: "GET", path: "/echo", body: "" });
  });
});

describe("getQueryFn", () => {
  it("GETs the query key joined with '/' and returns the JSON", async () => {
    const data = await getQueryFn<{ path: string }>({ on401: "throw" })({
      queryKey: ["/api/descriptions", "abc-123"],
    });
    expect(lastRequest().method).toBe("GET");
    expect(lastRequest().url).toBe("/api/descriptions/abc-123");
    expect(data).toEqual({ method: "GET", path: "/api/descriptions/abc-123", body: "" });
  });

  it("returns null on 401 with on401: returnNull", async () => {
    await expect(getQueryFn({ on401: "returnNull" })({ queryKey: ["/status/401"] })).resolves.toBeNull();
  });

  it("throws an ApiError on 401 with on401: throw", async () => {
    const err = await rejection(getQueryFn({ on401: "throw" })({ queryKey: ["/status/401"] }));
    expect(err.status).toBe(401);
    expect(err.message).toBe("401: body text");
  });

  it("still throws on other errors with on401: returnNull", async () => {
    const err = await rejection(
      getQueryFn({ on401: "returnNull" })({ queryKey: ["/status/500?body=empty"] }),
    );
    expect(err.message).toBe("500: Internal Server Error");
  });
});
