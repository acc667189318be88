import { createHash, generateKeyPairSync } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import {
  ConfigError,
  MemoryCache,
  SessionStore,
  startHttpServer,
  systemClock,
  type ReadinessCheck,
  type RunningHttpServer,
} from "@shopscript/kit";
import { quietLogger } from "@shopscript/kit/testing";
import { rawRequest } from "@shopscript/kit/testing/raw-http";
import { createApp } from "../src/app";
import { loadGatewayConfig } from "../src/config";
import { ROUTE_TABLE, UPSTREAM_NAMES, routeFor, type UpstreamName } from "../src/route-table";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const LOOPBACK = ["127.0.0.1", "::ffff:127.0.0.1"];
/** Every request to the gateway is bounded, so a hang fails the test instead of stalling the run. */
const bounded = () => AbortSignal.timeout(5_000);

interface Echo {
  upstream: string;
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  bodyLength: number;
  bodySha256: string;
  body: string;
}

/**
 * An upstream service on loopback that answers every request with what it received. `stop()` closes it
 * (and every connection) to play an outage; `start()` listens again on the same port.
 */
class EchoUpstream {
  readonly received: Echo[] = [];
  /** Extra headers on every answer, e.g. a page's own Content-Security-Policy. */
  responseHeaders: Record<string, string> = {};
  port = 0;
  private server?: http.Server;

  constructor(
    readonly name: string,
    private readonly mode: "echo" | "silent" | "reset" = "echo",
  ) {}

  get url() {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(port = this.port): Promise<this> {
    const server = http.createServer((req, res) => {
      if (this.mode === "silent") return; // never answers
      if (this.mode === "reset") {
        req.socket.destroy();
        return;
      }
      const chunks: Buffer[] = [];
      req.on("data", (chunk: Buffer) => chunks.push(chunk));
      req.on("end", () => {
        const body = Buffer.concat(chunks);
        const echo: Echo = {
          upstream: this.name,
          method: req.method ?? "",
          url: req.url ?? "",
          headers: req.headers,
          bodyLength: body.length,
          bodySha256: createHash("sha256").update(body).digest("hex"),
          body: body.length <= 4096 ? body.toString("utf8") : "",
        };
        this.received.push(echo);
        res.writeHead(200, { "content-type": "application/json", ...this.responseHeaders });
        res.end(JSON.stringify(echo));
      });
    });
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(port, "127.0.0.1", () => resolve());
    });
    this.server = server;
    this.port = (server.address() as AddressInfo).port;
    return this;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (!server) return;
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  }
}

type Upstreams = Record<UpstreamName, EchoUpstream>;

async function startUpstreams(): Promise<Upstreams> {
  const entries = await Promise.all(UPSTREAM_NAMES.map(async (name) => [name, await new EchoUpstream(name).start()] as const));
  return Object.fromEntries(entries) as Upstreams;
}

const stopUpstreams = async (upstreams: Partial<Upstreams> | undefined) => {
  await Promise.all(Object.values(upstreams ?? {}).map((u) => u?.stop()));
};

function gatewayEnv(upstreams: Partial<Record<UpstreamName, { url: string }>>, extra: Record<string, string> = {}) {
  // An unused port for any upstream a test does not provide.
  const nowhere = "http://127.0.0.1:9";
  return {
    AUTH_URL: upstreams.auth?.url ?? nowhere,
    GENERATOR_URL: upstreams.generator?.url ?? nowhere,
    CATALOG_URL: upstreams.catalog?.url ?? nowhere,
    BILLING_URL: upstreams.billing?.url ?? nowhere,
    INTEGRATIONS_URL: upstreams.integrations?.url ?? nowhere,
    ...extra,
  };
}

const testKeys = generateKeyPairSync("ec", {
  namedCurve: "P-256",
  privateKeyEncoding: { type: "pkcs8", format: "pem" },
  publicKeyEncoding: { type: "spki", format: "pem" },
});

