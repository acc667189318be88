import { generateKeyPairSync } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import {
  MemoryCache,
  SessionStore,
  startHttpServer,
  systemClock,
  type RunningHttpServer,
} from "@shopscript/kit";
import { quietLogger } from "@shopscript/kit/testing";
import { rawRequest, type RawResponse } from "@shopscript/kit/testing/raw-http";
// The web build's own compression step, run on this test's small build.
import { compressDir } from "../../../web/scripts/compress.mjs";
import { createApp } from "../src/app";
import { loadGatewayConfig } from "../src/config";

// What a browser receives from the gateway: build-time brotli/gzip for static files, on-the-fly compression
// for other text answers, never for server-sent events; prerendered pages; robots.txt and sitemap.xml.

const PUBLIC_URL = "https://shop.example.com";
const keys = generateKeyPairSync("ec", {
  namedCurve: "P-256",
  privateKeyEncoding: { type: "pkcs8", format: "pem" },
  publicKeyEncoding: { type: "spki", format: "pem" },
});

// Big enough to be worth compressing, and different each line so a test can tell files apart.
const text = (tag: string, lines = 200) =>
  Array.from({ length: lines }, (_, i) => `/* ${tag} line ${i} */`).join("\n");
const files = {
  "index.html": `<!doctype html><html><head><title>shell</title></head><body><div id="root"></div>${text("shell", 60)}</body></html>`,
  "pages/pricing.html": `<!doctype html><html><head><title>Pricing · ShopScript</title></head><body><div id="root"><h1>Simple, Transparent Pricing</h1></div>${text("pricing", 60)}</body></html>`,
  "pages/index.html": `<!doctype html><html><head><title>ShopScript</title></head><body><div id="root"><h1>Landing</h1></div>${text("landing", 60)}</body></html>`,
  "pages/forgot-password.html": `<!doctype html><html><body>${text("forgot", 60)}</body></html>`,
  "assets/index-abc123.js": `console.log("entry");\n${text("entry")}`,
  "assets/index-abc123.css": `body{color:red}\n${text("css")}`,
  "assets/tiny-abc123.js": "console.log(1);",
};
const routes = {
  "/": { file: "pages/index.html", sitemap: true },
  "/pricing": { file: "pages/pricing.html", sitemap: true },
  "/forgot-password": { file: "pages/forgot-password.html", sitemap: false },
};

/** A generator that streams server-sent events slowly: one event, a pause, then the rest. */
/** Whether the slow stream has written the rest of its events yet: the client's first event must come before. */
let restWritten = false;

function slowEventStream(pauseMs: number) {
  return http.createServer((req, res) => {
    req.resume();
    restWritten = false;
    // No `no-transform` here: the gateway must leave the stream alone because it is a stream.
    res.writeHead(200, { "content-type": "text/event-stream; charset=utf-8", "cache-control": "no-cache" });
    res.write(`event: text\ndata: {"delta":"first words"}\n\n`);
    setTimeout(() => {
      restWritten = true;
      res.write(`event: text\ndata: {"delta":"${"more ".repeat(400)}"}\n\n`);
      res.end(`event: result\ndata: {"done":true}\n\n`);
    }, pauseMs);
  });
}

/** An upstream (the catalog) answering JSON with as many items as asked. */
function jsonUpstream() {
  return http.createServer((req, res) => {
    req.resume();
    const size = Number(new URL(req.url ?? "/", "http://x").searchParams.get("size") ?? "10");
    const body = JSON.stringify({
      items: Array.from({ length: size }, (_, i) => ({ id: i, name: `description ${i}` })),
    });
    // As express's res.json does: a known length.
    res.writeHead(200, {
      "content-type": "application/json; charset=utf-8",
      "content-length": Buffer.byteLength(body),
    });
    res.end(body);
  });
}

const listen = async (server: http.Server) => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};

let webDir: string;
let gateway: RunningHttpServer;
let generator: http.Server;
let catalog: http.Server;
const STREAM_PAUSE_MS = 1500;

