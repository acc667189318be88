-- Why a paused batch job is paused: the seller pressed Pause, the seller lost access (trial over or
-- subscription lapsed), or billing could not be asked. Null while the job is not paused; jobs paused before
-- this column existed were paused by their seller.
ALTER TABLE "BatchJob" ADD COLUMN "pauseReason" TEXT;
UPDATE "BatchJob" SET "pauseReason" = 'seller' WHERE "status" = 'paused';
