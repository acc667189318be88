import { createPageReader, type PageReader } from "../../src/page-reader";
import { PageReadError } from "../../src/page-reader/page-read-error";
import { startCanaries, type Canaries } from "./support/canaries";
import { requireChromium } from "./support/chromium";
import { installDialGuard, type DialGuard } from "./support/dial-guard";
import { startPageServer, type PageServer } from "./support/page-server";
import { fillPayload, PAYLOADS, payloadPorts, type PayloadPorts } from "./support/payloads";
import { SERVICE_WORKER, ssrfPages } from "./support/ssrf-pages";
import { createTestLookup, testPolicy } from "./support/test-network";
import { silentLog, type LogLine } from "./support/test-log";

// SSRF through Chromium: allowed pages whose subresources and navigations point at the canaries. The
// browser reaches the network only through the guard proxy; the canaries must see zero connections.
jest.setTimeout(120_000);

let guard: DialGuard;
let canaries: Canaries;
let server: PageServer;
let ports: PayloadPorts;
let reader: PageReader;
const lines: LogLine[] = [];

const refusals = () =>
  lines.filter((line) => line.message === "page-reader proxy refused a request").map((line) => (line.fields as { target: string }).target);

beforeAll(async () => {
  const chromiumPath = requireChromium();
  guard = installDialGuard();
  canaries = await startCanaries();
  server = await startPageServer();
  ports = payloadPorts(canaries, server.port);
  for (const [name, body] of Object.entries(ssrfPages(ports))) {
    server.route(`/ssrf/${name}`, (_req, res) => {
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      res.end(body);
    });
  }
  server.route("/seen", (_req, res) => {
    res.writeHead(200, { "content-type": "text/javascript" });
    res.end("");
  });
  server.route("/sw.js", (_req, res) => {
    res.writeHead(200, { "content-type": "text/javascript" });
    res.end(fillPayload(SERVICE_WORKER, ports));
  });
  server.route("/redirect", (req, res) => {
    const query = new URL(req.url!, "http://x").searchParams;
    res.writeHead(Number(query.get("status")), { location: query.get("to") ?? "/" });
    res.end();
  });
  // blockResources off: images, media and fonts reach the proxy too, so the proxy alone is what holds.
  reader = createPageReader({
    chromiumPath,
    policy: testPolicy(server.port),
    lookup: createTestLookup(),
    log: silentLog(lines),
    // Generous: the reader waits for a quiet network for at most 5 s of what is left, and on a loaded machine
    // Chromium's start alone can eat most of 8 s, leaving the page's attempts no time to reach the proxy.
    timeoutMs: 20_000,
    blockResources: false,
  });
});

afterAll(async () => {
  await reader?.close();
  await server?.close();
  // Late arrivals (a retrying WebSocket, a delayed beacon) would still count.
  await new Promise((resolve) => setTimeout(resolve, 500));
  await canaries?.close();
  guard?.restore();
  expect(canaries.hits).toEqual([]);
  expect(guard.violations).toEqual([]);
});

async function render(name: string) {
  const outcome = await reader.read(`http://shop.test:${server.port}/ssrf/${name}`).then(
    (facts) => ({ facts, error: undefined }),
    (error: unknown) => ({ facts: undefined, error }),
  );
  // Whatever a hostile page does, the reader answers with facts or a PageReadError, never anything else.
  if (outcome.error) expect(outcome.error).toBeInstanceOf(PageReadError);
  expect(server.requests).toContain(`/seen?page=${name}`);
  expect(canaries.hits).toEqual([]);
  return outcome;
}

describe("Chromium: subresources pointing inside reach nothing", () => {
  it("img, script, iframe, fetch, XHR, CSS url(), @import, fonts, prefetch, WebSocket, EventSource, beacon, form, ping, popup, WebRTC, service worker", async () => {
    const { facts } = await render("subresources");
    expect(facts?.productName).toBe("Rendered subresources");
    const refused = refusals();
    // The proxy saw (and refused) the page's attempts: this is the proxy holding, not Chromium skipping them.
    for (const target of [
      `127.0.0.1:${ports.C}`,
      `localhost:${ports.C}`,
      `[::1]:${ports.C6}`,
      `127.0.0.1:${ports.C1}`,
      `evil.test:${ports.C1}`,
      `127.0.0.2:${ports.X}`,
      "169.254.169.254",
    ]) {
      expect(refused).toContain(target);
    }
    // The service worker was never registered, so it never fetched.
    expect(server.requests).not.toContain("/sw.js");
  });
});

describe("Chromium: navigations pointing inside reach nothing", () => {
  it.each(["meta-refresh", "location", "form-autosubmit", "redirected-navigation", "metadata-navigation", "https-navigation"])("%s", async (name) => {
    await render(name);
  });
});

describe("Chromium reader: every HTTP payload is still refused before the browser", () => {
  it.each(PAYLOADS.map((payload) => [payload.name, payload] as const))("%s", async (_name, payload) => {
    const dialsBefore = guard.dials.length;
    const error = await reader.read(fillPayload(payload.url, ports)).catch((err: unknown) => err);
    expect(error).toMatchObject({ reason: payload.reason, status: 422 });
    if (!payload.viaRedirect) expect(guard.dials.slice(dialsBefore)).toEqual([]);
    expect(canaries.hits).toEqual([]);
  });
});
