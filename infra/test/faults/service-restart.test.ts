import { runService, type RunningService } from "@shopscript/kit";
import { catalogService } from "@shopscript/catalog";
import { gatewayService } from "@shopscript/gateway";
import { quietLogger, sleep } from "@shopscript/kit/testing";
import { ApiClient } from "../../test-support/api-client";
import { startTestSystem, type TestSystem } from "../../test-support/test-system";

/**
 * Proof under faults, part 4: a service restarted under load. Requests stream through a gateway to the
 * catalog while the catalog process is stopped and started again (twice). While it is down the gateway
 * answers at once with a clear JSON 503; once it is back, 200 again without anyone touching the gateway.
 * The catalog and this gateway run on their own (runService, as `npm start -w services/<name>` does) next
 * to a test system that provides auth and the rest, on the same database, broker, Redis and session keys.
 */
const CYCLES = 2;
const WORKERS = 4;
/**
 * A hang would wait for the gateway's upstream timeout (a 504) or the client's own (status -1). Set short here so
 * a hang shows within the test, and far above any honest answer even on a loaded 2-core CI machine: an answer's
 * time in milliseconds is a benchmark's business; this test asserts the kind of answer. (A fresh-clone CI run,
 * 2026-11-30, answered a 503 in 2.4 s with every suite's load on the same cores, and an earlier 2 s bound failed.)
 */
const UPSTREAM_TIMEOUT_MS = 8_000;
const CLIENT_TIMEOUT_MS = 20_000;

type Phase = "up" | "stopping" | "down" | "starting" | "back";
interface Sample {
  startPhase: Phase;
  endPhase: Phase;
  ms: number;
  status: number;
  contentType: string;
  body: any;
}

let t: TestSystem | undefined;
let catalog: RunningService | undefined;
let gateway: RunningService | undefined;

const startCatalog = (port = 0) =>
  runService(catalogService, { env: t!.env, port, host: "127.0.0.1", log: quietLogger(), clock: t!.clock });

beforeAll(async () => {
  t = await startTestSystem();
  catalog = await startCatalog();
  const urlOf = (name: string) => t!.system.services.find((s) => s.name === name)!.url;
  gateway = await runService(gatewayService, {
    env: {
      ...t.env,
      AUTH_URL: urlOf("auth"),
      GENERATOR_URL: urlOf("generator"),
      BILLING_URL: urlOf("billing"),
      CATALOG_URL: catalog.url,
      // One client address makes every request here: the per-address cap is not what is under test.
      API_RATE_LIMIT_PER_MINUTE: "1000000",
      UPSTREAM_TIMEOUT_MS: String(UPSTREAM_TIMEOUT_MS),
    },
    port: 0,
    host: "127.0.0.1",
    log: quietLogger(),
    clock: t.clock,
  });
}, 60_000);

afterAll(async () => {
  await gateway?.stop();
  await catalog?.stop();
  await t?.stop();
}, 60_000);

