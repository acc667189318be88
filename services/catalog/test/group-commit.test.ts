import { groupCommit } from "../src/consumers/group-commit";

// The result consumer's group commit, on its own: what arrives while a transaction runs goes in the next one,
// and a batch that fails is stored again an item at a time, so only the bad item fails.

/** A store whose transactions finish when the test says so. */
function controlledStore(bad?: string) {
  const transactions: string[][] = [];
  const singles: string[] = [];
  const pending: Array<() => void> = [];
  return {
    transactions,
    singles,
    finishNext: () => pending.shift()?.(),
    storeMany: (items: string[]) =>
      new Promise<void>((resolve, reject) => {
        transactions.push(items);
        pending.push(() => (bad && items.includes(bad) ? reject(new Error("bad item")) : resolve()));
      }),
    storeOne: async (item: string) => {
      singles.push(item);
      if (item === bad) throw new Error(`cannot store ${item}`);
    },
  };
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

it("stores an item alone at once, and what arrives meanwhile together in the next transaction", async () => {
  const store = controlledStore();
  const submit = groupCommit({ ...store, maxBatch: 3 });
  const settled: string[] = [];
  const track = (item: string) => submit(item).then(() => void settled.push(item));
  const all = ["a", "b", "c", "d", "e"].map(track);
  await flush();
  // "a" went alone; b..e waited for it.
  expect(store.transactions).toEqual([["a"]]);
  expect(settled).toEqual([]);
  store.finishNext();
  await flush();
  expect(settled).toEqual(["a"]);
  // The next transaction takes at most maxBatch.
  expect(store.transactions).toEqual([["a"], ["b", "c", "d"]]);
  store.finishNext();
  await flush();
  expect(store.transactions).toEqual([["a"], ["b", "c", "d"], ["e"]]);
  store.finishNext();
  await Promise.all(all);
  expect(settled).toEqual(["a", "b", "c", "d", "e"]);
  expect(store.singles).toEqual([]);
});

it("stores a failed batch again an item at a time: only the bad item fails", async () => {
  const store = controlledStore("bad");
  const submit = groupCommit({ ...store, maxBatch: 10 });
  const first = submit("first");
  const rest = ["x", "bad", "y"].map((item) =>
    submit(item).then(
      () => "stored",
      (err: Error) => err.message,
    ),
  );
  await flush();
  store.finishNext();
  await first;
  await flush();
  store.finishNext();
  expect(await Promise.all(rest)).toEqual(["stored", "cannot store bad", "stored"]);
  expect(store.singles).toEqual(["x", "bad", "y"]);
});
