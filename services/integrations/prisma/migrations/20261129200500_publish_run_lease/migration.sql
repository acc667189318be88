-- AlterTable
ALTER TABLE "PublishRun" ADD COLUMN     "leasedBy" TEXT,
ADD COLUMN     "leaseUntil" TIMESTAMPTZ(3);
