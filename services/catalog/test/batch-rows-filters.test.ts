import { batchRowQuerySchema } from "@shopscript/contracts";
import type { Database } from "@shopscript/kit";
import { shopifyExport } from "../../../infra/test-support/catalog-exports";
import type { PrismaClient } from "../src/generated/prisma/client";
import { openBatchJobs, type BatchJobsOnDb } from "./support/batch-jobs-on-db";

// Issue 28, item 2: a seller reviewing 500 products finds rows by what is left to review and by name or SKU,
// a page at a time (GET /api/batches/:id/rows?review=…&q=…), on real PostgreSQL.

let db: Database<PrismaClient>;
let jobs: BatchJobsOnDb["jobs"];
const userId = "00000000-0000-4000-8000-00000000a001";
let jobId: string;

beforeAll(async () => {
  ({ db, jobs } = await openBatchJobs("batch_rows_filters"));
  const names = (i: number) => (i === 7 ? "100% Linen Apron" : i === 8 ? "Snake_case Lamp" : `Oak Lamp No. ${i + 1}`);
  const file = Buffer.from(shopifyExport(30, { variants: () => 1, name: names }));
  jobId = (await jobs.upload(userId, file, { filename: "lamps.csv", platform: "shopify", tone: "professional" })).id;
  // Rows 0-4 approved, 5-6 rejected, the rest not reviewed.
  await db.client.$executeRawUnsafe(
    `UPDATE "catalog"."BatchRow" SET "review" = CASE WHEN "index" < 5 THEN 'approved' WHEN "index" < 7 THEN 'rejected' ELSE 'unreviewed' END WHERE "jobId" = $1::uuid`,
    jobId,
  );
}, 60_000);
afterAll(async () => {
  await db?.close();
});

const page = (query: Record<string, string>) => jobs.rows(userId, jobId, batchRowQuerySchema.parse(query));

it("filters by review state, a page at a time with the same cursors", async () => {
  expect((await page({ review: "approved" })).items.map((r) => r.index)).toEqual([0, 1, 2, 3, 4]);
  expect((await page({ review: "rejected" })).items.map((r) => r.review)).toEqual(["rejected", "rejected"]);
  const first = await page({ review: "unreviewed", limit: "10" });
  expect(first.items.map((r) => r.index)).toEqual([7, 8, 9, 10, 11, 12, 13, 14, 15, 16]);
  const second = await page({ review: "unreviewed", limit: "10", cursor: first.nextCursor! });
  expect(second.items[0]!.index).toBe(17);
  expect(second.items.every((r) => r.review === "unreviewed")).toBe(true);
});

it("searches the name in any case, and a search's % and _ are letters, not wildcards", async () => {
  expect((await page({ q: "oak lamp no. 3" })).items.map((r) => r.name)).toEqual(["Oak Lamp No. 3", "Oak Lamp No. 30"]);
  expect((await page({ q: "100%" })).items.map((r) => r.name)).toEqual(["100% Linen Apron"]);
  expect((await page({ q: "e_c" })).items.map((r) => r.name)).toEqual(["Snake_case Lamp"]);
  expect((await page({ q: "%" })).items.map((r) => r.name)).toEqual(["100% Linen Apron"]);
  expect((await page({ q: "Lamp", review: "approved" })).items).toHaveLength(5);
  expect((await page({ q: "no such product" })).items).toEqual([]);
});

it("refuses an unknown review state and an over-long search, naming the field", () => {
  expect(batchRowQuerySchema.safeParse({ review: "maybe" }).error?.issues[0]).toMatchObject({ path: ["review"], message: "Review must be one of unreviewed, approved, rejected" });
  expect(batchRowQuerySchema.safeParse({ q: "x".repeat(101) }).error?.issues[0]).toMatchObject({ path: ["q"], message: "Search must be at most 100 characters" });
});