async function startGateway(
  env: Record<string, string>,
  options: { readiness?: Record<string, ReadinessCheck>; isDraining?: () => boolean } = {},
): Promise<RunningHttpServer> {
  const config = loadGatewayConfig(env);
  const cache = new MemoryCache();
  const session = { publicKey: testKeys.publicKey, store: new SessionStore(cache), clock: systemClock };
  return startHttpServer(createApp({ config, log: quietLogger(), cache, session, ...options }), 0, "127.0.0.1");
}


describe("gateway", () => {
  let upstreams: Upstreams;
  let gateway: RunningHttpServer;
  let webDir: string;
  const indexHtml = "<!doctype html><html><head><title>ShopScript test index</title></head><body><div id=root></div></body></html>";
  const appJs = "console.log('app-abc123');";

  beforeAll(async () => {
    webDir = fs.mkdtempSync(path.join(os.tmpdir(), "gateway-web-"));
    fs.writeFileSync(path.join(webDir, "index.html"), indexHtml);
    fs.mkdirSync(path.join(webDir, "assets"));
    fs.writeFileSync(path.join(webDir, "assets", "app-abc123.js"), appJs);
    upstreams = await startUpstreams();
    gateway = await startGateway(gatewayEnv(upstreams, { WEB_DIST_DIR: webDir }));
  });

  afterAll(async () => {
    await gateway?.close(200);
    await stopUpstreams(upstreams);
    if (webDir) fs.rmSync(webDir, { recursive: true, force: true });
  });

  beforeEach(() => {
    for (const upstream of Object.values(upstreams)) upstream.received.length = 0;
  });

  const get = (p: string, init: RequestInit = {}) => fetch(`${gateway.url}${p}`, { signal: bounded(), ...init });
  const totalReceived = () => Object.values(upstreams).reduce((n, u) => n + u.received.length, 0);

  describe("routing", () => {
    // The public API's prefixes need a verified key first: public-api.test.ts routes them end to end.
    const cases = UPSTREAM_NAMES.flatMap((name) =>
      (ROUTE_TABLE[name] as readonly string[]).filter((prefix) => !prefix.startsWith("/api/v1/")).flatMap((prefix) => [
        [name, prefix, `${prefix}?q=1`],
        [name, prefix, `${prefix}/deeper/path?x=1&y=two`],
      ]),
    );

    it.each(cases)("routes %s prefix %s: %s reaches it with the full path and query", async (name, _prefix, requestPath) => {
      const res = await get(requestPath);
      expect(res.status).toBe(200);
      const echo = (await res.json()) as Echo;
      expect(echo.upstream).toBe(name);
      expect(echo.url).toBe(requestPath);
      expect(upstreams[name as UpstreamName].received).toHaveLength(1);
      expect(totalReceived()).toBe(1);
    });

    it.each([
      ["/api/auth/me?x=1", "auth"],
      ["/api/generate-description/stream", "generator"],
      ["/api/generate-description", "generator"],
      ["/api/descriptions/42/export?format=csv", "catalog"],
      ["/api/billing/webhook", "billing"],
      ["/api/subscription-status", "billing"],
      ["/api/create-subscription", "billing"],
    ])("%s goes to %s unchanged", async (requestPath, name) => {
      const res = await get(requestPath);
      expect(res.status).toBe(200);
      const echo = (await res.json()) as Echo;
      expect(echo).toMatchObject({ upstream: name, method: "GET", url: requestPath });
    });

    it.each(["/api/authx", "/api/auth-admin/x", "/api/descriptionsfoo", "/api/billingx/webhook", "/api/generate-descriptions", "/api/nope", "/api"])(
      "does not proxy the look-alike %s: JSON 404",
      async (requestPath) => {
        expect(routeFor(requestPath)).toBeUndefined();
        const res = await get(requestPath);
        expect(res.status).toBe(404);
        expect(res.headers.get("content-type")).toMatch(/application\/json/);
        const body = await res.json();
        expect(body).toEqual({ message: expect.any(String), code: "NOT_FOUND" });
        expect(totalReceived()).toBe(0);
      },
    );

    it("passes a JSON POST body through byte for byte, unparsed", async () => {
      // Odd spacing and key order: any parse + re-serialise on the way would change these bytes.
      const raw = '{ "b" :2,\n  "a":[1,  2 ],"name":"Caf\\u00e9"   }';
      const res = await get("/api/descriptions", { method: "POST", headers: { "content-type": "application/json", "x-requested-with": "shopscript" }, body: raw });
      expect(res.status).toBe(200);
      const echo = (await res.json()) as Echo;
      expect(echo).toMatchObject({ upstream: "catalog", method: "POST", url: "/api/descriptions", body: raw });
      expect(echo.headers["content-type"]).toBe("application/json");
    });

    it("passes a ~1 MB body through unchanged", async () => {
      const big = Buffer.alloc(1024 * 1024 + 17);
      for (let i = 0; i < big.length; i++) big[i] = (i * 31 + 7) % 256;
      const res = await get("/api/billing/webhook", {
        method: "POST",
        headers: { "content-type": "application/octet-stream" },
        body: big,
      });
      expect(res.status).toBe(200);
      const echo = (await res.json()) as Echo;
      expect(echo.upstream).toBe("billing");
      expect(echo.bodyLength).toBe(big.length);
      expect(echo.bodySha256).toBe(createHash("sha256").update(big).digest("hex"));
    });
  });

  describe("header hygiene", () => {
    it("strips identity, forwarding and hop-by-hop headers a client sends, and passes the rest", async () => {
      const res = await rawRequest(`${gateway.url}/api/auth/me`, {
        headers: {
          "x-user-id": "admin",
          "x-user-email": "admin@example.com",
          "x-session-id": "forged-session",
          "x-internal-token": "forged-token",
          "x-forwarded-for": "6.6.6.6",
          forwarded: "for=6.6.6.6;proto=https",
          "x-real-ip": "6.6.6.6",
          "proxy-authorization": "Basic c2VjcmV0",
          connection: "x-secret",
          "x-secret": "should-not-pass",
          cookie: "session=abc; theme=dark",
          "content-type": "text/plain",
          "x-requested-with": "ShopScript",
          "accept-language": "de",
        },
      });
      expect(res.status).toBe(200);
      const echo = JSON.parse(res.body) as Echo;
      expect(echo.upstream).toBe("auth");
      const seen = echo.headers;
      for (const name of ["x-user-id", "x-user-email", "x-session-id", "x-internal-token", "forwarded", "x-real-ip", "proxy-authorization", "x-secret"]) {
        expect({ name, value: seen[name] }).toEqual({ name, value: undefined });
      }
      expect(JSON.stringify(seen)).not.toContain("6.6.6.6");
      expect(LOOPBACK).toContain(seen["x-forwarded-for"]);
      expect(seen.connection).not.toContain("x-secret");
      expect(seen.cookie).toBe("session=abc; theme=dark");
      expect(seen["content-type"]).toBe("text/plain");
      expect(seen["x-requested-with"]).toBe("ShopScript");
      expect(seen["accept-language"]).toBe("de");
    });

    it("sets x-forwarded-for to the client address when the client sends none", async () => {
      const res = await get("/api/billing/portal");
      const echo = (await res.json()) as Echo;
      expect(echo.upstream).toBe("billing");
      expect(LOOPBACK).toContain(echo.headers["x-forwarded-for"]);
    });
  });

  describe("behind a trusted proxy (TRUST_PROXY)", () => {
    it("believes the client address a trusted hop forwards, as one clean value", async () => {
      const behindIngress = await startGateway(gatewayEnv(upstreams, { WEB_DIST_DIR: webDir, TRUST_PROXY: "loopback" }));
      try {
        const res = await rawRequest(`${behindIngress.url}/api/auth/me`, { headers: { "x-forwarded-for": "203.0.113.7" } });
        const echo = JSON.parse(res.body) as Echo;
        expect(echo.headers["x-forwarded-for"]).toBe("203.0.113.7");
      } finally {
        await behindIngress.close(200);
      }
    });
  });

  describe("request id", () => {
    it("gives every response a fresh uuid x-request-id, the same one the upstream received, ignoring the client's", async () => {
      const res = await get("/api/auth/me", { headers: { "x-request-id": "client-chosen-id-0001" } });
      expect(res.status).toBe(200);
      const id = res.headers.get("x-request-id");
      expect(id).toMatch(UUID);
      const echo = (await res.json()) as Echo;
      expect(echo.headers["x-request-id"]).toBe(id);
      expect(JSON.stringify(echo.headers)).not.toContain("client-chosen-id-0001");
    });

    it("gives two requests different ids", async () => {
      const [a, b] = await Promise.all([get("/api/auth/me"), get("/api/auth/me")]);
      const idA = a.headers.get("x-request-id");
      const idB = b.headers.get("x-request-id");
      expect(idA).toMatch(UUID);
      expect(idB).toMatch(UUID);
      expect(idA).not.toBe(idB);
      const echoes = [(await a.json()) as Echo, (await b.json()) as Echo].map((e) => e.headers["x-request-id"]).sort();
      expect(echoes).toEqual([idA, idB].sort());
    });

    it.each(["/api/nope", "/healthz", "/", "/assets/app-abc123.js"])("sets x-request-id on the non-proxied answer to %s", async (p) => {
      const res = await get(p, { headers: { "x-request-id": "client-chosen-id-0002" } });
      expect(res.headers.get("x-request-id")).toMatch(UUID);
      await res.arrayBuffer();
    });
  });

  describe("web app and health", () => {
    it.each(["/", "/some/page", "/dashboard?x=1"])("answers GET %s with index.html, never cached", async (p) => {
      const res = await get(p);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toMatch(/text\/html/);
      expect(res.headers.get("cache-control")).toBe("no-cache");
      expect(await res.text()).toBe(indexHtml);
    });

    it("serves a hashed asset with a long immutable cache", async () => {
      const res = await get("/assets/app-abc123.js");
      expect(res.status).toBe(200);
      expect(await res.text()).toBe(appJs);
      expect(res.headers.get("content-type")).toMatch(/javascript/);
      const cacheControl = res.headers.get("cache-control") ?? "";
      expect(cacheControl).toContain("immutable");
      const maxAge = Number(/max-age=(\d+)/.exec(cacheControl)?.[1]);
      expect(maxAge).toBeGreaterThanOrEqual(365 * 24 * 3600);
    });

    it("answers a missing asset with 404, not the index", async () => {
      const res = await get("/assets/nope.js");
      expect(res.status).toBe(404);
      const text = await res.text();
      expect(text).not.toContain("ShopScript test index");
      expect(res.headers.get("cache-control") ?? "").not.toContain("immutable");
    });

    it("does not answer POST to a page with the index", async () => {
      const res = await get("/some/page", { method: "POST", headers: { "content-type": "application/json" }, body: "{}" });
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain("ShopScript test index");
    });

    it("answers an unknown /api path with JSON 404, not the index", async () => {
      const res = await get("/api/nope/deeper?x=1");
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ message: expect.stringContaining("/api/nope/deeper"), code: "NOT_FOUND" });
    });

    it("sends a strict Content-Security-Policy and the other browser defences with the web app", async () => {
      const res = await get("/dashboard");
      const csp = res.headers.get("content-security-policy") ?? "";
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("x-frame-options")).toBe("SAMEORIGIN");
      expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      // Plain-http public address (a local install): no HSTS, no upgrade of requests to https.
      expect(res.headers.get("strict-transport-security")).toBeNull();
      expect(csp).not.toContain("upgrade-insecure-requests");
    });

    it("sends API answers the API set (OWASP REST): no framing, no sniffing, same-origin, not stored, and no page policy", async () => {
      const res = await get(`${ROUTE_TABLE.catalog[0]}/x`);
      expect(res.headers.get("content-security-policy")).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("x-frame-options")).toBe("DENY");
      expect(res.headers.get("cross-origin-resource-policy")).toBe("same-origin");
      expect(res.headers.get("cache-control")).toBe("no-store");
      // The web app's document policy is for pages only.
      expect(res.headers.get("cross-origin-opener-policy")).toBeNull();
      expect(res.headers.get("x-dns-prefetch-control")).toBeNull();
      // The gateway's own answers (a JSON 404 here) get the same set.
      const missing = await get("/api/nope");
      expect(missing.headers.get("content-security-policy")).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(missing.headers.get("cache-control")).toBe("no-store");
    });

    it("lets an upstream's own Cache-Control stand on its answers", async () => {
      upstreams.catalog.responseHeaders = { "cache-control": "private, max-age=60" };
      try {
        const res = await get(`${ROUTE_TABLE.catalog[0]}/x`);
        expect(res.headers.get("cache-control")).toBe("private, max-age=60");
      } finally {
        upstreams.catalog.responseHeaders = {};
      }
    });

    it("lets an upstream's own Content-Security-Policy stand on its responses", async () => {
      upstreams.billing.responseHeaders = { "content-security-policy": "default-src 'none'; script-src 'nonce-abc'" };
      try {
        const res = await get(`${ROUTE_TABLE.billing[0]}/page`);
        expect(res.headers.get("content-security-policy")).toBe("default-src 'none'; script-src 'nonce-abc'");
      } finally {
        upstreams.billing.responseHeaders = {};
      }
    });

    it("answers /healthz with 200 JSON", async () => {
      const res = await get("/healthz");
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ status: "ok" });
    });
  });

  describe("/readyz", () => {
    let gw: RunningHttpServer | undefined;
    afterEach(async () => {
      await gw?.close(200);
      gw = undefined;
    });

    it("is 200 when every check passes", async () => {
      gw = await startGateway(gatewayEnv({}), { readiness: { web: async () => undefined, other: async () => "fine" } });
      const res = await fetch(`${gw.url}/readyz`, { signal: bounded() });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ status: "ready", checks: { web: "ok", other: "ok" } });
    });

    it("is 503 naming the check that throws", async () => {
      gw = await startGateway(gatewayEnv({}), {
        readiness: {
          web: async () => {
            throw new Error("web app not built");
          },
          other: async () => undefined,
        },
      });
      const res = await fetch(`${gw.url}/readyz`, { signal: bounded() });
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({ status: "unavailable", checks: { web: "web app not built", other: "ok" } });
    });

    it("is 503 draining while the process drains", async () => {
      let draining = false;
      gw = await startGateway(gatewayEnv({}), { readiness: { web: async () => undefined }, isDraining: () => draining });
      expect((await fetch(`${gw.url}/readyz`, { signal: bounded() })).status).toBe(200);
      draining = true;
      const res = await fetch(`${gw.url}/readyz`, { signal: bounded() });
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({ status: "draining" });
    });
  });
});