it(`answers a quick JSON 503 while the catalog is down and 200 again once it is back (${CYCLES} restarts under load)`, async () => {
  const seller = new ApiClient(gateway!.url);
  const signedUp = await seller.post("/api/auth/register", {
    email: `restart-${Date.now()}@example.com`,
    password: "restart pass 1",
  });
  expect(signedUp.status).toBe(201);
  const saved = await seller.post("/api/descriptions", {
    productName: "Brass Desk Lamp",
    keywords: "brass, dimmable",
    platform: "amazon",
    tone: "professional",
    productUrl: "",
    description: "A brass desk lamp with a dimmable 10 W LED.",
  });
  expect(saved.status).toBe(201);
  const listUrl = `${gateway!.url}/api/descriptions`;
  const headers = { cookie: seller.cookieHeader, "x-requested-with": "shopscript" };

  let phase: Phase = "up";
  let streaming = true;
  const samples: Sample[] = [];
  const worker = async () => {
    // Bounded: ends when the scenario does, and never after 5000 requests.
    for (let i = 0; i < 5_000 && streaming; i++) {
      const startPhase = phase;
      const started = Date.now();
      let sample: Omit<Sample, "startPhase" | "endPhase" | "ms">;
      try {
        const response = await fetch(listUrl, { headers, signal: AbortSignal.timeout(CLIENT_TIMEOUT_MS) });
        const text = await response.text();
        let body: any = text;
        try {
          body = JSON.parse(text);
        } catch {
          // kept as text: the assertion below shows it
        }
        sample = { status: response.status, contentType: response.headers.get("content-type") ?? "", body };
      } catch (err) {
        sample = { status: -1, contentType: "", body: String(err) };
      }
      samples.push({ ...sample, startPhase, endPhase: phase, ms: Date.now() - started });
      await sleep(10);
    }
  };
  const workers = Array.from({ length: WORKERS }, worker);
  // A phase lasts its time, and then until it has been asked often enough to mean something (the checks below want
  // more than 10 requests begun and answered in it), at most 20 s more: a loaded fresh-clone CI run got only 7 in a
  // 1 s "up" phase (2026-11-30), and the test failed on the count, not on an answer.
  const hold = async (p: Phase, ms: number) => {
    await sleep(ms);
    for (const deadline = Date.now() + 20_000; samples.filter((s) => s.startPhase === p && s.endPhase === p).length <= 12 && Date.now() < deadline; ) await sleep(100);
  };

  const port = catalog!.port;
  try {
    for (let cycle = 0; cycle < CYCLES; cycle++) {
      phase = cycle === 0 ? "up" : "back";
      await hold(phase, 1_000);
      phase = "stopping";
      await catalog!.stop();
      catalog = undefined;
      phase = "down";
      await hold("down", 1_500);
      phase = "starting";
      catalog = await startCatalog(port); // the same address the gateway was configured with
      phase = "back";
    }
    await hold("back", 1_000);
  } finally {
    streaming = false;
    await Promise.all(workers);
  }

  const inPhase = (p: Phase) => samples.filter((s) => s.startPhase === p && s.endPhase === p);
  const summary = (["up", "stopping", "down", "starting", "back"] as Phase[]).map((p) => {
    const list = samples.filter((s) => s.startPhase === p);
    const by = (status: number) => list.filter((s) => s.status === status).length;
    return `${p}: ${list.length} (200: ${by(200)}, 503: ${by(503)}, max ${Math.max(0, ...list.map((s) => s.ms))} ms)`;
  });
  console.log(
    `catalog restarted ${CYCLES} times under ${WORKERS} request loops through the gateway: ${samples.length} requests\n  ` +
      summary.join("\n  "),
  );

  // Every request answered without waiting out a timeout (no 504, no client abort), and each answer one of exactly
  // two kinds: the list, or the gateway's clear JSON 503 for a refused connection.
  expect(samples.filter((s) => s.ms >= UPSTREAM_TIMEOUT_MS)).toEqual([]);
  expect(samples.filter((s) => s.status !== 200 && s.status !== 503)).toEqual([]);
  for (const s of samples.filter((s) => s.status === 503)) {
    expect(s.contentType).toMatch(/^application\/json/);
    expect(s.body).toEqual({
      code: "UNAVAILABLE",
      message: "This part of ShopScript is temporarily unavailable. Please try again in a moment.",
    });
  }
  for (const s of samples.filter((s) => s.status === 200))
    expect(s.body).toEqual([expect.objectContaining({ productName: "Brass Desk Lamp" })]);
  // While up: 200; while down: 503 (and it was asked often enough to mean something); once back: 200 by itself.
  expect(inPhase("up").length).toBeGreaterThan(10);
  expect(inPhase("up").every((s) => s.status === 200)).toBe(true);
  expect(inPhase("down").length).toBeGreaterThan(10);
  expect(inPhase("down").every((s) => s.status === 503)).toBe(true);
  expect(inPhase("back").length).toBeGreaterThan(10);
  expect(inPhase("back").every((s) => s.status === 200)).toBe(true);
}, 150_000);
