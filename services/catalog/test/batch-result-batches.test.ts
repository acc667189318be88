import path from "node:path";
import { createEvent, type DomainEvent, type GenerationResult } from "@shopscript/contracts";
import { openDatabase, type Database, type OutboxRelay } from "@shopscript/kit";
import { quietLogger, testDatabaseUrl } from "@shopscript/kit/testing";
import { shopifyExport } from "../../../infra/test-support/catalog-exports";
import { batchEnvSchema } from "../src/batches/batch-config";
import { createBatchJobs } from "../src/batches/batch-jobs";
import { prepareUpload } from "../src/batches/prepare-upload";
import type { UploadWork } from "../src/batches/upload-work-pool";
import { generationResultHandler } from "../src/consumers/generation-results";
import { PrismaClient } from "../src/generated/prisma/client";

// Issue 28, item 5 (throughput): the generators' answers are stored many to a transaction, and a job running
// alone keeps a deeper window in the work queue, on real PostgreSQL. Claims: every answer of a batch is
// stored exactly once (a redelivered event, a second answer for the same attempt and an answer for a canceled
// row change nothing), each job's window is topped up once per batch, the lone job's larger window shrinks
// back to BATCH_WINDOW as soon as another seller's job runs, and the outbox holds one generation.requested per
// released row.

const log = quietLogger();
const config = batchEnvSchema.parse({ BATCH_WINDOW: "4", BATCH_SOLO_WINDOW: "10", BATCH_RESULTS_PREFETCH: "64" });
const inline: UploadWork = { prepare: prepareUpload, close: async () => {} };
const noRelay = { wake() {} } as unknown as OutboxRelay;
let db: Database<PrismaClient>;
let jobs: ReturnType<typeof createBatchJobs>;
let handle: ReturnType<typeof generationResultHandler>;

beforeAll(async () => {
  db = await openDatabase({
    schema: "catalog",
    migrationsDir: path.join(__dirname, "..", "prisma", "migrations"),
    createClient: (options) => new PrismaClient(options),
    log,
    url: testDatabaseUrl("batch_result_batches"),
  });
  jobs = createBatchJobs({ db, relay: noRelay, config, log, uploadWork: inline });
  handle = generationResultHandler(db, noRelay, jobs, { maxBatch: config.BATCH_RESULTS_PREFETCH });
}, 60_000);
afterAll(async () => {
  await db?.close();
});

let sellers = 0;
const newSeller = () => `00000000-0000-4000-8000-${String(++sellers).padStart(12, "0")}`;
const options = { filename: "lamps.csv", platform: "shopify" as const, tone: "professional" as const };

async function startedJob(userId: string, products: number): Promise<string> {
  const job = await jobs.upload(userId, Buffer.from(shopifyExport(products, { variants: () => 1 })), options);
  await jobs.start(userId, job.id, `start-${job.id}`);
  return job.id;
}

interface RowState {
  id: string;
  status: string;
  requestId: string | null;
  result: GenerationResult | null;
}

const rowsOf = (jobId: string) =>
  db.client.$queryRawUnsafe<RowState[]>(
    `SELECT "id"::text, "status", "requestId"::text AS "requestId", "result" FROM "catalog"."BatchRow"
     WHERE "jobId" = $1::uuid ORDER BY "index"`,
    jobId,
  );
const queued = async (jobId: string) => (await rowsOf(jobId)).filter((row) => row.status === "queued");

/** generation.requested events in the outbox for the job's rows, by row id. */
async function requestsFor(jobId: string): Promise<Map<string, number>> {
  const events = await db.client.$queryRawUnsafe<{ rowId: string }[]>(
    `SELECT "envelope"->'payload'->>'rowId' AS "rowId" FROM "catalog"."outbox_event"
     WHERE "type" = 'generation.requested' AND "envelope"->'payload'->>'jobId' = $1`,
    jobId,
  );
  const counts = new Map<string, number>();
  for (const event of events) counts.set(event.rowId, (counts.get(event.rowId) ?? 0) + 1);
  return counts;
}

