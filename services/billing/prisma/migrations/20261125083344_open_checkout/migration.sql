-- AlterTable
ALTER TABLE "BillingAccount" ADD COLUMN     "openCheckoutExpiresAt" TIMESTAMPTZ(3),
ADD COLUMN     "openCheckoutId" TEXT,
ADD COLUMN     "openCheckoutPlan" TEXT,
ADD COLUMN     "openCheckoutUrl" TEXT;

