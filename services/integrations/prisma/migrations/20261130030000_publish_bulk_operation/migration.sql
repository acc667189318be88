-- AlterTable
ALTER TABLE "PublishEntry" ADD COLUMN     "bulkLine" INTEGER,
ADD COLUMN     "bulkOperation" TEXT;
