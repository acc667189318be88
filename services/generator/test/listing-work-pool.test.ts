import path from "node:path";
import { quietLogger } from "@shopscript/kit/testing";
import { createListingWorkPool } from "../src/generation/listing-work-pool";
import type { ListingTask } from "../src/generation/listing-work";

// The pool with a worker that spins the CPU for as long as a task asks: real threads, real termination.
const pool = createListingWorkPool({
  threads: 2,
  timeLimitMs: 1_000,
  log: quietLogger(),
  workerFilename: path.join(__dirname, "fixtures", "slow-listing-worker.cjs"),
});
afterAll(() => pool.close());

const spin = (spinMs: number) => ({ spinMs, kind: "settle", input: { facts: { keywords: [] } } }) as unknown as ListingTask;

describe("the listing work pool", () => {
  it("stops a task at its time limit with a clean 422, while another task and this thread carry on", async () => {
    // Both threads up before the clock starts: the pool starts its second thread only when the first is busy,
    // and on a loaded machine that start took 685 ms of the normal task's time (a flaky failure, not the
    // behaviour under test). Two overlapping tasks make the pool start it now.
    await Promise.all([pool.run(spin(300)), pool.run(spin(300))]);
    const startedAt = Date.now();
    const runaway = pool.run(spin(60_000)).then(
      () => ({ outcome: "finished", at: Date.now() - startedAt }),
      (err: { status?: number; code?: string }) => ({ outcome: `${err.status} ${err.code}`, at: Date.now() - startedAt }),
    );
    // While the runaway spins, a normal task finishes on the other thread and timers here still fire.
    const normal = await pool.run(spin(50));
    const normalAt = Date.now() - startedAt;
    const timerLag = await new Promise<number>((resolve) => {
      const set = Date.now();
      setTimeout(() => resolve(Date.now() - set - 10), 10);
    });
    expect(normal.listing.title).toBe("spun 50 ms");
    const stopped = await runaway;
    expect(stopped.outcome).toBe("422 GENERATION_TOO_SLOW");
    // Relative, not absolute: the normal task and the timer were done long before the runaway was stopped,
    // and it was stopped long before its minute of spinning would have ended.
    expect(normalAt).toBeLessThan(stopped.at / 2);
    expect(timerLag).toBeLessThan(stopped.at / 4);
    expect(stopped.at).toBeLessThan(60_000 / 4);
    // The stopped thread was replaced: the pool still works.
    expect((await pool.run(spin(10))).listing.title).toBe("spun 10 ms");
  }, 30_000);

  it("stops a task whose client went away", async () => {
    const controller = new AbortController();
    const task = pool.run(spin(60_000), controller.signal);
    setTimeout(() => controller.abort(), 100);
    await expect(task).rejects.toMatchObject({ name: "AbortError" });
  }, 30_000);
});

describe("a pool whose first thread is still warming up", () => {
  it("times no task before that thread is warm: the first tasks wait for it and finish, none is stopped", async () => {
    // The thread warms for 2.5 s, over the 1 s limit: timed from the moment they were sent, these tasks would
    // all run out of time inside the loading thread (and the thread would be stopped mid-start).
    const warming = createListingWorkPool({ threads: 1, timeLimitMs: 1_000, log: quietLogger(), workerFilename: path.join(__dirname, "fixtures", "warming-listing-worker.cjs") });
    try {
      const results = await Promise.all([1, 2, 3].map((n) => warming.run(spin(n))));
      expect(results.map((r) => r.listing.title)).toEqual(["done 1", "done 2", "done 3"]);
    } finally {
      await warming.close();
    }
  }, 30_000);
});

describe("a pool's warmth, which the generator's readiness reports", () => {
  it("is not warm while its first thread loads, and warm once that thread is ready", async () => {
    const warming = createListingWorkPool({ threads: 1, timeLimitMs: 1_000, log: quietLogger(), workerFilename: path.join(__dirname, "fixtures", "warming-listing-worker.cjs") });
    try {
      expect(warming.isWarm()).toBe(false);
      await warming.run(spin(0));
      expect(warming.isWarm()).toBe(true);
    } finally {
      await warming.close();
    }
  }, 30_000);
});

describe("a pool whose second thread is still warming up", () => {
  it("gives queued tasks to the warm thread, not to the one still loading: none waits there and runs out of time", async () => {
    // The first thread warms (2.5 s) before any task is timed. Then three tasks at once: the first goes to the
    // warm thread, the others queue and make the pool start its second thread, which warms for 2.5 s, over the
    // 1 s limit. Handed to it while it loads (piscina's own balancer looks at starting threads first), a task
    // would wait there past its limit and the loading thread would be stopped; the warm thread answers each
    // in well under a millisecond, so all three are done by it.
    const warming = createListingWorkPool({ threads: 2, timeLimitMs: 1_000, log: quietLogger(), workerFilename: path.join(__dirname, "fixtures", "warming-listing-worker.cjs") });
    try {
      await warming.run(spin(0));
      const results = await Promise.all([1, 2, 3].map((n) => warming.run(spin(n))));
      expect(results.map((r) => r.listing.title)).toEqual(["done 1", "done 2", "done 3"]);
    } finally {
      await warming.close();
    }
  }, 30_000);
});
