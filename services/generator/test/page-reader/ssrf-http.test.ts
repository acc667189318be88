import http from "node:http";
import net from "node:net";
import { fetch as undiciFetch } from "undici";
import { createPageReader } from "../../src/page-reader";
import { isPublicAddress } from "../../src/page-reader/address-policy";
import { fetchPage, type FetchPageOptions } from "../../src/page-reader/fetch-page";
import { createGuardedAgent } from "../../src/page-reader/guarded-dispatcher";
import { PageReadError } from "../../src/page-reader/page-read-error";
import { startCanaries, type Canaries } from "./support/canaries";
import { installDialGuard, type DialGuard } from "./support/dial-guard";
import { html, JSON_LD_PRODUCT_PAGE, startPageServer, type PageServer } from "./support/page-server";
import { fillPayload, PAYLOADS, payloadPorts, type PayloadPorts } from "./support/payloads";
import { createTestLookup, TEST_HOST, testPolicy } from "./support/test-network";
import { silentLog } from "./support/test-log";

// SSRF through Node's own fetching: every payload must reach the canaries zero times and, unless it
// is a redirect from the allowed test host, must be refused before ANY connection is attempted.
let guard: DialGuard;
let canaries: Canaries;
let server: PageServer;
let ports: PayloadPorts;
let options: FetchPageOptions;
const lookups: string[] = [];

beforeAll(async () => {
  guard = installDialGuard();
  // 80/443 too when free (root in CI), so payloads without a port also have a listener to hit.
  canaries = await startCanaries({ wellKnownPorts: true });
  server = await startPageServer();
  server.route("/redirect", (req, res) => {
    const query = new URL(req.url!, "http://x").searchParams;
    res.writeHead(Number(query.get("status")), { location: query.get("to") ?? "/" });
    res.end();
  });
  server.route("/product", html(JSON_LD_PRODUCT_PAGE));
  ports = payloadPorts(canaries, server.port);
  options = { policy: testPolicy(server.port), lookup: createTestLookup(lookups) };
});

afterAll(async () => {
  await server.close();
  await canaries.close();
  guard.restore();
  // The whole file: not one connection to a canary, not one dial off loopback.
  expect(canaries.hits).toEqual([]);
  expect(guard.violations).toEqual([]);
});

const allowedDial = () => ({ host: TEST_HOST, port: server.port });

describe("the test setup itself", () => {
  it("reaches the allowed test host, and the dial guard sees that dial", async () => {
    const before = guard.dials.length;
    const page = await fetchPage(`http://shop.test:${server.port}/product`, options);
    expect(page.status).toBe(200);
    expect(guard.dials.slice(before)).toEqual([allowedDial()]);
  });

  it("would catch a dial off loopback (the dial guard throws instead of connecting)", () => {
    const before = guard.violations.length;
    expect(() => http.get("http://192.0.2.123:9/")).toThrow(/dial guard/);
    expect(guard.violations.length).toBe(before + 1);
    guard.violations.splice(before, 1); // deliberate: not a guard failure
  });

  it("has canaries that count connections (checked with a raw, unguarded connection)", async () => {
    const probe = await startCanaries();
    await new Promise<void>((resolve) => {
      const socket = net.connect(probe.v4[0]!, "127.0.0.1");
      socket.on("close", () => resolve());
      socket.on("error", () => resolve());
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(probe.hits.length).toBe(1);
    await probe.close();
  });

  it(`has at least 40 payloads (${PAYLOADS.length})`, () => {
    expect(PAYLOADS.length).toBeGreaterThanOrEqual(40);
  });
});

describe.each(PAYLOADS)("SSRF payload: $name", (payload) => {
  it(`is refused (${payload.reason}) ${payload.viaRedirect ? "after the allowed hop only" : "before any connection"}, through fetchPage and the reader`, async () => {
    const url = fillPayload(payload.url, ports);
    for (const read of [
      () => fetchPage(url, options),
      () => createPageReader({ ...options, log: silentLog() }).read(url),
    ]) {
      const hitsBefore = canaries.hits.length;
      const dialsBefore = guard.dials.length;
      const error = await read().then(
        () => new Error(`${url} was read`),
        (err: unknown) => err,
      );
      expect(error).toBeInstanceOf(PageReadError);
      expect((error as PageReadError).reason).toBe(payload.reason);
      expect((error as PageReadError).status).toBe(422);
      const dials = guard.dials.slice(dialsBefore);
      if (payload.viaRedirect) for (const dial of dials) expect(dial).toEqual(allowedDial());
      else expect(dials).toEqual([]);
      expect(canaries.hits.length).toBe(hitsBefore);
    }
  });
});

describe("the guard's decision", () => {
  it("resolves a name once per connection and dials exactly the checked address", async () => {
    lookups.length = 0;
    const before = guard.dials.length;
    await fetchPage(`http://shop.test:${server.port}/product`, options);
    expect(lookups).toEqual(["shop.test"]);
    expect(guard.dials.slice(before)).toEqual([allowedDial()]);
  });

  it("refuses a rebinding resolver's second answer: the connection uses the first, checked one", async () => {
    // First answer allowed, every later answer internal: the guard never asks twice per connection.
    let calls = 0;
    const rebinding = async () => (++calls === 1 ? [{ address: TEST_HOST, family: 4 as const }] : [{ address: "127.0.0.1", family: 4 as const }]);
    const before = guard.dials.length;
    const page = await fetchPage(`http://rebind.test:${server.port}/product`, { ...options, lookup: rebinding });
    expect(page.status).toBe(200);
    expect(calls).toBe(1);
    expect(guard.dials.slice(before)).toEqual([allowedDial()]);
  });

  it("guards undici's own redirect following too when the agent is used as a dispatcher", async () => {
    const agent = createGuardedAgent({ policy: testPolicy(server.port), lookup: createTestLookup() });
    const to = `http://127.0.0.1:${ports.C}/`;
    const error = await undiciFetch(`http://shop.test:${server.port}/redirect?status=302&to=${to}`, { dispatcher: agent }).catch((err: Error) => err);
    expect(error).toBeInstanceOf(Error);
    expect(((error as Error).cause as { code?: string }).code).toBe("ADDRESS_REFUSED");
    await agent.close();
  });

  it("uses the production policy for everything but the one test host (sanity)", () => {
    expect(isPublicAddress("127.0.0.2")).toBe(false);
    expect(testPolicy(server.port)(TEST_HOST, server.port)).toBe(true);
    expect(testPolicy(server.port)(TEST_HOST, server.port + 1)).toBe(false);
    expect(testPolicy(server.port)("127.0.0.1", server.port)).toBe(false);
  });
});
