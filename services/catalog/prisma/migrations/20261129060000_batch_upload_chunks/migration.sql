-- An uploaded file leaves the job's row (issue 26): it is stored gzipped, in pieces of its own table, one
-- piece per statement, so no statement carries the whole file and reading or polling a job never does. Files
-- of jobs uploaded before this become one piece each, as they were. The pieces are compressed already, so
-- the database does not try again (STORAGE EXTERNAL).
-- CreateTable
CREATE TABLE "BatchUploadChunk" (
    "jobId" UUID NOT NULL,
    "index" INTEGER NOT NULL,
    "bytes" BYTEA NOT NULL,
    "encoding" TEXT NOT NULL DEFAULT 'identity',

    CONSTRAINT "BatchUploadChunk_pkey" PRIMARY KEY ("jobId","index")
);

ALTER TABLE "BatchUploadChunk" ALTER COLUMN "bytes" SET STORAGE EXTERNAL;

-- AddForeignKey
ALTER TABLE "BatchUploadChunk" ADD CONSTRAINT "BatchUploadChunk_jobId_fkey" FOREIGN KEY ("jobId") REFERENCES "BatchJob"("id") ON DELETE CASCADE ON UPDATE CASCADE;

INSERT INTO "BatchUploadChunk" ("jobId", "index", "bytes") SELECT "id", 0, "original" FROM "BatchJob";

-- AlterTable
ALTER TABLE "BatchJob" DROP COLUMN "original";
