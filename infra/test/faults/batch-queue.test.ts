import type { DomainEvent } from "@shopscript/contracts";
import { CuttableTcpProxy, eventually, sleep, testAmqpUrl } from "@shopscript/kit/testing";
import type { ApiClient } from "../../test-support/api-client";
import { shopifyExport } from "../../test-support/catalog-exports";
import { startGeneratorProcess, type GeneratorProcess } from "../../test-support/generator-processes";
import { startTestSystem, type TestSystem } from "../../test-support/test-system";

/**
 * Catalog mode under faults, on real PostgreSQL, RabbitMQ and Redis. The system runs without a generator
 * of its own; generator instances are processes (as pods are) consuming generator.jobs as competing
 * consumers, and everything reaches RabbitMQ through a TCP relay the test can cut.
 * Claims: a generator killed mid-job, the broker connection dropped mid-job, and a row whose generation
 * always fails lose no row and store no row twice; the progress stays true; and a 10-row job submitted
 * after a 2,000-row job finishes first.
 */
const POISON = "Cursed Teapot";
let proxy: CuttableTcpProxy;
let t: TestSystem;
const generators: GeneratorProcess[] = [];
const answers: DomainEvent[] = [];

beforeAll(async () => {
  const broker = new URL(testAmqpUrl());
  proxy = await new CuttableTcpProxy(broker.hostname, Number(broker.port || 5672)).start();
  const viaProxy = new URL(testAmqpUrl());
  viaProxy.hostname = "127.0.0.1";
  viaProxy.port = String(proxy.port);
  t = await startTestSystem(
    { AMQP_URL: viaProxy.toString(), BATCH_WINDOW: "8", API_RATE_LIMIT_PER_MINUTE: "1000000" },
    { generator: false },
  );
  // The answers as another consumer sees them, straight from the broker (not through the relay).
  await t.watch(["generation.completed", "generation.failed"], async (event) => void answers.push(event));
}, 90_000);

afterAll(async () => {
  for (const generator of generators) generator.kill();
  await t?.stop();
  await proxy?.stop();
}, 60_000);

async function generator(extra: NodeJS.ProcessEnv = {}) {
  // Each row asks billing whether its seller may still generate: the processes need its address.
  const billing = t.system.services.find((s) => s.name === "billing")!.url;
  const started = await startGeneratorProcess({ ...t.env, BILLING_URL: billing, GENERATION_THREADS: "1", ...extra });
  generators.push(started);
  return started;
}

let counter = 0;
async function seller(): Promise<ApiClient> {
  const client = t.client();
  const res = await client.post("/api/auth/register", {
    email: `faults${Date.now()}${counter++}@example.com`,
    password: "batch pass 12",
  });
  expect(res.status).toBe(201);
  return client;
}

async function startJob(client: ApiClient, csv: string): Promise<string> {
  const response = await fetch(`${t.url}/api/batches?platform=shopify`, {
    method: "POST",
    headers: { "x-requested-with": "shopscript", "content-type": "text/csv", cookie: client.cookieHeader },
    body: csv,
  });
  expect(response.status).toBe(201);
  const { id } = (await response.json()) as { id: string };
  expect((await client.post(`/api/batches/${id}/start`)).status).toBe(200);
  return id;
}

const progress = async (client: ApiClient, id: string) =>
  (await client.get(`/api/batches/${id}`)).json.progress;

async function allRows(client: ApiClient, id: string) {
  const rows: any[] = [];
  let cursor: string | null = "0";
  for (let page = 0; cursor !== null && page < 100; page++) {
    const res = await client.get(`/api/batches/${id}/rows?limit=200&cursor=${cursor}`);
    rows.push(...res.json.items);
    cursor = res.json.nextCursor;
  }
  return rows;
}

/** Every row finished exactly once, and the job's own count agrees with its rows. */
async function expectNothingLostOrDoubled(client: ApiClient, id: string, total: number) {
  const rows = await allRows(client, id);
  expect(rows).toHaveLength(total);
  expect(new Set(rows.map((r) => r.id)).size).toBe(total);
  const done = rows.filter((r) => r.status === "done");
  const failed = rows.filter((r) => r.status === "failed");
  expect(done.length + failed.length).toBe(total);
  expect(await progress(client, id)).toMatchObject({
    status: "completed",
    done: done.length,
    failed: failed.length,
    remaining: 0,
  });
  // Approving every row saves each once: a row stored twice would show as a second description.
  const approved = await client.post(`/api/batches/${id}/review`, {
    action: "approve",
    rowIds: done.slice(0, 500).map((r) => r.id),
  });
  expect(approved.json.changed).toBe(Math.min(500, done.length));
  const again = await client.post(`/api/batches/${id}/review`, {
    action: "approve",
    rowIds: done.slice(0, 500).map((r) => r.id),
  });
  expect(again.json.changed).toBe(0);
  return { rows, done: done.length, failed: failed.length };
}

