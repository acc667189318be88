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
