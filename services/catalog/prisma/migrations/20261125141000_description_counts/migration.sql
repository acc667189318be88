-- Issue 20: every page of the dashboard carries the seller's unfiltered count ("none saved yet" vs "no
-- match"), and counting 100,000 entries of the ("userId", "createdAt", "id") index took ~5 ms of CPU per
-- request (EXPLAIN ANALYZE, PostgreSQL 15), the largest part of a search for a rare term. The count per
-- seller is kept here instead, by statement-level triggers on "Description": one counter update per
-- statement, in the writing transaction, whoever writes (the API, a purge, a bulk INSERT ... SELECT).
CREATE TABLE "DescriptionCount" (
    "userId" UUID NOT NULL,
    "count" INTEGER NOT NULL,
    CONSTRAINT "DescriptionCount_pkey" PRIMARY KEY ("userId"),
    CONSTRAINT "DescriptionCount_count_check" CHECK ("count" >= 0)
);

-- SET search_path FROM CURRENT: the functions find "DescriptionCount" in the schema this migration runs in
-- (the runner sets it), whatever search_path the writing connection has.
CREATE FUNCTION description_count_inserted() RETURNS trigger
  LANGUAGE plpgsql SET search_path FROM CURRENT
  AS $$
BEGIN
  INSERT INTO "DescriptionCount" AS c ("userId", "count")
  SELECT "userId", count(*) FROM inserted GROUP BY "userId"
  ON CONFLICT ("userId") DO UPDATE SET "count" = c."count" + EXCLUDED."count";
  RETURN NULL;
END $$;

-- A seller with nothing left has no row (after a purge on user.deleted, no trace of the user id).
CREATE FUNCTION description_count_deleted() RETURNS trigger
  LANGUAGE plpgsql SET search_path FROM CURRENT
  AS $$
BEGIN
  WITH gone AS (SELECT "userId", count(*) AS n FROM deleted GROUP BY "userId")
  UPDATE "DescriptionCount" c SET "count" = c."count" - gone.n FROM gone WHERE c."userId" = gone."userId";
  DELETE FROM "DescriptionCount" c USING (SELECT DISTINCT "userId" FROM deleted) d
  WHERE c."userId" = d."userId" AND c."count" = 0;
  RETURN NULL;
END $$;

-- The owner of a description never changes (no UPDATE of "userId" anywhere), so inserts and deletes are all
-- that move a count.
CREATE TRIGGER "Description_count_insert" AFTER INSERT ON "Description"
  REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION description_count_inserted();
CREATE TRIGGER "Description_count_delete" AFTER DELETE ON "Description"
  REFERENCING OLD TABLE AS deleted FOR EACH STATEMENT EXECUTE FUNCTION description_count_deleted();

-- The triggers exist before this reads: CREATE TRIGGER locks out writers until the migration commits, so
-- no row is counted twice or missed.
INSERT INTO "DescriptionCount" ("userId", "count")
SELECT "userId", count(*) FROM "Description" GROUP BY "userId";
