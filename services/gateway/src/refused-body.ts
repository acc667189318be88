import type { ClientRequest, IncomingMessage, ServerResponse } from "node:http";

/** How much of a refused body the gateway still reads after the answer, and for how long. */
export interface RefusedBodyLimits {
  /** Bytes of the rest read and dropped to keep the connection; past this the gateway closes it. */
  drainMaxBytes: number;
  /** How long the gateway keeps reading the rest (or waits for the client to hang up) before it drops the connection. */
  drainMaxMs: number;
}

/**
 * An upstream answered (a 413 for an upload over the limit, a 400 for a file it cannot read) while the client
 * was still sending the body. Node's HTTP client never finishes sending a body once its answer has come, so the
 * proxy stopped reading the client's socket with neither a drain nor a close, and the client's next request on
 * that keep-alive connection hung. Now, once the answer is sent:
 * - the upstream request is abandoned (its connection freed: the upstream has said what it had to);
 * - the gateway reads the rest of the body and drops it, so a body that ends within `drainMaxBytes` leaves the
 *   connection usable for the next request, as the services themselves do;
 * - past `drainMaxBytes` it closes its side (FIN) but goes on dropping what still comes, until the client hangs
 *   up or `drainMaxMs` passes (a "lingering close", as nginx does). Closing outright while the client still
 *   sends would make the kernel answer with a reset, which can destroy the answer before the client reads it.
 * Call from the proxy's `proxyRes` event.
 */
export function settleEarlyAnswer(
  req: IncomingMessage,
  res: ServerResponse,
  upstreamRequest: ClientRequest | undefined,
  limits: RefusedBodyLimits,
): void {
  if (req.complete) return;
  res.once("finish", () => {
    if (upstreamRequest) {
      req.unpipe(upstreamRequest);
      upstreamRequest.destroy();
    }
    if (req.complete) return;
    const socket = req.socket;
    const giveUp = setTimeout(() => socket.destroy(), limits.drainMaxMs);
    giveUp.unref();
    let drained = 0;
    const onData = (chunk: Buffer) => {
      drained += chunk.length;
      if (drained > limits.drainMaxBytes && !socket.writableEnded) socket.end();
    };
    const stop = () => {
      clearTimeout(giveUp);
      req.off("data", onData);
    };
    req.on("data", onData);
    req.once("end", stop);
    req.once("close", stop);
    socket.once("close", () => clearTimeout(giveUp));
    req.resume();
  });
}
