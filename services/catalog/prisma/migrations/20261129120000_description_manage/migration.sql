-- Issue 29: a seller edits a saved listing, sorts the dashboard, and deletes many at once with an Undo.

-- AlterTable
-- checks: the checker's results for the listing as stored, written when the seller edits it.
-- writtenListing: the listing as the writer wrote it, kept at the first edit (what the checker may take as said).
-- deletedAt: a soft delete; every read hides the row at once, a restore clears it, the sweep purges it later.
ALTER TABLE "Description" ADD COLUMN "checks" JSONB,
ADD COLUMN "writtenListing" JSONB,
ADD COLUMN "deletedAt" TIMESTAMPTZ(3);

-- CreateIndex
-- The platform filter and the platform sort (platform A-Z, newest first within one).
CREATE INDEX "Description_userId_platform_createdAt_id_idx" ON "Description"("userId", "platform", "createdAt" DESC, "id" DESC);

-- The name sort (A-Z ignoring case, newest first among equal names), read in order through this index. Prisma
-- cannot express an index on an expression.
CREATE INDEX "Description_userId_name_sort_idx" ON "Description"("userId", lower("productName"), "createdAt" DESC, "id" DESC);

-- The purge finds soft-deleted rows past their restore window without reading the live ones: a partial index
-- holds only rows with a "deletedAt" (few: a day's deletes). Prisma cannot express a partial index.
CREATE INDEX "Description_deletedAt_idx" ON "Description"("deletedAt") WHERE "deletedAt" IS NOT NULL;

-- The per-seller count ("DescriptionCount", migration 20261125141000) counts what the seller sees: a soft
-- delete takes one off and a restore puts it back (an UPDATE trigger; transition tables cannot name columns,
-- so it sees every update, and a listing edit moves nothing), and the purge of a soft-deleted row takes
-- nothing off again. Deleting a live row (batch review, an account's purge) still counts down as before.
CREATE OR REPLACE FUNCTION description_count_deleted() RETURNS trigger
  LANGUAGE plpgsql SET search_path FROM CURRENT
  AS $$
BEGIN
  WITH gone AS (SELECT "userId", count(*) AS n FROM deleted WHERE "deletedAt" IS NULL GROUP BY "userId")
  UPDATE "DescriptionCount" c SET "count" = c."count" - gone.n FROM gone WHERE c."userId" = gone."userId";
  DELETE FROM "DescriptionCount" c USING (SELECT DISTINCT "userId" FROM deleted) d
  WHERE c."userId" = d."userId" AND c."count" = 0;
  RETURN NULL;
END $$;

CREATE FUNCTION description_count_updated() RETURNS trigger
  LANGUAGE plpgsql SET search_path FROM CURRENT
  AS $$
BEGIN
  -- A restore for a seller with nothing live has no counter row (the CHECK refuses a negative count, so rows
  -- are made at 0 and moved below).
  INSERT INTO "DescriptionCount" ("userId", "count")
  SELECT DISTINCT n."userId", 0 FROM before_update o JOIN after_update n USING ("id")
  WHERE o."deletedAt" IS NOT NULL AND n."deletedAt" IS NULL
  ON CONFLICT ("userId") DO NOTHING;
  WITH moved AS (
    SELECT n."userId",
           sum(CASE WHEN o."deletedAt" IS NULL AND n."deletedAt" IS NOT NULL THEN -1
                    WHEN o."deletedAt" IS NOT NULL AND n."deletedAt" IS NULL THEN 1
                    ELSE 0 END) AS delta
    FROM before_update o JOIN after_update n USING ("id")
    GROUP BY n."userId"
  )
  UPDATE "DescriptionCount" c SET "count" = c."count" + moved.delta
  FROM moved WHERE c."userId" = moved."userId" AND moved.delta <> 0;
  DELETE FROM "DescriptionCount" c USING (SELECT DISTINCT "userId" FROM after_update) u
  WHERE c."userId" = u."userId" AND c."count" = 0;
  RETURN NULL;
END $$;

CREATE TRIGGER "Description_count_update" AFTER UPDATE ON "Description"
  REFERENCING OLD TABLE AS before_update NEW TABLE AS after_update
  FOR EACH STATEMENT EXECUTE FUNCTION description_count_updated();
