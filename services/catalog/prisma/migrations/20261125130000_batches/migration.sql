-- Catalog mode (issue 17): batch jobs and their rows.
-- CreateTable
CREATE TABLE "BatchJob" (
    "id" UUID NOT NULL,
    "userId" UUID NOT NULL,
    "status" TEXT NOT NULL,
    "filename" TEXT NOT NULL,
    "format" TEXT NOT NULL,
    "platform" TEXT NOT NULL,
    "tone" TEXT NOT NULL,
    "original" BYTEA NOT NULL,
    "mapping" JSONB,
    "headers" JSONB NOT NULL,
    "skipped" JSONB NOT NULL,
    "rowCount" INTEGER NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "startedAt" TIMESTAMPTZ(3),
    "finishedAt" TIMESTAMPTZ(3),

    CONSTRAINT "BatchJob_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "BatchRow" (
    "id" UUID NOT NULL,
    "jobId" UUID NOT NULL,
    "userId" UUID NOT NULL,
    "index" INTEGER NOT NULL,
    "key" TEXT NOT NULL,
    "product" JSONB NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "requestId" UUID,
    "variant" INTEGER NOT NULL DEFAULT 0,
    "result" JSONB,
    "edits" JSONB,
    "failure" TEXT,
    "review" TEXT NOT NULL DEFAULT 'unreviewed',
    "descriptionId" UUID,
    "queuedAt" TIMESTAMPTZ(3),
    "finishedAt" TIMESTAMPTZ(3),

    CONSTRAINT "BatchRow_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "BatchJob_userId_createdAt_idx" ON "BatchJob"("userId", "createdAt" DESC);

-- CreateIndex
CREATE INDEX "BatchJob_status_idx" ON "BatchJob"("status");

-- CreateIndex
CREATE INDEX "BatchRow_jobId_status_index_idx" ON "BatchRow"("jobId", "status", "index");

-- CreateIndex
CREATE INDEX "BatchRow_jobId_finishedAt_idx" ON "BatchRow"("jobId", "finishedAt");

-- CreateIndex
CREATE UNIQUE INDEX "BatchRow_jobId_index_key" ON "BatchRow"("jobId", "index");

-- AddForeignKey
ALTER TABLE "BatchRow" ADD CONSTRAINT "BatchRow_jobId_fkey" FOREIGN KEY ("jobId") REFERENCES "BatchJob"("id") ON DELETE CASCADE ON UPDATE CASCADE;
