import http from "node:http";
import type { AddressInfo } from "node:net";

export type BillingRelayMode = "forward" | "unavailable" | "hang";

/**
 * Stands between the services and billing's entitlement check, to play a billing outage: `forward` passes
 * requests through, `unavailable` answers 503 as an overloaded billing would, `hang` never answers (the
 * caller's timeout decides). Loopback only.
 */
export class BillingRelay {
  mode: BillingRelayMode = "forward";
  private target = "";
  private server = http.createServer((req, res) => this.handle(req, res));
  private hanging = new Set<http.ServerResponse>();

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, "127.0.0.1", resolve));
    return this;
  }

  get url(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** For startTestSystem's billingUrlFor: remembers billing's address and answers the relay's own. */
  readonly in = (billingUrl: string): string => {
    this.target = billingUrl;
    return this.url;
  };

  async stop(): Promise<void> {
    for (const res of this.hanging) res.destroy();
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private handle(req: http.IncomingMessage, res: http.ServerResponse) {
    if (this.mode === "unavailable") {
      res.writeHead(503, { "content-type": "application/json" }).end('{"message":"billing is down"}');
      return;
    }
    if (this.mode === "hang") {
      this.hanging.add(res);
      res.on("close", () => this.hanging.delete(res));
      return;
    }
    const upstream = http.request(
      `${this.target}${req.url}`,
      { method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on("error", () => res.writeHead(502).end());
    req.pipe(upstream);
  }
}
