/**
 * The only way out for image builds: a plain-HTTP proxy on loopback that forwards GET and HEAD to an
 * allow-list of origins (the Debian mirror apt uses, the npm registry npm uses) and refuses everything
 * else, CONNECT tunnels included. Builds run with `network: host`, HTTP_PROXY pointing here and npm's
 * registry set to the registry's http:// name; the proxy fetches the real https:// origin with this
 * machine's CA store. Immutable downloads (npm tarballs, Debian packages) are kept on disk, so the seven
 * `npm ci` runs of one build, and later runs, fetch each file once.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import https from "node:https";
import type { AddressInfo } from "node:net";
import path from "node:path";

export interface BuildProxyOptions {
  /** `host[:port]` as requested → the origin really fetched, e.g. registry.npmjs.org → https://registry.npmjs.org. */
  routes: Record<string, string>;
  /** Where immutable downloads are kept; none: no cache. */
  cacheDir?: string;
}

export interface BuildProxy {
  url: string;
  port: number;
  stats: { forwarded: number; fromCache: number; refused: string[] };
  close(): Promise<void>;
}

const HOP_BY_HOP = new Set([
  "connection",
  "proxy-connection",
  "keep-alive",
  "proxy-authorization",
  "proxy-authenticate",
  "te",
  "trailer",
  "transfer-encoding",
  "upgrade",
]);
const IMMUTABLE = /\.(tgz|deb)$/;
const UNUSED_FOR_MS = 30 * 24 * 3600_000;

/** Makes the cache folder, deleting what no build has asked for in 30 days (old package versions). */
function forgetUnused(dir: string) {
  fs.mkdirSync(dir, { recursive: true });
  for (const file of fs.readdirSync(dir)) {
    const full = path.join(dir, file);
    if (Date.now() - fs.statSync(full).mtimeMs > UNUSED_FOR_MS) fs.rmSync(full, { force: true });
  }
}

export async function startBuildProxy(options: BuildProxyOptions): Promise<BuildProxy> {
  const stats = { forwarded: 0, fromCache: 0, refused: [] as string[] };
  if (options.cacheDir) forgetUnused(options.cacheDir);
  const cachePath = (url: string) =>
    path.join(options.cacheDir!, crypto.createHash("sha256").update(url).digest("hex"));

  const refuse = (res: http.ServerResponse, status: number, reason: string) => {
    stats.refused.push(reason);
    res.writeHead(status, { "content-type": "text/plain" });
    res.end(`build proxy: ${reason}\n`);
  };

  const server = http.createServer((req, res) => {
    let target: URL;
    try {
      target = new URL(req.url ?? "");
    } catch {
      return refuse(res, 400, `not a proxy request: ${req.url}`);
    }
    const origin = target.protocol === "http:" ? options.routes[target.host] : undefined;
    if (!origin) return refuse(res, 403, `${target.protocol}//${target.host} is not allowed`);
    if (req.method !== "GET" && req.method !== "HEAD")
      return refuse(res, 405, `${req.method} is not allowed`);
    const upstream = new URL(`${target.pathname}${target.search}`, origin);
    const cacheable = Boolean(options.cacheDir) && req.method === "GET" && IMMUTABLE.test(upstream.pathname);
    const cached = cacheable ? cachePath(upstream.href) : undefined;
    if (cached && fs.existsSync(cached)) {
      stats.fromCache++;
      const now = new Date();
      fs.utimesSync(cached, now, now); // in use: kept by forgetUnused
      res.writeHead(200, {
        "content-type": "application/octet-stream",
        "content-length": fs.statSync(cached).size,
      });
      fs.createReadStream(cached).pipe(res);
      return;
    }
    const headers: http.OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(req.headers)) if (!HOP_BY_HOP.has(name)) headers[name] = value;
    headers.host = upstream.host;
    const client = upstream.protocol === "https:" ? https : http;
    const outgoing = client.request(upstream, { method: req.method, headers, timeout: 60_000 }, (answer) => {
      stats.forwarded++;
      const forwarded: http.OutgoingHttpHeaders = {};
      for (const [name, value] of Object.entries(answer.headers))
        if (!HOP_BY_HOP.has(name)) forwarded[name] = value;
      res.writeHead(answer.statusCode ?? 502, forwarded);
      if (!cached || answer.statusCode !== 200) {
        answer.pipe(res);
        return;
      }
      // Tee into the cache; the file only appears once complete, and the answer ends only after it is in place,
      // so the client's next request for the same file is served from the cache (it raced the rename before).
      const partial = `${cached}.${process.pid}.${crypto.randomBytes(4).toString("hex")}`;
      const file = fs.createWriteStream(partial);
      answer.on("data", (chunk: Buffer) => file.write(chunk));
      answer.pipe(res, { end: false });
      answer.on("end", () =>
        file.end(() => {
          try {
            fs.renameSync(partial, cached);
          } catch {
            fs.rmSync(partial, { force: true });
          }
          res.end();
        }),
      );
      answer.on("error", () => {
        file.destroy();
        fs.rmSync(partial, { force: true });
        res.destroy();
      });
    });
    outgoing.on("timeout", () => outgoing.destroy(new Error("upstream timeout")));
    outgoing.on("error", (err) => {
      if (!res.headersSent) res.writeHead(502, { "content-type": "text/plain" });
      res.end(`build proxy: ${upstream.origin}: ${err.message}\n`);
    });
    outgoing.end();
  });
  server.on("connect", (req, socket) => {
    stats.refused.push(`CONNECT ${req.url}`);
    socket.end("HTTP/1.1 403 Forbidden\r\ncontent-type: text/plain\r\n\r\nbuild proxy: no tunnels\n");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    stats,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