describe("gateway upstream failures", () => {
  let gw: RunningHttpServer | undefined;
  let upstream: EchoUpstream | undefined;
  afterEach(async () => {
    await gw?.close(200);
    await upstream?.stop();
    gw = undefined;
    upstream = undefined;
  });

  it("answers a JSON 503 while an upstream is down, and recovers by itself when it is back", async () => {
    upstream = await new EchoUpstream("catalog").start();
    gw = await startGateway(gatewayEnv({ catalog: upstream }));
    const url = `${gw.url}/api/descriptions?page=1`;

    // Warm the keep-alive pool first, so the outage also has to cope with a pooled socket that died.
    const before = await fetch(url, { signal: bounded() });
    expect(before.status).toBe(200);
    await before.arrayBuffer();

    await upstream.stop();
    const down = await fetch(url, { signal: bounded() });
    expect(down.status).toBe(503);
    expect(down.headers.get("content-type")).toMatch(/application\/json/);
    expect(down.headers.get("x-request-id")).toMatch(UUID);
    expect(await down.json()).toEqual({ message: expect.any(String), code: "UNAVAILABLE" });

    await upstream.start(); // same port
    const after = await fetch(url, { signal: bounded() });
    expect(after.status).toBe(200);
    expect(await after.json()).toMatchObject({ upstream: "catalog", url: "/api/descriptions?page=1" });
  });

  it("answers 504 UPSTREAM_TIMEOUT when the upstream does not answer within UPSTREAM_TIMEOUT_MS", async () => {
    upstream = await new EchoUpstream("generator", "silent").start();
    gw = await startGateway(gatewayEnv({ generator: upstream }, { UPSTREAM_TIMEOUT_MS: "300" }));
    const res = await fetch(`${gw.url}/api/generate-description`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-requested-with": "shopscript" },
      body: "{}",
      signal: bounded(),
    });
    expect(res.status).toBe(504);
    expect(await res.json()).toEqual({ message: expect.any(String), code: "UPSTREAM_TIMEOUT" });
  });

  it("answers 503 (not 504) when the upstream drops the connection before the timeout", async () => {
    upstream = await new EchoUpstream("auth", "reset").start();
    gw = await startGateway(gatewayEnv({ auth: upstream }, { UPSTREAM_TIMEOUT_MS: "5000" }));
    const res = await fetch(`${gw.url}/api/auth/me`, { signal: bounded() });
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ message: expect.any(String), code: "UNAVAILABLE" });
  });
});

