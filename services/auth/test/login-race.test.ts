import { startTestSystem, type TestSystem } from "../../../infra/test-support/test-system";

/**
 * The race an attacker wins by sending guesses in parallel: if attempts were counted only after the
 * password check, every guess that arrives while the earlier ones are still being checked would find the
 * counter low. On a busy machine the window is as long as the argon2 queue; here it is held open on
 * purpose: every real argon2 check of an account's password waits at a gate until the test has seen
 * every guess either answered or waiting there, so all of them are surely in before any is counted as
 * failed. Requests go over HTTP through the gateway to auth, with real Redis counting.
 */
const gate = { open: false, waiting: 0, release: [] as (() => void)[] };
jest.mock("../src/domain/passwords", () => {
  const actual = jest.requireActual("../src/domain/passwords");
  return {
    ...actual,
    verifyPassword: async (hash: string, password: string) => {
      if (!gate.open) {
        gate.waiting++;
        await new Promise<void>((resolve) => gate.release.push(resolve));
      }
      return actual.verifyPassword(hash, password);
    },
  };
});

let t: TestSystem;
beforeAll(async () => {
  // The tests play many client addresses through X-Forwarded-For, which the gateway believes from loopback.
  t = await startTestSystem({ TRUST_PROXY: "loopback" });
}, 60_000);
afterAll(async () => {
  await t?.stop();
});

async function until(condition: () => boolean) {
  const deadline = Date.now() + 20_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error("timed out waiting for the guesses to arrive");
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

let accounts = 0;
async function newAccount() {
  gate.open = true;
  const email = `race${Date.now()}${accounts++}@example.com`;
  const password = "correct horse 1";
  expect((await t.client().post("/api/auth/register", { email, password })).status).toBe(201);
  return { email, password };
}

/** `wrong` guesses at once; once each is answered or held at the gate, the right password; then the gate opens. */
async function rightPasswordAmidGuesses(email: string, password: string, wrongFrom: string[], rightFrom: string) {
  gate.open = false;
  gate.waiting = 0;
  let answered = 0;
  const login = (guess: string, from: string) =>
    t
      .client()
      .post("/api/auth/login", { email, password: guess }, { "x-forwarded-for": from })
      .finally(() => answered++);
  const wrong = wrongFrom.map((from, i) => login(`wrong guess ${i}`, from));
  await until(() => gate.waiting + answered === wrongFrom.length);
  const checked = gate.waiting;
  const right = login(password, rightFrom);
  await until(() => gate.waiting + answered === wrongFrom.length + 1);
  gate.open = true;
  for (const release of gate.release.splice(0)) release();
  return { wrong: await Promise.all(wrong), right: await right, checked };
}

describe("login throttling under concurrent guesses (real Redis)", () => {
  it("59 guesses at once from 59 addresses, then the right password: only 10 were checked, and it is refused", async () => {
    const { email, password } = await newAccount();
    const addresses = Array.from({ length: 59 }, (_, i) => `198.51.100.${i + 1}`);
    const { wrong, right, checked } = await rightPasswordAmidGuesses(email, password, addresses, "198.51.100.200");
    expect(checked).toBe(10);
    expect(wrong.map((a) => a.status)).toEqual(Array(59).fill(401));
    expect(right.status).toBe(401);
    expect(right.text).toBe(wrong[0]!.text);
  }, 60_000);

  it("29 guesses at once from one address, then the right password from it: refused", async () => {
    const { email, password } = await newAccount();
    const { wrong, right, checked } = await rightPasswordAmidGuesses(email, password, Array(29).fill("203.0.113.30"), "203.0.113.30");
    expect(checked).toBe(10);
    expect(wrong.map((a) => a.status)).toEqual(Array(29).fill(401));
    expect(right.status).toBe(401);
  }, 60_000);

  it("the right password among 10 guesses at once (within the budget) signs in, and the account's counter starts again", async () => {
    const { email, password } = await newAccount();
    gate.open = true;
    const answers = await Promise.all([
      t.client().post("/api/auth/login", { email, password }, { "x-forwarded-for": "192.0.2.1" }),
      ...Array.from({ length: 9 }, (_, i) => t.client().post("/api/auth/login", { email, password: `wrong ${i}` }, { "x-forwarded-for": "192.0.2.1" })),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, ...Array(9).fill(401)]);
    expect((await t.client().post("/api/auth/login", { email, password }, { "x-forwarded-for": "192.0.2.1" })).status).toBe(200);
  }, 60_000);
});
