import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from "node:http";
import { connect as netConnect, type Socket } from "node:net";
import type { Duplex } from "node:stream";
import type { Logger } from "@shopscript/kit";
import { listenOnLoopback } from "./loopback-server";
import { resolveAllowedAddress, type GuardOptions } from "./resolve-allowed-address";

/**
 * Byte budget for one render. While a session is open the proxy forwards traffic and counts every byte
 * that comes back from upstream; past `maxBytes` it cuts all connections and calls `onExceeded`. With
 * no session open it forwards nothing, so a browser between renders cannot reach anything.
 */
export interface ProxySession {
  readonly bytes: number;
  readonly exceeded: boolean;
  /** Cuts every connection opened during the session and stops forwarding. */
  end(): void;
}

export interface GuardProxy {
  /** `http://127.0.0.1:<port>`, for `chromium.launch({ proxy: { server } })`. */
  readonly server: string;
  beginSession(maxBytes: number, onExceeded: () => void): ProxySession;
  close(): Promise<void>;
}

export interface GuardProxyOptions extends GuardOptions {
  log?: Logger;
  /** Simultaneous client connections (a page's subresources); more are refused by the listener. */
  maxConnections?: number;
  /** A connection with no traffic for this long is closed. */
  idleTimeoutMs?: number;
}

// Hop-by-hop and proxy headers never travel past a proxy (RFC 9110 §7.6.1).
const HOP_HEADERS = new Set([
  "connection", "keep-alive", "proxy-connection", "proxy-authorization", "proxy-authenticate",
  "te", "trailer", "transfer-encoding", "upgrade",
]);

function forwardableHeaders(headers: IncomingMessage["headers"]): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && !HOP_HEADERS.has(name)) out[name] = value;
  }
  return out;
}

/** `host:port` from a CONNECT line, with the host normalised the WHATWG way (as Chromium would). */
function parseAuthority(authority: string): { hostname: string; port: number } | undefined {
  const match = /^(\[[^\]]+\]|[^:[\]/\s@]+):(\d{1,5})$/.exec(authority);
  if (!match) return undefined;
  const port = Number(match[2]);
  if (port < 1 || port > 65_535) return undefined;
  try {
    return { hostname: new URL(`http://${match[1]}`).hostname, port };
  } catch {
    return undefined;
  }
}

/**
 * The forward proxy Chromium must use (ssrf.md: request interception alone leaks redirects, ws/wss,
 * WebRTC; a proxy stopped all of them). Chromium hands it hostnames unresolved, so the proxy's single
 * guarded lookup decides, then it dials exactly the checked address. Plain http arrives as absolute-form
 * requests, https/ws/wss as CONNECT tunnels; anything else is refused.
 */