describe("gateway config", () => {
  it("reports every bad variable in one ConfigError", () => {
    let error: unknown;
    try {
      loadGatewayConfig({ AUTH_URL: "not a url", UPSTREAM_TIMEOUT_MS: "-5" });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const configError = error as ConfigError;
    expect(configError.message).toContain("AUTH_URL");
    expect(configError.message).toContain("UPSTREAM_TIMEOUT_MS");
    expect(configError.problems).toHaveLength(2);
  });

  it("applies defaults for what is unset or empty", () => {
    const config = loadGatewayConfig({ AUTH_URL: "", UPSTREAM_TIMEOUT_MS: "" });
    expect(config.AUTH_URL).toBe("http://127.0.0.1:3001");
    expect(config.UPSTREAM_TIMEOUT_MS).toBe(60_000);
    expect(config.TRUST_PROXY).toBe(false);
  });
});

describe("gateway security headers behind https", () => {
  it("adds HSTS and upgrades insecure requests when the public address is https", async () => {
    const gateway = await startGateway(gatewayEnv({}, { PUBLIC_URL: "https://shop.example.com" }));
    try {
      const page = await fetch(`${gateway.url}/dashboard`, { signal: bounded() });
      expect(page.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
      expect(page.headers.get("content-security-policy")).toContain("upgrade-insecure-requests");
      const api = await fetch(`${gateway.url}/api/nowhere`, { signal: bounded() });
      expect(api.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
    } finally {
      await gateway.close(200);
    }
  });
});

describe("gateway API rate limit", () => {
  it("answers 429 with Retry-After once a client spends API_RATE_LIMIT_PER_MINUTE, without reaching a service, and counts each client apart", async () => {
    const upstreams = await startUpstreams();
    const gateway = await startGateway(gatewayEnv(upstreams, { API_RATE_LIMIT_PER_MINUTE: "3", TRUST_PROXY: "loopback" }));
    const from = (client: string) =>
      fetch(`${gateway.url}${ROUTE_TABLE.catalog[0]}`, { headers: { "x-forwarded-for": client }, signal: bounded() });
    try {
      for (let i = 0; i < 3; i++) expect((await from("203.0.113.7")).status).toBe(200);
      const refused = await from("203.0.113.7");
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(Number(refused.headers.get("retry-after"))).toBeLessThanOrEqual(60);
      expect(await refused.json()).toMatchObject({ code: "RATE_LIMITED" });
      expect(upstreams.catalog.received).toHaveLength(3);
      // Another client is not held back by the first one's spending.
      expect((await from("198.51.100.4")).status).toBe(200);
      expect(upstreams.catalog.received).toHaveLength(4);
    } finally {
      await gateway.close(200);
      await stopUpstreams(upstreams);
    }
  });
});
