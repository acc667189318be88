-- Issue 29: a checkout opened during the trial keeps the trial's days; the first charge is at the trial's end.
-- Written by hand: scripts/new-migration.mjs cannot replay 20261129060000_refuse_deleted_users into its shadow
-- database (the trigger function comes from the kit's own migrations). The statements are what `prisma migrate
-- diff` writes for these two columns.

-- AlterTable
ALTER TABLE "BillingAccount" ADD COLUMN     "openCheckoutFirstChargeAt" TIMESTAMPTZ(3);

-- AlterTable
ALTER TABLE "SandboxCheckout" ADD COLUMN     "trialEnd" TIMESTAMPTZ(3);