beforeAll(async () => {
  webDir = fs.mkdtempSync(path.join(os.tmpdir(), "gateway-delivery-"));
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(webDir, file)), { recursive: true });
    fs.writeFileSync(path.join(webDir, file), content);
  }
  fs.writeFileSync(path.join(webDir, "pages", "routes.json"), JSON.stringify(routes));
  compressDir(webDir);
  generator = slowEventStream(STREAM_PAUSE_MS);
  catalog = jsonUpstream();
  const config = loadGatewayConfig({
    WEB_DIST_DIR: webDir,
    PUBLIC_URL,
    GENERATOR_URL: await listen(generator),
    CATALOG_URL: await listen(catalog),
  });
  const cache = new MemoryCache();
  const session = { publicKey: keys.publicKey, store: new SessionStore(cache), clock: systemClock };
  gateway = await startHttpServer(createApp({ config, log: quietLogger(), cache, session }), 0, "127.0.0.1");
});

afterAll(async () => {
  await gateway?.close(200);
  generator?.closeAllConnections();
  catalog?.closeAllConnections();
  await Promise.all([generator, catalog].map((s) => new Promise((resolve) => s?.close(resolve))));
  if (webDir) fs.rmSync(webDir, { recursive: true, force: true });
});

const get = (p: string, acceptEncoding?: string) =>
  rawRequest(`${gateway.url}${p}`, {
    headers: acceptEncoding === undefined ? {} : { "accept-encoding": acceptEncoding },
  });

/** The body as the browser ends up with it, after undoing Content-Encoding. */
function decoded(res: RawResponse): string {
  const encoding = res.headers["content-encoding"];
  if (encoding === "br") return brotliDecompressSync(res.bytes).toString("utf8");
  if (encoding === "gzip") return gunzipSync(res.bytes).toString("utf8");
  if (encoding) throw new Error(`unexpected Content-Encoding ${encoding}`);
  return res.bytes.toString("utf8");
}

describe("static files are sent compressed, from the copies the build made", () => {
  it.each([
    ["/assets/index-abc123.js", "assets/index-abc123.js", /javascript/],
    ["/assets/index-abc123.css", "assets/index-abc123.css", /text\/css/],
  ])(
    "%s: brotli for a browser that takes it, else gzip, else as it is; Vary and the immutable cache kept",
    async (url, file, type) => {
      const original = files[file as keyof typeof files];
      const br = await get(url, "gzip, deflate, br, zstd");
      const gzip = await get(url, "gzip, deflate");
      const identity = await get(url, "identity");
      const none = await get(url);
      expect([br, gzip, identity, none].map((r) => r.status)).toEqual([200, 200, 200, 200]);
      expect(br.headers["content-encoding"]).toBe("br");
      expect(gzip.headers["content-encoding"]).toBe("gzip");
      expect(identity.headers["content-encoding"]).toBeUndefined();
      expect(none.headers["content-encoding"]).toBeUndefined();
      for (const res of [br, gzip, identity, none]) {
        expect(decoded(res)).toBe(original);
        expect(res.headers["content-type"]).toMatch(type);
        expect(res.headers.vary).toMatch(/accept-encoding/i);
        expect(res.headers["cache-control"]).toMatch(/immutable/);
        expect(Number(/max-age=(\d+)/.exec(res.headers["cache-control"] ?? "")?.[1])).toBeGreaterThanOrEqual(
          365 * 24 * 3600,
        );
      }
      // The same file the build compressed at its highest setting: what the wire carries is its copy.
      expect(br.bytes.equals(fs.readFileSync(path.join(webDir, `${file}.br`)))).toBe(true);
      expect(gzip.bytes.equals(fs.readFileSync(path.join(webDir, `${file}.gz`)))).toBe(true);
      expect(br.bytes.length).toBeLessThan(original.length / 4);
    },
  );

  it("sends a file too small to be worth compressing as it is, and a missing asset is a 404", async () => {
    const tiny = await get("/assets/tiny-abc123.js", "br, gzip");
    expect(tiny.headers["content-encoding"]).toBeUndefined();
    expect(tiny.body).toBe(files["assets/tiny-abc123.js"]);
    expect((await get("/assets/missing-abc123.js", "br, gzip")).status).toBe(404);
  });
});

