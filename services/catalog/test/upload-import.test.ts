import type { Database } from "@shopscript/kit";
import { shopifyExport } from "../../../infra/test-support/catalog-exports";
import { ROW_BATCH_BYTES } from "../src/batches/prepare-upload";
import { createUploadBatch } from "../src/batches/upload-batch";
import {
  ABANDONED_IMPORT_MS,
  BatchUploadRepository,
  FILE_PIECE_BYTES,
} from "../src/batches/upload-repository";
import type { PrismaClient } from "../src/generated/prisma/client";
import { inlineUploadWork, openBatchJobs, sellerIds, type BatchJobsOnDb } from "./support/batch-jobs-on-db";

// The upload's storage on real PostgreSQL (issue 26): the file and rows go in a short statement at a time,
// and nothing is half-written: a job is seen by no one until its last row is in, and an import that fails
// midway leaves nothing behind.

let db: Database<PrismaClient>;
let jobs: BatchJobsOnDb["jobs"];
let config: BatchJobsOnDb["config"];
let log: BatchJobsOnDb["log"];

beforeAll(async () => {
  ({ db, jobs, config, log } = await openBatchJobs("upload_import"));
}, 60_000);
afterAll(async () => {
  await db?.close();
});

const newSeller = sellerIds();

/** A Shopify export of `products` products with ~4 KB descriptions: several row batches. */
const exportOf = (products: number): Buffer =>
  Buffer.from(
    shopifyExport(products, {
      variants: () => 1,
      description: (i) => `<p>${`Lamp ${i}: solid oak, brushed steel, hand finished, 40 x 25 cm. `.repeat(60)}</p>`,
    }),
  );

const options = { filename: "lamps.csv", platform: "shopify" as const, tone: "professional" as const };

async function stored(userId: string) {
  const [counts] = await db.client.$queryRawUnsafe<{ jobs: bigint; rows: bigint; pieces: bigint }[]>(
    `SELECT (SELECT count(*) FROM "catalog"."BatchJob" WHERE "userId" = $1::uuid) AS jobs,
            (SELECT count(*) FROM "catalog"."BatchRow" WHERE "userId" = $1::uuid) AS rows,
            (SELECT count(*) FROM "catalog"."BatchUploadChunk" c JOIN "catalog"."BatchJob" j ON j."id" = c."jobId" WHERE j."userId" = $1::uuid) AS pieces`,
    userId,
  );
  return { jobs: Number(counts!.jobs), rows: Number(counts!.rows), pieces: Number(counts!.pieces) };
}

/** A repository whose row statements are watched (and may be held or failed at a given batch). */
class WatchedRepository extends BatchUploadRepository {
  statements: { first: number; bytes: number }[] = [];
  onBatch?: (batch: number) => Promise<void>;
  override async storeRows(jobId: string, userId: string, first: number, products: string) {
    this.statements.push({ first, bytes: Buffer.byteLength(products) });
    await this.onBatch?.(this.statements.length);
    return super.storeRows(jobId, userId, first, products);
  }
}

const uploadsWith = (repository: BatchUploadRepository) =>
  createUploadBatch({ repository, config, work: inlineUploadWork, log, describe: jobs.get });

it("stores the rows a short statement at a time, and the job is seen by no one (list, get, rows, start) until the last one is in", async () => {
  const userId = newSeller();
  const repository = new WatchedRepository(db);
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let reachedThird!: () => void;
  const third = new Promise<void>((resolve) => (reachedThird = resolve));
  repository.onBatch = async (batch) => {
    if (batch === 3) {
      reachedThird();
      await held;
    }
  };
  const file = exportOf(120);
  const uploading = uploadsWith(repository).upload(userId, file, options);
  await third;
  // Mid-import: the job row and some rows exist, and nothing shows them.
  expect((await stored(userId)).jobs).toBe(1);
  const [importing] = await db.client.$queryRawUnsafe<{ id: string; status: string }[]>(
    `SELECT "id", "status" FROM "catalog"."BatchJob" WHERE "userId" = $1::uuid`,
    userId,
  );
  expect(importing!.status).toBe("importing");
  expect(await jobs.list(userId)).toEqual([]);
  await expect(jobs.get(userId, importing!.id)).rejects.toMatchObject({ status: 404 });
  await expect(jobs.rows(userId, importing!.id, { limit: 10 })).rejects.toMatchObject({ status: 404 });
  await expect(jobs.start(userId, importing!.id, "req-1")).rejects.toMatchObject({ status: 404 });
  release();

  const preview = await uploading;
  expect(preview).toMatchObject({
    id: importing!.id,
    rowCount: 120,
    progress: { status: "draft", total: 120, remaining: 120 },
  });
  expect((await jobs.list(userId)).map((job) => job.id)).toEqual([importing!.id]);
  expect(await stored(userId)).toMatchObject({ jobs: 1, rows: 120 });
  // Many short statements, none carrying more than a batch's worth.
  expect(repository.statements.length).toBeGreaterThan(3);
  for (const statement of repository.statements) expect(statement.bytes).toBeLessThanOrEqual(ROW_BATCH_BYTES);
  // The file: in pieces of at most FILE_PIECE_BYTES, and back byte for byte.
  const [largest] = await db.client.$queryRawUnsafe<{ bytes: number }[]>(
    `SELECT max(length("bytes")) AS bytes FROM "catalog"."BatchUploadChunk" WHERE "jobId" = $1::uuid`,
    preview.id,
  );
  expect(Number(largest!.bytes)).toBeLessThanOrEqual(FILE_PIECE_BYTES);
  expect((await repository.readFile(preview.id)).equals(file)).toBe(true);
}, 60_000);

it("an import that fails midway leaves nothing behind: no job, no rows, no file", async () => {
  const userId = newSeller();
  const repository = new WatchedRepository(db);
  repository.onBatch = async (batch) => {
    if (batch === 4) throw new Error("the database went away");
  };
  await expect(uploadsWith(repository).upload(userId, exportOf(120), options)).rejects.toThrow(
    "the database went away",
  );
  expect(repository.statements.length).toBe(4);
  expect(await stored(userId)).toEqual({ jobs: 0, rows: 0, pieces: 0 });
  expect(await jobs.list(userId)).toEqual([]);
}, 60_000);

it("an import a stopped process left unfinished is removed once an hour old; a recent one is left to finish", async () => {
  const repository = new BatchUploadRepository(db);
  const old = newSeller();
  const recent = newSeller();
  const create = (userId: string) =>
    repository.createImportingJob({
      userId,
      filename: "a.csv",
      format: "shopify",
      platform: "shopify",
      tone: "professional",
      headers: ["Handle"],
      skipped: [],
      rowCount: 1,
    });
  const oldJob = await create(old);
  await repository.storeRows(
    oldJob,
    old,
    0,
    JSON.stringify([{ key: "a", name: "A", keywords: [], sourceRows: [2] }]),
  );
  await repository.storeFile(oldJob, Buffer.from("abc"));
  await db.client.$executeRawUnsafe(
    `UPDATE "catalog"."BatchJob" SET "createdAt" = now() - make_interval(secs => $2::int) WHERE "id" = $1::uuid`,
    oldJob,
    ABANDONED_IMPORT_MS / 1000 + 60,
  );
  await create(recent);
  expect(await repository.discardAbandoned()).toBe(1);
  expect(await stored(old)).toEqual({ jobs: 0, rows: 0, pieces: 0 });
  expect((await stored(recent)).jobs).toBe(1);
}, 60_000);
