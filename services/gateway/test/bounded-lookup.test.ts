import type dns from "node:dns";
import { boundedLookup } from "../src/bounded-lookup";

/** A stand-in for dns.lookup that answers only when the test says so, counting the lookups started. */
function controlledLookup() {
  const pending: Array<(...answer: unknown[]) => void> = [];
  const lookup = ((_hostname: string, _options: unknown, callback: (...answer: unknown[]) => void) => {
    pending.push(callback);
  }) as unknown as typeof dns.lookup;
  return { lookup, pending };
}

const resolve = (lookup: ReturnType<typeof boundedLookup>, hostname: string) =>
  new Promise<{ err: NodeJS.ErrnoException | null; address?: unknown; ms: number }>((done) => {
    const begin = Date.now();
    lookup(hostname, { all: true }, (err, address) => done({ err, address, ms: Date.now() - begin }));
  });

it("gives up with EAI_AGAIN once the bound passes, and ignores the answer that comes later", () => {
  // A controlled clock, not wall-clock milliseconds (those flake on a loaded machine): the lookup never answers
  // by itself, so the callback can only come from the bound, and it must come exactly when the bound passes.
  jest.useFakeTimers();
  try {
    const { lookup, pending } = controlledLookup();
    const bounded = boundedLookup(100, lookup);
    const calls: Array<NodeJS.ErrnoException | null> = [];
    bounded("generator", { all: true }, (err) => calls.push(err));
    expect(pending).toHaveLength(1);
    jest.advanceTimersByTime(99);
    expect(calls).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ code: "EAI_AGAIN", syscall: "getaddrinfo", message: "lookup generator: no answer within 100 ms" });
    pending[0]!(null, [{ address: "198.19.0.7", family: 4 }]);
    expect(calls).toHaveLength(1);
  } finally {
    jest.useRealTimers();
  }
});

it("passes a prompt answer through, and callers asking for the same name share one lookup", async () => {
  const { lookup, pending } = controlledLookup();
  const bounded = boundedLookup(5_000, lookup);
  const first = resolve(bounded, "generator");
  const second = resolve(bounded, "generator");
  const other = resolve(bounded, "billing");
  expect(pending).toHaveLength(2); // generator once, billing once
  const addresses = [{ address: "198.19.0.7", family: 4 }];
  pending[0]!(null, addresses);
  pending[1]!(null, [{ address: "198.19.0.8", family: 4 }]);
  expect(await first).toMatchObject({ err: null, address: addresses });
  expect(await second).toMatchObject({ err: null, address: addresses });
  expect((await other).address).toEqual([{ address: "198.19.0.8", family: 4 }]);
  // Settled: the next request for the name starts a fresh lookup (a recreated container has a new address).
  const again = resolve(bounded, "generator");
  expect(pending).toHaveLength(3);
  pending[2]!(null, [{ address: "198.19.0.9", family: 4 }]);
  expect((await again).address).toEqual([{ address: "198.19.0.9", family: 4 }]);
});
