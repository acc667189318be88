import http from "node:http";
import type { AddressInfo } from "node:net";
import type { RequestListener } from "node:http";

export interface RunningHttpServer {
  server: http.Server;
  port: number;
  url: string;
  /** Stops accepting, lets in-flight requests finish, then closes what is left once `graceMs` runs out. */
  close(graceMs?: number): Promise<void>;
}

export async function startHttpServer(handler: RequestListener, port: number, host = "0.0.0.0"): Promise<RunningHttpServer> {
  const server = http.createServer(handler);
  // Longer than a typical load balancer's idle timeout, so it closes idle sockets first, never us mid-request.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      resolve();
    });
  });
  const actualPort = (server.address() as AddressInfo).port;
  let closing: Promise<void> | undefined;
  const shownHost = host === "0.0.0.0" || host === "::" ? "127.0.0.1" : host;
  return {
    server,
    port: actualPort,
    url: `http://${shownHost}:${actualPort}`,
    close: (graceMs = 10_000) => (closing ??= closeServer(server, graceMs)),
  };
}

function closeServer(server: http.Server, graceMs: number): Promise<void> {
  if (!server.listening) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => server.closeAllConnections(), graceMs);
    force.unref();
    // A keep-alive connection turns idle once its last request is answered, but node does not close it
    // then: without this sweep, close() would wait out the whole grace whenever a client pools connections.
    const sweep = setInterval(() => server.closeIdleConnections(), 100);
    sweep.unref();
    server.close(() => {
      clearTimeout(force);
      clearInterval(sweep);
      resolve();
    });
    server.closeIdleConnections();
  });
}
