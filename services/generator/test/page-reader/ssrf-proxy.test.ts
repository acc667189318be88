import net from "node:net";
import { startGuardProxy, type GuardProxy, type ProxySession } from "../../src/page-reader/guard-proxy";
import { startCanaries, type Canaries } from "./support/canaries";
import { installDialGuard, type DialGuard } from "./support/dial-guard";
import { html, JSON_LD_PRODUCT_PAGE, startPageServer, type PageServer } from "./support/page-server";
import { createTestLookup, TEST_HOST, testPolicy } from "./support/test-network";

// The guard proxy on its own, spoken to directly (not only as Chromium would speak to it).
let guard: DialGuard;
let canaries: Canaries;
let server: PageServer;
let proxy: GuardProxy;
let session: ProxySession | undefined;
let proxyPort: number;

beforeAll(async () => {
  guard = installDialGuard();
  canaries = await startCanaries();
  server = await startPageServer();
  server.route("/product", html(JSON_LD_PRODUCT_PAGE));
  server.route("/big", (_req, res) => {
    res.writeHead(200, { "content-type": "text/plain" });
    res.end(Buffer.alloc(256 * 1024, "q"));
  });
  proxy = await startGuardProxy({ policy: testPolicy(server.port), lookup: createTestLookup() });
  proxyPort = Number(new URL(proxy.server).port);
});

beforeEach(() => {
  session = proxy.beginSession(5 * 1024 * 1024, () => undefined);
});

afterEach(() => session?.end());

afterAll(async () => {
  await proxy.close();
  await server.close();
  await canaries.close();
  guard.restore();
  expect(canaries.hits).toEqual([]);
  expect(guard.violations).toEqual([]);
});

/** Sends raw bytes to the proxy and returns what came back (until close or `waitMs`). */
function exchange(request: string, waitMs = 1_000): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect(proxyPort, "127.0.0.1");
    let received = "";
    const done = () => {
      socket.destroy();
      resolve(received);
    };
    const timer = setTimeout(done, waitMs);
    socket.on("data", (chunk) => {
      received += chunk.toString("latin1");
    });
    socket.on("close", () => {
      clearTimeout(timer);
      resolve(received);
    });
    socket.on("error", () => undefined);
    socket.write(request);
  });
}

const statusOf = (response: string) => response.split("\r\n")[0];

describe("guard proxy: refused before any connection", () => {
  const c = () => canaries.v4[0];
  const cases: Array<[string, () => string]> = [
    ["absolute-form GET to 127.0.0.1", () => `GET http://127.0.0.1:${c()}/ HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`],
    ["GET to a decimal host", () => `GET http://2130706433:${c()}/ HTTP/1.1\r\nHost: x\r\n\r\n`],
    ["GET to localhost", () => `GET http://localhost:${c()}/ HTTP/1.1\r\nHost: x\r\n\r\n`],
    ["GET to a name resolving to loopback", () => `GET http://evil.test:${c()}/ HTTP/1.1\r\nHost: x\r\n\r\n`],
    ["GET to metadata", () => "GET http://169.254.169.254/latest/meta-data HTTP/1.1\r\nHost: x\r\n\r\n"],
    ["GET with userinfo", () => `GET http://shop.test@127.0.0.1:${c()}/ HTTP/1.1\r\nHost: x\r\n\r\n`],
    ["GET to ftp:", () => `GET ftp://127.0.0.1:${c()}/ HTTP/1.1\r\nHost: x\r\n\r\n`],
    ["CONNECT 127.0.0.1", () => `CONNECT 127.0.0.1:${c()} HTTP/1.1\r\nHost: x\r\n\r\n`],
    ["CONNECT [::1]", () => `CONNECT [::1]:${canaries.v6[0]} HTTP/1.1\r\nHost: x\r\n\r\n`],
    ["CONNECT IPv4-mapped", () => `CONNECT [::ffff:7f00:1]:${c()} HTTP/1.1\r\nHost: x\r\n\r\n`],
    ["CONNECT IPv4-compatible ::7f00:1", () => `CONNECT [::7f00:1]:${c()} HTTP/1.1\r\nHost: x\r\n\r\n`],
    ["CONNECT hex host", () => `CONNECT 0x7f.1:${c()} HTTP/1.1\r\nHost: x\r\n\r\n`],
    ["CONNECT localhost", () => `CONNECT localhost:${c()} HTTP/1.1\r\nHost: x\r\n\r\n`],
    ["CONNECT the allowed host on another port", () => `CONNECT shop.test:${canaries.sameHostOtherPort} HTTP/1.1\r\nHost: x\r\n\r\n`],
    ["CONNECT a name with a public and a private answer", () => "CONNECT public-and-private.test:443 HTTP/1.1\r\nHost: x\r\n\r\n"],
    ["CONNECT 10.0.0.1", () => "CONNECT 10.0.0.1:443 HTTP/1.1\r\nHost: x\r\n\r\n"],
  ];

  it.each(cases)("%s", async (_name, request) => {
    const dialsBefore = guard.dials.length;
    const response = await exchange(request());
    expect(statusOf(response)).toMatch(/^HTTP\/1\.1 (403|400)/);
    // Only the test's own connection to the proxy: nothing was dialled upstream.
    expect(guard.dials.slice(dialsBefore)).toEqual([{ host: "127.0.0.1", port: proxyPort }]);
  });

  it("refuses a CONNECT without a port, and origin-form requests", async () => {
    expect(statusOf(await exchange("CONNECT shop.test HTTP/1.1\r\nHost: x\r\n\r\n"))).toMatch(/ 400/);
    expect(statusOf(await exchange("GET /product HTTP/1.1\r\nHost: shop.test\r\n\r\n"))).toMatch(/ 400/);
  });

  it("forwards nothing, not even to the allowed host, while no render is in progress", async () => {
    session?.end();
    session = undefined;
    const response = await exchange(`GET http://shop.test:${server.port}/product HTTP/1.1\r\nHost: x\r\n\r\n`);
    expect(statusOf(response)).toMatch(/ 403/);
  });
});

describe("guard proxy: allowed traffic", () => {
  it("forwards an absolute-form GET to the checked address, keeping the Host header", async () => {
    const dialsBefore = guard.dials.length;
    const response = await exchange(`GET http://shop.test:${server.port}/product HTTP/1.1\r\nHost: shop.test:${server.port}\r\nConnection: close\r\n\r\n`);
    expect(statusOf(response)).toBe("HTTP/1.1 200 OK");
    expect(response).toContain("Trail Bottle");
    expect(guard.dials.slice(dialsBefore)).toContainEqual({ host: TEST_HOST, port: server.port });
  });

  it("tunnels a CONNECT to the checked address", async () => {
    const response = await exchange(
      `CONNECT shop.test:${server.port} HTTP/1.1\r\nHost: x\r\n\r\nGET /product HTTP/1.1\r\nHost: shop.test\r\nConnection: close\r\n\r\n`,
    );
    expect(response.startsWith("HTTP/1.1 200 Connection Established\r\n\r\n")).toBe(true);
    expect(response).toContain("Trail Bottle");
  });

  it("cuts every connection once the render's byte budget is spent", async () => {
    session?.end();
    let exceeded = 0;
    session = proxy.beginSession(64 * 1024, () => exceeded++);
    const response = await exchange(`GET http://shop.test:${server.port}/big HTTP/1.1\r\nHost: x\r\n\r\n`);
    expect(exceeded).toBe(1);
    expect(session.exceeded).toBe(true);
    expect(response.length).toBeLessThan(128 * 1024);
  });
});