const rowsAnswered = (jobRowIds: Set<string>) => {
  const perRow = new Map<string, number>();
  for (const event of answers) {
    const rowId = (event.payload as { rowId: string }).rowId;
    if (jobRowIds.has(rowId)) perRow.set(rowId, (perRow.get(rowId) ?? 0) + 1);
  }
  return perRow;
};

it("a generator instance killed mid-job: the other takes its rows over; 0 lost, 0 stored twice", async () => {
  const [first] = [await generator(), await generator()];
  const client = await seller();
  const id = await startJob(client, shopifyExport(150, { variants: () => 1 }));
  await eventually(
    async () => ((await progress(client, id)).done >= 20 ? true : undefined),
    "20 rows done",
    120_000,
  );
  first!.kill();
  const killedAt = (await progress(client, id)).done;
  expect(killedAt).toBeLessThan(150);
  await eventually(
    async () => ((await progress(client, id)).status === "completed" ? true : undefined),
    "job completed",
    180_000,
  );
  const { done, rows } = await expectNothingLostOrDoubled(client, id, 150);
  expect(done).toBe(150);
  // Answers the broker carried: at least one per row; a second only for a row the killed instance had taken.
  const perRow = rowsAnswered(new Set(rows.map((r) => r.id)));
  expect(perRow.size).toBe(150);
  const redone = [...perRow.values()].filter((n) => n > 1).length;
  expect(redone).toBeLessThanOrEqual(8);
  await generators.pop()!.stop();
}, 360_000);

it("the RabbitMQ connection dropped mid-job, twice: everything reconnects; 0 lost, 0 stored twice", async () => {
  await generator();
  const client = await seller();
  const id = await startJob(client, shopifyExport(150, { variants: () => 1 }));
  for (const threshold of [20, 70]) {
    await eventually(
      async () => ((await progress(client, id)).done >= threshold ? true : undefined),
      `${threshold} rows done`,
      120_000,
    );
    await proxy.cut();
    await sleep(1500);
    await proxy.restore();
  }
  await eventually(
    async () => ((await progress(client, id)).status === "completed" ? true : undefined),
    "job completed",
    240_000,
  );
  const { done } = await expectNothingLostOrDoubled(client, id, 150);
  expect(done).toBe(150);
}, 420_000);

it("a row whose generation always fails is dead-lettered after the retry limit, marked failed with its reason, and the job completes", async () => {
  // The other instances are gone: this one (whose batch use case throws for one product) takes every row.
  for (const g of generators.splice(0)) await g.stop();
  await generator({ FAIL_PRODUCT_NAME: POISON });
  const client = await seller();
  const id = await startJob(
    client,
    shopifyExport(30, { variants: () => 1, name: (i) => (i === 4 ? POISON : undefined) }),
  );
  await eventually(
    async () => ((await progress(client, id)).status === "completed" ? true : undefined),
    "job completed",
    120_000,
  );
  const { failed, rows } = await expectNothingLostOrDoubled(client, id, 30);
  expect(failed).toBe(1);
  const poisoned = rows.find((r) => r.name === POISON);
  expect(poisoned).toMatchObject({
    status: "failed",
    failure: expect.stringContaining(`Gave up after 5 attempts: generation of "${POISON}" always fails`),
  });
  const bus = await t.bus();
  const dead = await bus.deadLetters(`${t.env.EVENT_QUEUE_PREFIX}generator.jobs`);
  const letter = dead.find(
    (d) => (d.event as { payload?: { rowId?: string } }).payload?.rowId === poisoned.id,
  );
  expect(letter).toMatchObject({
    routingKey: "generation.requested",
    attempts: 5,
    reason: expect.stringContaining("always fails"),
  });
  for (const g of generators.splice(0)) await g.stop();
}, 180_000);

it("fairness: a 10-row job submitted after a 2,000-row job finishes first", async () => {
  await generator();
  const big = await seller();
  const small = await seller();
  const bigId = await startJob(big, shopifyExport(2000, { variants: () => 1 }));
  await eventually(
    async () => ((await progress(big, bigId)).done >= 10 ? true : undefined),
    "big job under way",
    120_000,
  );
  const submitted = Date.now();
  const smallId = await startJob(small, shopifyExport(10, { variants: () => 1 }));
  await eventually(
    async () => ((await progress(small, smallId)).status === "completed" ? true : undefined),
    "small job completed",
    120_000,
  );
  const smallSeconds = (Date.now() - submitted) / 1000;
  const bigNow = await progress(big, bigId);
  expect(bigNow.status).toBe("running");
  expect(bigNow.remaining).toBeGreaterThan(1000);
  expect((await progress(small, smallId)).done).toBe(10);
  // For the record: how long the small job took while the big one ran.
  console.log(
    `fairness: 10-row job done in ${smallSeconds.toFixed(1)} s while the 2,000-row job had ${bigNow.remaining} rows left`,
  );
  await big.post(`/api/batches/${bigId}/cancel`);
}, 300_000);
