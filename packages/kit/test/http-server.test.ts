import http from "node:http";
import net from "node:net";
import { startHttpServer, type RunningHttpServer } from "../src";
import { eventually, sleep } from "../testing";

/** Resolves with the connect error code, or "connected" when something still listens on the port. */
function tryConnect(port: number): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.setTimeout(2_000, () => {
      socket.destroy();
      resolve("timeout");
    });
    socket.once("connect", () => {
      socket.destroy();
      resolve("connected");
    });
    socket.once("error", (err: NodeJS.ErrnoException) => resolve(err.code ?? err.message));
  });
}

/** Fails the test instead of hanging it when `promise` does not settle in time. */
function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${what} did not settle within ${ms} ms`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

describe("startHttpServer", () => {
  let running: RunningHttpServer | undefined;
  afterEach(async () => {
    // Whatever a test left open: force it closed at once.
    running?.server.closeAllConnections();
    await running?.close(0);
    running = undefined;
  });

  it("listens on the port it reports, with a usable url", async () => {
    running = await startHttpServer((_req, res) => res.end("hello"), 0, "127.0.0.1");
    expect(running.port).toBeGreaterThan(0);
    expect(running.url).toBe(`http://127.0.0.1:${running.port}`);
    const res = await fetch(running.url, { signal: AbortSignal.timeout(5_000) });
    expect(await res.text()).toBe("hello");
  });

  it("lets a request in flight finish while close() runs, refuses new connections, then resolves", async () => {
    const arrived: string[] = [];
    running = await startHttpServer((req, res) => {
      arrived.push(req.url ?? "");
      setTimeout(() => {
        res.setHeader("content-type", "text/plain");
        res.end("finished after 300 ms");
      }, 300);
    }, 0, "127.0.0.1");
    const { port, url } = running;

    // Warm a keep-alive connection first: an idle pooled socket must not hold close() up.
    const warm = await fetch(url, { signal: AbortSignal.timeout(5_000) });
    expect(await warm.text()).toBe("finished after 300 ms");

    const inFlight = fetch(`${url}/in-flight`, { signal: AbortSignal.timeout(5_000) });
    await eventually(() => arrived.includes("/in-flight"), "the in-flight request never reached the handler", 3_000);
    // Forcing connections closed is what the grace running out does: close() must not need it here.
    const forced = jest.spyOn(running.server, "closeAllConnections");
    // A 60 s grace, far beyond anything this test waits for, so "did not wait out the grace" cannot be mistaken
    // for a slow machine.
    const closed = running.close(60_000);

    // While draining, the listener is gone: a new connection is refused.
    expect(await tryConnect(port)).toBe("ECONNREFUSED");

    const res = await inFlight;
    expect(res.status).toBe(200);
    expect(await res.text()).toBe("finished after 300 ms");

    // Once the in-flight request is done, close() resolves on its own (the idle keep-alive socket swept), without
    // forcing anything: the 20 s guard is a third of the grace, so waiting out the grace fails it.
    await within(closed, 20_000, "close()");
    expect(forced).not.toHaveBeenCalled();
    expect(running.server.listening).toBe(false);
    expect(await tryConnect(port)).toBe("ECONNREFUSED");
  });

  it("refuses new connections after close() resolved", async () => {
    running = await startHttpServer((_req, res) => res.end("ok"), 0, "127.0.0.1");
    const { port, url } = running;
    expect(await tryConnect(port)).toBe("connected");
    await within(running.close(1_000), 3_000, "close()");
    expect(await tryConnect(port)).toBe("ECONNREFUSED");
    await expect(fetch(url, { signal: AbortSignal.timeout(2_000) })).rejects.toThrow();
  });

  it("close(graceMs) gives up on a request that never finishes after about graceMs", async () => {
    let reached!: () => void;
    const handlerReached = new Promise<void>((resolve) => (reached = resolve));
    running = await startHttpServer(() => reached(), 0, "127.0.0.1"); // never responds

    const stuck = new Promise<string>((resolve) => {
      const req = http.get(`${running!.url}/stuck`, { agent: false }, () => resolve("answered"));
      req.on("error", (err: NodeJS.ErrnoException) => resolve(err.code ?? err.message));
    });
    await handlerReached;

    const graceMs = 400;
    const forced = jest.spyOn(running.server, "closeAllConnections");
    const started = Date.now();
    await within(running.close(graceMs), 8_000, "close(400)");
    const elapsed = Date.now() - started;
    // It gave the request its grace (load only lengthens this), then forced the stuck connection closed.
    expect(elapsed).toBeGreaterThanOrEqual(graceMs - 50);
    expect(forced).toHaveBeenCalledTimes(1);
    // Loose on purpose (12x the grace, load stretches it): it only has to tell graceMs from the 10 s default grace.
    expect(elapsed).toBeLessThan(5_000);

    // The stuck client is cut off, not answered.
    expect(await within(stuck, 2_000, "the stuck request")).toBe("ECONNRESET");
  });

  it("close() on a server that already stopped resolves at once", async () => {
    running = await startHttpServer((_req, res) => res.end("ok"), 0, "127.0.0.1");
    await running.close(100);
    await within(running.close(100), 500, "second close()");
    await sleep(0);
    expect(running.server.listening).toBe(false);
  });
});