const resultFor = (rowId: string, title = `Listing of ${rowId}`): GenerationResult => ({
  description: `${title}: solid oak, 40 x 25 cm.`,
  listing: { title },
  checks: [],
  platform: "shopify",
  tone: "professional",
  writer: "builtin",
  variant: 0,
});

const completed = (userId: string, jobId: string, row: RowState, title?: string): DomainEvent =>
  createEvent(
    "generation.completed",
    { userId, jobId, rowId: row.id, requestId: row.requestId!, result: resultFor(row.id, title), latencyMs: 5 },
    { correlationId: `start-${jobId}` },
  ) as DomainEvent;

const deliver = (event: DomainEvent) => handle(event, { attempt: 1, routingKey: event.type, maxAttempts: 5 });

it("stores a burst of answers once each, tops the window up once, and shrinks a lone job's window when another job runs", async () => {
  const alone = newSeller();
  const lone = await startedJob(alone, 40);
  // Running alone: the deeper window.
  const first = await queued(lone);
  expect(first).toHaveLength(10);

  const other = newSeller();
  const second = await startedJob(other, 20);
  // Another seller's job now runs: it gets BATCH_WINDOW, never the lone job's window.
  expect(await queued(second)).toHaveLength(4);

  // Every queued row of the lone job answered at once, plus a redelivery of one event (same id) and a second
  // answer for another row's same attempt (another event id, another text): each row is stored once.
  const answers = first.map((row) => completed(alone, lone, row));
  const secondAnswer = completed(alone, lone, first[1]!, "A second answer for the same attempt");
  await Promise.all([...answers, answers[0]!, secondAnswer].map(deliver));

  const after = await rowsOf(lone);
  const answered = after.filter((row) => first.some((f) => f.id === row.id));
  expect(answered.map((row) => row.status)).toEqual(Array(10).fill("done"));
  for (const row of answered) expect(row.result?.listing.title).toBe(`Listing of ${row.id}`);
  // Topped up to BATCH_WINDOW only, since another job runs: 4 queued, the next rows by index.
  const nowQueued = after.filter((row) => row.status === "queued");
  expect(nowQueued.map((row) => row.id)).toEqual(after.slice(10, 14).map((row) => row.id));
  // One request per released row in the outbox: the first 10 at start, then 4.
  const requests = await requestsFor(lone);
  expect(requests.size).toBe(14);
  expect([...requests.values()].every((count) => count === 1)).toBe(true);

  // The same events delivered again (a redelivery after a lost ack) change nothing.
  await Promise.all(answers.map(deliver));
  expect(await rowsOf(lone)).toEqual(after);
  expect((await requestsFor(lone)).size).toBe(14);

  // An answer for a row canceled meanwhile changes nothing either, and completes nothing.
  await jobs.cancel(other, second);
  const wereQueued = (await rowsOf(second)).filter((row) => row.requestId !== null);
  expect(wereQueued.map((row) => row.status)).toEqual(Array(4).fill("canceled"));
  await Promise.all(wereQueued.map((row) => deliver(completed(other, second, row))));
  expect((await rowsOf(second)).filter((row) => row.status === "done")).toHaveLength(0);
  expect((await jobs.get(other, second)).progress.status).toBe("canceled");

  // Alone again: the next stored answer tops the lone job up to its deeper window.
  const [next] = await queued(lone);
  await deliver(completed(alone, lone, next!));
  expect(await queued(lone)).toHaveLength(10);
  await jobs.cancel(alone, lone);
}, 60_000);

it("completes a job whose last answers arrive in one batch", async () => {
  const userId = newSeller();
  const jobId = await startedJob(userId, 6);
  const rows = await queued(jobId);
  expect(rows).toHaveLength(6);
  await Promise.all(rows.map((row) => deliver(completed(userId, jobId, row))));
  const job = await jobs.get(userId, jobId);
  expect(job.progress).toMatchObject({ status: "completed", done: 6, remaining: 0 });
}, 60_000);
