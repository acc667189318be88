import type { Database } from "@shopscript/kit";
import { shopifyExport } from "../../../infra/test-support/catalog-exports";
import type { PrismaClient } from "../src/generated/prisma/client";
import { openBatchJobs, sellerIds, type BatchJobsOnDb } from "./support/batch-jobs-on-db";

// Issue 28, item 4: a preview leaves nothing behind for good. The seller deletes a draft (or a job that has
// ended) and its rows and file go at once; a draft nobody starts expires after BATCH_DRAFT_TTL_HOURS. On real
// PostgreSQL.

let db: Database<PrismaClient>;
let jobs: BatchJobsOnDb["jobs"];

beforeAll(async () => {
  ({ db, jobs } = await openBatchJobs("batch_remove", { BATCH_DRAFT_TTL_HOURS: "72" }));
}, 60_000);
afterAll(async () => {
  await db?.close();
});

const newSeller = sellerIds();
const options = { filename: "lamps.csv", platform: "shopify" as const, tone: "professional" as const };
const upload = (userId: string, products = 30) =>
  jobs.upload(userId, Buffer.from(shopifyExport(products, { variants: () => 1 })), options);

async function stored(jobId: string) {
  const [counts] = await db.client.$queryRawUnsafe<{ jobs: bigint; rows: bigint; pieces: bigint }[]>(
    `SELECT (SELECT count(*) FROM "catalog"."BatchJob" WHERE "id" = $1::uuid) AS jobs,
            (SELECT count(*) FROM "catalog"."BatchRow" WHERE "jobId" = $1::uuid) AS rows,
            (SELECT count(*) FROM "catalog"."BatchUploadChunk" WHERE "jobId" = $1::uuid) AS pieces`,
    jobId,
  );
  return { jobs: Number(counts!.jobs), rows: Number(counts!.rows), pieces: Number(counts!.pieces) };
}

const setStatus = (jobId: string, status: string) =>
  db.client.$executeRawUnsafe(`UPDATE "catalog"."BatchJob" SET "status" = $2 WHERE "id" = $1::uuid`, jobId, status);

it("deletes a draft: its job, rows and file are gone, and it is no longer listed", async () => {
  const userId = newSeller();
  const kept = await upload(userId);
  const draft = await upload(userId);
  expect(await stored(draft.id)).toMatchObject({ jobs: 1, rows: 30 });
  await jobs.remove(userId, draft.id);
  expect(await stored(draft.id)).toEqual({ jobs: 0, rows: 0, pieces: 0 });
  expect((await jobs.list(userId)).map((job) => job.id)).toEqual([kept.id]);
  await expect(jobs.get(userId, draft.id)).rejects.toMatchObject({ status: 404 });
  await expect(jobs.remove(userId, draft.id)).rejects.toMatchObject({ status: 404 });
});

it("another seller's job answers 404 and stays", async () => {
  const owner = newSeller();
  const draft = await upload(owner);
  await expect(jobs.remove(newSeller(), draft.id)).rejects.toMatchObject({ status: 404 });
  expect(await stored(draft.id)).toMatchObject({ jobs: 1, rows: 30 });
});

it("a running or paused job is refused with 409 until canceled; an ended one is deleted", async () => {
  const userId = newSeller();
  const job = await upload(userId);
  for (const status of ["running", "paused"]) {
    await setStatus(job.id, status);
    await expect(jobs.remove(userId, job.id)).rejects.toMatchObject({ status: 409, message: "Cancel this job before deleting it." });
    expect(await stored(job.id)).toMatchObject({ jobs: 1, rows: 30 });
  }
  await setStatus(job.id, "canceled");
  await jobs.remove(userId, job.id);
  expect(await stored(job.id)).toEqual({ jobs: 0, rows: 0, pieces: 0 });
});

it("drafts expire after BATCH_DRAFT_TTL_HOURS; younger drafts and started jobs stay", async () => {
  const userId = newSeller();
  const old = await upload(userId);
  const young = await upload(userId);
  const startedLongAgo = await upload(userId);
  const hoursAgo = (jobId: string, hours: number) =>
    db.client.$executeRawUnsafe(
      `UPDATE "catalog"."BatchJob" SET "createdAt" = now() - make_interval(hours => $2::int) WHERE "id" = $1::uuid`,
      jobId,
      hours,
    );
  await hoursAgo(old.id, 73);
  await hoursAgo(young.id, 71);
  await hoursAgo(startedLongAgo.id, 100);
  await setStatus(startedLongAgo.id, "completed");
  // Every expired draft of every seller goes in a round (a few per round).
  expect(await jobs.expireDrafts()).toBeGreaterThanOrEqual(1);
  expect(await stored(old.id)).toEqual({ jobs: 0, rows: 0, pieces: 0 });
  expect(await stored(young.id)).toMatchObject({ jobs: 1, rows: 30 });
  expect(await stored(startedLongAgo.id)).toMatchObject({ jobs: 1, rows: 30 });
});