describe("pages", () => {
  it("answers a public page with its prerendered HTML (compressed, never cached), other routes with the shell", async () => {
    const pricing = await get("/pricing", "br, gzip");
    expect(pricing.status).toBe(200);
    expect(pricing.headers["content-encoding"]).toBe("br");
    expect(pricing.headers["content-type"]).toMatch(/text\/html/);
    expect(pricing.headers["cache-control"]).toBe("no-cache");
    expect(decoded(pricing)).toBe(files["pages/pricing.html"]);
    expect(decoded(await get("/?utm_source=mail", "gzip"))).toBe(files["pages/index.html"]);

    const dashboard = await get("/dashboard", "gzip");
    expect(dashboard.headers["content-encoding"]).toBe("gzip");
    expect(dashboard.headers["cache-control"]).toBe("no-cache");
    expect(decoded(dashboard)).toBe(files["index.html"]);
    expect(decoded(await get("/dashboard"))).toBe(files["index.html"]);
  });
});

describe("other text answers are compressed on the fly", () => {
  it("compresses a large API answer for a client that accepts it, and only then", async () => {
    const compressed = await get("/api/descriptions?size=200", "gzip, br");
    expect(compressed.headers["content-encoding"]).toBe("br");
    expect(compressed.headers.vary).toMatch(/accept-encoding/i);
    const body = JSON.parse(decoded(compressed)) as { items: unknown[] };
    expect(body.items).toHaveLength(200);
    const plain = await get("/api/descriptions?size=200");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(JSON.parse(plain.body)).toEqual(body);
    expect(compressed.bytes.length).toBeLessThan(plain.bytes.length / 3);
    // Too small to gain anything: left alone.
    expect((await get("/api/descriptions?size=2", "gzip, br")).headers["content-encoding"]).toBeUndefined();
  });

  it("streams server-sent events through the gateway as they are written, uncompressed", async () => {
    const started = Date.now();
    const firstEventAt = await new Promise<{
      afterTheRest: boolean;
      encoding: string | undefined;
      rest: Promise<string>;
    }>((resolve, reject) => {
      const req = http.request(`${gateway.url}/api/generate-description/stream`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "x-requested-with": "shopscript",
          accept: "text/event-stream",
          "accept-encoding": "gzip, deflate, br",
        },
      });
      req.on("response", (res) => {
        let received = "";
        let reported = false;
        const rest = new Promise<string>((done) => res.on("end", () => done(received)));
        res.on("data", (chunk: Buffer) => {
          received += chunk.toString("utf8");
          if (!reported && received.includes("first words")) {
            reported = true;
            resolve({ afterTheRest: restWritten, encoding: res.headers["content-encoding"], rest });
          }
        });
        res.on("error", reject);
      });
      req.on("error", reject);
      req.end("{}");
    });
    // The first event arrives while the upstream is still pausing, not when it finishes: an order of events, which
    // load cannot reorder, rather than milliseconds, which it stretches.
    expect(firstEventAt.afterTheRest).toBe(false);
    expect(firstEventAt.encoding).toBeUndefined();
    const all = await firstEventAt.rest;
    expect(Date.now() - started).toBeGreaterThanOrEqual(STREAM_PAUSE_MS - 50);
    expect(all).toContain('event: result\ndata: {"done":true}');
  });
});

describe("for crawlers", () => {
  it("serves a real robots.txt that points at the sitemap and keeps the API and private screens out", async () => {
    const res = await get("/robots.txt");
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/plain/);
    const lines = res.body.trim().split("\n");
    expect(lines[0]).toBe("User-agent: *");
    expect(lines).toEqual(
      expect.arrayContaining(["Allow: /", "Disallow: /api/", "Disallow: /dashboard", "Disallow: /account"]),
    );
    expect(lines.at(-1)).toBe(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
    // Every line is a directive robots.txt knows, or blank (the SPA's HTML here was 24 syntax errors).
    for (const line of lines)
      expect(line).toMatch(/^(|User-agent: \*|Allow: \/\S*|Disallow: \/\S*|Sitemap: https:\/\/\S+)$/);
  });

  it("serves sitemap.xml listing the public pages the build marked, as absolute URLs", async () => {
    const res = await get("/sitemap.xml");
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^application\/xml/);
    expect(res.body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual([`${PUBLIC_URL}/`, `${PUBLIC_URL}/pricing`]);
  });
});
