import { groupCommit } from "../src/bus/group-commit";

// Group commit (the analytics consumer's batched writes): what arrives together is written together, each
// caller's promise settles with its own batch, and a failing item fails alone.
describe("groupCommit", () => {
  it("writes what arrives while a batch is written in the next batch, and settles each caller after its batch", async () => {
    const batches: number[][] = [];
    let release!: () => void;
    const firstBatchHeld = new Promise<void>((resolve) => (release = resolve));
    let started!: () => void;
    const firstBatchStarted = new Promise<void>((resolve) => (started = resolve));
    const write = groupCommit<number>(async (items) => {
      batches.push(items);
      if (batches.length === 1) {
        started();
        await firstBatchHeld;
      }
    });
    const settled: number[] = [];
    const first = [1, 2].map((n) => write(n).then(() => settled.push(n)));
    await firstBatchStarted;
    // Arrive while the first batch is being written: not settled yet, written together afterwards.
    const later = [3, 4, 5].map((n) => write(n).then(() => settled.push(n)));
    await new Promise((resolve) => setImmediate(resolve));
    expect(settled).toEqual([]);
    release();
    await Promise.all([...first, ...later]);
    expect(batches).toEqual([[1, 2], [3, 4, 5]]);
    expect(settled).toEqual([1, 2, 3, 4, 5]);
  });

  it("writes a full batch at once, without waiting out the linger", async () => {
    const batches: string[][] = [];
    const write = groupCommit<string>(async (items) => void batches.push(items), { maxBatch: 3, lingerMs: 60_000 });
    await Promise.all(["a", "b", "c"].map((item) => write(item)));
    expect(batches).toEqual([["a", "b", "c"]]);
  });

  it("writes each item of a failed batch alone: only the bad one fails", async () => {
    const batches: string[][] = [];
    const write = groupCommit<string>(async (items) => {
      batches.push(items);
      if (items.includes("bad")) throw new Error("refused");
    });
    const outcomes = await Promise.allSettled(["a", "bad", "c"].map((item) => write(item)));
    expect(outcomes.map((o) => o.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
    expect(batches).toEqual([["a", "bad", "c"], ["a"], ["bad"], ["c"]]);
  });

  it("splits batches at maxBatch", async () => {
    const sizes: number[] = [];
    const write = groupCommit<number>(async (items) => void sizes.push(items.length), { maxBatch: 2 });
    await Promise.all([1, 2, 3, 4, 5].map((n) => write(n)));
    expect(sizes).toEqual([2, 2, 1]);
  });
});