export async function startGuardProxy(options: GuardProxyOptions): Promise<GuardProxy> {
  const { policy, lookup, log } = options;
  const idleTimeoutMs = options.idleTimeoutMs ?? 10_000;
  const open = new Set<Duplex>();
  let session: { bytes: number; exceeded: boolean; maxBytes: number; onExceeded: () => void } | undefined;

  const track = (socket: Duplex) => {
    open.add(socket);
    socket.once("close", () => open.delete(socket));
  };
  // Sessions never overlap, so ending one (or overspending it) may cut every connection there is.
  const cutAll = () => {
    for (const socket of open) socket.destroy();
  };

  /** Counts upstream bytes; false once the budget is spent (the caller then stops forwarding). */
  const count = (bytes: number): boolean => {
    if (!session || session.exceeded) return false;
    session.bytes += bytes;
    if (session.bytes <= session.maxBytes) return true;
    session.exceeded = true;
    cutAll();
    session.onExceeded();
    return false;
  };

  const refuse = (reason: string, target: string) => log?.debug({ target, reason }, "page-reader proxy refused a request");

  async function guard(hostname: string, port: number) {
    const current = session;
    if (!current || current.exceeded) throw new Error("no render in progress");
    const target = await resolveAllowedAddress(hostname, port, { policy, lookup });
    // The lookup took time: the render may have ended meanwhile, and then nothing may be dialled.
    if (session !== current || current.exceeded) throw new Error("no render in progress");
    return target;
  }

  async function onRequest(req: IncomingMessage, res: ServerResponse) {
    let url: URL;
    try {
      url = new URL(req.url ?? "");
    } catch {
      res.writeHead(400, { connection: "close" }).end();
      return;
    }
    if (url.protocol !== "http:" || url.username || url.password) {
      refuse("scheme or credentials", url.protocol);
      res.writeHead(403, { connection: "close" }).end();
      return;
    }
    const port = Number(url.port) || 80;
    let address: string;
    try {
      address = (await guard(url.hostname, port)).address;
    } catch (error) {
      refuse((error as Error).message, url.host);
      res.writeHead(403, { "content-type": "text/plain", connection: "close" }).end("Refused by the page reader's address policy");
      return;
    }
    const upstream = httpRequest({
      host: address,
      port,
      method: req.method,
      path: `${url.pathname}${url.search}`,
      headers: { ...forwardableHeaders(req.headers), host: url.host },
      setHost: false,
      agent: false,
      timeout: idleTimeoutMs,
    });
    upstream.on("socket", track);
    upstream.on("timeout", () => upstream.destroy());
    upstream.on("error", () => {
      if (!res.headersSent) res.writeHead(502).end();
      else res.destroy();
    });
    upstream.on("response", (upstreamRes) => {
      res.writeHead(upstreamRes.statusCode ?? 502, forwardableHeaders(upstreamRes.headers));
      upstreamRes.on("data", (chunk: Buffer) => {
        if (count(chunk.length)) res.write(chunk);
        else {
          upstream.destroy();
          res.destroy();
        }
      });
      upstreamRes.on("end", () => res.end());
      upstreamRes.on("error", () => res.destroy());
    });
    req.on("error", () => upstream.destroy());
    req.pipe(upstream);
  }

  async function onConnect(req: IncomingMessage, client: Duplex, head: Buffer) {
    client.on("error", () => client.destroy());
    const target = parseAuthority(req.url ?? "");
    if (!target) {
      client.end("HTTP/1.1 400 Bad Request\r\n\r\n");
      return;
    }
    let address: string;
    try {
      address = (await guard(target.hostname, target.port)).address;
    } catch (error) {
      refuse((error as Error).message, req.url ?? "");
      client.end("HTTP/1.1 403 Forbidden\r\n\r\n");
      return;
    }
    if (client.destroyed) return;
    const upstream: Socket = netConnect({ host: address, port: target.port });
    track(upstream);
    upstream.setTimeout(idleTimeoutMs, () => upstream.destroy());
    let established = false;
    upstream.on("error", () => {
      // Once the tunnel is up its bytes belong to the client's TLS session: no status line then.
      if (!established && client.writable) client.end("HTTP/1.1 502 Bad Gateway\r\n\r\n");
      client.destroy();
    });
    upstream.once("connect", () => {
      established = true;
      client.write("HTTP/1.1 200 Connection Established\r\n\r\n");
      if (head.length > 0) upstream.write(head);
      upstream.on("data", (chunk: Buffer) => {
        if (count(chunk.length)) client.write(chunk);
        else {
          upstream.destroy();
          client.destroy();
        }
      });
      upstream.on("end", () => client.end());
      client.pipe(upstream);
      client.on("close", () => upstream.destroy());
    });
  }

  const server = createServer({ requestTimeout: 15_000, headersTimeout: 10_000, maxHeaderSize: 32 * 1024 });
  server.maxConnections = options.maxConnections ?? 64;
  server.keepAliveTimeout = 1_000;
  // A throw while dialling (it should not happen) must end that one exchange, not the process.
  server.on("request", (req, res) => {
    onRequest(req, res).catch(() => res.destroy());
  });
  server.on("connect", (req: IncomingMessage, client: Duplex, head: Buffer) => {
    onConnect(req, client, head).catch(() => client.destroy());
  });
  // A plain-http Upgrade through a proxy is not how Chromium sends WebSockets (it tunnels); refuse it.
  server.on("upgrade", (_req: IncomingMessage, client: Duplex) => client.end("HTTP/1.1 403 Forbidden\r\n\r\n"));
  server.on("connection", track);
  server.on("clientError", (_error, socket) => socket.destroy());

  const address = await listenOnLoopback(server);

  return {
    server: address,
    beginSession(maxBytes, onExceeded) {
      if (session) throw new Error("a render is already using the proxy");
      const current = { bytes: 0, exceeded: false, maxBytes, onExceeded };
      session = current;
      return {
        get bytes() {
          return current.bytes;
        },
        get exceeded() {
          return current.exceeded;
        },
        end() {
          if (session !== current) return;
          session = undefined;
          cutAll();
        },
      };
    },
    async close() {
      session = undefined;
      cutAll();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
