import { createServer, type IncomingMessage } from "node:http";
import type { Duplex } from "node:stream";
import type { Logger } from "@shopscript/kit";
import { listenOnLoopback } from "./loopback-server";

export interface RefusingProxy {
  /** `http://127.0.0.1:<port>`, for the browser-wide proxy setting. */
  readonly server: string;
  close(): Promise<void>;
}

/**
 * The proxy for Chromium's own traffic: it refuses every request. Chromium keeps calling home even with
 * --disable-background-networking (Debian's build, which carries Google API keys, asks update.googleapis.com
 * and accounts.google.com during a render). Those calls belong to the browser, not to any page, so they use
 * the browser-wide proxy; a page's requests use its context's proxy, the guard. Pointing the browser-wide
 * setting here leaves the guard with nothing but the page's own request chain.
 */
export async function startRefusingProxy(log?: Logger): Promise<RefusingProxy> {
  const refused = (target: string) => log?.debug({ target }, "page-reader refused a request of Chromium's own");
  const server = createServer({ requestTimeout: 5_000, headersTimeout: 5_000 });
  server.on("request", (req: IncomingMessage, res) => {
    refused(req.url ?? "");
    res.writeHead(403, { connection: "close" }).end();
  });
  server.on("connect", (req: IncomingMessage, client: Duplex) => {
    refused(req.url ?? "");
    client.on("error", () => client.destroy());
    client.end("HTTP/1.1 403 Forbidden\r\n\r\n");
  });
  server.on("upgrade", (_req: IncomingMessage, client: Duplex) => client.end("HTTP/1.1 403 Forbidden\r\n\r\n"));
  server.on("clientError", (_error, socket) => socket.destroy());
  return {
    server: await listenOnLoopback(server),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
