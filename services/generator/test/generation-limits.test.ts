import { DETAILS_MAX, KEYWORD_ENTRIES_MAX, KEYWORDS_MAX } from "@shopscript/contracts";
import type { ApiClient } from "../../../infra/test-support/api-client";
import { startTestSystem, type TestSystem } from "../../../infra/test-support/test-system";

const lamp = { productName: "Brass Desk Lamp", keywords: "brass, dimmable, 10 W LED", platform: "amazon", tone: "professional", productUrl: "" };

/**
 * The heaviest input the contract lets through: as many keyword entries as allowed, each as long as the
 * field allows, made of short distinct nonsense words (the assessment froze the system with ~900 short
 * distinct keywords before entries were capped): about ten times the CPU of a normal listing. That the
 * time limit stops what runs longer is the pool's own test (listing-work-pool.test.ts).
 */
function worstKeywords(): string {
  const letters = "abcdefghijklmnopqrstuvwxyz";
  const word = (i: number) => letters[i % 26]! + letters[Math.floor(i / 26) % 26]! + letters[Math.floor(i / 676) % 26]!;
  const perEntry = Math.floor(KEYWORDS_MAX / KEYWORD_ENTRIES_MAX) - 2;
  let n = 0;
  const entries = Array.from({ length: KEYWORD_ENTRIES_MAX }, () => {
    const words: string[] = [];
    while (words.join(" ").length < perEntry - 4) words.push(word(n++));
    return words.join(" ");
  });
  return entries.join(", ");
}

/** The longest details text the contract lets through, of sentences of nonsense words: the rest of the heaviest input. */
function worstDetails(): string {
  const letters = "abcdefghijklmnopqrstuvwxyz";
  const sentences: string[] = [];
  for (let n = 0; sentences.join(" ").length < DETAILS_MAX - 60; n += 8) {
    sentences.push(`${Array.from({ length: 8 }, (_, k) => letters[(n + k) % 26]! + letters[Math.floor((n + k) / 26) % 26]! + "q").join(" ")}.`);
  }
  return sentences.join(" ").slice(0, DETAILS_MAX);
}

let counter = 0;
async function seller(t: TestSystem, from?: string): Promise<ApiClient> {
  const client = t.client();
  const res = await client.post("/api/auth/register", { email: `limits${Date.now()}${counter++}@example.com`, password: "limits pass 1" }, from ? { "x-forwarded-for": from } : undefined);
  expect(res.status).toBe(201);
  return client;
}

