import http from "node:http";
import net from "node:net";

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** The body exactly as it came over the wire (still compressed when Content-Encoding says so). */
  bytes: Buffer;
}

/**
 * A plain node request with exactly the headers and path given: fetch adds its own headers, refuses
 * some (Connection, Proxy-Authorization) and normalises paths (`/../`, `%2e`), which tests of header
 * hygiene and of who may read /metrics need to control. `path` overrides the URL's path, sent as is.
 */
export function rawRequest(
  url: string,
  options: {
    method?: string;
    path?: string;
    headers?: http.OutgoingHttpHeaders;
    body?: string | Buffer;
  } = {},
): Promise<RawResponse> {
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: target.hostname,
        port: target.port,
        path: options.path ?? `${target.pathname}${target.search}`,
        method: options.method ?? "GET",
        headers: options.headers,
        agent: false,
        timeout: 5_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => {
          const bytes = Buffer.concat(chunks);
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: bytes.toString("utf8"), bytes });
        });
        res.on("error", reject);
      },
    );
    req.on("timeout", () => req.destroy(new Error("request timed out")));
    req.on("error", reject);
    req.end(options.body);
  });
}

/** A TCP port free on loopback right now (for a server started by another process). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** What one keep-alive socket saw for one request: an answer, the server closing it, or nothing in time. */
export type SocketOutcome =
  | { kind: "response"; status: number; headers: Record<string, string>; body: string }
  | { kind: "closed" }
  | { kind: "timeout" };

/**
 * One TCP connection kept open across requests, written byte for byte (fetch and node's agent decide for
 * themselves when to reuse a socket, and stop reading once an answer came). It reads answers with a small
 * HTTP/1.1 parser: enough for Content-Length and chunked bodies, which is all our servers send.
 */
export class KeepAliveSocket {
  private buffered = Buffer.alloc(0);
  private closed = false;
  private wake?: () => void;
  private constructor(private readonly socket: net.Socket) {
    socket.on("data", (chunk: Buffer) => {
      this.buffered = Buffer.concat([this.buffered, chunk]);
      this.wake?.();
    });
    const onClose = () => {
      this.closed = true;
      this.wake?.();
    };
    socket.on("end", onClose);
    socket.on("close", onClose);
    // A server that closes while we still write gives EPIPE/ECONNRESET: that is a close, not a failure.
    socket.on("error", onClose);
  }

  static open(url: string): Promise<KeepAliveSocket> {
    const target = new URL(url);
    return new Promise((resolve, reject) => {
      const socket = net.connect(Number(target.port), target.hostname, () => {
        socket.off("error", reject);
        resolve(new KeepAliveSocket(socket));
      });
      socket.once("error", reject);
    });
  }

  get isClosed() {
    return this.closed;
  }

  /**
   * Writes a request's head and body as a client that does not watch for an early answer would (curl, most
   * scripts): the whole body, honouring back-pressure. Stops writing when the server closes.
   */
  async send(method: string, path: string, headers: Record<string, string>, body: Buffer = Buffer.alloc(0)): Promise<void> {
    const lines = [`${method} ${path} HTTP/1.1`, ...Object.entries({ "content-length": String(body.length), ...headers }).map(([k, v]) => `${k}: ${v}`)];
    await this.write(Buffer.from(`${lines.join("\r\n")}\r\n\r\n`));
    for (let offset = 0; offset < body.length && !this.closed; offset += 64 * 1024)
      await this.write(body.subarray(offset, offset + 64 * 1024));
  }

  private write(chunk: Buffer): Promise<void> {
    if (this.closed) return Promise.resolve();
    return new Promise((resolve) => {
      if (this.socket.write(chunk)) return resolve();
      const done = () => {
        this.socket.off("drain", done);
        this.socket.off("close", done);
        resolve();
      };
      this.socket.on("drain", done);
      this.socket.on("close", done);
    });
  }

  /** The next answer on the socket, the server's close, or "timeout" when neither came within `timeoutMs`. */
  async read(timeoutMs: number): Promise<SocketOutcome> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const parsed = this.parse();
      if (parsed) return parsed;
      if (this.closed) return { kind: "closed" };
      const left = deadline - Date.now();
      if (left <= 0) return { kind: "timeout" };
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.wake = undefined;
    }
  }

  close() {
    this.socket.destroy();
  }

  /** One whole response from the front of the buffer (consumed), or undefined while it is incomplete. */
  private parse(): SocketOutcome | undefined {
    const headEnd = this.buffered.indexOf("\r\n\r\n");
    if (headEnd < 0) return undefined;
    const [statusLine, ...headerLines] = this.buffered.subarray(0, headEnd).toString("latin1").split("\r\n");
    const headers: Record<string, string> = {};
    for (const line of headerLines) {
      const colon = line.indexOf(":");
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
    }
    const status = Number(statusLine!.split(" ")[1]);
    let rest = this.buffered.subarray(headEnd + 4);
    let body: Buffer;
    if (headers["transfer-encoding"]?.includes("chunked")) {
      const parts: Buffer[] = [];
      for (;;) {
        const lineEnd = rest.indexOf("\r\n");
        if (lineEnd < 0) return undefined;
        const size = parseInt(rest.subarray(0, lineEnd).toString("latin1"), 16);
        if (rest.length < lineEnd + 2 + size + 2) return undefined;
        parts.push(rest.subarray(lineEnd + 2, lineEnd + 2 + size));
        rest = rest.subarray(lineEnd + 2 + size + 2);
        if (size === 0) break;
      }
      body = Buffer.concat(parts);
    } else {
      const length = Number(headers["content-length"] ?? 0);
      if (rest.length < length) return undefined;
      body = rest.subarray(0, length);
      rest = rest.subarray(length);
    }
    this.buffered = rest;
    return { kind: "response", status, headers, body: body.toString("utf8") };
  }
}
