/**
 * The deploy test's build proxy: image builds get out only to the origins it routes (the Debian mirror,
 * npm's registry), only to read, never through a tunnel; immutable downloads are served from its cache.
 */
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { startBuildProxy, type BuildProxy } from "../deploy-test/build-proxy";

let upstream: http.Server;
let upstreamHits: string[] = [];
let proxy: BuildProxy;
const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), "shopscript-proxy-cache-"));

beforeAll(async () => {
  upstream = http.createServer((req, res) => {
    upstreamHits.push(`${req.method} ${req.headers.host} ${req.url}`);
    res.writeHead(200, { "content-type": "application/octet-stream", "x-upstream": "yes" });
    res.end(`content of ${req.url}`);
  });
  await new Promise<void>((resolve) => upstream.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  proxy = await startBuildProxy({ routes: { "mirror.test": origin }, cacheDir });
});
afterAll(async () => {
  await proxy.close();
  await new Promise((resolve) => upstream.close(resolve));
  fs.rmSync(cacheDir, { recursive: true, force: true });
});
beforeEach(() => (upstreamHits = []));

/** A request as an HTTP client configured with this proxy sends it: absolute URL to the proxy's port. */
function viaProxy(
  method: string,
  url: string,
): Promise<{ status: number; body: string; headers: http.IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: "127.0.0.1", port: proxy.port, method, path: url, headers: { host: new URL(url).host } },
      (res) => {
        let body = "";
        res.on("data", (chunk) => (body += chunk));
        res.on("end", () => resolve({ status: res.statusCode!, body, headers: res.headers }));
      },
    );
    req.on("error", reject);
    req.end();
  });
}

it("forwards GET to the routed origin, path and query intact", async () => {
  const answer = await viaProxy("GET", "http://mirror.test/debian/dists/bookworm/InRelease?x=1");
  expect(answer).toMatchObject({ status: 200, body: "content of /debian/dists/bookworm/InRelease?x=1" });
  expect(answer.headers["x-upstream"]).toBe("yes");
  expect(upstreamHits).toEqual([
    expect.stringMatching(/^GET 127\.0\.0\.1:\d+ \/debian\/dists\/bookworm\/InRelease\?x=1$/),
  ]);
});

it("refuses any host it does not route, any method but GET and HEAD, and CONNECT tunnels", async () => {
  expect((await viaProxy("GET", "http://elsewhere.test/secret")).status).toBe(403);
  expect((await viaProxy("GET", "http://127.0.0.1:5432/")).status).toBe(403);
  expect((await viaProxy("POST", "http://mirror.test/upload")).status).toBe(405);
  const tunnel = await new Promise<number>((resolve, reject) => {
    const req = http.request({
      host: "127.0.0.1",
      port: proxy.port,
      method: "CONNECT",
      path: "mirror.test:443",
    });
    req.on("connect", (res, socket) => {
      socket.destroy();
      resolve(res.statusCode!);
    });
    req.on("error", reject);
    req.end();
  });
  expect(tunnel).toBe(403);
  expect(upstreamHits).toEqual([]);
  expect(proxy.stats.refused).toEqual(
    expect.arrayContaining([
      "http://elsewhere.test is not allowed",
      "http://127.0.0.1:5432 is not allowed",
      "POST is not allowed",
      "CONNECT mirror.test:443",
    ]),
  );
});

it("fetches an immutable download (.deb, .tgz) once and serves it from its cache afterwards", async () => {
  const url = "http://mirror.test/debian/pool/main/h/hello/hello_2.10-3_amd64.deb";
  const first = await viaProxy("GET", url);
  // No wait: the proxy ends its answer only once the cache file is in place.
  const second = await viaProxy("GET", url);
  expect([first.body, second.body]).toEqual([
    `content of /debian/pool/main/h/hello/hello_2.10-3_amd64.deb`,
    first.body,
  ]);
  expect(upstreamHits).toHaveLength(1);
  // An index is never cached: it changes.
  await viaProxy("GET", "http://mirror.test/debian/dists/bookworm/Release");
  await viaProxy("GET", "http://mirror.test/debian/dists/bookworm/Release");
  expect(upstreamHits).toHaveLength(3);
});
