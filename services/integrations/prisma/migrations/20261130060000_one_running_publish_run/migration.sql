-- One running publish run per job. "Publish approved" looks for a running run before it creates one, so two
-- requests at the same instant could both find none and start two runs writing the same products; with this
-- index the second insert fails and start() answers the run already running. Prisma cannot express a partial
-- index: the schema names it in a comment only.

-- Should a job already have more than one running run, the oldest goes on and the others stop (a replica
-- working one finds it no longer running at its next lease renewal and sends nothing more).
UPDATE "PublishRun" SET "status" = 'stopped',
  "message" = 'Another publish of this job was already running: that one publishes its products.',
  "finishedAt" = now(), "leasedBy" = NULL, "leaseUntil" = NULL
WHERE "status" = 'running' AND "id" NOT IN (
  SELECT DISTINCT ON ("jobId") "id" FROM "PublishRun" WHERE "status" = 'running' ORDER BY "jobId", "createdAt", "id"
);

-- CreateIndex
CREATE UNIQUE INDEX "PublishRun_jobId_running_key" ON "PublishRun"("jobId") WHERE "status" = 'running';