describe("one request cannot freeze the system (the whole system in one process)", () => {
  let t: TestSystem;
  beforeAll(async () => {
    t = await startTestSystem();
  }, 60_000);
  afterAll(async () => {
    await t?.stop();
  });

  it("while the worst input is written, another client's /healthz and a normal generation stay fast", async () => {
    const attacker = await seller(t);
    const shopper = await seller(t);
    // Both of the writer's threads have loaded the writer. A request that finds the first thread busy makes
    // the second one start, but the pool gives no task to a thread still loading (listing-work-pool.ts), so a
    // short request there is answered by the first thread once it is free. The second thread has loaded once a
    // normal generation is answered while a worst one is still being written, which only it can do. (From the
    // TypeScript sources a thread compiles them first, which on a busy machine can take longer than the time
    // limit itself; the server bundle loads in a fraction of a second.)
    // Bounded: from the sources under a loaded machine the second thread's start took over 10 s. Once it has
    // answered, a few more rounds warm it as the first one is (its compiled code is its own).
    let answeredBySecond = 0;
    for (let attempt = 0; attempt < 60 && answeredBySecond < 4; attempt++) {
      const begun = performance.now();
      // Another product each time: the writer keeps its recent products' models, and the measured one below must
      // be written from scratch.
      // A warm-up request the client gave up on (its 15 s timeout, while a thread loads on a loaded machine) is one
      // not yet answered by the second thread, never a failure: the measured round below is the test (a loaded
      // fresh-clone run, 2026-11-30, failed here on the client's timeout).
      const slow = attacker
        .post("/api/generate-description", { ...lamp, productName: `Warm-up Lamp ${attempt}`, keywords: worstKeywords() })
        .then(() => performance.now() - begun, () => performance.now() - begun);
      await new Promise((resolve) => setTimeout(resolve, 20)); // it is being written now
      const quick = await shopper
        .post("/api/generate-description", { ...lamp, productName: `Warm-up Desk Lamp ${attempt}` })
        .then((res) => ({ status: res.status, at: performance.now() - begun }), () => ({ status: 0, at: Infinity }));
      if (quick.status === 200 && quick.at < (await slow)) answeredBySecond++;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }

    const started = performance.now();
    const since = () => performance.now() - started;
    const worst = attacker.post("/api/generate-description", { ...lamp, keywords: worstKeywords(), details: worstDetails() }).then((res) => ({ res, at: since() }));
    await new Promise((resolve) => setTimeout(resolve, 20)); // it is being written now
    // At once: a normal generation, and three /healthz probes a few milliseconds apart.
    const normalDone = shopper.post("/api/generate-description", { ...lamp, productName: "Walnut Desk Lamp" }).then((res) => ({ res, at: since() }));
    // (Early: the warm writer writes the worst input in 50-70 ms, and a probe sent 60 ms in was answered after it on a
    // loaded machine, 2026-11-30, while the loop was free all along.)
    const probes = [0, 5, 10].map(async (delay) => {
      await new Promise((resolve) => setTimeout(resolve, delay));
      const probe = await fetch(`${t.url}/healthz`);
      return { status: probe.status, at: since() };
    });
    const health = await Promise.all(probes);
    const normal = await normalDone;
    const attack = await worst;

    expect(normal.res.status).toBe(200);
    expect(health.map((h) => h.status)).toEqual([200, 200, 200]);
    // Written, or (on a very slow machine) stopped at the time limit: either way answered, never a hang.
    expect([200, 422]).toContain(attack.res.status);
    // Order, not duration: every other answer came while the worst request was still being written. A blocked
    // event loop would have held them all until it was done, so none could be answered before it: the normal
    // generation needs the loop for its HTTP, session, entitlement and events, a probe for its HTTP.
    // (A bound of half the worst request's time was dropped: once both writer threads were warm the worst
    // request took 267 ms and a free loop's probe 144 ms under a loaded fresh-clone run, 2026-11-29; on two
    // shared cores a probe's latency says nothing about the loop that the order does not.)
    // (A blocked loop answers none of the probes before the worst request; a free one answers them in a few milliseconds,
    // and the first is enough to show it was free while the worst was written.)
    expect(normal.at).toBeLessThan(attack.at);
    expect(Math.min(...health.map((h) => h.at))).toBeLessThan(attack.at);
  }, 90_000);
});

describe("generation rate limits (real Redis)", () => {
  let t: TestSystem;
  beforeAll(async () => {
    t = await startTestSystem({ TRUST_PROXY: "loopback", GENERATIONS_PER_USER_PER_MINUTE: "3", GENERATIONS_PER_ADDRESS_PER_MINUTE: "5" });
  }, 60_000);
  afterAll(async () => {
    await t?.stop();
  });

  const generate = (client: ApiClient, from: string) => client.post("/api/generate-description", lamp, { "x-forwarded-for": from });

  it("a seller gets GENERATIONS_PER_USER_PER_MINUTE, then 429 with Retry-After; another seller on another address is not held back", async () => {
    const busy = await seller(t, "198.51.100.10");
    for (let i = 0; i < 3; i++) expect((await generate(busy, "198.51.100.10")).status).toBe(200);
    const fourth = await generate(busy, "198.51.100.11");
    expect(fourth).toMatchObject({ status: 429, json: { code: "RATE_LIMITED" } });
    expect(Number(fourth.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await generate(await seller(t, "198.51.100.12"), "198.51.100.12")).status).toBe(200);
  });

  it("one address (an IPv6 /64) gets GENERATIONS_PER_ADDRESS_PER_MINUTE across its sellers and visitors", async () => {
    const sellers = [await seller(t), await seller(t), await seller(t)];
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await generate(sellers[i % 3]!, `2001:db8:9:9::${i + 1}`)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const visitor = t.client();
    expect((await generate(visitor, "2001:db8:9:9::77")).status).toBe(429);
    // Another /64 is another client.
    expect((await generate(sellers[0]!, "2001:db8:9:a::1")).status).toBe(200);
  });
});
